// The sitemap's data (docs/storefront.md "Search engines and link previews"): the published products in
// chunks of consecutive ids, read by ranges of one index, and every other public record with when it last
// changed. 100,000 products are inserted by one INSERT … SELECT over generate_series (not the demo seeder),
// then every chunk is read over HTTP: each published product is in exactly one chunk, no chunk holds more
// than the sitemap protocol allows, and an unpublished product is in none. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { pages } from '../src/db/schema.js';
import { SITEMAP_CHUNK_SIZE } from '../src/routes/sitemap.js';
import { insertContent } from './fixtures/content.js';
import { startServer, type TestServer } from './helpers.js';

const PRODUCTS = 100_000;
/** Every 997th product is unpublished: in no chunk. */
const UNPUBLISHED_EVERY = 997;
/** The sitemap protocol's limit of addresses a file. */
const PROTOCOL_LIMIT = 50_000;

interface Chunks {
  chunk_size: number;
  chunks: { chunk: number; products: number; lastmod: string }[];
}
interface Entry {
  slug: string;
  lastmod: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  const started = Date.now();
  // The listing and search index triggers (migration 0008) are off for the bulk insert: the sitemap never
  // reads what they keep, and they would make the insert ten times slower. Back on before any test runs.
  await server.app.db.execute(sql`alter table products disable trigger user`);
  await server.app.db.execute(sql`insert into products (slug, title, price, product_code, category_ids, images,
      published, updated_at)
    select 'sitemap-product-' || g, 'Product ' || g, 1000 + g, 'SM-' || g, '{}', '[]'::jsonb,
      g % ${UNPUBLISHED_EVERY}::int <> 0, timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second'
    from generate_series(1, ${PRODUCTS}::int) g`);
  await server.app.db.execute(sql`alter table products enable trigger user`);
  // As autovacuum (PostgreSQL) or the server's upkeep (PGlite) would: statistics and a visibility map.
  await server.app.db.execute(sql`vacuum (analyze) products`);
  console.log(`sitemap test: ${PRODUCTS} products inserted in ${Date.now() - started} ms`);
}, 300_000);
afterAll(async () => {
  await server.close();
});

async function json<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T; etag: string }> {
  const res = await server.request(path, { ...init, key: true });
  return { status: res.status, body: (await res.json()) as T, etag: res.headers.get('etag') ?? '' };
}

describe('product chunks', () => {
  it('lists every published product in exactly one chunk, none over the protocol’s limit', async () => {
    const { status, body } = await json<Chunks>('/api/sitemap/products');
    expect(status).toBe(200);
    expect(body.chunk_size).toBeLessThanOrEqual(PROTOCOL_LIMIT);
    const published = PRODUCTS - Math.floor(PRODUCTS / UNPUBLISHED_EVERY);
    expect(body.chunks.reduce((sum, chunk) => sum + chunk.products, 0)).toBe(published);
    expect(body.chunks.map((chunk) => chunk.chunk)).toEqual(
      [...body.chunks.map((chunk) => chunk.chunk)].sort((a, b) => a - b),
    );

    const seen = new Map<string, number>();
    for (const { chunk, products, lastmod } of body.chunks) {
      const { status: chunkStatus, body: page } = await json<{ products: Entry[] }>(
        `/api/sitemap/products/${chunk}`,
      );
      expect(chunkStatus).toBe(200);
      expect(page.products.length).toBe(products);
      expect(page.products.length).toBeLessThanOrEqual(body.chunk_size);
      // The chunk's lastmod is its newest product's.
      expect(lastmod).toBe(
        page.products
          .map((entry) => entry.lastmod)
          .sort()
          .at(-1),
      );
      for (const entry of page.products) seen.set(entry.slug, (seen.get(entry.slug) ?? 0) + 1);
    }
    expect(seen.size).toBe(published);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    for (let id = 1; id <= PRODUCTS; id += 1) {
      const listed = seen.has(`sitemap-product-${id}`);
      if (listed !== (id % UNPUBLISHED_EVERY !== 0)) throw new Error(`product ${id}: listed ${listed}`);
    }
  }, 120_000);

  it('gives each product the time it last changed, moved by any update', async () => {
    const chunkOf = async (slug: string) => {
      const [row] = await queryRows<{ id: number }>(
        server.app.db,
        sql`select id from products where slug = ${slug}`,
      );
      const { body } = await json<{ products: Entry[] }>(
        `/api/sitemap/products/${Math.floor((row?.id ?? 0) / SITEMAP_CHUNK_SIZE)}`,
      );
      return body.products.find((entry) => entry.slug === slug);
    };
    expect(await chunkOf('sitemap-product-5')).toEqual({
      slug: 'sitemap-product-5',
      lastmod: '2026-01-01T00:00:05Z',
    });
    await server.app.db.execute(sql`update products set price = price + 1 where slug = 'sitemap-product-5'`);
    const moved = await chunkOf('sitemap-product-5');
    expect(Date.parse(moved?.lastmod ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers a revalidation with 304 until the catalogue changes', async () => {
    const first = await json<Chunks>('/api/sitemap/products/3');
    expect(first.etag).toMatch(/^W\/".+"$/);
    const again = await server.request('/api/sitemap/products/3', {
      key: true,
      headers: { 'If-None-Match': first.etag },
    });
    expect(again.status).toBe(304);
    await server.app.db.execute(
      sql`update products set published = false where slug = 'sitemap-product-30001'`,
    );
    const after = await json<{ products: Entry[] }>('/api/sitemap/products/3', {
      headers: { 'If-None-Match': first.etag },
    });
    expect(after.status).toBe(200);
    expect(after.body.products.some((entry) => entry.slug === 'sitemap-product-30001')).toBe(false);
  });

  it('answers 404 for a chunk without products and 400 for one that is no number', async () => {
    const missing = await json<{ result: string; message: string }>('/api/sitemap/products/99');
    expect(missing.status).toBe(404);
    expect(missing.body.result).toBe('error');
    const bad = await json<{ result: string; message: Record<string, string[]> }>(
      '/api/sitemap/products/minus-one',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.result).toBe('error');
  });

  it('reads a chunk and the list of chunks from the sitemap index alone', async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      JSON.stringify(await queryRows(server.app.db, sql`explain (format json) ${query}`));
    const chunk = await plan(sql`select slug, updated_at from products
      where published and id >= 30000::bigint and id < 40000::bigint order by id`);
    expect(chunk).toContain('products_sitemap_idx');
    expect(chunk).not.toContain('"Seq Scan"');
    expect(chunk).not.toContain('"Sort"');
  });
});

describe('everything else', () => {
  it('lists the page records, categories, brands, posts, open jobs and showrooms with their lastmod', async () => {
    await insertContent(server);
    await server.app.db.insert(pages).values({ slug: 'warranty', title: 'Warranty' });
    const { status, body } = await json<{
      pages: Entry[];
      staff_pages: Entry[];
      categories: Entry[];
      brands: Entry[];
      blogs: Entry[];
      jobs: Entry[];
      showrooms: Entry[];
      catalogues: string | null;
      faqs: string | null;
    }>('/api/sitemap/pages');
    expect(status).toBe(200);
    const slugs = (entries: Entry[]) => entries.map((entry) => entry.slug);
    expect(slugs(body.pages)).toEqual(expect.arrayContaining(['dealer-policy', 'who-we-are']));
    // The pages the staff made, which live at /pages/{slug}: none of the built-in records.
    expect(slugs(body.pages)).toContain('warranty');
    expect(slugs(body.staff_pages)).toEqual(['warranty']);
    expect(slugs(body.showrooms)).toEqual(expect.arrayContaining(['chabahil', 'head-office', 'pepsicola']));
    expect(body.blogs.length).toBeGreaterThan(0);
    // Only the jobs the careers list shows: a job past its deadline is not listed.
    const { jobs: open } = (await (await server.request('/api/careers', { key: true })).json()) as {
      jobs: { slug: string }[];
    };
    expect(slugs(body.jobs).sort()).toEqual(open.map((job) => job.slug).sort());
    expect(slugs(body.jobs)).not.toContain('closed-job');
    const w3c = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
    for (const entry of [...body.pages, ...body.blogs, ...body.jobs, ...body.showrooms])
      expect(entry.lastmod).toMatch(w3c);
    expect(body.catalogues).toMatch(w3c);
    expect(body.faqs).toMatch(w3c);
  });

  it('refuses a call without the application key', async () => {
    const res = await server.request('/api/sitemap/pages');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { result: string }).result).toBe('error');
  });
});
