// Customer accounts over real HTTP: register, login, sessions (expired, revoked), profile, password change,
// forgot/reset password and the rate limits (per IP and per email).
import { eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, scrubbed } from '../src/db/errors.js';
import { queryRows } from '../src/db/query.js';
import { customers, outbox, passwordResets, sessions } from '../src/db/schema.js';
import { LIMITS } from '../src/services/accounts.js';
import { AttemptLimiter } from '../src/services/attempts.js';
import { sha256 } from '../src/services/crypto.js';
import { confirmationToken, registerAndLogin, type TestCustomer } from './fixtures/shop.js';
import { STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
/** One customer registered once and reused where a test does not change the account (argon2 is slow). */
let ram: TestCustomer;
let ipCount = 0;
const fromNewIp = () => ({ 'X-Forwarded-For': `10.0.${Math.floor(++ipCount / 250)}.${ipCount % 250}` });

const registerBody = (email: string, password: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Sita',
  last_name: 'Sharma',
  phone_number: '9801234567',
  email,
  password,
  password_confirmation: password,
  ...extra,
});

async function post(
  path: string,
  json: unknown,
  headers: Record<string, string> = fromNewIp(),
  token?: string,
) {
  const res = await server.request(path, { method: 'POST', json, headers, ...(token ? { token } : {}) });
  return { res, status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const login = (email: string, password: string, headers = fromNewIp()) =>
  post('/api/customer/login', { email, password }, headers);

/** The last mail sent to `email`, and the reset token in it. */
async function resetLink(email: string) {
  const [mail] = await server.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(sql`${outbox.id} desc`)
    .limit(1);
  const match = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  return { mail, token: match?.[1] ?? '' };
}

beforeAll(async () => {
  // The test client is the one proxy in front of the server (TRUST_PROXY=1): its X-Forwarded-For gives
  // each test its own client IP, so the per-IP limits of one test do not spill into the next.
  server = await startServer({ trustProxy: 1 });
  ram = await registerAndLogin(server, { headers: fromNewIp() });
});
afterAll(async () => {
  await server.close();
});

describe('register', () => {
  it('creates the account with first and last name joined and an argon2id hash, never the password', async () => {
    const password = 'kathmandu valley morning tea';
    const { status, body, res } = await post(
      '/api/customer/register',
      registerBody('Sita@Example.com', password),
    );
    expect(status).toBe(202);
    expect(body).toEqual({
      result: 'success',
      message:
        'We have sent a mail to Sita@Example.com. Open the link in it to finish creating your account.',
      user: {
        name: 'Sita Sharma',
        email: 'Sita@Example.com',
        phone_number: '9801234567',
        login_mobile: null,
        date_of_birth: null,
      },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [row] = await server.app.db.select().from(customers).where(eq(customers.email, 'Sita@Example.com'));
    expect(row?.name).toBe('Sita Sharma');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('logs in only once the address is confirmed from the mailed link, which works once', async () => {
    const password = 'a confirmed passphrase here';
    const email = 'confirm-me@example.com';
    expect((await post('/api/customer/register', registerBody(email, password))).status).toBe(202);
    // The right password of an unconfirmed account says so; a wrong one says what it always says.
    const early = await login(email, password);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(
      'Confirm your email first: open the link we mailed you, or ask for a new one.',
    );
    expect((await login(email, 'not the password at all')).status).toBe(401);
    // A new link can be asked for; the answer is the same for any address.
    const resend = await post('/api/customer/resend-confirmation', { email });
    const unknown = await post('/api/customer/resend-confirmation', { email: 'nobody@example.com' });
    expect([resend.status, unknown.status]).toEqual([202, 202]);
    expect(resend.body).toEqual(unknown.body);
    const token = await confirmationToken(server, email);
    const confirmed = await post('/api/customer/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      result: 'success',
      message: 'Your email is confirmed. Please log in.',
      email,
    });
    expect((await login(email, password)).status).toBe(200);
    const again = await post('/api/customer/confirm-email', { token });
    expect(again.status).toBe(422);
    expect((await post('/api/customer/confirm-email', { token: 'x'.repeat(43) })).status).toBe(422);
  });

  it('answers a taken email (whatever its case) as a new one, and mails its owner instead', async () => {
    const fresh = await post(
      '/api/customer/register',
      registerBody('fresh-address@example.com', 'another fine passphrase'),
    );
    const { status, body } = await post(
      '/api/customer/register',
      registerBody(ram.email.toUpperCase(), 'another fine passphrase'),
    );
    expect([fresh.status, status]).toEqual([202, 202]);
    // The same answer but for the address echoed back, as typed.
    expect(JSON.stringify(body).replaceAll(ram.email.toUpperCase(), 'X')).toBe(
      JSON.stringify(fresh.body).replaceAll('fresh-address@example.com', 'X'),
    );
    const [count] = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from customers where lower(email) = ${ram.email.toLowerCase()}`,
    );
    expect(count?.n).toBe(1);
    // The owner learns it by mail, with the ways back in; the account and its password are as they were.
    const [mail] = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, ram.email))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(mail?.subject).toBe('You already have a Sajilo account');
    expect(mail?.body).toContain('/forget-password');
    expect((await login(ram.email, ram.password)).status).toBe(200);
    expect((await login(ram.email, 'another fine passphrase')).status).toBe(401);
  });

  it('refuses common passwords and a mismatched confirmation (422, per field)', async () => {
    const common = await post('/api/customer/register', registerBody('common@example.com', 'qwerty123456'));
    expect(common.status).toBe(422);
    expect(common.body.message).toEqual({
      password: ['This password is too common or too easy to guess. Choose another one.'],
    });
    const mismatch = await post(
      '/api/customer/register',
      registerBody('mismatch@example.com', 'a perfectly good passphrase', {
        password_confirmation: 'a perfectly good passphrasE',
      }),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    const rows = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from customers where email in ('common@example.com', 'mismatch@example.com')`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('needs 12 to 128 characters and no composition rules', async () => {
    const short = await post('/api/customer/register', registerBody('short@example.com', 'elevenchars'));
    expect(short.status).toBe(400);
    expect(short.body.message).toEqual({ password: ['Use at least 12 characters.'] });
    const long = await post('/api/customer/register', registerBody('long@example.com', 'x'.repeat(129)));
    expect(long.status).toBe(400);
    // Lower case letters and spaces only: no rule asks for digits or symbols.
    const plain = await post(
      '/api/customer/register',
      registerBody('plain@example.com', 'just lower case words'),
    );
    expect(plain.status).toBe(202);
  });

  it('accepts a 128-character password and never truncates it', async () => {
    const password = `${'Nepal tiles and bath ware '.repeat(5).slice(0, 127)}A`;
    expect(password).toHaveLength(128);
    const created = await post('/api/customer/register', registerBody('long128@example.com', password));
    expect(created.status).toBe(202);
    expect(
      (
        await post('/api/customer/confirm-email', {
          token: await confirmationToken(server, 'long128@example.com'),
        })
      ).status,
    ).toBe(200);
    expect((await login('long128@example.com', password)).status).toBe(200);
    // Only the last character differs: a hash of a truncated password would accept it.
    const wrongLast = await login('long128@example.com', `${password.slice(0, 127)}B`);
    expect(wrongLast.status).toBe(401);
    const shorter = await login('long128@example.com', password.slice(0, 72));
    expect(shorter.status).toBe(401);
  });

  it('keeps script and SQL-looking names verbatim as inert JSON strings', async () => {
    const password = 'a safe passphrase for tests';
    const { status, body, res } = await post(
      '/api/customer/register',
      registerBody('xss@example.com', password, {
        first_name: '<script>alert(1)</script>',
        last_name: "'; drop table customers; --",
      }),
    );
    expect(status).toBe(202);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((body.user as { name: string }).name).toBe(
      "<script>alert(1)</script> '; drop table customers; --",
    );
    const [row] = await server.app.db.select().from(customers).where(eq(customers.email, 'xss@example.com'));
    expect(row?.name).toBe("<script>alert(1)</script> '; drop table customers; --");
  });
});

describe('login and sessions', () => {
  it('answers with a token and its validity, stores only the token hash', async () => {
    const { status, body, res } = await login(ram.email, ram.password);
    expect(status).toBe(200);
    expect(body).toEqual({
      result: 'success',
      message: 'You are successfully Loggedin',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_validity: 86_400,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = String(body.token);
    const stored = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(stored).toHaveLength(1);
    const plain = await server.app.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(plain).toHaveLength(0);
    // The email is matched without regard to case.
    expect((await login(ram.email.toUpperCase(), ram.password)).status).toBe(200);
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const wrong = await login(ram.email, 'not the right passphrase');
    const unknown = await login('nobody-here@example.com', 'not the right passphrase');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ result: 'error', message: 'The email or password is incorrect.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 401 without a token, with an unknown, an expired or a revoked token', async () => {
    const noToken = await server.request('/api/customer/profile');
    expect(noToken.status).toBe(401);
    expect(noToken.headers.get('www-authenticate')).toContain('Bearer');
    expect((await server.request('/api/customer/profile', { token: 'not-a-real-token' })).status).toBe(401);

    const expiring = String((await login(ram.email, ram.password)).body.token);
    expect((await server.request('/api/customer/profile', { token: expiring })).status).toBe(200);
    await server.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(expiring)));
    const expired = await server.request('/api/customer/profile', { token: expiring });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      result: 'error',
      message: 'Your session has expired. Please log in again.',
    });

    const leaving = String((await login(ram.email, ram.password)).body.token);
    const logout = await post('/api/customer/logout', undefined, {}, leaving);
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ result: 'success', message: 'You have been logged out.' });
    expect((await server.request('/api/customer/profile', { token: leaving })).status).toBe(401);
    expect((await server.request('/api/carts', { token: leaving })).status).toBe(401);
    // Logging out one device leaves the others logged in.
    expect((await server.request('/api/customer/profile', { token: ram.token })).status).toBe(200);
  });
});

describe('profile', () => {
  it('reads and updates the profile; the email stays unique', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const read = await server.request('/api/customer/profile', { token: me.token });
    expect(await read.json()).toEqual({
      result: 'success',
      user: {
        name: 'Ram Thapa',
        email: me.email,
        phone_number: '9841000000',
        login_mobile: null,
        date_of_birth: null,
      },
    });

    const taken = await post(
      '/api/customer/update-profile',
      { name: 'Ram T', email: ram.email.toUpperCase(), phone_number: '9841000001' },
      {},
      me.token,
    );
    expect(taken.status).toBe(422);
    expect(taken.body.message).toEqual({
      email: ['This email is already registered.'],
      current_password: ['Enter your current password to change the email.'],
    });

    const newEmail = `renamed-${me.email}`;
    const updated = await post(
      '/api/customer/update-profile',
      {
        name: '<script>alert(1)</script>',
        email: newEmail,
        phone_number: '+977 9841-000001',
        date_of_birth: '1990-04-14',
        current_password: me.password,
      },
      {},
      me.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ result: 'success', message: 'Your profile has been updated.' });
    const after = await server.request('/api/customer/profile', { token: me.token });
    expect(await after.json()).toEqual({
      result: 'success',
      user: {
        name: '<script>alert(1)</script>',
        email: newEmail,
        phone_number: '+977 9841-000001',
        login_mobile: null,
        date_of_birth: '1990-04-14',
      },
    });
    // Keeping one's own email is not a conflict.
    const same = await post(
      '/api/customer/update-profile',
      { name: 'Ram Thapa', email: newEmail.toUpperCase(), phone_number: '9841000000' },
      {},
      me.token,
    );
    expect(same.status).toBe(200);
    const future = await post(
      '/api/customer/update-profile',
      { name: 'Ram Thapa', email: newEmail, phone_number: '9841000000', date_of_birth: '2999-01-01' },
      {},
      me.token,
    );
    expect(future.status).toBe(422);
    expect(future.body.message).toEqual({ date_of_birth: ['The date of birth must be in the past.'] });
  });
});

describe('email change', () => {
  const change = (token: string, email: string, extra: Record<string, unknown> = {}) =>
    post(
      '/api/customer/update-profile',
      { name: 'Ram Thapa', email, phone_number: '9841000000', ...extra },
      {},
      token,
    );

  it('needs the current password: a stolen session alone cannot move the account to another mailbox', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const thief = `thief-${me.email}`;
    const without = await change(me.token, thief);
    expect(without.status).toBe(422);
    expect(without.body.message).toEqual({
      current_password: ['Enter your current password to change the email.'],
    });
    const wrong = await change(me.token, thief, { current_password: 'a guessed passphrase' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toEqual({ current_password: ['The current password is incorrect.'] });
    // Nothing changed: a reset asked for the thief's address mails nothing.
    const profile = await server.request('/api/customer/profile', { token: me.token });
    expect(((await profile.json()) as { user: { email: string } }).user.email).toBe(me.email);
    await post('/api/customer/forgot-password', { email: thief });
    const mails = await server.app.db.select().from(outbox).where(eq(outbox.to, thief));
    expect(mails).toEqual([]);
    // The other fields change without the password.
    const renamed = await post(
      '/api/customer/update-profile',
      { name: 'Ram Bahadur Thapa', email: me.email.toUpperCase(), phone_number: '9841000002' },
      {},
      me.token,
    );
    expect(renamed.status).toBe(200);
  });

  it('tells the old address, ends the other sessions and voids reset links mailed before', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const other = String((await login(me.email, me.password)).body.token);
    await post('/api/customer/forgot-password', { email: me.email });
    const [link] = await server.app.db
      .select()
      .from(passwordResets)
      .innerJoin(customers, eq(customers.id, passwordResets.customerId))
      .where(eq(customers.email, me.email));
    expect(link?.password_resets.usedAt).toBeNull();
    const newEmail = `moved-${me.email}`;
    const changed = await change(me.token, newEmail, { current_password: me.password });
    expect(changed.status).toBe(200);

    expect((await server.request('/api/customer/profile', { token: me.token })).status).toBe(200);
    expect((await server.request('/api/customer/profile', { token: other })).status).toBe(401);
    const [voided] = await server.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.id, link?.password_resets.id ?? 0));
    expect(voided?.usedAt).not.toBeNull();
    const [notice] = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, me.email))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(notice?.subject).toBe('The email of your Sajilo account was changed');
    expect(notice?.body).toContain(newEmail);
    expect((await login(newEmail, me.password)).status).toBe(200);
  });

  it('limits wrong current passwords together with the password change (429)', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    for (let i = 0; i < LIMITS.changePasswordPerCustomer.max; i++) {
      const wrong = await change(me.token, `x${i}-${me.email}`, { current_password: `wrong guess ${i}` });
      expect(wrong.status).toBe(422);
    }
    const limited = await change(me.token, `y-${me.email}`, { current_password: me.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('change password', () => {
  it('needs the current password, then revokes the other sessions and keeps this one', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const other = String((await login(me.email, me.password)).body.token);
    const next = 'a brand new passphrase here';

    const wrong = await post(
      '/api/customer/change-password',
      { oldpassword: 'not my current passphrase', password: next, password_confirmation: next },
      {},
      me.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      result: 'error',
      message: { oldpassword: ['The current password is incorrect.'] },
    });

    const common = await post(
      '/api/customer/change-password',
      { oldpassword: me.password, password: '1qaz2wsx3edc', password_confirmation: '1qaz2wsx3edc' },
      {},
      me.token,
    );
    expect(common.status).toBe(422);
    expect(Object.keys(common.body.message as object)).toEqual(['password']);

    const changed = await post(
      '/api/customer/change-password',
      { oldpassword: me.password, password: next, password_confirmation: next },
      {},
      me.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ result: 'success', message: 'Your password has been changed.' });
    expect((await server.request('/api/customer/profile', { token: me.token })).status).toBe(200);
    expect((await server.request('/api/customer/profile', { token: other })).status).toBe(401);
    expect((await login(me.email, me.password)).status).toBe(401);
    expect((await login(me.email, next)).status).toBe(200);
  });

  it('limits wrong current passwords per customer (429 with Retry-After)', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const attempt = (oldpassword: string) =>
      post(
        '/api/customer/change-password',
        { oldpassword, password: 'another new passphrase', password_confirmation: 'another new passphrase' },
        {},
        me.token,
      );
    for (let i = 0; i < LIMITS.changePasswordPerCustomer.max; i++) {
      expect((await attempt(`wrong guess number ${i}`)).status).toBe(422);
    }
    const limited = await attempt(me.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing changed: the old password still logs in.
    expect((await login(me.email, me.password)).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link with the token in the fragment; the reset revokes every session', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const asked = await post('/api/customer/forgot-password', { email: me.email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({
      result: 'success',
      message: 'If that email is registered, we have sent a link to reset the password.',
    });
    const { mail, token } = await resetLink(me.email);
    expect(mail?.subject).toBe('Reset your Sajilo password');
    expect(mail?.body).toContain(`${STOREFRONT_ORIGIN}/reset-password#token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored only as its hash.
    const [stored] = await server.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    expect(
      await server.app.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, token)),
    ).toEqual([]);

    // A refused password leaves the link usable.
    const weak = await post('/api/customer/reset-password', {
      token,
      password: 'qwerty123456',
      password_confirmation: 'qwerty123456',
    });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.message as object)).toEqual(['password']);

    const next = 'reset to this new passphrase';
    const reset = await post('/api/customer/reset-password', {
      token,
      password: next,
      password_confirmation: next,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      result: 'success',
      message: 'Your password has been reset. Please log in.',
    });
    expect((await server.request('/api/customer/profile', { token: me.token })).status).toBe(401);
    expect((await login(me.email, me.password)).status).toBe(401);
    expect((await login(me.email, next)).status).toBe(200);

    const again = await post('/api/customer/reset-password', {
      token,
      password: 'and once more a passphrase',
      password_confirmation: 'and once more a passphrase',
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toEqual({
      token: ['This reset link is invalid or has expired. Please ask for a new one.'],
    });
    expect((await login(me.email, next)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    await post('/api/customer/forgot-password', { email: me.email });
    const { token } = await resetLink(me.email);
    await server.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const expired = await post('/api/customer/reset-password', {
      token,
      password: 'too late for this passphrase',
      password_confirmation: 'too late for this passphrase',
    });
    expect(expired.status).toBe(422);
    expect((await login(me.email, me.password)).status).toBe(200);
  });

  it('answers an unknown email the same way and mails nothing', async () => {
    const before = await queryRows<{ n: number }>(server.app.db, sql`select count(*)::int as n from outbox`);
    const unknown = await post('/api/customer/forgot-password', { email: 'nobody-at-all@example.com' });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({
      result: 'success',
      message: 'If that email is registered, we have sent a link to reset the password.',
    });
    const after = await queryRows<{ n: number }>(server.app.db, sql`select count(*)::int as n from outbox`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('rate limits', () => {
  it("never locks the owner out: others' failed logins from any IPs leave the right password working", async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const attacker = fromNewIp();
    // Guesses from one address, past its limit, and from many others.
    for (let i = 0; i <= LIMITS.loginPerEmailAndIp.max; i++) {
      expect([401, 429]).toContain((await login(me.email, `wrong passphrase ${i}`, attacker)).status);
    }
    for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i++) {
      expect((await login(me.email, `spread guess ${i}`, fromNewIp())).status).toBe(401);
    }
    // The attacker's address is refused even with the right password (429 with Retry-After)…
    const limited = await login(me.email.toUpperCase(), me.password, attacker);
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(limited.body).toEqual({
      result: 'error',
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    // …and the owner, from their own address, logs in.
    expect((await login(me.email, me.password, fromNewIp())).status).toBe(200);
  });

  it('a successful login clears the count of its (email, IP)', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const ip = fromNewIp();
    for (let i = 0; i < LIMITS.loginPerEmailAndIp.max - 1; i++) {
      expect((await login(me.email, `wrong passphrase ${i}`, ip)).status).toBe(401);
    }
    expect((await login(me.email, me.password, ip)).status).toBe(200);
    expect((await login(me.email, 'one more wrong passphrase', ip)).status).toBe(401);
    expect((await login(me.email, me.password, ip)).status).toBe(200);
  });

  it('a password reset lifts the limit from every address', async () => {
    const me = await registerAndLogin(server, { headers: fromNewIp() });
    const ip = fromNewIp();
    for (let i = 0; i < LIMITS.loginPerEmailAndIp.max; i++) {
      expect((await login(me.email, `wrong passphrase ${i}`, ip)).status).toBe(401);
    }
    expect((await login(me.email, me.password, ip)).status).toBe(429);
    await post('/api/customer/forgot-password', { email: me.email });
    const { token } = await resetLink(me.email);
    const next = 'the passphrase after the reset';
    const reset = await post('/api/customer/reset-password', {
      token,
      password: next,
      password_confirmation: next,
    });
    expect(reset.status).toBe(200);
    expect((await login(me.email, next, ip)).status).toBe(200);
  });

  it('limits logins per IP (429 with Retry-After); another IP goes on', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < LIMITS.loginPerIp.max; i++) {
      expect((await login(`spray${i}@example.com`, 'some guessed passphrase', ip)).status).toBe(401);
    }
    const limited = await login(ram.email, ram.password, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.result).toBe('error');
    expect((await login(ram.email, ram.password, fromNewIp())).status).toBe(200);
  });

  it('limits registrations per IP to REGISTRATIONS_PER_IP in ten minutes (default 20); another IP goes on', async () => {
    const ip = fromNewIp();
    const stamp = Date.now().toString(36);
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/api/customer/register',
        registerBody(`many-${stamp}-${i}@example.com`, 'a long passphrase'),
        ip,
      );
      expect(res.status).toBe(202);
    }
    const limited = await post(
      '/api/customer/register',
      registerBody(`many-${stamp}-x@example.com`, 'a long passphrase'),
      ip,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.res.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);
    expect(limited.body.result).toBe('error');
    const elsewhere = await post(
      '/api/customer/register',
      registerBody(`many-${stamp}-y@example.com`, 'a long passphrase'),
    );
    expect(elsewhere.status).toBe(202);
  });

  it('limits registration mails per email, a new address or a taken one alike (429)', async () => {
    // A taken one: its own registration was the first of its count.
    const owner = await registerAndLogin(server, { headers: fromNewIp() });
    for (const [email, before] of [
      ['limited-new@example.com', 0],
      [owner.email, 1],
    ] as const) {
      for (let i = before; i < LIMITS.registerPerEmail.max; i++) {
        expect((await post('/api/customer/register', registerBody(email, 'a long passphrase'))).status).toBe(
          202,
        );
      }
      expect((await post('/api/customer/register', registerBody(email, 'a long passphrase'))).status).toBe(
        429,
      );
    }
  });

  it('limits forgot-password per email and per IP (429 with Retry-After)', async () => {
    const email = 'forgetful@example.com';
    for (let i = 0; i < LIMITS.forgotPerEmail.max; i++) {
      expect((await post('/api/customer/forgot-password', { email }, fromNewIp())).status).toBe(202);
    }
    const perEmail = await post('/api/customer/forgot-password', { email }, fromNewIp());
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.res.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = fromNewIp();
    for (let i = 0; i < LIMITS.forgotPerIp.max; i++) {
      const res = await post('/api/customer/forgot-password', { email: `someone${i}@example.com` }, ip);
      expect(res.status).toBe(202);
    }
    const perIp = await post('/api/customer/forgot-password', { email: 'someone-else@example.com' }, ip);
    expect(perIp.status).toBe(429);
    expect(Number(perIp.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(perIp.body.result).toBe('error');
  });
});

describe('secrets in failures', () => {
  it('rethrows a failed write without its parameters (the error handler logs 500s)', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const driverError = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const failure = new DrizzleQueryError('insert into "customers" values ($1)', [hash], driverError);
    expect(failure.message).toContain(hash);
    const caught = await scrubbed(() => Promise.reject(failure)).catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(Error);
    expect(String((caught as Error).message)).not.toContain(hash);
    expect(JSON.stringify(caught)).not.toContain(hash);
    expect((caught as Error).cause).toBeUndefined();
    // The PostgreSQL code survives, so a duplicate email is still told apart.
    expect(isUniqueViolation(caught)).toBe(true);
  });
});

describe('attempt limiter', () => {
  it('allows max attempts per window in the database, tells the seconds left, and forgets on reset', async () => {
    const db = server.app.db;
    const limiter = new AttemptLimiter(db, 'unit', { max: 2, windowMs: 60_000 });
    await limiter.hit('a@example.com|1.2.3.4');
    await limiter.hit('a@example.com|1.2.3.4');
    const refused = await limiter.hit('a@example.com|1.2.3.4').catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, headers: { 'Retry-After': '60' } });
    // Another key, and the same limit in a second instance (another server process) sees the same count.
    await limiter.hit('b@example.com|1.2.3.4');
    const twin = new AttemptLimiter(db, 'unit', { max: 2, windowMs: 60_000 });
    await expect(twin.hit('a@example.com|1.2.3.4')).rejects.toMatchObject({ statusCode: 429 });
    // A refund gives one attempt back; a reset forgets them all; a prefix reset forgets every IP of an email.
    await limiter.refund('b@example.com|1.2.3.4');
    await limiter.hit('b@example.com|1.2.3.4');
    await limiter.hit('b@example.com|1.2.3.4');
    await limiter.reset('b@example.com|1.2.3.4');
    await limiter.hit('b@example.com|1.2.3.4');
    await limiter.hit('b@example.com|5.6.7.8');
    await limiter.hit('b@example.com|5.6.7.8');
    await limiter.hit('b_example.com|5.6.7.8');
    await limiter.hit('b_example.com|5.6.7.8');
    await limiter.resetStartingWith('b@example.com|');
    await limiter.hit('b@example.com|5.6.7.8');
    await limiter.hit('b@example.com|5.6.7.8');
    // LIKE's wildcards in the prefix are taken literally: another key is not forgotten.
    await expect(limiter.hit('b_example.com|5.6.7.8')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('opens again when the window ends', async () => {
    const limiter = new AttemptLimiter(server.app.db, 'short', { max: 1, windowMs: 1000 });
    await limiter.hit('k');
    await expect(limiter.hit('k')).rejects.toMatchObject({ statusCode: 429 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await limiter.hit('k');
  });
});
