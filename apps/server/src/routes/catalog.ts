// Products, brands, categories, their listings and filter options (docs/browsing.md §2, §7).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { productDesign } from '../services/catalog/design.js';
import {
  brandOptions,
  categoryFilterTree,
  colorOptions,
  findBrand,
  findCategory,
  findProduct,
  listBrands,
  listCategories,
  listingPage,
  recommendedProducts,
  relatedProducts,
  sizeOptions,
  slides,
  toBrand,
  toCategory,
  trendingProducts,
} from '../services/catalog/index.js';
import { productAvailability } from '../services/stock.js';

/** docs/browsing.md §2: brand logos 8 a slide (4 by 2), home category icons 9 a slide (3 by 3). */
const BRANDS_PER_SLIDE = 8;
const CATEGORIES_PER_SLIDE = 9;

/** The catalogue's version a request is answered at (plugins/operations.ts). */
const at = (request: FastifyRequest) => request.catalogVersion ?? undefined;

const routes: FastifyPluginAsync = async (app) => {
  const baseUrl = () => app.config.publicUrl;

  app.operation('listTrendingProducts', async () => ({
    result: 'success',
    products: await trendingProducts(app.db, baseUrl()),
  }));

  app.operation('getProduct', async (request) => ({
    result: 'success',
    product: await findProduct(app.db, request.params.slug, baseUrl()),
  }));

  // Not a catalogue answer (no catalogue version, ETag or in-memory copy): stock changes with every order
  // and must not wait for a catalogue write to show (docs/tiles.md "Where the goods are, for shoppers").
  app.operation('getProductAvailability', async (request, reply) => {
    const found = await productAvailability(app.db, request.params.slug);
    if (found === undefined) throw notFound(/*i18n*/ 'This product was not found.');
    const availability = found.goods;
    reply.header('Cache-Control', 'no-store');
    return {
      result: 'success',
      samples_left: found.samplesLeft,
      availability: availability && {
        total: availability.total,
        places: availability.places.map((p) => ({
          location: p.slug,
          title: p.title,
          title_ne: p.titleNe,
          kind: p.kind,
          collect: p.collect,
          dispatch_days: p.dispatchDays,
          quantity: p.quantity,
        })),
      },
    };
  });

  // The design's members say which have goods: read at each request like the availability (docs/tiles.md
  // "Designs").
  app.operation('getProductDesign', async (request, reply) => {
    const design = await productDesign(app.db, request.params.slug);
    if (design === undefined) throw notFound(/*i18n*/ 'This product was not found.');
    reply.header('Cache-Control', 'no-store');
    return { result: 'success', design };
  });

  app.operation('listRelatedProducts', async (request) => ({
    result: 'success',
    products: await relatedProducts(app.db, request.params.slug, baseUrl()),
  }));

  app.operation('listRecommendedProducts', async (request) => ({
    result: 'success',
    products: await recommendedProducts(app.db, request.params.slug, baseUrl()),
  }));

  app.operation('listBrandSlides', async () => {
    const brands = (await listBrands(app.db)).map((b) => toBrand(b, baseUrl()));
    return { result: 'success', data: { brands: slides(brands, BRANDS_PER_SLIDE) } };
  });

  app.operation('getBrandListing', async (request) => {
    const brand = await findBrand(app.db, request.params.slug, at(request));
    // docs/browsing.md §2: the brand listing has no brand filter (the contract has no `brands` parameter).
    const page = await listingPage(
      app.db,
      { kind: 'brand', id: brand.id, version: at(request) },
      request.query,
      baseUrl(),
    );
    return { ...page, brand: toBrand(brand, baseUrl()) };
  });

  app.operation('getBrandFilterOptions', async (request) => {
    const brand = await findBrand(app.db, request.params.slug, at(request));
    const scope = { kind: 'brand', id: brand.id, version: at(request) } as const;
    const [categories, colors, sizes] = await Promise.all([
      categoryFilterTree(app.db, scope, request.query),
      colorOptions(app.db, scope, request.query),
      sizeOptions(app.db, scope, request.query),
    ]);
    return { result: 'success', categories, colors, sizes };
  });

  app.operation('listCategoryGroups', async () => {
    const [rows, brandRows] = await Promise.all([
      listCategories(app.db, sql`depth <= 1`),
      listBrands(app.db),
    ]);
    const tops = rows.filter((c) => c.parent_id === null);
    const categories = tops.map((top) => ({
      ...toCategory(top, baseUrl()),
      categories: rows.filter((c) => c.parent_id === top.id).map((c) => toCategory(c, baseUrl())),
    }));
    return { result: 'success', categories, brands: brandRows.map((b) => toBrand(b, baseUrl())) };
  });

  app.operation('listHomeCategorySlides', async () => {
    const rows = await listCategories(app.db, sql`show_on_home`);
    const categories = rows.map((c) => toCategory(c, baseUrl()));
    return { result: 'success', data: { categories: slides(categories, CATEGORIES_PER_SLIDE) } };
  });

  app.operation('getCategoryListing', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const page = await listingPage(
      app.db,
      { kind: 'category', id: category.id, version: at(request) },
      request.query,
      baseUrl(),
    );
    return { ...page, category: toCategory(category, baseUrl()) };
  });

  app.operation('getCategoryFilterCategories', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const scope = { kind: 'category', id: category.id, version: at(request) } as const;
    const categories = await categoryFilterTree(app.db, scope, request.query, category.id);
    return { result: 'success', categories };
  });

  app.operation('getCategoryFilterBrands', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const brands = await brandOptions(
      app.db,
      { kind: 'category', id: category.id, version: at(request) },
      request.query,
    );
    return { result: 'success', brands };
  });

  app.operation('getCategoryFilterColors', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const colors = await colorOptions(
      app.db,
      { kind: 'category', id: category.id, version: at(request) },
      request.query,
    );
    return { result: 'success', colors };
  });

  app.operation('getCategoryFilterSizes', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const sizes = await sizeOptions(
      app.db,
      { kind: 'category', id: category.id, version: at(request) },
      request.query,
    );
    return { result: 'success', sizes };
  });
};

export default routes;
