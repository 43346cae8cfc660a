// What the storefront's sitemap lists (docs/storefront.md "Search engines and link previews"): the published
// products in chunks of consecutive ids, and every other public record by slug, each with when it last
// changed (updated_at, stamped by a trigger: migration 0012). The storefront's page server turns these into
// /sitemap.xml and its chunks on its own public origin.
//
// Cheap at any size: a chunk is one range of the partial index products_sitemap_idx (id INCLUDE slug,
// updated_at, published rows only), read in id order without touching the products' wide rows; the list of
// chunks is one aggregate over that index. Both are catalogue answers (tag `catalog`), so they carry the
// catalogue's version as their ETag and are kept in memory under it (plugins/operations.ts).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { queryRows } from '../db/query.js';
import { notFound } from '../errors.js';
import { isBuiltInPage } from '../services/built-in-pages.js';

/**
 * Ids a chunk spans. The sitemap protocol allows 50,000 addresses (50 MB) a file; 10,000 keeps a chunk near
 * 1.5 MB of XML, built in a few milliseconds, and 1,000,000 products in 100 chunks.
 */
export const SITEMAP_CHUNK_SIZE = 10_000;

/** A timestamp as the sitemap's W3C date-time, in UTC to the second (SQL text; `column` is ours, never input). */
const lastmodOf = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const lastmod = (column: string) => sql.raw(lastmodOf(column));

/** The slug and lastmod of every row of `table` matching `where`, in id order, as a JSON array. */
const entries = (table: string, where = 'true') =>
  sql.raw(`(select coalesce(json_agg(json_build_object('slug', slug, 'lastmod', ${lastmodOf('updated_at')})
    order by id), '[]'::json) from ${table} where ${where})`);

interface Entry {
  slug: string;
  lastmod: string;
}

const routes: FastifyPluginAsync = async (app) => {
  app.operation('listSitemapProductChunks', async () => {
    const chunks = await queryRows<{ chunk: number; products: number; lastmod: string }>(
      app.db,
      sql`select (id / ${SITEMAP_CHUNK_SIZE}::int)::int as chunk, count(*)::int as products,
          ${lastmod('max(updated_at)')} as lastmod
        from products where published group by 1 order by 1`,
    );
    return { result: 'success', chunk_size: SITEMAP_CHUNK_SIZE, chunks };
  });

  app.operation('getSitemapProductChunk', async (request) => {
    const from = request.params.chunk * SITEMAP_CHUNK_SIZE;
    const products = await queryRows<Entry>(
      app.db,
      sql`select slug, ${lastmod('updated_at')} as lastmod from products
        where published and id >= ${from}::bigint and id < ${from + SITEMAP_CHUNK_SIZE}::bigint
        order by id`,
    );
    // A chunk without a published product is not in the sitemap's index: like a missing page.
    if (products.length === 0) throw notFound(/*i18n*/ 'This sitemap chunk holds no products.');
    return { result: 'success', products };
  });

  app.operation('getSitemapPages', async () => {
    const [row] = await queryRows<{
      pages: Entry[];
      categories: Entry[];
      brands: Entry[];
      blogs: Entry[];
      jobs: Entry[];
      showrooms: Entry[];
      catalogues: string | null;
      faqs: string | null;
    }>(
      app.db,
      sql`select ${entries('pages')} as pages, ${entries('categories')} as categories,
          ${entries('brands')} as brands, ${entries('blogs')} as blogs,
          ${entries('jobs', 'deadline >= current_date')} as jobs, ${entries('showrooms')} as showrooms,
          (select ${lastmod('max(updated_at)')} from catalogues) as catalogues,
          (select ${lastmod('max(updated_at)')} from (select updated_at from faqs
            union all select updated_at from faq_types) as f) as faqs`,
    );
    if (!row) throw new Error('the sitemap query returned no row');
    // The pages the staff made have pages of their own (/pages/{slug}); the built-in ones are the records of
    // the storefront's own routes.
    return { result: 'success', ...row, staff_pages: row.pages.filter((page) => !isBuiltInPage(page.slug)) };
  });
};

export default routes;
