// The contract test: on the seeded catalogue, every operation of openapi/storefront.yaml is called over
// HTTP and answers with a success; the test server validates each JSON response against the operation's
// schema (test/helpers.ts), and this file fails if any operation was never exercised.

import { type GatewaySimulator, startGatewaySimulator } from '@sajilo/gateways';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { loadContract } from '../src/contract.js';
import { orders, outbox, quoteRevisions, quotes, refunds, returns } from '../src/db/schema.js';
import { callDealerOperations } from './dealer-coverage.js';
import { confirmationToken } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let gateways: GatewaySimulator;
beforeAll(async () => {
  gateways = await startGatewaySimulator();
  const { payments, sms } = loadConfig(gateways.env);
  server = await startServer({ payments, sms }, { seeded: true });
}, 180_000);
afterAll(async () => {
  await server.close();
  await gateways.close();
});

type Json = Record<string, unknown>;
type Init = Parameters<TestServer['request']>[1];

async function ok(path: string, init: Init = {}): Promise<Json> {
  const res = await server.request(path, init);
  const text = await res.text();
  expect(res.status, `${init?.method ?? 'GET'} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
  return res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Json) : { html: text };
}

const first = <T>(list: unknown): T => {
  expect(Array.isArray(list) && list.length > 0).toBe(true);
  return (list as T[])[0] as T;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

it('every operation in the contract answers successfully with a body that matches its schema', async () => {
  const key = { key: true } as const;
  await ok('/health');
  await ok('/ready');

  // Content
  await ok('/api/banners', key);
  await ok('/api/testimonials', key);
  await ok('/api/pages/who-we-are', key);
  await ok('/api/plugins', key);
  const catalogues = await ok('/api/catalogues', key);
  const catalogue = first<{ slug: string }>(catalogues.catalogues);
  await ok(`/catalogues/${catalogue.slug}`);
  const showrooms = await ok('/api/showrooms', key);
  const showroom = first<{ slug: string }>(showrooms.showrooms);
  await ok(`/api/showrooms/${showroom.slug}`, key);
  await ok(`/showrooms/${showroom.slug}`);
  const blogs = await ok('/api/blogs?limit=3', key);
  await ok(`/api/blogs/${first<{ slug: string }>(blogs.blogs).slug}`, key);
  const jobs = await ok('/api/careers', key);
  const job = first<{ slug: string }>(jobs.jobs);
  await ok(`/api/careers/${job.slug}`, key);
  await ok('/api/faqs', key);
  const types = await ok('/api/faq_types', key);
  const symptoms = await ok('/api/complains', key);

  // Catalog
  const trending = await ok('/api/products/trending/list', key);
  const product = first<{ product_slug: string }>(trending.products).product_slug;
  await ok(`/api/products/${product}`, key);
  await ok(`/api/products/${product}/related`, key);
  await ok(`/api/products/${product}/recommended`, key);
  await ok(`/api/products/${product}/availability`, key);
  await ok(`/api/products/${product}/design`, key);
  const brandSlides = await ok('/api/brands', key);
  const brand = first<{ slug: string; id: number }>(first<unknown[]>((brandSlides.data as Json).brands));
  await ok(`/api/brands/${brand.slug}?sort=asc&page=1`, key);
  await ok(`/api/brands/${brand.slug}/filter`, key);
  await ok('/api/categories', key);
  await ok('/api/categories/homepage/list', key);
  await ok(`/api/categories/tiles?brands=${brand.id}&sort=asc&min=0&max=100000&page=1`, key);
  for (const part of ['categories', 'brands', 'colors', 'sizes']) await ok(`/api/filters/tiles/${part}`, key);
  await ok('/api/search?search=basin', key);
  for (const part of ['categories', 'brands', 'colors', 'sizes'])
    await ok(`/api/search/${part}?search=basin`, key);
  // The sitemap's data (docs/storefront.md "Search engines and link previews")
  const sitemapChunks = await ok('/api/sitemap/products', key);
  await ok(`/api/sitemap/products/${first<{ chunk: number }>(sitemapChunks.chunks).chunk}`, key);
  await ok('/api/sitemap/pages', key);

  // Forms
  await ok('/api/contacts', {
    ...key,
    method: 'POST',
    json: { name: 'Ram Thapa', email: 'ram@example.com', phone_number: '9841000000', message: 'Call me.' },
  });
  await ok('/api/customer_enquiry', {
    ...key,
    method: 'POST',
    json: {
      name: 'Ram Thapa',
      email: 'ram@example.com',
      phone: '9841000000',
      address: 'Baneshwor',
      message: 'Tiles?',
    },
  });
  await ok('/api/dealer_enquiry', {
    ...key,
    method: 'POST',
    json: {
      name: 'Hari Gurung',
      email: 'hari@example.com',
      phone: '9801000000',
      company_name: 'Gurung Traders',
      vat_no: '601234567',
      address: 'Pokhara',
      message: 'Dealer?',
    },
  });
  await ok('/api/feedbacks', {
    ...key,
    method: 'POST',
    json: {
      first_name: 'Sita',
      last_name: 'Shrestha',
      phone_number: '9841000001',
      address: 'Lalitpur',
      occupation: 'Architect',
    },
  });
  await ok('/api/faqs', {
    ...key,
    method: 'POST',
    json: {
      name: 'Ram Thapa',
      type: first<{ id: number }>(types.types).id,
      email: 'ram@example.com',
      phone_number: '9841000000',
      question: 'Pokhara delivery?',
    },
  });
  await ok('/api/subscribers', { ...key, method: 'POST', json: { email: 'news@example.com' } });
  const ticket = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Ram Thapa',
    email: 'ram@example.com',
    phone_number: '9841000000',
    state: 'Bagmati',
    city: 'Kathmandu',
    address: 'Baneshwor',
    street: 'Shantinagar',
    product_name: 'Wall hung WC',
    purchase_date: '2026-01-15',
    symptom: String(first<{ id: number }>(symptoms.complains).id),
    remark: 'Leaks at the base.',
  }))
    ticket.set(k, v);
  ticket.set('warrenty_card', new Blob([PNG], { type: 'image/png' }), 'warranty.png');
  await ok('/api/complains', { ...key, method: 'POST', body: ticket });
  const application = new FormData();
  for (const [k, v] of Object.entries({
    first_name: 'Sita',
    last_name: 'Shrestha',
    email: 'sita@example.com',
    phone_number: '9841000002',
    date_of_birth: '1995-05-05',
    gender: 'Female',
    current_address: 'Lalitpur',
    permanent_address: 'Pokhara',
    qualification: 'BBA',
    experience: '3 years',
    about_yourself: 'I like tiles.',
  }))
    application.set(k, v);
  application.set('resume', new Blob([PDF], { type: 'application/pdf' }), 'resume.pdf');
  await ok(`/api/careers/${job.slug}`, { ...key, method: 'POST', body: application });

  // Customer
  const email = 'contract@example.com';
  const password = 'a long contract passphrase';
  await ok('/api/customer/register', {
    method: 'POST',
    json: {
      first_name: 'Contract',
      last_name: 'Test',
      phone_number: '9841000003',
      email,
      password,
      password_confirmation: password,
    },
  });
  await ok('/api/customer/resend-confirmation', { method: 'POST', json: { email } });
  await ok('/api/customer/confirm-email', {
    method: 'POST',
    json: { token: await confirmationToken(server, email) },
  });
  let login = await ok('/api/customer/login', { method: 'POST', json: { email, password } });
  let token = String(login.token);
  await ok('/api/customer/profile', { token });
  // Phone-number accounts: the codes arrive in the SMS simulator's inbox.
  const smsCode = async (national: string) => {
    await ok('/api/customer/phone/code', { method: 'POST', json: { phone_number: national } });
    for (let i = 0; i < 400 && !gateways.sms.some((m) => m.to === national); i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    return /\d{6}/.exec(gateways.sms.find((m) => m.to === national)?.text ?? '')?.[0] ?? '';
  };
  await ok('/api/customer/phone/verify', {
    method: 'POST',
    token,
    json: { phone_number: '9761000001', code: await smsCode('9761000001') },
  });
  await ok('/api/customer/phone/login', {
    method: 'POST',
    json: { phone_number: '9761000002', code: await smsCode('9761000002'), name: 'Phone Tester' },
  });
  await ok('/api/customer/update-profile', {
    method: 'POST',
    token,
    json: { name: 'Contract Tester', email, phone_number: '9841000003', date_of_birth: '1990-01-01' },
  });
  const next = 'another long contract passphrase';
  await ok('/api/customer/change-password', {
    method: 'POST',
    token,
    json: { oldpassword: password, password: next, password_confirmation: next },
  });
  await ok(`/api/wishlists/${product}`, { token });
  await ok('/api/wishlists', { token });
  await ok(`/api/wishlists/${product}`, { method: 'DELETE', token });
  await ok(`/api/carts/${product}/added`, { method: 'POST', token, json: { quantity: 2 } });
  const cart = await ok('/api/carts', { token });
  const line = first<{ id: number }>(cart.products);
  await ok('/api/carts/count', { token });
  await ok('/api/carts/collection', { token });
  await ok(`/api/carts/${line.id}/update`, { method: 'POST', token, json: { quantity: 3 } });
  // The seed's festival code (docs/promotions.md), entered, taken off and entered again for the order.
  await ok('/api/carts/promotion-code', { method: 'POST', token, json: { code: 'dashain10' } });
  await ok('/api/carts/promotion-code', { method: 'DELETE', token });
  await ok('/api/carts/promotion-code', { method: 'POST', token, json: { code: 'DASHAIN10' } });
  await ok('/api/delivery/quote', {
    method: 'POST',
    ...key,
    json: {
      district: 'Kathmandu',
      municipality: 'Kathmandu Metropolitan City',
      lines: [{ slug: product, quantity: 3 }],
    },
  });
  const order = await ok('/api/checkouts', {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': 'contract-test-checkout-1' },
    json: {
      name: 'Contract Tester',
      email,
      // The seeded shop delivers by place (docs/delivery.md): the address names its district.
      state: 'Bagmati Province',
      district: 'Kathmandu',
      city: 'Kathmandu Metropolitan City',
      ward: 10,
      phone_number: '9841000003',
      street_address: 'Baneshwor',
    },
  });
  await ok('/api/customer/orders', { token });
  await ok(`/api/customer/orders/${String(order.slug)}`, { token });
  await ok(`/api/customer/orders/${String(order.slug)}/invoice.pdf`, { token });
  await ok('/api/customer/dashboard', { token });
  await ok(`/api/customer/orders/${String(order.slug)}`, { method: 'POST', token });
  await ok(`/api/carts/${product}/added`, { method: 'POST', token, json: { quantity: 1 } });
  const again = await ok('/api/carts', { token });
  await ok(`/api/carts/${first<{ id: number }>(again.products).id}`, { method: 'DELETE', token });

  // A tile's shade lots (docs/tiles.md "Split lots and top-ups"): a split accepted, then more from the lot.
  const tiles = await ok('/api/categories/tiles', key);
  const tile = first<{ slug: string }>(tiles.products).slug;
  await ok(`/api/carts/${tile}/added`, { method: 'POST', token, json: { quantity: 1 } });
  const tileLine = first<{ id: number }>((await ok('/api/carts', { token })).products);
  await ok(`/api/carts/${tileLine.id}/lots`, { method: 'POST', token, json: { split: true } });
  const tileOrder = await ok('/api/checkouts', {
    method: 'POST',
    token,
    json: {
      name: 'Contract Tester',
      email,
      state: 'Bagmati Province',
      district: 'Kathmandu',
      city: 'Kathmandu Metropolitan City',
      ward: 10,
      phone_number: '9841000003',
      street_address: 'Baneshwor',
    },
  });
  await ok(`/api/customer/orders/${String(tileOrder.slug)}/top-up`, {
    method: 'POST',
    token,
    json: { product_slug: tile, quantity: 1 },
  });
  await ok(`/api/carts/${first<{ id: number }>((await ok('/api/carts', { token })).products).id}`, {
    method: 'DELETE',
    token,
  });

  // Online payments (docs/nepal.md "Payments") against the gateway simulator: eSewa paid, Khalti paid, one
  // abandoned, paid again and switched to cash on delivery.
  const payer = {
    name: 'Contract Tester',
    email,
    state: 'Bagmati Province',
    district: 'Lalitpur',
    city: 'Lalitpur Metropolitan City',
    ward: 3,
    phone_number: '9841000003',
    street_address: 'Baneshwor',
  };
  const placeAndPay = async (payment_method: string) => {
    await ok(`/api/carts/${product}/added`, { method: 'POST', token, json: { quantity: 1 } });
    return ok('/api/checkouts', { method: 'POST', token, json: { ...payer, payment_method } });
  };
  const esewa = (await placeAndPay('esewa')).payment as { action: string; fields: Record<string, string> };
  await fetch(esewa.action, { method: 'POST', body: new URLSearchParams(esewa.fields) });
  await fetch(`${gateways.url}/esewa/pay?uuid=${esewa.fields.transaction_uuid}`, { redirect: 'manual' });
  const data = gateways.esewaSuccessData(String(esewa.fields.transaction_uuid));
  await ok('/api/payments/esewa/confirm', { method: 'POST', token, json: { data } });
  const khalti = (await placeAndPay('khalti')).payment as { pidx: string; payment_url: string };
  await fetch(`${khalti.payment_url}&go=1`, { redirect: 'manual' });
  await ok('/api/payments/khalti/confirm', { method: 'POST', token, json: { pidx: khalti.pidx } });
  // Fonepay: the QR page asks while it waits, then once scanned.
  const fonepay = (await placeAndPay('fonepay')).payment as { prn: string; order: string };
  await ok('/api/payments/fonepay/confirm', { method: 'POST', token, json: { order: fonepay.order } });
  await fetch(`${gateways.url}/fonepay/pay`, {
    method: 'POST',
    body: new URLSearchParams({ prn: fonepay.prn }),
  });
  await ok('/api/payments/fonepay/confirm', { method: 'POST', token, json: { order: fonepay.order } });
  const left = await placeAndPay('khalti');
  await ok(`/api/customer/orders/${String(left.slug)}/payment/abandon`, { method: 'POST', token });
  // Paid again with eSewa after all, then switched to cash on delivery.
  await ok(`/api/customer/orders/${String(left.slug)}/payment`, {
    method: 'POST',
    token,
    json: { payment_method: 'esewa' },
  });
  await ok(`/api/customer/orders/${String(left.slug)}/payment`, {
    method: 'POST',
    token,
    json: { payment_method: 'cod' },
  });
  await ok('/api/customer/logout', { method: 'POST', token });

  // Dealer accounts, prices, statement and leads (docs/dealers.md).
  await callDealerOperations(server);

  // Forgot and reset password, with the link from the outbox.
  await ok('/api/customer/forgot-password', { method: 'POST', json: { email } });
  const [mail] = await server.app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  const resetToken = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  expect(resetToken).toBeTruthy();
  const final = 'a third long contract passphrase';
  await ok('/api/customer/reset-password', {
    method: 'POST',
    json: { token: resetToken, password: final, password_confirmation: final },
  });
  login = await ok('/api/customer/login', { method: 'POST', json: { email, password: final } });
  token = String(login.token);
  expect(token.length).toBeGreaterThanOrEqual(43);

  // Reviews (docs/customer.md §2.11): the seed's approved reviews of a trending product, a vote, and
  // this customer's own review once an order of the product is delivered.
  const reviews = await ok(`/api/products/${product}/reviews?sort=helpful`, key);
  const seeded = first<{ id: number }>(reviews.reviews);
  await ok(`/api/reviews/${seeded.id}/helpful`, { method: 'POST', token });
  await server.app.db.update(orders).set({ status: 3 }).where(eq(orders.email, email));
  await ok(`/api/customer/reviews/${product}`, { token });
  const review = new FormData();
  review.set('rating', '5');
  review.set('body', 'Fitted last week; solid and easy to clean.');
  review.set(
    'photo_1',
    new Blob([
      new Uint8Array(
        await sharp({ create: { width: 200, height: 200, channels: 3, background: '#39a' } })
          .png()
          .toBuffer(),
      ),
    ]),
    'p.png',
  );
  await ok(`/api/customer/reviews/${product}`, { method: 'POST', token, body: review });

  // The seller's facts and a grievance, filed and followed (docs/nepal.md "Grievances").
  await ok('/api/seller', key);
  const filed = await ok('/api/grievances', {
    ...key,
    method: 'POST',
    json: { name: 'Sita', phone: '9841000000', topic: 'delivery', details: 'The tiles came broken.' },
  });
  const number = (filed.grievance as { tracking_number: string }).tracking_number;
  await ok(`/api/grievances/${number}?contact=9841000000`, key);
  // A return of the delivered order (docs/returns.md), and its credit note once refunded (the refund is
  // the back office's: test/returns.test.ts; here it is written as the refund step leaves it).
  const delivered = await ok(`/api/customer/orders/${String(order.slug)}`, { token });
  const item = first<{ id: number; quantity: number }>(delivered.items);
  const ask = new FormData();
  ask.set('kind', 'refund');
  ask.set('reason', 'damaged');
  ask.set('unopened', 'true');
  ask.set('lines', JSON.stringify([{ item: item.id, quantity: item.quantity }]));
  const asked = (await ok(`/api/customer/orders/${String(order.slug)}/returns`, {
    method: 'POST',
    token,
    body: ask,
  })) as { return: { id: number; refund_amount: number } };
  const [placed] = await server.app.db
    .select()
    .from(orders)
    .where(eq(orders.slug, String(order.slug)));
  await server.app.db.insert(refunds).values({
    source: 'return',
    sourceId: asked.return.id,
    orderId: placed?.id ?? 0,
    amount: asked.return.refund_amount,
    method: 'cash',
    reference: 'Receipt 1',
  });
  await server.app.db
    .update(returns)
    .set({ status: 'refunded', refundedAt: new Date(), creditNoteNumber: 'CN-2083/84-000001' })
    .where(eq(returns.id, asked.return.id));
  await ok(`/api/customer/orders/${String(order.slug)}/returns/${asked.return.id}/credit-note.pdf`, {
    token,
  });
  // Quick order, reorder and quotes (docs/quotes.md): a quote priced straight in the database (the back
  // office's side has its own tests), accepted; another declined.
  const code = String(((await ok(`/api/products/${product}`, key)).product as Json).product_code);
  await ok('/api/carts/quick-order', { method: 'POST', token, json: { lines: `${code}, 2` } });
  await ok(`/api/customer/orders/${String(order.slug)}/reorder`, { method: 'POST', token });
  const requested = (await ok('/api/customer/quotes', {
    method: 'POST',
    token,
    json: { project_name: 'Contract project', site: 'Baneshwor' },
  })) as { quote: { slug: string } };
  const quoteSlug = requested.quote.slug;
  await ok('/api/customer/quotes', { token });
  await ok(`/api/customer/quotes/${quoteSlug}/messages`, {
    method: 'POST',
    token,
    json: { body: 'A price?' },
  });
  const [row] = await server.app.db.select().from(quotes).where(eq(quotes.slug, quoteSlug));
  await server.app.db
    .insert(quoteRevisions)
    .values({ quoteId: row?.id ?? 0, revision: 1, prices: {}, validUntil: '2099-12-31' });
  await server.app.db.update(quotes).set({ status: 'priced' }).where(eq(quotes.slug, quoteSlug));
  await ok(`/api/customer/quotes/${quoteSlug}`, { token });
  await ok(`/api/customer/quotes/${quoteSlug}/quote.pdf`, { token });
  await ok(`/api/customer/quotes/${quoteSlug}/accept`, {
    method: 'POST',
    token,
    json: { revision: 1, ...payer },
  });
  await ok(`/api/carts/${product}/added`, { method: 'POST', token, json: { quantity: 1 } });
  const other = (await ok('/api/customer/quotes', {
    method: 'POST',
    token,
    json: { project_name: 'Second project', site: 'Patan' },
  })) as { quote: { slug: string } };
  await ok(`/api/customer/quotes/${other.quote.slug}/decline`, { method: 'POST', token });

  const every = [...loadContract().operations.keys()];
  const answered = new Set([...server.seen].filter((s) => /:2\d\d$/.test(s)).map((s) => s.split(':')[0]));
  expect(every.filter((id) => !answered.has(id))).toEqual([]);
}, 180_000);
