// Every answer's headers, exactly (docs/server.md "Answers on the wire"): the security headers and CORS are
// built once at start (plugins/security.ts), not by @fastify/helmet and @fastify/cors on every request; these
// pin what those plugins answer, header by header, for plain answers, errors, 304s and each kind of
// preflight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog } from './fixtures/catalog.js';
import { STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
const dealer = 'https://dealer.example';
const admin = 'http://localhost:4001';

beforeAll(async () => {
  server = await startServer({ adminOrigins: [admin] });
  await insertCatalog(server.app.db);
  await server.app.clients.upsert({
    name: 'Dealer',
    kind: 'partner',
    key: 'dealer-key',
    allowedOrigins: [dealer],
  });
});
afterAll(async () => {
  await server?.close();
});

/**
 * Helmet's headers (plugins/security.ts), the same on every answer but those that set a policy of their own.
 * An answer that carries exactly these shows them as one line in its snapshot below, so each snapshot shows
 * what sets that answer apart.
 */
const SECURITY: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';base-uri 'none';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The headers of an answer, those that change from one request to the next left out, and Helmet's as one
 * line when they are exactly SECURITY.
 */
async function headersOf(
  path: string,
  init: { method?: string; headers?: Record<string, string>; key?: boolean | string } = {},
) {
  const res = await server.request(path, { key: true, ...init });
  await res.arrayBuffer();
  const out: Record<string, string> = { status: String(res.status) };
  for (const [name, value] of res.headers) {
    if (['date', 'x-request-id', 'etag', 'content-length', 'keep-alive', 'connection'].includes(name))
      continue;
    out[name] = value;
  }
  if (Object.entries(SECURITY).every(([name, value]) => out[name] === value)) {
    for (const name of Object.keys(SECURITY)) delete out[name];
    out['(helmet)'] = 'SECURITY';
  }
  return out;
}

const preflight = (path: string, origin: string | undefined, method?: string) =>
  headersOf(path, {
    method: 'OPTIONS',
    key: false,
    headers: {
      ...(origin ? { Origin: origin } : {}),
      ...(method ? { 'Access-Control-Request-Method': method } : {}),
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });

describe('answer headers', () => {
  it('a plain answer, with and without an allowed Origin', async () => {
    expect(await headersOf('/health')).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-expose-headers": "Retry-After",
        "content-type": "application/json; charset=utf-8",
        "status": "200",
        "vary": "Origin",
      }
    `);
    expect(await headersOf('/health', { headers: { Origin: STOREFRONT_ORIGIN } })).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-origin": "http://localhost:3999",
        "access-control-expose-headers": "Retry-After",
        "content-type": "application/json; charset=utf-8",
        "status": "200",
        "vary": "Origin",
      }
    `);
    expect(
      await headersOf('/health', { headers: { Origin: 'https://evil.example' } }),
    ).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "content-type": "application/json; charset=utf-8",
        "status": "200",
        "vary": "Origin",
      }
    `);
  });

  it('a catalogue answer, compressed, and its 304', async () => {
    const path = '/api/categories/tiles';
    expect(
      await headersOf(path, { headers: { Origin: STOREFRONT_ORIGIN, 'Accept-Encoding': 'br' } }),
    ).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-origin": "http://localhost:3999",
        "access-control-expose-headers": "Retry-After",
        "cache-control": "no-cache",
        "content-encoding": "br",
        "content-type": "application/json; charset=utf-8",
        "status": "200",
        "vary": "Origin, Accept-Encoding",
      }
    `);
    expect(await headersOf(path, { headers: { 'Accept-Encoding': 'gzip' } })).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-expose-headers": "Retry-After",
        "cache-control": "no-cache",
        "content-encoding": "gzip",
        "content-type": "application/json; charset=utf-8",
        "status": "200",
        "vary": "Origin, Accept-Encoding",
      }
    `);
    expect(await headersOf(path, { headers: { 'Accept-Encoding': 'identity' } })).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-expose-headers": "Retry-After",
        "cache-control": "no-cache",
        "content-type": "application/json; charset=utf-8",
        "status": "200",
        "vary": "Origin, Accept-Encoding",
      }
    `);
    const first = await server.request(path, { key: true });
    const tag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    expect(
      await headersOf(path, { headers: { 'If-None-Match': tag, Origin: STOREFRONT_ORIGIN } }),
    ).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-origin": "http://localhost:3999",
        "access-control-expose-headers": "Retry-After",
        "cache-control": "no-cache",
        "status": "304",
        "vary": "Origin",
      }
    `);
  });

  it('errors', async () => {
    expect(
      await headersOf('/api/products/no-such-product', { headers: { Origin: STOREFRONT_ORIGIN } }),
    ).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-origin": "http://localhost:3999",
        "access-control-expose-headers": "Retry-After",
        "cache-control": "no-cache",
        "content-language": "en",
        "content-type": "application/json; charset=utf-8",
        "status": "404",
        "vary": "Origin, Accept-Language",
      }
    `);
    expect(await headersOf('/api/nowhere')).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-expose-headers": "Retry-After",
        "content-language": "en",
        "content-type": "application/json; charset=utf-8",
        "status": "404",
        "vary": "Origin, Accept-Language",
      }
    `);
    expect(await headersOf('/api/banners', { key: false })).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-expose-headers": "Retry-After",
        "content-language": "en",
        "content-type": "application/json; charset=utf-8",
        "status": "403",
        "vary": "Origin, Accept-Language",
      }
    `);
  });

  it('preflights', async () => {
    expect(await preflight('/api/subscribers', STOREFRONT_ORIGIN, 'POST')).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-headers": "Content-Type, Authorization, X-Api-Key, Idempotency-Key",
        "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
        "access-control-allow-origin": "http://localhost:3999",
        "access-control-expose-headers": "Retry-After",
        "access-control-max-age": "600",
        "status": "204",
        "vary": "Origin",
      }
    `);
    expect(await preflight('/api/subscribers', dealer, 'POST')).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-headers": "Content-Type, Authorization, X-Api-Key, Idempotency-Key",
        "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
        "access-control-allow-origin": "https://dealer.example",
        "access-control-expose-headers": "Retry-After",
        "access-control-max-age": "600",
        "status": "204",
        "vary": "Origin",
      }
    `);
    expect(await preflight('/api/customer/profile', dealer, 'GET')).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "content-language": "en",
        "content-type": "application/json; charset=utf-8",
        "status": "403",
        "vary": "Accept-Language",
      }
    `);
    expect(await preflight('/api/customer/profile', dealer)).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "content-language": "en",
        "content-type": "application/json; charset=utf-8",
        "status": "404",
        "vary": "Origin, Accept-Language",
      }
    `);
    expect(await preflight('/api/subscribers', STOREFRONT_ORIGIN)).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-origin": "http://localhost:3999",
        "access-control-expose-headers": "Retry-After",
        "content-type": "text/plain",
        "status": "400",
        "vary": "Origin",
      }
    `);
    expect(await preflight('/api/subscribers', undefined, 'POST')).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-expose-headers": "Retry-After",
        "content-type": "text/plain",
        "status": "400",
        "vary": "Origin",
      }
    `);
    expect(await preflight('/api/admin/session', admin, 'POST')).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-headers": "Content-Type, Authorization, X-Api-Key, Idempotency-Key",
        "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
        "access-control-allow-origin": "http://localhost:4001",
        "access-control-expose-headers": "Retry-After",
        "access-control-max-age": "600",
        "status": "204",
        "vary": "Origin",
      }
    `);
    expect(await preflight('/api/admin/session', STOREFRONT_ORIGIN, 'POST')).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "content-type": "application/json; charset=utf-8",
        "status": "403",
      }
    `);
  });

  it('the back office and the pages', async () => {
    expect(await headersOf('/api/admin/session', { headers: { Origin: admin } })).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "access-control-allow-origin": "http://localhost:4001",
        "access-control-expose-headers": "Retry-After",
        "content-type": "application/json; charset=utf-8",
        "status": "404",
        "vary": "Origin",
      }
    `);
    expect(
      await headersOf('/api/admin/session', { headers: { Origin: STOREFRONT_ORIGIN } }),
    ).toMatchInlineSnapshot(`
      {
        "(helmet)": "SECURITY",
        "content-type": "application/json; charset=utf-8",
        "status": "404",
        "vary": "Origin",
      }
    `);
    expect(await headersOf('/docs/', { key: false })).toMatchInlineSnapshot(`
      {
        "access-control-expose-headers": "Retry-After",
        "content-security-policy": "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' ; script-src-attr 'none'; style-src 'self' https: ; upgrade-insecure-requests;",
        "content-type": "text/html; charset=utf-8",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "cross-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "no-referrer",
        "status": "200",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "vary": "Origin",
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": "off",
        "x-download-options": "noopen",
        "x-permitted-cross-domain-policies": "none",
        "x-xss-protection": "0",
      }
    `);
    expect(await headersOf('/uploads/catalogues/none.pdf', { key: false })).toMatchInlineSnapshot(`
      {
        "access-control-expose-headers": "Retry-After",
        "content-language": "en",
        "content-security-policy": "frame-ancestors 'self' http://localhost:3999",
        "content-type": "application/json; charset=utf-8",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "cross-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "no-referrer",
        "status": "404",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "vary": "Origin, Accept-Language",
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": "off",
        "x-download-options": "noopen",
        "x-permitted-cross-domain-policies": "none",
        "x-xss-protection": "0",
      }
    `);
  });
});
