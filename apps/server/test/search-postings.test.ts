// Search over the postings (migration 0014, services/catalog.ts): for every search it takes, the total,
// each page in relevance order and each filter's options must be what the GIN index's tsquery answers,
// on a catalogue spread over several chunks of 1,024 ids; the searches it cannot say exactly must go to
// the GIN index; and the triggers must keep catalog_words equal to what catalog_search says after any
// insert, update or delete.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { products } from '../src/db/schema.js';
import {
  type ListingFilters,
  postingsCountSql,
  postingsFacetSql,
  postingsPageSql,
  resolveSearch,
  type SearchSelection,
  searchCountSql,
  searchPageSql,
  selectSearch,
} from '../src/services/catalog/index.js';
import { type CatalogFixture, insertCatalog } from './fixtures/catalog.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let fx: CatalogFixture;

/** 60 fixture products and 40 copies of each: 2,460 products over three chunks of ids. */
const COPIES = 40;

beforeAll(async () => {
  server = await startServer({ catalogCacheEntries: 0 });
  fx = await insertCatalog(server.app.db);
  // Copies whose titles keep the words, add a number, or lose the words (found by the rest of the
  // document only), so every relevance tier has products in every chunk.
  await server.app.db.execute(sql`insert into products (slug, title, price, product_code, brand_id,
      category_id, category_ids, color_id, size_id, size, size_unit, unit, description, tabs, images, search_text)
    select p.slug || '-' || g,
      case g % 3 when 0 then p.title when 1 then p.title || ' ' || g else 'Model ' || g end,
      (p.price * (0.8 + (g % 41) / 100.0))::int, p.product_code || '-' || g, p.brand_id, p.category_id,
      p.category_ids, p.color_id, p.size_id, p.size, p.size_unit, p.unit, p.description, p.tabs, p.images,
      p.search_text || ' ' || g
    from products p, generate_series(1, ${COPIES}::int) g`);
  // Nepali words in the documents of three categories, and in half their titles, so searches typed in
  // Devanagari have products in every relevance tier too.
  await server.app.db.execute(sql`update products p set search_text = p.search_text || ' ' || n.words,
      title = case when p.id % 2 = 0 then p.title || ' ' || n.words else p.title end
    from (values ('tiles', 'टायल भुइँ'), ('wash-basins', 'हात धुने बेसिन'), ('faucets', 'धारा')) n(slug, words)
    join categories c on c.slug = n.slug
    where c.id = any(p.category_ids)`);
}, 120_000);
afterAll(async () => {
  await server.close();
});

const select = async (text: string, filters: ListingFilters = {}, except?: 'brands' | 'colors' | 'sizes') =>
  selectSearch(server.app.db, await resolveSearch(server.app.db, text), filters, except);

const slugs = async (query: ReturnType<typeof searchPageSql>) =>
  (await queryRows<{ slug: string }>(server.app.db, query)).map((r) => r.slug);

const count = async (query: ReturnType<typeof searchCountSql>) =>
  (await queryRows<{ n: number }>(server.app.db, query))[0]?.n;

const ids = async (query: ReturnType<typeof searchCountSql>) =>
  (
    await queryRows<{ id: number }>(server.app.db, sql`select distinct x.id from (${query}) x(id) order by 1`)
  ).map((r) => r.id);

function postingsOf(s: SearchSelection) {
  if (!s.postings) throw new Error('this search should be said over the postings');
  return s.postings;
}

describe('search over the postings', () => {
  const searches = [
    'wash basin',
    'basin',
    'Basin',
    'basn',
    'vitrifed',
    'jaquer basn',
    'tiles',
    'tile',
    'model',
    'kohler',
    'lighting',
    'qqqzz basin',
    'wash basin basin',
    'floor tiles white',
    'w',
    'ceramic',
    'टायल',
    'टायल भुइँ',
    'बेसि',
    'हात बेसिन',
    'टाइल',
    'tayal',
    'besin',
    'धारा kohler',
  ];
  const filterSets = (): ListingFilters[] => [
    {},
    { brands: [fx.brand('jaquar').id, fx.brand('cera').id] },
    { categories: [fx.category('wash-basins').id] },
    { colors: ['White'] },
    { brands: [fx.brand('kajaria').id], colors: ['grey', 'White'], sizes: ['600 x 600'] },
  ];

  it('answers the same totals and relevance pages as the GIN index', async () => {
    let compared = 0;
    for (const text of searches) {
      for (const filters of filterSets()) {
        const s = await select(text, filters);
        if (!s.query) continue;
        const p = postingsOf(s);
        const label = `${text} ${JSON.stringify(filters)}`;
        const total = await count(searchCountSql(s));
        // Every search of the list finds something in the whole catalogue.
        if (Object.keys(filters).length === 0) expect(total, label).toBeGreaterThan(0);
        expect(await count(postingsCountSql(p)), label).toBe(total);
        const last = Math.max(1, Math.ceil((total ?? 0) / 20));
        for (const page of new Set([1, 2, Math.ceil(last / 2), last, last + 1])) {
          const offset = (page - 1) * 20;
          const gin = await slugs(searchPageSql(s, undefined, offset, 20));
          const bits = await queryRows<{ slug: string; total: number }>(
            server.app.db,
            postingsPageSql(p, offset, 20),
          );
          expect(
            bits.map((r) => r.slug),
            `${label} page ${page}`,
          ).toEqual(gin);
          if (bits[0]) expect(bits[0].total, label).toBe(total);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 180_000);

  it('puts the exact product code first', async () => {
    const db = server.app.db;
    const product = fx.products[50];
    const code = product?.productCode ?? '';
    // A code has digits (the GIN index answers it); one of letters only is said over the postings.
    expect((await select(code)).postings).toBeUndefined();
    await db.execute(sql`update products set product_code = 'Basin', search_text = search_text || ' basin'
      where slug = ${product?.slug}`);
    const s = await select('basin');
    const page = await slugs(postingsPageSql(postingsOf(s), 0, 20));
    expect(page[0]).toBe(product?.slug);
    expect(page).toEqual(await slugs(searchPageSql(s, undefined, 0, 20)));
    await db.execute(sql`update products set product_code = ${code} where slug = ${product?.slug}`);
  });

  it('answers the same filter options as the GIN index', async () => {
    for (const text of searches) {
      for (const filters of filterSets()) {
        for (const [facet, prefix, column] of [
          ['brands', 'B', 'brand_id'],
          ['colors', 'C', 'color_id'],
          ['sizes', 'S', 'size_id'],
        ] as const) {
          const s = await select(text, filters, facet);
          if (!s.query) continue;
          const gin = await ids(
            sql`select s.${sql.raw(column)} from catalog_search s where s.doc @@ ${s.query}`,
          );
          expect(await ids(postingsFacetSql(postingsOf(s), prefix)), `${text} ${facet}`).toEqual(gin);
        }
      }
    }
  }, 180_000);

  it('leaves to the GIN index what it cannot say exactly', async () => {
    for (const text of [
      'SW-JQ',
      '1001',
      'wash or basin',
      '"wash basin"',
      '-wash basin',
      'basin 17',
      'जल',
      'टायल१',
      'टायल।',
    ]) {
      expect((await select(text)).postings, text).toBeUndefined();
    }
    expect((await select('basin', { min: 100, max: 9000 })).postings).toBeUndefined();
    expect((await select('basin', { min: 100 })).postings).toBeDefined();
  });
});

/** Postings that differ from what catalog_search says (none when the triggers kept them). */
async function drift(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.app.db,
    sql`with expected as (
        select w.kind, w.word collate "C" as word, w.chunk, w.bits
        from catalog_word_bits(array(select id from catalog_search order by id),
          array(select doc from catalog_search order by id),
          array(select title_doc from catalog_search order by id)) w
      )
      select count(*)::int as n from ((select * from expected except select kind, word, chunk, bits from catalog_words)
        union all (select kind, word, chunk, bits from catalog_words except select * from expected)) d`,
  );
  return row?.n ?? -1;
}

describe('the postings', () => {
  it('follow every insert, update and delete of products', async () => {
    const db = server.app.db;
    expect(await drift()).toBe(0);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from catalog_words`,
    );
    expect(n).toBeGreaterThan(0);

    const brand = fx.brand('kohler');
    const category = fx.category('wall-hung-wc');
    const added = await db
      .insert(products)
      .values(
        [1, 2, 3].map((i) => ({
          slug: `zephyr-${i}`,
          title: `Zephyr Toilet ${i}`,
          price: 1000 * i,
          productCode: `ZP-${i}`,
          brandId: brand.id,
          categoryId: category.id,
          categoryIds: [category.id],
          images: [],
          searchText: `Zephyr Toilet ZP-${i} Kohler`,
        })),
      )
      .returning({ id: products.id });
    expect(await drift()).toBe(0);
    const zephyr = await select('zephyr');
    expect(await count(postingsCountSql(postingsOf(zephyr)))).toBe(3);

    const one = added[0]?.id ?? 0;
    // Words changed, words kept with a new price, and one deleted.
    await db
      .update(products)
      .set({ searchText: 'Aurora Toilet ZP-1 Kohler', title: 'Aurora' })
      .where(eq(products.id, one));
    await db
      .update(products)
      .set({ price: 777 })
      .where(eq(products.id, added[1]?.id ?? 0));
    expect(await drift()).toBe(0);
    expect(await count(postingsCountSql(postingsOf(await select('zephyr'))))).toBe(2);
    expect(await count(postingsCountSql(postingsOf(await select('aurora'))))).toBe(1);

    await db.delete(products).where(
      inArray(
        products.id,
        added.map((r) => r.id),
      ),
    );
    expect(await drift()).toBe(0);
    // Words no product has any more leave no postings behind.
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from catalog_words where word in ('zephyr', 'aurora')`,
    );
    expect(left?.n).toBe(0);
  });
});
