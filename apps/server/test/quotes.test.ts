// Quotes, quick order and reorder over real HTTP on a real database (docs/quotes.md): a quote asked from
// the cart, priced and revised by staff, talked over, downloaded and accepted into an order at its prices
// (totals adding up); revised, expired and accepted quotes refused; two accepts at once making one order;
// the quick order's report per line; reorder.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import {
  orderItems,
  orders,
  outbox,
  quoteRevisions,
  quotes,
  smsOutbox,
  stockLocations,
} from '../src/db/schema.js';
import { receive } from '../src/services/stock.js';
import { firstOwner } from './admin-helpers.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { pdfText, STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let wc: ShopProduct;
let basin: ShopProduct;
let mixer: ShopProduct;
let codes: Map<number, string>;
let staffToken: string;
let shoppers = 0;

const address = {
  name: 'Sita Gurung',
  email: 'sita@example.com',
  phone_number: '9841000001',
  state: 'Bagmati',
  city: 'Kathmandu',
  street_address: 'Thamel',
};

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field; the test server checks each against the contract.
type Loose = any;

interface Json {
  status: number;
  body: Record<string, Loose>;
}

async function call(
  path: string,
  token: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Json> {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Record<string, Loose> };
}

/** A new shopper from an address of their own (rate limits are per address). */
async function shopper(): Promise<TestCustomer> {
  shoppers += 1;
  return registerAndLogin(server, { headers: { 'X-Forwarded-For': `10.9.0.${shoppers}` } });
}

const add = (token: string, slug: string, quantity: number) =>
  call(`/api/carts/${slug}/added`, token, { method: 'POST', json: { quantity } });

/** A shopper's quote of 2 WCs and 3 basins, asked from their cart. */
async function askQuote(buyer: TestCustomer) {
  await add(buyer.token, wc.slug, 2);
  await add(buyer.token, basin.slug, 3);
  const asked = await call('/api/customer/quotes', buyer.token, {
    method: 'POST',
    json: { project_name: 'Hotel Yak', site: 'Thamel, Kathmandu', wanted_by: '2099-01-15', note: 'Phase 1' },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return asked.body.quote as { slug: string; number: string; items: { id: number }[] };
}

async function idOf(slug: string): Promise<number> {
  const [row] = await server.app.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.slug, slug));
  return row?.id ?? 0;
}

/** Staff price every line (WC 22,000, basin 8,000), Rs 1,000 off, Rs 1,500 delivery. */
async function price(slug: string, seen: number, validUntil = '2099-12-31', wcPrice = 22_000) {
  const id = await idOf(slug);
  const detail = await call(`/api/admin/quotes/${id}`, staffToken);
  const items = detail.body.quote.items as { id: number; product_id: number }[];
  return call(`/api/admin/quotes/${id}/revisions`, staffToken, {
    method: 'POST',
    json: {
      revision_seen: seen,
      prices: items.map((item) => ({
        line_id: item.id,
        unit_price: item.product_id === wc.id ? wcPrice : 8_000,
      })),
      discount: 1_000,
      delivery_charge: 1_500,
      valid_until: validUntil,
      message: 'Prices for 2 WCs and 3 basins.',
    },
  });
}

const accept = (token: string, slug: string, revision: number) =>
  call(`/api/customer/quotes/${slug}/accept`, token, {
    method: 'POST',
    json: { revision, ...address },
  });

async function mailsTo(email: string) {
  return server.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
}

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  [wc, basin, mixer] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
  const rows = await queryRows<{ id: number; product_code: string }>(
    server.app.db,
    sql`SELECT id, product_code FROM products`,
  );
  codes = new Map(rows.map((r) => [r.id, r.product_code]));
  staffToken = (await firstOwner(server)).token;
  // The mixer's stock is counted: 5 at the warehouse.
  const [warehouse] = await server.app.db
    .select()
    .from(stockLocations)
    .where(eq(stockLocations.slug, 'warehouse'));
  await server.app.db.transaction((tx) =>
    receive(tx, { productId: mixer.id, locationId: warehouse?.id ?? 0, code: '-', quantity: 5 }),
  );
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('a quote from request to order', () => {
  it('asked from the Nepali pages, mails its buyer in Nepali, to the Nepali page; the shop in English', async () => {
    const buyer = await shopper();
    await add(buyer.token, wc.slug, 1);
    const asked = await call('/api/customer/quotes', buyer.token, {
      method: 'POST',
      json: { project_name: 'होटल याक', site: 'ठमेल, काठमाडौं' },
      headers: { 'Accept-Language': 'ne' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const quote = asked.body.quote as { slug: string; number: string };
    // Staff are told in English, whatever the buyer's language.
    expect((await mailsTo(server.config.shopEmail))[0]?.subject).toMatch(
      /^Quote Q-\d{6} \(होटल याक\): a message from/,
    );
    expect((await price(quote.slug, 0)).status).toBe(201);
    const [priced] = await mailsTo(buyer.email);
    expect(priced?.subject).toBe(`तपाईंको सजिलो कोटेसन ${quote.number} को मूल्य तय भयो`);
    expect(priced?.body).toContain('यसलाई 31 डिसेम्बर 2099 सम्म स्वीकार गर्न सकिन्छ।');
    expect(priced?.body).toContain(`${STOREFRONT_ORIGIN}/ne/my-quotes/${quote.slug}`);
    expect(priced?.body).not.toMatch(/Dear|priced/);
    // Its total as /ne writes amounts (docs/nepal.md "Languages").
    expect(priced?.body).toMatch(/रु\. [\d,]+/);
    expect(priced?.body).not.toContain('Rs ');
    expect(priced?.html).toContain('<html lang="ne">');
    const id = await idOf(quote.slug);
    await call(`/api/admin/quotes/${id}/messages`, staffToken, {
      method: 'POST',
      json: { body: 'शनिबार पनि हुन्छ।' },
    });
    const [message] = await mailsTo(buyer.email);
    expect(message?.subject).toBe(`कोटेसन ${quote.number} (होटल याक): सजिलो को सन्देश`);
    expect(message?.body).toContain('शनिबार पनि हुन्छ।');
    expect(message?.body).toContain(`यहाँ जवाफ दिनुहोस्: ${STOREFRONT_ORIGIN}/ne/my-quotes/${quote.slug}`);
  });

  it('is asked from the cart, priced, talked over, downloaded and accepted at its prices', async () => {
    const buyer = await shopper();
    const quote = await askQuote(buyer);
    expect(quote.number).toMatch(/^Q-\d{6}$/);
    // The cart stays as it was.
    const cart = await call('/api/carts', buyer.token);
    expect(cart.body.totalCart).toBe(2);
    const mine = await call('/api/customer/quotes', buyer.token);
    expect(mine.body.quotes).toMatchObject([
      { slug: quote.slug, status: 'requested', lines: 2, total_amount: null },
    ]);
    // Not priced yet: no PDF, no acceptance.
    expect(
      (await server.request(`/api/customer/quotes/${quote.slug}/quote.pdf`, { token: buyer.token })).status,
    ).toBe(409);
    expect((await accept(buyer.token, quote.slug, 1)).status).toBe(409);

    const priced = await price(quote.slug, 0);
    expect(priced.status, JSON.stringify(priced.body)).toBe(201);
    // 2 × 22,000 + 3 × 8,000 − 1,000 + 1,500 = 68,500.
    expect(priced.body.quote.totals).toMatchObject({
      subtotal: 68_000,
      discount: 1_000,
      delivery_charge: 1_500,
      total_amount: 68_500,
    });
    const pricedMail = (await mailsTo(buyer.email))[0];
    expect(pricedMail?.subject).toBe(`Your Sajilo quote ${quote.number} is priced`);
    expect(pricedMail?.body).toContain('Rs 68,500');
    expect(pricedMail?.body).toContain('It can be accepted until 31 December 2099.');
    expect(pricedMail?.body).toContain(`${STOREFRONT_ORIGIN}/my-quotes/${quote.slug}`);
    expect(pricedMail?.html).toContain('<html lang="en">');

    // Messages both ways, each mailed.
    const asked = await call(`/api/customer/quotes/${quote.slug}/messages`, buyer.token, {
      method: 'POST',
      json: { body: 'Can you deliver on a Saturday?' },
    });
    expect(asked.status).toBe(201);
    const shopMails = await mailsTo(server.config.shopEmail);
    expect(shopMails[0]?.body).toContain('Can you deliver on a Saturday?');
    const id = await idOf(quote.slug);
    const answered = await call(`/api/admin/quotes/${id}/messages`, staffToken, {
      method: 'POST',
      json: { body: 'Yes, Saturday works.' },
    });
    expect(answered.status).toBe(201);
    expect((await mailsTo(buyer.email))[0]?.body).toContain('Yes, Saturday works.');
    expect((await mailsTo(buyer.email))[0]?.subject).toBe(
      `Quote ${quote.number} (Hotel Yak): a message from Sajilo`,
    );
    const seen = await call(`/api/customer/quotes/${quote.slug}`, buyer.token);
    expect(seen.body.quote.status).toBe('priced');
    expect(seen.body.quote.messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['staff', 'Prices for 2 WCs and 3 basins.'],
      ['customer', 'Can you deliver on a Saturday?'],
      ['staff', 'Yes, Saturday works.'],
    ]);

    const pdf = await server.request(`/api/customer/quotes/${quote.slug}/quote.pdf`, { token: buyer.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Asked from a Nepali page, its amounts read as the page writes them (docs/nepal.md "Languages").
    const nepaliPdf = await server.request(`/api/customer/quotes/${quote.slug}/quote.pdf`, {
      token: buyer.token,
      headers: { 'Accept-Language': 'ne' },
    });
    // Its headings and labels are Nepali as the invoice's are; the English PDF keeps its English.
    const englishText = await pdfText(
      await server.request(`/api/customer/quotes/${quote.slug}/quote.pdf`, { token: buyer.token }),
    );
    expect(englishText).toContain('Quotation');
    expect(englishText).toContain('Total (incl. VAT) Rs 68,500.00');
    // pdf.js reads shaped Devanagari back with some vowel signs moved (सहित as सिहत): compared on words that
    // read back as written, without spaces.
    const nepaliText = (await pdfText(nepaliPdf)).replace(/\s+/g, '');
    for (const nepali of [
      'कोटेसन:Q-',
      'संशोधन1',
      'साइट:Thamel',
      'एकाइमूल्य',
      'उप-जम्मा',
      'करयोग्यरकम',
      'भ्याट(13%)रु.',
    ])
      expect(nepaliText).toContain(nepali);
    for (const english of [
      'Rs',
      'Quotation',
      'Project',
      'Subtotal',
      'Total',
      'Unit',
      'Prices include',
      'Valid until',
    ])
      expect(nepaliText).not.toContain(english.replace(/\s+/g, ''));

    const placed = await accept(buyer.token, quote.slug, 1);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await call(`/api/customer/orders/${placed.body.slug}`, buyer.token);
    expect(order.body.order.total_amount).toBe(68_500);
    expect(order.body.order.delivery_charge).toBe(1_500);
    const items = order.body.items as { product_slug: string; amount: number; quantity: number }[];
    expect(items.map((i) => [i.product_slug, i.amount, i.quantity]).sort()).toEqual(
      [
        [wc.slug, 22_000, 2],
        [basin.slug, 8_000, 3],
      ].sort(),
    );
    // The VAT invoice adds up to the quote's total: taxable + VAT = total, the discount inside.
    const invoice = order.body.invoice as {
      taxable_amount: number;
      vat_amount: number;
      total_amount: number;
    };
    expect(invoice.total_amount).toBe(68_500);
    expect(Math.round((invoice.taxable_amount + invoice.vat_amount) * 100)).toBe(6_850_000);
    const after = await call(`/api/customer/quotes/${quote.slug}`, buyer.token);
    expect(after.body.quote).toMatchObject({ status: 'accepted', order_slug: placed.body.slug });
    // Accepted twice: refused, no second order.
    const again = await accept(buyer.token, quote.slug, 1);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      result: 'error',
      message: 'This quote was already accepted: its order is in My Orders.',
    });
    // Nor can staff revise it or write on it.
    expect((await price(quote.slug, 1)).status).toBe(409);
  });

  it('refuses a replaced revision (409) and takes the new one', async () => {
    const buyer = await shopper();
    const quote = await askQuote(buyer);
    expect((await price(quote.slug, 0)).status).toBe(201);
    // Staff who saw no revision, once one was sent, are refused.
    expect((await price(quote.slug, 0)).status).toBe(409);
    const revised = await price(quote.slug, 1, '2099-12-31', 21_000);
    expect(revised.status).toBe(201);
    expect(revised.body.quote.revisions).toHaveLength(2);
    const old = await accept(buyer.token, quote.slug, 1);
    expect(old.status).toBe(409);
    expect(old.body.message).toBe(
      'This revision was replaced by revision 2: look at the new prices before you accept.',
    );
    const nepali = await call(`/api/customer/quotes/${quote.slug}/accept`, buyer.token, {
      method: 'POST',
      json: { revision: 1, ...address },
      headers: { 'Accept-Language': 'ne' },
    });
    expect(nepali.status).toBe(409);
    expect(nepali.body.message).toMatch(/[\u0900-\u097F]/);
    const placed = await accept(buyer.token, quote.slug, 2);
    expect(placed.status).toBe(201);
    const [order] = await server.app.db.select().from(orders).where(eq(orders.slug, placed.body.slug));
    expect(order?.totalAmount).toBe(2 * 21_000 + 3 * 8_000 - 1_000 + 1_500);
  });

  it('refuses an expired quote (422) and shows it expired', async () => {
    const buyer = await shopper();
    const quote = await askQuote(buyer);
    expect((await price(quote.slug, 0)).status).toBe(201);
    // Its validity ran out yesterday.
    await server.app.db
      .update(quoteRevisions)
      .set({ validUntil: '2020-01-01' })
      .where(eq(quoteRevisions.quoteId, await idOf(quote.slug)));
    const late = await accept(buyer.token, quote.slug, 1);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(
      'This quote could be accepted until 2020-01-01. Write to us and we will price it again.',
    );
    expect((await call(`/api/customer/quotes/${quote.slug}`, buyer.token)).body.quote.status).toBe('expired');
    const listed = await call('/api/admin/quotes?status=expired', staffToken);
    expect(listed.body.quotes.map((q: { id: number }) => q.id)).toContain(await idOf(quote.slug));
    // A past validity is refused to staff too.
    const id = await idOf(quote.slug);
    const items = (await call(`/api/admin/quotes/${id}`, staffToken)).body.quote.items as { id: number }[];
    const past = await call(`/api/admin/quotes/${id}/revisions`, staffToken, {
      method: 'POST',
      json: {
        revision_seen: 1,
        prices: items.map((item) => ({ line_id: item.id, unit_price: 100 })),
        discount: 0,
        delivery_charge: 0,
        valid_until: '2020-01-01',
      },
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toEqual({ valid_until: ['The quote must be valid until today or later.'] });
  });

  it('places exactly one order from two accepts at once', async () => {
    const buyer = await shopper();
    const quote = await askQuote(buyer);
    expect((await price(quote.slug, 0)).status).toBe(201);
    const answers = await Promise.all([
      accept(buyer.token, quote.slug, 1),
      accept(buyer.token, quote.slug, 1),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const [row] = await queryRows<{ n: number }>(
      server.app.db,
      sql`SELECT count(*)::int AS n FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = ${buyer.email}`,
    );
    expect(row?.n).toBe(1);
  });

  it('places its order as the checkout does: in the buyer’s language, with the order’s text message', async () => {
    const buyer = await shopper();
    const quote = await askQuote(buyer);
    expect((await price(quote.slug, 0)).status).toBe(201);
    const phone = '9851234567';
    const placed = await call(`/api/customer/quotes/${quote.slug}/accept`, buyer.token, {
      method: 'POST',
      json: { revision: 1, ...address, phone_number: phone },
      headers: { 'Accept-Language': 'ne' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await server.app.db.select().from(orders).where(eq(orders.slug, placed.body.slug));
    expect(order?.locale).toBe('ne');
    const texts = await server.app.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, `+977${phone}`));
    expect(texts).toHaveLength(1);
    // Devanagari: the message is the Nepali one.
    expect(texts[0]?.text).toMatch(/[\u0900-\u097F]/);
  });

  it('paid online from a Nepali page, sends the buyer back to the Nepali return page', async () => {
    const buyer = await shopper();
    const quote = await askQuote(buyer);
    expect((await price(quote.slug, 0)).status).toBe(201);
    const placed = await call(`/api/customer/quotes/${quote.slug}/accept`, buyer.token, {
      method: 'POST',
      json: { revision: 1, ...address, payment_method: 'esewa' },
      headers: { 'Accept-Language': 'ne' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const fields = placed.body.payment?.fields as Record<string, string>;
    const order = encodeURIComponent(placed.body.slug);
    expect(fields.success_url).toBe(`${STOREFRONT_ORIGIN}/ne/payments/esewa?order=${order}`);
    expect(fields.failure_url).toBe(`${STOREFRONT_ORIGIN}/ne/payments/failed?order=${order}`);
    // From an English page, the English one.
    const english = await shopper();
    const other = await askQuote(english);
    expect((await price(other.slug, 0)).status).toBe(201);
    const inEnglish = await call(`/api/customer/quotes/${other.slug}/accept`, english.token, {
      method: 'POST',
      json: { revision: 1, ...address, payment_method: 'esewa' },
    });
    expect(inEnglish.status, JSON.stringify(inEnglish.body)).toBe(201);
    expect(inEnglish.body.payment?.fields.success_url).toBe(
      `${STOREFRONT_ORIGIN}/payments/esewa?order=${encodeURIComponent(inEnglish.body.slug)}`,
    );
  });

  it('declines, withdraws, and hides one buyer’s quote from another', async () => {
    const buyer = await shopper();
    const other = await shopper();
    const first = await askQuote(buyer);
    const withdrawn = await call(`/api/customer/quotes/${first.slug}/decline`, buyer.token, {
      method: 'POST',
    });
    expect(withdrawn.body.quote.status).toBe('withdrawn');
    const second = await askQuote(buyer);
    expect((await price(second.slug, 0)).status).toBe(201);
    expect((await call(`/api/customer/quotes/${second.slug}`, other.token)).status).toBe(404);
    expect((await accept(other.token, second.slug, 1)).status).toBe(404);
    const declined = await call(`/api/customer/quotes/${second.slug}/decline`, buyer.token, {
      method: 'POST',
    });
    expect(declined.body.quote.status).toBe('declined');
    expect((await accept(buyer.token, second.slug, 1)).status).toBe(409);
    expect(
      (
        await call(`/api/customer/quotes/${second.slug}/messages`, buyer.token, {
          method: 'POST',
          json: { body: 'Hello?' },
        })
      ).status,
    ).toBe(409);
  });

  it('refuses an empty cart', async () => {
    const buyer = await shopper();
    const asked = await call('/api/customer/quotes', buyer.token, {
      method: 'POST',
      json: { project_name: 'Nothing', site: 'Nowhere' },
    });
    expect(asked.status).toBe(422);
    expect(asked.body).toEqual({ result: 'error', message: 'Your cart is empty.' });
  });

  it('reserves the stock on acceptance and refuses what the stock cannot fill', async () => {
    const buyer = await shopper();
    await add(buyer.token, mixer.slug, 6);
    const asked = await call('/api/customer/quotes', buyer.token, {
      method: 'POST',
      json: { project_name: 'Mixers', site: 'Patan' },
    });
    const slug = asked.body.quote.slug as string;
    const id = await idOf(slug);
    const line = (await call(`/api/admin/quotes/${id}`, staffToken)).body.quote.items[0];
    await call(`/api/admin/quotes/${id}/revisions`, staffToken, {
      method: 'POST',
      json: {
        revision_seen: 0,
        prices: [{ line_id: line.id, unit_price: 3_000 }],
        discount: 0,
        delivery_charge: 0,
        valid_until: '2099-12-31',
      },
    });
    const short = await accept(buyer.token, slug, 1);
    expect(short.status).toBe(409);
    expect(short.body.message[`lines.${mixer.slug}`][0]).toMatch(/Only 5 of Aqua Basin Mixer/);
    expect((await call(`/api/customer/quotes/${slug}`, buyer.token)).body.quote.status).toBe('priced');
  });
});

describe('quick order', () => {
  it('reports each line and adds the good ones in one step', async () => {
    const buyer = await shopper();
    const lines = [
      'code,quantity',
      `${codes.get(wc.id)}, 2`,
      'NO-SUCH-CODE, 1',
      `${codes.get(basin.id)}; 2.5`,
      `${codes.get(basin.id)?.toLowerCase()}\t0`,
      `${codes.get(mixer.id)}, 9`,
      `${codes.get(basin.id)} 4`,
      '',
    ].join('\n');
    const res = await call('/api/carts/quick-order', buyer.token, { method: 'POST', json: { lines } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.lines.map((l: { line: number; added: number; problem?: string }) => [
        l.line,
        l.added,
        l.problem,
      ]),
    ).toEqual([
      [2, 2, undefined],
      [3, 0, 'unknown'],
      [4, 0, 'unit'],
      [5, 0, 'quantity'],
      [6, 0, 'stock'],
      [7, 4, undefined],
    ]);
    expect(res.body.lines[1].message).toBe('No product has the code NO-SUCH-CODE.');
    expect(res.body.lines[4].message).toBe('Only 5 of Aqua Basin Mixer are available.');
    expect(res.body.message).toBe('Added 2 lines to your cart; 4 could not be added: see each line.');
    const cart = await call('/api/carts', buyer.token);
    expect(cart.body.products.map((p: { slug: string; qty: number }) => [p.slug, p.qty])).toEqual([
      [wc.slug, 2],
      [basin.slug, 4],
    ]);
  });

  it('says one line in words, in English and Nepali', async () => {
    const buyer = await shopper();
    const one = await call('/api/carts/quick-order', buyer.token, {
      method: 'POST',
      json: { lines: `${codes.get(wc.id)}, 1` },
    });
    expect(one.status).toBe(200);
    expect(one.body.message).toBe('Added one line to your cart.');
    const partly = await call('/api/carts/quick-order', buyer.token, {
      method: 'POST',
      json: { lines: `${codes.get(wc.id)}, 1\nNOPE, 1` },
      headers: { 'Accept-Language': 'ne' },
    });
    expect(partly.status).toBe(200);
    expect(partly.body.message).toBe('तपाईंको कार्टमा एउटा लाइन थपियो; 1 थप्न सकिएन: हरेक लाइन हेर्नुहोस्।');
  });

  it('answers 422 when nothing can be added, in the shopper’s language', async () => {
    const buyer = await shopper();
    const res = await call('/api/carts/quick-order', buyer.token, {
      method: 'POST',
      json: { lines: 'NOPE, 1' },
      headers: { 'Accept-Language': 'ne' },
    });
    expect(res.status).toBe(422);
    expect(res.body.result).toBe('error');
    expect(res.body.lines[0].message).toMatch(/[\u0900-\u097F]/);
    expect((await call('/api/carts', buyer.token)).body.totalCart).toBe(0);
  });
});

describe('reorder', () => {
  it('adds a past order’s lines to the cart and reports what is no longer available', async () => {
    const buyer = await shopper();
    await add(buyer.token, wc.slug, 1);
    await add(buyer.token, mixer.slug, 2);
    const placed = await call('/api/checkouts', buyer.token, { method: 'POST', json: address });
    expect(placed.status).toBe(201);
    const [order] = await server.app.db.select().from(orders).where(eq(orders.slug, placed.body.slug));
    // The mixer's stock now has 3 left; ask for 2 again is fine; the WC is unpublished since.
    await server.app.db.execute(sql`UPDATE products SET published = false WHERE id = ${wc.id}`);
    try {
      const again = await call(`/api/customer/orders/${placed.body.slug}/reorder`, buyer.token, {
        method: 'POST',
      });
      expect(again.status).toBe(200);
      expect(
        again.body.lines.map((l: { title: string; added: number; problem?: string }) => [
          l.title,
          l.added,
          l.problem,
        ]),
      ).toEqual([
        ['Aqua Wall Hung WC', 0, 'unavailable'],
        ['Aqua Basin Mixer', 2, undefined],
      ]);
      const cart = await call('/api/carts', buyer.token);
      expect(cart.body.products.map((p: { slug: string; qty: number }) => [p.slug, p.qty])).toEqual([
        [mixer.slug, 2],
      ]);
      const items = await server.app.db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order?.id ?? 0)));
      expect(items).toHaveLength(2);
    } finally {
      await server.app.db.execute(sql`UPDATE products SET published = true WHERE id = ${wc.id}`);
    }
    const stranger = await shopper();
    expect(
      (await call(`/api/customer/orders/${placed.body.slug}/reorder`, stranger.token, { method: 'POST' }))
        .status,
    ).toBe(404);
  });
});
