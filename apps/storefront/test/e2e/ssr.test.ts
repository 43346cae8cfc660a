// Server rendering (docs/storefront.md "Server rendering"): public pages come from the page server with their
// content in the HTML (what a crawler or a link preview reads, JavaScript or not), the API answers they show
// handed to the browser's store (it asks for none of them again), hydrated without a single hydration error
// (browser.ts fails any test on one), with ETag/304 and CDN-fit caching; the customer's pages stay in the
// browser.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, openPage, PHONE, sharedBrowser, VIEWPORTS, webUrl } from './browser.js';
import { serveWith } from './page-server.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const apiUrl = () => inject('apiUrl');

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`, { headers: { 'X-Api-Key': E2E_KEY } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const rupees = (amount: number) => `Rs ${new Intl.NumberFormat('en-IN').format(amount)}`;

/** The API cache the page hands the browser (`<script type="application/json" id="sajilo-ssr">`). */
const handedOver = (html: string) =>
  /<script type="application\/json" id="sajilo-ssr"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];

/** The API cache the page hands the browser, parsed from the HTML. */
function handoff(html: string): { api: { queries: Record<string, { status: string }> } } {
  const json = handedOver(html);
  if (!json) throw new Error('no server-rendered state in the page');
  return JSON.parse(json);
}

const { products: trending } = await api<{
  products: { product_slug: string; title: string; price: number }[];
}>('/api/products/trending/list');
const product = trending[0];
if (!product) throw new Error('the seeded catalogue has no trending product');
const { products: tiles, totalProducts: tileTotal } = await api<{
  products: { slug: string; title: string }[];
  totalProducts: number;
}>('/api/categories/tiles');

describe('HTML from the page server', () => {
  it('a product page holds its name, price, picture and breadcrumbs, compressed, with ETag and 304', async () => {
    const res = await fetch(webUrl(`/products/${product.product_slug}`), {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const html = await res.text();
    const title = product.title.replace(/&/g, '&amp;');
    expect(html).toContain(`<title>${title} | Sajilo</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[()]/g, '\\$&')}</h1>`));
    expect(html).toContain(rupees(product.price));
    expect(html).toMatch(/<img[^>]+src="http[^"]+\/uploads\/products\//);
    expect(html).toMatch(/<nav[^>]*aria-label="Breadcrumb"/i);
    // The answers the page shows are in it, for the browser's store.
    const queries = handoff(html).api.queries;
    expect(queries[`product("${product.product_slug}")`]?.status).toBe('fulfilled');

    // Revalidation: the same page (another nonce, same content) answers 304 without a body.
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(webUrl(`/products/${product.product_slug}`), {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // No new policy: the browser keeps the stored page with the stored policy its nonce belongs to.
    expect(again.headers.get('content-security-policy')).toBeNull();
    const other = await fetch(webUrl(`/products/${product.product_slug}`), {
      headers: { 'If-None-Match': 'W/"something-else"' },
    });
    expect(other.status).toBe(200);
  });

  it('a product page carries Open Graph, Twitter and JSON-LD Product, Offer and BreadcrumbList', async () => {
    const html = await (await fetch(webUrl(`/products/${product.product_slug}`))).text();
    const full = await api<{
      product: { title: string; price: number; product_code: string; images: { image: { url: string } }[] };
    }>(`/api/products/${product.product_slug}`);
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    const picture = full.product.images[0]?.image.url ?? '';
    expect(meta('og:image')).toBe(picture);
    expect(meta('og:type')).toBe('product');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(picture);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/products\//);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    );
    const found = blocks.find((block) => block['@type'] === 'Product') as
      | { name: string; sku: string; image: string[]; offers: Record<string, unknown> }
      | undefined;
    expect(found?.name).toBe(full.product.title);
    expect(found?.sku).toBe(full.product.product_code);
    expect(found?.image).toContain(picture);
    expect(found?.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'NPR',
      price: full.product.price,
      availability: 'https://schema.org/InStock',
    });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
      | { itemListElement: { position: number; name: string; item: string }[] }
      | undefined;
    expect(crumbs?.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(crumbs?.itemListElement.at(-1)?.name).toBe(full.product.title);
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  });

  it('the home page carries the Organization with its showrooms', async () => {
    const html = await (await fetch(webUrl('/'))).text();
    const { showrooms } = await api<{ showrooms: { title: string; phone: string }[] }>('/api/showrooms');
    const organization = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1] ?? '') as { '@type': string; department?: { name: string }[] })
      .find((block) => block['@type'] === 'Organization');
    expect(organization?.department?.map((branch) => branch.name)).toEqual(showrooms.map((s) => s.title));
  });

  it('a category lists its first page of products as links', async () => {
    const html = await (await fetch(webUrl('/products/categories/tiles'))).text();
    const first = tiles.slice(0, 20);
    expect(first.length).toBe(Math.min(20, tileTotal));
    for (const tile of first) expect(html).toContain(`href="/products/${tile.slug}"`);
  });

  it('the home page holds every section, those below the fold included', async () => {
    const html = await (await fetch(webUrl('/'))).text();
    const { brands } = await api<{ brands: { slug: string }[] }>('/api/categories');
    const { blogs } = await api<{ blogs: { slug: string }[] }>('/api/blogs');
    expect(html).toContain(`href="/products/${product.product_slug}"`);
    expect(brands.some((brand) => html.includes(`href="/products/brands/${brand.slug}"`))).toBe(true);
    expect(blogs.some((blog) => html.includes(`href="/blogs/${blog.slug}"`))).toBe(true);
  });

  it('answers 404 for an unknown address and a product that does not exist', async () => {
    for (const path of ['/no-such-page', '/products/no-such-product-anywhere', '/pages/no-such-page']) {
      const res = await fetch(webUrl(path));
      expect(res.status).toBe(404);
      expect(await res.text()).toMatch(/Page Not Found|No product found/);
    }
  });

  it('waits past the deadline for the record that decides whether a page exists, and answers 503 rather than guess', async () => {
    // The API behind a proxy that holds back the answers of one address (a cold or busy API): the rest of
    // the page may render as loading after RENDER_DEADLINE_MS, but not its status.
    let hold = { path: '', ms: 0 };
    const api = new URL(apiUrl());
    const proxy = createServer((req, res) => {
      const forward = () => {
        const upstream = request(
          { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      };
      if (hold.ms > 0 && req.url?.split('?')[0] === hold.path) setTimeout(forward, hold.ms);
      else forward();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const server = await serveWith({
      API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      RENDER_DEADLINE_MS: '300',
      RENDER_DECIDE_MS: '2500',
      PAGE_CACHE: '0',
    });
    try {
      expect(server.url, server.output()).not.toBe('');
      // A product that does not exist, answered after the deadline: still 404.
      hold = { path: '/api/products/no-such-product-anywhere', ms: 800 };
      const missing = await fetch(`${server.url}/products/no-such-product-anywhere`);
      expect(missing.status).toBe(404);
      // One that exists, answered after the deadline: 200, with the product in the page.
      hold = { path: `/api/products/${product.product_slug}`, ms: 800 };
      const found = await fetch(`${server.url}/products/${product.product_slug}`);
      expect(found.status).toBe(200);
      expect(await found.text()).toContain(product.title);
      // Its sections asked for their answers past the deadline: the page is the browser's to finish, and no
      // shared cache keeps it unfinished.
      expect(found.headers.get('cache-control')).toBe('no-store');
      // Past RENDER_DECIDE_MS nobody knows: 503, come back later, kept by nobody; the page still goes out,
      // for the browser to finish.
      hold = { path: '/api/products/no-such-product-anywhere', ms: 4000 };
      const unknown = await fetch(`${server.url}/products/no-such-product-anywhere`);
      expect(unknown.status).toBe(503);
      expect(unknown.headers.get('retry-after')).toBe('3');
      expect(unknown.headers.get('cache-control')).toBe('no-store');
      expect(await unknown.text()).toContain('<div id="root">');
      // A listing's page past the last one, the case first seen on a cold start.
      hold = { path: '/api/categories/tiles', ms: 800 };
      const past = await fetch(`${server.url}/products/categories/tiles?page=999`);
      expect(past.status).toBe(404);
    } finally {
      server.child.kill();
      await server.exited;
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('keeps the customer’s pages in the browser, never stored', async () => {
    for (const path of ['/carts', '/login', '/dashboard']) {
      const res = await fetch(webUrl(path));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('etag')).toBeNull();
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('sajilo-ssr');
    }
  });

  it('serves robots.txt that lets crawlers in and keeps them off the customer’s pages', async () => {
    const res = await fetch(webUrl('/robots.txt'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/carts', '/checkouts', '/my-orders', '/login'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.some((line) => /^Disallow: \/products/.test(line))).toBe(false);
  });

  it('serves a page asked for again from what it kept, and a write through the back office on the next request', async () => {
    // The page server keeps a rendered page and serves it again once every API answer it was rendered with
    // is unchanged (page-server/page-cache.ts); Server-Timing says which it did.
    const card = tiles.at(-1);
    if (!card) throw new Error('the tiles category lists no product');
    const path = `/ne/products/${card.slug}`;
    const get = async () => {
      const res = await fetch(webUrl(path), { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      const html = await res.text();
      // Every response its own nonce, on its inline script too.
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(html).toContain(`<script nonce="${nonce}">`);
      return { html, nonce, timing: res.headers.get('server-timing') ?? '', etag: res.headers.get('etag') };
    };
    const first = await get();
    const second = await get();
    expect(second.timing).toMatch(/^kept;dur=/);
    expect(second.etag).toBe(first.etag);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html.split(second.nonce ?? '').join('')).toBe(first.html.split(first.nonce ?? '').join(''));

    const login = (await (
      await fetch(`${apiUrl()}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'owner@sajilo.com.np', password: 'sajilo-owner-password' }),
      })
    ).json()) as { token: string };
    const admin = async (adminPath: string, init: RequestInit = {}) => {
      const res = await fetch(`${apiUrl()}${adminPath}`, {
        ...init,
        headers: { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json' },
      });
      expect(res.status, `${adminPath}: ${res.status}`).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const found = (await admin(`/api/admin/products?q=${encodeURIComponent(card.title)}`)).products as {
      id: number;
      slug: string;
    }[];
    const id = found.find((p) => p.slug === card.slug)?.id;
    const record = (await admin(`/api/admin/products/${id}`)).product as Record<string, unknown> & {
      pictures: { path: string; alt: string }[];
      related: { id: number }[];
    };
    const input = Object.fromEntries(
      Object.entries(record).filter(
        ([key, value]) =>
          value !== null && !['id', 'slug', 'pictures', 'related', 'created_at'].includes(key),
      ),
    );
    const save = (changes: Record<string, unknown>) =>
      admin(`/api/admin/products/${id}`, {
        method: 'PUT',
        body: JSON.stringify({
          ...input,
          ...changes,
          pictures: record.pictures.map((p) => ({ path: p.path, alt: p.alt })),
          related_ids: record.related.map((r) => r.id),
        }),
      });
    const name = 'राखिएको पृष्ठ जाँच टायल';
    await save({ title_ne: name });
    try {
      const changed = await get();
      expect(changed.timing).toMatch(/^render;dur=/);
      expect(changed.html).toContain(name);
      expect(changed.etag).not.toBe(first.etag);
    } finally {
      await save({});
    }
    const restored = await get();
    expect(restored.html).not.toContain(name);
  });

  it('keeps script-breaking text in the handed-over data inert', async () => {
    const html = await (await fetch(webUrl(`/products/${product.product_slug}`))).text();
    const script = handedOver(html);
    expect(script).toBeTruthy();
    expect(script).not.toContain('<');
  });
});

/**
 * Opens a page and records the API calls the browser makes itself: those of hydration and of the effects it
 * runs. `goto` returns once the app has hydrated (browser.ts); React runs the effects of that commit before
 * the next frame paints, and a query an effect starts asks at once, so two frames and a task later every
 * such request has been made (a request that only a scroll or a timer makes is not the page's data).
 */
async function visit(page: Page, path: string) {
  const calls: string[] = [];
  const record = (request: Request) => {
    if (request.url().startsWith(`${apiUrl()}/api/`)) calls.push(request.url());
  };
  page.on('request', record);
  await page.goto(webUrl(path));
  await page.evaluate(
    () =>
      new Promise<void>((settled) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 0))),
      ),
  );
  page.off('request', record);
  return calls;
}

declare global {
  interface Window {
    __intlMade?: string[];
  }
}

/**
 * Records every Intl number or date formatter the page makes (constructed, or through `toLocaleString`):
 * a page's first one costs its main thread 15–40 ms of ICU set-up on the development machine, so a public
 * page makes none while it loads and hydrates (src/i18n/numbers.ts, docs/storefront.md "Speed").
 */
async function recordIntl(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const made: string[] = [];
    window.__intlMade = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'DateTimeFormat']) {
      const original = intl[name] as new (...args: unknown[]) => object;
      intl[name] = new Proxy(original, {
        construct: (target, args) => {
          made.push(`Intl.${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target, args);
        },
        apply: (target, self, args) => {
          made.push(`Intl.${name}(${JSON.stringify(args)})`);
          return Reflect.apply(target, self, args);
        },
      });
    }
    for (const [owner, name] of [
      [Number.prototype, 'Number'],
      [Date.prototype, 'Date'],
    ] as const) {
      for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
        const original = (owner as unknown as Record<string, (...args: unknown[]) => string>)[method];
        if (!original) continue;
        Object.defineProperty(owner, method, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            made.push(`${name}.${method}`);
            return original.apply(this, args);
          },
        });
      }
    }
  });
  return () => page.evaluate(() => window.__intlMade ?? []);
}

describe('hydration in the browser', () => {
  const paths = [
    '/',
    '/products/categories/tiles',
    '/products/categories/tiles?sort=desc&page=2',
    `/products/${product.product_slug}`,
    '/products',
    '/blogs',
    '/faqs',
    '/careers',
    '/catalogues',
    '/showrooms',
    '/who-we-are',
    '/pages/warranty',
    '/no-such-page',
    '/ne/products/categories/tiles?numerals=deva',
  ];
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`hydrates every public page at ${name} width without an error or a second request for its data`, async () => {
      // One tab for every page, as a visitor who types each address in turn: each is a new document, with
      // nothing in the browser's store, and the tab's HTTP cache is emptied before each.
      const page = await openPage(browser, viewport);
      const intlMade = await recordIntl(page);
      const cdp = await page.context().newCDPSession(page);
      for (const path of paths) {
        await cdp.send('Network.clearBrowserCache');
        const calls = await visit(page, path);
        // Everything the first screen shows came with the page (the footer's showrooms come when the
        // visitor scrolls near it).
        expect(calls, path).toEqual([]);
        expect(await intlMade(), `${path}: Intl formatters made while it loaded`).toEqual([]);
      }
      await page.close();
    });
  }

  it('is interactive after hydration: a link navigates in the page, the store fetches what is new', async () => {
    const page = await openPage(browser, PHONE);
    await visit(page, `/products/${product.product_slug}`);
    const marker = await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      return true;
    });
    expect(marker).toBe(true);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(1).click();
    await page.getByText(/products? found on/).waitFor();
    // No reload: the router moved within the hydrated page.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await page.close();
  });

  it('keeps a button pressed before the page has hydrated, and acts on it once it has', async () => {
    const page = await openPage(browser, VIEWPORTS.desktop);
    // The page's scripts are held back: the shopper sees the server's HTML and presses Add to cart.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loading = page.goto(webUrl(`/products/${product.product_slug}`));
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The scripts arrive and hydrate the page: the press is answered (logged out: the login dialog).
    release();
    await loading;
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.close();
  });

  it('paints nothing before the whole page has been parsed', async () => {
    // The home page's HTML as the page server sends it, sent again in two parts: up to its <main>, then,
    // after a pause, the rest. A browser that painted the header before the rest arrived would lay the
    // page out a second time after its first paint (src/entry-server.tsx, HOLD_FIRST_PAINT_SCRIPT).
    const html = await (await fetch(webUrl('/'))).text();
    const cut = html.indexOf('<main');
    expect(cut).toBeGreaterThan(0);
    const pause = 800;
    const server = createServer((req, res) => {
      if (req.url !== '/') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), pause);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'domcontentloaded' });
      // The header arrived at once; had the browser painted it, the paint would be long before the pause.
      expect(Date.now() - started).toBeGreaterThanOrEqual(pause);
      const firstPaint = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list, observer) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (!entry) return;
              observer.disconnect();
              resolve(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      expect(firstPaint).toBeGreaterThanOrEqual(pause);
      // Its work done, the hold is gone from the document.
      expect(await page.locator('link[rel="expect"]').count()).toBe(0);
    } finally {
      await context.close();
      server.close();
    }
  });

  it('shows a crawler without JavaScript the product and the listing', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(webUrl(`/products/${product.product_slug}`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    expect(await page.getByText(rupees(product.price)).count()).toBeGreaterThan(0);
    await page.goto(webUrl('/products/categories/tiles'));
    expect(await page.locator(`a[href="/products/${tiles[0]?.slug}"]`).count()).toBeGreaterThan(0);
    await context.close();
  });
});
