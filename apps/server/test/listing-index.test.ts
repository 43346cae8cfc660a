// The catalogue's derived tables (migrations 0008, 0019) are kept by triggers on products and on the listing:
// after any insert, update, delete or truncate they must equal what products say, whoever wrote. A price
// range's total, read from the price buckets, is the count of its rows. And the categories filter becomes
// scopes that never overlap.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { products } from '../src/db/schema.js';
import {
  type CategoryTree,
  categoryScopes,
  countSql,
  type Selection,
} from '../src/services/catalog/index.js';
import { type CatalogFixture, insertCatalog } from './fixtures/catalog.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let fx: CatalogFixture;

beforeAll(async () => {
  server = await startServer();
  fx = await insertCatalog(server.app.db);
});
afterAll(async () => {
  await server.close();
});

/** Rows of the derived tables that differ from what products say (none when the triggers kept them). */
async function drift(): Promise<number> {
  const [row] = await queryRows<{ listing: number; facets: number; prices: number; search: number }>(
    server.app.db,
    sql`with expected as (
        select s as scope_id, p.id, p.selling_price as price, coalesce(p.brand_id, 0) as brand_id,
          coalesce(p.color_id, 0) as color_id, coalesce(p.size_id, 0) as size_id
        from products p, catalog_scopes(p.category_ids) as s
      ), counts as (
        select scope_id, brand_id, color_id, size_id, count(*)::int as n from expected group by 1, 2, 3, 4
      ), price_counts as (
        select scope_id, catalog_price_bucket(price) as bucket, brand_id, color_id, size_id, count(*)::int as n
        from expected group by 1, 2, 3, 4, 5
      ), docs as (
        select p.id, p.selling_price as price, lower(p.product_code) as product_code, coalesce(p.brand_id, 0) as brand_id,
          coalesce(p.color_id, 0) as color_id, coalesce(p.size_id, 0) as size_id,
          coalesce(p.category_id, 0) as category_id,
          catalog_search_doc(p.search, p.brand_id, p.color_id, p.size_id, p.category_ids) as doc,
          strip(to_tsvector('simple', p.title)) as title_doc
        from products p
      )
      select
        (select count(*)::int from ((select * from expected except select scope_id, id, price, brand_id,
          color_id, size_id from catalog_listing) union all (select scope_id, id, price, brand_id, color_id,
          size_id from catalog_listing except select * from expected)) d) as listing,
        (select count(*)::int from ((select * from counts except select scope_id, brand_id, color_id,
          size_id, n from catalog_facets) union all (select scope_id, brand_id, color_id, size_id, n
          from catalog_facets except select * from counts)) d) as facets,
        (select count(*)::int from ((select * from price_counts except select scope_id, bucket, brand_id,
          color_id, size_id, n from catalog_price_facets) union all (select scope_id, bucket, brand_id,
          color_id, size_id, n from catalog_price_facets except select * from price_counts)) d) as prices,
        (select count(*)::int from ((select * from docs except select id, price, product_code, brand_id,
          color_id, size_id, category_id, doc, title_doc from catalog_search) union all (select id, price,
          product_code, brand_id, color_id, size_id, category_id, doc, title_doc from catalog_search
          except select * from docs)) d) as search`,
  );
  return (row?.listing ?? -1) + (row?.facets ?? -1) + (row?.prices ?? -1) + (row?.search ?? -1);
}

describe('the listing index', () => {
  it('is filled from the products written before and after', async () => {
    const [count] = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from catalog_listing where scope_id = 0`,
    );
    expect(count?.n).toBe(fx.products.length);
    expect(await drift()).toBe(0);
  });

  it('follows updates of the listed columns, and ignores the others', async () => {
    const db = server.app.db;
    const [a, b, c] = fx.products;
    if (!a || !b || !c) throw new Error('fixture too small');
    await db
      .update(products)
      .set({ price: a.price + 500 })
      .where(eq(products.id, a.id));
    // Moved to another category (and its ancestors), another brand, no colour.
    await db
      .update(products)
      .set({
        categoryId: fx.category('ceiling-lights').id,
        categoryIds: [fx.category('ceiling-lights').id, fx.category('lighting').id],
        brandId: fx.brand('philips').id,
        colorId: null,
        title: 'Renamed Light',
      })
      .where(eq(products.id, b.id));
    await db.update(products).set({ description: 'only the description' }).where(eq(products.id, c.id));
    // A statement touching many rows at once.
    await db.execute(sql`update products set price = price + 1 where id % 3 = 0`);
    expect(await drift()).toBe(0);
    // Sale prices set, some above the price (which then does not apply), and lifted: the selling price listed.
    await db.execute(sql`update products set sale_price = price - 100 + (id % 2) * 200 where id % 4 = 0`);
    expect(await drift()).toBe(0);
    await db.execute(sql`update products set sale_price = null where id % 8 = 0`);
    expect(await drift()).toBe(0);
  });

  it('follows inserts and deletes, one or many at a time', async () => {
    const db = server.app.db;
    await db.execute(sql`insert into products (slug, title, price, product_code, brand_id, category_id,
        category_ids, color_id, size_id, images, search_text)
      select p.slug || '-copy', p.title || ' Copy', p.price, p.product_code || '-C', p.brand_id, p.category_id,
        p.category_ids, p.color_id, p.size_id, p.images, p.search_text || ' copy'
      from products p`);
    expect(await drift()).toBe(0);
    const some = fx.products.slice(10, 14).map((p) => p.id);
    await db.delete(products).where(inArray(products.id, some));
    await db.execute(sql`delete from products where slug like '%-copy' and id % 2 = 0`);
    expect(await drift()).toBe(0);
  });

  it('puts every price in one bucket, between its floor and the next', async () => {
    const prices = [0, 1, 9, 10, 14, 15, 19, 20, 94, 95, 99, 100, 149, 150, 999, 1_000, 1_499, 1_500];
    for (let k = 4; k <= 9; k++)
      prices.push(10 ** k - 1, 10 ** k, 15 * 10 ** (k - 1), 95 * 10 ** (k - 1) - 1);
    for (let i = 0; i < 200; i++) prices.push(Math.floor(Math.random() * 2 ** 31));
    prices.push(2_147_483_647);
    const ints = prices.filter((p) => p <= 2_147_483_647);
    const rows = await queryRows<{ p: number; b: number; lo: string; hi: string }>(
      server.app.db,
      sql`select p, catalog_price_bucket(p) as b, catalog_price_bucket_floor(catalog_price_bucket(p)) as lo,
        catalog_price_bucket_floor(catalog_price_bucket(p) + 1) as hi
        from unnest(${`{${ints.join(',')}}`}::int[]) as p order by p`,
    );
    expect(rows).toHaveLength(ints.length);
    let previous = -1;
    for (const { p, b, lo, hi } of rows) {
      expect(Number(lo), `floor of ${p}'s bucket`).toBeLessThanOrEqual(p);
      expect(Number(hi), `floor of the bucket above ${p}'s`).toBeGreaterThan(p);
      expect(b, `buckets follow prices (${p})`).toBeGreaterThanOrEqual(previous);
      previous = b;
    }
    // 18 to a decade: 1,000–1,499 and 1,500–1,999 are two buckets, 10–14 the first after prices under 10.
    const bucket = (p: number) => rows.find((row) => row.p === p)?.b;
    expect(bucket(1_499)).toBe(bucket(1_000));
    expect(bucket(1_500)).toBe((bucket(1_000) ?? 0) + 1);
    expect(bucket(10_000)).toBe((bucket(1_000) ?? 0) + 18);
  });

  it("counts a price range's total exactly, wherever its ends fall", async () => {
    const db = server.app.db;
    // Prices spread over several decades, so that ranges cross many buckets.
    await db.execute(sql`update products set price = 5 + (id * 7919) % 300000 where id % 2 = 1`);
    expect(await drift()).toBe(0);
    const scopes = [0, fx.category('tiles').id];
    const brands = [fx.brand('kajaria').id, fx.brand('cera').id];
    const ends = [0, 9, 10, 14, 15, 100, 1_000, 1_499, 1_500, 4_999, 5_000, 20_000, 150_000, 2_147_483_647];
    const ranges: [number, number][] = [];
    for (const min of ends) for (const max of ends) ranges.push([min, max]);
    for (let i = 0; i < 30; i++) {
      const a = Math.floor(Math.random() * 320_000);
      ranges.push([a, a + Math.floor(Math.random() * 40_000)]);
    }
    const mismatches: string[] = [];
    let nonZero = 0;
    for (const scope of scopes) {
      for (const [min, max] of ranges) {
        for (const brandIds of [undefined, brands]) {
          const selection: Selection = {
            scopes: [scope],
            brands: brandIds,
            colors: undefined,
            sizes: undefined,
            bounds: { min, max },
          };
          const [total] = await queryRows<{ n: number }>(db, countSql(selection));
          const [counted] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from catalog_listing where scope_id = ${scope}::int
              and price between ${min}::int and ${max}::int
              ${brandIds ? sql`and brand_id in (${brandIds[0]}::int, ${brandIds[1]}::int)` : sql``}`,
          );
          if (total?.n !== counted?.n)
            mismatches.push(`${scope} ${min}–${max} ${brandIds}: ${total?.n} ≠ ${counted?.n}`);
          if ((counted?.n ?? 0) > 0) nonZero++;
        }
      }
    }
    expect(mismatches).toEqual([]);
    // The ranges hold products (a comparison of zeros would prove nothing).
    expect(nonZero).toBeGreaterThan(ranges.length);
  });

  it('is emptied with products', async () => {
    const db = server.app.db;
    await db.execute(sql`truncate products cascade`);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from catalog_listing) + (select count(*) from catalog_facets)
        + (select count(*) from catalog_price_facets) + (select count(*) from catalog_search) as n`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});

describe('categories filter as scopes', () => {
  // 1 ─ 2 ─ 4, 1 ─ 3, 5 ─ 6
  const tree: CategoryTree = new Map([
    [1, null],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, null],
    [6, 5],
  ]);

  it('keeps the ticked categories inside the listing, the listing for one above it, none outside', () => {
    expect(categoryScopes(tree, 1, [4, 3])).toEqual([3, 4]);
    expect(categoryScopes(tree, 2, [1])).toEqual([2]);
    expect(categoryScopes(tree, 2, [6])).toEqual([]);
    expect(categoryScopes(tree, 1, [99])).toEqual([]);
  });

  it('never lets scopes overlap', () => {
    expect(categoryScopes(tree, 1, [2, 4])).toEqual([2]);
    expect(categoryScopes(tree, 4, [1, 2, 4])).toEqual([4]);
    // The whole catalogue (a brand listing): any category, nested ones folded into their ancestor.
    expect(categoryScopes(tree, 0, [4, 2, 6])).toEqual([2, 6]);
  });
});
