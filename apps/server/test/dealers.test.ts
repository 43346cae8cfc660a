// Dealers over real HTTP (docs/dealers.md): a customer applies, staff approve with a price tier, a credit
// limit and terms; the dealer's prices reach the price overlay, the cart, the checkout and the invoice; an
// order on account within the credit, refused beyond it with what is available; a payment on the statement;
// buyers invited and removed; a partner key's leads; a dealer's quote PDF naming the seller and the company. Then that none of it leaks: catalogue answers are the
// shop's for everyone, dealer answers are private and never tagged, and one company never reaches another's.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  outbox,
  priceTierBreaks,
  priceTierRules,
  products,
  promotions,
  quotes,
} from '../src/db/schema.js';
import { firstOwner, type StaffLogin } from './admin-helpers.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { pdfText, STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let wc: ShopProduct;
let basin: ShopProduct;
let mixer: ShopProduct;
let hari: TestCustomer;
let sita: TestCustomer;
let other: TestCustomer;
let shopper: TestCustomer;
let companyA: number;
let companyB: number;
let tierId: number;
let sitaQuote: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are checked against the contract by the test server
type Json = Record<string, any>;

async function call(
  path: string,
  token: string | undefined,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; key?: boolean | string } = {},
) {
  const res = await server.request(path, { ...(token ? { token } : {}), ...init });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json, res };
}
const staff = (path: string, init: { method?: string; json?: unknown } = {}) => call(path, owner.token, init);

const address = {
  name: 'Hari Gurung',
  email: 'hari@example.com',
  phone_number: '9857000000',
  state: 'Lumbini',
  city: 'Butwal',
  street_address: 'Traffic Chowk',
};

async function apply(customer: TestCustomer, name: string): Promise<number> {
  const res = await call('/api/customer/dealer/application', customer.token, {
    method: 'POST',
    json: {
      company_name: name,
      vat_pan: '301234567',
      address: 'Butwal-8, Rupandehi',
      contact_name: 'Hari Gurung',
      contact_phone: '9857000000',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.dealer.company.status).toBe('pending');
  return res.body.dealer.company.id as number;
}

/** A quote of one basin asked from `buyer`'s cart; its slug. */
async function askQuote(buyer: TestCustomer, project: string): Promise<string> {
  await call(`/api/carts/${basin.slug}/added`, buyer.token, { method: 'POST', json: { quantity: 1 } });
  const asked = await call('/api/customer/quotes', buyer.token, {
    method: 'POST',
    json: { project_name: project, site: 'Palpa' },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  // The cart stays as it was asked from (docs/quotes.md): emptied here, so what follows orders only its own.
  for (const line of (await call('/api/carts', buyer.token)).body.products as Json[]) {
    await call(`/api/carts/${line.id}`, buyer.token, { method: 'DELETE' });
  }
  return asked.body.quote.slug as string;
}

const approve = (id: number, credit: number, terms = 30, tier: number | null = tierId) =>
  staff(`/api/admin/dealers/${id}`, {
    method: 'PUT',
    json: { status: 'approved', tier_id: tier, credit_limit: credit, terms_days: terms },
  });

beforeAll(async () => {
  server = await startServer();
  [wc, basin, mixer] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
  owner = await firstOwner(server);
  [hari, sita, other, shopper] = [
    await registerAndLogin(server, { first_name: 'Hari' }),
    await registerAndLogin(server, { first_name: 'Sita' }),
    await registerAndLogin(server, { first_name: 'Gita' }),
    await registerAndLogin(server, { first_name: 'Ram' }),
  ];
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('a dealer account, from the application to the statement', () => {
  it('applies, and is approved by staff with a tier, a credit limit and terms (audited)', async () => {
    companyA = await apply(hari, 'Himal Tiles Traders');
    // A second application by the same customer is refused.
    expect(
      (
        await call('/api/customer/dealer/application', hari.token, {
          method: 'POST',
          json: {
            company_name: 'X',
            vat_pan: '301234567',
            address: 'Y',
            contact_name: 'Z',
            contact_phone: '9857000000',
          },
        })
      ).status,
    ).toBe(409);
    // Pending: no dealer prices yet.
    expect(
      (await call('/api/customer/dealer/prices', hari.token, { method: 'POST', json: { slugs: [wc.slug] } }))
        .status,
    ).toBe(403);

    const tier = await staff('/api/admin/price-tiers', {
      method: 'POST',
      json: {
        name: 'Trade A',
        rules: [
          { scope: 'product', target_id: basin.id, fixed_price: 7000, percent_off: null },
          { scope: 'product', target_id: mixer.id, percent_off: 20, fixed_price: null },
        ],
        breaks: [
          { min_quantity: 10, percent_off: 5 },
          { min_quantity: 50, percent_off: 8 },
        ],
      },
    });
    expect(tier.status, JSON.stringify(tier.body)).toBe(201);
    tierId = tier.body.tier.id;
    // A brand rule on the fixture's brand: 15 % off the WC (its brand's).
    const [brandRow] = await server.app.db
      .select({ brand_id: products.brandId })
      .from(products)
      .where(eq(products.id, wc.id));
    if (!brandRow?.brand_id) throw new Error('the fixture has no brand');
    const saved = await staff(`/api/admin/price-tiers/${tierId}`, {
      method: 'PUT',
      json: {
        name: 'Trade A',
        rules: [
          { scope: 'brand', target_id: brandRow.brand_id, percent_off: 15, fixed_price: null },
          { scope: 'product', target_id: basin.id, fixed_price: 7000, percent_off: null },
          { scope: 'product', target_id: mixer.id, percent_off: 20, fixed_price: null },
        ],
        breaks: [
          { min_quantity: 10, percent_off: 5 },
          { min_quantity: 50, percent_off: 8 },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const approved = await approve(companyA, 100_000, 30);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.dealer).toMatchObject({ status: 'approved', credit_limit: 100_000, terms_days: 30 });
    // The owner is told, with a link to the Dealer area ("we will write to you"); a change of terms alone
    // mails nobody.
    const decided = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, hari.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(decided[0]?.subject).toBe('Your dealer account for Himal Tiles Traders is approved');
    expect(decided[0]?.body).toContain('/dealer');
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'adminUpdateDealer'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.before).toMatchObject({ status: 'pending', credit_limit: 0 });
    expect(entry?.after).toMatchObject({
      status: 'approved',
      credit_limit: 100_000,
      terms_days: 30,
      tier_id: tierId,
    });
    expect((await approve(companyA, 100_000, 30)).status).toBe(200);
    expect(
      (await server.app.db.select().from(outbox).where(eq(outbox.to, hari.email))).filter((m) =>
        m.subject.startsWith('Your dealer account'),
      ),
    ).toHaveLength(1);

    const account = await call('/api/customer/dealer', hari.token);
    expect(account.body.dealer.company).toMatchObject({
      status: 'approved',
      role: 'owner',
      tier: 'Trade A',
      available: 100_000,
    });
    expect(account.res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sees its own prices beside the shop’s: brand percentage, fixed price, product percentage', async () => {
    const res = await call('/api/customer/dealer/prices', hari.token, {
      method: 'POST',
      json: { slugs: [wc.slug, basin.slug, mixer.slug, 'no-such-product'] },
    });
    expect(res.status).toBe(200);
    const bySlug = Object.fromEntries(res.body.prices.map((p: Json) => [p.slug, p]));
    expect(bySlug[wc.slug]).toEqual({ slug: wc.slug, price: 20_825, shop_price: 24_500 });
    expect(bySlug[basin.slug]).toEqual({ slug: basin.slug, price: 7000, shop_price: 8900 });
    expect(bySlug[mixer.slug]).toEqual({ slug: mixer.slug, price: 2600, shop_price: 3250 });
    expect(res.body.breaks).toEqual([
      { min_quantity: 10, percent_off: 5 },
      { min_quantity: 50, percent_off: 8 },
    ]);
    expect(res.res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.res.headers.get('etag')).toBeNull();
  });

  it('pays them in the cart and at checkout, the volume break on top, on account within the credit', async () => {
    await call(`/api/carts/${wc.slug}/added`, hari.token, { method: 'POST', json: { quantity: 2 } });
    await call(`/api/carts/${mixer.slug}/added`, hari.token, { method: 'POST', json: { quantity: 10 } });
    const cart = await call('/api/carts', hari.token);
    const lines = Object.fromEntries(cart.body.products.map((l: Json) => [l.slug, l]));
    expect(lines[wc.slug]).toMatchObject({ price: 20_825, shop_price: 24_500, subtotal: 41_650 });
    // 2600 less the 10+ break's 5 %.
    expect(lines[mixer.slug]).toMatchObject({ price: 2470, shop_price: 3250, subtotal: 24_700 });
    expect(cart.body.totalAmount).toBe(66_350);
    // The checkout's summary totals come from the delivery quote: with the dealer's token, at the dealer's
    // prices (the order's total); a visitor asking the same lines gets the shop's.
    const lines2 = cart.body.products.map((l: Json) => ({ slug: l.slug, quantity: l.qty }));
    const quoted = await call('/api/delivery/quote', hari.token, {
      method: 'POST',
      key: true,
      json: { district: 'Rupandehi', municipality: 'Butwal', lines: lines2 },
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.totals).toMatchObject({ subtotal: 66_350, total_amount: 66_350 });
    const visitor = await call('/api/delivery/quote', undefined, {
      method: 'POST',
      key: true,
      json: { district: 'Rupandehi', municipality: 'Butwal', lines: lines2 },
    });
    expect(visitor.body.totals).toMatchObject({ subtotal: 81_500 });
    const stale = await call('/api/delivery/quote', 'no-such-token', {
      method: 'POST',
      key: true,
      json: { district: 'Rupandehi', municipality: 'Butwal', lines: lines2 },
    });
    expect(stale.status).toBe(200);
    expect(stale.body.totals).toMatchObject({ subtotal: 81_500 });

    const placed = await call('/api/checkouts', hari.token, {
      method: 'POST',
      json: { ...address, payment_method: 'account' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await call(`/api/customer/orders/${placed.body.slug}`, hari.token);
    expect(order.body.order).toMatchObject({
      total_amount: 66_350,
      payment: 'On account',
      payment_method: 'account',
    });
    const items = Object.fromEntries(order.body.items.map((i: Json) => [i.product_slug, i]));
    expect(items[wc.slug]).toMatchObject({ amount: 20_825, shop_amount: 24_500, total: 41_650 });

    const statement = await call('/api/customer/dealer/statement', hari.token);
    expect(statement.body.statement).toMatchObject({
      credit_limit: 100_000,
      balance: 66_350,
      available: 33_650,
      overdue: 0,
    });
    expect(statement.body.statement.entries).toHaveLength(1);
  });

  it('refuses an order on account beyond the credit available, saying how much is available', async () => {
    await call(`/api/carts/${wc.slug}/added`, hari.token, { method: 'POST', json: { quantity: 2 } });
    const refused = await call('/api/checkouts', hari.token, {
      method: 'POST',
      json: { ...address, payment_method: 'account' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message.payment_method[0]).toBe(
      'This order comes to Rs 41,650, more than the Rs 33,650 of credit your company has available. Pay another way, or ask us to raise the limit.',
    );
    // From the Nepali pages the amounts read as /ne writes them (docs/nepal.md "Languages"): `रु. 41,650`.
    const refusedNe = await call('/api/checkouts', hari.token, {
      method: 'POST',
      json: { ...address, payment_method: 'account' },
      headers: { 'accept-language': 'ne' },
    });
    expect(refusedNe.status).toBe(422);
    expect(refusedNe.body.message.payment_method[0]).toContain('रु. 41,650');
    expect(refusedNe.body.message.payment_method[0]).toContain('रु. 33,650');
    expect(refusedNe.body.message.payment_method[0]).not.toContain('Rs');
    // A customer who is no dealer cannot order on account at all.
    await call(`/api/carts/${mixer.slug}/added`, shopper.token, { method: 'POST', json: { quantity: 1 } });
    const notDealer = await call('/api/checkouts', shopper.token, {
      method: 'POST',
      json: { ...address, payment_method: 'account' },
    });
    expect(notDealer.status).toBe(422);
    // …and pays the shop's price.
    const cart = await call('/api/carts', shopper.token);
    expect(cart.body.products[0]).toMatchObject({ price: 3250 });
    expect(cart.body.products[0].shop_price).toBeUndefined();
  });

  it('records a payment (audited) that shows on the statement and frees the credit', async () => {
    const paid = await staff(`/api/admin/dealers/${companyA}/payments`, {
      method: 'POST',
      json: { amount: 40_000, paid_on: '2026-11-20', method: 'cheque', reference: 'NIC 000123' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.statement).toMatchObject({ balance: 26_350, available: 73_650 });
    const statement = await call('/api/customer/dealer/statement', hari.token);
    expect(statement.body.statement.entries.map((e: Json) => [e.kind, e.debit, e.credit])).toEqual(
      expect.arrayContaining([
        ['order', 66_350, 0],
        ['payment', 0, 40_000],
      ]),
    );
    // The method is its own field for each page to word in its language, the reference beside it.
    expect(statement.body.statement.entries).toContainEqual(
      expect.objectContaining({ kind: 'payment', method: 'cheque', reference: 'NIC 000123' }),
    );
    expect(statement.body.statement.entries).toContainEqual(
      expect.objectContaining({ kind: 'order', method: null }),
    );
    const placed = await call('/api/checkouts', hari.token, {
      method: 'POST',
      json: { ...address, payment_method: 'account' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(
      (await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'adminRecordDealerPayment')))
        .length,
    ).toBe(1);
  });

  it('invites a buyer by mail who joins, orders at the company’s prices, and whose orders and quotes the owner sees', async () => {
    // A quote Sita asked for herself before she joined stays hers alone.
    const before = await askQuote(sita, 'Sita’s own flat');
    const invited = await call('/api/customer/dealer/invites', hari.token, {
      method: 'POST',
      json: { email: sita.email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const [mail] = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, sita.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = decodeURIComponent(/\/dealer\/join\?token=([^\s]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    expect(token.length).toBeGreaterThan(20);
    // In English, as Sita uses the shop, to the English page.
    expect(mail?.subject).toBe('Himal Tiles Traders invites you to buy on Sajilo');
    expect(mail?.body).toContain(`${STOREFRONT_ORIGIN}/dealer/join?token=`);
    expect(mail?.html).toContain('<html lang="en">');
    const joined = await call('/api/customer/dealer/join', sita.token, { method: 'POST', json: { token } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.dealer.company).toMatchObject({ role: 'buyer', name: 'Himal Tiles Traders' });
    // Used once.
    expect(
      (await call('/api/customer/dealer/join', other.token, { method: 'POST', json: { token } })).status,
    ).toBe(404);

    await call(`/api/carts/${basin.slug}/added`, sita.token, { method: 'POST', json: { quantity: 1 } });
    const placed = await call('/api/checkouts', sita.token, { method: 'POST', json: address });
    expect(placed.status).toBe(201);
    const mine = await call(`/api/customer/orders/${placed.body.slug}`, sita.token);
    expect(mine.body.items[0]).toMatchObject({ amount: 7000, shop_amount: 8900 });

    const ownerView = await call('/api/customer/dealer/orders', hari.token);
    expect(ownerView.body.orders.map((o: Json) => o.buyer)).toContain('Sita Thapa');
    const buyerView = await call('/api/customer/dealer/orders', sita.token);
    expect(buyerView.body.orders.every((o: Json) => o.mine)).toBe(true);

    // Her quote for the company: the owner lists it with her name and opens it, writes on it as she could;
    // she does not read the company's list.
    sitaQuote = await askQuote(sita, 'Hotel Tansen');
    const quotesView = await call('/api/customer/dealer/quotes', hari.token);
    expect(quotesView.status, JSON.stringify(quotesView.body)).toBe(200);
    expect(quotesView.body.quotes.map((q: Json) => [q.slug, q.buyer, q.mine, q.project_name])).toContainEqual(
      [sitaQuote, 'Sita Thapa', false, 'Hotel Tansen'],
    );
    expect(quotesView.body.quotes.map((q: Json) => q.slug)).not.toContain(before);
    expect((await call(`/api/customer/quotes/${sitaQuote}`, hari.token)).body.quote.project_name).toBe(
      'Hotel Tansen',
    );
    expect((await call(`/api/customer/quotes/${before}`, hari.token)).status).toBe(404);
    const written = await call(`/api/customer/quotes/${sitaQuote}/messages`, hari.token, {
      method: 'POST',
      json: { body: 'Please deliver to the back gate.' },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    // The owner reads whose quote it is, and his message is signed with his name, not hers.
    expect(written.body.quote).toMatchObject({ buyer: 'Sita Thapa', mine: false });
    expect(written.body.quote.messages.at(-1)).toMatchObject({
      from: 'customer',
      author: 'Hari Thapa',
      body: 'Please deliver to the back gate.',
    });
    expect((await call('/api/customer/dealer/quotes', sita.token)).status).toBe(403);
    const hers = await call(`/api/customer/quotes/${sitaQuote}`, sita.token);
    expect(hers.status).toBe(200);
    expect(hers.body.quote).toMatchObject({ buyer: 'Sita Thapa', mine: true });
    expect(hers.body.quote.messages.map((m: Json) => m.author)).toEqual(['Hari Thapa']);
    // A buyer cannot invite, remove, or read the statement and leads.
    expect(
      (
        await call('/api/customer/dealer/invites', sita.token, {
          method: 'POST',
          json: { email: 'x@example.com' },
        })
      ).status,
    ).toBe(403);
    expect((await call('/api/customer/dealer/statement', sita.token)).status).toBe(403);
    expect((await call('/api/customer/dealer/leads', sita.token)).status).toBe(403);
    const account = await call('/api/customer/dealer', hari.token);
    const sitaId = account.body.dealer.members.find((m: Json) => m.role === 'buyer').id;
    expect(
      (await call(`/api/customer/dealer/buyers/${sitaId}`, sita.token, { method: 'DELETE' })).status,
    ).toBe(403);
    const removed = await call(`/api/customer/dealer/buyers/${sitaId}`, hari.token, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.dealer.members).toHaveLength(1);
    // Removed: her quotes leave the company's list with her.
    expect(
      (await call('/api/customer/dealer/quotes', hari.token)).body.quotes.map((q: Json) => q.slug),
    ).not.toContain(sitaQuote);
    expect((await call(`/api/customer/quotes/${sitaQuote}`, hari.token)).status).toBe(404);
    // Removed: the shop's prices again.
    expect(
      (await call('/api/customer/dealer/prices', sita.token, { method: 'POST', json: { slugs: [wc.slug] } }))
        .status,
    ).toBe(403);
  });

  it('invites in the invitee’s language when they have an account, else in the owner’s page’s', async () => {
    const inviteMail = async (email: string, headers: Record<string, string> = {}) => {
      const invited = await call('/api/customer/dealer/invites', hari.token, {
        method: 'POST',
        json: { email },
        headers,
      });
      expect(invited.status, JSON.stringify(invited.body)).toBe(201);
      const [mail] = await server.app.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, email))
        .orderBy(desc(outbox.id))
        .limit(1);
      return mail;
    };
    // Nobody has this address: the owner invites from the Nepali pages, so the mail is Nepali.
    const stranger = await inviteMail('naya-kharidkarta@example.com', { 'Accept-Language': 'ne' });
    expect(stranger?.subject).toBe('Himal Tiles Traders ले तपाईंलाई सजिलोमा किन्न निमन्त्रणा गरेको छ');
    expect(stranger?.body).toContain(`${STOREFRONT_ORIGIN}/ne/dealer/join?token=`);
    expect(stranger?.body).toContain('7 दिनभित्र यो लिङ्क खोल्नुहोस्');
    expect(stranger?.html).toContain('<html lang="ne">');
    // Gita last logged in on the Nepali pages: her invitation is Nepali whatever page the owner is on.
    const login = await call('/api/customer/login', undefined, {
      method: 'POST',
      json: { email: other.email, password: other.password },
      headers: { 'Accept-Language': 'ne' },
    });
    expect(login.status).toBe(200);
    const gita = await inviteMail(other.email);
    expect(gita?.subject).toContain('निमन्त्रणा');
    expect(gita?.body).toContain('/ne/dealer/join?token=');
    // Back on the English pages: English again.
    await call('/api/customer/login', undefined, {
      method: 'POST',
      json: { email: other.email, password: other.password },
    });
    expect((await inviteMail(other.email, { 'Accept-Language': 'ne' }))?.subject).toBe(
      'Himal Tiles Traders invites you to buy on Sajilo',
    );
  });

  it('lists the leads its own partner key brought, and staff reassign them', async () => {
    const partner = await server.app.clients.upsert({
      name: 'Himal widget',
      kind: 'partner',
      key: 'himal-partner-key',
      allowedOrigins: ['http://himal.example'],
    });
    expect(
      (
        await staff(`/api/admin/partners/${partner.id}/dealer`, {
          method: 'PUT',
          json: { dealer_id: companyA },
        })
      ).status,
    ).toBe(200);
    const sent = await call('/api/customer_enquiry', undefined, {
      method: 'POST',
      key: 'himal-partner-key',
      headers: { Origin: 'http://himal.example' },
      json: {
        name: 'Kamal Rai',
        email: 'kamal@example.com',
        phone: '9800000000',
        address: 'Butwal',
        message: 'Price for 40 boxes?',
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const leads = await call('/api/customer/dealer/leads', hari.token);
    expect(leads.body.leads).toEqual([
      expect.objectContaining({
        kind: 'customer_enquiry',
        name: 'Kamal Rai',
        email: 'kamal@example.com',
        message: 'Price for 40 boxes?',
      }),
    ]);
    const all = await staff('/api/admin/dealer-leads');
    const lead = all.body.leads[0];
    expect(lead).toMatchObject({ partner: 'Himal widget', dealer_id: companyA, phone: '9800000000' });
    // Paged like the back office's other lists: 50 a page, with the page, the pages and the total.
    expect(all.body).toMatchObject({ page: 1, pages: 1, total: all.body.leads.length });
    const second = await staff('/api/admin/dealer-leads?page=2');
    expect(second.body).toMatchObject({ leads: [], page: 2, pages: 1 });
    const theirs = await staff(`/api/admin/dealer-leads?dealer_id=${companyA}`);
    expect(theirs.body.leads.map((l: Json) => l.id)).toContain(lead.id);
    expect(
      (await staff(`/api/admin/dealer-leads/${lead.id}`, { method: 'PUT', json: { dealer_id: null } }))
        .status,
    ).toBe(200);
    expect((await call('/api/customer/dealer/leads', hari.token)).body.leads).toEqual([]);
    expect(
      (await staff(`/api/admin/dealer-leads/${lead.id}`, { method: 'PUT', json: { dealer_id: companyA } }))
        .status,
    ).toBe(200);
  });
});

describe('price tiers', () => {
  it('deletes a tier no company buys on, its rules and breaks with it (audited); one in use answers 409', async () => {
    const made = await staff('/api/admin/price-tiers', {
      method: 'POST',
      json: {
        name: 'Short-lived',
        rules: [{ scope: 'product', target_id: basin.id, percent_off: 3 }],
        breaks: [{ min_quantity: 5, percent_off: 2 }],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.tier.id;
    // The tier company A buys on stays, with a reason naming what to do.
    const used = await staff(`/api/admin/price-tiers/${tierId}`, { method: 'DELETE' });
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/company buys on this tier/);
    const gone = await staff(`/api/admin/price-tiers/${id}`, { method: 'DELETE' });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const names = (await staff('/api/admin/price-tiers')).body.tiers.map((t: Json) => t.name);
    expect(names).toContain('Trade A');
    expect(names).not.toContain('Short-lived');
    expect((await staff(`/api/admin/price-tiers/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await server.app.db.$count(priceTierRules, eq(priceTierRules.tierId, id))).toBe(0);
    expect(await server.app.db.$count(priceTierBreaks, eq(priceTierBreaks.tierId, id))).toBe(0);
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'adminDeletePriceTier'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ entity: 'price_tier', entityId: String(id), after: null });
    expect(entry?.before).toMatchObject({
      name: 'Short-lived',
      breaks: [{ min_quantity: 5, percent_off: 2 }],
    });
  });
});

describe('a tier deleted while staff give it to a company', () => {
  it('ends one way or the other, never an error and never a company left on no tier unseen', async () => {
    const before = (await staff(`/api/admin/dealers/${companyA}`)).body.dealer;
    for (let round = 0; round < 8; round += 1) {
      const made = await staff('/api/admin/price-tiers', {
        method: 'POST',
        json: { name: `Contested ${round}`, rules: [], breaks: [{ min_quantity: 5, percent_off: 1 }] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const contested = made.body.tier.id;
      const [given, deleted] = await Promise.all([
        approve(companyA, before.credit_limit, before.terms_days, contested),
        staff(`/api/admin/price-tiers/${contested}`, { method: 'DELETE' }),
      ]);
      const now = (await staff(`/api/admin/dealers/${companyA}`)).body.dealer;
      if (given.status === 200) {
        // Given first: the tier is in use and stays.
        expect(deleted.status, JSON.stringify(deleted.body)).toBe(409);
        expect(now.tier_id).toBe(contested);
      } else {
        // Deleted first: giving it is refused as a tier that does not exist, and the company keeps its own.
        expect(given.status, JSON.stringify(given.body)).toBe(422);
        expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
        expect(now.tier_id).not.toBeNull();
      }
      expect((await approve(companyA, before.credit_limit, before.terms_days, before.tier_id)).status).toBe(
        200,
      );
      if (deleted.status !== 200) {
        expect((await staff(`/api/admin/price-tiers/${contested}`, { method: 'DELETE' })).status).toBe(200);
      }
    }
  });
});

describe('dealer prices never leak', () => {
  it('catalogue answers are the shop’s, the same bytes and tag, whoever asks and with whatever token', async () => {
    for (const path of [`/api/products/${wc.slug}`, '/api/search?search=aqua']) {
      const anonymous = await server.request(path, { key: true });
      const dealer = await server.request(path, { key: true, token: hari.token });
      expect(dealer.status).toBe(200);
      expect(await dealer.text()).toBe(await anonymous.text());
      expect(dealer.headers.get('etag')).toBe(anonymous.headers.get('etag'));
      expect(dealer.headers.get('cache-control')).toBe('no-cache');
    }
    // After a dealer asked (and the in-memory cache kept the answer), the anonymous answer still has the shop's price.
    const product = (await (await server.request(`/api/products/${wc.slug}`, { key: true })).json()) as Json;
    expect(JSON.stringify(product)).toContain('24500');
    expect(JSON.stringify(product)).not.toContain('20825');
  });

  it('every dealer answer is private, no-store and untagged, errors too', async () => {
    for (const [path, method, json] of [
      ['/api/customer/dealer', 'GET', undefined],
      ['/api/customer/dealer/prices', 'POST', { slugs: [wc.slug] }],
      ['/api/customer/dealer/orders', 'GET', undefined],
      ['/api/customer/dealer/quotes', 'GET', undefined],
      ['/api/customer/dealer/statement', 'GET', undefined],
      ['/api/customer/dealer/leads', 'GET', undefined],
    ] as const) {
      for (const token of [hari.token, shopper.token]) {
        const res = await call(path, token, { method, ...(json ? { json } : {}) });
        expect(res.res.headers.get('cache-control'), `${path}`).toBe('private, no-store');
        expect(res.res.headers.get('etag')).toBeNull();
      }
    }
  });
});

describe('one company never reaches another', () => {
  it('a buyer of B reads and changes nothing of A: prices, orders, statement, leads, buyers', async () => {
    companyB = await apply(other, 'Terai Sanitary House');
    // Pending B: nothing of a dealer's.
    for (const path of [
      '/api/customer/dealer/orders',
      '/api/customer/dealer/quotes',
      '/api/customer/dealer/statement',
      '/api/customer/dealer/leads',
    ]) {
      expect((await call(path, other.token)).status).toBe(403);
    }
    await approve(companyB, 5000, 15, null);
    // B without a tier: the shop's prices.
    const prices = await call('/api/customer/dealer/prices', other.token, {
      method: 'POST',
      json: { slugs: [wc.slug] },
    });
    expect(prices.body.prices).toEqual([{ slug: wc.slug, price: 24_500, shop_price: 24_500 }]);
    const orders = await call('/api/customer/dealer/orders', other.token);
    expect(orders.body.orders).toEqual([]);
    const statement = await call('/api/customer/dealer/statement', other.token);
    expect(statement.body.statement).toMatchObject({ balance: 0, entries: [] });
    expect((await call('/api/customer/dealer/leads', other.token)).body.leads).toEqual([]);
    // B's owner lists none of A's quotes and opens, writes on, downloads, accepts or declines none.
    expect((await call('/api/customer/dealer/quotes', other.token)).body.quotes).toEqual([]);
    const aQuote = { slug: await askQuote(hari, 'Hotel Pokhara') };
    expect((await call('/api/customer/dealer/quotes', hari.token)).body.quotes).toEqual([
      expect.objectContaining({ slug: aQuote.slug, buyer: 'Hari Thapa', mine: true }),
    ]);
    for (const [path, method, json] of [
      [`/api/customer/quotes/${aQuote.slug}`, 'GET', undefined],
      [`/api/customer/quotes/${aQuote.slug}/quote.pdf`, 'GET', undefined],
      [`/api/customer/quotes/${aQuote.slug}/messages`, 'POST', { body: 'Mine now?' }],
      [`/api/customer/quotes/${aQuote.slug}/decline`, 'POST', undefined],
      [`/api/customer/quotes/${aQuote.slug}/accept`, 'POST', { ...address, revision: 1 }],
    ] as const) {
      expect((await call(path, other.token, { method, ...(json ? { json } : {}) })).status, path).toBe(404);
    }
    // A's owner, by id, cannot be removed by B's owner; nor can any member of A.
    const a = await call('/api/customer/dealer', hari.token);
    for (const member of a.body.dealer.members as Json[]) {
      expect(
        (await call(`/api/customer/dealer/buyers/${member.id}`, other.token, { method: 'DELETE' })).status,
      ).toBe(404);
    }
    expect((await call('/api/customer/dealer', hari.token)).body.dealer.members).toEqual(
      a.body.dealer.members,
    );
    // A's invitation link does not move B's owner into A.
    await call('/api/customer/dealer/invites', hari.token, {
      method: 'POST',
      json: { email: 'new@example.com' },
    });
    const [mail] = await server.app.db.select().from(outbox).where(eq(outbox.to, 'new@example.com')).limit(1);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    expect(
      (await call('/api/customer/dealer/join', other.token, { method: 'POST', json: { token } })).status,
    ).toBe(409);
    expect((await call('/api/customer/dealer', other.token)).body.dealer.company.name).toBe(
      'Terai Sanitary House',
    );
  });

  it('staff see every company, the declined included, and a declined company has no dealer prices', async () => {
    const list = await staff('/api/admin/dealers');
    expect(list.body.dealers.map((d: Json) => d.name)).toEqual(
      expect.arrayContaining(['Himal Tiles Traders', 'Terai Sanitary House']),
    );
    const detail = await staff(`/api/admin/dealers/${companyA}`);
    expect(detail.body.partners).toEqual([expect.objectContaining({ name: 'Himal widget' })]);
    await staff(`/api/admin/dealers/${companyB}`, {
      method: 'PUT',
      json: { status: 'declined', tier_id: null, credit_limit: 0, terms_days: 0 },
    });
    const [declined] = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, other.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(declined?.subject).toBe('Your dealer application for Terai Sanitary House');
    expect(
      (await call('/api/customer/dealer/prices', other.token, { method: 'POST', json: { slugs: [wc.slug] } }))
        .status,
    ).toBe(403);
  });

  it('takes a promotion off the prices the dealer pays, not the shop’s (docs/promotions.md)', async () => {
    await server.app.db.insert(promotions).values({
      name: 'Dealer festival',
      kind: 'code',
      code: 'TRADE10',
      type: 'percentage',
      value: 10,
      startsAt: new Date(Date.now() - 86_400_000),
    });
    await call(`/api/carts/${wc.slug}/added`, hari.token, { method: 'POST', json: { quantity: 2 } });
    const entered = await call('/api/carts/promotion-code', hari.token, {
      method: 'POST',
      json: { code: 'trade10' },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    // Two at the tier's 20,825 = 41,650; 10 % of that, not of the shop's 49,000.
    expect(entered.body).toMatchObject({ subtotal: 41_650, discount: 4165, totalAmount: 37_485 });
    const placed = await call('/api/checkouts', hari.token, {
      method: 'POST',
      json: { ...address, payment_method: 'cod' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await call(`/api/customer/orders/${placed.body.slug}`, hari.token);
    expect(order.body.order.total_amount).toBe(37_485);
    expect(order.body.items[0]).toMatchObject({ amount: 20_825, shop_amount: 24_500, total: 41_650 });
  });
});

describe('a dealer’s quote as a PDF', () => {
  it('names the seller as the invoice does and the company the quote is for (docs/quotes.md)', async () => {
    const facts = {
      name: 'Sajilo Trading Pvt. Ltd.',
      address: 'Tinkune, Kathmandu 44600',
      pan: '609876543',
      company_registration: '',
      ecommerce_listing: '',
      grievance_officer_name: '',
      grievance_officer_phone: '',
      grievance_officer_email: '',
      grievance_days: 15,
    };
    expect((await staff('/api/admin/seller', { method: 'PUT', json: facts })).status).toBe(200);
    /** The buyer's quote of one WC, priced by staff; its PDF's text. */
    const quotePdf = async (buyer: TestCustomer) => {
      await call(`/api/carts/${wc.slug}/added`, buyer.token, { method: 'POST', json: { quantity: 1 } });
      const asked = await call('/api/customer/quotes', buyer.token, {
        method: 'POST',
        json: { project_name: 'Hotel Lumbini', site: 'Bhairahawa' },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const [row] = await server.app.db
        .select({ id: quotes.id })
        .from(quotes)
        .where(eq(quotes.slug, asked.body.quote.slug));
      const lines = asked.body.quote.items as { id: number }[];
      const priced = await staff(`/api/admin/quotes/${row?.id}/revisions`, {
        method: 'POST',
        json: {
          revision_seen: 0,
          prices: lines.map((line) => ({ line_id: line.id, unit_price: 20_000 })),
          discount: 0,
          delivery_charge: 0,
          valid_until: '2099-12-31',
        },
      });
      expect(priced.status, JSON.stringify(priced.body)).toBe(201);
      const pdf = await server.request(`/api/customer/quotes/${asked.body.quote.slug}/quote.pdf`, {
        token: buyer.token,
      });
      expect(pdf.status).toBe(200);
      return pdfText(pdf);
    };

    const text = await quotePdf(hari);
    expect(text).toContain('Sajilo Trading Pvt. Ltd.');
    expect(text).toContain('Tinkune, Kathmandu 44600');
    expect(text).toContain('PAN/VAT No. 609876543');
    expect(text).toContain('Himal Tiles Traders');
    expect(text).toContain('Butwal-8, Rupandehi');
    expect(text).toContain('PAN/VAT No. 301234567');
    expect(text).toContain('Attn: Hari Thapa');

    // A shopper who buys for no company is named alone.
    const alone = await quotePdf(shopper);
    expect(alone).toContain('PAN/VAT No. 609876543');
    expect(alone).not.toContain('Attn:');
    expect(alone).not.toContain('301234567');
  });
});
