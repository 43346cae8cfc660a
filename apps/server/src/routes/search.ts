// Full-text product search with typo tolerance, and its filter options (docs/browsing.md §2.6 Search results,
// §7).
import type { FastifyPluginAsync } from 'fastify';
import {
  brandOptions,
  categoryFilterTree,
  colorOptions,
  listingPage,
  resolveSearch,
  type Scope,
  sizeOptions,
} from '../services/catalog/index.js';

const routes: FastifyPluginAsync = async (app) => {
  /** A search resolves its words against the catalogue's vocabulary first (one small query). */
  const searchScope = async (request: { query: { search: string }; catalogVersion: string | null }) =>
    ({
      kind: 'search',
      terms: await resolveSearch(app.db, request.query.search, request.catalogVersion ?? undefined),
      version: request.catalogVersion ?? undefined,
    }) satisfies Scope;

  app.operation('searchProducts', async (request) => {
    const scope = await searchScope(request);
    // Relevance first unless a price order is asked for (no default sort here, unlike the listings).
    const page = await listingPage(app.db, scope, request.query, app.config.publicUrl);
    return { ...page, search: scope.terms.text };
  });

  app.operation('getSearchFilterCategories', async (request) => {
    const scope = await searchScope(request);
    return { result: 'success', categories: await categoryFilterTree(app.db, scope, request.query) };
  });

  app.operation('getSearchFilterBrands', async (request) => {
    const scope = await searchScope(request);
    return { result: 'success', brands: await brandOptions(app.db, scope, request.query) };
  });

  app.operation('getSearchFilterColors', async (request) => {
    const scope = await searchScope(request);
    return { result: 'success', colors: await colorOptions(app.db, scope, request.query) };
  });

  app.operation('getSearchFilterSizes', async (request) => {
    const scope = await searchScope(request);
    return { result: 'success', sizes: await sizeOptions(app.db, scope, request.query) };
  });
};

export default routes;
