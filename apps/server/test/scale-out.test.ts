// Two API instances on one PostgreSQL behind a round-robin proxy, as a shop runs in production
// (docs/operations.md "Several instances"). Both start together on an empty database; the login limit is one
// shared count; a file stored through one is the other's too; an order placed through one is seen by the
// other; a reset mail is sent once. PostgreSQL only (PGlite serves one process): skipped, with the reason
// printed, without TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { complaintSymptoms } from '../src/db/schema.js';
import { LIMITS } from '../src/services/accounts.js';
import { putFiles } from '../src/services/files.js';
import { freshPostgres } from './helpers.js';
import {
  type CatalogueProduct,
  insertProducts,
  type ServerProcess,
  spawnServer,
  withDatabase,
} from './process.js';
import { eventually, startSmtp, type TestSmtp } from './smtp.js';

const pgBase = process.env.TEST_DATABASE_URL;
if (!pgBase) console.log('scale-out test skipped: it needs PostgreSQL (set TEST_DATABASE_URL; CI does)');

const KEY = 'scale-out-storefront-key';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SHOP_EMAIL = 'staff@sajilo.example';

/**
 * A small round-robin proxy: request n goes to instance n mod 2, with X-Forwarded-For naming the client
 * (the `X-Test-Client` header, as a real proxy would name the socket's address) and `X-Instance` on the
 * answer saying which instance served it.
 */
async function startProxy(targets: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const proxy: Server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length;
    const target = new URL(incoming.url ?? '/', targets[index]);
    const client = String(incoming.headers['x-test-client'] ?? incoming.socket.remoteAddress ?? '');
    const { 'x-test-client': _client, ...rest } = incoming.headers;
    const headers = { ...rest, host: target.host, 'x-forwarded-for': client };
    const forwarded = httpRequest(target, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index) });
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

describe.skipIf(!pgBase)('two instances on one PostgreSQL behind a proxy', () => {
  let database: { url: string; drop: () => Promise<void> };
  let smtp: TestSmtp;
  let instances: ServerProcess[] = [];
  let proxy: { url: string; close(): Promise<void> };
  let product: CatalogueProduct;

  /** Through the proxy, as client `ip`. */
  const call = (path: string, init: { method?: string; json?: unknown; token?: string; ip?: string } = {}) =>
    fetch(`${proxy.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'X-Api-Key': KEY,
        'X-Test-Client': init.ip ?? '203.0.113.10',
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  const instanceOf = (res: Response) => Number(res.headers.get('x-instance'));
  /** Every mail to `email` but the one that confirms the address. */
  const ordersTo = (email: string) =>
    smtp.to(email).filter((mail) => !mail.subject.startsWith('Confirm your email'));
  /** Opens the confirmation link mailed to `email` (read from the outbox). */
  const confirm = async (email: string) => {
    const [mail] = await db((d) =>
      queryRows<{ body: string }>(
        d,
        sql`select body from outbox where "to" = ${email} order by id desc limit 1`,
      ),
    );
    const token = /\/confirm-email#token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    const res = await call('/api/customer/confirm-email', { method: 'POST', json: { token } });
    expect(res.status).toBe(200);
  };
  const db = <T>(work: Parameters<typeof withDatabase<T>>[1]) =>
    withDatabase({ databaseUrl: database.url, dataDir: '' }, work);

  beforeAll(async () => {
    database = await freshPostgres(pgBase ?? '');
    smtp = await startSmtp();
    const env = {
      APP_KEY: KEY,
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sajilo <shop@sajilo.example>',
      SHOP_EMAIL,
      MAIL_POLL_INTERVAL: '1',
    };
    // Both at once on the empty database: the migrations run under the advisory lock, one after the other.
    instances = await Promise.all([spawnServer(env), spawnServer(env)]);
    proxy = await startProxy(instances.map((i) => i.url));
    [product] = (await db((d) => insertProducts(d, 1))) as [CatalogueProduct];
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((i) => i.stop()));
    await smtp?.close();
    await database?.drop();
  });

  it('both instances came up on the empty database, migrated once', async () => {
    const answers = await Promise.all([call('/ready'), call('/ready')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(answers.map(instanceOf))).toEqual(new Set([0, 1]));
    const [row] = await db((d) =>
      queryRows<{ n: number }>(d, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    const [files] = await db((d) =>
      queryRows<{ n: number }>(d, sql`select count(*)::int as n from pg_tables where tablename = 'files'`),
    );
    expect(row?.n).toBeGreaterThan(0);
    expect(files?.n).toBe(1);
  });

  it('refuses the (limit+1)th login from one IP whichever instance gets it', async () => {
    const ip = '203.0.113.77';
    const answers: Response[] = [];
    for (let i = 0; i <= LIMITS.loginPerIp.max; i++) {
      answers.push(
        await call('/api/customer/login', {
          method: 'POST',
          ip,
          json: { email: `nobody-${i}@example.com`, password: 'not the password at all' },
        }),
      );
    }
    const statuses = answers.map((r) => r.status);
    expect(statuses.slice(0, -1).every((s) => s === 401 || s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Each instance saw about half: alone, neither would have reached the limit.
    expect(answers.filter((r) => instanceOf(r) === 0).length).toBeLessThanOrEqual(
      LIMITS.loginPerIp.max / 2 + 1,
    );
    // Another client is not affected.
    const other = await call('/api/customer/login', {
      method: 'POST',
      ip: '203.0.113.78',
      json: { email: 'nobody@example.com', password: 'not the password at all' },
    });
    expect(other.status).not.toBe(429);
  });

  it('keeps a file sent through one instance for every instance: public ones served alike, private never', async () => {
    // A ticket's attachment, sent through the proxy: one instance stores it, in the database both use.
    const [symptom] = await db((d) =>
      d.insert(complaintSymptoms).values({ title: 'Leakage' }).returning({ id: complaintSymptoms.id }),
    );
    const tag = randomUUID().slice(0, 8);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: `Ram Thapa ${tag}`,
      email: 'ram@example.com',
      phone_number: '9841000000',
      state: 'Bagmati',
      city: 'Kathmandu',
      address: 'Baneshwor',
      street: 'Shantinagar Marg',
      type: 'Sanitaryware',
      product_name: 'Aqua WC',
      purchase_date: '2026-05-01',
      symptom: String(symptom?.id),
      remark: 'The flush leaks.',
    })) {
      form.set(name, value);
    }
    form.set('billing_card', new File([new Uint8Array(PDF)], 'bill.pdf', { type: 'application/pdf' }));
    const ticket = await fetch(`${proxy.url}/api/complains`, {
      method: 'POST',
      headers: { 'X-Api-Key': KEY, 'X-Test-Client': '203.0.113.20' },
      body: form,
    });
    expect(ticket.status).toBe(201);
    const [stored] = await db((d) =>
      queryRows<{ path: string; content: Buffer }>(
        d,
        sql`select f.path, f.content from submission_files sf join files f on f.path = sf.path
          join submissions s on s.id = sf.submission_id where s.data->>'name' = ${`Ram Thapa ${tag}`}`,
      ),
    );
    expect(Buffer.from(stored?.content ?? []).equals(PDF)).toBe(true);
    for (const instance of instances) {
      expect((await fetch(`${instance.url}/uploads/${stored?.path}`)).status).toBe(404);
    }
    // The shop hears of it once, though both instances deliver mail.
    await eventually(
      'the staff notice',
      () => smtp.to(SHOP_EMAIL).some((m) => m.subject.includes(tag)),
      10_000,
    );
    await new Promise((r) => setTimeout(r, 3_000));
    expect(smtp.to(SHOP_EMAIL).filter((m) => m.subject.includes(tag))).toHaveLength(1);

    // A public file written by another process: each instance serves it, byte for byte, with one ETag.
    const path = `products/scale-out-${tag}-320.webp`;
    const content = Buffer.from(`RIFF....WEBPVP8 ${randomUUID()}`);
    await db((d) => putFiles(d, [{ path, content, mime: 'image/webp', public: true }]));
    const answers = await Promise.all(instances.map((i) => fetch(`${i.url}/uploads/${path}`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers[0]?.headers.get('etag')).toBe(answers[1]?.headers.get('etag'));
    for (const answer of answers) expect(Buffer.from(await answer.arrayBuffer()).equals(content)).toBe(true);
  });

  it('shows an order placed through one instance on the other, and mails it once', async () => {
    const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
    const password = `a long passphrase for ${email}`;
    const registered = await call('/api/customer/register', {
      method: 'POST',
      json: {
        first_name: 'Ram',
        last_name: 'Thapa',
        phone_number: '9841000000',
        email,
        password,
        password_confirmation: password,
      },
    });
    expect(registered.status).toBe(202);
    await confirm(email);
    const login = await call('/api/customer/login', { method: 'POST', json: { email, password } });
    const { token } = (await login.json()) as { token: string };
    expect(login.status).toBe(200);

    const added = await call(`/api/carts/${product.slug}/added`, {
      method: 'POST',
      token,
      json: { quantity: 2 },
    });
    expect(added.status).toBeLessThan(300);
    const placed = await call('/api/checkouts', {
      method: 'POST',
      token,
      json: {
        name: 'Ram Thapa',
        email,
        phone_number: '9841000000',
        state: 'Bagmati',
        city: 'Kathmandu',
        street_address: 'Baneshwor',
      },
    });
    expect(placed.status).toBe(201);
    const placedBy = instanceOf(placed);

    // Straight to the instance that did not place it: the order is there.
    const other = instances[1 - placedBy] as ServerProcess;
    const orders = await fetch(`${other.url}/api/customer/orders`, {
      headers: { 'X-Api-Key': KEY, Authorization: `Bearer ${token}` },
    });
    expect(orders.status).toBe(200);
    const list = ((await orders.json()) as { orders: { items?: unknown[] }[] }).orders;
    expect(list).toHaveLength(1);

    await eventually('the order mail', () => ordersTo(email).length > 0, 10_000);
    // Both workers poll every second: a second copy would come within a few polls.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(ordersTo(email)).toHaveLength(1);
  });

  it('sends the mail of a password reset once, though both instances deliver mail', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
    const password = `a long passphrase for ${email}`;
    const registered = await call('/api/customer/register', {
      method: 'POST',
      json: {
        first_name: 'Sita',
        last_name: 'Sharma',
        phone_number: '9841000000',
        email,
        password,
        password_confirmation: password,
      },
    });
    expect(registered.status).toBe(202);
    const forgot = await call('/api/customer/forgot-password', { method: 'POST', json: { email } });
    expect(forgot.status).toBe(202);
    const resets = () => smtp.to(email).filter((mail) => mail.subject === 'Reset your Sajilo password');
    await eventually('the reset mail', () => resets().length > 0, 10_000);
    await new Promise((r) => setTimeout(r, 3_000));
    const mails = resets();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/reset-password');
    const [row] = await db((d) =>
      queryRows<{ attempts: number; sent: boolean }>(
        d,
        sql`select attempts, sent_at is not null as sent from outbox where "to" = ${email} and subject = 'Reset your Sajilo password'`,
      ),
    );
    expect(row).toEqual({ attempts: 1, sent: true });
  });
});
