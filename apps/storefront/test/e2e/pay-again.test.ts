// Payments that never dead-end (docs/customer.md §2.7, docs/nepal.md "Payments") in Chromium on the real
// stack and the gateway simulator it starts (@sajilo/gateways): an order whose eSewa payment failed is paid
// again from My Orders through the simulator's page, and stays one order; a Khalti order waiting for its
// payment is switched to cash on delivery from its order page (in Nepali too). 360 and 1366 px, no sideways
// scroll; with SCREENSHOTS=1 the screens are pictured under .reports/screenshots/.
import { mkdirSync } from 'node:fs';
import { unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cheapestInCart, customerApi, newShopper } from './accounts.js';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
/** What the shopper sees in the window (the phone's bar stays at the bottom), for people to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png` });
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
  const { token } = await newShopper('payagain', page, { first_name: 'Bina', last_name: 'Shrestha' });
  await cheapestInCart(token);
  return token;
}

const placeOnline = (token: string, payment_method: 'esewa' | 'khalti') =>
  unwrap(
    customerApi(token).POST('/api/checkouts', {
      body: {
        name: 'Bina Shrestha',
        email: 'bina@example.com',
        phone_number: '9841234567',
        state: 'Gandaki Province',
        district: 'Kaski',
        city: 'Pokhara Metropolitan City',
        ward: 17,
        street_address: 'Lakeside',
        payment_method,
      },
    }),
  );

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('an online payment that did not go through', () => {
  it.each([
    ['360', PHONE],
    ['1366', WIDE],
  ])(
    'is paid again from My Orders through the simulated eSewa: one order, paid (%s px)',
    async (size, viewport) => {
      const page = await openPage(browser, viewport);
      const token = await shopper(page);
      const placed = await placeOnline(token, 'esewa');
      // The shopper pressed "Fail" at eSewa and came back to the failure page.
      const payment = placed.payment;
      if (payment?.method !== 'esewa') throw new Error('no eSewa payment');
      await fetch(payment.action, { method: 'POST', body: new URLSearchParams(payment.fields) });
      await fetch(`${inject('gatewayUrl')}/esewa/fail?uuid=${payment.fields.transaction_uuid}`, {
        redirect: 'manual',
      });
      await unwrap(
        customerApi(token).POST('/api/customer/orders/{slug}/payment/abandon', {
          params: { path: { slug: placed.slug } },
        }),
      );
      const { order } = await unwrap(
        customerApi(token).GET('/api/customer/orders/{slug}', { params: { path: { slug: placed.slug } } }),
      );

      await page.goto(webUrl('/my-orders'));
      const row = page.locator(`[data-order="${order.order_name}"]`);
      await row.getByText('Payment expired').waitFor(WAIT);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `pay-again-my-orders-${size}`);
      await row.getByRole('button', { name: `Pay again for order ${order.order_name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Pay for order ${order.order_name}` });
      await dialog.getByText(/Payment expired — pay again or choose cash on delivery by/).waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `pay-again-dialog-${size}`);
      await dialog.getByRole('button', { name: 'Pay with eSewa' }).click();

      await page.getByRole('heading', { name: 'Simulated eSewa — no money moves' }).waitFor(WAIT);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `simulated-esewa-${size}`);
      await page.getByRole('button', { name: 'Pay with eSewa' }).click();
      await page.getByText('Your payment was received. Thank you!').waitFor(WAIT);

      const { orders } = await unwrap(customerApi(token).GET('/api/customer/orders'));
      expect(orders.map((o) => [o.slug, o.payment_status])).toEqual([[placed.slug, 'paid']]);
      await page.getByRole('link', { name: 'View your order' }).click();
      const attempts = page.getByRole('region', { name: 'Payment' });
      await attempts.getByText('Payment attempts (2)').waitFor(WAIT);
      await shot(page, `pay-again-order-paid-${size}`);
      // The list says it is paid beside the method; its status is the delivery's (Pending).
      await page.goto(webUrl('/my-orders'));
      await row.getByText('eSewa · Paid').waitFor(WAIT);
      await page.close();
    },
  );

  it.each([
    ['360-ne', PHONE, '/ne', 'डेलिभरीमा नगद', 'सामान आएपछि नगद भुक्तानी', ['मेरा अर्डरहरू', 'हालका अर्डरहरू']],
    ['1366', WIDE, '', 'Cash on delivery', 'Cash on Delivery', ['My Orders', 'Recent Orders']],
  ])(
    'is switched to cash on delivery from the order page (%s)',
    async (name, viewport, prefix, button, label, [ordersTable, recentTable]) => {
      const page = await openPage(browser, viewport);
      const token = await shopper(page);
      const placed = await placeOnline(token, 'khalti');
      await page.goto(webUrl(`${prefix}/my-orders/${placed.slug}`));
      const panel = page.locator('[data-payment="pending"]');
      await panel.getByRole('button', { name: button }).waitFor(WAIT);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `switch-to-cod-order-${name}`);
      await panel.getByRole('button', { name: button }).click();
      // The panel leaves its pending state (unpaid: cash on delivery). It stays on the page with the Khalti
      // attempt listed, so waiting for any panel to go ran out its whole timeout every time.
      await panel.waitFor({ state: 'detached', timeout: 15_000 });
      await expect
        .poll(
          async () =>
            (
              await unwrap(
                customerApi(token).GET('/api/customer/orders/{slug}', {
                  params: { path: { slug: placed.slug } },
                }),
              )
            ).order.payment_method,
          WAIT,
        )
        .toBe('cod');
      const { orders } = await unwrap(customerApi(token).GET('/api/customer/orders'));
      expect(orders).toHaveLength(1);
      // The order's payment now reads as cash, in the page's language.
      await page.getByText(label).first().waitFor(WAIT);
      await shot(page, `switch-to-cod-done-${name}`);
      // The order is listed once, under lists named in the page's language (the tables' captions).
      await page.goto(webUrl(`${prefix}/my-orders`));
      await page.getByRole('table', { name: ordersTable }).locator('[data-order]').first().waitFor(WAIT);
      expect(await page.locator('[data-order]').count()).toBe(1);
      await page.goto(webUrl(`${prefix}/dashboard`));
      await page.getByRole('table', { name: recentTable }).waitFor(WAIT);
      await page.close();
    },
  );
});
