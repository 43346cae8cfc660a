// Valid HTML: every kind of public page as the page server sends it, and pages as the browser leaves them
// once the app has rendered (the customer's own pages are rendered there only), checked with html-validate's
// `standard` rules (what the HTML standard requires: one <title> in the head, no heading inside a <span>,
// autocomplete tokens the field's type allows, …). What does not exist answers 404, pages included.

import { HtmlValidate } from 'html-validate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, openPage, PHONE, sharedBrowser, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** html-validate's findings for `html`, one line each (none: valid). */
async function problems(html: string, source: string): Promise<string[]> {
  const report = await validator.validateString(html, source);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${source}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`),
  );
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${path}`, { headers: { 'X-Api-Key': E2E_KEY } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const slugOf = <T extends { slug: string }>(list: T[], what: string): string => {
  const first = list[0];
  if (!first) throw new Error(`the seeded shop has no ${what}`);
  return first.slug;
};

const [{ products }, { brands }, { blogs }, { jobs }, { showrooms }] = await Promise.all([
  api<{ products: { product_slug: string }[] }>('/api/products/trending/list'),
  api<{ brands: { slug: string }[] }>('/api/categories'),
  api<{ blogs: { slug: string }[] }>('/api/blogs'),
  api<{ jobs: { slug: string }[] }>('/api/careers'),
  api<{ showrooms: { slug: string }[] }>('/api/showrooms'),
]);
const product = products[0]?.product_slug;
if (!product) throw new Error('the seeded shop has no trending product');
const brand = slugOf(brands, 'brand');
const blog = slugOf(blogs, 'blog post');
const job = slugOf(jobs, 'job');
const showroom = slugOf(showrooms, 'showroom');

/** One page of each kind the page server renders, in both languages where the layout differs. */
const PUBLIC_PAGES = [
  '/',
  '/ne/',
  '/products',
  '/products/categories/tiles',
  '/ne/products/categories/tiles?page=2&sort=asc',
  `/products/brands/${brand}`,
  '/search?search=basin',
  `/products/${product}`,
  `/ne/products/${product}`,
  '/catalogues',
  '/showrooms',
  `/showrooms/${showroom}`,
  '/blogs',
  `/blogs/${blog}`,
  '/careers',
  `/careers/${job}`,
  `/careers/${job}/apply`,
  '/faqs',
  '/who-we-are',
  '/contact-us',
  '/customer-enquiry',
  '/dealer-enquiry',
  '/support-ticket',
  '/grievances',
  '/ne/grievances',
  '/ask-your-question',
  '/privacy-policy',
  '/terms-and-conditions',
  '/dealer-policy',
];

/** Addresses of things that do not exist: each answers 404 with a page of its own, valid like the others. */
const MISSING_PAGES = [
  '/no-such-page/at-all',
  '/ne/no-such-page',
  '/products/no-such-product-anywhere',
  '/products/categories/no-such-category',
  '/products/brands/no-such-brand',
  '/blogs/no-such-post',
  '/careers/no-such-job',
  '/careers/no-such-job/apply',
  '/showrooms/no-such-showroom',
  '/pages/no-such-page',
  // Slugs no record can have (the API refuses them with 400): as missing as any other.
  '/products/bad%00slug',
  '/products/categories/..%2Fetc',
  '/blogs/bad%00slug',
];

describe('HTML as the page server sends it', () => {
  it('is valid on every kind of public page', async () => {
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      const res = await fetch(webUrl(path));
      expect(res.status, path).toBe(200);
      found.push(...(await problems(await res.text(), path)));
    }
    expect(found).toEqual([]);
  });

  it('answers 404 for what does not exist, with a valid page that has its title', async () => {
    const found: string[] = [];
    for (const path of MISSING_PAGES) {
      const res = await fetch(webUrl(path));
      const html = await res.text();
      expect(res.status, path).toBe(404);
      expect(html.match(/<title>[^<]+<\/title>/g), path).toHaveLength(1);
      found.push(...(await problems(html, path)));
    }
    expect(found).toEqual([]);
  });
});

// One width: the document's head and content model do not change with the width (the layout tests look
// at both).
describe('HTML as the browser leaves it at phone width', () => {
  it('holds one <title> and stays valid once the app has rendered a page, in the browser or from the server', async () => {
    const page = await openPage(browser, PHONE);
    const found: string[] = [];
    // The customer's pages are rendered in the browser from the plain shell (which has its own title);
    // the others are hydrated from the server's HTML.
    const inBrowser = ['/login', '/register', '/carts', '/forget-password', '/confirm-email'];
    for (const path of [...inBrowser, '/', `/products/${product}`]) {
      await page.goto(webUrl(path));
      // The page's own title ("Login | Sajilo"), in place of the shell's, not beside it.
      if (inBrowser.includes(path))
        await expect.poll(() => page.title(), { message: path }).toMatch(/ \| Sajilo$/);
      await expect.poll(() => page.locator('head > title').count(), { message: path }).toBe(1);
      const html = await page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`);
      found.push(...(await problems(html, `${path} (rendered)`)));
    }
    expect(found).toEqual([]);
    await page.close();
  });
});
