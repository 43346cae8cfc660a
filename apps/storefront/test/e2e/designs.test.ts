// A design's other sizes and finishes on a tile's page (docs/tiles.md "Designs") against the real stack and
// the demo seed's designs: the choices in the server's HTML as real links (no JavaScript needed, /ne kept,
// finishes and the product's own tabs named in Nepali there),
// the current product's own marked, choosing another size lands on that product's page with its own price,
// in English at 1366 px and in Nepali at 360 px, with no sideways scroll even for long labels; the JSON-LD
// Product is a variant of the design's ProductGroup. With SCREENSHOTS=<folder> the pages are pictured there.
import { mkdirSync } from 'node:fs';
import { type components, createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

type Design = components['schemas']['ProductDesign'];
type Member = Design['members'][number];

const SHOTS = process.env.SCREENSHOTS ?? '';
const PHONE = { width: 360, height: 800 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;
const WAIT = { timeout: 15_000 } as const;

const client = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
const designOf = async (slug: string) =>
  (await unwrap(client().GET('/api/products/{slug}/design', { params: { path: { slug } } }))).design;
const productOf = async (slug: string) =>
  (await unwrap(client().GET('/api/products/{slug}', { params: { path: { slug } } }))).product;

let browser: Browser;
/** A seeded design in two sizes or more, the member to start on and one of another size. */
let design: Design;
let start: Member;
let other: Member;

beforeAll(async () => {
  browser = await sharedBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  search: for (let page = 1; page <= 10; page++) {
    const listing = await unwrap(
      client().GET('/api/categories/{slug}', { params: { path: { slug: 'tiles' }, query: { page } } }),
    );
    for (const product of listing.products) {
      const found = await designOf(product.slug);
      if (!found || new Set(found.members.map((m) => m.size)).size < 2) continue;
      const here = found.members.find((m) => m.slug === product.slug);
      const there = found.members.find((m) => m.size !== here?.size && m.price !== here?.price);
      if (!here || !there) continue;
      [design, start, other] = [found, here, there];
      break search;
    }
    if (listing.currentPage >= listing.lastPage) break;
  }
  if (!design) throw new Error('no seeded design in two sizes at two prices among the tiles');
});
afterAll(async () => {
  await closeContexts(browser);
});

const rs = (n: number) => `Rs ${new Intl.NumberFormat('en-IN').format(n)}`;
const sizeText = (size: string | null) => (size ?? '').replace(/ x /g, ' × ');
const choices = (page: Page) => page.getByTestId('design-choices');

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('a design’s choices on a tile’s page', () => {
  it('are links in the server’s HTML, the current one marked, keeping /ne', async () => {
    const english = await (await fetch(webUrl(`/products/${start.slug}`))).text();
    // Booleans, not the page: a failure prints no HTML.
    const has = (html: string, text: string) => expect(html.includes(text), text).toBe(true);
    has(english, 'Other sizes and finishes of this design');
    has(english, `href="/products/${other.slug}"`);
    has(english, `aria-current="page" href="/products/${start.slug}"`);
    const nepali = await (await fetch(webUrl(`/ne/products/${start.slug}`))).text();
    has(nepali, 'यही डिजाइनका अरू साइज र सतह');
    has(nepali, `href="/ne/products/${other.slug}"`);
    // The finishes and the product's own tabs are named in Nepali (the seed writes both), not in English.
    const finishes = design.members.filter((m) => m.finish && m.finish !== start.finish);
    for (const member of finishes) {
      expect(member.finish_ne, `${member.finish} in Nepali`).toBeTruthy();
      has(nepali, member.finish_ne ?? '');
    }
    has(nepali, 'थप जानकारी');
    expect(nepali.includes('>Additional Information<'), 'the tab in English').toBe(false);
    if (!SHOTS) return;
    // The choices as a shopper sees them, in both languages at both widths.
    for (const [lang, prefix] of [
      ['en', ''],
      ['ne', '/ne'],
    ] as const) {
      for (const [width, viewport] of [
        ['360', PHONE],
        ['1366', DESKTOP],
      ] as const) {
        const page = await openPage(browser, viewport);
        await page.goto(webUrl(`${prefix}/products/${start.slug}`));
        await choices(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `${SHOTS}/design-${lang}-${width}.png` });
        await page.close();
      }
    }
  });

  it('at 1366 px: choosing another size lands on that product’s page with its own price', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(webUrl(`/products/${start.slug}`));
    await page.getByRole('heading', { level: 1, name: start.title }).waitFor();
    const sizes = choices(page).getByRole('group', { name: /^Size/ });
    await sizes.waitFor();
    const current = sizes.locator('a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain(sizeText(start.size));
    // The JSON-LD Product is a variant of the design.
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const product = data.find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      size: sizeText(start.size),
      inProductGroupWithID: design.slug,
      isVariantOf: { '@type': 'ProductGroup', name: design.title, productGroupID: design.slug },
    });
    if (SHOTS) {
      await page.getByRole('heading', { level: 1 }).evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: `${SHOTS}/design-en-desktop.png` });
    }
    await sizes.getByRole('link', { name: new RegExp(`^${sizeText(other.size)}`) }).click();
    await page.waitForURL(webUrl(`/products/${other.slug}`), WAIT);
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor(WAIT);
    const target = await productOf(other.slug);
    await expect.poll(() => page.locator('main').textContent(), WAIT).toContain(rs(target.price));
    await expect
      .poll(() => sizes.locator('a[aria-current="page"]').textContent(), WAIT)
      .toContain(sizeText(other.size));
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('at 360 px in Nepali: choosing another size keeps the Nepali page, with no sideways scroll', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(webUrl(`/ne/products/${start.slug}`));
    const region = page.getByRole('region', { name: 'यही डिजाइनका अरू साइज र सतह' });
    await region.waitFor(WAIT);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    if (SHOTS) {
      await region.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/design-ne-phone.png` });
    }
    await region
      .getByRole('group', { name: /^साइज/ })
      .getByRole('link', { name: new RegExp(`^${sizeText(other.size)}`) })
      .click();
    await page.waitForURL(webUrl(`/ne/products/${other.slug}`), WAIT);
    // The Nepali page names the product in Nepali (every seeded product has its Nepali name).
    const target = await productOf(other.slug);
    await page.getByRole('heading', { level: 1, name: target.title_ne ?? target.title }).waitFor(WAIT);
    // Long labels wrap inside the page: a design's name and a finish of one unbroken word.
    await expect.poll(() => region.locator('a[aria-current="page"]').count(), WAIT).toBeGreaterThan(0);
    await region.evaluate((el) => {
      const long = 'Statuario-Calacatta-Venato-Extra-Bianco-Polished-Marble-Look';
      for (const node of el.querySelectorAll('p, a span')) node.textContent = `${long} ${long}${long}`;
    });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    if (SHOTS) {
      await region.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/design-ne-phone-long.png` });
    }
    await page.close();
  });
});
