// Cart and wishlist over real HTTP: merging and capping quantities, totals from current prices, and that
// a customer can never read or change another customer's lines.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, products, wishlistItems } from '../src/db/schema.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let ram: TestCustomer;
let sita: TestCustomer;
let wc: ShopProduct;
let basin: ShopProduct;
let mixer: ShopProduct;

interface CartBody {
  result: string;
  products: {
    id: number;
    slug: string;
    title: string;
    qty: number;
    price: number;
    subtotal: number;
    image: { url: string };
  }[];
  totalAmount: number;
  totalCart: number;
}

async function call(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

const add = (token: string, slug: string, quantity: number) =>
  call(`/api/carts/${slug}/added`, token, { method: 'POST', json: { quantity } });
const cart = async (token: string) => (await call('/api/carts', token)).body as unknown as CartBody;

beforeAll(async () => {
  server = await startServer();
  const shop = await insertShop(server);
  [wc, basin, mixer] = shop.products as [ShopProduct, ShopProduct, ShopProduct];
  ram = await registerAndLogin(server);
  sita = await registerAndLogin(server);
});
afterAll(async () => {
  await server.close();
});

describe('cart', () => {
  it('needs a token', async () => {
    for (const path of ['/api/carts', '/api/carts/count', '/api/wishlists']) {
      const res = await server.request(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        result: 'error',
        message: 'Your session has expired. Please log in again.',
      });
    }
    const adding = await server.request(`/api/carts/${wc.slug}/added`, {
      method: 'POST',
      json: { quantity: 1 },
    });
    expect(adding.status).toBe(401);
  });

  it('starts empty', async () => {
    expect(await cart(ram.token)).toEqual({
      result: 'success',
      products: [],
      totalAmount: 0,
      totalCart: 0,
      subtotal: 0,
      discount: 0,
      promotions: [],
      promotion_code: null,
    });
    expect((await call('/api/carts/count', ram.token)).body).toEqual({ result: 'success', totalCart: 0 });
  });

  it("adds by slug and merges a second add; a line is not capped at 10 (the spinner is the product page's)", async () => {
    const first = await add(ram.token, wc.slug, 2);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ result: 'success', message: 'Product added to your cart.', totalCart: 1 });
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    expect((await add(ram.token, wc.slug, 3)).body.totalCart).toBe(1);
    let body = await cart(ram.token);
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({
      slug: wc.slug,
      title: wc.title,
      qty: 5,
      price: 24_500,
      subtotal: 122_500,
    });
    expect(body.products[0]?.image.url).toBe(`${server.url}/uploads/products/${wc.slug}-640.webp`);

    await add(ram.token, wc.slug, 9);
    body = await cart(ram.token);
    expect(body.products[0]?.qty).toBe(14);
    await call(`/api/carts/${body.products[0]?.id}/update`, ram.token, {
      method: 'POST',
      json: { quantity: 10 },
    });
    body = await cart(ram.token);
    expect(body.totalAmount).toBe(245_000);

    expect((await add(ram.token, basin.slug, 1)).body.totalCart).toBe(2);
    expect((await call('/api/carts/count', ram.token)).body).toEqual({ result: 'success', totalCart: 2 });
  });

  it('fills a line up to 999 and then says so instead of "added" (409, nothing changed)', async () => {
    const me = await registerAndLogin(server);
    const dozens = await add(me.token, mixer.slug, 990);
    expect(dozens.body).toEqual({ result: 'success', message: 'Product added to your cart.', totalCart: 1 });
    const topped = await add(me.token, mixer.slug, 24);
    expect(topped.status).toBe(200);
    expect(topped.body.message).toBe('Added to your cart: the line now holds 999, the most one line can.');
    const full = await add(me.token, mixer.slug, 1);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      result: 'error',
      message: 'Your cart already holds 999 of this product, the most one order line can.',
    });
    expect((await cart(me.token)).products[0]?.qty).toBe(999);
    const line = (await cart(me.token)).products[0];
    const over = await call(`/api/carts/${line?.id}/update`, me.token, {
      method: 'POST',
      json: { quantity: 1000 },
    });
    expect(over.status).toBe(400);
  });

  it('refuses quantities outside 1 to 999 and unknown products', async () => {
    for (const quantity of [0, 1000, -1, 2.5]) {
      const res = await add(ram.token, mixer.slug, quantity);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.message as object)).toEqual(['quantity']);
    }
    const missing = await add(ram.token, 'no-such-product', 1);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ result: 'error', message: 'Product not found.' });
    expect((await cart(ram.token)).totalCart).toBe(2);
  });

  it('updates a quantity and answers the line subtotal and the new total from current prices', async () => {
    const lines = (await cart(ram.token)).products;
    const basinLine = lines.find((l) => l.slug === basin.slug);
    if (!basinLine) throw new Error('basin line missing');
    const updated = await call(`/api/carts/${basinLine.id}/update`, ram.token, {
      method: 'POST',
      json: { quantity: 3 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      result: 'success',
      message: 'Quantity updated.',
      amount: 26_700,
      totalAmount: 245_000 + 26_700,
    });
    const zero = await call(`/api/carts/${basinLine.id}/update`, ram.token, {
      method: 'POST',
      json: { quantity: 0 },
    });
    expect(zero.status).toBe(400);

    // The price changes in the shop: the cart follows, nothing stored with the line.
    await server.app.db.update(products).set({ price: 9_900 }).where(eq(products.id, basin.id));
    const body = await cart(ram.token);
    expect(body.products.find((l) => l.slug === basin.slug)).toMatchObject({
      price: 9_900,
      qty: 3,
      subtotal: 29_700,
    });
    expect(body.totalAmount).toBe(245_000 + 29_700);
    await server.app.db.update(products).set({ price: basin.price }).where(eq(products.id, basin.id));
  });

  it("never reads, changes or removes another customer's line (404)", async () => {
    const ramLine = (await cart(ram.token)).products[0];
    if (!ramLine) throw new Error('no line');
    expect((await cart(sita.token)).products).toEqual([]);

    const update = await call(`/api/carts/${ramLine.id}/update`, sita.token, {
      method: 'POST',
      json: { quantity: 1 },
    });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ result: 'error', message: 'This product is not in your cart.' });
    const remove = await call(`/api/carts/${ramLine.id}`, sita.token, { method: 'DELETE' });
    expect(remove.status).toBe(404);

    const [row] = await server.app.db.select().from(cartLines).where(eq(cartLines.id, ramLine.id));
    expect(row?.quantity).toBe(ramLine.qty);
    expect((await call('/api/carts/99999', ram.token, { method: 'DELETE' })).status).toBe(404);
    // Beyond the contract's maximum id: a field message, never a database error.
    expect((await call('/api/carts/99999999999', ram.token, { method: 'DELETE' })).status).toBe(400);
  });

  it('removes its own line', async () => {
    const before = await cart(ram.token);
    const line = before.products[0];
    if (!line) throw new Error('no line');
    const removed = await call(`/api/carts/${line.id}`, ram.token, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      result: 'success',
      message: 'Product removed from your cart.',
      totalCart: 1,
    });
    expect((await cart(ram.token)).products.map((l) => l.id)).not.toContain(line.id);
    expect((await call(`/api/carts/${line.id}`, ram.token, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('wishlist', () => {
  it('adds (GET, idempotent), lists with the product slug twice, and removes (idempotent)', async () => {
    const added = await call(`/api/wishlists/${wc.slug}`, ram.token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ result: 'success', message: 'Added to your wishlist.', total: 1 });
    expect((await call(`/api/wishlists/${wc.slug}`, ram.token)).body.total).toBe(1);
    expect((await call(`/api/wishlists/${mixer.slug}`, ram.token)).body.total).toBe(2);

    const list = await call('/api/wishlists', ram.token);
    expect(list.body).toEqual({
      result: 'success',
      total: 2,
      wishlists: [
        {
          slug: wc.slug,
          product_slug: wc.slug,
          product_name: wc.title,
          product_name_ne: null,
          image: expect.objectContaining({ url: `${server.url}/uploads/products/${wc.slug}-640.webp` }),
          price: wc.price,
          regular_price: null,
        },
        expect.objectContaining({ slug: mixer.slug, price: mixer.price }),
      ],
    });

    const removed = await call(`/api/wishlists/${mixer.slug}`, ram.token, { method: 'DELETE' });
    expect(removed.body).toEqual({ result: 'success', message: 'Removed from your wishlist.', total: 1 });
    const again = await call(`/api/wishlists/${mixer.slug}`, ram.token, { method: 'DELETE' });
    expect(again.status).toBe(200);
    expect(again.body.total).toBe(1);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await call('/api/wishlists/no-such-product', ram.token);
    expect(res.status).toBe(404);
  });

  it("keeps each customer's wishlist to themselves", async () => {
    expect((await call('/api/wishlists', sita.token)).body).toEqual({
      result: 'success',
      total: 0,
      wishlists: [],
    });
    // Sita removing the product Ram keeps touches only her own (empty) list.
    const res = await call(`/api/wishlists/${wc.slug}`, sita.token, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
    const ramItems = await server.app.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.productId, wc.id)));
    expect(ramItems).toHaveLength(1);
    expect((await call('/api/wishlists', ram.token)).body.total).toBe(1);
  });
});
