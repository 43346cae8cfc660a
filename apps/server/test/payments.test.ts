// Online payments over real HTTP against a local eSewa/Khalti simulator (@sajilo/gateways, apps/gateways):
// the order exists before the redirect with the server's amount, only the gateway's status API marks it
// paid, a tampered or replayed callback never does, and failed or abandoned payments put the cart back.
// Also the cash-on-delivery VAT invoice: its fiscal-year number, 13 % VAT, words, BS and AD dates.

import { ESEWA_TEST, type GatewaySimulator, hmac, startGatewaySimulator } from '@sajilo/gateways';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { orders, paymentAttempts } from '../src/db/schema.js';
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
const cartSlugs = async (token: string) => {
  const r = await call('/api/carts', token);
  return (r.body.products as Json[]).map((l) => `${l.slug}:${l.qty}`);
};
const emptyCart = async (token: string) => {
  const r = await call('/api/carts', token);
  for (const line of r.body.products as Json[])
    await call(`/api/carts/${line.id}`, token, { method: 'DELETE' });
};
const order = async (token: string, slug: string) => (await call(`/api/customer/orders/${slug}`, token)).body;
const checkout = (token: string, payment_method: string) =>
  call('/api/checkouts', token, { method: 'POST', json: { ...address, payment_method } });

/** Posts eSewa's form as the browser would and presses "pay" on the simulator; the success redirect's data. */
async function payWithEsewa(fields: Record<string, string>, action: string, press: 'pay' | 'cancel' = 'pay') {
  const form = await fetch(action, { method: 'POST', body: new URLSearchParams(fields) });
  expect(form.status).toBe(200);
  const go = await fetch(
    `${sim.url}/esewa/${press}?uuid=${encodeURIComponent(fields.transaction_uuid ?? '')}`,
    {
      redirect: 'manual',
    },
  );
  expect(go.status).toBe(302);
  return new URL(go.headers.get('location') ?? '');
}

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

describe('cash on delivery and the VAT invoice', () => {
  it('numbers the invoice in the fiscal year series and splits 13 % VAT out of the total', async () => {
    await fill(ram.token, [[wc, 2]]);
    const placed = await checkout(ram.token, 'cod');
    expect(placed.status).toBe(201);
    expect(placed.body.payment).toBeUndefined();
    const { order: o, invoice } = await order(ram.token, placed.body.slug);
    expect(o.payment_method).toBe('cod');
    expect(o.payment_status).toBe('unpaid');
    expect(o.address).toBe('Baneshwor, Ward 10, Kathmandu Metropolitan City, Kathmandu, Bagmati Province');
    expect(o.invoice_number).toMatch(/^\d{4}\/\d{2}-000001$/);
    expect(o.date_bs).toMatch(/^\d{1,2} [A-Z][a-z]+ 20\d\d BS$/);
    // 2 x Rs 24,500 = Rs 49,000 incl. VAT: 43,362.83 taxable + 5,637.17 VAT.
    expect(invoice).toMatchObject({
      number: o.invoice_number,
      vat_rate: 13,
      total_amount: 49_000,
      taxable_amount: 43_362.83,
      vat_amount: 5_637.17,
      total_in_words: 'Rupees Forty-Nine Thousand Only',
      total_in_words_ne: 'रुपैयाँ उनन्पचास हजार मात्र',
    });
    expect(invoice.fiscal_year).toBe(o.invoice_number.slice(0, 7));
    // The Nepali dates in the server's Latin digits, as the Nepali pages write numbers by default; a page whose
    // visitor chose Devanagari digits turns them (docs/nepal.md "Languages").
    expect(invoice.date_bs_ne).toMatch(/^\d{1,2} [\u0900-\u097F]+ 20\d\d वि\.सं\.$/);
    expect(invoice.date_ad).toMatch(/^\d{1,2} [A-Z][a-z]{2} 20\d\d AD$/);
    expect(invoice.date_ad_ne).toMatch(/^\d{1,2} [\u0900-\u097F]+ 20\d\d ई\.सं\.$/);
    expect(invoice.lines).toEqual([
      {
        kind: 'goods',
        description: 'Aqua Wall Hung WC',
        description_ne: null,
        quantity: 2,
        rate: 21_681.42,
        amount: 43_362.83,
        vat: 5_637.17,
      },
    ]);

    await fill(ram.token, [[basin, 1]]);
    const second = await checkout(ram.token, 'cod');
    const next = (await order(ram.token, second.body.slug)).order;
    expect(next.invoice_number).toBe(o.invoice_number.replace(/000001$/, '000002'));
  });
});

describe('eSewa', () => {
  it('creates the order before the redirect, signs the server amount, and marks it paid only after the status check', async () => {
    await fill(ram.token, [
      [wc, 1],
      [basin, 2],
    ]);
    const placed = await checkout(ram.token, 'esewa');
    expect(placed.status).toBe(201);
    const payment = placed.body.payment as { method: string; action: string; fields: Record<string, string> };
    expect(payment.method).toBe('esewa');
    expect(payment.action).toBe(sim.env.ESEWA_FORM_URL);
    const f = payment.fields;
    expect(f).toMatchObject({ total_amount: '42300', amount: '42300', product_code: 'EPAYTEST' });
    expect(f.signed_field_names).toBe('total_amount,transaction_uuid,product_code');
    expect(f.signature).toBe(hmac(ESEWA_TEST.secretKey, 'total_amount,transaction_uuid,product_code', f));
    expect(f.success_url).toBe(`http://localhost:3999/payments/esewa?order=${placed.body.slug}`);
    // The order exists, pending, and the cart is empty while the shopper pays.
    let o = (await order(ram.token, placed.body.slug)).order;
    expect(o).toMatchObject({ payment_method: 'esewa', payment_status: 'pending', invoice_number: null });
    expect(await cartSlugs(ram.token)).toEqual([]);

    const back = await payWithEsewa(f, payment.action);
    const data = back.searchParams.get('data') ?? '';
    const statusCalls = () => sim.calls.filter((c) => c === 'GET /api/epay/transaction/status/').length;
    const before = statusCalls();
    const confirmed = await call('/api/payments/esewa/confirm', ram.token, {
      method: 'POST',
      json: { data },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.payment_status).toBe('paid');
    expect(statusCalls()).toBe(before + 1);
    o = (await order(ram.token, placed.body.slug)).order;
    expect(o.invoice_number).toMatch(/-\d{6}$/);

    // A replay changes nothing and asks nobody.
    const replay = await call('/api/payments/esewa/confirm', ram.token, { method: 'POST', json: { data } });
    expect(replay.status).toBe(200);
    expect(replay.body.order).toMatchObject({ payment_status: 'paid', invoice_number: o.invoice_number });
    expect(statusCalls()).toBe(before + 1);
    // Another customer cannot use it.
    const other = await call('/api/payments/esewa/confirm', sita.token, { method: 'POST', json: { data } });
    expect(other.status).toBe(404);
  });

  it('refuses a tampered callback: another amount, a wrong signature, a missing signed field', async () => {
    await fill(ram.token, [[wc, 1]]);
    const placed = await checkout(ram.token, 'esewa');
    const f = placed.body.payment.fields as Record<string, string>;
    await payWithEsewa(f, placed.body.payment.action);
    const uuid = f.transaction_uuid ?? '';
    const tampered = [
      sim.esewaSuccessData(uuid, { total_amount: '10.0' }),
      sim.esewaSuccessData(uuid, {}, 'not the merchant secret'),
      sim.esewaSuccessData(uuid, { signed_field_names: 'transaction_uuid,product_code' }),
      Buffer.from('not json').toString('base64'),
    ];
    for (const data of tampered) {
      const r = await call('/api/payments/esewa/confirm', ram.token, { method: 'POST', json: { data } });
      expect(r.status).toBe(422);
      expect(r.body.result).toBe('error');
    }
    // Signed with the secret but for another amount than the order's (what a leaked secret could forge).
    const forged = JSON.parse(Buffer.from(sim.esewaSuccessData(uuid), 'base64').toString()) as Json;
    forged.total_amount = '100.0';
    forged.signature = hmac(ESEWA_TEST.secretKey, forged.signed_field_names, forged);
    const r = await call('/api/payments/esewa/confirm', ram.token, {
      method: 'POST',
      json: { data: Buffer.from(JSON.stringify(forged)).toString('base64') },
    });
    expect(r.status).toBe(422);
    expect((await order(ram.token, placed.body.slug)).order.payment_status).toBe('pending');
  });

  it('keeps a payment pending while eSewa says PENDING, and pays nothing eSewa calls refunded', async () => {
    await fill(ram.token, [[basin, 1]]);
    const placed = await checkout(ram.token, 'esewa');
    const f = placed.body.payment.fields as Record<string, string>;
    const back = await payWithEsewa(f, placed.body.payment.action);
    const t = sim.esewa.get(f.transaction_uuid ?? '');
    if (!t) throw new Error('no transaction');
    t.status = 'PENDING';
    const data = back.searchParams.get('data') ?? '';
    const pending = await call('/api/payments/esewa/confirm', ram.token, { method: 'POST', json: { data } });
    expect(pending.body.order.payment_status).toBe('pending');
    t.status = 'FULL_REFUND';
    const refunded = await call('/api/payments/esewa/confirm', ram.token, { method: 'POST', json: { data } });
    expect(refunded.body.order).toMatchObject({ payment_status: 'refunded', status_label: 'Cancelled' });
  });

  it('answers 502 and changes nothing when eSewa does not answer in time', async () => {
    await fill(ram.token, [[basin, 1]]);
    const placed = await checkout(ram.token, 'esewa');
    const f = placed.body.payment.fields as Record<string, string>;
    const back = await payWithEsewa(f, placed.body.payment.action);
    sim.delayMs = 1500;
    try {
      const r = await call('/api/payments/esewa/confirm', ram.token, {
        method: 'POST',
        json: { data: back.searchParams.get('data') },
      });
      expect(r.status).toBe(502);
      expect(r.body.message).toMatch(/eSewa could not be reached/);
    } finally {
      sim.delayMs = 0;
    }
    expect((await order(ram.token, placed.body.slug)).order.payment_status).toBe('pending');
  });

  it('expires a cancelled payment: the order stays, to be paid again or switched to cash on delivery', async () => {
    await fill(ram.token, [[wc, 3]]);
    const placed = await checkout(ram.token, 'esewa');
    const back = await payWithEsewa(placed.body.payment.fields, placed.body.payment.action, 'cancel');
    expect(back.pathname).toBe('/payments/failed');
    const r = await call(`/api/customer/orders/${placed.body.slug}/payment/abandon`, ram.token, {
      method: 'POST',
    });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({ payment_status: 'expired', status_label: 'Pending' });
    expect(r.body.message).toMatch(/pay again or choose cash on delivery/);
    // Open for a day (PAYMENT_RETRY_WINDOW's default).
    expect(Date.parse(r.body.order.pay_by) - Date.now()).toBeGreaterThan(86_000_000);
    expect(await cartSlugs(ram.token)).toEqual([]);
    const again = await call(`/api/customer/orders/${placed.body.slug}/payment/abandon`, ram.token, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    await emptyCart(ram.token);
  });
});

describe('the way back from a gateway', () => {
  it('is the return page in the language the shopper paid from', async () => {
    const nepali = (payment_method: string) =>
      server.request('/api/checkouts', {
        token: sita.token,
        method: 'POST',
        json: { ...address, payment_method },
        headers: { 'Accept-Language': 'ne' },
      });
    await fill(sita.token, [[basin, 1]]);
    const esewa = (await (await nepali('esewa')).json()) as Json;
    expect(esewa.payment.fields.success_url).toBe(
      `http://localhost:3999/ne/payments/esewa?order=${esewa.slug}`,
    );
    expect(esewa.payment.fields.failure_url).toBe(
      `http://localhost:3999/ne/payments/failed?order=${esewa.slug}`,
    );
    await fill(sita.token, [[basin, 1]]);
    const khalti = (await (await nepali('khalti')).json()) as Json;
    const pidx = new URL(khalti.payment.payment_url).searchParams.get('pidx') ?? '';
    expect(sim.khalti.get(pidx)?.returnUrl).toBe(
      `http://localhost:3999/ne/payments/khalti?order=${khalti.slug}`,
    );
    // Paying again from a Nepali page comes back to it too.
    const again = await server.request(`/api/customer/orders/${esewa.slug}/payment`, {
      token: sita.token,
      method: 'POST',
      json: { payment_method: 'esewa' },
      headers: { 'Accept-Language': 'ne' },
    });
    const body = (await again.json()) as Json;
    expect(body.payment.fields.success_url).toBe(
      `http://localhost:3999/ne/payments/esewa?order=${esewa.slug}`,
    );
  });
});

describe('Khalti', () => {
  it('initiates on the server in paisa and marks the order paid only after the lookup says Completed', async () => {
    await fill(sita.token, [[wc, 1]]);
    const placed = await checkout(sita.token, 'khalti');
    expect(placed.status).toBe(201);
    const { payment_url, pidx } = placed.body.payment as { payment_url: string; pidx: string };
    expect(payment_url).toBe(`${sim.url}/khalti/pay?pidx=${pidx}`);
    expect(sim.khalti.get(pidx)).toMatchObject({ amount: 2_450_000, purchaseOrderId: placed.body.slug });
    // The shopper pays and comes back with pidx (and claims of their own, which are not trusted).
    const go = await fetch(`${payment_url}&go=1`, { redirect: 'manual' });
    const back = new URL(go.headers.get('location') ?? '');
    expect(back.searchParams.get('status')).toBe('Completed');
    const r = await call('/api/payments/khalti/confirm', sita.token, { method: 'POST', json: { pidx } });
    expect(r.body.order.payment_status).toBe('paid');
    const replay = await call('/api/payments/khalti/confirm', sita.token, { method: 'POST', json: { pidx } });
    expect(replay.body.order.payment_status).toBe('paid');
    expect(await cartSlugs(sita.token)).toEqual([]);
  });

  it('never pays an amount other than the order, a refunded or an initiated-only payment', async () => {
    await fill(sita.token, [[basin, 1]]);
    const placed = await checkout(sita.token, 'khalti');
    const pidx = placed.body.payment.pidx as string;
    const p = sim.khalti.get(pidx);
    if (!p) throw new Error('no payment');
    const confirm = () =>
      call('/api/payments/khalti/confirm', sita.token, { method: 'POST', json: { pidx } });
    expect((await confirm()).body.order.payment_status).toBe('pending');
    p.status = 'Completed';
    p.reportedAmount = 1000;
    expect((await confirm()).status).toBe(422);
    expect((await order(sita.token, placed.body.slug)).order.payment_status).toBe('pending');
    p.reportedAmount = undefined;
    p.status = 'Refunded';
    expect((await confirm()).body.order.payment_status).toBe('refunded');
  });

  it('keeps the order to pay again when Khalti cannot initiate, or the shopper cancels', async () => {
    await fill(sita.token, [[basin, 2]]);
    const before = (await call('/api/customer/orders', sita.token)).body.orders.length;
    sim.failWith500 = true;
    try {
      const r = await checkout(sita.token, 'khalti');
      expect(r.status).toBe(502);
      expect(r.body.message).toMatch(/Khalti could not be reached/);
    } finally {
      sim.failWith500 = false;
    }
    const [kept] = (await call('/api/customer/orders', sita.token)).body.orders as Json[];
    expect(kept).toMatchObject({
      payment_method: 'khalti',
      payment_status: 'expired',
      status_label: 'Pending',
    });
    const again = await call(`/api/customer/orders/${kept?.slug}/payment`, sita.token, {
      method: 'POST',
      json: { payment_method: 'khalti' },
    });
    expect(again.status).toBe(200);
    const pidx = again.body.payment.pidx as string;
    await fetch(`${sim.url}/khalti/cancel?pidx=${pidx}&go=1`, { redirect: 'manual' });
    const r = await call('/api/payments/khalti/confirm', sita.token, { method: 'POST', json: { pidx } });
    expect(r.body.order.payment_status).toBe('expired');
    // One order all along, however many attempts.
    expect((await call('/api/customer/orders', sita.token)).body.orders).toHaveLength(before + 1);
    expect((await order(sita.token, kept?.slug)).payment_attempts.map((a: Json) => a.status)).toEqual([
      'failed',
      'failed',
    ]);
    const unknown = await call('/api/payments/khalti/confirm', sita.token, {
      method: 'POST',
      json: { pidx: 'nope' },
    });
    expect(unknown.status).toBe(404);
    await emptyCart(sita.token);
  });
});

describe('abandoned payments', () => {
  it('expire after their time unless the gateway completed them; unpaid orders are cancelled later', async () => {
    await fill(ram.token, [[basin, 1]]);
    const abandoned = await checkout(ram.token, 'esewa');
    await fill(ram.token, [[wc, 1]]);
    const paidLate = await checkout(ram.token, 'esewa');
    // The second was paid but the shopper never came back to the shop.
    await payWithEsewa(paidLate.body.payment.fields, paidLate.body.payment.action);
    await server.app.db
      .update(paymentAttempts)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(paymentAttempts.status, 'pending'));
    expect(await sweepPayments(server.app)).toBeGreaterThanOrEqual(2);
    expect((await order(ram.token, abandoned.body.slug)).order).toMatchObject({
      payment_status: 'expired',
      status_label: 'Pending',
    });
    expect((await order(ram.token, paidLate.body.slug)).order.payment_status).toBe('paid');
    // Past PAYMENT_RETRY_WINDOW an unpaid order is cancelled, and My Orders no longer lists it.
    await server.app.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.paymentStatus, 'expired'));
    expect(await sweepPayments(server.app)).toBeGreaterThanOrEqual(1);
    expect((await order(ram.token, abandoned.body.slug)).order).toMatchObject({
      payment_status: 'expired',
      status_label: 'Cancelled',
    });
    expect((await order(ram.token, abandoned.body.slug)).order).not.toHaveProperty('pay_by');
    const listed = (await call('/api/customer/orders', ram.token)).body.orders as Json[];
    expect(listed.map((o) => o.slug)).not.toContain(abandoned.body.slug);
    expect(listed.map((o) => o.slug)).toContain(paidLate.body.slug);
  });
});

describe('cancelling', () => {
  it('refuses to cancel an order paid online (the shop refunds it) but cancels cash on delivery', async () => {
    await fill(sita.token, [[basin, 1]]);
    const placed = await checkout(sita.token, 'khalti');
    const pidx = placed.body.payment.pidx as string;
    await fetch(`${sim.url}/khalti/pay?pidx=${pidx}&go=1`, { redirect: 'manual' });
    await call('/api/payments/khalti/confirm', sita.token, { method: 'POST', json: { pidx } });
    const refused = await call(`/api/customer/orders/${placed.body.slug}`, sita.token, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect((await order(sita.token, placed.body.slug)).order.payment_status).toBe('paid');
    await fill(sita.token, [[basin, 1]]);
    const cod = await checkout(sita.token, 'cod');
    const cancelled = await call(`/api/customer/orders/${cod.body.slug}`, sita.token, { method: 'POST' });
    expect(cancelled.status).toBe(200);
  });
});

describe('the address pickers’ address', () => {
  it('must be one of Nepal’s: province, a district of it, a local level of that, one of its wards', async () => {
    await emptyCart(ram.token);
    await fill(ram.token, [[basin, 1]]);
    const bad = async (change: Record<string, unknown>) =>
      call('/api/checkouts', ram.token, { method: 'POST', json: { ...address, ...change } });
    expect((await bad({ state: 'Bagmati' })).body.message).toEqual({
      state: ['Choose one of the seven provinces.'],
    });
    expect((await bad({ district: 'Kaski' })).body.message).toHaveProperty('district');
    expect((await bad({ city: 'Pokhara Metropolitan City' })).body.message).toHaveProperty('city');
    const ward = await bad({ ward: 33 });
    expect(ward.status).toBe(400);
    expect(ward.body.message).toEqual({ ward: ['Choose a ward of this municipality.'] });
    expect(await cartSlugs(ram.token)).toEqual([`${basin.slug}:1`]);
    await emptyCart(ram.token);
  });
});

describe('the profile’s address', () => {
  it('saves an address from the pickers, refuses one that is not Nepal’s, and keeps it when not sent', async () => {
    const profile = async () => (await call('/api/customer/profile', sita.token)).body.user as Json;
    const me = await profile();
    const base = { name: me.name, email: me.email, phone_number: me.phone_number };
    const address = {
      province: 'Gandaki Province',
      district: 'Kaski',
      municipality: 'Pokhara Metropolitan City',
      ward: 17,
      street_address: 'Lakeside',
    };
    const saved = await call('/api/customer/update-profile', sita.token, {
      method: 'POST',
      json: { ...base, address },
    });
    expect(saved.status).toBe(200);
    expect((await profile()).address).toEqual(address);
    const wrong = await call('/api/customer/update-profile', sita.token, {
      method: 'POST',
      json: { ...base, address: { ...address, ward: 34 } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toEqual({ ward: ['Choose a ward of this municipality.'] });
    await call('/api/customer/update-profile', sita.token, { method: 'POST', json: base });
    expect((await profile()).address).toEqual(address);
  });
});

describe('configuration', () => {
  it('offers no gateway in production without the shop’s own credentials, and refuses the sandbox ones', () => {
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
    const bare = loadConfig(production).payments;
    expect([bare.esewa.enabled, bare.khalti.enabled]).toEqual([false, false]);
    const own = loadConfig({
      ...production,
      ESEWA_PRODUCT_CODE: 'SHOP123',
      ESEWA_SECRET_KEY: 'the shop secret',
      ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
      KHALTI_SECRET_KEY: 'live_secret_key_of_the_shop',
      KHALTI_API_URL: 'https://khalti.com/api/v2/',
    }).payments;
    expect([own.esewa.enabled, own.khalti.enabled]).toEqual([true, true]);
    expect(own.esewa.formUrl).toBe('https://epay.esewa.com.np/api/epay/main/v2/form');
    expect(() => loadConfig({ ...production, ESEWA_SECRET_KEY: ESEWA_TEST.secretKey })).toThrow(
      /ESEWA_SECRET_KEY: this is the gateway's public sandbox credential/,
    );
    expect(loadConfig({}).payments.esewa).toMatchObject({ enabled: true, productCode: 'EPAYTEST' });
  });
});
