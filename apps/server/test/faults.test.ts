// Attack and fault suite (docs/operations.md "Security"): the server process killed with SIGKILL in the
// middle of a burst of checkouts and started again, and the checkout races a real shop sees: one
// Idempotency-Key sent 100 times at once, two keys on one cart, add-to-cart racing the checkout. Every answer
// is honest (no 5xx), and no order is lost, half-written or placed twice; no unit in a cart is lost or
// counted twice.
import { randomInt, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { queryRows } from '../src/db/query.js';
import { insertShop, registerAndLogin, type ShopProduct } from './fixtures/shop.js';
import { freshPostgres, migratedDataDir, startServer, type TestServer } from './helpers.js';
import {
  type CatalogueProduct,
  insertProducts,
  type ServerProcess,
  type Store,
  spawnServer,
  waitForOrphanedSessions,
  withDatabase,
} from './process.js';

// In the child process each customer comes from its own X-Forwarded-For address (the test is the one
// proxy in front of it, TRUST_PROXY=1), so the per-IP limits on register and login do not stop the burst.
let ipCount = 0;
const fromNewIp = () => ({ 'X-Forwarded-For': `10.9.${Math.floor(++ipCount / 250)}.${ipCount % 250}` });

const DATABASE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The confirmation token mailed to `email`, from the child's log of mail bodies (MAIL_LOG_BODIES). */
async function mailedToken(child: ServerProcess, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const line of child.output().split('\n')) {
      if (!line.includes('"mail body') || !line.includes(`"to":"${email}"`)) continue;
      const token = /\/confirm-email#token=([\w-]+)/.exec(line)?.[1];
      if (token) return token;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${email} in the log`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const address = {
  name: 'Sita Gurung',
  email: 'sita@example.com',
  phone_number: '9851000000',
  state: 'Gandaki',
  city: 'Pokhara',
  street_address: 'Lakeside',
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
  replayed: string | null;
}

/** One JSON call; a network failure (the server is gone) rejects. */
async function call(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? null : JSON.stringify(init.json),
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') };
}

const checkoutCall = (base: string, token: string, key?: string) =>
  call(base, '/api/checkouts', {
    method: 'POST',
    token,
    json: address,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

const addCall = (base: string, token: string, slug: string, quantity: number) =>
  call(base, `/api/carts/${slug}/added`, { method: 'POST', token, json: { quantity } });

// --- What the database holds, read with SQL -------------------------------------------------------------

interface StoredItem {
  productId: number;
  quantity: number;
  amount: number;
  total: number;
}
interface StoredOrder {
  slug: string;
  key: string | null;
  total: number;
  items: StoredItem[];
}
interface Stored {
  /** Orders by customer email. */
  orders: Map<string, StoredOrder[]>;
  /** Cart lines by customer email: product id → quantity. */
  carts: Map<string, Map<number, number>>;
  /** Orders without a single item (a half-written checkout). */
  orphans: string[];
  /** Orders whose total is not the sum of their items, and items whose total is not amount × quantity. */
  badTotals: string[];
}

async function readStored(db: Database): Promise<Stored> {
  const orderRows = await queryRows<{
    id: number;
    email: string;
    slug: string;
    key: string | null;
    total: number;
  }>(
    db,
    sql`select o.id, c.email, o.slug, o.idempotency_key as key, o.total_amount as total
        from orders o join customers c on c.id = o.customer_id order by o.id`,
  );
  const itemRows = await queryRows<{
    order_id: number;
    product_id: number;
    quantity: number;
    amount: number;
    total: number;
  }>(db, sql`select order_id, product_id, quantity, amount, total from order_items order by id`);
  const cartRows = await queryRows<{ email: string; product_id: number; quantity: number }>(
    db,
    sql`select c.email, l.product_id, l.quantity from cart_lines l join customers c on c.id = l.customer_id`,
  );
  const byId = new Map<number, StoredOrder>();
  const orders = new Map<string, StoredOrder[]>();
  for (const row of orderRows) {
    const order: StoredOrder = { slug: row.slug, key: row.key, total: Number(row.total), items: [] };
    byId.set(row.id, order);
    orders.set(row.email, [...(orders.get(row.email) ?? []), order]);
  }
  const badTotals: string[] = [];
  for (const row of itemRows) {
    const item = {
      productId: row.product_id,
      quantity: row.quantity,
      amount: row.amount,
      total: Number(row.total),
    };
    byId.get(row.order_id)?.items.push(item);
    if (item.total !== item.amount * item.quantity) badTotals.push(`item of order ${row.order_id}`);
  }
  for (const order of byId.values()) {
    if (order.items.reduce((sum, item) => sum + item.total, 0) !== order.total) badTotals.push(order.slug);
  }
  const carts = new Map<string, Map<number, number>>();
  for (const row of cartRows) {
    const cart = carts.get(row.email) ?? new Map<number, number>();
    cart.set(row.product_id, (cart.get(row.product_id) ?? 0) + row.quantity);
    carts.set(row.email, cart);
  }
  const orphans = [...byId.values()].filter((order) => order.items.length === 0).map((order) => order.slug);
  return { orders, carts, orphans, badTotals };
}

// --- (a) SIGKILL mid-burst -----------------------------------------------------------------------------

interface Pick {
  product: CatalogueProduct;
  quantity: number;
}

/** [product id, quantity] pairs, sorted, to compare a cart or an order with what was added. */
const sorted = (pairs: [number, number][]) => [...pairs].sort((a, b) => a[0] - b[0]);
const lines = (picks: Pick[]) => sorted(picks.map((p) => [p.product.id, p.quantity]));
const storedLines = (items: StoredItem[]) => sorted(items.map((i) => [i.productId, i.quantity]));
const cartLinesOf = (cart: Map<number, number> | undefined) => sorted([...(cart ?? [])]);

interface Shopper {
  email: string;
  token: string;
  /** Checkouts answered 201, with what their cart held. */
  placed: { slug: string; key: string; picks: Pick[] }[];
  /** Adds answered 200 since the last order: the cart as this customer knows it. */
  pending: Pick[];
  /**
   * The request the kill cut off, its effect unknown: an add, or a checkout (`saw201` when its 201
   * arrived but the body did not, so it must have committed).
   */
  cut?: { kind: 'add'; pick: Pick } | { kind: 'checkout'; key: string; picks: Pick[]; saw201: boolean };
  /** Answers that are wrong whatever the timing (a 5xx, a 4xx to a valid call). */
  wrong: string[];
}

describe(`SIGKILL of the server process during a burst of checkouts (${DATABASE})`, () => {
  const CUSTOMERS = 16;
  const ROUNDS = 6;
  const PRODUCTS = 6;
  let dataDir: string;
  let store: Store;
  let dropDatabase: (() => Promise<void>) | undefined;
  let catalogue: CatalogueProduct[];
  let env: Record<string, string> & { APP_KEY: string };
  let child: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await migratedDataDir('sajilo-faults-');
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      const fresh = await freshPostgres(base, { migrated: true });
      dropDatabase = fresh.drop;
      store = { databaseUrl: fresh.url, dataDir };
    } else {
      // PGlite on disk, as `npm start` runs it. It runs PostgreSQL single-user with fsync off (-F), on
      // Emscripten's NODEFS, which turns each of PostgreSQL's writes into a write(2) on the real file at
      // once (no buffer in the process), and a commit writes its WAL before the query returns
      // (synchronous_commit stays on). A SIGKILL leaves those writes in the kernel's page cache, so every
      // committed transaction survives it, and crash recovery replays the WAL on the next start. A power
      // loss or kernel crash is another matter: without fsync neither PGlite nor CI's PostgreSQL
      // (fsync=off) promises anything then, and this test does not pretend to cover it.
      store = { databaseUrl: undefined, dataDir };
    }
    catalogue = await withDatabase(store, (db) => insertProducts(db, PRODUCTS));
    // A key of its own, so a server of another suite on the same port cannot pass for this one.
    // The mails' bodies in the log (info): each customer confirms the address from its mail, as one would.
    env = {
      DATABASE_URL: store.databaseUrl ?? '',
      DATA_DIR: dataDir,
      APP_KEY: `faults-${randomUUID()}`,
      LOG_LEVEL: 'info',
      MAIL_LOG_BODIES: 'true',
    };
  });

  afterAll(async () => {
    await child?.kill9();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered order whole, and loses or doubles none, across kill -9 and restart', async () => {
    const started = Date.now();
    const server = await spawnServer(env);
    child = server;
    let base = server.url;

    // Customers registered and logged in over HTTP (argon2 runs in the child).
    const shoppers: Shopper[] = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, i) => {
        const email = `fault-${i}-${randomUUID().slice(0, 6)}@example.com`;
        const password = `a long passphrase for ${email}`;
        const headers = fromNewIp();
        const registered = await call(base, '/api/customer/register', {
          method: 'POST',
          headers,
          json: {
            first_name: 'Sita',
            last_name: 'Gurung',
            phone_number: '9851000000',
            email,
            password,
            password_confirmation: password,
          },
        });
        if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
        const confirmed = await call(base, '/api/customer/confirm-email', {
          method: 'POST',
          headers,
          json: { token: await mailedToken(server, email) },
        });
        if (confirmed.status !== 200) throw new Error(`confirm-email answered ${confirmed.status}`);
        const login = await call(base, '/api/customer/login', {
          method: 'POST',
          headers,
          json: { email, password },
        });
        if (login.status !== 200 || typeof login.body.token !== 'string')
          throw new Error(`login answered ${login.status}`);
        return { email, token: login.body.token, placed: [], pending: [], wrong: [] };
      }),
    );

    // The burst: every customer at once, round after round: add one to three products, check out with a
    // fresh key. The kill is aimed at the checkout the burst sends after a random number of answered ones,
    // a random moment into it (up to 1.5 times the checkouts' mean time so far), while the other
    // customers' adds and checkouts are in flight too: sometimes before that checkout commits, sometimes
    // after it commits and before its answer leaves.
    const setupMs = Date.now() - started;
    const killAt = randomInt(CUSTOMERS, Math.floor(CUSTOMERS * ROUNDS * 0.6));
    let answered = 0;
    let checkoutMs = 0;
    let killDelay = 0;
    let aimed = false;
    let killing: Promise<void> | undefined;
    let killSentAt = 0;
    const burstStart = Date.now();
    /** Network failures seen before the kill was sent: the server went away on its own. */
    const earlyFailures: string[] = [];
    const failed = (error: unknown) => {
      if (!killing) earlyFailures.push(String(error));
    };
    const aimKill = () => {
      aimed = true;
      killDelay = Math.round(Math.random() * 1.5 * (checkoutMs / Math.max(answered, 1)));
      setTimeout(() => {
        killSentAt = Date.now();
        killing = server.kill9();
      }, killDelay);
    };

    async function shop(s: Shopper) {
      for (let round = 0; round < ROUNDS; round++) {
        const chosen = [...catalogue].sort(() => Math.random() - 0.5).slice(0, randomInt(1, 4));
        for (const product of chosen) {
          const pick = { product, quantity: randomInt(1, 4) };
          let res: Answer;
          try {
            res = await addCall(base, s.token, product.slug, pick.quantity);
          } catch (error) {
            s.cut = { kind: 'add', pick };
            return failed(error);
          }
          if (res.status !== 200) return void s.wrong.push(`add: ${res.status} ${JSON.stringify(res.body)}`);
          s.pending.push(pick);
        }
        const key = randomUUID();
        let status = 0;
        const sent = Date.now();
        if (answered >= killAt && !aimed) aimKill();
        try {
          const res = await fetch(`${base}/api/checkouts`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${s.token}`,
              'Content-Type': 'application/json',
              'Idempotency-Key': key,
            },
            body: JSON.stringify(address),
          });
          status = res.status;
          const body = (await res.json()) as Record<string, unknown>;
          if (status !== 201) return void s.wrong.push(`checkout: ${status} ${JSON.stringify(body)}`);
          s.placed.push({ slug: String(body.slug), key, picks: s.pending });
          s.pending = [];
          answered += 1;
          checkoutMs += Date.now() - sent;
        } catch (error) {
          s.cut = { kind: 'checkout', key, picks: s.pending, saw201: status === 201 };
          return failed(error);
        }
      }
    }
    await Promise.all(shoppers.map(shop));
    expect(killing, 'the burst ended before the kill').toBeDefined();
    await killing;
    expect(earlyFailures).toEqual([]);
    expect(shoppers.flatMap((s) => s.wrong)).toEqual([]);

    // The database as the crash left it, before any restart could tidy it up.
    if (store.databaseUrl) await waitForOrphanedSessions(store.databaseUrl);
    const crash = await withDatabase(store, readStored);
    expect(crash.orphans, 'orders without items').toEqual([]);
    expect(crash.badTotals, 'orders whose totals do not add up').toEqual([]);
    /** Checkouts the kill cut off that had committed (their answer was lost). */
    const committedUnanswered = new Map<Shopper, StoredOrder>();
    for (const s of shoppers) {
      const stored = crash.orders.get(s.email) ?? [];
      const cart = cartLinesOf(crash.carts.get(s.email));
      // Every answered order is there, with exactly the lines its cart held, at the products' prices.
      for (const placed of s.placed) {
        const order = stored.find((o) => o.slug === placed.slug);
        expect(order, `answered order ${placed.slug}`).toBeDefined();
        expect(storedLines(order?.items ?? [])).toEqual(lines(placed.picks));
        for (const item of order?.items ?? []) {
          expect(item.amount).toBe(catalogue.find((p) => p.id === item.productId)?.price);
        }
        expect(order?.key).toBe(placed.key);
      }
      const extra = stored.filter((o) => !s.placed.some((p) => p.slug === o.slug));
      const cut = s.cut;
      if (cut?.kind === 'checkout') {
        // The cut checkout either committed whole (one order with its lines, cart empty) or not at all
        // (no order, the lines still in the cart): never both, never neither.
        expect(extra.length).toBeLessThanOrEqual(1);
        const [order] = extra;
        if (order) {
          expect(order.key).toBe(cut.key);
          expect(storedLines(order.items)).toEqual(lines(cut.picks));
          expect(cart).toEqual([]);
          committedUnanswered.set(s, order);
        } else {
          expect(cut.saw201, 'a checkout answered 201 is in the database').toBe(false);
          expect(cart).toEqual(lines(cut.picks));
        }
      } else {
        // No checkout was in flight: no order the client was not told about, and the cart holds what was
        // added since the last order (plus the cut add, if it committed).
        expect(extra).toEqual([]);
        const without = lines(s.pending);
        const withCut = cut ? lines([...s.pending, cut.pick]) : without;
        expect([without, withCut]).toContainEqual(cart);
      }
    }

    // Restart on the same database (on another port: the old one may have been taken meanwhile); sessions
    // survive, so the same tokens work.
    const restartStart = Date.now();
    const again = await spawnServer(env);
    child = again;
    base = again.url;
    const restartMs = Date.now() - restartStart;

    let found = 0;
    for (const s of shoppers) {
      for (const placed of s.placed) {
        const detail = await call(base, `/api/customer/orders/${placed.slug}`, { token: s.token });
        expect(detail.status).toBe(200);
        const items = detail.body.items as { product_slug: string; quantity: number; total: number }[];
        const expected = placed.picks.map((p) => [p.product.slug, p.quantity]).sort();
        expect(items.map((i) => [i.product_slug, i.quantity]).sort()).toEqual(expected);
        const total = placed.picks.reduce((sum, p) => sum + p.product.price * p.quantity, 0);
        expect((detail.body.order as { total_amount: number }).total_amount).toBe(total);
        found += 1;
      }
    }

    // Each cut checkout retried with its key: one order either way. A committed one is replayed (same
    // slug, Idempotent-Replayed), an uncommitted one is placed now. A cart the kill left behind is
    // checked out too, so every customer ends with an empty cart.
    let replayed = 0;
    let retriedNew = 0;
    let leftover = 0;
    const finalSlugs = new Map<Shopper, string[]>();
    for (const s of shoppers) {
      const slugs = s.placed.map((p) => p.slug);
      const cut = s.cut;
      if (cut?.kind === 'checkout') {
        const retry = await checkoutCall(base, s.token, cut.key);
        expect(retry.status, JSON.stringify(retry.body)).toBe(201);
        const committed = committedUnanswered.get(s);
        if (committed) {
          expect(retry.body.slug).toBe(committed.slug);
          expect(retry.replayed).toBe('true');
          replayed += 1;
        } else {
          expect(retry.replayed).toBeNull();
          retriedNew += 1;
        }
        const detail = await call(base, `/api/customer/orders/${String(retry.body.slug)}`, {
          token: s.token,
        });
        const items = detail.body.items as { product_slug: string; quantity: number }[];
        expect(items.map((i) => [i.product_slug, i.quantity]).sort()).toEqual(
          cut.picks.map((p) => [p.product.slug, p.quantity]).sort(),
        );
        slugs.push(String(retry.body.slug));
      } else if ((crash.carts.get(s.email)?.size ?? 0) > 0) {
        const rest = await checkoutCall(base, s.token, randomUUID());
        expect(rest.status, JSON.stringify(rest.body)).toBe(201);
        slugs.push(String(rest.body.slug));
        leftover += 1;
      }
      const count = await call(base, '/api/carts/count', { token: s.token });
      expect(count.body.totalCart).toBe(0);
      finalSlugs.set(s, slugs);
    }

    // Graceful stop, then the database once more: exactly the orders the customers were told about.
    await again.stop();
    child = undefined;
    const final = await withDatabase(store, readStored);
    expect(final.orphans).toEqual([]);
    expect(final.badTotals).toEqual([]);
    expect([...final.carts.values()].filter((cart) => cart.size > 0)).toEqual([]);
    for (const s of shoppers) {
      const stored = (final.orders.get(s.email) ?? []).map((o) => o.slug).sort();
      expect(stored).toEqual([...(finalSlugs.get(s) ?? [])].sort());
    }

    const cutAdds = shoppers.filter((s) => s.cut?.kind === 'add').length;
    console.log(
      `faults (${DATABASE}) kill -9: ${CUSTOMERS} customers; SIGKILL ${killSentAt - burstStart} ms into the ` +
        `burst (${killDelay} ms into the checkout sent after answer no. ${killAt}), ${answered} checkouts ` +
        `answered 201; cut off: ${replayed + retriedNew} checkouts (${replayed} committed without an answer, ` +
        `replayed on retry; ${retriedNew} not committed, placed on retry) and ${cutAdds} adds; after restart ` +
        `${found}/${answered} answered orders found whole, ${leftover} leftover carts checked out; ` +
        `start + customers ${setupMs} ms, restart ${restartMs} ms, ${Date.now() - started} ms in all`,
    );
  }, 300_000);
});

// --- (b)–(d) races, on the in-process server ------------------------------------------------------------

// Each race takes seconds on a quiet machine and several times that while a whole run shares two cores.
describe(`checkout races (${DATABASE})`, { timeout: 120_000 }, () => {
  let server: TestServer;
  let wc: ShopProduct;
  let basin: ShopProduct;
  let mixer: ShopProduct;

  beforeAll(async () => {
    server = await startServer();
    [wc, basin, mixer] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
  });
  afterAll(async () => {
    await server.close();
  });

  // A handful of customers, well under the per-IP limits of the in-process server.
  const newCustomer = () => registerAndLogin(server);
  const add = async (token: string, product: ShopProduct, quantity: number) => {
    const res = await addCall(server.url, token, product.slug, quantity);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  async function ordersOf(email: string) {
    return (await readStored(server.app.db)).orders.get(email) ?? [];
  }
  async function cartOf(email: string) {
    return (await readStored(server.app.db)).carts.get(email) ?? new Map<number, number>();
  }

  it('places one order for 100 parallel checkouts with one Idempotency-Key', async () => {
    const ROUNDS = 2;
    const figures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const me = await newCustomer();
      await add(me.token, wc, 1);
      await add(me.token, basin, 2);
      const key = `burst-${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => checkoutCall(server.url, me.token, key)),
      );

      expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
      // 201 for all, or 409 for an attempt that found the first one still running (the contract's
      // Conflict): never a second order, never another status.
      expect(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.status)).toEqual([]);
      for (const conflict of answers.filter((a) => a.status === 409)) {
        expect(conflict.body).toEqual({ result: 'error', message: expect.any(String) });
      }
      const created = answers.filter((a) => a.status === 201);
      expect(new Set(created.map((a) => a.body.slug)).size).toBe(1);
      // Exactly one attempt created it; every other 201 says it is a replay.
      expect(created.filter((a) => a.replayed !== 'true')).toHaveLength(1);
      const slug = String(created[0]?.body.slug);

      const stored = await ordersOf(me.email);
      expect(stored.map((o) => o.slug)).toEqual([slug]);
      expect(storedLines(stored[0]?.items ?? [])).toEqual(
        sorted([
          [wc.id, 1],
          [basin.id, 2],
        ]),
      );
      expect(stored[0]?.total).toBe(wc.price + 2 * basin.price);
      expect((await cartOf(me.email)).size).toBe(0);

      // Retried once it is over, the key still answers with the same order.
      const later = await checkoutCall(server.url, me.token, key);
      expect(later).toMatchObject({ status: 201, replayed: 'true', body: { slug } });
      figures.push(
        `${created.length} × 201 (${created.length - 1} replayed), ${answers.length - created.length} × 409`,
      );
    }
    console.log(`faults (${DATABASE}) one key × 100: ${figures.join('; ')}; 1 order each`);
  });

  it('places one order for two checkouts of one cart with different keys at once', async () => {
    const ROUNDS = 10;
    const me = await newCustomer();
    const losers: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await add(me.token, wc, 1);
      await add(me.token, mixer, 1 + (round % 3));
      const before = (await ordersOf(me.email)).length;
      const answers = await Promise.all([
        checkoutCall(server.url, me.token, `first-${randomUUID()}`),
        checkoutCall(server.url, me.token, `second-${randomUUID()}`),
      ]);
      const winner = answers.filter((a) => a.status === 201);
      const loser = answers.filter((a) => a.status !== 201);
      expect(winner, JSON.stringify(answers)).toHaveLength(1);
      expect(loser).toHaveLength(1);
      const [lost] = loser;
      if (lost?.status === 422)
        expect(lost.body).toEqual({ result: 'error', message: 'Your cart is empty.' });
      else expect(lost?.status).toBe(409);
      losers.push(lost?.status ?? 0);

      const stored = await ordersOf(me.email);
      expect(stored).toHaveLength(before + 1);
      const order = stored.find((o) => o.slug === winner[0]?.body.slug);
      expect(order?.items).toHaveLength(2);
      expect(order?.total).toBe(wc.price + (1 + (round % 3)) * mixer.price);
      expect((await cartOf(me.email)).size).toBe(0);
    }
    const count = (status: number) => losers.filter((s) => s === status).length;
    console.log(
      `faults (${DATABASE}) two keys, one cart: ${ROUNDS} rounds, ${ROUNDS} orders; the other attempt ` +
        `answered 422 ${count(422)}×, 409 ${count(409)}×`,
    );
  });

  it('never loses or double-counts a line added while the cart is being checked out', async () => {
    const ROUNDS = 8;
    const me = await newCustomer();
    let orderCount = 0;
    let emptyAnswers = 0;
    let conflicts = 0;
    let bOrdered = 0;
    let bLeft = 0;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let round = 0; round < ROUNDS; round++) {
      await add(me.token, wc, 2);
      const before = new Set((await ordersOf(me.email)).map((o) => o.slug));
      // Three checkouts (one without a key, one with a key and a retry of it) race three adds of another
      // product and two more of the one in the cart, each sent after a random few ms.
      const jitter = async <T>(work: () => Promise<T>) => {
        await sleep(randomInt(0, 8));
        return work();
      };
      const key = `race-${randomUUID()}`;
      const checkouts = [
        jitter(() => checkoutCall(server.url, me.token)),
        jitter(() => checkoutCall(server.url, me.token, key)),
        jitter(() => checkoutCall(server.url, me.token, key)),
      ];
      const adds = [
        ...[1, 2, 3].map(() => jitter(() => addCall(server.url, me.token, basin.slug, 1))),
        ...[1, 2].map(() => jitter(() => addCall(server.url, me.token, wc.slug, 1))),
      ];
      const checkoutAnswers = await Promise.all(checkouts);
      const addAnswers = await Promise.all(adds);

      expect(addAnswers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual([]);
      for (const a of checkoutAnswers) {
        if (a.status === 422) {
          expect(a.body).toEqual({ result: 'error', message: 'Your cart is empty.' });
          emptyAnswers += 1;
        } else if (a.status === 409) {
          // The key's order is placed and the cart has lines again (added since): not a retry of it.
          expect(a.body).toEqual({ result: 'error', message: expect.any(String) });
          conflicts += 1;
        } else expect(a.status, JSON.stringify(a.body)).toBe(201);
      }
      const keyed = checkoutAnswers.slice(1).filter((a) => a.status === 201);
      expect(new Set(keyed.map((a) => a.body.slug)).size).toBeLessThanOrEqual(1);
      const answeredSlugs = new Set(
        checkoutAnswers.filter((a) => a.status === 201).map((a) => String(a.body.slug)),
      );

      const stored = await readStored(server.app.db);
      expect(stored.orphans).toEqual([]);
      expect(stored.badTotals).toEqual([]);
      const placed = (stored.orders.get(me.email) ?? []).filter((o) => !before.has(o.slug));
      // Every order of the round was answered, and every answer is an order.
      expect(placed.map((o) => o.slug).sort()).toEqual([...answeredSlugs].sort());
      expect(placed.filter((o) => o.key === key).length).toBeLessThanOrEqual(1);
      orderCount += placed.length;

      // Each unit is in exactly one order or still in the cart.
      const cart = stored.carts.get(me.email) ?? new Map<number, number>();
      const units = (product: ShopProduct) => {
        const ordered = placed
          .flatMap((o) => o.items)
          .filter((i) => i.productId === product.id)
          .reduce((sum, i) => sum + i.quantity, 0);
        return { ordered, inCart: cart.get(product.id) ?? 0 };
      };
      const w = units(wc);
      const b = units(basin);
      expect(w.ordered + w.inCart, 'units of the product in the cart before the checkouts').toBe(2 + 2);
      expect(b.ordered + b.inCart, 'units of the product added during the checkouts').toBe(3);
      bOrdered += b.ordered;
      bLeft += b.inCart;

      await server.app.db.execute(
        sql`delete from cart_lines where customer_id = (select id from customers where email = ${me.email})`,
      );
    }
    console.log(
      `faults (${DATABASE}) add during checkout: ${ROUNDS} rounds, ${orderCount} orders, ${emptyAnswers} ` +
        `"cart is empty" and ${conflicts} 409 answers; units added mid-checkout: ${bOrdered} ordered, ${bLeft} left in the cart`,
    );
  });
});
