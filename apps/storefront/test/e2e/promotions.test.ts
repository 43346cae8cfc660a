// Promotions (docs/promotions.md) in Chromium on the real stack and the seeded shop's festival code: the cart
// refuses a code with its reason, takes DASHAIN10's 10 % off and lists the saving, the checkout's summary
// shows it, and the placed order's page and VAT invoice show the discount. At 360 px in English and Nepali
// and at 1366 px (with SCREENSHOTS=1, pictures under .reports/).

import { mkdirSync } from 'node:fs';
import { unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheapestInCart, customerApi, newShopper } from './accounts.js';
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

/** A confirmed customer logged in on the page, with two of a cheap product in the cart. */
async function shopperWithCart(page: Page): Promise<{ token: string; price: number }> {
  const { token } = await newShopper('promo', page);
  const { price } = await cheapestInCart(token, 2);
  return { token, price };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const WORDS = {
  en: {
    prefix: '',
    field: 'Promotion code',
    apply: 'Apply code',
    unknown: 'There is no code NOTACODE: check how it is spelt.',
    discount: 'Discount',
  },
  ne: {
    prefix: '/ne',
    field: 'प्रमोशन कोड',
    apply: 'कोड लागू गर्नुहोस्',
    unknown: 'कोड NOTACODE भेटिएन: हिज्जे जाँच गर्नुहोस्।',
    discount: 'छुट',
  },
} as const;

describe('a festival code', () => {
  it.each([
    ['en', 'phone'],
    ['ne', 'phone'],
    ['en', 'wide'],
  ] as const)(
    'is refused with its reason, then saves 10 % in the cart, at checkout and on the order (%s, %s)',
    // A whole shopping trip: registration, the cart, the checkout and the order page.
    { timeout: 120_000 },
    async (language, size) => {
      const words = WORDS[language];
      const page = await openPage(browser, SIZES[size]);
      const { token, price } = await shopperWithCart(page);
      const width = SIZES[size].width;
      await page.goto(webUrl(`${words.prefix}/carts`));
      const field = page.getByRole('textbox', { name: words.field });
      await field.waitFor(WAIT);

      // A code the shop does not have: why, beside the field, in the page's language.
      await field.fill('NOTACODE');
      await page.getByRole('button', { name: words.apply }).click();
      await expect.poll(() => page.getByText(words.unknown).count(), WAIT).toBeGreaterThanOrEqual(1);
      await shot(page, `promo-cart-refused-${language}-${width}`);
      expect(await noSidewaysScroll(page)).toBe(true);

      // The festival code, typed in small letters: 10 % off the goods, listed with what it saved.
      await field.fill('dashain10');
      await page.getByRole('button', { name: words.apply }).click();
      const saving = Math.floor((price * 2) / 10);
      const savings = page.getByTestId('cart-savings');
      await savings.waitFor(WAIT);
      await expect.poll(() => page.getByTestId('promotion-code').textContent(), WAIT).toContain('dashain10');
      const cart = await unwrap(customerApi(token).GET('/api/carts'));
      expect(cart.discount).toBe(saving);
      expect(cart.totalAmount).toBe(price * 2 - saving);
      expect(await savings.textContent()).toContain('DASHAIN10');
      await shot(page, `promo-cart-${language}-${width}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The checkout's summary shows the saving; the order takes it.
      await page.goto(webUrl(`${words.prefix}/checkouts`));
      const province = page.locator('select[name="state"]');
      await province.waitFor(WAIT);
      await expect.poll(() => page.getByTestId('promotion-line').count(), WAIT).toBe(1);
      await province.selectOption('Bagmati Province');
      await page.locator('select[name="district"]').selectOption('Kathmandu');
      await page.locator('input[name="city"]').fill('Kathmandu Metropolitan City');
      await page.locator('select[name="ward"]').selectOption('10');
      await page.locator('input[name="street_address"]').fill('Baneshwor');
      await page
        .getByTestId('delivery-charge')
        .getByText(/Rs|रु|Free|निःशुल्क/)
        .first()
        .waitFor(WAIT);
      await shot(page, `promo-checkout-${language}-${width}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.locator('form[aria-labelledby="billing-heading"] button[type="submit"]').click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
        .toMatch(/\/my-orders\/[\w-]+$/);
      const { orders } = await unwrap(customerApi(token).GET('/api/customer/orders'));
      const slug = orders[0]?.slug ?? '';
      const placed = await unwrap(
        customerApi(token).GET('/api/customer/orders/{slug}', { params: { path: { slug } } }),
      );
      expect(placed.order.discount).toBe(saving);
      expect(placed.order.total_amount).toBe(price * 2 - saving + (placed.order.delivery_charge ?? 0));

      // The order's page: the promotion's line and the invoice's discount before VAT.
      await page.getByTestId('invoice-promotion').waitFor(WAIT);
      expect(await page.getByTestId('invoice-promotion').textContent()).toContain('DASHAIN10');
      if (placed.invoice?.discount_amount !== undefined) {
        expect(await page.getByTestId('invoice-discount').textContent()).toContain(words.discount);
      }
      await shot(page, `promo-order-${language}-${width}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    },
  );
});
