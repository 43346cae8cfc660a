// Phone-number accounts and text messages over real HTTP, with the SMS going to the local simulator
// (@sajilo/gateways): codes read from its inbox as a shopper reads them from the phone; expiry, single use,
// wrong guesses, the limits per number and per IP; an email account adding a number; an order's message in
// the language it was placed in; a failed send tried again (docs/customer.md "Phone-number accounts").
import { type GatewaySimulator, startGatewaySimulator } from '@sajilo/gateways';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { customers, orders, outbox, phoneCodes, smsOutbox } from '../src/db/schema.js';
import { LIMITS } from '../src/services/accounts.js';
import { smsForOrderEvent } from '../src/services/order-sms.js';
import { codeHash, hashesMatch } from '../src/services/phone-codes.js';
import { firstOwner } from './admin-helpers.js';
import { insertShop, registerAndLogin, type ShopProduct } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let sim: GatewaySimulator;
let server: TestServer;
let products: ShopProduct[];

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field; the test server checks each against the contract.
type Json = Record<string, any>;

let shopper = 0;
/** A distinct IP a simulated shopper, so the per-IP limits of one test do not spill into another. */
const nextIp = () => {
  shopper += 1;
  return `10.7.${Math.floor(shopper / 250)}.${(shopper % 250) + 1}`;
};
let numbers = 0;
/** A fresh Nepali mobile number, national form. */
const nextNumber = () => {
  numbers += 1;
  return `98${String(10_000_000 + numbers * 7919).slice(-8)}`;
};

async function call(
  path: string,
  init: { ip: string; json?: unknown; token?: string; lang?: string; method?: string },
) {
  const headers: Record<string, string> = { 'X-Forwarded-For': init.ip };
  if (init.lang) headers['Accept-Language'] = init.lang;
  const res = await server.request(path, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    json: init.json,
    token: init.token,
  });
  return { status: res.status, body: (await res.json()) as Json, retryAfter: res.headers.get('retry-after') };
}

/** The newest message the simulator received for `national` after `after` of them, waiting for the worker. */
async function smsTo(national: string, count = 1): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const got = sim.sms.filter((m) => m.to === national);
    if (got.length >= count) return got[got.length - 1]?.text ?? '';
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no SMS #${count} reached ${national}`);
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

async function sendCode(national: string, ip: string, lang?: string) {
  const before = sim.sms.filter((m) => m.to === national).length;
  const r = await call('/api/customer/phone/code', { ip, lang, json: { phone_number: national } });
  expect(r.status, JSON.stringify(r.body)).toBe(202);
  return codeIn(await smsTo(national, before + 1));
}

/** Lets the number ask for another code now (the one-a-minute timer is the server's clock). */
const forgetResendTimer = (national: string) =>
  server.app.db
    .update(phoneCodes)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(phoneCodes.phone, `+977${national}`));

beforeAll(async () => {
  sim = await startGatewaySimulator();
  const sms = { ...loadConfig(sim.env).sms, retry: { firstMs: 200, maxMs: 400, attempts: 4 } };
  server = await startServer({ sms, trustProxy: 1 });
  products = (await insertShop(server)).products;
});

afterAll(async () => {
  await server?.close();
  await sim?.close();
});

describe('registering and logging in with a mobile number', () => {
  it('registers with +977 and spaces, stores E.164, and logs in with a later code', async () => {
    const national = nextNumber();
    const ip = nextIp();
    const typed = `+977 ${national.slice(0, 3)} ${national.slice(3)}`;
    const sent = await call('/api/customer/phone/code', { ip, json: { phone_number: typed } });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ phone_number: `+977${national}`, resend_in: 60, expires_in: 300 });
    const text = await smsTo(national);
    expect(text).toMatch(/^\d{6} is your Sajilo code\. It works for 5 minutes\./);
    const code = codeIn(text);

    // The login page sends no name: a number without an account is told to register, and the code stays good.
    const noName = await call('/api/customer/phone/login', { ip, json: { phone_number: national, code } });
    expect(noName.status).toBe(422);
    expect(noName.body.message).toHaveProperty('name');
    const registered = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: typed, code, name: 'Sita Sharma' },
    });
    expect(registered.status).toBe(200);
    const profile = await call('/api/customer/profile', { ip, token: registered.body.token });
    expect(profile.body.user).toMatchObject({ name: 'Sita Sharma', phone_number: national, email: '' });

    // Spent: the same code never works again.
    const reused = await call('/api/customer/phone/login', { ip, json: { phone_number: national, code } });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toHaveProperty('code');

    await forgetResendTimer(national);
    const again = await sendCode(national, ip);
    const login = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: national, code: again },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).not.toBe(registered.body.token);
  });

  it('refuses what is not a Nepali mobile number, in the request’s language', async () => {
    const ip = nextIp();
    for (const phone_number of ['01-4412345', '+91 98412 34567', '9541234567']) {
      const r = await call('/api/customer/phone/code', { ip, json: { phone_number } });
      expect(r.status).toBe(422);
      expect(r.body.message.phone_number[0]).toMatch(/^Enter a Nepali mobile number/);
    }
    const ne = await call('/api/customer/phone/code', {
      ip,
      lang: 'ne',
      json: { phone_number: '12345678901' },
    });
    expect(ne.body.message.phone_number[0]).toMatch(/नेपाली मोबाइल नम्बर/);
  });

  it('writes the code in Nepali for a Nepali page', async () => {
    const national = nextNumber();
    await sendCode(national, nextIp(), 'ne');
    expect(await smsTo(national)).toMatch(/^\d{6} तपाईंको सजिलो कोड हो।/);
  });

  it('keeps the language of the pages the number registered and logged in on, for the account’s mails', async () => {
    const national = nextNumber();
    const ip = nextIp();
    const localeOfNumber = async () =>
      (
        await server.app.db
          .select({ locale: customers.locale })
          .from(customers)
          .where(eq(customers.mobile, `+977${national}`))
      )[0]?.locale;
    const registered = await call('/api/customer/phone/login', {
      ip,
      lang: 'ne',
      json: { phone_number: national, code: await sendCode(national, ip, 'ne'), name: 'Gita Rai' },
    });
    expect(registered.status).toBe(200);
    expect(await localeOfNumber()).toBe('ne');
    await forgetResendTimer(national);
    const login = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: national, code: await sendCode(national, ip) },
    });
    expect(login.status).toBe(200);
    expect(await localeOfNumber()).toBe('en');
  });

  it('refuses an expired code', async () => {
    const national = nextNumber();
    const ip = nextIp();
    const code = await sendCode(national, ip);
    await server.app.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.phone, `+977${national}`));
    const r = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: national, code, name: 'Hari' },
    });
    expect(r.status).toBe(422);
    expect(r.body.message.code).toHaveLength(1);
  });

  it('keeps only a salted hash of the code, and only the newest code of a number works', async () => {
    const national = nextNumber();
    const ip = nextIp();
    const first = await sendCode(national, ip);
    const rows = await server.app.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, `+977${national}`));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(JSON.stringify(row)).not.toContain(first);
    expect(row?.codeHash).toBe(codeHash(`+977${national}`, first, row?.salt ?? ''));
    await forgetResendTimer(national);
    const second = await sendCode(national, ip);
    if (first !== second) {
      const old = await call('/api/customer/phone/login', {
        ip,
        json: { phone_number: national, code: first, name: 'Gita' },
      });
      expect(old.status).toBe(422);
    }
    const ok = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: national, code: second, name: 'Gita' },
    });
    expect(ok.status).toBe(200);
  });

  it('compares hashes in constant time, and refuses different lengths', () => {
    const a = codeHash('+9779841234567', '123456', 'salt');
    expect(hashesMatch(a, a)).toBe(true);
    expect(hashesMatch(a, codeHash('+9779841234567', '123457', 'salt'))).toBe(false);
    expect(hashesMatch(a, a.slice(0, 10))).toBe(false);
    expect(hashesMatch('', '')).toBe(false);
  });
});

describe('the limits', () => {
  it('asks a number to wait a minute between codes, saying how long', async () => {
    const national = nextNumber();
    const ip = nextIp();
    await sendCode(national, ip);
    const r = await call('/api/customer/phone/code', { ip, json: { phone_number: national } });
    expect(r.status).toBe(429);
    expect(r.body.result).toBe('error');
    expect(r.body.message).toMatch(/try again in \d+ seconds/);
    expect(Number(r.retryAfter)).toBeGreaterThan(50);
    expect(Number(r.retryAfter)).toBeLessThanOrEqual(60);
  });

  it('ends a code after five wrong guesses: the right one then fails too', async () => {
    const national = nextNumber();
    const ip = nextIp();
    const code = await sendCode(national, ip);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await call('/api/customer/phone/login', {
        ip,
        json: { phone_number: national, code: wrong, name: 'Ram' },
      });
      expect(r.status).toBe(422);
    }
    const right = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: national, code, name: 'Ram' },
    });
    expect(right.status).toBe(422);
  });

  it('limits guesses per number over codes and IPs', async () => {
    const national = nextNumber();
    for (let i = 0; i < LIMITS.codeVerifyPerPhone.max; i++) {
      const r = await call('/api/customer/phone/login', {
        ip: nextIp(),
        json: { phone_number: national, code: '123456' },
      });
      expect(r.status).toBe(422);
    }
    const r = await call('/api/customer/phone/login', {
      ip: nextIp(),
      json: { phone_number: national, code: '123456' },
    });
    expect(r.status).toBe(429);
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
  });

  it('limits guesses per IP over numbers', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.codeVerifyPerIp.max; i++) {
      const r = await call('/api/customer/phone/login', {
        ip,
        json: { phone_number: nextNumber(), code: '123456' },
      });
      expect(r.status).toBe(422);
    }
    const r = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: nextNumber(), code: '123456' },
    });
    expect(r.status).toBe(429);
  });

  it('limits codes sent per IP over numbers', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.codeSendPerIp.max; i++) {
      const r = await call('/api/customer/phone/code', { ip, json: { phone_number: nextNumber() } });
      expect(r.status).toBe(202);
    }
    const r = await call('/api/customer/phone/code', { ip, json: { phone_number: nextNumber() } });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/seconds/);
  });
});

describe('an email account adds its mobile number', () => {
  it('verifies the number with a code, then logs in with it; another account cannot take it', async () => {
    const ram = await registerAndLogin(server);
    const national = nextNumber();
    const ip = nextIp();
    const code = await sendCode(national, ip);
    const wrong = await call('/api/customer/phone/verify', {
      ip,
      token: ram.token,
      json: { phone_number: national, code: code === '999999' ? '999998' : '999999' },
    });
    expect(wrong.status).toBe(422);
    const ok = await call('/api/customer/phone/verify', {
      ip,
      token: ram.token,
      json: { phone_number: national, code },
    });
    expect(ok.status).toBe(200);
    await forgetResendTimer(national);
    const login = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: national, code: await sendCode(national, ip) },
    });
    expect(login.status).toBe(200);
    const profile = await call('/api/customer/profile', { ip, token: login.body.token });
    expect(profile.body.user.email).toBe(ram.email);
    expect(profile.body.user.login_mobile).toBe(`+977${national}`);

    const sita = await registerAndLogin(server, { first_name: 'Sita' });
    await forgetResendTimer(national);
    const taken = await call('/api/customer/phone/verify', {
      ip,
      token: sita.token,
      json: { phone_number: national, code: await sendCode(national, ip) },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toHaveProperty('phone_number');
    // The email login goes on working.
    const emailLogin = await call('/api/customer/login', {
      ip,
      json: { email: ram.email, password: ram.password },
    });
    expect(emailLogin.status).toBe(200);
  });
});

describe('order messages', () => {
  const address = (national: string) => ({
    name: 'Sita Sharma',
    email: 'sita@example.com',
    phone_number: national,
    state: 'Bagmati Province',
    district: 'Kathmandu',
    city: 'Kathmandu Metropolitan City',
    ward: 10,
    street_address: 'Baneshwor',
  });

  /** Registers `national` with the code from the inbox; the session's token. */
  async function registerByPhone(national: string, ip: string): Promise<string> {
    const code = await sendCode(national, ip);
    const login = await call('/api/customer/phone/login', {
      ip,
      json: { phone_number: national, code, name: 'Sita' },
    });
    return login.body.token as string;
  }

  async function placeOrder(lang: string, national: string, form: Json = address(national)) {
    const ip = nextIp();
    const token = await registerByPhone(national, ip);
    const product = products[2] as ShopProduct;
    const added = await call(`/api/carts/${product.slug}/added`, { ip, token, json: { quantity: 1 } });
    expect(added.status).toBeLessThan(300);
    const placed = await call('/api/checkouts', {
      ip,
      token,
      lang,
      json: { ...form, payment_method: 'cod' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    const answer: Json = { ...placed.body, token };
    return answer;
  }

  it('places the order of an account without an email without one: the SMS goes, no mail, the invoice stays', async () => {
    const national = nextNumber();
    const { email: _none, ...form } = address(national);
    const mails = async () => (await server.app.db.select({ id: outbox.id }).from(outbox)).length;
    const before = await mails();
    const placed = await placeOrder('en', national, form);
    expect(await smsTo(national, 2)).toMatch(/^Sajilo: your order SJ-\d{6} \(Rs [\d,]+\) is placed\./);
    expect(await mails()).toBe(before);
    // My Orders shows it and its invoice, with no email on either.
    const mine = await server.request(`/api/customer/orders/${placed.slug}`, { token: placed.token });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as Json).order.email).toBe('');
    const pdf = await server.request(`/api/customer/orders/${placed.slug}/invoice.pdf`, {
      token: placed.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('still asks an account with an email for one at checkout', async () => {
    const national = nextNumber();
    const ip = nextIp();
    const token = await registerByPhone(national, ip);
    await server.app.db
      .update(customers)
      .set({ email: `sita.${national}@example.com` })
      .where(eq(customers.mobile, `+977${national}`));
    const product = products[2] as ShopProduct;
    await call(`/api/carts/${product.slug}/added`, { ip, token, json: { quantity: 1 } });
    const { email: _none, ...form } = address(national);
    const refused = await call('/api/checkouts', { ip, token, json: { ...form, payment_method: 'cod' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual({ email: ['This field is required.'] });
  });

  it('texts the order placed in Nepali for an order placed on a Nepali page', async () => {
    const national = nextNumber();
    await placeOrder('ne', national);
    const text = await smsTo(national, 2);
    expect(text).toMatch(/^सजिलो: तपाईंको अर्डर SJ-\d{6} \(रु\. [\d,]+\) राखियो।/);
  });

  it('texts it in English for an English page', async () => {
    const national = nextNumber();
    await placeOrder('en', national);
    expect(await smsTo(national, 2)).toMatch(/^Sajilo: your order SJ-\d{6} \(Rs [\d,]+\) is placed\./);
  });

  it('texts the order dispatched when the back office marks it so, in the order’s language', async () => {
    const national = nextNumber();
    const placed = await placeOrder('ne', national);
    await smsTo(national, 2);
    const owner = await firstOwner(server);
    const [row] = await server.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.slug, placed.slug));
    const id = row?.id;
    for (const [from, status] of [
      ['pending', 'confirmed'],
      ['confirmed', 'dispatched'],
    ] as const) {
      const res = await server.request(`/api/admin/orders/${id}/status`, {
        method: 'POST',
        token: owner.token,
        json: { from, status },
      });
      expect(res.status, await res.text()).toBe(200);
    }
    expect(await smsTo(national, 3)).toMatch(/^सजिलो: तपाईंको अर्डर SJ-\d{6} तपाईंतर्फ पठाइएको छ।$/);
  });

  it('writes every event in both languages', () => {
    for (const event of ['placed', 'dispatched', 'ready_to_collect'] as const) {
      const en = smsForOrderEvent({ orderName: 'SJ-000042', totalAmount: 125_000, locale: 'en' }, event);
      const ne = smsForOrderEvent({ orderName: 'SJ-000042', totalAmount: 125_000, locale: 'ne' }, event);
      expect(en).toContain('SJ-000042');
      expect(ne).toContain('SJ-000042');
      expect(ne).toMatch(/सजिलो/);
    }
    // The amount as /ne writes it (docs/nepal.md "Languages").
    expect(
      smsForOrderEvent({ orderName: 'SJ-000042', totalAmount: 125_000, locale: 'ne' }, 'placed'),
    ).toContain('(रु. 1,25,000)');
    expect(
      smsForOrderEvent({ orderName: 'SJ-000042', totalAmount: 125_000, locale: 'en' }, 'placed'),
    ).toContain('(Rs 1,25,000)');
  });

  it('tries a failed send again until the provider takes it', async () => {
    const national = nextNumber();
    sim.smsFailures = 2;
    const ip = nextIp();
    const r = await call('/api/customer/phone/code', { ip, json: { phone_number: national } });
    expect(r.status).toBe(202);
    expect(codeIn(await smsTo(national))).toMatch(/^\d{6}$/);
    // The provider has the message before the worker records the send: the row follows a moment later.
    const row = async () =>
      (
        await server.app.db
          .select()
          .from(smsOutbox)
          .where(eq(smsOutbox.to, `+977${national}`))
      )[0];
    await expect.poll(async () => (await row())?.sentAt ?? null, { timeout: 10_000 }).not.toBeNull();
    expect((await row())?.attempts).toBe(3);
  });
});
