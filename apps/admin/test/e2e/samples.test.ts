// A tile's sample offer in the product editor (docs/tiles.md "Samples") in Chromium against the real stack:
// the owner opens a seeded tile that offers a sample, reads its kind, size, price and count in Samples,
// changes the price, and the storefront's product answer offers it at the new price at once; the section
// passes axe and fits 360 and 1366 px. With SCREENSHOTS=<folder> the section is pictured there.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DEV_OWNER,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  logIn,
  openPage,
  sharedBrowser,
} from './browser.js';

let browser: Awaited<ReturnType<typeof sharedBrowser>>;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const SHOTS = process.env.SCREENSHOTS ?? '';
const KEY = { 'X-Api-Key': 'e2e-admin-storefront-key' };
interface Sample {
  kind: string;
  size: string | null;
  price: number;
}
const productOf = async (slug: string) => {
  const res = await fetch(`${inject('apiUrl')}/api/products/${slug}`, { headers: KEY });
  return ((await res.json()) as { product: { product_code: string; sample?: Sample } }).product;
};

/** A seeded tile that offers a sample: its slug and product code. */
async function aSampledTile(): Promise<{ slug: string; code: string }> {
  const res = await fetch(`${inject('apiUrl')}/api/search?search=tiles`, { headers: KEY });
  const found = (await res.json()) as { products: { slug: string }[] };
  for (const { slug } of found.products) {
    const product = await productOf(slug);
    if (product.sample) return { slug, code: product.product_code };
  }
  throw new Error('no tile with a sample in the seeded catalogue');
}

const section = (page: Page) => page.getByRole('region', { name: 'Samples' });

it('shows a tile’s sample offer in the editor, and a new price reaches the storefront', async () => {
  const tile = await aSampledTile();
  for (const width of [360, 1366]) {
    const page = await openPage(browser, { width, height: 900 });
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
    await page.goto(adminUrl(`/products?q=${encodeURIComponent(tile.code)}`));
    await page.getByRole('region', { name: 'Products' }).locator('tbody tr a').first().click();
    await page.getByRole('button', { name: 'Save the product' }).waitFor();
    const samples = section(page);
    await samples.waitFor();
    expect(await samples.getByLabel('Samples offered', { exact: false }).isChecked()).toBe(true);
    if (width === 1366) {
      await samples.getByLabel('Sample price (Rs)').fill('25');
      await page.getByRole('button', { name: 'Save the product' }).click();
      await expect.poll(async () => (await productOf(tile.slug)).sample?.price, { timeout: 15_000 }).toBe(25);
    }
    await expectNoSidewaysScroll(page, `the samples section at ${width} px`);
    await expectNoAxeViolations(page, `the product editor with samples at ${width} px`);
    if (SHOTS) {
      await samples.scrollIntoViewIfNeeded();
      await samples.screenshot({ path: `${SHOTS}/admin-samples-${width}.png` });
    }
    await page.close();
  }
});
