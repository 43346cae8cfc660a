// The back office's catalogue over HTTP on the real database: products (validation, sanitising, pictures,
// related products, bulk changes), categories as a tree, brands, colours and sizes, and what the
// storefront's public API shows afterwards (at once, and never an unpublished product or a private field).
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { auditLog } from '../src/db/schema.js';
import { PRICE_MAX } from '../src/services/money.js';
import { createStaff, firstOwner, type StaffLogin } from './admin-helpers.js';
import { type CatalogFixture, insertCatalog } from './fixtures/catalog.js';
import { registerAndLogin } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let fx: CatalogFixture;
let owner: StaffLogin;
let staff: StaffLogin;

beforeAll(async () => {
  server = await startServer();
  fx = await insertCatalog(server.app.db);
  owner = await firstOwner(server);
  staff = await createStaff(server, owner, 'staff');
}, 180_000);
afterAll(async () => {
  await server.close();
});

type Json = Record<string, unknown>;
async function call(path: string, init: Parameters<TestServer['request']>[1] = {}, token = owner.token) {
  const res = await server.request(path, { token, ...init });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}
const storefront = (path: string) => server.request(path, { key: true });

/** A real picture: a PNG of `width` × `height` drawn by sharp. */
const png = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function upload(content: Buffer, type = 'image/png', kind = 'product') {
  return call(`/api/admin/pictures?kind=${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: new Uint8Array(content),
  });
}

/** Rows of the listing index that differ from the published products (0 when the triggers kept them). */
async function drift(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.app.db,
    sql`with expected as (
        select s as scope_id, p.id, p.selling_price as price, coalesce(p.brand_id, 0) as brand_id,
          coalesce(p.color_id, 0) as color_id, coalesce(p.size_id, 0) as size_id
        from products p, catalog_scopes(p.category_ids) as s where p.published
      ), counts as (
        select scope_id, brand_id, color_id, size_id, count(*)::int as n from expected group by 1, 2, 3, 4
      )
      select
        (select count(*)::int from ((select * from expected except select scope_id, id, price, brand_id,
          color_id, size_id from catalog_listing) union all (select scope_id, id, price, brand_id, color_id,
          size_id from catalog_listing except select * from expected)) d)
        + (select count(*)::int from ((select * from counts except select scope_id, brand_id, color_id,
          size_id, n from catalog_facets) union all (select scope_id, brand_id, color_id, size_id, n
          from catalog_facets except select * from counts)) d)
        + (select count(*)::int from ((select id from products where published except select id from catalog_search)
          union all (select id from catalog_search except select id from products where published)) d) as n`,
  );
  return row?.n ?? -1;
}

describe('products', () => {
  let pictureId = '';
  let productId = 0;
  const category = () => fx.category('sanitaryware').id;

  it('uploads a picture checked by its content and renders the storefront’s widths', async () => {
    const res = await upload(await png());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const picture = res.body.picture as {
      path: string;
      widths: number[];
      url: string;
      width: number;
      height: number;
    };
    expect(picture.widths).toEqual([320, 640, 960]);
    expect(picture.width).toBe(960);
    expect(picture.height).toBe(720);
    pictureId = picture.path;
    // Each width is a real WebP file, served publicly and immutable.
    const file = await fetch(picture.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.width).toBe(640);
    // A small picture is never enlarged.
    const small = await upload(await png(500, 400));
    expect((small.body.picture as { widths: number[] }).widths).toEqual([320, 500]);
  });

  it('refuses a file that is not a picture whatever its type says, and one too large', async () => {
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png');
    expect(fake.status).toBe(415);
    expect(fake.body).toEqual({ result: 'error', message: 'The picture must be a JPEG, PNG or WebP file.' });
    const truncated = (await png()).subarray(0, 200);
    expect((await upload(Buffer.from(truncated))).status).toBe(422);
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    expect((await upload(big)).status).toBe(413);
    expect((await upload(await png(), 'image/png')).status).toBe(201);
    // Staff read the catalogue but do not change it.
    const denied = await call(
      '/api/admin/pictures',
      { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(await png()) },
      staff.token,
    );
    expect(denied.status).toBe(403);
  });

  it('creates a product with a sanitised description, its picture, and related products; unpublished it is hidden', async () => {
    const related = fx.products.slice(0, 2);
    const res = await call('/api/admin/products', {
      method: 'POST',
      json: {
        title: 'Aqua Wall-hung WC',
        product_code: 'AQ-WC-1',
        price: 25000,
        sale_price: 22000,
        stock: 7,
        category_id: category(),
        brand_id: fx.brand('jaquar').id,
        description:
          '<p onclick="x()">Rimless <strong>bowl</strong><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://sajilo.com.np">good</a><img src=x onerror=alert(1)>',
        pictures: [{ path: pictureId, alt: 'The WC from the front' }],
        related_ids: related.map((p) => p.id),
        seo_title: 'Aqua WC in Nepal',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = res.body.product as Json & {
      id: number;
      slug: string;
      description: string;
      pictures: { alt: string }[];
      related: { id: number }[];
    };
    productId = product.id;
    expect(product.slug).toBe('aqua-wall-hung-wc');
    expect(product.published).toBe(false);
    expect(product.description).toBe(
      '<p>Rimless <strong>bowl</strong></p><a target="_blank" rel="noopener noreferrer">bad</a><a href="https://sajilo.com.np" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(product.pictures[0]?.alt).toBe('The WC from the front');
    expect(product.related.map((r) => r.id)).toEqual(related.map((p) => p.id));
    // Not published: the storefront knows nothing of it.
    expect((await storefront(`/api/products/${product.slug}`)).status).toBe(404);
    const search = (await (await storefront('/api/search?search=aqua')).json()) as {
      products: { slug: string }[];
    };
    expect(search.products.map((p) => p.slug)).not.toContain(product.slug);
    expect(await drift()).toBe(0);
  });

  it('publishing shows it on the storefront at once, without private fields', async () => {
    const before = await storefront(`/api/categories/sanitaryware`);
    const etag = before.headers.get('etag');
    const get = await call(`/api/admin/products/${productId}`);
    const current = get.body.product as Json & {
      pictures: { path: string; alt: string }[];
      related: { id: number }[];
    };
    const res = await call(`/api/admin/products/${productId}`, {
      method: 'PUT',
      json: {
        title: current.title,
        product_code: current.product_code,
        price: 26000,
        sale_price: 22000,
        stock: 7,
        category_id: category(),
        brand_id: fx.brand('jaquar').id,
        description: current.description,
        pictures: current.pictures.map((p) => ({ path: p.path, alt: p.alt })),
        related_ids: current.related.map((r) => r.id),
        published: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = await storefront('/api/products/aqua-wall-hung-wc');
    expect(page.status).toBe(200);
    const body = (await page.json()) as { product: Json & { images: { image: { srcset: string } }[] } };
    // On sale: it sells at the sale price, with the price before it to strike through.
    expect(body.product.price).toBe(22000);
    expect(body.product.regular_price).toBe(26000);
    expect(body.product.images[0]?.image.srcset).toContain('-960.webp 960w');
    for (const secret of ['stock', 'sale_price', 'published', 'related_ids', 'search_text']) {
      expect(body.product, secret).not.toHaveProperty(secret);
    }
    const after = await storefront(`/api/categories/sanitaryware`);
    expect(after.headers.get('etag')).not.toBe(etag);
    const search = (await (await storefront('/api/search?search=aqua')).json()) as {
      products: { slug: string }[];
    };
    expect(search.products.map((p) => p.slug)).toContain('aqua-wall-hung-wc');
    // The staff's related products come first on the product page.
    const related = (await (await storefront('/api/products/aqua-wall-hung-wc/related')).json()) as {
      products: { slug: string }[];
    };
    expect(related.products.slice(0, 2).map((p) => p.slug)).toEqual(
      fx.products.slice(0, 2).map((p) => p.slug),
    );
    expect(await drift()).toBe(0);
  });

  it('validates: a taken code 409, unknown names and a sale price above the price 422, bad fields 400', async () => {
    const taken = await call('/api/admin/products', {
      method: 'POST',
      json: { title: 'Again', product_code: 'AQ-WC-1', price: 1 },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toEqual({ product_code: ['Another product has this code.'] });
    const wrong = await call('/api/admin/products', {
      method: 'POST',
      json: {
        title: 'X',
        product_code: 'X-1',
        price: 100,
        sale_price: 100,
        brand_id: 2147483647,
        pictures: [{ path: 'products/upload-nothere-960x720' }],
      },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.message as Json).sort()).toEqual(['brand_id', 'pictures', 'sale_price']);
    const bad = await call('/api/admin/products', {
      method: 'POST',
      json: { title: '', product_code: 'has space', price: -1 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message as Json).sort()).toEqual(['price', 'product_code', 'title']);
  });

  it('lists, searches and filters, staff included', async () => {
    const all = await call('/api/admin/products', {}, staff.token);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(fx.products.length + 1);
    expect((all.body.products as { id: number }[])[0]?.id).toBe(productId);
    const byCode = await call('/api/admin/products?q=aq-wc');
    expect((byCode.body.products as { id: number }[]).map((p) => p.id)).toEqual([productId]);
    const unpublished = await call('/api/admin/products?published=false');
    expect(unpublished.body.total).toBe(0);
    const inCategory = await call(`/api/admin/products?category_id=${category()}`);
    expect(inCategory.body.total).toBe(fx.inCategory('sanitaryware').length + 1);
    const brand = await call(`/api/admin/products?brand_id=${fx.brand('kajaria').id}&page=1`);
    expect(brand.body.total).toBe(fx.products.filter((p) => p.brand === 'kajaria').length);
  });

  it('sorts by title, code, price as sold and stock, either way, every page in one order', async () => {
    type Row = {
      id: number;
      title: string;
      product_code: string;
      price: number;
      sale_price: number | null;
      stock: number | null;
    };
    const every = async (sort: string) => {
      const rows: Row[] = [];
      for (let page = 1; ; page += 1) {
        const { status, body } = await call(`/api/admin/products?sort=${sort}&page=${page}`, {}, staff.token);
        expect(status, sort).toBe(200);
        rows.push(...(body.products as Row[]));
        if (page >= (body.pages as number)) return rows;
      }
    };
    const all = await every('title');
    expect(all.length).toBeGreaterThan(25);
    const values: Record<string, (row: Row) => string | number | null> = {
      title: (row) => row.title.toLowerCase(),
      code: (row) => row.product_code.toLowerCase(),
      price: (row) => row.sale_price ?? row.price,
      stock: (row) => row.stock,
    };
    for (const [key, value] of Object.entries(values)) {
      for (const descending of [false, true]) {
        const rows = await every(`${descending ? '-' : ''}${key}`);
        // Every product once across the pages: the order is the same from one page to the next.
        expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
          all.map((r) => r.id).sort((a, b) => a - b),
        );
        for (const [i, row] of rows.entries()) {
          const before = rows[i - 1];
          if (!before) continue;
          const [a, b] = [value(before), value(row)];
          // A product whose stock is not counted comes last either way; the newest first among equals.
          if (b === null) continue;
          if (a === null) throw new Error(`${key}: a stock not counted before a counted one at ${i}`);
          if (a === b) expect(before.id, `${key} at ${i}`).toBeGreaterThan(row.id);
          else expect(descending ? a > b : a < b, `${key} at ${i}: ${a} then ${b}`).toBe(true);
        }
      }
    }
    expect((await call('/api/admin/products?sort=category')).status).toBe(400);
  });

  it('bulk: unpublish, move to a category, change prices by a percentage; each in the audit log', async () => {
    const ids = fx.products.slice(0, 3).map((p) => p.id);
    const unpublish = await call('/api/admin/products/bulk', {
      method: 'POST',
      json: { ids, action: 'unpublish' },
    });
    expect(unpublish.body).toMatchObject({ result: 'success', updated: 3 });
    for (const p of fx.products.slice(0, 3))
      expect((await storefront(`/api/products/${p.slug}`)).status).toBe(404);
    expect(await drift()).toBe(0);
    await call('/api/admin/products/bulk', { method: 'POST', json: { ids, action: 'publish' } });
    expect((await storefront(`/api/products/${fx.products[0]?.slug}`)).status).toBe(200);
    const target = fx.category('tiles').id;
    const move = await call('/api/admin/products/bulk', {
      method: 'POST',
      json: { ids, action: 'set_category', category_id: target },
    });
    expect(move.body.updated).toBe(3);
    expect(await drift()).toBe(0);
    const prices = fx.products.slice(0, 3).map((p) => p.price);
    const raise = await call('/api/admin/products/bulk', {
      method: 'POST',
      json: { ids, action: 'change_price', percent: 10 },
    });
    expect(raise.body.updated).toBe(3);
    const now = await queryRows<{ price: number }>(
      server.app.db,
      sql`select price from products where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
    );
    expect(now.map((r) => r.price)).toEqual(prices.map((p) => Math.max(1, Math.round(p * 1.1))));
    expect(await drift()).toBe(0);
    // A change that would take a price past the highest is refused whole: no price moves.
    await server.app.db.execute(sql`update products set price = ${PRICE_MAX} where id = ${ids[0]}`);
    const past = await call('/api/admin/products/bulk', {
      method: 'POST',
      json: { ids, action: 'change_price', percent: 1 },
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toEqual({
      percent: [`This would take 1 price above the highest, Rs ${PRICE_MAX}.`],
    });
    const kept = await queryRows<{ price: number }>(
      server.app.db,
      sql`select price from products where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
    );
    expect(kept.map((r) => r.price)).toEqual([PRICE_MAX, ...now.slice(1).map((r) => r.price)]);
    const needs = await call('/api/admin/products/bulk', {
      method: 'POST',
      json: { ids, action: 'set_category' },
    });
    expect(needs.status).toBe(422);
    const entries = await server.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'adminBulkProducts'`);
    // The refused one changed nothing and left no entry.
    expect(entries.length).toBe(4);
  });

  it('deletes a product; orders keep their lines', async () => {
    const res = await call(`/api/admin/products/${productId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await call(`/api/admin/products/${productId}`)).status).toBe(404);
    expect((await storefront('/api/products/aqua-wall-hung-wc')).status).toBe(404);
    expect(await drift()).toBe(0);
  });
});

describe('categories, brands, colours, sizes', () => {
  it('creates a category under a parent, moves it up and down, re-parents it with its products', async () => {
    const parent = fx.category('sanitaryware');
    const created = await call('/api/admin/categories', {
      method: 'POST',
      json: { title: 'Steam Showers', parent_id: parent.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cat = created.body.category as { id: number; depth: number; slug: string };
    expect(cat).toMatchObject({ depth: 1, slug: 'steam-showers' });
    const tree = async () =>
      (await call('/api/admin/categories')).body.categories as {
        id: number;
        parent_id: number | null;
        depth: number;
      }[];
    const siblings = async () => (await tree()).filter((c) => c.parent_id === parent.id).map((c) => c.id);
    const first = await siblings();
    expect(first.at(-1)).toBe(cat.id);
    const up = await call(`/api/admin/categories/${cat.id}/move`, {
      method: 'POST',
      json: { direction: 'up' },
    });
    expect(up.status).toBe(200);
    const moved = await siblings();
    expect(moved.indexOf(cat.id)).toBe(first.length - 2);
    await call(`/api/admin/categories/${cat.id}/move`, { method: 'POST', json: { direction: 'down' } });
    const last = await call(`/api/admin/categories/${cat.id}/move`, {
      method: 'POST',
      json: { direction: 'down' },
    });
    expect(last.status).toBe(409);

    // A product in it, then the category goes under another parent: the product's listings follow.
    const product = await call('/api/admin/products', {
      method: 'POST',
      json: {
        title: 'Steam Cabin',
        product_code: 'STM-1',
        price: 90000,
        category_id: cat.id,
        published: true,
      },
    });
    expect(product.status).toBe(201);
    const other = fx.category('tiles');
    const tiles = async () =>
      ((await (await storefront('/api/categories/tiles')).json()) as { totalProducts: number }).totalProducts;
    const before = await tiles();
    const reparent = await call(`/api/admin/categories/${cat.id}`, {
      method: 'PUT',
      json: { title: 'Steam Rooms', parent_id: other.id },
    });
    expect(reparent.status, JSON.stringify(reparent.body)).toBe(200);
    expect(await tiles()).toBe(before + 1);
    const search = (await (await storefront('/api/search?search=rooms')).json()) as {
      products: { slug: string }[];
    };
    expect(search.products.map((p) => p.slug)).toContain('steam-cabin');
    expect(await drift()).toBe(0);
    // Not under itself; not emptied while it holds products.
    const loop = await call(`/api/admin/categories/${other.id}`, {
      method: 'PUT',
      json: { title: other.title, parent_id: cat.id },
    });
    expect(loop.status).toBe(422);
    expect((await call(`/api/admin/categories/${cat.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('brands, colours and sizes: create, rename (search follows), refuse deleting one in use', async () => {
    const logo = await upload(await png(300, 300), 'image/png', 'brand');
    expect((logo.body.picture as { widths: number[] }).widths).toEqual([128, 256]);
    const brand = await call('/api/admin/brands', {
      method: 'POST',
      json: { title: 'Parryware', picture: { path: (logo.body.picture as { path: string }).path } },
    });
    expect(brand.status, JSON.stringify(brand.body)).toBe(201);
    const brandId = (brand.body.brand as { id: number }).id;
    const slides = (await (await storefront('/api/brands')).json()) as {
      data: { brands: { title: string }[][] };
    };
    expect(slides.data.brands.flat().map((b) => b.title)).toContain('Parryware');
    const jaquar = fx.brand('jaquar');
    const renamed = await call(`/api/admin/brands/${jaquar.id}`, {
      method: 'PUT',
      json: { title: 'Jaquar Lyric' },
    });
    expect(renamed.status).toBe(200);
    const search = (await (await storefront('/api/search?search=lyric')).json()) as { totalProducts: number };
    expect(search.totalProducts).toBe(fx.products.filter((p) => p.brand === 'jaquar').length);
    expect((await call(`/api/admin/brands/${jaquar.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await call(`/api/admin/brands/${brandId}`, { method: 'DELETE' })).status).toBe(200);

    const colour = await call('/api/admin/colours', {
      method: 'POST',
      json: { name: 'Teal', value: '#008080' },
    });
    expect(colour.status).toBe(201);
    expect(
      (await call('/api/admin/colours', { method: 'POST', json: { name: 'Teal', value: '#008081' } })).status,
    ).toBe(409);
    expect(
      (await call('/api/admin/colours', { method: 'POST', json: { name: 'Bad', value: 'red' } })).status,
    ).toBe(400);
    expect((colour.body.colour as { name_ne: string | null }).name_ne).toBeNull();
    // A colour's Nepali name (docs/nepal.md "Catalogue content in Nepali"): written beside the English in the
    // back office, sent beside it in the filter's options and on the product, empty clearing it.
    const white = fx.colors.White;
    const withNepali = await call(`/api/admin/colours/${white}`, {
      method: 'PUT',
      json: { name: 'White', name_ne: ' सेतो ', value: '#FFFFFF' },
    });
    expect(withNepali.status, JSON.stringify(withNepali.body)).toBe(200);
    expect(withNepali.body.colour).toMatchObject({ name: 'White', name_ne: 'सेतो' });
    const whiteProduct = fx.products.find((p) => p.color === 'White');
    if (!whiteProduct) throw new Error('the catalogue fixture has no white product');
    const options = (await (await storefront(`/api/filters/${whiteProduct.category}/colors`)).json()) as {
      colors: { subtitle: string; subtitle_ne: string | null }[];
    };
    expect(options.colors.find((c) => c.subtitle === 'White')?.subtitle_ne).toBe('सेतो');
    expect(options.colors.find((c) => c.subtitle !== 'White')?.subtitle_ne).toBeNull();
    const shown = (await (await storefront(`/api/products/${whiteProduct.slug}`)).json()) as {
      product: { color: { subtitle: string; subtitle_ne: string | null } };
    };
    expect(shown.product.color).toMatchObject({ subtitle: 'White', subtitle_ne: 'सेतो' });
    // The filter still takes the English name: the address is the same in both languages.
    const filtered = (await (
      await storefront(`/api/categories/${whiteProduct.category}?colors=White`)
    ).json()) as { totalProducts: number };
    expect(filtered.totalProducts).toBeGreaterThan(0);
    const cleared = await call(`/api/admin/colours/${white}`, {
      method: 'PUT',
      json: { name: 'White', name_ne: '', value: '#FFFFFF' },
    });
    expect((cleared.body.colour as { name_ne: string | null }).name_ne).toBeNull();
    const size = await call('/api/admin/sizes', {
      method: 'POST',
      json: { name: '800 x 800', label: '800 x 800 mm' },
    });
    expect(size.status).toBe(201);
    const sizeId = (size.body.size as { id: number }).id;
    expect(
      (
        await call(`/api/admin/sizes/${sizeId}`, {
          method: 'PUT',
          json: { name: '800x800', label: '800 x 800 mm' },
        })
      ).status,
    ).toBe(200);
    expect((await call(`/api/admin/sizes/${sizeId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await drift()).toBe(0);
  });
});

describe('a product unpublished while it is in a cart', () => {
  it('leaves the cart and its count, cannot be checked out, and comes back when published again', async () => {
    const me = await registerAndLogin(server);
    const [gone, kept] = fx.products.slice(5, 7);
    if (!gone || !kept) throw new Error('the catalogue fixture has too few products');
    const asCustomer = (path: string, init: Parameters<TestServer['request']>[1] = {}) =>
      call(path, init, me.token);
    for (const p of [gone, kept]) {
      expect(
        (await asCustomer(`/api/carts/${p.slug}/added`, { method: 'POST', json: { quantity: 2 } })).status,
      ).toBe(200);
    }
    const slugsInCart = async () =>
      ((await asCustomer('/api/carts')).body.products as { slug: string }[]).map((line) => line.slug);
    expect(await slugsInCart()).toEqual([gone.slug, kept.slug]);

    await call('/api/admin/products/bulk', { method: 'POST', json: { ids: [gone.id], action: 'unpublish' } });
    expect(await slugsInCart()).toEqual([kept.slug]);
    const cart = await asCustomer('/api/carts');
    expect(cart.body.totalAmount).toBe(kept.price * 2);
    expect((await asCustomer('/api/carts/count')).body.totalCart).toBe(1);

    // The order holds what the cart showed: the published product only, at its price.
    const checkOut = () =>
      asCustomer('/api/checkouts', {
        method: 'POST',
        json: {
          name: 'Ram Thapa',
          email: me.email,
          phone_number: '9841000000',
          state: 'Bagmati',
          city: 'Kathmandu',
          street_address: 'Baneshwor',
        },
      });
    const placed = await checkOut();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await asCustomer(`/api/customer/orders/${placed.body.slug as string}`);
    const items = order.body.items as unknown[];
    expect(items).toHaveLength(1);
    expect(JSON.stringify(items)).toContain(kept.slug);
    expect(JSON.stringify(items)).not.toContain(gone.slug);
    // Only the unpublished line is left, and it cannot be bought.
    expect(await slugsInCart()).toEqual([]);
    const empty = await checkOut();
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Your cart is empty.');

    // Published again, the line the customer chose is back.
    await call('/api/admin/products/bulk', { method: 'POST', json: { ids: [gone.id], action: 'publish' } });
    expect(await slugsInCart()).toEqual([gone.slug]);
  });
});

describe('a product on sale', () => {
  /** What the back office's form sends back unchanged. */
  const FIELDS = [
    'title',
    'product_code',
    'price',
    'stock',
    'brand_id',
    'category_id',
    'color_id',
    'size_id',
    'size_unit',
    'unit',
    'description',
    'seo_title',
    'seo_description',
    'seo_keyword',
    'published',
  ];
  /** Sets (or, with null, lifts) the product's sale price in the back office, keeping every other field. */
  async function setSalePrice(id: number, salePrice: number | null) {
    const current = (await call(`/api/admin/products/${id}`)).body.product as Json & {
      pictures: { path: string; alt: string }[];
      related: { id: number }[];
    };
    const keep = (key: string) => (current[key] === null ? {} : { [key]: current[key] });
    const res = await call(`/api/admin/products/${id}`, {
      method: 'PUT',
      json: {
        ...Object.assign({}, ...FIELDS.map(keep)),
        ...(salePrice === null ? {} : { sale_price: salePrice }),
        pictures: current.pictures.map((p) => ({ path: p.path, alt: p.alt })),
        related_ids: current.related.map((r) => r.id),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.product as Json).sale_price).toBe(salePrice);
    return current.price as number;
  }
  type Card = { slug: string; price: number; regular_price: number | null };
  const cards = async (path: string) =>
    ((await (await storefront(path)).json()) as { products: Card[] }).products;

  it('sells at the sale price everywhere the shop shows or charges it, and at the price again once lifted', async () => {
    // Products of the category as it is now (earlier tests moved, unpublished and repriced some).
    const listed = (await cards('/api/categories/sanitaryware'))
      .filter((card) => card.regular_price === null)
      .map((card) => fx.product(card.slug));
    const [product, other, ...rest] = listed;
    if (!product || !other) throw new Error('the category has too few products');
    const me = await registerAndLogin(server);
    const asCustomer = (path: string, init: Parameters<TestServer['request']>[1] = {}) =>
      call(path, init, me.token);
    for (const p of [product, other]) {
      const added = await asCustomer(`/api/carts/${p.slug}/added`, { method: 'POST', json: { quantity: 2 } });
      expect(added.status).toBe(200);
    }
    expect((await asCustomer(`/api/wishlists/${product.slug}`)).status).toBe(200);
    // Below every other price in the category, so the price order and the price filter show the change.
    const sale = 1;
    // The prices now (an earlier test changed some by a percentage).
    const price = await setSalePrice(product.id, sale);
    const onSale = { price: sale, regular_price: price };
    const priceOf = async (slug: string) =>
      ((await (await storefront(`/api/products/${slug}`)).json()) as { product: Card }).product.price;
    const otherPrice = await priceOf(other.slug);

    const page = (await (await storefront(`/api/products/${product.slug}`)).json()) as { product: Card };
    expect(page.product).toMatchObject(onSale);
    const cheapest = await cards('/api/categories/sanitaryware?sort=asc');
    expect(cheapest[0]).toMatchObject({ slug: product.slug, ...onSale });
    // The others are at their price, with nothing struck through.
    for (const p of [other, ...rest])
      expect(cheapest.find((card) => card.slug === p.slug)).toMatchObject({ regular_price: null });
    expect((await cards('/api/categories/sanitaryware?min=0&max=1')).map((c) => c.slug)).toEqual([
      product.slug,
    ]);
    const dearest = await cards(`/api/categories/sanitaryware?min=2&max=${price}`);
    expect(dearest.map((c) => c.slug)).not.toContain(product.slug);
    const found = await cards(`/api/search?search=${encodeURIComponent(product.title)}`);
    expect(found.find((c) => c.slug === product.slug)).toMatchObject(onSale);

    const cart = await asCustomer('/api/carts');
    const lines = cart.body.products as (Card & { subtotal: number })[];
    expect(lines.find((line) => line.slug === product.slug)).toMatchObject({ ...onSale, subtotal: 2 * sale });
    expect(lines.find((line) => line.slug === other.slug)).toMatchObject({
      price: otherPrice,
      regular_price: null,
    });
    expect(cart.body.totalAmount).toBe(2 * sale + 2 * otherPrice);
    const wished = (await asCustomer('/api/wishlists')).body.wishlists as Card[];
    expect(wished.find((line) => line.slug === product.slug)).toMatchObject(onSale);

    // The order charges what the cart showed.
    const placed = await asCustomer('/api/checkouts', {
      method: 'POST',
      json: {
        name: 'Sita Rai',
        email: me.email,
        phone_number: '9841000001',
        state: 'Bagmati',
        city: 'Lalitpur',
        street_address: 'Jhamsikhel',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await asCustomer(`/api/customer/orders/${placed.body.slug as string}`);
    expect((order.body.order as Json).total_amount).toBe(2 * sale + 2 * otherPrice);

    await setSalePrice(product.id, null);
    const back = (await (await storefront(`/api/products/${product.slug}`)).json()) as { product: Card };
    expect(back.product).toMatchObject({ price, regular_price: null });
    expect((await cards('/api/categories/sanitaryware?min=0&max=1')).map((c) => c.slug)).toEqual([]);
    expect(await drift()).toBe(0);
  });
});

describe('catalogue content in Nepali', () => {
  type Named = { slug: string; title: string; title_ne: string | null };
  /** A storefront answer's body. */
  const read = async (path: string) => (await (await storefront(path)).json()) as Record<string, unknown>;
  it('keeps a category’s and a product’s Nepali beside the English, sanitised, for every answer that names them', async () => {
    const category = fx.category('sanitaryware');
    const renamed = await call(`/api/admin/categories/${category.id}`, {
      method: 'PUT',
      json: { title: category.title, show_on_home: category.showOnHome, title_ne: ' सेनिटरी सामान ' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.category).toMatchObject({ title: category.title, title_ne: 'सेनिटरी सामान' });

    const [card] = (await read('/api/categories/sanitaryware')).products as Named[];
    if (!card) throw new Error('the category lists no product');
    const { id } = fx.product(card.slug);
    const current = (await call(`/api/admin/products/${id}`)).body.product as Json & {
      pictures: { path: string; alt: string }[];
      related: { id: number }[];
    };
    const keep = Object.fromEntries(
      Object.entries(current).filter(
        ([key, value]) =>
          value !== null &&
          !['id', 'slug', 'pictures', 'related', 'created_at', 'title_ne', 'description_ne'].includes(key),
      ),
    );
    const put = (nepali: Json) =>
      call(`/api/admin/products/${id}`, {
        method: 'PUT',
        json: {
          ...keep,
          ...nepali,
          pictures: current.pictures.map((p) => ({ path: p.path, alt: p.alt })),
          related_ids: current.related.map((r) => r.id),
        },
      });
    const saved = await put({
      title_ne: 'सेतो कमोड',
      description_ne: '<p>सफा गर्न <strong>सजिलो</strong>।</p><script>alert(1)</script>',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.product).toMatchObject({
      title_ne: 'सेतो कमोड',
      description_ne: '<p>सफा गर्न <strong>सजिलो</strong>।</p>',
    });

    // The storefront's answers carry both; the English is unchanged.
    const page = (await read(`/api/products/${card.slug}`)).product as Named & {
      description_ne: string;
      category: Named;
    };
    expect(page).toMatchObject({ title: card.title, title_ne: 'सेतो कमोड' });
    expect(page.description_ne).toBe('<p>सफा गर्न <strong>सजिलो</strong>।</p>');
    // Its own category (a sub-category) has no Nepali yet: null, on the page and on the card.
    expect(page.category.title_ne).toBeNull();
    const own = fx.category(page.category.slug);
    const named = await call(`/api/admin/categories/${own.id}`, {
      method: 'PUT',
      json: {
        title: own.title,
        ...(own.parentId === null ? {} : { parent_id: own.parentId }),
        show_on_home: own.showOnHome,
        title_ne: 'भित्ते कमोड',
      },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const again = (await read(`/api/products/${card.slug}`)).product as {
      category: Named;
    };
    expect(again.category).toMatchObject({ slug: own.slug, title_ne: 'भित्ते कमोड' });
    // The filter panel's category tree names them too.
    const filter = (await read('/api/filters/sanitaryware/categories')).categories as Named[];
    expect(filter.find((c) => c.slug === 'sanitaryware')).toMatchObject({ title_ne: 'सेनिटरी सामान' });
    const tree = (await read('/api/categories')).categories as Named[];
    expect(tree.find((c) => c.slug === 'sanitaryware')).toMatchObject({ title_ne: 'सेनिटरी सामान' });
    const listed = (await read('/api/categories/sanitaryware')).products as (Named & {
      category_ne: string | null;
    })[];
    expect(listed.find((c) => c.slug === card.slug)).toMatchObject({
      title_ne: 'सेतो कमोड',
      category_ne: 'भित्ते कमोड',
    });
    const me = await registerAndLogin(server);
    await call(`/api/carts/${card.slug}/added`, { method: 'POST', json: { quantity: 1 } }, me.token);
    await call(`/api/wishlists/${card.slug}`, {}, me.token);
    const cart = (await call('/api/carts', {}, me.token)).body.products as Named[];
    expect(cart.find((line) => line.slug === card.slug)).toMatchObject({ title_ne: 'सेतो कमोड' });
    const wished = (await call('/api/wishlists', {}, me.token)).body.wishlists as {
      slug: string;
      product_name_ne: string | null;
    }[];
    expect(wished.find((line) => line.slug === card.slug)?.product_name_ne).toBe('सेतो कमोड');

    // Emptied, there is no Nepali: null, and the storefront shows the English on its Nepali pages.
    const emptied = await put({ title_ne: '  ', description_ne: '<p> </p>' });
    expect(emptied.body.product).toMatchObject({ title_ne: null, description_ne: null });
    const after = (await read(`/api/products/${card.slug}`)).product as Named;
    expect(after.title_ne).toBeNull();
  });
});
