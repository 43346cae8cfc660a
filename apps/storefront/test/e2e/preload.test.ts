// The page server's head start (preload.mjs): the pages shoppers land on come with their first screen's
// data and a preload of their largest picture, the browser asks the API for none of that data again, and
// downloads that picture once. Pages with a query string, or other pages, come as before.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, PHONE, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const apiUrl = () => inject('apiUrl');

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`, { headers: { 'X-Api-Key': E2E_KEY } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The preloaded answers and picture preloads in a page as served. */
async function served(path: string) {
  const res = await fetch(webUrl(path), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const data = /<script nonce="[^"]+">window\.__SAJILO_PRELOADED__=(.*?)<\/script>/.exec(html)?.[1];
  const images = [...html.matchAll(/<link rel="preload" as="image"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return {
    html,
    encoding: res.headers.get('content-encoding'),
    preloaded: data ? (JSON.parse(data) as Record<string, unknown>) : {},
    images,
  };
}

/** The URLs whose answers a served page carries. */
const preloadedUrls = (html: string) =>
  Object.keys(
    JSON.parse(/<script nonce="[^"]+">window\.__SAJILO_PRELOADED__=(.*?)<\/script>/.exec(html)?.[1] ?? '{}'),
  );

/**
 * Opens a page at phone width and records which API calls and pictures the browser itself makes, and which
 * answers the page it got carried (each load has its own head start: an answer slower than the page
 * server's 400 ms is left out, and then the browser asks for it, rightly).
 */
async function visit(path: string, ready: (page: Page) => Promise<unknown>) {
  const page = await openPage(browser, PHONE);
  const calls: string[] = [];
  const pictures: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${apiUrl()}/api/`)) calls.push(url);
    if (url.startsWith(`${apiUrl()}/uploads/`)) pictures.push(url);
  });
  const response = await page.goto(webUrl(path));
  const preloaded = preloadedUrls((await response?.text()) ?? '');
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { calls, pictures, preloaded };
}

const { products: trending } = await api<{ products: { product_slug: string; title: string }[] }>(
  '/api/products/trending/list',
);
const product = trending[0];
const { categories } = await api<{ categories: { slug: string }[] }>('/api/categories');
const category = categories[0]?.slug ?? '';

describe('the head start of the pages shoppers land on', () => {
  const routes = [
    {
      name: 'home',
      path: '/',
      chunk: 'home',
      expected: ['/api/plugins', '/api/banners', '/api/products/trending/list', '/api/pages/home'],
      ready: (page: Page) => page.locator(`a[href="/products/${product?.product_slug}"]`).first().waitFor(),
    },
    {
      name: 'a category',
      path: `/products/categories/${category}`,
      chunk: 'category-listing',
      expected: [
        '/api/plugins',
        `/api/categories/${category}`,
        ...['categories', 'brands', 'colors', 'sizes'].map((facet) => `/api/filters/${category}/${facet}`),
      ],
      ready: (page: Page) => page.getByText(/products? found on/).waitFor(),
    },
    {
      name: 'a product',
      path: `/products/${product?.product_slug}`,
      chunk: 'product-detail',
      expected: [
        '/api/plugins',
        ...['', '/related', '/recommended'].map((s) => `/api/products/${product?.product_slug}${s}`),
      ],
      ready: (page: Page) => page.getByRole('heading', { level: 1, name: product?.title }).waitFor(),
    },
  ];

  for (const route of routes) {
    it(`puts ${route.name}'s first data and picture in the page, and the browser fetches neither again`, async () => {
      const page = await served(route.path);
      expect(page.encoding).toBe('gzip');
      expect(Object.keys(page.preloaded).sort()).toEqual(
        route.expected.map((path) => `${apiUrl()}${path}`).sort(),
      );
      // Each answer is the API's own, whole.
      for (const path of route.expected) {
        expect(page.preloaded[`${apiUrl()}${path}`]).toEqual(await api(path));
      }
      expect(page.images.length).toBeGreaterThan(0);
      // The route's own chunk is fetched beside the entry, not after it has run.
      expect(page.html).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${route.chunk}-[\\w-]+\\.js">`),
      );

      const { calls, pictures, preloaded } = await visit(route.path, route.ready);
      expect(preloaded.length).toBeGreaterThan(0);
      for (const url of preloaded) expect(calls).not.toContain(url);
      // The preloaded picture is the one the page draws: no picture is downloaded twice.
      expect(new Set(pictures).size).toBe(pictures.length);
      const drawn = page.images.map((href) => href.replace(/-\d+\.webp$/, ''));
      for (const base of drawn) expect(pictures.some((url) => url.startsWith(base))).toBe(true);
    });
  }

  it('gives a filtered listing (query string) and other pages no head start: the browser asks itself', async () => {
    for (const path of [`/products/categories/${category}?sort=asc`, '/blogs']) {
      const page = await served(path);
      expect(page.preloaded).toEqual({});
      expect(page.images).toEqual([]);
    }
    const { calls } = await visit(`/products/categories/${category}?sort=asc`, (page) =>
      page.getByText(/products? found on/).waitFor(),
    );
    expect(calls.some((url) => url.startsWith(`${apiUrl()}/api/categories/${category}`))).toBe(true);
  });

  it('keeps script-breaking text in the data inert', async () => {
    const page = await served('/');
    const script =
      /<script nonce="[^"]+">window\.__SAJILO_PRELOADED__=(.*?)<\/script>/s.exec(page.html)?.[1] ?? '';
    expect(script).not.toContain('<');
  });

  it('serves an unknown product page without a head start, and the page says so', async () => {
    const page = await served('/products/no-such-product');
    expect(Object.keys(page.preloaded)).not.toContain(`${apiUrl()}/api/products/no-such-product`);
  });
});
