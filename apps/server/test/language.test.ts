// The shopper's language over real HTTP (docs/nepal.md "The server's messages"; docs/design.md "API
// conventions"): `Accept-Language: ne` gets the storefront operations' messages in Nepali (a success, an error,
// field messages, a rate limit), without it English; answers with a message say `Content-Language` and
// `Vary: Accept-Language`, catalogue answers (no message) keep their shared ETag, and the back office stays
// English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateLocale, translate } from '../src/i18n.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let customer: TestCustomer;
let product: ShopProduct;

const NE = { 'Accept-Language': 'ne' };

beforeAll(async () => {
  // One form a minute, so the second subscription in a test is refused (429).
  server = await startServer({ formsPerMinute: 1 });
  [product] = (await insertShop(server)).products as [ShopProduct];
  customer = await registerAndLogin(server);
});
afterAll(async () => {
  await server.close();
});

/** An answer's envelope. */
const body = async (res: Response) => (await res.json()) as { result: string; message: unknown };

const varies = (res: Response) =>
  (res.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .includes('accept-language');

describe('Accept-Language', () => {
  it('is negotiated by quality, not by a substring', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('ne')).toBe('ne');
    expect(negotiateLocale('ne-NP')).toBe('ne');
    expect(negotiateLocale('NE-np, en;q=0.5')).toBe('ne');
    expect(negotiateLocale('en-US,en;q=0.9,ne;q=0.8')).toBe('en');
    expect(negotiateLocale('en;q=0.4, ne;q=0.8')).toBe('ne');
    expect(negotiateLocale('ne;q=0, en')).toBe('en');
    // Refused by q=0 although `*` would take it; `*` then stands for English.
    expect(negotiateLocale('ne;q=0, *')).toBe('en');
    expect(negotiateLocale('en;q=0, *')).toBe('ne');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('fr, de;q=0.8')).toBe('en');
    // Not a language range that names Nepali: "one" and "new" hold the letters, not the language.
    expect(negotiateLocale('new, one')).toBe('en');
    expect(negotiateLocale('nepali')).toBe('en');
    // A malformed weight drops its range; an equal weight goes to the range listed first.
    expect(negotiateLocale('ne;q=2, en;q=0.1')).toBe('en');
    expect(negotiateLocale('ne;q=0.5, en;q=0.5')).toBe('ne');
    expect(negotiateLocale(['en;q=0.1', 'ne'])).toBe('ne');
  });

  it('renders a message whose value is a message itself in the same language', () => {
    const types = { id: '{first} or {last}', values: { first: 'PDF, DOC', last: 'DOCX' } };
    const message = { id: 'The file must be a {types} document.', values: { types } };
    expect(translate('en', message)).toBe('The file must be a PDF, DOC or DOCX document.');
    expect(translate('ne', message)).toBe('फाइल PDF, DOC वा DOCX कागजात हुनुपर्छ।');
    // Text the catalogues do not hold (a framework's own) is kept as it is.
    expect(translate('ne', 'Route GET:/x not found')).toBe('Route GET:/x not found');
  });

  it('answers a success in Nepali when asked, and in English otherwise', async () => {
    const path = `/api/carts/${product.slug}/added`;
    const ne = await server.request(path, {
      method: 'POST',
      token: customer.token,
      headers: NE,
      json: { quantity: 1 },
    });
    expect(ne.status).toBe(200);
    expect((await body(ne)).message).toBe('उत्पादन तपाईंको कार्टमा थपियो।');
    expect(ne.headers.get('content-language')).toBe('ne');
    expect(varies(ne)).toBe(true);

    const en = await server.request(path, { method: 'POST', token: customer.token, json: { quantity: 1 } });
    expect((await body(en)).message).toBe('Product added to your cart.');
    expect(en.headers.get('content-language')).toBe('en');
    expect(varies(en)).toBe(true);

    const wishlist = await server.request(`/api/wishlists/${product.slug}`, {
      token: customer.token,
      headers: { 'Accept-Language': 'en-GB;q=0.3, ne-NP;q=0.9' },
    });
    expect((await body(wishlist)).message).toBe('इच्छासूचीमा थपियो।');
  });

  it('answers in Nepali an operation that declares header parameters (checkout: Idempotency-Key)', async () => {
    // The validator drops the headers such an operation does not name: the language is read before it.
    const res = await server.request('/api/checkouts', {
      method: 'POST',
      token: customer.token,
      headers: { ...NE, 'Idempotency-Key': 'language-test-checkout' },
      json: {
        name: 'Ram Thapa',
        email: customer.email,
        phone_number: '9841000000',
        state: 'Bagmati',
        city: 'Kathmandu',
        street_address: 'Baneshwor',
      },
    });
    expect(res.status).toBe(201);
    expect((await body(res)).message).toBe('तपाईंको अर्डर राखियो।');
    expect(res.headers.get('content-language')).toBe('ne');
  });

  it('answers errors in Nepali: a sentence, and one with a value', async () => {
    const expired = await server.request('/api/carts', { headers: NE });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      result: 'error',
      message: 'तपाईंको सत्रको म्याद सकियो। कृपया फेरि लगइन गर्नुहोस्।',
    });
    expect(expired.headers.get('content-language')).toBe('ne');

    const login = await server.request('/api/customer/login', {
      method: 'POST',
      headers: NE,
      json: { email: customer.email, password: 'not the password at all' },
    });
    expect(login.status).toBe(401);
    expect((await body(login)).message).toBe('इमेल वा पासवर्ड मिलेन।');

    const unknown = await server.request('/api/no-such-thing', { headers: NE });
    expect(await unknown.json()).toEqual({ result: 'error', message: 'भेटिएन।' });
  });

  it('answers field messages in Nepali, from the contract and from the server', async () => {
    const form = {
      first_name: 'Sita',
      last_name: 'Rai',
      phone_number: '9841000000',
      email: customer.email,
      password: 'a long enough passphrase',
      password_confirmation: 'another passphrase',
    };
    const res = await server.request('/api/customer/register', { method: 'POST', headers: NE, json: form });
    expect(res.status).toBe(422);
    // A taken email is never said so (docs/customer.md "Registration"); the confirmation is, in Nepali.
    expect((await body(res)).message).toEqual({
      password_confirmation: ['पुष्टि गरिएको पासवर्ड मिलेन।'],
    });

    // The contract's rule with its number, worded like the storefront's own check.
    const short = await server.request('/api/customer/register', {
      method: 'POST',
      headers: NE,
      json: { ...form, password: 'short', password_confirmation: 'short' },
    });
    expect(short.status).toBe(400);
    expect(((await body(short)).message as Record<string, string[]>).password).toEqual([
      'कम्तीमा 12 अक्षर प्रयोग गर्नुहोस्।',
    ]);

    const invalid = await server.request('/api/subscribers', {
      method: 'POST',
      key: true,
      headers: NE,
      json: { email: 'not an email' },
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      result: 'error',
      message: { email: ['मान्य इमेल ठेगाना लेख्नुहोस्।'] },
    });
    expect(invalid.headers.get('content-language')).toBe('ne');
  });

  it('answers a rate limit in Nepali, with its wait', async () => {
    const subscribe = (headers: Record<string, string>) =>
      server.request('/api/subscribers', {
        method: 'POST',
        key: true,
        headers,
        json: { email: 'shopper@example.com' },
      });
    // The one form of the minute (already taken by the invalid subscription above when run in order).
    await subscribe(NE);
    const limited = await subscribe(NE);
    expect(limited.status).toBe(429);
    const seconds = limited.headers.get('retry-after');
    expect(Number(seconds)).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      result: 'error',
      message: `धेरै पटक प्रयास भयो। कृपया ${seconds} सेकेन्डपछि फेरि प्रयास गर्नुहोस्।`,
    });
    const english = await subscribe({});
    expect((await body(english)).message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('leaves catalogue answers shared between languages, and their errors untagged', async () => {
    const path = `/api/products/${product.slug}`;
    const en = await server.request(path, { key: true });
    const ne = await server.request(path, { key: true, headers: NE });
    expect([en.status, ne.status]).toEqual([200, 200]);
    // No message in a product: the same body and tag in both languages, and nothing to vary on.
    expect(await ne.json()).toEqual(await en.json());
    expect(ne.headers.get('etag')).toBe(en.headers.get('etag'));
    expect(ne.headers.get('content-language')).toBeNull();
    expect(varies(ne)).toBe(false);
    const revalidated = await server.request(path, {
      key: true,
      headers: { ...NE, 'If-None-Match': en.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);

    // A missing product is a message in the shopper's language, never tagged for a 304.
    const missing = await server.request('/api/products/no-such-product', { key: true, headers: NE });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ result: 'error', message: 'यो उत्पादन भेटिएन।' });
    expect(missing.headers.get('etag')).toBeNull();
    expect(varies(missing)).toBe(true);
  });

  it('keeps the back office in English', async () => {
    const res = await server.request('/api/admin/login', {
      method: 'POST',
      headers: NE,
      json: { email: 'nobody@example.com', password: 'not a staff password' },
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/^[\x20-\x7e]+$/);
    // Its answers are the same whatever the language asked for: nothing to say about it.
    expect(res.headers.get('content-language')).toBeNull();
    expect(varies(res)).toBe(false);
  });
});
