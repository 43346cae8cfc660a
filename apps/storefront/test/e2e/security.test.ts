// The page server's security headers (page-server/policy.ts, docs/storefront.md "Security headers"): a
// Content-Security-Policy whose nonce is new for every response and is the one every inline script and style
// of the page carries; no framing; Strict-Transport-Security only over HTTPS; plugin script origins only by
// configuration. In the browser: the violation check every browser test runs (browser.ts) does see a
// violation, and the plugin tags the policy would block are not added (the console says why) while an allowed
// Script Link runs.
import { request } from 'node:http';
import { connect } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, openPage, PHONE, sharedBrowser, takeCspViolations, webUrl } from './browser.js';
import { serveWith } from './page-server.js';
import { E2E_KEY, PLUGIN_SCRIPT_ORIGIN } from './stack.js';

const apiOrigin = () => new URL(inject('apiUrl')).origin;

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(webUrl(path), { headers });
  expect(res.status).toBe(path === '/no-such-page' ? 404 : 200);
  const policy = res.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(directives(policy)['script-src']?.join(' ') ?? '')?.[1] ?? '';
  return { res, html: await res.text(), policy, nonce };
}

/** The opening tags of the page's inline scripts (no src) and inline style blocks. */
const inlineTags = (html: string) => [
  // JSON-LD blocks are data, not scripts: the policy does not govern them.
  ...[...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\ssrc=/.test(tag) && !/type="application\/ld\+json"/.test(tag)),
  ...[...html.matchAll(/<style\b[^>]*>/g)].map((m) => m[0]),
];

describe('the page server’s headers', () => {
  it('sends a policy with a fresh nonce per response, carried by every inline script and style', async () => {
    const product = (await (
      await fetch(`${inject('apiUrl')}/api/products/trending/list`, { headers: { 'X-Api-Key': E2E_KEY } })
    ).json()) as { products: { product_slug: string }[] };
    const slug = product.products[0]?.product_slug ?? '';
    // Server-rendered pages (with the handed-over answers' script), an unknown path, a page rendered in
    // the browser only (index.html's loading screen).
    const paths = ['/', `/products/${slug}`, '/faqs', '/no-such-page', '/carts', '/'];
    const nonces: string[] = [];
    for (const path of paths) {
      const { html, nonce } = await page(path);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const tags = inlineTags(html);
      // The runtime configuration at least (and the loading screen's style on a page the browser renders).
      expect(tags.length).toBeGreaterThanOrEqual(path === '/carts' ? 2 : 1);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toContain(`window.__nonce__=${JSON.stringify(nonce)}`);
      if (path !== '/carts') expect(html).toContain('<script type="application/json" id="sajilo-ssr"');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(paths.length);
  });

  it('allows only what the storefront loads, and no framing', async () => {
    const { res, policy } = await page('/');
    const csp = directives(policy);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-/), PLUGIN_SCRIPT_ORIGIN]);
    // Style attributes of the server-rendered page only by the hash of each exact value in it.
    const { html } = await page('/');
    const attributeHashes = [...new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]))].length;
    expect(attributeHashes).toBeGreaterThan(0);
    expect(csp['style-src']?.slice(0, 3)).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
      "'unsafe-hashes'",
    ]);
    expect(csp['style-src']?.slice(3)).toHaveLength(attributeHashes);
    for (const hash of csp['style-src']?.slice(3) ?? []) expect(hash).toMatch(/^'sha256-[\w+/]+=*'$/);
    expect(csp['img-src']).toEqual(["'self'", 'data:', apiOrigin()]);
    expect(csp['connect-src']).toEqual(["'self'", apiOrigin()]);
    expect(csp['frame-src']).toEqual([
      apiOrigin(),
      'https://www.openstreetmap.org',
      'https://www.google.com',
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(policy.replace("'unsafe-hashes'", '')).not.toContain('unsafe-');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends Strict-Transport-Security only when the page travelled over HTTPS', async () => {
    expect((await page('/')).res.headers.get('strict-transport-security')).toBeNull();
    expect(
      (await page('/', { 'X-Forwarded-Proto': 'http' })).res.headers.get('strict-transport-security'),
    ).toBeNull();
    const secure = await page('/faqs', { 'X-Forwarded-Proto': 'https' });
    expect(secure.res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // The proxy nearest the browser comes first in a chain.
    const chained = await page('/faqs', { 'X-Forwarded-Proto': 'https, http' });
    expect(chained.res.headers.get('strict-transport-security')).not.toBeNull();
    // Files too (the header is per host).
    const file = await fetch(webUrl('/favicon.svg'), { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(file.headers.get('strict-transport-security')).not.toBeNull();
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the page server’s configuration', () => {
  it('adds PLUGIN_SCRIPT_ORIGINS, FRAME_ORIGINS and PUBLIC_URL to the policy', async () => {
    const server = await serveWith({
      PLUGIN_SCRIPT_ORIGINS: 'https://tags.example.com, https://cdn.example.net:8443',
      FRAME_ORIGINS: 'https://www.google.com',
      PUBLIC_URL: 'https://media.example.org/sajilo/',
    });
    try {
      expect(server.url, server.output()).not.toBe('');
      const res = await fetch(`${server.url}/faqs`);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp['script-src']?.slice(2)).toEqual([
        'https://tags.example.com',
        'https://cdn.example.net:8443',
      ]);
      expect(csp['frame-src']).toEqual([apiOrigin(), 'https://media.example.org', 'https://www.google.com']);
      expect(csp['img-src']).toContain('https://media.example.org');
      // The client learns the same list, so it adds no Script Link the policy would block.
      expect(await res.text()).toContain(
        '"pluginScriptOrigins":["https://tags.example.com","https://cdn.example.net:8443"]',
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses to start with a malformed origin, saying which variable', async () => {
    const server = await serveWith({ PLUGIN_SCRIPT_ORIGINS: 'https://tags.example.com/analytics.js' });
    expect(server.url).toBe('');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'PLUGIN_SCRIPT_ORIGINS: "https://tags.example.com/analytics.js" has a path',
    );
  });
});

describe('the policy in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  it('blocks an injected inline script, and the tests’ violation check sees it', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(webUrl('/faqs'));
    await page.getByRole('banner').waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    });
    // Both reports of it: the document's event and Chromium's console line.
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...takeCspViolations(page));
        return seen.filter((report) => report.includes('script-src')).length;
      })
      .toBe(2);
    expect(await page.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined();
    await page.close();
  });

  it('adds a Script Link from an allowed origin and Meta tags; refuses inline Scripts and other origins', async () => {
    const page = await openPage(browser, PHONE);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A page the browser renders itself (the customer's login): the plugins come from this call.
    await page.route(`${inject('apiUrl')}/api/plugins`, (route) =>
      route.fulfill({
        json: {
          result: 'success',
          plugins: [
            {
              id: 901,
              tag_type: 'Script Link',
              code: `${PLUGIN_SCRIPT_ORIGIN}/tag.js`,
              title: 'Allowed tag',
            },
            {
              id: 902,
              tag_type: 'Script Link',
              code: 'https://elsewhere.example/tag.js',
              title: 'Other tag',
            },
            { id: 903, tag_type: 'Script', code: 'window.__inlinePlugin = true', title: 'Inline tag' },
            { id: 904, tag_type: 'Meta', code: 'on', title: 'plugin-meta-check' },
          ],
        },
      }),
    );
    await page.route(`${PLUGIN_SCRIPT_ORIGIN}/tag.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__allowedPlugin = true;' }),
    );
    await page.goto(webUrl('/login'));
    await expect.poll(() => page.evaluate(() => Reflect.get(window, '__allowedPlugin'))).toBe(true);
    expect(
      await page.evaluate(() =>
        document.head.querySelector('meta[name="plugin-meta-check"]')?.getAttribute('content'),
      ),
    ).toBe('on');
    expect(await page.locator('[data-sajilo-plugin="902"], [data-sajilo-plugin="903"]').count()).toBe(0);
    expect(await page.evaluate(() => Reflect.get(window, '__inlinePlugin'))).toBeUndefined();
    await expect
      .poll(() => warnings.join('\n'))
      .toContain('Plugin "Inline tag" was not added: it is an inline Script');
    expect(warnings.join('\n')).toContain(
      'Plugin "Other tag" was not added: https://elsewhere.example is not in PLUGIN_SCRIPT_ORIGINS',
    );
    // And nothing was blocked: the check of browser.ts fails the test otherwise.
    await page.close();
  });
});

describe('methods the page server answers', () => {
  it('reads pages, sitemaps and files with GET and HEAD, and answers 405 with Allow for any other method', async () => {
    for (const path of [
      '/',
      '/products/categories/tiles',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
      '/no-such-page',
    ]) {
      expect((await fetch(webUrl(path), { method: 'HEAD' })).status, path).toBe(
        path === '/no-such-page' ? 404 : 200,
      );
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const res = await fetch(webUrl(path), { method, body: method === 'OPTIONS' ? null : 'x=1' });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
        // The page's own security headers still go with it.
        expect(res.headers.get('x-content-type-options'), `${method} ${path}`).toBe('nosniff');
        expect(await res.text()).not.toContain('<html');
      }
    }
  });
});

/** What the page server answers to `raw`, written on a socket as it is. */
function rawRequest(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(webUrl());
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => socket.end(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers them with a status, a type and the reason in words, never a bare status line', async () => {
    const long = await fetch(webUrl(`/search?query=${'a'.repeat(20_000)}`));
    expect(long.status).toBe(431);
    expect(long.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(long.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await long.text()).toBe('Request headers too large: the address or the cookies are too long.');
    const cookies = await fetch(webUrl('/'), { headers: { Cookie: `a=${'b'.repeat(20_000)}` } });
    expect(cookies.status).toBe(431);
    for (const raw of ['GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 'NOT A REQUEST\r\n\r\n']) {
      const answer = await rawRequest(raw);
      expect(answer, JSON.stringify(raw)).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toContain('Content-Type: text/plain; charset=utf-8');
      expect(answer.endsWith('\r\n\r\nBad request: it could not be read.')).toBe(true);
    }
  });
});

/** A GET with this exact Host header (fetch sets its own), or none at all, its status and body. */
function getWithHost(path: string, host: string | undefined): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(webUrl(path));
    const headers = host === undefined ? {} : { Host: host };
    const options = { host: url.hostname, port: url.port, path, headers, setHost: host !== undefined };
    const req = request(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the Host a page names itself by', () => {
  it('refuses with 400 a Host header that names no host, and renders for one that does', async () => {
    // The test stack sets no STOREFRONT_ORIGIN: pages take their origin from the request.
    for (const host of [
      undefined,
      'a b',
      'shop.example"><x',
      'shop.example/path',
      '[::1',
      'shop.example:99999',
    ]) {
      const res = await getWithHost('/products/categories/tiles', host);
      expect(res.status, JSON.stringify(host)).toBe(400);
      expect(res.body).not.toContain('<html');
    }
    // A fully qualified name (a final dot) and an IPv6 address are hosts too.
    for (const host of ['shop.example.', '[::1]:8080']) {
      expect((await getWithHost('/faqs', host)).status, host).toBe(200);
    }
    const good = await getWithHost('/products/categories/tiles', 'shop.example:8080');
    expect(good.status).toBe(200);
    expect(good.body).toContain(
      '<link rel="canonical" href="http://shop.example:8080/products/categories/tiles"/>',
    );
  });
});
