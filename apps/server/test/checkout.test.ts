// Checkout and orders over real HTTP: the full customer flow, idempotent and concurrent checkouts, totals
// from current prices, cancelling, dashboard counts, and that another customer's order answers 404.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { cartLines, orderItems, orders, products } from '../src/db/schema.js';
import { MAX_CART_LINES } from '../src/services/cart.js';
import { PRICE_MAX } from '../src/services/money.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let ram: TestCustomer;
let wc: ShopProduct;
let basin: ShopProduct;
let mixer: ShopProduct;

const address = {
  name: 'Ram Thapa',
  email: 'ram@example.com',
  phone_number: '9841000000',
  state: 'Bagmati',
  city: 'Kathmandu',
  street_address: 'Baneshwor',
};

async function call(
  path: string,
  token: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

const add = (token: string, slug: string, quantity: number) =>
  call(`/api/carts/${slug}/added`, token, { method: 'POST', json: { quantity } });
const checkout = (token: string, json: unknown = address, key?: string) =>
  call('/api/checkouts', token, {
    method: 'POST',
    json,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

async function orderCount(customerEmail: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.app.db,
    sql`select count(*)::int as n from orders o join customers c on c.id = o.customer_id where c.email = ${customerEmail}`,
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  server = await startServer();
  [wc, basin, mixer] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
  ram = await registerAndLogin(server);
});
afterAll(async () => {
  await server.close();
});

describe('checkout', () => {
  it('refuses an empty cart (422) and a bad payload (400, per field)', async () => {
    const empty = await checkout(ram.token);
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ result: 'error', message: 'Your cart is empty.' });

    const bad = await checkout(ram.token, {
      ...address,
      email: 'not-an-email',
      city: undefined,
      phone_number: 'call me maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({
      email: ['Enter a valid email address.'],
      city: ['This field is required.'],
      phone_number: ['Enter a valid phone number.'],
    });
    expect((await server.request('/api/checkouts', { method: 'POST', json: address })).status).toBe(401);
  });

  it('register → login → add two → update quantity → checkout → list → detail → cancel → dashboard', async () => {
    const me = await registerAndLogin(server);
    await add(me.token, wc.slug, 1);
    await add(me.token, basin.slug, 2);
    const cart = (await call('/api/carts', me.token)).body as { products: { id: number; slug: string }[] };
    const wcLine = cart.products.find((l) => l.slug === wc.slug);
    if (!wcLine) throw new Error('no line');
    await call(`/api/carts/${wcLine.id}/update`, me.token, { method: 'POST', json: { quantity: 2 } });

    const placed = await checkout(me.token, {
      ...address,
      company_name: 'Thapa Traders',
      note: 'Call first.',
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toEqual({
      result: 'success',
      message: 'Your order has been placed.',
      slug: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
    });
    const slug = String(placed.body.slug);
    expect(placed.res.headers.get('cache-control')).toBe('no-store');

    // The cart is empty now.
    expect((await call('/api/carts/count', me.token)).body.totalCart).toBe(0);

    const total = 2 * wc.price + 2 * basin.price;
    const list = await call('/api/customer/orders', me.token);
    expect(list.status).toBe(200);
    const [row] = await server.app.db.select().from(orders).where(eq(orders.slug, slug));
    expect(list.body).toEqual({
      result: 'success',
      orders: [
        {
          slug,
          order_name: `SJ-${String(row?.id).padStart(6, '0')}`,
          date: row?.createdAt.toISOString(),
          payment: 'Cash on Delivery',
          status: 0,
          status_label: 'Pending',
          total_amount: total,
          name: 'Ram Thapa',
          email: 'ram@example.com',
          phone_number: '9841000000',
          company_name: 'Thapa Traders',
          address: 'Baneshwor, Kathmandu, Bagmati',
          // An address the places' data does not know keeps its parts as typed in Nepali too.
          address_ne: 'Baneshwor, Kathmandu, Bagmati',
          note: 'Call first.',
          // The BS date, cash on delivery unpaid, the VAT invoice's number in its fiscal year.
          date_bs: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ 20\d\d BS$/),
          payment_method: 'cod',
          payment_status: 'unpaid',
          invoice_number: expect.stringMatching(/^\d{4}\/\d{2}-\d{6}$/),
          // A shop without delivery zones delivers free (docs/delivery.md).
          delivery_charge: 0,
          delivery_zone: null,
          delivery_zone_ne: null,
          delivery_earliest: null,
          delivery_latest: null,
        },
      ],
    });

    const detail = await call(`/api/customer/orders/${slug}`, me.token);
    expect(detail.status).toBe(200);
    expect(detail.body.items).toEqual([
      {
        id: expect.any(Number),
        product_slug: wc.slug,
        product_name: wc.title,
        // The fixture's products have no Nepali name (docs/nepal.md "Orders in Nepali").
        product_name_ne: null,
        image: expect.objectContaining({ url: `${server.url}/uploads/products/${wc.slug}-640.webp` }),
        quantity: 2,
        amount: wc.price,
        total: 2 * wc.price,
      },
      expect.objectContaining({
        product_slug: basin.slug,
        quantity: 2,
        amount: basin.price,
        total: 2 * basin.price,
      }),
    ]);

    let dashboard = (await call('/api/customer/dashboard', me.token)).body;
    expect(dashboard).toMatchObject({
      result: 'success',
      totalOrders: 1,
      pendingOrders: 1,
      processingOrders: 0,
      completedOrders: 0,
      canceledOrders: 0,
    });
    expect((dashboard.orders as { slug: string }[]).map((o) => o.slug)).toEqual([slug]);

    const cancelled = await call(`/api/customer/orders/${slug}`, me.token, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ result: 'success', message: 'Your order has been cancelled.' });
    const after = await call(`/api/customer/orders/${slug}`, me.token);
    expect(after.body.order).toMatchObject({ status: 5, status_label: 'Cancelled' });

    dashboard = (await call('/api/customer/dashboard', me.token)).body;
    expect(dashboard).toMatchObject({ totalOrders: 1, pendingOrders: 0, canceledOrders: 1 });

    // Cancelling again: the order is no longer pending.
    const twice = await call(`/api/customer/orders/${slug}`, me.token, { method: 'POST' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ result: 'error', message: 'Only a pending order can be cancelled.' });
  });

  it('prices the order from current prices, not from when the line was added', async () => {
    await add(ram.token, mixer.slug, 3);
    await server.app.db.update(products).set({ price: 4_000 }).where(eq(products.id, mixer.id));
    const placed = await checkout(ram.token);
    expect(placed.status).toBe(201);
    const [order] = await server.app.db
      .select()
      .from(orders)
      .where(eq(orders.slug, String(placed.body.slug)));
    expect(order?.totalAmount).toBe(12_000);
    const items = await server.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0));
    expect(items).toMatchObject([{ productSlug: mixer.slug, quantity: 3, amount: 4_000, total: 12_000 }]);
    await server.app.db.update(products).set({ price: mixer.price }).where(eq(products.id, mixer.id));
  });

  it('creates one order for the same Idempotency-Key sent twice, and answers with the same slug', async () => {
    await add(ram.token, wc.slug, 1);
    const before = await orderCount(ram.email);
    const key = 'retry-key-0001';
    const first = await checkout(ram.token, address, key);
    expect(first.status).toBe(201);
    const second = await checkout(ram.token, address, key);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.res.headers.get('idempotent-replayed')).toBe('true');
    expect(await orderCount(ram.email)).toBe(before + 1);

    // The same key with another form is not a retry.
    const other = await checkout(ram.token, { ...address, city: 'Lalitpur' }, key);
    expect(other.status).toBe(422);
    expect(await orderCount(ram.email)).toBe(before + 1);

    // The customer adds something new, and the old key comes again: that is another cart, never "placed"
    // with the old order while the new line stays behind.
    await add(ram.token, basin.slug, 1);
    const reused = await checkout(ram.token, address, key);
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({
      result: 'error',
      message:
        'This checkout was already placed as an order, and your cart has changed since. Please review your cart and check out again.',
    });
    expect(await orderCount(ram.email)).toBe(before + 1);
    expect((await call('/api/carts/count', ram.token)).body.totalCart).toBe(1);
    // A new key orders the new cart.
    expect((await checkout(ram.token, address, 'retry-key-0002')).status).toBe(201);
    expect(await orderCount(ram.email)).toBe(before + 2);
    await server.app.db.execute(
      sql`delete from cart_lines where customer_id = (select id from customers where email = ${ram.email})`,
    );
  });

  it('lets a key go after 24 hours: the same key then places a new order', async () => {
    const me = await registerAndLogin(server);
    await add(me.token, wc.slug, 1);
    const first = await checkout(me.token, address, 'daily-key');
    expect(first.status).toBe(201);
    await server.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 24 * 3600_000 - 60_000) })
      .where(eq(orders.slug, String(first.body.slug)));
    await add(me.token, basin.slug, 1);
    const next = await checkout(me.token, address, 'daily-key');
    expect(next.status).toBe(201);
    expect(next.body.slug).not.toBe(first.body.slug);
    expect(await orderCount(me.email)).toBe(2);
  });

  it('creates one order for two concurrent checkouts with one key', async () => {
    const me = await registerAndLogin(server);
    await add(me.token, wc.slug, 1);
    await add(me.token, basin.slug, 1);
    const key = 'concurrent-key-42';
    const answers = await Promise.all([1, 2, 3].map(() => checkout(me.token, address, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.slug)).size).toBe(1);
    expect(await orderCount(me.email)).toBe(1);
    const [order] = await server.app.db
      .select()
      .from(orders)
      .where(eq(orders.slug, String(answers[0]?.body.slug)));
    expect(order?.totalAmount).toBe(wc.price + basin.price);
  });

  it('creates one order for a double click without a key (the second finds the cart empty)', async () => {
    const me = await registerAndLogin(server);
    await add(me.token, mixer.slug, 2);
    const answers = await Promise.all([checkout(me.token), checkout(me.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await orderCount(me.email)).toBe(1);
  });

  it('stores script and SQL-looking text verbatim and returns it as inert JSON strings', async () => {
    await add(ram.token, wc.slug, 1);
    const script = '<script>alert(1)</script>';
    const sqlish = "'; drop table customers; --";
    const placed = await checkout(ram.token, {
      ...address,
      name: script,
      company_name: sqlish,
      note: `${script} ${sqlish}`,
    });
    expect(placed.status).toBe(201);
    const res = await server.request(`/api/customer/orders/${String(placed.body.slug)}`, {
      token: ram.token,
    });
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(text).toContain('"name":"<script>alert(1)</script>"');
    const body = JSON.parse(text) as { order: { name: string; company_name: string; note: string } };
    expect(body.order).toMatchObject({ name: script, company_name: sqlish, note: `${script} ${sqlish}` });
    // The customers table is still there.
    const [row] = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from customers`,
    );
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe('orders', () => {
  it("answers another customer's order with 404, for reading and cancelling", async () => {
    const [mine] = await server.app.db.select().from(orders).where(eq(orders.status, 0)).limit(1);
    if (!mine) throw new Error('no pending order');
    const stranger = await registerAndLogin(server);
    const read = await call(`/api/customer/orders/${mine.slug}`, stranger.token);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ result: 'error', message: 'Order not found.' });
    const cancel = await call(`/api/customer/orders/${mine.slug}`, stranger.token, { method: 'POST' });
    expect(cancel.status).toBe(404);
    const [still] = await server.app.db.select().from(orders).where(eq(orders.id, mine.id));
    expect(still?.status).toBe(0);
    expect((await call('/api/customer/orders', stranger.token)).body).toEqual({
      result: 'success',
      orders: [],
    });
    expect((await call('/api/customer/orders/NoSuchOrder123', stranger.token)).status).toBe(404);
  });

  it('cancels only pending orders (409 otherwise) and counts every status on the dashboard', async () => {
    const me = await registerAndLogin(server);
    const slugs: string[] = [];
    for (let i = 0; i < 7; i++) {
      await add(me.token, mixer.slug, 1);
      slugs.push(String((await checkout(me.token)).body.slug));
    }
    // Statuses as the shop moves them: 0 pending ×2, 1 processing, 2 shipping, 3 delivered, 4 rejected, 5 cancelled.
    const statuses = [0, 0, 1, 2, 3, 4, 5];
    for (const [i, slug] of slugs.entries()) {
      await server.app.db
        .update(orders)
        .set({ status: statuses[i] ?? 0 })
        .where(eq(orders.slug, slug));
    }
    for (const i of [2, 3, 4, 5, 6]) {
      const res = await call(`/api/customer/orders/${slugs[i]}`, me.token, { method: 'POST' });
      expect(res.status).toBe(409);
    }
    const dashboard = (await call('/api/customer/dashboard', me.token)).body;
    expect(dashboard).toMatchObject({
      totalOrders: 7,
      pendingOrders: 2,
      processingOrders: 2,
      completedOrders: 1,
      canceledOrders: 1,
    });
    // The five most recent, newest first.
    expect((dashboard.orders as { slug: string }[]).map((o) => o.slug)).toEqual(slugs.slice(2).reverse());
    const labels = (
      (await call('/api/customer/orders', me.token)).body.orders as { status_label: string }[]
    ).map((o) => o.status_label);
    expect(labels).toEqual([
      'Cancelled',
      'Rejected',
      'Delivered',
      'Shipping',
      'Processing',
      'Pending',
      'Pending',
    ]);
  });
});

describe('the largest order the contract accepts', () => {
  it('is placed and stored whole: 100 lines of 999 at the highest price (no 32-bit total)', async () => {
    const db = server.app.db;
    const [template] = await db.select().from(products).where(eq(products.id, wc.id));
    if (!template) throw new Error('fixture product missing');
    const tag = Math.random().toString(36).slice(2, 8);
    const dear = await db
      .insert(products)
      .values(
        Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({
          slug: `dear-${tag}-${i}`,
          title: `Dear ${i}`,
          productCode: `DEAR-${tag}-${i}`,
          price: PRICE_MAX,
          brandId: template.brandId,
          categoryId: template.categoryId,
          categoryIds: template.categoryIds,
          images: template.images,
          searchText: `Dear ${i}`,
        })),
      )
      .returning({ slug: products.slug });
    const rich = await registerAndLogin(server);
    for (const product of dear.slice(0, MAX_CART_LINES)) {
      expect((await add(rich.token, product.slug, 999)).status).toBe(200);
    }
    // One product more than an order holds is refused, and said so.
    const past = await add(rich.token, String(dear[MAX_CART_LINES]?.slug), 1);
    expect(past.status).toBe(409);
    expect(past.body.message).toMatch(/holds 100 products, the most one order can/);

    const placed = await checkout(rich.token);
    expect(placed.status).toBe(201);
    const total = MAX_CART_LINES * 999 * PRICE_MAX;
    expect(total).toBeGreaterThan(2 ** 31);
    expect(Number.isSafeInteger(total * 100)).toBe(true);
    const slug = String(placed.body.slug);
    const detail = await call(`/api/customer/orders/${slug}`, rich.token);
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({ total_amount: total });
    expect((detail.body.items as { total: number }[]).every((item) => item.total === 999 * PRICE_MAX)).toBe(
      true,
    );
    // The invoice spells it (kharab) and the PDF is made.
    const pdf = await server.request(`/api/customer/orders/${slug}/invoice.pdf`, { token: rich.token });
    expect(pdf.status).toBe(200);
    const [stored] = await db.select({ total: orders.totalAmount }).from(orders).where(eq(orders.slug, slug));
    expect(stored?.total).toBe(total);
  });

  it('is checked at checkout too: a cart past the most (lines added another way) is refused with 422', async () => {
    const crowded = await registerAndLogin(server);
    const [customer] = await queryRows<{ id: number }>(
      server.app.db,
      sql`select id from customers where email = ${crowded.email}`,
    );
    const ids = await queryRows<{ id: number }>(
      server.app.db,
      sql`select id from products where published order by id limit ${MAX_CART_LINES + 1}`,
    );
    expect(ids).toHaveLength(MAX_CART_LINES + 1);
    await server.app.db
      .insert(cartLines)
      .values(ids.map((p) => ({ customerId: Number(customer?.id), productId: p.id, quantity: 1 })));
    const refused = await checkout(crowded.token);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/at most 100 products/);
  });
});
