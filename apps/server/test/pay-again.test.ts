// Payments that never dead-end (docs/nepal.md "Payments"), over real HTTP against the gateway simulator
// (@sajilo/gateways): a failed eSewa payment is paid again and the order is paid once; a Khalti payment is
// switched to cash on delivery and stays one order; cancelling gives the stock back; an attempt past its
// time gives the stock back and the order can still be revived, then is cancelled; and a second payment
// completing on an order already paid (or no longer online) is a duplicate to refund, never a second sale.

import { type GatewaySimulator, startGatewaySimulator } from '@sajilo/gateways';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/db/query.js';
import { orders, paymentAttempts, stockLocations } from '../src/db/schema.js';
import { sweepPayments } from '../src/services/payments/index.js';
import { receive } from '../src/services/stock.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let sim: GatewaySimulator;
let server: TestServer;
let basin: ShopProduct;
let ipCount = 0;

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field; the test server checks each against the contract.
type Json = Record<string, any>;

/** What a shopper reads on coming back from a payment the order no longer needed. */
const REFUND_TOLD =
  'This payment came after your order was already paid, switched to cash on delivery or cancelled. We will refund it within 7 days.';

const address = {
  name: 'Ram Thapa',
  email: 'ram@example.com',
  phone_number: '9841000000',
  state: 'Bagmati Province',
  city: 'Kathmandu',
  street_address: 'Baneshwor',
};

async function call(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Json };
}
/** Each shopper from an address of their own: registration is limited per address. */
const shopper = () =>
  registerAndLogin(server, {
    headers: { 'X-Forwarded-For': `10.9.${Math.floor(++ipCount / 250)}.${ipCount % 250}` },
  });
const placeOrder = async (who: TestCustomer, method: string, quantity = 2) => {
  await call(`/api/carts/${basin.slug}/added`, who.token, { method: 'POST', json: { quantity } });
  const r = await call('/api/checkouts', who.token, {
    method: 'POST',
    json: { ...address, payment_method: method },
  });
  expect(r.status).toBe(201);
  return r.body;
};
const payAgain = (who: TestCustomer, slug: string, payment_method: string) =>
  call(`/api/customer/orders/${slug}/payment`, who.token, { method: 'POST', json: { payment_method } });
const detail = async (who: TestCustomer, slug: string) =>
  (await call(`/api/customer/orders/${slug}`, who.token)).body;
const myOrders = async (who: TestCustomer) =>
  ((await call('/api/customer/orders', who.token)).body.orders as Json[]).map((o) => o.slug);

/** Posts eSewa's form as the browser would and presses a button on the simulator's page. */
async function atEsewa(payment: Json, press: 'pay' | 'fail' | 'cancel') {
  const form = await fetch(payment.action, { method: 'POST', body: new URLSearchParams(payment.fields) });
  expect(await form.text()).toContain('Simulated eSewa — no money moves');
  const go = await fetch(
    `${sim.url}/esewa/${press}?uuid=${encodeURIComponent(payment.fields.transaction_uuid)}`,
    {
      redirect: 'manual',
    },
  );
  return new URL(go.headers.get('location') ?? '');
}
const confirmEsewa = (who: TestCustomer, back: URL) =>
  call('/api/payments/esewa/confirm', who.token, {
    method: 'POST',
    json: { data: back.searchParams.get('data') },
  });
const confirmKhalti = (who: TestCustomer, pidx: string) =>
  call('/api/payments/khalti/confirm', who.token, { method: 'POST', json: { pidx } });

/** The basin's goods in stock, and what an order holds of them. */
async function inStock(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.app.db,
    sql`SELECT coalesce(sum(s.quantity), 0)::int AS n FROM lot_stock s JOIN stock_lots l ON l.id = s.lot_id
        WHERE l.product_id = ${basin.id}`,
  );
  return row?.n ?? 0;
}
async function held(slug: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.app.db,
    sql`SELECT coalesce(sum(a.quantity), 0)::int AS n FROM stock_allocations a
        JOIN order_items i ON i.id = a.order_item_id JOIN orders r ON r.id = i.order_id
        WHERE r.slug = ${slug} AND a.released_at IS NULL`,
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  sim = await startGatewaySimulator();
  const payments = { ...loadConfig(sim.env).payments, timeoutMs: 1000 };
  server = await startServer({ payments, trustProxy: 1 });
  [, basin] = (await insertShop(server)).products as [ShopProduct, ShopProduct];
  const [warehouse] = await server.app.db
    .select()
    .from(stockLocations)
    .where(eq(stockLocations.slug, 'warehouse'));
  if (!warehouse) throw new Error('the migrations make the warehouse');
  await server.app.db.transaction((tx) =>
    receive(tx, { productId: basin.id, locationId: warehouse.id, code: 'P1', quantity: 100 }),
  );
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

describe('paying again', () => {
  it('pays a failed eSewa payment again: one order, paid once, its attempts listed', async () => {
    const ram = await shopper();
    const stock = await inStock();
    const placed = await placeOrder(ram, 'esewa');
    expect(await inStock()).toBe(stock - 2);
    const failed = await atEsewa(placed.payment, 'fail');
    expect(failed.pathname).toBe('/payments/failed');
    const abandoned = await call(`/api/customer/orders/${placed.slug}/payment/abandon`, ram.token, {
      method: 'POST',
    });
    expect(abandoned.body.order).toMatchObject({ payment_status: 'expired', status_label: 'Pending' });
    // The goods went back while nobody pays for them.
    expect(await inStock()).toBe(stock);

    const again = await payAgain(ram, placed.slug, 'esewa');
    expect(again.status).toBe(200);
    expect(again.body.slug).toBe(placed.slug);
    // A new transaction for the order's amount, signed by the server; the goods are taken again.
    expect(again.body.payment.fields.transaction_uuid).not.toBe(placed.payment.fields.transaction_uuid);
    expect(again.body.payment.fields.total_amount).toBe(placed.payment.fields.total_amount);
    expect(await held(placed.slug)).toBe(2);
    const back = await atEsewa(again.body.payment, 'pay');
    const paid = await confirmEsewa(ram, back);
    expect(paid.body.order).toMatchObject({ payment_status: 'paid', status_label: 'Pending' });
    expect(await myOrders(ram)).toEqual([placed.slug]);
    const { payment_attempts } = await detail(ram, placed.slug);
    expect(payment_attempts.map((a: Json) => `${a.method}:${a.status}`)).toEqual([
      'esewa:failed',
      'esewa:paid',
    ]);
    // Paid: nothing more to pay.
    expect((await payAgain(ram, placed.slug, 'khalti')).status).toBe(409);
    expect((await payAgain(ram, placed.slug, 'cod')).status).toBe(409);
  });

  it('switches a Khalti payment to cash on delivery: one order; a late Khalti payment is a duplicate to refund', async () => {
    const sita = await shopper();
    const placed = await placeOrder(sita, 'khalti', 1);
    const cod = await payAgain(sita, placed.slug, 'cod');
    expect(cod.status).toBe(200);
    expect(cod.body.payment).toBeUndefined();
    const { order } = await detail(sita, placed.slug);
    expect(order).toMatchObject({
      payment_method: 'cod',
      payment: 'Cash on Delivery',
      payment_status: 'unpaid',
      status_label: 'Pending',
    });
    expect(order.invoice_number).toMatch(/-\d{6}$/);
    expect(await held(placed.slug)).toBe(1);
    // The shopper's Khalti tab was still open and paid after all: recorded, refunded by the shop, not a sale.
    await fetch(`${sim.url}/khalti/pay?pidx=${placed.payment.pidx}&go=1`, { redirect: 'manual' });
    const late = await confirmKhalti(sita, placed.payment.pidx);
    expect(late.body.order).toMatchObject({ payment_method: 'cod', payment_status: 'unpaid' });
    // The shopper who just paid is told it will be refunded, not that the order is paid on delivery.
    expect(late.body.message).toBe(REFUND_TOLD);
    // Coming back again, from a Nepali page: the same, in Nepali.
    const again = await server.request('/api/payments/khalti/confirm', {
      token: sita.token,
      method: 'POST',
      json: { pidx: placed.payment.pidx },
      headers: { 'Accept-Language': 'ne' },
    });
    expect(((await again.json()) as Json).message).toBe(
      'यो भुक्तानी तपाईंको अर्डर पहिले नै भुक्तानी भएपछि, डेलिभरीमा नगदमा बदलिएपछि वा रद्द भएपछि आयो। हामी यो रकम 7 दिनभित्र फिर्ता गर्नेछौँ।',
    );
    expect((await detail(sita, placed.slug)).payment_attempts.map((a: Json) => a.status)).toEqual([
      'duplicate',
    ]);
    expect(await myOrders(sita)).toEqual([placed.slug]);
  });

  it('never pays an order twice: the first completed attempt pays it, a later one is a duplicate', async () => {
    const hari = await shopper();
    const placed = await placeOrder(hari, 'esewa', 1);
    // The first attempt's page is still open; the shopper starts a second one and pays it.
    const first = placed.payment;
    await fetch(first.action, { method: 'POST', body: new URLSearchParams(first.fields) });
    const second = await payAgain(hari, placed.slug, 'esewa');
    const paid = await confirmEsewa(hari, await atEsewa(second.body.payment, 'pay'));
    expect(paid.body.order.payment_status).toBe('paid');
    const invoice = paid.body.order.invoice_number;
    // Then pays the first too, and its confirmation arrives (twice).
    const back = await atEsewa(first, 'pay');
    for (let i = 0; i < 2; i++) {
      const late = await confirmEsewa(hari, back);
      expect(late.status).toBe(200);
      expect(late.body.order).toMatchObject({ payment_status: 'paid', invoice_number: invoice });
      expect(late.body.message).toBe(REFUND_TOLD);
    }
    const attempts = (await detail(hari, placed.slug)).payment_attempts.map((a: Json) => a.status);
    expect(attempts).toEqual(['duplicate', 'paid']);
    expect(await myOrders(hari)).toEqual([placed.slug]);
  });

  it('asks the gateway before paying again: a payment it completed settles and answers 409', async () => {
    const gita = await shopper();
    const placed = await placeOrder(gita, 'khalti', 1);
    // Paid at Khalti, but the shopper never came back to the shop.
    await fetch(`${sim.url}/khalti/pay?pidx=${placed.payment.pidx}&go=1`, { redirect: 'manual' });
    const again = await payAgain(gita, placed.slug, 'esewa');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already paid.');
    expect((await detail(gita, placed.slug)).order.payment_status).toBe('paid');
  });
});

describe('cancelling a payment', () => {
  it('cancels an order waiting for its payment and gives its stock back', async () => {
    const mina = await shopper();
    const stock = await inStock();
    const placed = await placeOrder(mina, 'esewa', 3);
    expect(await inStock()).toBe(stock - 3);
    const cancelled = await call(`/api/customer/orders/${placed.slug}`, mina.token, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(await inStock()).toBe(stock);
    expect((await detail(mina, placed.slug)).order).toMatchObject({
      status_label: 'Cancelled',
    });
    expect((await detail(mina, placed.slug)).order).not.toHaveProperty('pay_by');
    // Nothing left to pay, and the abandoned attempt crowds no history.
    expect((await payAgain(mina, placed.slug, 'cod')).status).toBe(409);
    expect(await myOrders(mina)).toEqual([]);
  });
});

describe('expiry', () => {
  it('gives the stock back when an attempt runs out, revives on paying again, and cancels after the window', async () => {
    const ram = await shopper();
    const stock = await inStock();
    const placed = await placeOrder(ram, 'khalti', 2);
    const late = await placeOrder(ram, 'khalti', 1);
    const past = sql`now() - interval '1 minute'`;
    await server.app.db
      .update(paymentAttempts)
      .set({ expiresAt: past })
      .where(sql`${paymentAttempts.ref} IN (${placed.payment.pidx}, ${late.payment.pidx})`);
    expect(await sweepPayments(server.app)).toBe(2);
    for (const slug of [placed.slug, late.slug]) {
      const { order } = await detail(ram, slug);
      expect(order).toMatchObject({ payment_status: 'expired', status_label: 'Pending' });
      expect(Date.parse(order.pay_by)).toBeGreaterThan(Date.now());
    }
    expect(await inStock()).toBe(stock);
    // Revived within the window: cash on delivery, the goods taken again.
    expect((await payAgain(ram, placed.slug, 'cod')).status).toBe(200);
    expect(await inStock()).toBe(stock - 2);
    // The other is never revived: past the window it is cancelled and leaves My Orders.
    await server.app.db.update(orders).set({ paymentExpiresAt: past }).where(eq(orders.slug, late.slug));
    expect(await sweepPayments(server.app)).toBe(1);
    expect((await detail(ram, late.slug)).order).toMatchObject({
      status_label: 'Cancelled',
    });
    expect((await detail(ram, late.slug)).order).not.toHaveProperty('pay_by');
    expect((await payAgain(ram, late.slug, 'khalti')).status).toBe(409);
    expect(await myOrders(ram)).toEqual([placed.slug]);
    expect(await inStock()).toBe(stock - 2);
  });
});
