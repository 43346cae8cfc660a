// Every input boundary is total (docs/operations.md "Security"): control characters, ids beyond the
// database's integers, badly encoded addresses and query strings, repeated parameters, wrong bodies and
// framework errors all come back in the `result`/`message` envelope with an honest status and field messages,
// never a 500.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonSchema, loadContract } from '../src/contract.js';
import { contractProblems } from './contract-check.js';
import { type CatalogFixture, insertCatalog } from './fixtures/catalog.js';
import { insertContent } from './fixtures/content.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, TEST_KEY, type TestServer } from './helpers.js';

const CONTROL = 'Remove the control characters from this field.';
const INT_MAX = 2_147_483_647;

let server: TestServer;
let catalog: CatalogFixture;
let content: Awaited<ReturnType<typeof insertContent>>;
let shop: ShopProduct[];
let customer: TestCustomer;

beforeAll(async () => {
  server = await startServer({ formsPerMinute: 1000 });
  catalog = await insertCatalog(server.app.db);
  content = await insertContent(server);
  shop = (await insertShop(server)).products;
  customer = await registerAndLogin(server);
});
afterAll(async () => {
  await server.close();
});

type Init = Parameters<TestServer['request']>[1];

/** The response as JSON, with its status; fails when the body is not the envelope. */
async function answer(path: string, init: Init = {}) {
  const res = await server.request(path, init);
  const text = await res.text();
  expect(res.headers.get('content-type'), `${path}: ${text}`).toContain('application/json');
  const body = JSON.parse(text) as { result: string; message?: unknown };
  expect(['success', 'error']).toContain(body.result);
  return { status: res.status, body };
}

const key = { key: true } as const;
const post = (json: unknown): Init => ({ ...key, method: 'POST', json });
const contact = {
  name: 'Ram Thapa',
  email: 'ram@example.com',
  phone_number: '9841000000',
  message: 'Call me.',
};

describe('control characters', () => {
  it('refuses NUL and other control characters in a JSON text field with a field message', async () => {
    for (const bad of [
      'Ram\u0000',
      'Ram\u0007Thapa',
      '\u001b[31mRam',
      'Ram\u007f',
      'Ram\tThapa',
      'Ram\nThapa',
    ]) {
      const { status, body } = await answer('/api/contacts', post({ ...contact, name: bad }));
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body).toEqual({ result: 'error', message: { name: [CONTROL] } });
    }
  });

  it('lets multi-line fields keep tabs and line breaks, but not other control characters', async () => {
    const ok = await answer('/api/contacts', post({ ...contact, message: 'Line one\r\nLine\ttwo' }));
    expect(ok.status).toBe(201);
    const bad = await answer('/api/contacts', post({ ...contact, message: 'Line one\u0000' }));
    expect(bad).toEqual({ status: 400, body: { result: 'error', message: { message: [CONTROL] } } });
  });

  it('refuses a lone surrogate (no character at all) like a control character', async () => {
    const { status, body } = await answer('/api/contacts', post({ ...contact, name: 'Ram \ud800' }));
    expect(status).toBe(400);
    expect(body.message).toEqual({ name: [CONTROL] });
    // A real astral character (an emoji: a surrogate pair) is text like any other.
    expect((await answer('/api/contacts', post({ ...contact, name: 'Ram 😀' }))).status).toBe(201);
  });

  it('gives only the control-character message for a field that has it, not its format too', async () => {
    const { body } = await answer('/api/subscribers', post({ email: 'ram\u0000@example.com' }));
    expect(body.message).toEqual({ email: [CONTROL] });
  });

  it('refuses NUL in any FAQ question field instead of failing on the database', async () => {
    const question = { name: 'Ram\u0000', type: content.faqTypes.orders.id, email: 'ram@example.com' };
    const { status, body } = await answer(
      '/api/faqs',
      post({ ...question, phone_number: '9841000000', question: 'Pokhara?' }),
    );
    expect(status).toBe(400);
    expect(body.message).toEqual({ name: [CONTROL] });
  });

  it('refuses control characters in query values (search, list filters)', async () => {
    const search = await answer('/api/search?search=basin%00x', key);
    expect(search).toEqual({ status: 400, body: { result: 'error', message: { search: [CONTROL] } } });
    const colors = await answer('/api/categories/sanitaryware?colors=%00', key);
    expect(colors).toEqual({ status: 400, body: { result: 'error', message: { colors: [CONTROL] } } });
    const sizes = await answer('/api/search/sizes?search=tiles&sizes=600%0Ax%20600', key);
    expect(sizes.body.message).toEqual({ sizes: [CONTROL] });
  });

  it('refuses control characters in path values', async () => {
    const product = await answer('/api/products/a%00b', key);
    expect(product).toEqual({ status: 400, body: { result: 'error', message: { slug: [CONTROL] } } });
    const order = await answer('/api/customer/orders/x%1Fy', { token: customer.token });
    expect(order.body.message).toEqual({ slug: [CONTROL] });
  });

  it('refuses control characters in multipart text fields', async () => {
    const form = new FormData();
    const fields: Record<string, string> = {
      name: 'Ram\u0000Thapa',
      email: 'ram@example.com',
      phone_number: '9841000000',
      state: 'Bagmati',
      city: 'Kathmandu',
      address: 'Baneshwor',
      street: 'Shantinagar',
      product_name: 'Aqua WC',
      purchase_date: '2026-05-01',
      symptom: String(content.symptoms[0]?.id),
      remark: 'The flush\nleaks.',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const { status, body } = await answer('/api/complains', { ...key, method: 'POST', body: form });
    expect(status).toBe(400);
    expect(body.message).toEqual({ name: [CONTROL] });
  });
});

describe('integers the database cannot hold', () => {
  it('refuses ids above 2^31 - 1 in list filters with a field message', async () => {
    const brands = await answer('/api/categories/sanitaryware?brands=99999999999', key);
    expect(brands).toEqual({
      status: 400,
      body: { result: 'error', message: { brands: [`Must be at most ${INT_MAX}.`] } },
    });
    const categories = await answer('/api/search/categories?search=tiles&categories=2147483648', key);
    expect(categories.body.message).toEqual({ categories: [`Must be at most ${INT_MAX}.`] });
    // The largest id the database holds is a valid filter that matches nothing.
    expect((await answer(`/api/categories/sanitaryware?brands=${INT_MAX}`, key)).status).toBe(200);
  });

  it('refuses a FAQ type and a complaint symptom above 2^31 - 1', async () => {
    const faq = await answer(
      '/api/faqs',
      post({
        name: 'Ram',
        type: 99_999_999_999,
        email: 'ram@example.com',
        phone_number: '9841000000',
        question: 'Q?',
      }),
    );
    expect(faq).toEqual({
      status: 400,
      body: { result: 'error', message: { type: [`Must be at most ${INT_MAX}.`] } },
    });
    const form = new FormData();
    form.append('symptom', '99999999999');
    const ticket = await answer('/api/complains', { ...key, method: 'POST', body: form });
    expect(ticket.status).toBe(400);
    expect((ticket.body.message as Record<string, string[]>).symptom).toEqual([
      `Must be at most ${INT_MAX}.`,
    ]);
  });

  it('refuses numbers written as text that overflow to Infinity, wherever they are sent', async () => {
    const page = await answer('/api/brands/jaquar?page=1e400', key);
    expect(page).toEqual({
      status: 400,
      body: { result: 'error', message: { page: ['Must be a number.'] } },
    });
    const categories = await answer('/api/search?search=tiles&categories=-1e400', key);
    expect(categories.body.message).toEqual({ categories: ['Must be a number.'] });
    const line = await answer('/api/carts/1e400', { method: 'DELETE', token: customer.token });
    expect(line).toEqual({ status: 400, body: { result: 'error', message: { id: ['Must be a number.'] } } });
    const faq = await answer(
      '/api/faqs',
      post({
        name: 'Ram',
        type: '1e400',
        email: 'ram@example.com',
        phone_number: '9841000000',
        question: 'Q?',
      }),
    );
    expect(faq.body.message).toEqual({ type: ['Must be a number.'] });
  });

  it('refuses a cart line id above 2^31 - 1 (400, not a lookup)', async () => {
    const { status, body } = await answer('/api/carts/99999999999', {
      method: 'DELETE',
      token: customer.token,
    });
    expect(status).toBe(400);
    expect(body.message).toEqual({ id: [`Must be at most ${INT_MAX}.`] });
    expect(contractProblems('removeCartLine', status, body)).toEqual([]);
  });
});

describe('addresses and query strings', () => {
  it('answers a badly encoded path in the envelope, naming the parameter', async () => {
    const { status, body } = await answer('/api/customer/orders/%C0%AF', { token: customer.token });
    expect(status).toBe(400);
    expect(body).toEqual({
      result: 'error',
      message: { slug: ['This part of the address is not correctly encoded.'] },
    });
    expect(contractProblems('getOrder', status, body)).toEqual([]);
    const product = await answer('/api/products/basin%E0%A4', key);
    expect(product.body.message).toEqual({ slug: ['This part of the address is not correctly encoded.'] });
    // No operation has this path: the whole address is named.
    const unknown = await answer('/api/nothing/%C0%AF');
    expect(unknown).toEqual({
      status: 400,
      body: { result: 'error', message: { url: ['This address is not correctly encoded.'] } },
    });
  });

  it('takes a slug up to the contract length, and names the slug when it is longer', async () => {
    const long = await answer(`/api/products/${'a'.repeat(150)}`, key);
    expect(long).toEqual({ status: 404, body: { result: 'error', message: 'This product was not found.' } });
    const tooLong = await answer(`/api/products/${'a'.repeat(201)}`, key);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toEqual({ slug: ['Use at most 200 characters.'] });
    const huge = await answer(`/api/products/${'a'.repeat(5000)}`, key);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toEqual({ slug: ['Use at most 200 characters.'] });
  });

  it('refuses malformed percent escapes in a query value', async () => {
    for (const bad of ['%zz', 'basin%', '%C0%AF', 'a%E0%A4']) {
      const { status, body } = await answer(`/api/search?search=${bad}`, key);
      expect(status, bad).toBe(400);
      expect(body.message).toEqual({ search: ['This value is not correctly encoded.'] });
    }
    // A percent sign sent encoded is an ordinary character.
    expect((await answer('/api/search?search=100%25', key)).status).toBe(200);
  });

  it('refuses a parameter given twice where one value is expected', async () => {
    const page = await answer('/api/categories/sanitaryware?page=1&page=2', key);
    expect(page).toEqual({
      status: 400,
      body: { result: 'error', message: { page: ['Give this value only once.'] } },
    });
    const search = await answer('/api/search?search=basin&search=wc', key);
    expect(search.body.message).toEqual({ search: ['Give this value only once.'] });
  });

  it('takes a list parameter given several times like one comma-separated value', async () => {
    const aqua = catalog.brand('jaquar').id;
    const cera = catalog.brand('cera').id;
    const repeated = await answer(`/api/categories/sanitaryware?brands=${aqua}&brands=${cera}`, key);
    const joined = await answer(`/api/categories/sanitaryware?brands=${aqua},${cera}`, key);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(joined.body);
  });
});

describe('bodies and framework errors', () => {
  it('answers a body sent to an operation that takes none as the contract documents', async () => {
    const cases: [string, Init, number][] = [
      [
        '/api/customer/logout',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
        400,
      ],
      [
        '/api/customer/logout',
        { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: '<x/>' },
        415,
      ],
      [
        `/api/wishlists/${shop[0]?.slug}`,
        { method: 'DELETE', headers: { 'Content-Type': 'text/csv' }, body: 'a' },
        415,
      ],
      [
        '/api/customer/orders/none',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: 'x'.repeat(2 * 1024 * 1024),
        },
        413,
      ],
    ];
    const ids = ['logoutCustomer', 'logoutCustomer', 'removeFromWishlist', 'cancelOrder'];
    for (const [i, [path, init, expected]] of cases.entries()) {
      const { status, body } = await answer(path, { ...init, token: customer.token });
      expect(status, path).toBe(expected);
      expect(contractProblems(ids[i] ?? '', status, body)).toEqual([]);
    }
  });

  it('refuses a multipart form sent to a JSON operation with 415', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(contact)) form.append(name, value);
    const { status, body } = await answer('/api/contacts', { ...key, method: 'POST', body: form });
    expect(status).toBe(415);
    expect(body).toEqual({ result: 'error', message: 'Send this request as application/json.' });
  });

  it('names a missing body as empty', async () => {
    const { status, body } = await answer('/api/contacts', { ...key, method: 'POST' });
    expect(status).toBe(400);
    expect(body).toEqual({ result: 'error', message: { body: ['The request body is empty.'] } });
  });

  it('answers unknown routes and methods with the envelope', async () => {
    expect(await answer('/nope')).toEqual({ status: 404, body: { result: 'error', message: 'Not found.' } });
    expect((await answer('/api/banners', { ...key, method: 'PATCH' })).status).toBe(404);
  });

  it('answers a request the HTTP parser refuses in the envelope', async () => {
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const url = new URL(server.url);
        const socket = connect(Number(url.port), url.hostname, () => socket.end(request));
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString('latin1');
        });
        socket.on('end', () => resolve(data));
        socket.on('error', (error) => (data ? resolve(data) : reject(error)));
      });
    const bad = await raw(`GET /api/banners HTTP/1.1\r\nHost: x\r\nX-Api-Key: a\u0000b\r\n\r\n`);
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(bad.slice(bad.indexOf('\r\n\r\n') + 4))).toEqual({
      result: 'error',
      message: { request: ['The request could not be read.'] },
    });
    const big = await raw(
      `GET /api/banners HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${TEST_KEY}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4))).toMatchObject({ result: 'error' });
  });
});

describe('the contract bounds every input', () => {
  const { operations } = loadContract();

  /** Every schema node of a request schema, with where it is. */
  function* nodes(schema: unknown, at: string): Generator<[JsonSchema, string]> {
    if (typeof schema !== 'object' || schema === null) return;
    const node = schema as JsonSchema;
    yield [node, at];
    for (const [name, child] of Object.entries((node.properties as Record<string, unknown>) ?? {})) {
      yield* nodes(child, `${at}.${name}`);
    }
    if (node.items) yield* nodes(node.items, `${at}[]`);
    for (const list of ['allOf', 'anyOf', 'oneOf'] as const) {
      for (const child of (node[list] as JsonSchema[]) ?? []) {
        // The rules contract.ts adds to every value (a `pattern` or a repeated `type`) bound nothing.
        const keys = Object.keys(child);
        if (keys.length === 1 && (keys[0] === 'type' || keys[0] === 'pattern')) continue;
        yield* nodes(child, at);
      }
    }
  }

  const requestSchemas = (): [JsonSchema | undefined, string][] =>
    [...operations.values()].flatMap((op) => [
      [op.schema.params, `${op.operationId} params`],
      [op.schema.querystring, `${op.operationId} query`],
      [op.schema.headers, `${op.operationId} headers`],
      [op.bodySchema, `${op.operationId} body`],
    ]);

  it('gives every integer a maximum the database can hold', () => {
    const unbounded: string[] = [];
    for (const [schema, at] of requestSchemas()) {
      for (const [node, where] of nodes(schema, at)) {
        if (node.type !== 'integer' && node.type !== 'number') continue;
        if (node.enum) continue;
        if (typeof node.maximum !== 'number' || node.maximum > INT_MAX) unbounded.push(where);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('gives every string a maximum length (or a closed set of values)', () => {
    const unbounded: string[] = [];
    for (const [schema, at] of requestSchemas()) {
      for (const [node, where] of nodes(schema, at)) {
        const types = ([] as unknown[]).concat(node.type);
        if (!types.includes('string') || node.enum) continue;
        if (node.format === 'binary' || node.format === 'date') continue;
        if (typeof node.maxLength !== 'number') unbounded.push(where);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('documents 400 wherever a client sends something, and 413 and 415 wherever it can send a body', () => {
    const missing: string[] = [];
    for (const op of operations.values()) {
      const statuses = Object.keys(op.responses);
      const takesInput =
        op.schema.params || op.schema.querystring || op.schema.headers || op.bodyKind !== 'none';
      const takesBody = op.method !== 'GET';
      const needed = [...(takesInput || takesBody ? ['400'] : []), ...(takesBody ? ['413', '415'] : [])];
      for (const status of needed)
        if (!statuses.includes(status)) missing.push(`${op.operationId} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});
