import type {
  BrandOption,
  CategoryFilterNode,
  ColorOption,
  ErrorResponse,
  SearchListing,
  SizeOption,
} from '@sajilo/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { type CatalogFixture, type FixtureProduct, insertCatalog } from './fixtures/catalog.js';
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

async function get<T>(path: string, key: boolean | string = true): Promise<{ status: number; body: T }> {
  const res = await server.request(path, { key });
  return { status: res.status, body: (await res.json()) as T };
}

const search = (q: string, extra = '') =>
  get<SearchListing>(`/api/search?search=${encodeURIComponent(q)}${extra ? `&${extra}` : ''}`);

/** Every matching product, across pages. */
async function searchAll(q: string, extra = ''): Promise<SearchListing['products']> {
  const first = await search(q, extra);
  const out = [...first.body.products];
  for (let page = 2; page <= first.body.lastPage; page++) {
    out.push(...(await search(q, `${extra ? `${extra}&` : ''}page=${page}`)).body.products);
  }
  return out;
}

const prices = (products: { price: number }[]) => products.map((p) => p.price);
const slugs = (products: { slug: string }[]) => products.map((p) => p.slug);

describe('search', () => {
  it('finds products by title words, most relevant first', async () => {
    const { status, body } = await search('wash basin');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      result: 'success',
      search: 'wash basin',
      itemsCountPerPage: 20,
      perPages: 20,
    });
    const basins = fx.inCategory('wash-basins');
    expect(body.totalProducts).toBeGreaterThanOrEqual(basins.length);
    // Every basin comes before anything else that merely resembles the words.
    const top = slugs(body.products.slice(0, basins.length));
    expect(top.sort()).toEqual(slugs(basins).sort());
  });

  it('tolerates misspelt words', async () => {
    const basn = await search('basn');
    expect(basn.status).toBe(200);
    expect(basn.body.products[0]?.title).toMatch(/Basin/);

    const vitrifed = await search('vitrifed');
    expect(vitrifed.body.products[0]?.title).toMatch(/Vitrified/);
    const vitrified = fx.inCategory('vitrified-floor-tiles');
    expect(slugs(vitrifed.body.products.slice(0, vitrified.length)).sort()).toEqual(slugs(vitrified).sort());

    const jaquar = fx.products.filter((p) => p.brand === 'jaquar');
    const found = await searchAll('jaquer');
    expect(found[0]?.brand).toBe('Jaquar');
    for (const s of slugs(jaquar)) expect(slugs(found)).toContain(s);

    // Each word may be misspelt on its own.
    const both = await search('jaquer basn');
    const first = fx.product(both.body.products[0]?.slug ?? '');
    expect(first.brand).toBe('jaquar');
    expect(first.title).toMatch(/Basin/);
  });

  it('finds a product by its code, exactly or by its start', async () => {
    const p = fx.products[10] as FixtureProduct;
    const exact = await search(p.productCode);
    expect(exact.body.products[0]?.slug).toBe(p.slug);
    const lower = await search(p.productCode.toLowerCase());
    expect(lower.body.products[0]?.slug).toBe(p.slug);
    // "SW-JQ" is the start of every Jaquar sanitaryware code.
    const prefix = await searchAll('SW-JQ');
    const expected = fx.products.filter((x) => x.productCode.startsWith('SW-JQ-'));
    for (const s of slugs(expected)) expect(slugs(prefix)).toContain(s);
  });

  it('finds products by brand and by category title', async () => {
    const kohler = await searchAll('kohler');
    const expected = fx.products.filter((p) => p.brand === 'kohler');
    expect(slugs(kohler.slice(0, expected.length)).sort()).toEqual(slugs(expected).sort());
    const lighting = await search('lighting');
    expect(slugs(lighting.body.products.slice(0, 4)).sort()).toEqual(slugs(fx.inCategory('lighting')).sort());
  });

  it('orders by price when sort is given, and pages like a listing', async () => {
    const all = fx.inCategory('tiles');
    const asc = await search('tiles', 'sort=asc');
    expect(asc.body.totalProducts).toBeGreaterThanOrEqual(all.length);
    const ascPrices = prices(asc.body.products);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
    const desc = await search('tiles', 'sort=desc');
    const descPrices = prices(desc.body.products);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));

    const page1 = await search('tiles');
    const page2 = await search('tiles', 'page=2');
    const total = page1.body.totalProducts;
    expect(total).toBeGreaterThan(20);
    expect(page1.body.lastPage).toBe(Math.ceil(total / 20));
    expect(page2.body.currentPage).toBe(2);
    expect(page2.body.products).toHaveLength(total - 20);
    for (const s of slugs(page2.body.products)) expect(slugs(page1.body.products)).not.toContain(s);
    const beyond = await search('tiles', 'page=9');
    expect(beyond.body).toMatchObject({ products: [], currentPage: 9, lastPage: page1.body.lastPage });
  });

  it('applies the listing filters to the matches', async () => {
    const jaquar = fx.brand('jaquar').id;
    const basins = await search('basin', `brands=${jaquar}`);
    expect(basins.body.totalProducts).toBeGreaterThan(0);
    expect(basins.body.products.every((p) => p.brand === 'Jaquar')).toBe(true);
    const white = await search('basin', `brands=${jaquar}&colors=White`);
    expect(white.body.totalProducts).toBeLessThan(basins.body.totalProducts);
    expect(white.body.products.every((p) => fx.product(p.slug).color === 'White')).toBe(true);

    const washBasins = fx.category('wash-basins').id;
    const inCategory = await search('basin', `categories=${washBasins}`);
    expect(inCategory.body.totalProducts).toBe(fx.inCategory('wash-basins').length);

    const bounded = await search('basin', 'min=5000&max=8000');
    expect(bounded.body.products.every((p) => p.price >= 5000 && p.price <= 8000)).toBe(true);
    expect(bounded.body.totalProducts).toBeGreaterThan(0);
  });

  it('leaves out a word that resembles nothing, and takes numbers as typed', async () => {
    const basins = fx.inCategory('wash-basins');
    const noisy = await search('qqqzz basin');
    expect(slugs(noisy.body.products.slice(0, basins.length)).sort()).toEqual(slugs(basins).sort());
    // "1001" is matched as typed, never corrected to a neighbouring code.
    const p = fx.products.find((x) => x.productCode.endsWith('-1001')) as FixtureProduct;
    const code = await search('1001');
    expect(slugs(code.body.products)).toEqual([p.slug]);
  });

  it('learns the words of products added or changed later', async () => {
    const db = server.app.db;
    const before = await search('kinetik');
    expect(before.body.totalProducts).toBe(0);
    const brand = fx.brand('kohler');
    const category = fx.category('wall-hung-wc');
    const [row] = await db
      .insert(products)
      .values({
        slug: 'kinetic-smart-toilet',
        title: 'Kinetic Smart Toilet',
        price: 99000,
        productCode: 'SW-KH-9001',
        brandId: brand.id,
        categoryId: category.id,
        categoryIds: [category.id, fx.category('water-closets').id, fx.category('sanitaryware').id],
        images: [],
        searchText: 'Kinetic Smart Toilet SW-KH-9001 Kohler Wall Hung WC Water Closets Sanitaryware',
      })
      .returning({ id: products.id });
    const added = await search('kinetik');
    expect(slugs(added.body.products)).toEqual(['kinetic-smart-toilet']);
    // A product without images still gets a card image.
    expect(added.body.products[0]?.image.url).toContain('/uploads/');

    await db
      .update(products)
      .set({ searchText: 'Kinetic Smart Toilet SW-KH-9001 Kohler Rimless Wall Hung WC Sanitaryware' })
      .where(eq(products.id, row?.id ?? 0));
    const changed = await search('rimles');
    expect(slugs(changed.body.products)).toEqual(['kinetic-smart-toilet']);
    await db.delete(products).where(eq(products.id, row?.id ?? 0));
  });

  it('finds nothing for words that match nothing, or no words at all', async () => {
    for (const q of ['zzqqxx', '!!!', '   ']) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body).toMatchObject({ products: [], totalProducts: 0, currentPage: 1, lastPage: 1 });
    }
  });

  it('rejects a missing query and bad parameters', async () => {
    const missing = await get<{ message: Record<string, string[]> }>('/api/search');
    expect(missing.status).toBe(400);
    expect(missing.body.message.search).toEqual(['This field is required.']);
    const bad = await get<{ message: Record<string, string[]> }>(
      '/api/search?search=wc&page=0&sort=up&brands=x',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message).sort()).toEqual(['brands', 'page', 'sort']);
  });

  it('answers 403 without a valid key', async () => {
    for (const key of [false, 'wrong']) {
      const { status, body } = await get<ErrorResponse>('/api/search?search=basin', key);
      expect(status).toBe(403);
      expect(body.result).toBe('error');
      const filters = await get<ErrorResponse>('/api/search/brands?search=basin', key);
      expect(filters.status).toBe(403);
    }
  });
});

describe('search filter options', () => {
  it('offers the category tree of the matches, checked from the query', async () => {
    const mixers = fx.category('basin-mixers').id;
    const { status, body } = await get<{ categories: CategoryFilterNode[] }>(
      `/api/search/categories?search=basin&categories=${mixers}`,
    );
    expect(status).toBe(200);
    expect(body.categories.map((c) => c.slug)).toEqual(['sanitaryware', 'bath-ware']);
    const sanitaryware = body.categories[0];
    expect(sanitaryware?.subCategory.map((s) => s.slug)).toEqual(['wash-basins']);
    expect(sanitaryware?.subCategory[0]?.childCategory.map((c) => c.slug)).toEqual([
      'table-top-basins',
      'pedestal-basins',
    ]);
    const bathWare = body.categories[1];
    expect(bathWare?.subCategory.map((s) => s.slug)).toEqual(['faucets']);
    expect(bathWare?.subCategory[0]?.childCategory).toEqual([
      { id: mixers, slug: 'basin-mixers', title: 'Basin Mixers', title_ne: null, checked: true },
    ]);
    expect(sanitaryware?.checked).toBe(false);
  });

  it('offers the brands, colours and sizes of the matches', async () => {
    const vitrified = fx.inCategory('vitrified-floor-tiles');
    const kajaria = fx.brand('kajaria').id;
    const brands = await get<{ brands: BrandOption[] }>(
      `/api/search/brands?search=vitrified&brands=${kajaria}`,
    );
    expect(brands.status).toBe(200);
    expect(brands.body.brands).toEqual([
      { id: kajaria, title: 'Kajaria', checked: true },
      { id: fx.brand('cera').id, title: 'Cera', checked: false },
    ]);

    const colors = await get<{ colors: ColorOption[] }>(
      '/api/search/colors?search=vitrified&colors=Beige,Grey',
    );
    expect(colors.body.colors.map((c) => c.subtitle).sort()).toEqual(
      [...new Set(vitrified.map((p) => p.color))].sort(),
    );
    expect(
      colors.body.colors
        .filter((c) => c.checked)
        .map((c) => c.subtitle)
        .sort(),
    ).toEqual(['Beige', 'Grey']);

    const sizes = await get<{ sizes: SizeOption[] }>('/api/search/sizes?search=vitrified');
    expect(sizes.body.sizes.map((s) => s.subtitle).sort()).toEqual(['600 x 600', '800 x 1600']);
    expect(sizes.body.sizes.every((s) => !s.checked)).toBe(true);

    const none = await get<{ sizes: SizeOption[] }>('/api/search/sizes?search=zzqqxx');
    expect(none.body.sizes).toEqual([]);
  });

  it('requires the search words', async () => {
    for (const path of [
      '/api/search/categories',
      '/api/search/brands',
      '/api/search/colors',
      '/api/search/sizes',
    ]) {
      const { status, body } = await get<{ message: Record<string, string[]> }>(path);
      expect(status, path).toBe(400);
      expect(body.message.search?.length).toBeGreaterThan(0);
    }
  });
});
