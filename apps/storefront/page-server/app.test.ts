// The storefront's page server without a socket (the kit's handler driven by light-my-request), on a built
// app of its own and a renderer that answers by address: the same security headers on pages, files and
// 404s; the page's policy and nonce; robots.txt, the sitemap, the Host check and the files never served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NON_PAGE_POLICY, STRICT_TRANSPORT_SECURITY } from '@sajilo/page-server';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from './app.js';
import { loadStorefrontConfig } from './config.js';
import type { Render } from './renderer.js';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-page-server-'));
  for (const folder of ['assets', 'server', 'page-server', '.vite']) mkdirSync(join(dist, folder));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--sajilo-config--><style>.loading{}</style></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'entry-1a2b.js'), 'console.log("shop")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'server', 'entry-server.js'), 'export const render = "the renderer"');
  writeFileSync(join(dist, 'page-server', 'main.js'), 'the page server');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A renderer that answers by path: a page, a missing page, a page the browser renders, a redirect. */
const render: Render = async ({ url, nonce, configScript }) => {
  const { pathname } = new URL(url);
  if (pathname === '/carts') return { kind: 'client' };
  if (pathname === '/old') return { kind: 'redirect', status: 301, location: '/new' };
  const html = (title: string) =>
    `<!doctype html><html><head>${configScript}<style nonce="${nonce}"></style></head>` +
    `<body><h1 style="color:red">${title}</h1><link rel="canonical" href="${url}"></body></html>`;
  if (pathname === '/' || pathname === '/faqs') return { kind: 'page', status: 200, html: html('Home') };
  return { kind: 'page', status: 404, html: html('Not found') };
};

/** The API the sitemap reads. */
const api: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const entry = { slug: 'tiles', lastmod: '2026-01-02T03:04:05Z' };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.pathname === '/api/sitemap/pages') {
    return json({
      result: 'success',
      pages: [{ slug: 'home', lastmod: '2026-01-01T00:00:00Z' }],
      staff_pages: [],
      categories: [entry],
      brands: [],
      blogs: [],
      jobs: [],
      showrooms: [],
      catalogues: null,
      faqs: null,
    });
  }
  if (url.pathname === '/api/sitemap/products') {
    return json({
      result: 'success',
      chunk_size: 10_000,
      chunks: [{ chunk: 0, products: 1, lastmod: entry.lastmod }],
    });
  }
  if (url.pathname === '/api/sitemap/products/0') {
    return json({ result: 'success', products: [{ slug: 'aqua-wc', lastmod: entry.lastmod }] });
  }
  return json({ result: 'error', message: 'Not found' }, 404);
};

const storefront = (env: NodeJS.ProcessEnv = {}) =>
  createStorefront({
    config: loadStorefrontConfig({ API_URL: 'http://api.test:4000', ...env }),
    dist,
    render,
    fetch: api,
  });

/** The headers every answer must carry alike. */
const securityOf = (headers: Record<string, unknown>) => ({
  'x-content-type-options': headers['x-content-type-options'],
  'x-frame-options': headers['x-frame-options'],
  'referrer-policy': headers['referrer-policy'],
  'strict-transport-security': headers['strict-transport-security'],
});

const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('the storefront’s page server', () => {
  it('sends the same security headers on pages, files and 404s, over HTTP and HTTPS', async () => {
    const { handle } = storefront();
    const answers = {
      page: { url: '/', status: 200, html: true },
      shell: { url: '/carts', status: 200, html: true },
      notFound: { url: '/no-such-page', status: 404, html: true },
      missingFile: { url: '/assets/missing-9z.js', status: 404, html: true },
      asset: { url: '/assets/entry-1a2b.js', status: 200, html: false },
      icon: { url: '/favicon.svg', status: 200, html: false },
      robots: { url: '/robots.txt', status: 200, html: false },
      sitemap: { url: '/sitemap.xml', status: 200, html: false },
      emptyChunk: { url: '/sitemaps/products-7.xml', status: 404, html: false },
      redirect: { url: '/old', status: 301, html: false },
    };
    for (const https of [false, true]) {
      for (const [name, { url, status, html }] of Object.entries(answers)) {
        const res = await inject(handle, {
          url,
          headers: { host: 'shop.test', ...(https ? { 'x-forwarded-proto': 'https' } : {}) },
        });
        expect(res.statusCode, name).toBe(status);
        expect(securityOf(res.headers), name).toEqual({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'strict-transport-security': https ? STRICT_TRANSPORT_SECURITY : undefined,
        });
        const policy = String(res.headers['content-security-policy']);
        expect(policy, name).toContain("frame-ancestors 'none'");
        if (html) {
          expect(res.headers['content-type'], name).toBe('text/html; charset=utf-8');
          expect(nonceOf(policy), name).toMatch(/^[A-Za-z0-9+/]{22}==$/);
          expect(res.payload, name).toContain(`window.__nonce__="${nonceOf(policy)}"`);
        } else {
          expect(policy, name).toBe(NON_PAGE_POLICY);
        }
      }
    }
    const post = await inject(handle, {
      method: 'POST',
      url: '/',
      headers: { host: 'shop.test' },
      payload: 'a',
    });
    expect(post.statusCode).toBe(405);
    expect(securityOf(post.headers)['x-content-type-options']).toBe('nosniff');
  });

  it('gives each page a fresh nonce, carried by its inline code, and its style attributes’ hashes', async () => {
    const { handle } = storefront({ PLUGIN_SCRIPT_ORIGINS: 'https://tags.example' });
    const first = await inject(handle, { url: '/faqs', headers: { host: 'shop.test' } });
    const second = await inject(handle, { url: '/faqs', headers: { host: 'shop.test' } });
    const [a, b] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(a).not.toBe(b);
    expect(first.payload).toContain(`<style nonce="${a}">`);
    expect(first.payload).not.toContain('SAJILO-NONCE-PLACEHOLDER');
    expect(first.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${a}' https://tags.example`,
        `style-src 'self' 'nonce-${a}' 'unsafe-hashes' 'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='`,
        "img-src 'self' data: http://api.test:4000",
        "connect-src 'self' http://api.test:4000",
        'frame-src http://api.test:4000 https://www.openstreetmap.org https://www.google.com',
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self' https://rc-epay.esewa.com.np",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    // A revalidation with the page's ETag: 304, and no policy to replace the kept page's.
    const again = await inject(handle, {
      url: '/faqs',
      headers: { host: 'shop.test', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never sends the renderer, itself, the manifest or the page template as files', async () => {
    const { handle } = storefront();
    for (const url of [
      '/server/entry-server.js',
      '/page-server/main.js',
      '/.vite/manifest.json',
      '/index.html',
    ]) {
      const res = await inject(handle, { url, headers: { host: 'shop.test' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.payload, url).toContain('<h1 style="color:red">Not found</h1>');
    }
  });

  it('names itself by STOREFRONT_ORIGIN, else by a Host that names a host', async () => {
    const byHost = storefront();
    const robots = await inject(byHost.handle, { url: '/robots.txt', headers: { host: 'shop.test:8080' } });
    expect(robots.payload).toContain('Sitemap: http://shop.test:8080/sitemap.xml');
    expect(robots.payload).toContain('Disallow: /ne/checkouts');
    const refused = await inject(byHost.handle, { url: '/', headers: { host: 'a b' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    const fixed = storefront({ STOREFRONT_ORIGIN: 'https://shop.example' });
    const page = await inject(fixed.handle, { url: '/', headers: { host: 'a b' } });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<link rel="canonical" href="https://shop.example/">');
  });

  it('writes the sitemaps from the API’s answers', async () => {
    const { handle } = storefront({ STOREFRONT_ORIGIN: 'https://shop.example' });
    const index = await inject(handle, { url: '/sitemap.xml', headers: { host: 'shop.test' } });
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.payload).toContain('<loc>https://shop.example/sitemaps/products-0.xml</loc>');
    const pages = await inject(handle, { url: '/sitemaps/pages.xml', headers: { host: 'shop.test' } });
    expect(pages.payload).toContain('<loc>https://shop.example/ne/products/categories/tiles</loc>');
    const products = await inject(handle, {
      url: '/sitemaps/products-0.xml',
      headers: { host: 'shop.test' },
    });
    expect(products.payload).toContain('<loc>https://shop.example/products/aqua-wc</loc>');
  });
});
