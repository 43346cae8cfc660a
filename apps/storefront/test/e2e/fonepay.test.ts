// Fonepay QR (docs/nepal.md "Payments") in Chromium on the real stack and the gateway simulator it starts
// (@sajilo/gateways): the shopper places an order with Fonepay QR at checkout, our page shows the QR with the
// amount, the order's number and the time left, the QR is "scanned" on the simulator's page, and our page
// turns to paid by itself (the server asked Fonepay). In Nepali at 360 px and in English at 1366 px, with no
// sideways scroll; SCREENSHOTS=1 pictures the screens under .reports/screenshots/.
import { mkdirSync } from 'node:fs';
import { unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cheapestInCart, customerApi, newShopper } from './accounts.js';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
};
const WAIT = { timeout: 15_000 } as const;
const PHONE = { width: 360, height: 780 } as const;
const WIDE = { width: 1366, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A confirmed shopper logged in on `page`, with one product in the cart. */
async function shopper(page: Page): Promise<string> {
  const { token } = await newShopper('fonepay', page);
  await cheapestInCart(token);
  return token;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Fonepay QR', () => {
  it.each([
    ['360-ne', PHONE, '/ne', 'Fonepay QR', 'रकम'],
    ['1366', WIDE, '', 'Fonepay QR', 'Amount'],
  ])(
    'is chosen at checkout, shown as a QR with the amount and time left, and paid on the simulator (%s)',
    async (name, viewport, prefix, method, amountLabel) => {
      const page = await openPage(browser, viewport);
      const token = await shopper(page);
      await page.goto(webUrl(`${prefix}/checkouts`));
      await page.locator('#order-summary-heading ~ ul li').first().waitFor(WAIT);
      // The address pickers, by their fields (the labels are in the page's language).
      await page.locator('select[name="state"]').selectOption('Gandaki Province');
      await page.locator('select[name="district"]').selectOption('Kaski');
      await page.locator('input[name="city"]').fill('Pokhara Metropolitan City');
      await page.locator('select[name="ward"]').selectOption('17');
      await page.locator('[name="street_address"]').fill('Lakeside');
      await page.getByRole('radio', { name: method, exact: true }).check();
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.getByRole('radio', { name: method, exact: true }).scrollIntoViewIfNeeded();
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}fonepay-checkout-${name}.png` });
      await page
        .locator('form', { has: page.locator('input[name="payment_method"]') })
        .locator('button[type="submit"]')
        .click();

      // Our page: the QR, what is paid, and the time left; the order waits.
      const qr = page.locator('svg[data-qr]');
      await qr.waitFor(WAIT);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/payments/fonepay`);
      const { orders } = await unwrap(customerApi(token).GET('/api/customer/orders'));
      const placed = orders[0];
      if (!placed) throw new Error('no order');
      expect(placed).toMatchObject({ payment_method: 'fonepay', payment_status: 'pending' });
      const card = page.locator('section', { has: qr });
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(amountLabel);
      expect(text).toContain(placed.order_name);
      // The time left: the QR lives PAYMENT_TTL (30 minutes).
      expect(text).toMatch(/(?:29|30):\d\d/);
      const box = await qr.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `fonepay-qr-${name}`);

      // The simulator's page: the waiting QR, scanned with Pay.
      const scanner = await openPage(browser, viewport);
      await scanner.goto(`${inject('gatewayUrl')}/fonepay`);
      await scanner.getByRole('heading', { name: 'Simulated Fonepay — no money moves' }).waitFor(WAIT);
      const waiting = scanner.locator('li', { hasText: placed.order_name });
      expect(await waiting.textContent()).toContain(`Rs ${placed.total_amount}`);
      expect(await noSidewaysScroll(scanner)).toBe(true);
      await shot(scanner, `fonepay-simulator-${name}`);
      await waiting.getByRole('button', { name: `Pay Rs ${placed.total_amount}` }).click();
      await scanner.getByText('No QR is waiting.').or(scanner.locator('main')).first().waitFor(WAIT);
      await scanner.close();

      // Our page turns to paid by itself.
      await page.locator('[data-payment="paid"]').waitFor(WAIT);
      expect(await qr.count()).toBe(0);
      const { order } = await unwrap(
        customerApi(token).GET('/api/customer/orders/{slug}', { params: { path: { slug: placed.slug } } }),
      );
      expect(order.payment_status).toBe('paid');
      expect(order.invoice_number).toMatch(/-\d{6}$/);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `fonepay-paid-${name}`);
      await page.close();
    },
  );
});
