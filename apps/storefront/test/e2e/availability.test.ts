// "Where it is" on a tile's page (docs/tiles.md "Where the goods are, for shoppers") against the real stack
// and the demo seed's stock: each place with its boxes and when to collect or when it ships, in English and
// in Nepali, in the server's HTML (so nothing moves when the page hydrates), the JSON-LD's availability
// from it, and no sideways scroll at 360 and 1366 px. With SCREENSHOTS=1 the pages are pictured under
// .reports/screenshots/.
import { mkdirSync } from 'node:fs';
import { type components, createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

type Availability = components['schemas']['ProductAvailability'];

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const WIDTHS = { phone: { width: 360, height: 800 }, desktop: { width: 1366, height: 900 } } as const;
const WAIT = { timeout: 15_000 } as const;

const client = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
const availabilityOf = async (slug: string) =>
  (await unwrap(client().GET('/api/products/{slug}/availability', { params: { path: { slug } } })))
    .availability;

let browser: Browser;
/** A seeded tile at the warehouse and at a showroom, and one with none left. */
let tile: { slug: string; title: string; availability: Availability };
let soldOut: { slug: string; title: string } | undefined;

beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
  for (let page = 1; page <= 5 && (!tile || !soldOut); page++) {
    const listing = await unwrap(
      client().GET('/api/categories/{slug}', { params: { path: { slug: 'tiles' }, query: { page } } }),
    );
    for (const product of listing.products) {
      const availability = await availabilityOf(product.slug);
      if (!availability) continue;
      const kinds = new Set(availability.places.map((p) => p.kind));
      if (!tile && kinds.has('warehouse') && kinds.has('showroom')) {
        tile = { slug: product.slug, title: product.title, availability };
      }
      if (!soldOut && availability.total === 0) soldOut = { slug: product.slug, title: product.title };
    }
  }
  if (!tile) throw new Error('no seeded tile at the warehouse and a showroom');
});
afterAll(async () => {
  await closeContexts(browser);
});

const block = (page: Page) => page.getByTestId('product-availability');

/** The block's lines as the page shows them. */
const lines = (page: Page) => block(page).getByRole('listitem').allInnerTexts();

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

const boxes = (n: number) => `${new Intl.NumberFormat('en-IN').format(n)} ${n === 1 ? 'box' : 'boxes'}`;

function englishLine(place: Availability['places'][number]): string {
  const when = place.collect
    ? place.dispatch_days === 0
      ? 'collect today'
      : place.dispatch_days === 1
        ? 'collect tomorrow'
        : `collect in ${place.dispatch_days} days`
    : place.dispatch_days === 0
      ? 'ships today'
      : place.dispatch_days === 1
        ? 'ships tomorrow'
        : `ships in ${place.dispatch_days} days`;
  const where = place.kind === 'warehouse' ? 'the warehouse' : place.title;
  return `${boxes(place.quantity)} at ${where} — ${when}`;
}

describe.each(Object.entries(WIDTHS))('a tile’s page at %s', (name, viewport) => {
  it('says where its boxes are, under the price, from the server’s HTML', async () => {
    // The server's render has it: the block is there before any script runs (no layout shift).
    const html = await (await fetch(webUrl(`/products/${tile.slug}`))).text();
    expect(html).toContain('Where it is');
    const page = await openPage(browser, viewport);
    await page.goto(webUrl(`/products/${tile.slug}`));
    await page.getByRole('heading', { level: 1, name: tile.title }).waitFor();
    const region = page.getByRole('region', { name: 'Where it is' });
    await region.waitFor();
    await expect.poll(() => lines(page), WAIT).toEqual(tile.availability.places.map(englishLine));
    const showroom = tile.availability.places.find((p) => p.kind === 'showroom');
    expect((await lines(page)).some((l) => l.includes(`at ${showroom?.title} — collect`))).toBe(true);
    expect((await lines(page)).some((l) => /boxes at the warehouse — ships in 2 days$/.test(l))).toBe(true);
    // Under the price, above the product's facts.
    const priceBottom = await page.locator('main p').filter({ hasText: 'per box' }).first().boundingBox();
    const blockTop = await block(page).boundingBox();
    expect(blockTop?.y ?? 0).toBeGreaterThanOrEqual((priceBottom?.y ?? 0) + (priceBottom?.height ?? 0) - 1);
    const offers = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((all) => all.map((text) => JSON.parse(text) as { offers?: { availability: string } }));
    expect(offers.find((d) => d.offers)?.offers?.availability).toBe('https://schema.org/InStock');
    await noSidewaysScroll(page);
    if (process.env.SCREENSHOTS) {
      // The title, the price and the block in view, as a shopper scrolls to them.
      await page.getByRole('heading', { level: 1 }).evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: `${SHOTS}availability-en-${name}.png` });
    }
    await page.close();
  });

  it('says it in Nepali on the Nepali page, with the places’ Nepali names', async () => {
    const page = await openPage(browser, viewport);
    await page.goto(webUrl(`/ne/products/${tile.slug}`));
    const region = page.getByRole('region', { name: 'कहाँ छ' });
    await region.waitFor();
    const shown = await lines(page);
    expect(shown).toHaveLength(tile.availability.places.length);
    for (const [i, place] of tile.availability.places.entries()) {
      const where = place.kind === 'warehouse' ? 'गोदाम' : place.title_ne;
      expect(shown[i]).toContain(`${where}मा `);
      expect(shown[i]).toContain('बाकस');
    }
    expect(shown.some((l) => l.endsWith('२ दिनमा पठाइन्छ') || l.endsWith('2 दिनमा पठाइन्छ'))).toBe(true);
    expect(shown.some((l) => l.endsWith('लैजान सकिन्छ'))).toBe(true);
    await noSidewaysScroll(page);
    if (process.env.SCREENSHOTS) {
      // The title, the price and the block in view, as a shopper scrolls to them.
      await page.getByRole('heading', { level: 1 }).evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: `${SHOTS}availability-ne-${name}.png` });
    }
    await page.close();
  });
});

describe('a tile with none left', () => {
  it('says out of stock, and so does its JSON-LD', async ({ skip }) => {
    if (!soldOut) skip('no sold-out tile on the first pages of the tiles category');
    const page = await openPage(browser, WIDTHS.phone);
    await page.goto(webUrl(`/products/${soldOut?.slug}`));
    await block(page).getByText('Out of stock').waitFor();
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.join('')).toContain('https://schema.org/OutOfStock');
    await page.close();
  });
});
