// Cross-cutting behaviour of the API host: keys, CORS, headers, limits, errors, logs, shutdown.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loggable } from '../src/errors.js';
import { tidy } from '../src/plugins/operations.js';
import { putFiles } from '../src/services/files.js';
import { pgliteDatabase, STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('application keys', () => {
  it('refuses public calls without a key or with a wrong one (403)', async () => {
    for (const key of [undefined, 'wrong-key']) {
      const res = await server.request('/api/banners', key ? { key } : {});
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ result: 'error', message: 'A valid application key is required.' });
    }
  });

  it('refuses the storefront key from another origin (403) and accepts it from the storefront', async () => {
    const foreign = await server.request('/api/banners', {
      key: true,
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const own = await server.request('/api/banners', { key: true, headers: { Origin: STOREFRONT_ORIGIN } });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(STOREFRONT_ORIGIN);
  });

  it('answers CORS preflights only for allowed origins, and refuses the others with 403', async () => {
    const allowed = await server.request('/api/banners', {
      method: 'OPTIONS',
      headers: {
        Origin: STOREFRONT_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(STOREFRONT_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
    const refused = await server.request('/api/banners', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      result: 'error',
      message: 'This origin is not allowed to call the Sajilo API.',
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a partner key in from its own origins only', async () => {
    await server.app.clients.upsert({
      name: 'Test partner',
      kind: 'partner',
      key: 'partner-key-1',
      allowedOrigins: ['https://dealer.example'],
    });
    const ok = await server.request('/api/complains', {
      key: 'partner-key-1',
      headers: { Origin: 'https://dealer.example' },
    });
    expect(ok.status).toBe(200);
    const other = await server.request('/api/complains', {
      key: 'partner-key-1',
      headers: { Origin: STOREFRONT_ORIGIN },
    });
    expect(other.status).toBe(403);
  });
});

describe('headers and errors', () => {
  it('lets catalogue PDFs be framed by the viewer and the storefront only', async () => {
    await putFiles(server.app.db, [
      {
        path: 'catalogues/framed.pdf',
        content: Buffer.from('%PDF-1.4\n%%EOF\n'),
        mime: 'application/pdf',
        public: true,
      },
    ]);
    const res = await server.request('/uploads/catalogues/framed.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(`frame-ancestors 'self' ${STOREFRONT_ORIGIN}`);
    const json = await server.request('/health');
    expect(json.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sets security headers and no-store on customer calls', async () => {
    const res = await server.request('/api/customer/profile');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
    expect(await res.json()).toEqual({
      result: 'error',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it('answers a body over the limit with 413, never 500', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      key: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ result: 'error' });
  });

  it('answers a wrong content type with 415 and broken JSON with 400', async () => {
    const xml = await server.request('/api/contacts', {
      method: 'POST',
      key: true,
      headers: { 'Content-Type': 'application/xml' },
      body: '<contact/>',
    });
    expect(xml.status).toBe(415);
    const broken = await server.request('/api/contacts', {
      method: 'POST',
      key: true,
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      result: 'error',
      message: { body: ['The request body is not valid JSON.'] },
    });
  });

  it('validates bodies against the contract with per-field messages', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      key: true,
      json: { name: '  ', email: 'not-an-email', phone_number: 'abc' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      result: 'error',
      message: {
        name: ['This field is required.'],
        email: ['Enter a valid email address.'],
        phone_number: expect.arrayContaining(['Enter a valid phone number.']),
        message: ['This field is required.'],
      },
    });
  });
});

describe('logs and shutdown', () => {
  it('logs requests with ids and never a password, token or key', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const config = loadConfig(
      {},
      {
        test: false,
        logLevel: 'info',
        appKey: 'log-test-key',
        dataDir: server.config.dataDir,
      },
    );
    const app = await buildApp(config, await pgliteDatabase(), { logger: { level: 'info', stream } });
    await app.inject({
      method: 'POST',
      url: '/api/customer/login',
      headers: { authorization: 'Bearer secret-token-123', 'x-api-key': 'log-test-key' },
      payload: { email: 'someone@example.com', password: 'my-secret-password-1' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"reqId"');
    expect(log).not.toContain('my-secret-password-1');
    expect(log).not.toContain('secret-token-123');
    expect(log).not.toContain('log-test-key');
  });

  it('lets in-flight requests finish and answers new ones with 503 while closing', async () => {
    const config = loadConfig({}, { test: true, appKey: 'k', dataDir: server.config.dataDir });
    const app = await buildApp(config, await pgliteDatabase());
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/slow', async () => {
      arrived();
      await gate;
      return { result: 'success' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const inFlight = fetch(`${url}/slow`);
    // In flight once the server has it (a fixed 100 ms was too short on a loaded machine: the close came
    // before the connection, which was then refused).
    await reached;
    const closing = app.shutdown();
    const late = await app.inject({ method: 'GET', url: '/health' });
    expect(late.statusCode).toBe(503);
    expect(late.json()).toEqual({
      result: 'error',
      message: 'The server is restarting. Please try again in a moment.',
    });
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closing;
  });
});

describe('input tidying and error logs', () => {
  it('trims form values and drops empty ones, but keeps passwords exactly as typed', () => {
    expect(
      tidy({ name: '  Ram ', note: '   ', password: ' spaced pass ', password_confirmation: ' x ' }),
    ).toEqual({
      name: 'Ram',
      password: ' spaced pass ',
      password_confirmation: ' x ',
    });
  });

  it('logs a failed query without its parameters', () => {
    const error = new Error(
      'Failed query: insert into sessions (token_hash) values ($1)\nparams: 9f86d081884c7d65',
    );
    expect(JSON.stringify(loggable(error))).not.toContain('9f86d081884c7d65');
    expect(loggable(error).message).toBe('Failed query: insert into sessions (token_hash) values ($1)');
  });
});
