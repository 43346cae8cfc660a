// Collection at a showroom (docs/delivery.md "Collection at a showroom") in Chromium on the real stack and the
// seeded shop's stock: a shopper chooses to collect, sees only the showrooms holding the cart's boxes with
// when each is ready, the summary's free collection, places the order without an address and paying at the
// showroom; once staff mark it ready (through the back office's API, as the demo owner) My Order shows
// "Ready to collect at <showroom>" and the code. At 360 px in Nepali and 1366 px in English (with
// SCREENSHOTS=1, pictures under .reports/).
import { mkdirSync } from 'node:fs';
import { unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { customerApi, newShopper, publicApi } from './accounts.js';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { axeViolations } from './forms-support.js';

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
};
const WAIT = { timeout: 15_000 } as const;
const OWNER = { email: 'owner@sajilo.com.np', password: 'sajilo-owner-password' };

const WORDS = {
  '': {
    collect: 'Collect at a showroom',
    pay: 'Pay at the showroom',
    free: 'Free',
    ready: 'Ready to collect at',
    showroom: (title: string, _ne: string | null) => title,
    delivery: 'Delivery',
    notPossible: 'Not possible for this cart: choose delivery',
  },
  '/ne': {
    collect: 'शोरुमबाट लैजाने',
    pay: 'शोरुममा भुक्तानी',
    free: 'निःशुल्क',
    ready: 'मा लैजान तयार',
    showroom: (title: string, ne: string | null) => ne ?? title,
    delivery: 'डेलिभरी',
    notPossible: 'यो कार्टका लागि सम्भव छैन: डेलिभरी छान्नुहोस्',
  },
} as const;

let browser: Browser;
/** A seeded product with boxes at a showroom shoppers may collect at. */
let product: { slug: string };
/** A seeded product and a quantity of it that no showroom holds, though the warehouse does. */
let tooMany: { slug: string; quantity: number } | undefined;

beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
  for (let page = 1; page <= 5 && !product; page++) {
    const listing = await unwrap(
      publicApi().GET('/api/categories/{slug}', { params: { path: { slug: 'tiles' }, query: { page } } }),
    );
    for (const item of listing.products) {
      const { availability } = await unwrap(
        publicApi().GET('/api/products/{slug}/availability', { params: { path: { slug: item.slug } } }),
      );
      const places = availability?.places ?? [];
      const most = Math.max(0, ...places.filter((p) => p.collect).map((p) => p.quantity));
      if (!tooMany && places.some((p) => !p.collect && p.quantity > most + 1))
        tooMany = { slug: item.slug, quantity: most + 1 };
      if (!product && places.some((p) => p.collect && p.quantity >= 2)) product = { slug: item.slug };
      if (product && tooMany) break;
    }
  }
  if (!product) throw new Error('no seeded tile at a showroom shoppers collect at');
  if (!tooMany) throw new Error('no seeded tile with more boxes in the warehouse than at any showroom');
});
afterAll(async () => {
  await closeContexts(browser);
});

/** The back office's API as the demo owner. */
async function admin(path: string, json?: unknown): Promise<Record<string, unknown>> {
  const api = inject('apiUrl');
  const login = await fetch(`${api}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${api}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('collecting at a showroom', () => {
  it.each([
    ['/ne', { width: 360, height: 780 }],
    ['', { width: 1366, height: 900 }],
  ] as const)(
    'chooses a showroom, orders without an address, and sees the code once ready (%s %o)',
    async (prefix, size) => {
      const words = WORDS[prefix];
      const page = await openPage(browser, size);
      const { token } = await newShopper('collect', page);
      await unwrap(
        customerApi(token).POST('/api/carts/{slug}/added', {
          params: { path: { slug: product.slug } },
          body: { quantity: 1 },
        }),
      );
      const points = await unwrap(customerApi(token).GET('/api/carts/collection'));
      const offered = points.showrooms.filter((s) => s.available);
      expect(offered.length).toBeGreaterThan(0);

      await page.goto(webUrl(`${prefix}/checkouts`));
      const collect = page.getByRole('radio', { name: words.collect });
      await collect.waitFor(WAIT);
      await collect.check();
      // No address is asked; the first showroom holding the boxes is chosen, and collection is free.
      await expect.poll(() => page.locator('input[name="street_address"]').count(), WAIT).toBe(0);
      const first = offered[0];
      if (!first) throw new Error('no showroom offered');
      await expect
        .poll(() => page.locator(`input[name="collect_at"][value="${first.slug}"]`).isChecked(), WAIT)
        .toBe(true);
      for (const point of points.showrooms.filter((s) => !s.available)) {
        expect(await page.locator(`input[name="collect_at"][value="${point.slug}"]`).isDisabled()).toBe(true);
      }
      const summary = page.getByTestId('delivery-charge');
      await expect.poll(() => summary.textContent(), WAIT).toContain(words.free);
      expect(await summary.textContent()).toContain(words.showroom(first.title, first.title_ne));
      expect(await page.getByText(words.pay).count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `collect-checkout${prefix.replace('/', '-')}-${size.width}`);

      await page.locator('form[aria-labelledby="billing-heading"] button[type="submit"]').click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
        .toMatch(/\/my-orders\/[\w-]+$/);
      const { orders } = await unwrap(customerApi(token).GET('/api/customer/orders'));
      const placed = orders[0];
      expect(placed).toMatchObject({ fulfilment: 'collect', delivery_charge: 0 });

      // Staff mark it ready in the back office: the order gets its code.
      const { orders: found } = (await admin(
        `/api/admin/orders?q=${encodeURIComponent(placed?.order_name ?? '')}`,
      )) as {
        orders: { id: number }[];
      };
      const id = found[0]?.id;
      await admin(`/api/admin/orders/${id}/status`, { from: 'pending', status: 'dispatched' });
      const { order } = await unwrap(
        customerApi(token).GET('/api/customer/orders/{slug}', {
          params: { path: { slug: placed?.slug ?? '' } },
        }),
      );
      expect(order.collection_code).toMatch(/^[A-Z0-9]{6}$/);

      await page.reload();
      const code = page.getByTestId('collection-code');
      await code.waitFor(WAIT);
      expect(await code.textContent()).toBe(order.collection_code);
      expect(await page.locator('#collection-heading').textContent()).toContain(words.ready);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `collect-order${prefix.replace('/', '-')}-${size.width}`);
      await page.close();
    },
  );
});

describe('a cart no showroom can take', () => {
  it.each([
    ['/ne', { width: 360, height: 780 }],
    ['', { width: 1366, height: 900 }],
  ] as const)(
    'says collection is not possible in the summary, with no delivery line (%s %o)',
    async (prefix, size) => {
      const words = WORDS[prefix];
      const page = await openPage(browser, size);
      const { token } = await newShopper('collect-none', page);
      await unwrap(
        customerApi(token).POST('/api/carts/{slug}/added', {
          params: { path: { slug: tooMany?.slug ?? '' } },
          body: { quantity: tooMany?.quantity ?? 1 },
        }),
      );
      const points = await unwrap(customerApi(token).GET('/api/carts/collection'));
      expect(points.showrooms.some((s) => s.available)).toBe(false);

      // The address first: the summary prices its delivery (inside the Ring Road).
      await page.goto(webUrl(`${prefix}/checkouts`));
      const province = page.locator('select[name="state"]');
      await province.waitFor(WAIT);
      await province.selectOption('Bagmati Province');
      await page.locator('select[name="district"]').selectOption('Kathmandu');
      await page.locator('input[name="city"]').fill('Kathmandu Metropolitan City');
      const summary = page.getByTestId('delivery-charge');
      await expect.poll(() => summary.textContent(), WAIT).toContain(words.delivery);
      await page.getByTestId('delivery-dates').waitFor(WAIT);

      // Then collection: no showroom has the boxes, and the summary says so instead of the delivery.
      await page.getByRole('radio', { name: words.collect }).check();
      await expect.poll(() => summary.locator('dd').textContent(), WAIT).toBe(words.notPossible);
      expect(await summary.locator('dt').textContent()).toBe(words.collect);
      expect(await page.getByTestId('delivery-dates').count()).toBe(0);
      // No free delivery among the promotions: a collection has no delivery.
      for (const line of await page.getByTestId('promotion-line').all())
        expect(await line.textContent()).not.toContain(words.delivery);
      const total = await page
        .locator('section[aria-labelledby="order-summary-heading"] dl > div:last-child dd')
        .textContent();
      expect(total?.replace(/\D/g, '')).toBe(String(points.totals.total_amount));
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `collect-none${prefix.replace('/', '-')}-${size.width}`);
      await page.close();
    },
  );
});
