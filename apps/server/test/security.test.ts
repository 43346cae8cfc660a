// The attack cases of docs/operations.md "Security" that are not about one resource: the client's IP behind
// proxies (limits cannot be dodged with a forged X-Forwarded-For), CORS per route group, the partner key's
// reach, and mail bodies kept out of the log.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig, parseTrustProxy } from '../src/config.js';
import { LIMITS } from '../src/services/accounts.js';
import { pgliteDatabase, STOREFRONT_ORIGIN, startServer, TEST_KEY, type TestServer } from './helpers.js';
import { eventually } from './smtp.js';

const forgot = (server: TestServer, n: number, forwardedFor?: string) =>
  server.request('/api/customer/forgot-password', {
    method: 'POST',
    json: { email: `someone-${n}@example.com` },
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });

/** Sends one more request than the per-IP limit allows, each with another forged left-most address. */
async function burst(server: TestServer, lastHop?: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMITS.forgotPerIp.max; i++) {
    const forged = `198.51.100.${i + 1}`;
    const res = await forgot(server, i, lastHop ? `${forged}, ${lastHop}` : forged);
    statuses.push(res.status);
  }
  return statuses;
}

const limitedAtTheEnd = [...Array(LIMITS.forgotPerIp.max).fill(202), 429];

describe('client IP behind proxies', () => {
  let servers: TestServer[] = [];
  const start = async (trustProxy: Config['trustProxy']) => {
    const server = await startServer({ trustProxy });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: forged addresses share the socket address limit', async () => {
    const server = await start(false);
    expect(await burst(server)).toEqual(limitedAtTheEnd);
  });

  it('with a hop count (TRUST_PROXY=1) takes the address our proxy saw, not the forged left-most one', async () => {
    const server = await start(1);
    expect(await burst(server, '203.0.113.7')).toEqual(limitedAtTheEnd);
    // Another shopper behind the same proxy has a limit of their own.
    expect((await forgot(server, 99, '198.51.100.1, 203.0.113.8')).status).toBe(202);
  });

  it('with a CIDR list (TRUST_PROXY=127.0.0.0/8) the same', async () => {
    const server = await start(['127.0.0.0/8']);
    expect(await burst(server, '203.0.113.7')).toEqual(limitedAtTheEnd);
    expect((await forgot(server, 99, '203.0.113.8')).status).toBe(202);
  });

  it('reads TRUST_PROXY as false, a hop count or addresses, and refuses `true` and typos', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,loopback,::1/128')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1/128',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/X-Forwarded-For/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});

describe('CORS per route group', () => {
  let server: TestServer;
  const dealer = 'https://dealer.example';
  beforeAll(async () => {
    server = await startServer();
    await server.app.clients.upsert({
      name: 'Dealer',
      kind: 'partner',
      key: 'dealer-key',
      allowedOrigins: [dealer],
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const preflight = (path: string, origin: string, method = 'POST') =>
    server.request(path, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });

  it("answers a partner's origin on the widgets' routes", async () => {
    for (const path of ['/api/customer_enquiry', '/api/subscribers', '/api/complains']) {
      const res = await preflight(path, dealer);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(dealer);
    }
  });

  it("refuses a partner's origin on the customer's bearer routes and the rest (403, no CORS headers)", async () => {
    for (const path of [
      '/api/customer/change-password',
      '/api/customer/update-profile',
      '/api/customer/profile',
      '/api/checkouts',
      '/api/products',
    ]) {
      const res = await preflight(path, dealer);
      expect(res.status, path).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const simple = await server.request('/api/customer/profile', { headers: { Origin: dealer } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers the storefront's origin everywhere", async () => {
    for (const path of ['/api/customer/change-password', '/api/subscribers', '/api/products']) {
      const res = await preflight(path, STOREFRONT_ORIGIN);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT_ORIGIN);
    }
  });

  it("keeps a partner's key to the widgets' operations", async () => {
    const own = await server.request('/api/complains', { key: 'dealer-key', headers: { Origin: dealer } });
    expect(own.status).toBe(200);
    const elsewhere = await server.request('/api/banners', { key: 'dealer-key' });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({
      result: 'error',
      message: "A partner's key is for the widgets' requests only.",
    });
  });
});

describe('request logs', () => {
  it('write one line a request when it is answered, and none for health checks and stored files', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const config = loadConfig({}, { test: false, logLevel: 'info', appKey: 'k' });
    const app = await buildApp(config, await pgliteDatabase(), { logger: { level: 'info', stream } });
    for (const url of ['/health', '/ready', '/uploads/products/nothing-320.webp', '/api/brands']) {
      await app.inject({ method: 'GET', url, headers: { 'x-api-key': 'k' } });
    }
    await app.close();
    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; status?: number })
      .filter((l) => 'status' in l);
    expect(requests.map((l) => l.msg)).toEqual(['GET /api/brands 200']);
    expect(lines.join('')).not.toMatch(/incoming request|request completed/);
  });
});

describe('mail bodies in the log', () => {
  async function logOfForgot(env: NodeJS.ProcessEnv) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const config = loadConfig(env, { test: false, logLevel: 'info', appKey: 'k' });
    const app = await buildApp(config, await pgliteDatabase(), { logger: { level: 'info', stream } });
    const register = await app.inject({
      method: 'POST',
      url: '/api/customer/register',
      payload: {
        first_name: 'Sita',
        last_name: 'Sharma',
        phone_number: '9801234567',
        email: 'sita@example.com',
        password: 'kathmandu valley morning tea',
        password_confirmation: 'kathmandu valley morning tea',
      },
    });
    expect(register.statusCode).toBe(202);
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/forgot-password',
      payload: { email: 'sita@example.com' },
    });
    expect(res.statusCode).toBe(202);
    // Without SMTP_URL the worker delivers by printing: read the log once it has (then bodies would show).
    await eventually('the mail printed', () => lines.join('').includes('mail printed, not sent'));
    await app.close();
    return lines.join('');
  }

  it('never logs a reset link by default, in development as in production', async () => {
    const log = await logOfForgot({});
    expect(log).toContain('mail queued in the outbox');
    // Printed instead of sent (no SMTP_URL): who it is for and its subject, never the body.
    expect(log).toMatch(/"to":"sita@example.com","subject":"Reset your Sajilo password","msg":"mail printed/);
    expect(log).not.toContain('reset-password#token=');
  });

  it('logs mail bodies only when MAIL_LOG_BODIES=true', async () => {
    expect(await logOfForgot({ MAIL_LOG_BODIES: 'true' })).toContain('reset-password#token=');
  });
});

describe('limits shared by every instance', () => {
  let server: TestServer;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    server = await startServer();
    // A second instance on the same database, as behind a load balancer; the first one closes it.
    second = await buildApp(server.config, {
      db: server.app.db,
      kind: server.app.dbKind,
      close: async () => {},
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  it('refuses the (limit+1)th request from an IP whichever instance gets it', async () => {
    const address = second.server.address();
    const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.forgotPerIp.max; i++) {
      // Round robin: each instance alone sees about half of the requests.
      const res = await fetch(`${i % 2 === 0 ? server.url : secondUrl}/api/customer/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': TEST_KEY },
        body: JSON.stringify({ email: `shared-${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(limitedAtTheEnd);
  });
});
