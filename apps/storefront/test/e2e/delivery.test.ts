// Delivery by place and weight (docs/delivery.md) in Chromium on the real stack and the seeded shop's zones:
// the cart, and the product page for a visitor not logged in, estimate the charge and the days for a chosen
// district, and say when a district is not served;
// the checkout shows the exact charge and the expected dates for the chosen address, changes them with the
// address, refuses a place not served beside the district, and the order keeps the charge and shows the days
// promised. At 360 and 1366 px, in English and Nepali (with SCREENSHOTS=1, pictures under .reports/).

import { mkdirSync } from 'node:fs';
import { unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheapestInCart, customerApi, newShopper, publicApi } from './accounts.js';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { axeViolations } from './forms-support.js';

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
};
const WAIT = { timeout: 15_000 } as const;
const SIZES = { phone: { width: 360, height: 780 }, wide: { width: 1366, height: 900 } } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A confirmed customer logged in on the page, with one cheap product (2 of it) in the cart. */
async function shopperWithCart(page: Page): Promise<{ token: string; slug: string }> {
  const { token } = await newShopper('delivery', page);
  const { slug } = await cheapestInCart(token, 2);
  return { token, slug };
}

const quote = (slug: string, district: string, municipality?: string) =>
  unwrap(
    publicApi().POST('/api/delivery/quote', {
      body: { district, ...(municipality ? { municipality } : {}), lines: [{ slug, quantity: 2 }] },
    }),
  );

/** Rs with the lakh grouping, as the storefront writes an amount in English. */
const rupees = (amount: number) => `Rs ${new Intl.NumberFormat('en-IN').format(amount)}`;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const WORDS = {
  en: {
    prefix: '',
    district: 'Deliver to district',
    ask: 'Check the delivery charge to your district',
    zone: 'Remote hill districts',
    refused: 'We do not deliver to this place yet. Choose another address, or call us.',
  },
  ne: {
    prefix: '/ne',
    district: 'डेलिभरी गर्ने जिल्ला',
    ask: 'तपाईंको जिल्लासम्मको डेलिभरी शुल्क हेर्नुहोस्',
    zone: 'दुर्गम पहाडी जिल्ला',
    refused: 'हामी अहिले यो ठाउँमा डेलिभरी गर्दैनौं। अर्को ठेगाना छान्नुहोस्, वा हामीलाई फोन गर्नुहोस्।',
  },
} as const;

describe('the cart’s delivery estimate', () => {
  it.each([
    ['en', 'phone'],
    ['ne', 'phone'],
    ['en', 'wide'],
    ['ne', 'wide'],
  ] as const)('prices a district and refuses one not served (%s, %s)', async (language, size) => {
    const words = WORDS[language];
    const page = await openPage(browser, SIZES[size]);
    const { slug } = await shopperWithCart(page);
    await page.goto(webUrl(`${words.prefix}/carts`));
    const district = page.getByLabel(words.district);
    await district.waitFor(WAIT);
    const estimate = page.getByTestId('delivery-estimate');

    // Jumla: the remote hill districts' rate for the cart's weight, and the days.
    await district.selectOption('Jumla');
    const jumla = await quote(slug, 'Jumla');
    expect(jumla.served).toBe(true);
    await expect.poll(() => estimate.textContent(), WAIT).toContain(words.zone);
    const text = (await estimate.textContent()) ?? '';
    if (language === 'en') {
      expect(text).toContain(jumla.delivery_charge ? rupees(jumla.delivery_charge) : 'Free');
      expect(text).toMatch(/Expected delivery\d{1,2} [A-Z][a-z]{2} 20\d\d – \d{1,2} [A-Z][a-z]{2} 20\d\d/);
    }
    await shot(page, `delivery-cart-${language}-${SIZES[size].width}`);
    expect(await noSidewaysScroll(page)).toBe(true);

    // Humla is not served: the message, in the page's language.
    await district.selectOption('Humla');
    await expect.poll(() => estimate.getByRole('alert').textContent(), WAIT).toBe(words.refused);
    await shot(page, `delivery-cart-refused-${language}-${SIZES[size].width}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the product page’s delivery estimate', () => {
  it.each([
    ['en', 'phone'],
    ['ne', 'wide'],
  ] as const)('prices the quantity picked for a visitor not logged in (%s, %s)', async (language, size) => {
    const words = WORDS[language];
    const page = await openPage(browser, SIZES[size]);
    const { products } = await unwrap(publicApi().GET('/api/products/trending/list'));
    const slug = products[0]?.product_slug ?? '';
    // The districts and local levels are not part of the page's scripts until the shopper asks.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(webUrl(`${words.prefix}/products/${slug}`));
    const ask = page.getByRole('button', { name: words.ask });
    await ask.waitFor(WAIT);
    await page.waitForLoadState('load');
    expect(scripts.filter((url) => /\/addresses-[\w-]+\.js$/.test(url))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await shot(page, `delivery-product-ask-${language}-${SIZES[size].width}`);
    await ask.click();
    const district = page.getByLabel(words.district);
    await district.waitFor(WAIT);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    const estimate = page.getByTestId('delivery-estimate');

    // Two of it to Jumla: the remote rate for their weight, as the server quotes it.
    const quantity = page.getByRole('spinbutton').first();
    await quantity.press('ArrowUp');
    expect(await quantity.inputValue()).toBe('2');
    await district.selectOption('Jumla');
    const jumla = await quote(slug, 'Jumla');
    await expect.poll(() => estimate.textContent(), WAIT).toContain(words.zone);
    if (language === 'en')
      expect(await estimate.textContent()).toContain(
        jumla.delivery_charge ? rupees(jumla.delivery_charge) : 'Free',
      );
    await shot(page, `delivery-product-${language}-${SIZES[size].width}`);
    expect(await noSidewaysScroll(page)).toBe(true);

    await district.selectOption('Humla');
    await expect.poll(() => estimate.getByRole('alert').textContent(), WAIT).toBe(words.refused);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the checkout’s delivery', () => {
  it.each([
    ['en', 'phone'],
    ['ne', 'wide'],
    ['en', 'wide'],
  ] as const)(
    'shows the charge and the dates for the address, and the order keeps them (%s, %s)',
    async (language, size) => {
      const words = WORDS[language];
      const page = await openPage(browser, SIZES[size]);
      const { token, slug } = await shopperWithCart(page);
      await page.goto(webUrl(`${words.prefix}/checkouts`));
      const province = page.locator('select[name="state"]');
      await province.waitFor(WAIT);
      const summary = page.getByTestId('delivery-charge');
      const dates = page.getByTestId('delivery-dates');

      // Inside the Ring Road.
      await province.selectOption('Bagmati Province');
      await page.locator('select[name="district"]').selectOption('Kathmandu');
      await page.locator('input[name="city"]').fill('Kathmandu Metropolitan City');
      const ring = await quote(slug, 'Kathmandu', 'Kathmandu Metropolitan City');
      const ringZone = language === 'ne' ? 'रिङरोडभित्र' : 'Inside the Ring Road';
      await expect.poll(() => summary.textContent(), WAIT).toContain(ringZone);
      await dates.waitFor(WAIT);

      // Humla: refused beside the district before anything is sent.
      await province.selectOption('Karnali Province');
      await page.locator('select[name="district"]').selectOption('Humla');
      await expect.poll(() => page.getByText(words.refused).count(), WAIT).toBeGreaterThanOrEqual(1);
      await shot(page, `delivery-checkout-refused-${language}-${SIZES[size].width}`);

      // Jumla: the remote rate, the dates, and the total with it.
      await page.locator('select[name="district"]').selectOption('Jumla');
      await page.locator('input[name="city"]').fill('Chandannath Municipality');
      await page.locator('select[name="ward"]').selectOption('3');
      const jumla = await quote(slug, 'Jumla', 'Chandannath Municipality');
      await expect.poll(() => summary.textContent(), WAIT).toContain(words.zone);
      expect(await page.getByText(words.refused).count()).toBe(0);
      if (language === 'en') {
        expect(await summary.textContent()).toContain(rupees(jumla.delivery_charge ?? 0));
        expect(await dates.textContent()).toMatch(/\d{1,2} [A-Z][a-z]{2} 20\d\d/);
      }
      expect(jumla.delivery_charge).toBeGreaterThan(ring.delivery_charge ?? 0);
      await page.locator('input[name="street_address"]').fill('Khalanga');
      const promised = (await dates.locator('dd').textContent()) ?? '';
      await shot(page, `delivery-checkout-${language}-${SIZES[size].width}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.locator('form[aria-labelledby="billing-heading"] button[type="submit"]').click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
        .toMatch(/\/my-orders\/[\w-]+$/);
      const { orders } = await unwrap(customerApi(token).GET('/api/customer/orders'));
      expect(orders[0]).toMatchObject({
        delivery_charge: jumla.delivery_charge,
        delivery_zone: 'Remote hill districts',
        delivery_earliest: jumla.earliest,
        total_amount: jumla.totals?.total_amount,
      });
      // The invoice prints delivery as a line of its own.
      const row = page.getByTestId('invoice-delivery');
      await row.waitFor(WAIT);
      const printed = (await row.textContent()) ?? '';
      // The zone by its name in the page's language, kept with the order.
      expect(printed).toContain(words.zone);
      if (language === 'en') {
        expect(printed).toContain(rupees(jumla.delivery_charge ?? 0));
        expect(printed).toMatch(/incl\. VAT Rs [\d,]+\.\d\d/);
      }
      // The order's page keeps the days the checkout promised, while the order is on its way.
      expect(promised).not.toBe('');
      expect(await page.getByTestId('invoice-expected-delivery').locator('dd').textContent()).toBe(promised);
      await shot(page, `delivery-invoice-${language}-${SIZES[size].width}`);
      await page.close();
    },
  );
});
