// Tile samples (docs/tiles.md "Samples") in Chromium on the real stack: on a seeded tile that offers one, the
// product page's "Order a sample" (its own accessible name) puts one sample in the cart, apart from the boxes;
// the cart shows "Sample — <tile>" with its quantity fixed at one and its price or Free; the order placed from
// it names the sample. In Nepali at 360 px and English at 1366 px, with no sideways scroll.
import { type Product, unwrap } from '@sajilo/api';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerApi, newShopper, publicApi } from './accounts.js';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';

const SHOTS = process.env.SHOTS_DIR ?? new URL('../../.reports/screenshots/', import.meta.url).pathname;
const shot = async (part: Locator, path: string) => {
  if (process.env.SCREENSHOTS) await part.screenshot({ path: `${SHOTS}${path}` });
};
const WAIT = { timeout: 15_000 } as const;

const CASES = [
  {
    language: 'ne',
    width: 360,
    prefix: '/ne',
    order: (name: string) => `${name} को नमूना मगाउनुहोस्`,
    sample: (name: string) => `नमूना — ${name}`,
    free: 'निःशुल्क',
    name: (p: Product) => p.title_ne ?? p.title,
  },
  {
    language: 'en',
    width: 1366,
    prefix: '',
    order: (name: string) => `Order a sample of ${name}`,
    sample: (name: string) => `Sample — ${name}`,
    free: 'Free',
    name: (p: Product) => p.title,
  },
] as const;

let browser: Browser;
let tile: Product;

/** A seeded tile that offers a free sample and has some left, or (`left: 0`) one whose samples ran out. */
async function aSampledTile(left: 'some' | 0 = 'some'): Promise<Product> {
  for (let page = 1; page <= 5; page += 1) {
    const found = await unwrap(
      publicApi().GET('/api/search', { params: { query: { search: 'tiles', page } } }),
    );
    for (const summary of found.products) {
      const path = { path: { slug: summary.slug } };
      const { product } = await unwrap(publicApi().GET('/api/products/{slug}', { params: path }));
      if (product.sample?.price !== 0) continue;
      const { samples_left } = await unwrap(
        publicApi().GET('/api/products/{slug}/availability', { params: path }),
      );
      if (left === 0 ? samples_left === 0 : (samples_left ?? 0) > 0) return product;
    }
  }
  throw new Error(`no tile with a free sample (${left} left) in the seeded catalogue`);
}

/** A confirmed customer logged in on the page. */
const newSession = async (page: Page) =>
  (await newShopper('samples', page, { first_name: 'Asha', last_name: 'Gurung' })).token;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await sharedBrowser();
  tile = await aSampledTile();
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('order a sample', () => {
  for (const c of CASES) {
    it(`from a tile's page to the cart and an order (${c.language}, ${c.width} px)`, async () => {
      const page = await openPage(browser, { width: c.width, height: 800 });
      const token = await newSession(page);
      const name = c.name(tile);
      await page.goto(webUrl(`${c.prefix}/products/${tile.slug}`));
      const offer = page.getByTestId('sample-offer');
      await offer.waitFor(WAIT);
      expect(await offer.textContent()).toContain(c.free);
      expect(await sideways(page)).toBe(0);
      await shot(page.locator('main h1').locator('..'), `product-sample-${c.language}-${c.width}.png`);
      expect(await axeViolations(page)).toEqual([]);

      // The boxes' button and the sample's are two; the sample's puts one sample in the cart.
      await page.getByRole('button', { name: c.order(name), exact: true }).click();
      await expect
        .poll(async () => {
          const cart = await unwrap(customerApi(token).GET('/api/carts'));
          return cart.products.map((line) => [line.slug, line.qty, line.sample ?? false, line.price]);
        }, WAIT)
        .toEqual([[tile.slug, 1, true, 0]]);

      await page.goto(webUrl(`${c.prefix}/carts`));
      const line = page.getByRole('link', { name: c.sample(name) });
      await line.waitFor(WAIT);
      // Its quantity is said, not a spinner.
      expect(await page.getByRole('spinbutton').count()).toBe(0);
      expect(await sideways(page)).toBe(0);
      await shot(page.locator('main'), `cart-sample-${c.language}-${c.width}.png`);
      expect(await axeViolations(page)).toEqual([]);

      const placed = await unwrap(
        customerApi(token).POST('/api/checkouts', {
          body: {
            name: 'Asha Gurung',
            email: 'asha@example.com',
            phone_number: '9841234567',
            state: 'Gandaki Province',
            district: 'Kaski',
            city: 'Pokhara Metropolitan City',
            ward: 17,
            street_address: 'Lakeside',
            payment_method: 'cod',
          },
        }),
      );
      await page.goto(webUrl(`${c.prefix}/my-orders/${placed.slug}`));
      // Named on the order as in the cart: in Nepali on /ne, as sold (docs/nepal.md "Orders in Nepali").
      await page.getByRole('link', { name: c.sample(name) }).waitFor(WAIT);
      expect(await sideways(page)).toBe(0);
      await shot(page.locator('main'), `order-sample-${c.language}-${c.width}.png`);
      await page.close();
    });
  }
});

describe('when its samples have run out', () => {
  it('says so on the product page instead of offering a button the cart would refuse (ne, 360 px)', async () => {
    const gone = await aSampledTile(0);
    const page = await openPage(browser, { width: 360, height: 800 });
    await page.goto(webUrl(`/ne/products/${gone.slug}`));
    const offer = page.getByTestId('sample-offer');
    await offer.getByText('यो टायलको नमूना अहिले बाँकी छैन।').waitFor(WAIT);
    expect(await offer.getByRole('button').count()).toBe(0);
    expect(await sideways(page)).toBe(0);
    await shot(offer, 'product-sample-none-left-ne-360.png');
    await page.close();
  });
});
