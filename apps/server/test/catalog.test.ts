import type {
  BrandListing,
  BrandOption,
  CategoryFilterNode,
  CategoryListing,
  ColorOption,
  ErrorResponse,
  Product,
  ProductSummary,
  SizeOption,
} from '@sajilo/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId, SuccessBody } from '../src/types.js';
import { type CatalogFixture, type FixtureProduct, insertCatalog } from './fixtures/catalog.js';
import { startServer, type TestServer } from './helpers.js';

type Json<O extends OperationId> = SuccessBody<O>;

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

const prices = (products: { price: number }[]) => products.map((p) => p.price);
const slugs = (products: { slug: string }[]) => products.map((p) => p.slug);
const descending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);
const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);
const titleOf = (slug: string) => fx.brand(slug).title;

describe('application key', () => {
  it('answers 403 without a key or with a wrong one', async () => {
    for (const path of ['/api/categories', '/api/products/trending/list', '/api/categories/tiles']) {
      for (const key of [false, 'not-the-key']) {
        const { status, body } = await get<ErrorResponse>(path, key);
        expect(status).toBe(403);
        expect(body.result).toBe('error');
        expect(typeof body.message).toBe('string');
      }
    }
  });
});

describe('products', () => {
  it('lists the trending products', async () => {
    const { status, body } = await get<Json<'listTrendingProducts'>>('/api/products/trending/list');
    expect(status).toBe(200);
    const trending = fx.products.filter((p) => p.trending);
    expect(trending.length).toBeGreaterThan(0);
    expect(body.products.map((p) => p.product_slug).sort()).toEqual(slugs(trending).sort());
    const first = body.products[0];
    expect(first?.image.url).toMatch(/\/uploads\/products\/.+-1-640\.webp$/);
  });

  it('maps every field of a product', async () => {
    // The first product has an empty seo_title (every fourth does): the title stands in.
    const p = fx.products[0] as FixtureProduct;
    expect(p.seoTitle).toBe('');
    const { status, body } = await get<{ result: string; product: Product }>(`/api/products/${p.slug}`);
    expect(status).toBe(200);
    const product = body.product;
    expect(product).toMatchObject({
      slug: p.slug,
      title: p.title,
      price: p.price,
      product_code: p.productCode,
      brand: { id: fx.brand(p.brand).id, slug: p.brand, title: titleOf(p.brand) },
      category: { id: fx.category(p.category).id, slug: p.category, title: fx.category(p.category).title },
      color: { id: fx.colors[p.color], subtitle: p.color, title: '#FFFFFF' },
      size: p.size,
      size_unit: 'mm',
      unit: 'piece',
      seo_title: p.title,
      seo_description: `Buy ${p.title} in Nepal.`,
    });
    expect(product.description).toContain(p.title);
    // A tab's name in Nepali where the catalogue has it (docs/nepal.md "Catalogue content in Nepali").
    expect(product.tabs.map((t) => [t.title, t.title_ne])).toEqual([
      ['Description', null],
      ['Additional Information', 'थप जानकारी'],
    ]);
    expect(product.images).toHaveLength(p.imageCount);
    expect(product.image).toEqual(product.images[0]?.image);
    expect(product.image.srcset).toContain('320w');
    expect(product.image.alt).toBe(p.title);
  });

  it('keeps a product’s own seo_title and a product without a size', async () => {
    const p = fx.products.find((x) => x.seoTitle !== '' && x.size === null) as FixtureProduct;
    const { body } = await get<{ product: Product }>(`/api/products/${p.slug}`);
    expect(body.product.seo_title).toBe(p.seoTitle);
    expect(body.product.size).toBeNull();
    expect(body.product.size_unit).toBeNull();
  });

  it('lists related products of the same category, the nearest in price first', async () => {
    const tiles = [...fx.inCategory('vitrified-floor-tiles')].sort(
      (a, b) => a.price - b.price || a.id - b.id,
    );
    // The cheapest (every neighbour is above it) and the middle one (neighbours above and below).
    for (const p of [tiles[0], tiles[Math.floor(tiles.length / 2)]] as FixtureProduct[]) {
      const { status, body } = await get<Json<'listRelatedProducts'>>(`/api/products/${p.slug}/related`);
      expect(status).toBe(200);
      const sameCategory = fx.products.filter((x) => x.category === p.category && x.id !== p.id);
      expect(body.products).toHaveLength(Math.min(8, sameCategory.length));
      expect(slugs(body.products)).not.toContain(p.slug);
      // The nearest in price first (then the lower id), from above and below the product's price alike.
      const nearest = [...sameCategory]
        .sort((a, b) => Math.abs(a.price - p.price) - Math.abs(b.price - p.price) || a.id - b.id)
        .slice(0, 8);
      expect(slugs(body.products)).toEqual(slugs(nearest));
    }
  });

  it('lists recommended products of the same brand or top-level category', async () => {
    const p = fx.inCategory('table-top-basins')[0] as FixtureProduct;
    const { status, body } = await get<Json<'listRecommendedProducts'>>(
      `/api/products/${p.slug}/recommended`,
    );
    expect(status).toBe(200);
    expect(body.products).toHaveLength(8);
    const top = fx.category('sanitaryware').id;
    for (const s of slugs(body.products)) {
      const other = fx.product(s);
      expect(other.id).not.toBe(p.id);
      expect(other.brand === p.brand || other.categoryIds.includes(top)).toBe(true);
    }
    // The brand's products in other categories come first.
    const first = fx.product(body.products[0]?.slug ?? '');
    expect(first.brand).toBe(p.brand);
    expect(first.category).not.toBe(p.category);
  });

  it('answers 404 for an unknown product', async () => {
    for (const path of [
      '/api/products/no-such-product',
      '/api/products/no-such-product/related',
      '/api/products/no-such-product/recommended',
    ]) {
      const { status, body } = await get<ErrorResponse>(path);
      expect(status).toBe(404);
      expect(body.result).toBe('error');
    }
  });
});

describe('brands and categories', () => {
  it('groups brands 8 a slide', async () => {
    const { status, body } = await get<Json<'listBrandSlides'>>('/api/brands');
    expect(status).toBe(200);
    expect(body.data.brands.map((slide) => slide.length)).toEqual([8, 1]);
    const first = body.data.brands[0]?.[0];
    // Jaquar has no seo_title of its own: the title stands in.
    expect(first).toMatchObject({ slug: 'jaquar', title: 'Jaquar', seo_title: 'Jaquar' });
    expect(body.data.brands[0]?.[1]?.seo_title).toBe('Hindware products in Nepal');
  });

  it('lists top-level categories with their sub-categories, and every brand', async () => {
    const { status, body } = await get<Json<'listCategoryGroups'>>('/api/categories');
    expect(status).toBe(200);
    expect(body.categories.map((c) => c.slug)).toEqual([
      'sanitaryware',
      'tiles',
      'bath-ware',
      'lighting',
      'kitchen',
    ]);
    expect(body.categories[0]?.categories.map((c) => c.slug)).toEqual(['water-closets', 'wash-basins']);
    expect(body.categories[1]?.categories.map((c) => c.slug)).toEqual(['floor-tiles', 'wall-tiles']);
    expect(body.brands).toHaveLength(9);
  });

  it('groups the home categories 9 a slide', async () => {
    const { status, body } = await get<Json<'listHomeCategorySlides'>>('/api/categories/homepage/list');
    expect(status).toBe(200);
    const home = Object.values(fx.categories).filter((c) => c.showOnHome);
    expect(body.data.categories.map((s) => s.length)).toEqual([9, home.length - 9]);
    expect(body.data.categories.flat().map((c) => c.slug)).toEqual(home.map((c) => c.slug));
  });
});

describe('category listing', () => {
  it('includes sub- and child categories, 20 a page, price high to low by default', async () => {
    const tiles = fx.inCategory('tiles');
    expect(tiles.length).toBe(24);
    const { status, body } = await get<CategoryListing>('/api/categories/tiles');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      result: 'success',
      totalProducts: 24,
      itemsCountPerPage: 20,
      perPages: 20,
      currentPage: 1,
      lastPage: 2,
    });
    // Tiles has no seo_title of its own: the title stands in.
    expect(body.category).toMatchObject({ slug: 'tiles', title: 'Tiles', seo_title: 'Tiles' });
    expect(body.products).toHaveLength(20);
    expect(descending(prices(body.products))).toBe(true);
    expect(body.products[0]?.price).toBe(Math.max(...prices(tiles)));
    const card = body.products[0] as ProductSummary;
    expect(card.brand).toBeTruthy();
    expect(card.category).toBeTruthy();

    const page2 = await get<CategoryListing>('/api/categories/tiles?page=2');
    expect(page2.body.products).toHaveLength(4);
    expect(page2.body).toMatchObject({ currentPage: 2, lastPage: 2, totalProducts: 24 });
    const all = [...slugs(body.products), ...slugs(page2.body.products)];
    expect(new Set(all).size).toBe(24);
    expect(all.sort()).toEqual(slugs(tiles).sort());

    const sortDesc = await get<CategoryListing>('/api/categories/tiles?sort=desc');
    expect(slugs(sortDesc.body.products)).toEqual(slugs(body.products));
  });

  it('answers a page past the end with no products and the real last page', async () => {
    const { status, body } = await get<CategoryListing>('/api/categories/tiles?page=5');
    expect(status).toBe(200);
    expect(body).toMatchObject({ products: [], currentPage: 5, lastPage: 2, totalProducts: 24 });
  });

  it('lists a sub-category with its child categories, and a category’s own products', async () => {
    const wc = await get<CategoryListing>('/api/categories/water-closets');
    expect(wc.body.totalProducts).toBe(fx.inCategory('water-closets').length);
    expect(wc.body.totalProducts).toBe(11);
    expect(wc.body.category.seo_title).toBe('Water Closets');
    const sanitaryware = await get<CategoryListing>('/api/categories/sanitaryware');
    expect(sanitaryware.body.category.seo_title).toBe('Sanitaryware | Sajilo');
    const lights = await get<CategoryListing>('/api/categories/ceiling-lights');
    expect(lights.body.totalProducts).toBe(4);
    const empty = await get<CategoryListing>('/api/categories/kitchen');
    expect(empty.body).toMatchObject({ products: [], totalProducts: 0, currentPage: 1, lastPage: 1 });
  });

  it('sorts by price low to high', async () => {
    const { body } = await get<CategoryListing>('/api/categories/sanitaryware?sort=asc');
    const all = fx.inCategory('sanitaryware');
    expect(body.products[0]?.price).toBe(Math.min(...prices(all)));
    expect(ascending(prices(body.products))).toBe(true);
  });

  it('narrows by brand, then by colour', async () => {
    const jaquar = fx.brand('jaquar');
    const all = fx.inCategory('sanitaryware');
    const byBrand = all.filter((p) => p.brand === 'jaquar');
    const byBrandColor = byBrand.filter((p) => p.color === 'White');
    expect(byBrandColor.length).toBeGreaterThan(0);
    expect(byBrandColor.length).toBeLessThan(byBrand.length);

    const one = await get<CategoryListing>(`/api/categories/sanitaryware?brands=${jaquar.id}`);
    expect(one.body.totalProducts).toBe(byBrand.length);
    expect(one.body.totalProducts).toBeLessThan(all.length);
    expect(one.body.products.every((p) => p.brand === 'Jaquar')).toBe(true);

    const two = await get<CategoryListing>(`/api/categories/sanitaryware?brands=${jaquar.id}&colors=White`);
    expect(two.body.totalProducts).toBe(byBrandColor.length);
    expect(slugs(two.body.products).sort()).toEqual(slugs(byBrandColor).sort());
  });

  it('takes comma-separated lists', async () => {
    const ids = [fx.brand('jaquar').id, fx.brand('hindware').id];
    const expected = fx
      .inCategory('sanitaryware')
      .filter((p) => p.brand === 'jaquar' || p.brand === 'hindware');
    const { status, body } = await get<CategoryListing>(
      `/api/categories/sanitaryware?brands=${ids.join(',')}`,
    );
    expect(status).toBe(200);
    expect(body.totalProducts).toBe(expected.length);

    const colors = await get<CategoryListing>('/api/categories/tiles?colors=Beige,Grey');
    expect(colors.body.totalProducts).toBe(
      fx.inCategory('tiles').filter((p) => p.color === 'Beige' || p.color === 'Grey').length,
    );
    const sizes = await get<CategoryListing>(
      `/api/categories/tiles?sizes=${encodeURIComponent('600 x 600')}`,
    );
    expect(sizes.body.totalProducts).toBe(
      fx.inCategory('tiles').filter((p) => p.size === '600 x 600').length,
    );
    expect(sizes.body.totalProducts).toBeGreaterThan(0);
  });

  it('filters by categories at any level of the tree', async () => {
    const vitrified = fx.category('vitrified-floor-tiles').id;
    const glazed = fx.category('glazed-wall-tiles').id;
    const floor = fx.category('floor-tiles').id;
    const one = await get<CategoryListing>(`/api/categories/tiles?categories=${vitrified}`);
    expect(one.body.totalProducts).toBe(fx.inCategory('vitrified-floor-tiles').length);
    const two = await get<CategoryListing>(`/api/categories/tiles?categories=${vitrified},${glazed}`);
    expect(two.body.totalProducts).toBe(
      fx.inCategory('vitrified-floor-tiles').length + fx.inCategory('glazed-wall-tiles').length,
    );
    const sub = await get<CategoryListing>(`/api/categories/tiles?categories=${floor}`);
    expect(sub.body.totalProducts).toBe(fx.inCategory('floor-tiles').length);
    // A category outside the listing's own narrows to nothing.
    const outside = await get<CategoryListing>(
      `/api/categories/tiles?categories=${fx.category('lighting').id}`,
    );
    expect(outside.body.totalProducts).toBe(0);
  });

  it('applies price bounds only when max is above 0', async () => {
    const all = fx.inCategory('tiles');
    const noMax = await get<CategoryListing>('/api/categories/tiles?min=1000');
    expect(noMax.body.totalProducts).toBe(all.length);
    const zero = await get<CategoryListing>('/api/categories/tiles?min=1000&max=0');
    expect(zero.body.totalProducts).toBe(all.length);
    const bounded = await get<CategoryListing>('/api/categories/tiles?min=1000&max=1800');
    const inRange = all.filter((p) => p.price >= 1000 && p.price <= 1800);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(all.length);
    expect(bounded.body.totalProducts).toBe(inRange.length);
    expect(bounded.body.products.every((p) => p.price >= 1000 && p.price <= 1800)).toBe(true);
    const maxOnly = await get<CategoryListing>('/api/categories/tiles?max=1000.5');
    expect(maxOnly.body.totalProducts).toBe(all.filter((p) => p.price <= 1000).length);
  });

  it('rejects bad parameters with field messages', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['sort=up', 'sort'],
      ['brands=x', 'brands'],
      ['brands=1,x', 'brands'],
      ['categories=-1', 'categories'],
      ['min=-5', 'min'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get<{ result: string; message: Record<string, string[]> }>(
        `/api/categories/tiles?${query}`,
      );
      expect(status, query).toBe(400);
      expect(body.result).toBe('error');
      expect(body.message[field]?.length, query).toBeGreaterThan(0);
    }
    const sort = await get<{ message: Record<string, string[]> }>('/api/categories/tiles?sort=up');
    expect(sort.body.message.sort).toEqual(['Choose one of: asc, desc.']);
  });

  it('answers 404 for an unknown category', async () => {
    for (const path of [
      '/api/categories/no-such-category',
      '/api/filters/no-such-category/categories',
      '/api/filters/no-such-category/brands',
      '/api/filters/no-such-category/colors',
      '/api/filters/no-such-category/sizes',
    ]) {
      const { status, body } = await get<ErrorResponse>(path);
      expect(status, path).toBe(404);
      expect(body.result).toBe('error');
    }
  });
});

describe('category filter options', () => {
  const ids = (nodes: { id: number }[]) => nodes.map((n) => n.id);

  it('roots the category tree at a top-level category, pruned and checked from the query', async () => {
    const vitrified = fx.category('vitrified-floor-tiles').id;
    const { status, body } = await get<{ categories: CategoryFilterNode[] }>(
      `/api/filters/tiles/categories?categories=${vitrified}`,
    );
    expect(status).toBe(200);
    expect(body.categories).toHaveLength(1);
    const root = body.categories[0] as CategoryFilterNode;
    expect(root).toMatchObject({ slug: 'tiles', checked: false });
    expect(root.subCategory.map((s) => s.slug)).toEqual(['floor-tiles', 'wall-tiles']);
    const floor = root.subCategory[0];
    expect(floor?.checked).toBe(false);
    expect(floor?.childCategory).toEqual([
      {
        id: vitrified,
        slug: 'vitrified-floor-tiles',
        title: 'Vitrified Floor Tiles',
        title_ne: null,
        checked: true,
      },
      {
        id: fx.category('ceramic-floor-tiles').id,
        slug: 'ceramic-floor-tiles',
        title: 'Ceramic Floor Tiles',
        title_ne: null,
        checked: false,
      },
    ]);
  });

  it('makes a sub-category the node with its children as subCategory', async () => {
    const { body } = await get<{ categories: CategoryFilterNode[] }>('/api/filters/water-closets/categories');
    expect(body.categories.map((c) => c.slug)).toEqual(['water-closets']);
    expect(body.categories[0]?.subCategory.map((s) => s.slug)).toEqual(['wall-hung-wc', 'floor-mounted-wc']);
    expect(body.categories[0]?.subCategory.every((s) => s.childCategory.length === 0)).toBe(true);
    const empty = await get<{ categories: CategoryFilterNode[] }>('/api/filters/kitchen/categories');
    expect(empty.body.categories).toEqual([]);
  });

  it('offers the brands present in the category', async () => {
    const kajaria = fx.brand('kajaria').id;
    const { status, body } = await get<{ brands: BrandOption[] }>(
      `/api/filters/tiles/brands?brands=${kajaria}`,
    );
    expect(status).toBe(200);
    expect(body.brands).toEqual([
      { id: kajaria, title: 'Kajaria', checked: true },
      { id: fx.brand('cera').id, title: 'Cera', checked: false },
    ]);
    const unchecked = await get<{ brands: BrandOption[] }>('/api/filters/tiles/brands');
    expect(unchecked.body.brands.every((b) => !b.checked)).toBe(true);
  });

  it('offers the colours and sizes present in the category', async () => {
    const tiles = fx.inCategory('tiles');
    const colors = await get<{ colors: ColorOption[] }>('/api/filters/tiles/colors?colors=Grey');
    expect(colors.status).toBe(200);
    expect(colors.body.colors.map((c) => c.subtitle).sort()).toEqual(
      [...new Set(tiles.map((p) => p.color))].sort(),
    );
    expect(colors.body.colors.filter((c) => c.checked).map((c) => c.subtitle)).toEqual(['Grey']);
    expect(colors.body.colors.find((c) => c.subtitle === 'Beige')?.title).toBe('#F5F5DC');

    const sizes = await get<{ sizes: SizeOption[] }>(
      `/api/filters/tiles/sizes?sizes=${encodeURIComponent('300 x 600')}`,
    );
    expect(sizes.body.sizes.map((s) => s.subtitle).sort()).toEqual(
      [...new Set(tiles.map((p) => p.size).filter((s) => s !== null))].sort(),
    );
    expect(sizes.body.sizes.find((s) => s.subtitle === '300 x 600')).toMatchObject({
      title: '300 x 600 mm',
      checked: true,
    });
    const lights = await get<{ sizes: SizeOption[] }>('/api/filters/ceiling-lights/sizes');
    expect(lights.body.sizes).toEqual([]);
    expect(ids(lights.body.sizes)).toEqual([]);
  });
});

describe('brand listing', () => {
  it('lists a brand’s products with its filters but no brand filter', async () => {
    const cera = fx.products.filter((p) => p.brand === 'cera');
    const { status, body } = await get<BrandListing>('/api/brands/cera');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalProducts: cera.length,
      currentPage: 1,
      lastPage: Math.ceil(cera.length / 20),
      itemsCountPerPage: 20,
      perPages: 20,
    });
    expect(body.brand).toMatchObject({ slug: 'cera', title: 'Cera', seo_title: 'Cera products in Nepal' });
    expect(descending(prices(body.products))).toBe(true);
    // `brands` is not a parameter of this listing: it is ignored.
    const ignored = await get<BrandListing>(`/api/brands/cera?brands=${fx.brand('jaquar').id}`);
    expect(ignored.body.totalProducts).toBe(cera.length);

    const tiles = fx.category('tiles').id;
    const inTiles = await get<BrandListing>(`/api/brands/cera?categories=${tiles}&colors=Grey&sort=asc`);
    const expected = cera.filter((p) => p.categoryIds.includes(tiles) && p.color === 'Grey');
    expect(expected.length).toBeGreaterThan(1);
    expect(inTiles.body.totalProducts).toBe(expected.length);
    expect(inTiles.body.products[0]?.price).toBe(Math.min(...prices(expected)));
  });

  it('offers the categories, colours and sizes among the brand’s products', async () => {
    const cera = fx.products.filter((p) => p.brand === 'cera');
    const plain = await get<Json<'getBrandFilterOptions'>>('/api/brands/cera/filter');
    expect(plain.status).toBe(200);
    expect(plain.body.categories.map((c) => c.slug)).toEqual(['sanitaryware', 'tiles', 'bath-ware']);
    expect(plain.body.categories[2]?.subCategory.map((s) => s.slug)).toEqual(['faucets']);
    expect(plain.body.colors.every((c) => !c.checked)).toBe(true);

    const { status, body } = await get<Json<'getBrandFilterOptions'>>('/api/brands/cera/filter?colors=White');
    expect(status).toBe(200);
    // Ticking a colour still shows the other colours…
    expect(body.colors.map((c) => c.subtitle).sort()).toEqual([...new Set(cera.map((p) => p.color))].sort());
    expect(body.colors.filter((c) => c.checked).map((c) => c.subtitle)).toEqual(['White']);
    // …and narrows the other options to the white products.
    const white = cera.filter((p) => p.color === 'White');
    expect(body.sizes.map((s) => s.subtitle).sort()).toEqual(
      [...new Set(white.map((p) => p.size).filter((s) => s !== null))].sort(),
    );
    expect(body.categories.map((c) => c.slug)).toEqual(
      ['sanitaryware', 'tiles', 'bath-ware'].filter((slug) =>
        white.some((p) => p.categoryIds.includes(fx.category(slug).id)),
      ),
    );
  });

  it('answers 404 for an unknown brand', async () => {
    for (const path of ['/api/brands/no-such-brand', '/api/brands/no-such-brand/filter']) {
      const { status } = await get<ErrorResponse>(path);
      expect(status, path).toBe(404);
    }
  });
});
