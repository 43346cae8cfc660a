// The database failing under the server: /ready answers 503 quickly when the database is down or hangs,
// and the rows that only wait to expire are purged.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { queryRows } from '../src/db/query.js';
import {
  orders,
  outbox,
  passwordResets,
  phoneCodes,
  rateLimits,
  sessions,
  smsOutbox,
} from '../src/db/schema.js';
import { databaseUnavailable } from '../src/errors.js';
import { READY_TIMEOUT_MS } from '../src/routes/health.js';
import { CODE_KEPT_MS, MESSAGES_KEPT_MS, purgeExpired } from '../src/services/purge.js';
import { insertShop, registerAndLogin } from './fixtures/shop.js';
import { freshPostgres, pgliteDatabase, startServer, type TestServer } from './helpers.js';

const config = () => loadConfig({}, { test: true, appKey: 'k', dataDir: '/nonexistent' });

async function timedReady(app: Awaited<ReturnType<typeof buildApp>>) {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: '/ready' });
  return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
}

/** `run` on a new PostgreSQL database of TEST_DATABASE_URL's server, closed and dropped after it. */
async function onFreshPostgres(run: (database: DatabaseHandle) => Promise<void>): Promise<void> {
  const postgres = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
  const database = await openDatabase({ databaseUrl: postgres.url });
  try {
    await run(database);
  } finally {
    await database.close();
    await postgres.drop();
  }
}

describe('/ready when the database fails', () => {
  // A new embedded database takes every migration first: seconds when quiet, more on a busy machine.
  it('answers 503 at once when the database is gone', async () => {
    const database = await pgliteDatabase();
    const app = await buildApp(config(), database);
    expect((await timedReady(app)).status).toBe(200);
    await database.close();
    const ready = await timedReady(app);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ result: 'error', message: 'The database is unreachable.' });
    await app.close().catch(() => {});
  }, 120_000);

  /** A TCP proxy to PostgreSQL that can stop passing bytes, as a hung server or a dead network does. */
  async function freezableProxy(target: URL) {
    const sockets = new Set<Socket>();
    let frozen = false;
    const server: Server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      if (frozen) {
        client.pause();
        upstream.pause();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      port,
      freeze() {
        frozen = true;
        for (const s of sockets) s.pause();
      },
      thaw() {
        frozen = false;
        for (const s of sockets) s.resume();
      },
      close() {
        for (const s of sockets) s.destroy();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  }

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'survives a connection cut while a transaction holds it (no uncaught error ends the process)',
    () =>
      onFreshPostgres(async (database) => {
        const ended = database.db.transaction(async (tx) => {
          const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          // A restart or failover of the server, as seen from one connection: its backend ends while the
          // transaction waits (as one does while a mail is handed to the SMTP server).
          await database.db.execute(sql`select pg_terminate_backend(${me?.pid ?? 0}::int)`);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        await expect(ended).rejects.toThrow();
        // The pool replaces the lost connection.
        expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      }),
  );

  /**
   * Runs the awaited steps of one test, each within `limitMs`: a step that hangs fails the test with its
   * own name and the time every earlier step took, rather than the test's own timeout naming nothing.
   */
  function stepper(limitMs: number) {
    const done: string[] = [];
    return async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${label}: not done within ${limitMs} ms (before it: ${done.join(', ')})`)),
          limitMs,
        );
      });
      try {
        return await Promise.race([work(), late]);
      } finally {
        clearTimeout(timer);
        done.push(`${label} ${Math.round(performance.now() - started)} ms`);
      }
    };
  }

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 within 2 s when PostgreSQL stops answering, and 200 again when it is back',
    { timeout: 120_000 },
    async () => {
      const step = stepper(15_000);
      const postgres = await step('create the database', () =>
        freshPostgres(process.env.TEST_DATABASE_URL ?? ''),
      );
      const target = new URL(postgres.url);
      const proxy = await step('open the proxy', () => freezableProxy(target));
      const viaProxy = new URL(postgres.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const database = await step('migrate through the proxy', () =>
        openDatabase({ databaseUrl: viaProxy.toString() }),
      );
      const app = await step('build the app', () => buildApp(config(), database));
      try {
        expect((await step('ready', () => timedReady(app))).status).toBe(200);
        proxy.freeze();
        const hung = await step('ready while frozen', () => timedReady(app));
        expect(hung.status).toBe(503);
        expect(hung.ms).toBeLessThan(2000);
        expect(hung.ms).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
        proxy.thaw();
        expect((await step('ready after the thaw', () => timedReady(app))).status).toBe(200);
        // The database goes away for good: an API call answers 503 with Retry-After, not a 500.
        await step('close the proxy', () => proxy.close());
        const down = await step('banners without a database', () =>
          app.inject({ method: 'GET', url: '/api/banners', headers: { 'x-api-key': 'k' } }),
        );
        expect(down.statusCode).toBe(503);
        expect(down.headers['retry-after']).toBe('5');
        expect(down.json()).toEqual({
          result: 'error',
          message: 'The shop is not reachable right now. Please try again in a moment.',
        });
        expect((await step('ready without a database', () => timedReady(app))).status).toBe(503);
      } finally {
        proxy.thaw();
        await step('close the app', () => app.close());
        await step('close the proxy again', () => proxy.close());
        await step('drop the database', () => postgres.drop());
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'gives back a connection whose transaction could not begin, so the pool neither leaks it nor hangs on close',
    async () => {
      const step = stepper(10_000);
      const postgres = await freshPostgres(process.env.TEST_DATABASE_URL ?? '', { migrated: true });
      const proxy = await freezableProxy(new URL(postgres.url));
      const viaProxy = new URL(postgres.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const database = await openDatabase({ databaseUrl: viaProxy.toString() });
      const pool = (database.db as unknown as { $client: { totalCount: number } }).$client;
      try {
        expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
        // The connection dies while its BEGIN is on the way (a restart, a failover, a dropped network):
        // the transaction fails, and its connection must go back to the pool to be thrown away. drizzle-orm
        // 0.45 sent BEGIN outside its try/finally and never gave the connection back (drizzle-team/
        // drizzle-orm#6023): every such failure took one of the pool's 10 for good, and closing the pool
        // waited for ever (the server's shutdown with it).
        proxy.freeze();
        const ran = database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        });
        ran.catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 200));
        await proxy.close();
        await expect(ran).rejects.toThrow();
        await expect.poll(() => pool.totalCount, { timeout: 5_000 }).toBe(0);
      } finally {
        await step('close the pool', () => database.close());
        await proxy.close();
        await postgres.drop();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets a request wait its turn for a connection longer than a connection may take to open',
    () =>
      onFreshPostgres(async (database) => {
        // Every connection of the pool busy for longer than POSTGRES_LIMITS.connectMs (a burst of
        // checkouts on a loaded machine): the next query queues behind them and runs, not a 503.
        // (Promise.all starts them: drizzle's queries run when awaited.)
        const busy = Promise.all(
          Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(3.5)`)),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
        await busy;
      }),
  );
});

describe('database failures as errors', () => {
  it('tells an unavailable database (503) from a fault of ours (500)', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(
      databaseUnavailable(
        wrapped({ code: '57014', message: 'canceling statement due to statement timeout' }),
      ),
    ).toBe(true);
    expect(databaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: '08006', message: 'connection failure' }))).toBe(true);
    expect(
      databaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: '23505', message: 'duplicate key' }))).toBe(false);
    expect(databaseUnavailable(wrapped({ code: '42P01', message: 'relation does not exist' }))).toBe(false);
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('purging expired rows', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('deletes one-time codes an hour after they stopped working, and messages a month after they went', async () => {
    const db = server.app.db;
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    const phone = '+9779841999001';
    const code = { phone, codeHash: 'h', salt: 's' };
    await db.insert(phoneCodes).values([
      { ...code, codeHash: 'long-expired', expiresAt: ago(CODE_KEPT_MS + 60_000) },
      {
        ...code,
        codeHash: 'long-used',
        expiresAt: ago(CODE_KEPT_MS - 60_000),
        usedAt: ago(CODE_KEPT_MS + 1000),
      },
      { ...code, codeHash: 'just-expired', expiresAt: ago(60_000) },
      { ...code, codeHash: 'just-used', expiresAt: new Date(now + 60_000), usedAt: ago(1000) },
      { ...code, codeHash: 'live', expiresAt: new Date(now + 60_000) },
    ]);
    const old = ago(MESSAGES_KEPT_MS + 3600_000);
    const recent = ago(3600_000);
    const mail = { to: 'ram@example.com', subject: 'Your order', body: 'Hello' };
    await db.insert(outbox).values([
      { ...mail, subject: 'old-sent', sentAt: old },
      { ...mail, subject: 'old-failed', failedAt: old },
      { ...mail, subject: 'recent-sent', sentAt: recent },
      { ...mail, subject: 'unsent', createdAt: old, nextAttemptAt: new Date(now + 3600_000) },
    ]);
    await db.insert(smsOutbox).values([
      { to: phone, text: 'old-sent', sentAt: old },
      { to: phone, text: 'recent-failed', failedAt: recent },
      { to: phone, text: 'unsent', createdAt: old, nextAttemptAt: new Date(now + 3600_000) },
    ]);

    const purged = await purgeExpired(db, new Date(now), { uploads: false });
    // The server's own first upkeep, which its start does not wait for (plugins/maintenance.ts), may have
    // taken some of them first on a busy machine: what is left below is what counts, and nothing is left to take.
    expect(purged.phoneCodes).toBeLessThanOrEqual(2);
    expect(purged.messages).toBeLessThanOrEqual(3);
    expect(await purgeExpired(db, new Date(now), { uploads: false })).toMatchObject({
      phoneCodes: 0,
      messages: 0,
    });
    const codes = (await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).map(
      (c) => c.codeHash,
    );
    expect(codes.sort()).toEqual(['just-expired', 'just-used', 'live']);
    const mails = (await db.select().from(outbox).where(eq(outbox.to, mail.to))).map((m) => m.subject);
    expect(mails.sort()).toEqual(['recent-sent', 'unsent']);
    const texts = (await db.select().from(smsOutbox).where(eq(smsOutbox.to, phone))).map((m) => m.text);
    expect(texts.sort()).toEqual(['recent-failed', 'unsent']);
  });

  it('deletes ended sessions, spent or expired reset links and old counters, and lets old keys go', async () => {
    const db = server.app.db;
    const me = await registerAndLogin(server);
    const { products } = await insertShop(server);
    const [live] = await db.select().from(sessions).limit(1);
    if (!live) throw new Error('no session');
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3600_000);
    await db.insert(sessions).values([
      { customerId: live.customerId, tokenHash: 'expired-session', expiresAt: past },
      { customerId: live.customerId, tokenHash: 'revoked-session', expiresAt: future, revokedAt: past },
    ]);
    await db.insert(passwordResets).values([
      { customerId: live.customerId, tokenHash: 'expired-link', expiresAt: past },
      { customerId: live.customerId, tokenHash: 'used-link', expiresAt: future, usedAt: past },
      { customerId: live.customerId, tokenHash: 'live-link', expiresAt: future },
    ]);
    await db.insert(rateLimits).values([
      { key: 'old-window', points: 3, expire: past },
      { key: 'open-window', points: 3, expire: future },
    ]);
    // Two orders placed with keys: one a day and more ago, one just now.
    for (const key of ['old-key-0001', 'new-key-0001']) {
      await server.request(`/api/carts/${products[0]?.slug}/added`, {
        method: 'POST',
        token: me.token,
        json: { quantity: 1 },
      });
      const placed = await server.request('/api/checkouts', {
        method: 'POST',
        token: me.token,
        headers: { 'Idempotency-Key': key },
        json: {
          name: 'Ram Thapa',
          email: me.email,
          phone_number: '9841000000',
          state: 'Bagmati',
          city: 'Kathmandu',
          street_address: 'Thamel 12',
        },
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
    }
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(orders.idempotencyKey, 'old-key-0001'));

    const purged = await purgeExpired(db);
    expect(purged).toEqual({
      sessions: 2,
      passwordResets: 2,
      rateLimits: 1,
      idempotencyKeys: 1,
      abandonedUploads: 0,
      phoneCodes: 0,
      messages: 0,
    });
    const hashes = (await db.select().from(sessions)).map((s) => s.tokenHash);
    expect(hashes).toContain(live.tokenHash);
    expect(hashes).not.toContain('expired-session');
    expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual(['live-link']);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toContain('open-window');
    const keys = (await db.select({ key: orders.idempotencyKey }).from(orders)).map((o) => o.key).sort();
    expect(keys).toEqual(['new-key-0001', null]);
    // The live session still works.
    expect((await server.request('/api/customer/profile', { token: me.token })).status).toBe(200);
  });
});
