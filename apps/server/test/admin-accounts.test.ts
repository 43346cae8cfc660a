// Staff accounts, sessions and the audit log over HTTP on a real database, and `admin:create-owner`.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { auditLog, customers, orders, products, staff, staffSessions } from '../src/db/schema.js';
import { LIMITS } from '../src/services/accounts.js';
import { sha256 } from '../src/services/crypto.js';
import { ORDER_STATUS } from '../src/services/orders.js';
import { verifyPassword } from '../src/services/passwords.js';
import { setSimpleStock } from '../src/services/stock.js';
import {
  adminLogin,
  createStaff,
  customerToken,
  firstOwner,
  newIp,
  type StaffLogin,
} from './admin-helpers.js';
import {
  freshPostgres,
  migratedDataDir,
  STOREFRONT_ORIGIN,
  startServer,
  type TestServer,
} from './helpers.js';
import { built } from './process.js';

let server: TestServer;
let owner: StaffLogin;

beforeAll(async () => {
  // The test client is the one proxy in front of the server: each login comes from an address of its own.
  server = await startServer({ trustProxy: 1 });
  owner = await firstOwner(server);
}, 60_000);
afterAll(async () => {
  await server.close();
});

type Init = Parameters<TestServer['request']>[1];
async function call(path: string, init: Init = {}) {
  const res = await server.request(path, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

describe('login and sessions', () => {
  it('logs in with the right password only; an unknown email gets the same answer', async () => {
    const right = await adminLogin(server, owner.email.toUpperCase(), owner.password);
    expect(right.status).toBe(200);
    expect(right.body.staff).toMatchObject({ email: owner.email, role: 'owner', active: true });
    expect(String(right.body.token).length).toBeGreaterThanOrEqual(43);
    const wrong = await adminLogin(server, owner.email, 'not the owner passphrase');
    const unknown = await adminLogin(server, 'nobody@example.com', 'not the owner passphrase');
    expect(wrong).toEqual({
      status: 401,
      body: { result: 'error', message: 'The email or password is incorrect.' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('stores only the SHA-256 of a token; logout revokes that token and no other', async () => {
    const a = String((await adminLogin(server, owner.email, owner.password)).body.token);
    const b = String((await adminLogin(server, owner.email, owner.password)).body.token);
    const rows = await server.app.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, sha256(a)));
    expect(rows).toHaveLength(1);
    const raw = await server.app.db.execute(
      sql`select count(*)::int as n from staff_sessions where token_hash = ${a}`,
    );
    expect((raw as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect((await call('/api/admin/logout', { method: 'POST', token: a })).status).toBe(200);
    expect((await call('/api/admin/me', { token: a })).status).toBe(401);
    expect((await call('/api/admin/me', { token: b })).status).toBe(200);
  });

  it('an expired token is refused', async () => {
    const token = String((await adminLogin(server, owner.email, owner.password)).body.token);
    await server.app.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.tokenHash, sha256(token)));
    expect((await call('/api/admin/me', { token })).status).toBe(401);
  });

  it('a staff token is not a customer token, and a customer token is not a staff token', async () => {
    const shopper = await customerToken(server, 'both-ways@example.com');
    expect((await call('/api/admin/me', { token: shopper })).status).toBe(401);
    expect((await call('/api/customer/profile', { token: owner.token })).status).toBe(401);
  });

  it(`limits guesses per email and IP (${LIMITS.loginPerEmailAndIp.max} in 15 minutes) with Retry-After; other emails still log in`, async () => {
    const target = await createStaff(server, owner, 'staff', 'guessed@example.com');
    const ip = newIp();
    for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i++) {
      expect((await adminLogin(server, target.email, `wrong guess number ${i}`, ip)).status).toBe(401);
    }
    const res = await server.request('/api/admin/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': ip },
      json: { email: target.email, password: target.password },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Too many attempts/);
    // The right password from another address still gets in: never a lock-out by email alone.
    expect((await adminLogin(server, target.email, target.password, newIp())).status).toBe(200);
    // The limit is per (email, IP): another account from the same address is not held back.
    expect((await adminLogin(server, owner.email, owner.password, ip)).status).toBe(200);
  });

  it('limits every login request from one IP to LOGINS_PER_IP a minute, successful ones too; another IP goes on', async () => {
    // An office behind one address logs in more often than the default 20: the limit is the server's to set.
    const strict = await startServer({ trustProxy: 1, loginsPerIp: 3 });
    try {
      const first = await firstOwner(strict);
      const ip = newIp();
      for (let i = 0; i < 3; i++) {
        expect((await adminLogin(strict, first.email, first.password, ip)).status).toBe(200);
      }
      const limited = await adminLogin(strict, first.email, first.password, ip);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Too many attempts/);
      expect((await adminLogin(strict, first.email, first.password, newIp())).status).toBe(200);
    } finally {
      await strict.close();
    }
    // This file's server keeps the default: 20 logins from one address in a minute, the 21st refused.
    const ip = newIp();
    for (let i = 0; i < LIMITS.loginPerIp.max; i++) {
      expect((await adminLogin(server, owner.email, owner.password, ip)).status).toBe(200);
    }
    expect((await adminLogin(server, owner.email, owner.password, ip)).status).toBe(429);
  });
});

describe('accounts and roles', () => {
  it('validates a new account: the password rules, a taken email (any case), the role', async () => {
    const weak = await call('/api/admin/staff', {
      method: 'POST',
      token: owner.token,
      json: { name: 'Weak', email: 'weak@example.com', role: 'staff', password: 'tiny pw 1' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.message).toEqual({ password: ['Use at least 12 characters.'] });
    const taken = await call('/api/admin/staff', {
      method: 'POST',
      token: owner.token,
      json: {
        name: 'Again',
        email: owner.email.toUpperCase(),
        role: 'staff',
        password: 'a fine long passphrase',
      },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toEqual({ email: ['This email already has a staff account.'] });
    const role = await call('/api/admin/staff', {
      method: 'POST',
      token: owner.token,
      json: { name: 'Boss', email: 'boss@example.com', role: 'admin', password: 'a fine long passphrase' },
    });
    expect(role.status).toBe(400);
    expect(role.body.message).toEqual({ role: ['Choose one of: owner, manager, staff.'] });
  });

  it('a new role applies to the sessions already open', async () => {
    const member = await createStaff(server, owner, 'manager');
    expect((await call('/api/admin/staff', { token: member.token })).status).toBe(403);
    expect(
      (
        await call(`/api/admin/staff/${member.id}`, {
          method: 'PUT',
          token: owner.token,
          json: { role: 'owner' },
        })
      ).status,
    ).toBe(200);
    expect((await call('/api/admin/staff', { token: member.token })).status).toBe(200);
    const me = await call('/api/admin/me', { token: member.token });
    // Everything an owner holds, the owner's own permissions included.
    const ownerMe = await call('/api/admin/me', { token: owner.token });
    expect(me.body.permissions).toEqual(ownerMe.body.permissions);
    expect(me.body.permissions).toEqual(expect.arrayContaining(['staff.manage', 'audit.read']));
  });

  it('deactivating an account ends its sessions and refuses its login; reactivating lets it in again', async () => {
    const member = await createStaff(server, owner, 'staff');
    const off = await call(`/api/admin/staff/${member.id}`, {
      method: 'PUT',
      token: owner.token,
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.staff).toMatchObject({ active: false });
    expect((await call('/api/admin/me', { token: member.token })).status).toBe(401);
    const login = await adminLogin(server, member.email, member.password);
    expect(login).toEqual({
      status: 401,
      body: { result: 'error', message: 'This account has been deactivated. Ask the shop’s owner.' },
    });
    await call(`/api/admin/staff/${member.id}`, {
      method: 'PUT',
      token: owner.token,
      json: { active: true },
    });
    expect((await adminLogin(server, member.email, member.password)).status).toBe(200);
  });

  it('the shop keeps one active owner: the last one cannot be demoted or deactivated, even by itself', async () => {
    const solo = await startServer({ trustProxy: 1 });
    try {
      const only = await firstOwner(solo);
      for (const json of [{ role: 'manager' }, { active: false }]) {
        const res = await solo.request(`/api/admin/staff/${only.id}`, {
          method: 'PUT',
          token: only.token,
          json,
        });
        expect(res.status).toBe(409);
        expect(((await res.json()) as { message: string }).message).toMatch(/one active owner/);
      }
      const second = await createStaff(solo, only, 'owner');
      const demote = await solo.request(`/api/admin/staff/${only.id}`, {
        method: 'PUT',
        token: second.token,
        json: { role: 'manager' },
      });
      expect(demote.status).toBe(200);
      // Now `second` is the last owner.
      const res = await solo.request(`/api/admin/staff/${second.id}`, {
        method: 'PUT',
        token: second.token,
        json: { active: false },
      });
      expect(res.status).toBe(409);
      // Two owners demoting each other at once: one wins, the shop keeps an owner.
      await solo.request(`/api/admin/staff/${only.id}`, {
        method: 'PUT',
        token: second.token,
        json: { role: 'owner' },
      });
      const both = await Promise.all([
        solo.request(`/api/admin/staff/${only.id}`, {
          method: 'PUT',
          token: second.token,
          json: { role: 'staff' },
        }),
        solo.request(`/api/admin/staff/${second.id}`, {
          method: 'PUT',
          token: only.token,
          json: { role: 'staff' },
        }),
      ]);
      // The loser is refused by the last-owner rule (409), or, when the winner committed first, as a
      // demoted owner (403); either way exactly one change happened.
      expect(both.filter((r) => r.status === 200)).toHaveLength(1);
      expect(both.map((r) => r.status).filter((s) => s !== 200)[0]).toBeOneOf([403, 409]);
      const owners = await solo.app.db.select().from(staff).where(eq(staff.role, 'owner'));
      expect(owners).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('an unknown account answers 404; an empty change 400', async () => {
    expect(
      (await call('/api/admin/staff/999999', { method: 'PUT', token: owner.token, json: { name: 'X' } }))
        .status,
    ).toBe(404);
    const empty = await call(`/api/admin/staff/${owner.id}`, { method: 'PUT', token: owner.token, json: {} });
    expect(empty.status).toBe(400);
  });
});

describe('own password', () => {
  it('needs the current password; the new one ends the other sessions and keeps this one', async () => {
    const member = await createStaff(server, owner, 'staff');
    const other = String((await adminLogin(server, member.email, member.password)).body.token);
    const wrong = await call('/api/admin/me/password', {
      method: 'POST',
      token: member.token,
      json: {
        current_password: 'not it at all',
        password: 'a new staff passphrase',
        password_confirmation: 'a new staff passphrase',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toEqual({ current_password: ['The current password is incorrect.'] });
    const mismatch = await call('/api/admin/me/password', {
      method: 'POST',
      token: member.token,
      json: {
        current_password: member.password,
        password: 'a new staff passphrase',
        password_confirmation: 'another one entirely',
      },
    });
    expect(mismatch.status).toBe(422);
    const done = await call('/api/admin/me/password', {
      method: 'POST',
      token: member.token,
      json: {
        current_password: member.password,
        password: 'a new staff passphrase',
        password_confirmation: 'a new staff passphrase',
      },
    });
    expect(done.status).toBe(200);
    expect((await call('/api/admin/me', { token: member.token })).status).toBe(200);
    expect((await call('/api/admin/me', { token: other })).status).toBe(401);
    expect((await adminLogin(server, member.email, member.password)).status).toBe(401);
    expect((await adminLogin(server, member.email, 'a new staff passphrase')).status).toBe(200);
  });
});

describe('audit log', () => {
  it('records who, when, what, before and after, and never a password or its hash', async () => {
    const member = await createStaff(server, owner, 'staff', 'audited@example.com');
    await call(`/api/admin/staff/${member.id}`, {
      method: 'PUT',
      token: owner.token,
      json: { name: 'Audited Person', role: 'manager', password: 'a reset passphrase by the owner' },
    });
    const page = await call(`/api/admin/audit?entity=staff&entity_id=${member.id}`, { token: owner.token });
    expect(page.status).toBe(200);
    const entries = page.body.entries as Record<string, unknown>[];
    const update = entries.find((e) => e.action === 'adminUpdateStaff');
    expect(update).toMatchObject({
      staff_id: owner.id,
      staff_email: owner.email,
      entity: 'staff',
      entity_id: String(member.id),
      before: { name: 'Test staff', role: 'staff' },
      after: { name: 'Audited Person', role: 'manager', changed: ['password'] },
      ip: '127.0.0.1',
    });
    expect(Date.now() - Date.parse(String(update?.at))).toBeLessThan(60_000);
    expect(entries.find((e) => e.action === 'adminCreateStaff')).toMatchObject({
      before: null,
      after: { email: 'audited@example.com' },
    });
    const all = await server.app.db.select().from(auditLog).orderBy(desc(auditLog.id));
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/argon2|password_hash|passwordHash|a reset passphrase|token/i);
    // Filtered by staff member, newest first, paged.
    const byOwner = await call(`/api/admin/audit?staff_id=${owner.id}&page=1`, { token: owner.token });
    const ids = (byOwner.body.entries as { id: number; staff_id: number }[]).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((byOwner.body.entries as { staff_id: number }[]).every((e) => e.staff_id === owner.id)).toBe(true);
    // Oldest first on asking.
    const oldest = await call(`/api/admin/audit?staff_id=${owner.id}&sort=at`, { token: owner.token });
    const times = (oldest.body.entries as { at: string }[]).map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await call('/api/admin/audit?sort=who', { token: owner.token })).status).toBe(400);
  });

  it('a refused change leaves no entry', async () => {
    const before = await server.app.db.select({ id: auditLog.id }).from(auditLog);
    await call('/api/admin/staff/999999', { method: 'PUT', token: owner.token, json: { name: 'Nobody' } });
    await call('/api/admin/staff', {
      method: 'POST',
      token: owner.token,
      json: { name: 'Weak', email: 'weak2@example.com', role: 'staff', password: 'short' },
    });
    const after = await server.app.db.select({ id: auditLog.id }).from(auditLog);
    expect(after.length).toBe(before.length);
  });
});

describe('dashboard', () => {
  it('counts today’s and this month’s orders and revenue (Nepal time), unhandled inbox items and low stock', async () => {
    const board = async () => {
      const res = await call('/api/admin/dashboard', { token: owner.token });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(await board()).toMatchObject({
      today: { orders: 0, revenue: 0 },
      month: { orders: 0, revenue: 0 },
      unhandled: { total: 0, contact: 0 },
      low_stock: [],
    });
    await customerToken(server, 'dashboard@example.com');
    const [buyer] = await server.app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'dashboard@example.com'));
    const order = (n: number, total: number, status: number, createdAt: Date) => ({
      slug: `dash-${n}`,
      customerId: buyer?.id ?? 0,
      status,
      name: 'Ram',
      email: 'dashboard@example.com',
      phoneNumber: '9841000000',
      state: 'Bagmati',
      city: 'Kathmandu',
      streetAddress: 'Baneshwor',
      totalAmount: total,
      createdAt,
    });
    // Nepal's day and month (UTC+05:45), whatever the server's clock zone.
    const nepalNow = new Date(Date.now() + (5 * 60 + 45) * 60_000);
    const monthStart = new Date(
      Date.UTC(nepalNow.getUTCFullYear(), nepalNow.getUTCMonth(), 1) - (5 * 60 + 45) * 60_000,
    );
    const dayStart = new Date(
      Date.UTC(nepalNow.getUTCFullYear(), nepalNow.getUTCMonth(), nepalNow.getUTCDate()) -
        (5 * 60 + 45) * 60_000,
    );
    await server.app.db
      .insert(orders)
      .values([
        order(1, 1000, ORDER_STATUS.pending, new Date()),
        order(2, 500, ORDER_STATUS.cancelled, new Date()),
        order(3, 300, ORDER_STATUS.delivered, new Date(dayStart.getTime() - 1000)),
        order(4, 7000, ORDER_STATUS.delivered, new Date(monthStart.getTime() - 1000)),
      ]);
    const product = (code: string, published = true) => ({
      slug: `p-${code}`,
      title: `Product ${code}`,
      price: 100,
      productCode: code,
      categoryIds: [],
      images: [],
      published,
    });
    const made = await server.app.db
      .insert(products)
      .values([
        product('LOW-2'),
        product('LOW-0'),
        product('OK-9'),
        product('UNCOUNTED'),
        product('HIDDEN-1', false),
      ])
      .returning({ id: products.id, code: products.productCode });
    const id = (code: string) => made.find((p) => p.code === code)?.id ?? 0;
    // Counted at the warehouse (services/stock.ts); UNCOUNTED has no lots.
    await server.app.db.transaction((tx) =>
      setSimpleStock(
        tx,
        [
          { productId: id('LOW-2'), stock: 2 },
          { productId: id('LOW-0'), stock: 0 },
          { productId: id('OK-9'), stock: 9 },
          { productId: id('HIDDEN-1'), stock: 1 },
        ],
        { note: 'test' },
      ),
    );
    await server.request('/api/contacts', {
      key: true,
      method: 'POST',
      json: { name: 'Ram Thapa', email: 'ram@example.com', phone_number: '9841000000', message: 'Call me.' },
    });
    const after = await board();
    // Order 3 is earlier today in Nepal unless today began less than a second ago; it is this month unless the month did.
    const sameDay = dayStart.getTime() > monthStart.getTime();
    expect(after.today).toEqual({ orders: 2, revenue: 1000 });
    expect(after.month).toEqual(sameDay ? { orders: 3, revenue: 1300 } : { orders: 2, revenue: 1000 });
    expect(after.unhandled).toMatchObject({ total: 1, contact: 1, support_ticket: 0 });
    expect(after.low_stock).toEqual([
      expect.objectContaining({ product_code: 'LOW-0', stock: 0 }),
      expect.objectContaining({ product_code: 'LOW-2', stock: 2 }),
    ]);
  });
});

describe('CORS', () => {
  const preflight = (path: string, origin: string) =>
    server.request(path, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });

  it('answers the back office’s origin on /api/admin/ only, and no other origin there', async () => {
    const admin = await preflight('/api/admin/me', 'http://localhost:3100');
    expect(admin.status).toBe(204);
    expect(admin.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
    // The storefront's origin (a page a customer's browser runs) is not the back office's.
    const storefront = await preflight('/api/admin/me', STOREFRONT_ORIGIN);
    expect(storefront.status).toBe(403);
    expect(storefront.headers.get('access-control-allow-origin')).toBeNull();
    // And the back office's origin is nothing to the storefront's routes.
    const shop = await preflight('/api/banners', 'http://localhost:3100');
    expect(shop.status).toBe(403);
    const get = await server.request('/api/admin/me', {
      token: owner.token,
      headers: { Origin: 'http://localhost:3100' },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
  });
});

describe('admin:create-owner', () => {
  const serverRoot = fileURLToPath(new URL('..', import.meta.url));
  let dataDir: string;
  let databaseUrl = '';
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // Migrated already (PGlite; an empty folder on PostgreSQL): an initdb and every migration in each
    // command's process would be most of this test's time.
    dataDir = await migratedDataDir('sajilo-owner-');
    if (process.env.TEST_DATABASE_URL) {
      const fresh = await freshPostgres(process.env.TEST_DATABASE_URL, { migrated: true });
      databaseUrl = fresh.url;
      drop = fresh.drop;
    }
  });
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function run(args: string[], stdin: string) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [built('admin-create-owner'), ...args], {
        cwd: serverRoot,
        env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });
  }

  async function owners() {
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    try {
      return await database.db.select().from(staff);
    } finally {
      await database.close();
    }
  }

  it('creates an owner with the password read from standard input, and refuses weak passwords and taken emails', async () => {
    const usage = await run([], '');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--email/);

    const weak = await run(['--email', 'first@shop.example'], 'password\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/password: Use at least 12 characters/);
    expect(await owners()).toEqual([]);

    const made = await run(
      ['--email', 'first@shop.example', '--name', 'Gita Owner'],
      'the first owner passphrase\n',
    );
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/first@shop\.example is an owner/);
    const [row] = await owners();
    expect(row).toMatchObject({
      email: 'first@shop.example',
      name: 'Gita Owner',
      role: 'owner',
      active: true,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', 'the first owner passphrase')).toBe(true);

    const again = await run(['--email', 'FIRST@shop.example'], 'another owner passphrase\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/email: This email already has a staff account/);
    expect(await owners()).toHaveLength(1);
  }, 60_000);
});
