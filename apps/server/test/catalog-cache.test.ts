// Catalogue answers carry an ETag made from the catalogue's version (bumped by every write to the catalogue's
// tables, in the writer's transaction) and answer 304 to If-None-Match; each instance may keep answers in
// memory under the version. A write must show at once, through any instance on the same database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { brands, products } from '../src/db/schema.js';
import { type CatalogFixture, insertCatalog } from './fixtures/catalog.js';
import { startServer, TEST_KEY, type TestServer } from './helpers.js';

let server: TestServer;
let fx: CatalogFixture;
/** A second instance on the same database (its own pool on PostgreSQL; the same PGlite otherwise). */
let other: { app: Awaited<ReturnType<typeof buildApp>>; url: string; handle: DatabaseHandle };

beforeAll(async () => {
  server = await startServer();
  fx = await insertCatalog(server.app.db);
  const handle: DatabaseHandle = server.config.databaseUrl
    ? await openDatabase({ databaseUrl: server.config.databaseUrl })
    : { db: server.app.db, kind: 'pglite', close: async () => {} };
  const app = await buildApp({ ...server.config, port: 0 }, handle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  app.config.publicUrl = server.url;
  other = { app, url, handle };
});
afterAll(async () => {
  await other.app.close();
  await server.close();
});

async function get(base: string, path: string, etag?: string) {
  const headers: Record<string, string> = { 'X-Api-Key': TEST_KEY };
  if (etag) headers['If-None-Match'] = etag;
  const res = await fetch(`${base}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, etag: res.headers.get('etag'), headers: res.headers, text };
}

const price = (text: string) => (JSON.parse(text) as { product: { price: number } }).product.price;

describe('catalogue ETags', () => {
  it('tags catalogue answers and answers 304 while the catalogue is unchanged', async () => {
    const first = await get(server.url, '/api/categories/tiles?sort=asc');
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await get(server.url, '/api/categories/tiles?sort=asc', first.etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.etag).toBe(first.etag);
    // A list of tags, and the tag without its weak prefix, match too (weak comparison).
    expect((await get(server.url, '/api/brands', `"x", ${first.etag}`)).status).toBe(304);
    expect((await get(server.url, '/api/brands', first.etag?.replace(/^W\//, ''))).status).toBe(304);
    expect((await get(server.url, '/api/brands', 'W/"other"')).status).toBe(200);
    // Every public catalogue operation carries it; customer answers never do.
    for (const path of [
      '/api/search?search=basin',
      '/api/filters/tiles/brands',
      '/api/products/trending/list',
    ]) {
      expect((await get(server.url, path)).etag, path).toBe(first.etag);
    }
    expect((await get(server.url, '/api/banners')).etag).toBeNull();
  });

  it('never answers 304 to a request it would refuse', async () => {
    const { etag } = await get(server.url, '/api/categories/tiles');
    const res = await fetch(`${server.url}/api/categories/tiles`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(res.status).toBe(403);
    const bad = await get(server.url, '/api/categories/tiles?page=0', etag ?? '');
    expect(bad.status).toBe(400);
  });

  it('changes the tag at once on a write, on every instance, and serves the new data', async () => {
    const p = fx.products[0];
    if (!p) throw new Error('no product');
    const path = `/api/products/${p.slug}`;
    // Both instances agree on the tag, and each keeps the answer in memory.
    const before = await get(server.url, path);
    const beforeOther = await get(other.url, path);
    expect(beforeOther.etag).toBe(before.etag);
    expect((await get(other.url, path, before.etag ?? '')).status).toBe(304);

    await server.app.db
      .update(products)
      .set({ price: p.price + 1 })
      .where(eq(products.id, p.id));
    for (const base of [server.url, other.url]) {
      const after = await get(base, path, before.etag ?? '');
      expect(after.status, base).toBe(200);
      expect(after.etag).not.toBe(before.etag);
      expect(price(after.text)).toBe(p.price + 1);
    }
    // A brand's title is in the answer too.
    const tagged = await get(other.url, path);
    await server.app.db.update(brands).set({ title: 'Jaquar India' }).where(eq(brands.slug, p.brand));
    const renamed = await get(other.url, path, tagged.etag ?? '');
    expect(renamed.status).toBe(200);
    expect(renamed.text).toContain('Jaquar India');
  });

  it('keeps the tag when a write is rolled back', async () => {
    const p = fx.products[1];
    if (!p) throw new Error('no product');
    const path = `/api/products/${p.slug}`;
    const before = await get(server.url, path);
    class Rollback extends Error {}
    await server.app.db
      .transaction(async (tx) => {
        await tx.update(products).set({ price: 1 }).where(eq(products.id, p.id));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const after = await get(other.url, path, before.etag ?? '');
    expect(after.status).toBe(304);
  });

  it("resolves a search's words again after a write, on every instance", async () => {
    const p = fx.products[2];
    if (!p) throw new Error('no product');
    const path = '/api/search?search=qwertyzu';
    const total = async (base: string) =>
      (JSON.parse((await get(base, path)).text) as { totalProducts: number }).totalProducts;
    // A word the catalogue does not have resolves to nothing (and each instance keeps that per version).
    expect([await total(server.url), await total(other.url)]).toEqual([0, 0]);
    await server.app.db
      .update(products)
      .set({ searchText: sql`${products.searchText} || ' qwertyzu'` })
      .where(eq(products.id, p.id));
    expect([await total(server.url), await total(other.url)]).toEqual([1, 1]);
  });

  it('bumps the version for every catalogue table', async () => {
    const version = async () =>
      (
        (await server.app.db.execute(sql`select version::text as v from catalog_version`)) as unknown as {
          rows: { v: string }[];
        }
      ).rows[0]?.v;
    for (const table of ['products', 'brands', 'categories', 'colors', 'sizes', 'product_ratings']) {
      const before = await version();
      const key = table === 'product_ratings' ? 'product_id' : 'id';
      await server.app.db.execute(
        sql`update ${sql.raw(table)} set ${sql.raw(key)} = ${sql.raw(key)} where false`,
      );
      expect(BigInt((await version()) ?? '0'), table).toBeGreaterThan(BigInt(before ?? '0'));
    }
  });
});
