// The customer's mails in their language, over real HTTP from the outbox (docs/server.md "Mail"): the
// account's mails in the language of the page the shopper used (registration, confirmation again, account
// exists, password reset, email changed), the order's in the language it was placed in (placed with its
// invoice, cancelled); each with its links to the pages in that language and its HTML part saying the
// language. The same calls from the English pages stay English. The language the customer last used is kept
// on the account (`customers.locale`). The returns', the collection's, the quotes' and the dealer
// invitation's mails are asked for in their own files (returns, collect, quotes, dealers).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outbox } from '../src/db/schema.js';
import { confirmByMail, insertShop, type ShopProduct } from './fixtures/shop.js';
import { STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let products: ShopProduct[];
let visitors = 0;

const NE = { 'Accept-Language': 'ne' };
const DEVANAGARI = /\p{Script=Devanagari}/u;
/** A Gregorian date as the Nepali order pages write it: `29 नोभेम्बर 2026`. */
const NEPALI_DATE = /\d{1,2} (जनवरी|फेब्रुअरी|मार्च|अप्रिल|मे|जुन|जुलाई|अगस्ट|सेप्टेम्बर|अक्टोबर|नोभेम्बर|डिसेम्बर) \d{4}/;

/** Headers of a new visitor (rate limits are per address), on the pages of `language`. */
function visitor(language?: Record<string, string>): Record<string, string> {
  visitors += 1;
  return { 'X-Forwarded-For': `10.7.${Math.floor(visitors / 250)}.${visitors % 250}`, ...language };
}

async function post(path: string, json: unknown, headers: Record<string, string>, token?: string) {
  const res = await server.request(path, { method: 'POST', json, headers, ...(token ? { token } : {}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The latest mail to `to`, or the latest whose subject starts so. */
async function lastMail(to: string, subjectStart?: string) {
  const [row] = await server.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), subjectStart ? like(outbox.subject, `${subjectStart}%`) : undefined))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

async function localeOf(email: string) {
  const [row] = await server.app.db
    .select({ locale: customers.locale })
    .from(customers)
    .where(eq(customers.email, email));
  return row?.locale;
}

/** Registers `email` from the pages of `headers`' language; the password is the address's. */
const register = (email: string, headers: Record<string, string>) =>
  post(
    '/api/customer/register',
    {
      first_name: 'Sita',
      last_name: 'Gurung',
      phone_number: '9841000002',
      email,
      password: `a long passphrase for ${email}`,
      password_confirmation: `a long passphrase for ${email}`,
    },
    headers,
  );

/** A registered, confirmed and logged-in customer, from the pages of `headers`' language. */
async function customer(headers: Record<string, string>) {
  const email = `mail-language-${randomUUID().slice(0, 8)}@example.com`;
  expect((await register(email, headers)).status).toBe(202);
  await confirmByMail(server, email, headers);
  const login = await post(
    '/api/customer/login',
    { email, password: `a long passphrase for ${email}` },
    headers,
  );
  expect(login.status).toBe(200);
  return { email, password: `a long passphrase for ${email}`, token: String(login.body.token) };
}

/** Every mail in Nepali alone: no English sentence, its links to `/ne/…`, its HTML `lang="ne"`. */
function expectNepali(mail: { subject: string; body: string; html: string | null }) {
  expect(mail.subject).toMatch(DEVANAGARI);
  expect(mail.body).not.toMatch(/\b(Dear|Your|your|the|Open|If)\b/);
  for (const link of mail.body.match(/https?:\/\/\S+/g) ?? [])
    expect(link.startsWith(`${STOREFRONT_ORIGIN}/ne/`), link).toBe(true);
  expect(mail.html).toContain('<html lang="ne">');
}

function expectEnglish(mail: { subject: string; body: string; html: string | null }) {
  expect(mail.subject).not.toMatch(DEVANAGARI);
  expect(mail.body).not.toMatch(DEVANAGARI);
  expect(mail.body).not.toContain('/ne/');
  expect(mail.html).toContain('<html lang="en">');
}

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  products = (await insertShop(server)).products;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("the account's mails, in the language of the page the shopper used", () => {
  it('registration: the confirmation, again on asking, and the address already taken', async () => {
    const email = `ne-register-${randomUUID().slice(0, 8)}@example.com`;
    const headers = visitor(NE);
    expect((await register(email, headers)).status).toBe(202);
    const confirm = await lastMail(email);
    expect(confirm.subject).toBe('आफ्नो सजिलो खाता पूरा गर्न इमेल पुष्टि गर्नुहोस्');
    expect(confirm.body).toMatch(
      new RegExp(
        `इमेल पुष्टि गरी खाता पूरा गर्न 24 घण्टाभित्र यो लिङ्क खोल्नुहोस्: ${STOREFRONT_ORIGIN}/ne/confirm-email#token=[\\w-]+`,
      ),
    );
    expect(confirm.html).toMatch(/<a href="http:\/\/localhost:3999\/ne\/confirm-email#token=[\w-]+"/);
    expectNepali(confirm);
    expect(await localeOf(email)).toBe('ne');

    // Asked again from the Nepali pages: Nepali again.
    expect((await post('/api/customer/resend-confirmation', { email }, headers)).status).toBe(202);
    expectNepali(await lastMail(email));

    // Registered again while unconfirmed: the owner hears it, with a link to confirm, in Nepali.
    expect((await register(email, headers)).status).toBe(202);
    const exists = await lastMail(email);
    expect(exists.subject).toBe('तपाईंको सजिलो खाता पहिले नै छ');
    expect(exists.body).toContain(`${STOREFRONT_ORIGIN}/ne/confirm-email#token=`);
    expect(exists.body).toContain(`यहाँ नयाँ पासवर्ड राख्नुहोस्: ${STOREFRONT_ORIGIN}/ne/forget-password`);
    expectNepali(exists);

    // Confirmed, and tried again from the English pages: English, to the English login page.
    await confirmByMail(server, email, headers);
    expect((await register(email, visitor())).status).toBe(202);
    const english = await lastMail(email);
    expect(english.subject).toBe('You already have a Sajilo account');
    expect(english.body).toContain(`Log in at ${STOREFRONT_ORIGIN}/login`);
    expectEnglish(english);
    // Trying to register does not change the account's language: only its owner's own pages do.
    expect(await localeOf(email)).toBe('ne');
  });

  it('the password reset link, to the reset page in the language asked from', async () => {
    const me = await customer(visitor());
    expect(await localeOf(me.email)).toBe('en');
    await post('/api/customer/forgot-password', { email: me.email }, visitor(NE));
    const nepali = await lastMail(me.email);
    expect(nepali.subject).toBe('आफ्नो सजिलो पासवर्ड नयाँ बनाउनुहोस्');
    expect(nepali.body).toMatch(new RegExp(`${STOREFRONT_ORIGIN}/ne/reset-password#token=[\\w-]+`));
    expectNepali(nepali);
    await post('/api/customer/forgot-password', { email: me.email }, visitor());
    const english = await lastMail(me.email);
    expect(english.subject).toBe('Reset your Sajilo password');
    expect(english.body).toMatch(new RegExp(`${STOREFRONT_ORIGIN}/reset-password#token=[\\w-]+`));
    expectEnglish(english);
  });

  it('keeps the language of the login and the profile, and tells the old address of a new email in it', async () => {
    const headers = visitor();
    const me = await customer(headers);
    const login = (language: Record<string, string>) =>
      post('/api/customer/login', { email: me.email, password: me.password }, { ...headers, ...language });
    expect((await login(NE)).status).toBe(200);
    expect(await localeOf(me.email)).toBe('ne');
    expect((await login({ 'Accept-Language': 'en' })).status).toBe(200);
    expect(await localeOf(me.email)).toBe('en');

    const newEmail = `changed-${me.email}`;
    const saved = await post(
      '/api/customer/update-profile',
      { name: 'Sita Gurung', email: newEmail, phone_number: '9841000002', current_password: me.password },
      { ...headers, ...NE },
      me.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await localeOf(newEmail)).toBe('ne');
    const changed = await lastMail(me.email);
    expect(changed.subject).toBe('तपाईंको सजिलो खाताको इमेल परिवर्तन गरियो');
    expect(changed.body).toContain(`तपाईंको सजिलो खाताको इमेल ${me.email} बाट ${newEmail} मा परिवर्तन गरियो।`);
    expectNepali(changed);
  });
});

describe("the order's mails, in the language it was placed in", () => {
  async function placeOrder(headers: Record<string, string>) {
    const me = await customer(headers);
    const [wc] = products as [ShopProduct];
    const added = await post(`/api/carts/${wc.slug}/added`, { quantity: 2 }, headers, me.token);
    expect(added.status).toBe(200);
    const email = `order-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await post(
      '/api/checkouts',
      {
        name: 'Ram Thapa',
        email,
        phone_number: '9841000000',
        state: 'Bagmati Province',
        district: 'Kathmandu',
        city: 'Kathmandu Metropolitan City',
        ward: 10,
        street_address: 'Baneshwor',
        note: 'Ring the bell',
      },
      headers,
      me.token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const slug = String(placed.body.slug);
    const detail = await server.request(`/api/customer/orders/${slug}`, { token: me.token });
    const { order } = (await detail.json()) as { order: { order_name: string; invoice_number: string } };
    return { me, email, slug, number: order.order_name, invoice: order.invoice_number, wc };
  }

  it('placed from the Nepali pages: the invoice mail and the cancellation in Nepali', async () => {
    const headers = visitor(NE);
    const { me, email, slug, number, invoice, wc } = await placeOrder(headers);
    const placed = await lastMail(email);
    expect(placed.subject).toBe(`तपाईंको सजिलो अर्डर ${number} राखियो`);
    expect(invoice).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    for (const line of [
      'आदरणीय Ram Thapa,',
      'तपाईंको अर्डरका लागि धन्यवाद। हामीले यो पायौं र डेलिभरी मिलाउन 9841000000 मा फोन गर्नेछौं।',
      `अर्डर नम्बर: ${number}`,
      `भ्याट बिल नम्बर: ${invoice}`,
      'भुक्तानी विधि: सामान आएपछि नगद भुक्तानी',
      `1. ${wc.title}`,
      '2 × रु. 24,500 = रु. 49,000',
      'जम्मा रकम: रु. ',
      // The address as orderAddress writes it in Nepali: the ward and the places' Nepali names, the street as typed.
      'डेलिभरी ठेगाना:',
      'Baneshwor, वडा नं. 10, काठमाण्डौं महानगरपालिका, काठमाडौँ, बागमती प्रदेश',
      'तपाईंको टिप्पणी: Ring the bell',
      `आफ्नो अर्डर हेर्नुहोस्, वा बाँकी रहेसम्म रद्द गर्नुहोस्: ${STOREFRONT_ORIGIN}/ne/my-orders/${slug}`,
      'सजिलो',
    ])
      expect(placed.body).toContain(line);
    expect(placed.body).toMatch(new RegExp(`मिति: ${NEPALI_DATE.source}`));
    // The invoice's HTML: its headings in Nepali, the link to the Nepali page.
    const html = placed.html ?? '';
    expect(html).toContain('<html lang="ne">');
    for (const heading of ['क्र.सं.', 'उत्पादन', 'परिमाण', 'एकाइ मूल्य', 'रकम', `अर्डर ${number}`])
      expect(html).toContain(heading);
    expect(html).toContain(`<a href="${STOREFRONT_ORIGIN}/ne/my-orders/${slug}"`);
    expect(html).not.toMatch(/Invoice|Quantity|Total amount/);

    const cancelled = await post(`/api/customer/orders/${slug}`, undefined, headers, me.token);
    expect(cancelled.status).toBe(200);
    const cancel = await lastMail(email);
    expect(cancel.subject).toBe(`तपाईंको सजिलो अर्डर ${number} रद्द गरियो`);
    expect(cancel.body).toMatch(
      new RegExp(
        `तपाईंको अनुरोधअनुसार ${NEPALI_DATE.source} को तपाईंको अर्डर ${number} \\(रु. [\\d,]+, सामान आएपछि नगद भुक्तानी\\) रद्द गरियो।`,
      ),
    );
    expect(cancel.body).toContain(`अर्डर: ${STOREFRONT_ORIGIN}/ne/my-orders/${slug}`);
    expectNepali(cancel);
  });

  it('placed from the English pages: English, whatever language the account last used', async () => {
    const headers = visitor();
    const { me, email, slug, number } = await placeOrder(headers);
    // The account was last used in Nepali; the order was placed in English.
    await post('/api/customer/login', { email: me.email, password: me.password }, { ...headers, ...NE });
    const placed = await lastMail(email);
    expect(placed.subject).toBe(`Your Sajilo order ${number} has been placed`);
    expect(placed.body).toMatch(/Date: \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(placed.body).toContain(`${STOREFRONT_ORIGIN}/my-orders/${slug}`);
    expect(placed.body).toContain(
      'Baneshwor, Ward 10, Kathmandu Metropolitan City, Kathmandu, Bagmati Province',
    );
    expectEnglish(placed);
    expect(placed.html).toContain(
      '<th style="padding:6px 4px;border-bottom:1px solid #ddd;text-align:left">Product</th>',
    );
    await post(`/api/customer/orders/${slug}`, undefined, { ...headers, ...NE }, me.token);
    const cancel = await lastMail(email);
    expect(cancel.subject).toBe(`Your Sajilo order ${number} has been cancelled`);
    expectEnglish(cancel);
  });
});
