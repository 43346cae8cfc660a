// Subscribers and partner keys over HTTP: the list, the CSV (formulas quoted off) and unsubscribing; a
// partner key created in the back office works at once from its origins only, is shown once and stored as a
// hash, and once revoked is refused at once, including when another instance revoked it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { apiClients, auditLog, subscribers } from '../src/db/schema.js';
import { insertStaff } from '../src/services/admin/accounts.js';
import { sha256 } from '../src/services/crypto.js';
import { createStaff, firstOwner, type StaffLogin } from './admin-helpers.js';
import { freshPostgres, STOREFRONT_ORIGIN, startServer, TEST_KEY, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let manager: StaffLogin;
let staffMember: StaffLogin;

type Json = Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  owner = await firstOwner(server);
  manager = await createStaff(server, owner, 'manager');
  staffMember = await createStaff(server, owner, 'staff');
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function call(path: string, init: Parameters<TestServer['request']>[1] & { as?: StaffLogin } = {}) {
  const { as = manager, ...rest } = init;
  const res = await server.request(path, { token: as.token, ...rest });
  return { status: res.status, body: (await res.json()) as Json };
}
const subscribe = (email: string, key: string | true = true, origin?: string) =>
  server.request('/api/subscribers', {
    method: 'POST',
    key,
    json: { email },
    ...(origin ? { headers: { Origin: origin } } : {}),
  });

describe('partner keys', () => {
  let key: string;
  let id: number;
  const ORIGIN = 'https://everest-tiles.example';

  it('creates a key shown once and stored only as its SHA-256; it works at once from its origins only', async () => {
    const created = await call('/api/admin/partners', {
      method: 'POST',
      json: { name: 'Everest Tiles', origins: [ORIGIN, 'http://localhost:8080'], forms_per_minute: 20 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    key = String(created.body.key);
    id = Number((created.body.partner as Json).id);
    expect(key).toMatch(/^sjp_[\w-]{43}$/);
    expect(created.body.partner).toMatchObject({
      name: 'Everest Tiles',
      origins: [ORIGIN, 'http://localhost:8080'],
      forms_per_minute: 20,
      revoked_at: null,
      submissions: 0,
    });
    const [row] = await server.app.db.select().from(apiClients).where(eq(apiClients.id, id));
    expect(row?.keyHash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);
    // Never again: the list has no key.
    const list = await call('/api/admin/partners');
    expect(JSON.stringify(list.body)).not.toContain(key);

    expect((await subscribe('dealer-fan@example.com', key, ORIGIN)).status).toBe(201);
    // Another origin, or a storefront operation that is not a widget's, is refused.
    expect((await subscribe('x@example.com', key, 'https://elsewhere.example')).status).toBe(403);
    expect((await server.request('/api/banners', { key })).status).toBe(403);
    const preflight = await server.request('/api/subscribers', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(((await call('/api/admin/partners')).body.partners as Json[])[0]).toMatchObject({
      submissions: 1,
    });
  });

  it('refuses what is not an origin and a name in use', async () => {
    const path = await call('/api/admin/partners', {
      method: 'POST',
      json: { name: 'Bad', origins: ['https://dealer.example/shop'] },
    });
    expect(path.status).toBe(400);
    const broken = await call('/api/admin/partners', {
      method: 'POST',
      json: { name: 'Bad', origins: ['http://[bad'] },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toEqual({
      origins: ['http://[bad is not an origin (like https://dealer.example.com).'],
    });
    // What a browser sends in Origin: lower case, without the scheme's own port.
    const upper = await call('/api/admin/partners', {
      method: 'POST',
      json: { name: 'Normalised', origins: ['https://Dealer.example:443'] },
    });
    expect((upper.body.partner as Json).origins).toEqual(['https://dealer.example']);
    const taken = await call('/api/admin/partners', {
      method: 'POST',
      json: { name: 'Everest Tiles', origins: [ORIGIN] },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toEqual({ name: ['A partner key with this name is in use.'] });
  });

  it('revoking stops the key at once on the widgets’ routes and its origin’s CORS; its subscribers keep the partner', async () => {
    const revoked = await call(`/api/admin/partners/${id}/revoke`, { method: 'POST' });
    expect(revoked.status).toBe(200);
    expect((revoked.body.partner as Json).revoked_at).toEqual(expect.any(String));
    const refused = await subscribe('late@example.com', key, ORIGIN);
    expect(refused.status).toBe(403);
    const preflight = await server.request('/api/subscribers', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect((await call(`/api/admin/partners/${id}/revoke`, { method: 'POST' })).status).toBe(409);
    const list = await call('/api/admin/subscribers?q=dealer-fan');
    expect((list.body.subscribers as Json[])[0]).toMatchObject({ partner: 'Everest Tiles' });
  });

  it('a key revoked by another instance (straight in the database) is refused on the next widget request', async () => {
    const created = await call('/api/admin/partners', {
      method: 'POST',
      json: { name: 'Annapurna Bath', origins: ['https://annapurna.example'] },
    });
    const other = String(created.body.key);
    expect((await subscribe('first@example.com', other, 'https://annapurna.example')).status).toBe(201);
    // What another instance's adminRevokePartner writes; this instance's copy of the keys is now stale.
    await server.app.db
      .update(apiClients)
      .set({ revokedAt: new Date() })
      .where(eq(apiClients.id, Number((created.body.partner as Json).id)));
    expect((await subscribe('second@example.com', other, 'https://annapurna.example')).status).toBe(403);
    // And a key another instance created works here at once.
    await server.app.db.insert(apiClients).values({
      name: 'Made elsewhere',
      kind: 'partner',
      keyHash: sha256('made-elsewhere-key'),
      allowedOrigins: ['https://elsewhere.example'],
    });
    expect(
      (await subscribe('third@example.com', 'made-elsewhere-key', 'https://elsewhere.example')).status,
    ).toBe(201);
  });

  it('is the owner’s and managers’: staff get 403; the audit log has each change without the key or its hash', async () => {
    expect((await call('/api/admin/partners', { as: staffMember })).status).toBe(403);
    expect((await call('/api/admin/partners', { as: owner })).status).toBe(200);
    const entries = await server.app.db.select().from(auditLog).where(eq(auditLog.entity, 'partner'));
    expect(entries.map((e) => e.action)).toEqual([
      'adminCreatePartner',
      'adminCreatePartner',
      'adminRevokePartner',
      'adminCreatePartner',
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/sjp_|key_?hash/i);
  });
});

describe('subscribers', () => {
  it('lists and searches subscribers, newest first', async () => {
    expect((await subscribe('=1+2@example.com')).status).toBe(201);
    expect((await subscribe('asha@example.com')).status).toBe(201);
    const list = await call('/api/admin/subscribers');
    expect((list.body.subscribers as Json[]).slice(0, 2).map((s) => [s.email, s.partner])).toEqual([
      ['asha@example.com', null],
      ['=1+2@example.com', null],
    ]);
    expect(list.body.total).toBe(5);
    const byEmail = (await call('/api/admin/subscribers?sort=email')).body.subscribers as Json[];
    const emails = byEmail.map((s) => String(s.email));
    expect(emails).toEqual([...emails].sort());
    const oldest = (await call('/api/admin/subscribers?sort=subscribed')).body.subscribers as Json[];
    expect(oldest.map((s) => s.id)).toEqual((list.body.subscribers as Json[]).map((s) => s.id).reverse());
    const found = await call('/api/admin/subscribers?q=ASHA');
    expect((found.body.subscribers as Json[]).map((s) => s.email)).toEqual(['asha@example.com']);
    // LIKE's wildcards are taken literally.
    expect((await call('/api/admin/subscribers?q=%25')).body.total).toBe(0);
  });

  it('exports every subscriber as CSV, oldest first, with a formula quoted off', async () => {
    const res = await server.request('/api/admin/subscribers/export', { token: manager.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,partner');
    expect(lines[1]).toMatch(/^dealer-fan@example\.com,[^,]+,Everest Tiles$/);
    expect(lines).toContainEqual(expect.stringMatching(/^'=1\+2@example\.com,/));
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(7);
  });

  it('unsubscribes an address (who may subscribe again); staff may not', async () => {
    const [row] = await server.app.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'asha@example.com'));
    expect(
      (await call(`/api/admin/subscribers/${row?.id}`, { method: 'DELETE', as: staffMember })).status,
    ).toBe(403);
    const gone = await call(`/api/admin/subscribers/${row?.id}`, { method: 'DELETE' });
    expect(gone.body).toEqual({ result: 'success', message: 'asha@example.com is unsubscribed.' });
    expect((await call(`/api/admin/subscribers/${row?.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/api/admin/subscribers?q=asha')).body.total).toBe(0);
    expect((await subscribe('asha@example.com')).status).toBe(201);
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'adminDeleteSubscriber'));
    expect(entry?.before).toMatchObject({ email: 'asha@example.com' });
  });
});

// Two API instances on one PostgreSQL, as production runs them (PGlite serves one process: skipped there).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a key created through one instance works on the other, and once revoked there is refused by both', async () => {
    const database = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
    const instances: Awaited<ReturnType<typeof buildApp>>[] = [];
    try {
      const urls: string[] = [];
      for (let i = 0; i < 2; i++) {
        const config = loadConfig(
          {},
          {
            port: 0,
            host: '127.0.0.1',
            databaseUrl: database.url,
            appKey: TEST_KEY,
            storefrontOrigin: STOREFRONT_ORIGIN,
            test: true,
          },
        );
        const app = await buildApp(config, await openDatabase({ databaseUrl: database.url }));
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        instances.push(app);
        urls.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      }
      const [one, two] = urls as [string, string];
      const [first] = instances;
      if (!first) throw new Error('no instance');
      await insertStaff(first.db, {
        name: 'Two Owner',
        email: 'two@example.com',
        password: 'two owner passphrase',
        role: 'owner',
      });
      const login = await fetch(`${one}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'two@example.com', password: 'two owner passphrase' }),
      });
      const { token } = (await login.json()) as { token: string };
      const admin = (path: string, body?: unknown) =>
        fetch(`${one}${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
      const subscribeAt = (base: string, key: string, email: string) =>
        fetch(`${base}/api/subscribers`, {
          method: 'POST',
          headers: { 'X-Api-Key': key, Origin: 'https://two.example', 'Content-Type': 'application/json' },
          body: JSON.stringify({ email }),
        });
      // The second instance loaded its keys before this one existed.
      expect((await subscribeAt(two, 'nothing-yet', 'zero@example.com')).status).toBe(403);
      const created = (await (
        await admin('/api/admin/partners', { name: 'Two', origins: ['https://two.example'] })
      ).json()) as {
        key: string;
        partner: { id: number };
      };
      expect((await subscribeAt(two, created.key, 'one@example.com')).status).toBe(201);
      expect((await admin(`/api/admin/partners/${created.partner.id}/revoke`)).status).toBe(200);
      expect((await subscribeAt(two, created.key, 'two@example.com')).status).toBe(403);
      expect((await subscribeAt(one, created.key, 'three@example.com')).status).toBe(403);
    } finally {
      for (const app of instances) await app.close();
      await database.drop();
    }
  });
});
