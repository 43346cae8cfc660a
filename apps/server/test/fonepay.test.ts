// Fonepay dynamic QR over real HTTP against the local simulator (@sajilo/gateways, docs/nepal.md "Payments"):
// the QR is asked by the server for the order's amount with its HMAC-SHA512 signature, the order is paid only
// when Fonepay's status says success for that prn and amount, pages asking at once pay it once with one VAT
// invoice, and an unpaid QR expires into the attempts model (pay again, cash on delivery, a late payment
// paid or recorded to refund). Production refuses the simulator's address.

import { FONEPAY_TEST, fonepayHmac, type GatewaySimulator, startGatewaySimulator } from '@sajilo/gateways';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { orders, outbox, paymentAttempts } from '../src/db/schema.js';
import { sweepPayments } from '../src/services/payments/index.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let sim: GatewaySimulator;
let server: TestServer;
let ram: TestCustomer;
let sita: TestCustomer;
let wc: ShopProduct;
let basin: ShopProduct;

const address = {
  name: 'Ram Thapa',
  email: 'ram@example.com',
  phone_number: '9841000000',
  state: 'Bagmati Province',
  district: 'Kathmandu',
  city: 'Kathmandu Metropolitan City',
  ward: 10,
  street_address: 'Baneshwor',
};

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field; the test server checks each against the contract.
type Json = Record<string, any>;

async function call(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Json };
}

const fill = async (token: string, lines: [ShopProduct, number][]) => {
  for (const [p, quantity] of lines) {
    const r = await call(`/api/carts/${p.slug}/added`, token, { method: 'POST', json: { quantity } });
    expect(r.status).toBeLessThan(300);
  }
};
const order = async (token: string, slug: string) => (await call(`/api/customer/orders/${slug}`, token)).body;
const checkout = (token: string, json: Json = {}) =>
  call('/api/checkouts', token, { method: 'POST', json: { ...address, payment_method: 'fonepay', ...json } });
const poll = (token: string, slug: string) =>
  call('/api/payments/fonepay/confirm', token, { method: 'POST', json: { order: slug } });
/** What a bank app does when the shopper scans the QR: the simulator's Pay or Fail button. */
const scan = (prn: string, press: 'pay' | 'fail' = 'pay') =>
  fetch(`${sim.url}/fonepay/${press}`, {
    method: 'POST',
    body: new URLSearchParams({ prn }),
    redirect: 'manual',
  });
const placeFonepay = async (token: string) => {
  await fill(token, [[wc, 1]]);
  const placed = await checkout(token);
  expect(placed.status).toBe(201);
  return placed.body as { slug: string; payment: Json };
};

beforeAll(async () => {
  sim = await startGatewaySimulator();
  const payments = { ...loadConfig(sim.env).payments, timeoutMs: 1000 };
  server = await startServer({ payments });
  [wc, basin] = (await insertShop(server)).products as [ShopProduct, ShopProduct];
  ram = await registerAndLogin(server);
  sita = await registerAndLogin(server, { first_name: 'Sita' });
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

describe('Fonepay QR', () => {
  it('asks the QR for the server’s amount, signed, and pays the order only once Fonepay says success', async () => {
    await fill(ram.token, [
      [wc, 1],
      [basin, 2],
    ]);
    const placed = await checkout(ram.token);
    expect(placed.status).toBe(201);
    const payment = placed.body.payment as Json;
    const { order: o } = await order(ram.token, placed.body.slug);
    expect(o).toMatchObject({ payment_method: 'fonepay', payment_status: 'pending', invoice_number: null });
    expect(payment).toMatchObject({ method: 'fonepay', order: o.slug, amount: o.total_amount });
    // The simulator took the request only with a valid dataValidation; it holds the server's amount.
    const qr = sim.fonepay.get(payment.prn);
    expect(qr).toMatchObject({ amount: String(o.total_amount), remarks1: o.order_name, status: 'pending' });
    expect(payment.qr_message).toBe(qr?.qrMessage);
    expect(payment.prn.length).toBeLessThanOrEqual(25);
    expect(new Date(payment.expires_at).getTime()).toBeGreaterThan(Date.now());

    // Waiting: still pending, the same QR to show.
    const waiting = await poll(ram.token, o.slug);
    expect(waiting.status).toBe(200);
    expect(waiting.body.order.payment_status).toBe('pending');
    expect(waiting.body.qr).toMatchObject({ prn: payment.prn, qr_message: payment.qr_message });

    expect((await scan(payment.prn)).status).toBe(303);
    const paid = await poll(ram.token, o.slug);
    expect(paid.body.order).toMatchObject({ payment_status: 'paid', payment: 'Fonepay QR' });
    expect(paid.body.order.invoice_number).toMatch(/-\d{6}$/);
    expect(paid.body.qr).toBeNull();
    // A later poll (a reload) answers the order as it is.
    const again = await poll(ram.token, o.slug);
    expect(again.body.order.invoice_number).toBe(paid.body.order.invoice_number);
    // The status check was signed over prn,merchantCode.
    expect(sim.calls.filter((c) => c.endsWith('thirdPartyDynamicQrGetStatus')).length).toBeGreaterThan(0);
  });

  it('takes no amount or verdict from the client, and shows another customer nothing', async () => {
    // An amount sent with the checkout is not the QR's: the server's total is.
    await fill(ram.token, [[wc, 1]]);
    const placed = await checkout(ram.token, { total_amount: 1, amount: 1 });
    expect(placed.status).toBe(201);
    const { slug, payment } = placed.body as { slug: string; payment: Json };
    const total = (await order(ram.token, slug)).order.total_amount;
    expect(total).toBeGreaterThanOrEqual(wc.price);
    expect(payment.amount).toBe(total);
    expect(sim.fonepay.get(payment.prn)?.amount).toBe(String(total));
    // The client cannot say it was paid: only Fonepay's status counts.
    const claimed = await call('/api/payments/fonepay/confirm', ram.token, {
      method: 'POST',
      json: { order: slug, paymentStatus: 'success', amount: 1 },
    });
    expect(claimed.body.order.payment_status).toBe('pending');
    expect((await poll(sita.token, slug)).status).toBe(404);
    expect((await order(ram.token, slug)).order).toMatchObject({
      payment_status: 'pending',
      invoice_number: null,
    });
  });

  it('refuses a status for another amount or another payment, and never pays it', async () => {
    const { slug, payment } = await placeFonepay(ram.token);
    const qr = sim.fonepay.get(payment.prn);
    if (!qr) throw new Error('no QR');
    qr.status = 'success';
    qr.reportedAmount = String(payment.amount - 1);
    const other = await poll(ram.token, slug);
    expect(other.status).toBe(422);
    expect((await order(ram.token, slug)).order.payment_status).toBe('pending');
    qr.reportedAmount = undefined;
    qr.reportedPrn = 'someone-elses-prn';
    expect((await poll(ram.token, slug)).status).toBe(502);
    expect((await order(ram.token, slug)).order).toMatchObject({
      payment_status: 'pending',
      invoice_number: null,
    });
    qr.reportedPrn = undefined;
    expect((await poll(ram.token, slug)).body.order.payment_status).toBe('paid');
  });

  it('gets no QR with a wrong secret (the signature is refused) and pays nothing', async () => {
    const wrong = await startServer({
      payments: {
        ...loadConfig({ ...sim.env, FONEPAY_SECRET_KEY: 'not-the-secret' }).payments,
        timeoutMs: 1000,
      },
    });
    try {
      const [product] = (await insertShop(wrong)).products as [ShopProduct];
      const shopper = await registerAndLogin(wrong);
      const before = sim.fonepay.size;
      await wrong.request(`/api/carts/${product.slug}/added`, {
        token: shopper.token,
        method: 'POST',
        json: { quantity: 1 },
      });
      const res = await wrong.request('/api/checkouts', {
        token: shopper.token,
        method: 'POST',
        json: { ...address, payment_method: 'fonepay' },
      });
      expect(res.status).toBe(502);
      expect(sim.fonepay.size).toBe(before);
    } finally {
      await wrong.close();
    }
    expect(
      fonepayHmac(['14', '5d76d323-d1f6', 'NBQM', 'test1', 'test2'], 'a7e3512f5032480a83137793cb2021dc'),
    ).toBe(
      '5ae718032328ae5615fa4694dfbf3ecd13432bd49031e7285a3f8bc122ecbb8e833e83c7a11f895d30f3e8fd1906317aece113675166ae0d804ecf32a8bbdbaf'.toLowerCase(),
    );
  });

  it('pays once, with one invoice and one mail, when pages ask at the same time', async () => {
    const { slug, payment } = await placeFonepay(ram.token);
    await scan(payment.prn);
    const { order: placed } = await order(ram.token, slug);
    const mails = () =>
      server.app.db
        .select()
        .from(outbox)
        .where(like(outbox.body, `%${placed.order_name}%`));
    const before = (await mails()).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => poll(ram.token, slug)));
    for (const a of answers) expect(a.status).toBe(200);
    const numbers = new Set(answers.map((a) => a.body.order.invoice_number));
    expect(numbers.size).toBe(1);
    const [row] = await server.app.db.select().from(orders).where(eq(orders.slug, slug));
    const attempts = await server.app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, row?.id ?? 0));
    expect(attempts.map((a) => a.status)).toEqual(['paid']);
    expect(row?.paymentStatus).toBe('paid');
    expect((await mails()).length - before).toBe(1);
  });

  it('expires an unscanned QR; it can be paid again or switched, and a late scan is paid or kept to refund', async () => {
    const first = await placeFonepay(ram.token);
    const expire = () =>
      server.app.db
        .update(paymentAttempts)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(paymentAttempts.status, 'pending'));
    await expire();
    await sweepPayments(server.app);
    const expired = await poll(ram.token, first.slug);
    expect(expired.body.order.payment_status).toBe('expired');
    expect(expired.body.qr).toBeNull();
    // A late scan of the expired QR: the order is paid (its goods taken again).
    await scan(first.payment.prn);
    expect((await poll(ram.token, first.slug)).body.order.payment_status).toBe('paid');

    // Failed at Fonepay: the payment expires; paying again makes a new QR; switching to cash on delivery
    // leaves the new QR, scanned later, as a duplicate for the shop to refund.
    const second = await placeFonepay(ram.token);
    await scan(second.payment.prn, 'fail');
    expect((await poll(ram.token, second.slug)).body.order.payment_status).toBe('expired');
    const again = await call(`/api/customer/orders/${second.slug}/payment`, ram.token, {
      method: 'POST',
      json: { payment_method: 'fonepay' },
    });
    expect(again.status).toBe(200);
    expect(again.body.payment.prn).not.toBe(second.payment.prn);
    const cod = await call(`/api/customer/orders/${second.slug}/payment`, ram.token, {
      method: 'POST',
      json: { payment_method: 'cod' },
    });
    expect(cod.status).toBe(200);
    await scan(again.body.payment.prn);
    // The payment page, asked once more, finds it: the order stays cash on delivery, the payment is owed back.
    const late = await poll(ram.token, second.slug);
    expect(late.body.order.payment_status).toBe('unpaid');
    expect(late.body.qr).toBeNull();
    expect(late.body.message).toBe(
      'This payment came after your order was already paid, switched to cash on delivery or cancelled. We will refund it within 7 days.',
    );
    const { order: o, payment_attempts } = await order(ram.token, second.slug);
    expect(o.payment_status).toBe('unpaid');
    expect(payment_attempts.map((a: Json) => a.status)).toEqual(['failed', 'duplicate']);
  });

  it('is refused in production at a test host or the simulator, and with the published test merchant', () => {
    const production = {
      NODE_ENV: 'production',
      APP_KEY: 'a-production-storefront-key',
      DATABASE_URL: 'postgres://shop@db/shop',
      PUBLIC_URL: 'https://api.shop.example',
      STOREFRONT_ORIGIN: 'https://shop.example',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      MAIL_FROM: 'Shop <shop@shop.example>',
      SHOP_EMAIL: 'shop@shop.example',
      SMS_API_URL: 'https://api.sparrowsms.com/v2/sms/',
      SMS_TOKEN: 'the-shops-sparrow-token',
      SMS_FROM: 'Shop',
    };
    const own = {
      FONEPAY_MERCHANT_CODE: 'SAJILO01',
      FONEPAY_SECRET_KEY: 'the shop secret',
      FONEPAY_USERNAME: 'sajilo',
      FONEPAY_PASSWORD: 'a long password',
      FONEPAY_API_URL: 'https://merchantapi.fonepay.com/api/',
    };
    expect(loadConfig(production).payments.fonepay.enabled).toBe(false);
    expect(loadConfig({ ...production, ...own }).payments.fonepay).toMatchObject({
      enabled: true,
      apiUrl: 'https://merchantapi.fonepay.com/api/',
    });
    expect(() => loadConfig({ ...production, ...own, FONEPAY_API_URL: sim.env.FONEPAY_API_URL })).toThrow(
      /FONEPAY_API_URL: 127\.0\.0\.1 is a local address \(a simulator\)/,
    );
    expect(() =>
      loadConfig({ ...production, ...own, FONEPAY_API_URL: 'https://uat-new-merchant-api.fonepay.com/api/' }),
    ).toThrow(/FONEPAY_API_URL: uat-new-merchant-api\.fonepay\.com is the gateway's test host/);
    expect(() =>
      loadConfig({ ...production, ...own, FONEPAY_MERCHANT_CODE: FONEPAY_TEST.merchantCode }),
    ).toThrow(/FONEPAY_MERCHANT_CODE: this is the gateway's public sandbox credential/);
    expect(() => loadConfig({ ...production, PAYMENT_METHODS: 'cod,fonepay' })).toThrow(
      /FONEPAY_API_URL: Fonepay QR is offered/,
    );
  });
});
