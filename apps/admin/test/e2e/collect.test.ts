// Collection at a showroom in the back office (docs/delivery.md "Collection at a showroom"), in Chromium on
// the real stack: the demo customer orders to collect at a showroom; the orders list filters and shows it;
// on the order staff see "Collect at <showroom>", mark it ready, are refused a wrong code, and hand it over
// with the code the customer was sent. At 1280 and 360 px, axe on each screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  logIn,
  openPage,
  screenshot,
  sharedBrowser,
} from './browser.js';
import { E2E_KEY } from './stack.js';

const DEMO_CUSTOMER = { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

type Json = Record<string, unknown>;
async function call(path: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Api-Key': E2E_KEY,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

let browser: Browser;
let customer: string;
let order: { slug: string; number: string; showroom: string };

beforeAll(async () => {
  browser = await sharedBrowser();
  ({ token: customer } = (await call('/api/customer/login', { method: 'POST', json: DEMO_CUSTOMER })) as {
    token: string;
  });
  // A tile with boxes at a showroom shoppers collect at, in the demo customer's cart alone.
  const { products } = (await call('/api/categories/tiles')) as { products: { slug: string }[] };
  let slug: string | undefined;
  for (const product of products) {
    const { availability } = (await call(`/api/products/${product.slug}/availability`)) as {
      availability: { places: { collect: boolean; quantity: number }[] } | null;
    };
    if (availability?.places.some((p) => p.collect && p.quantity >= 2)) {
      slug = product.slug;
      break;
    }
  }
  if (!slug) throw new Error('no seeded tile at a showroom');
  const cart = (await call('/api/carts', { token: customer })) as { products: { id: number }[] };
  for (const line of cart.products)
    await call(`/api/carts/${line.id}`, { method: 'DELETE', token: customer });
  await call(`/api/carts/${slug}/added`, { method: 'POST', token: customer, json: { quantity: 1 } });
  const { showrooms } = (await call('/api/carts/collection', { token: customer })) as {
    showrooms: { slug: string; title: string; available: boolean }[];
  };
  const at = showrooms.find((s) => s.available);
  if (!at) throw new Error('no showroom offered');
  const placed = (await call('/api/checkouts', {
    method: 'POST',
    token: customer,
    json: {
      name: 'Demo Customer',
      email: DEMO_CUSTOMER.email,
      phone_number: '9841000000',
      fulfilment: 'collect',
      collect_at: at.slug,
    },
  })) as { slug: string };
  const { order: view } = (await call(`/api/customer/orders/${placed.slug}`, { token: customer })) as {
    order: { order_name: string };
  };
  order = { slug: placed.slug, number: view.order_name, showroom: at.title };
});
afterAll(async () => {
  await closeContexts(browser);
});

/** The code the customer was sent, as their My Order shows it. */
async function customersCode(): Promise<string> {
  const { order: view } = (await call(`/api/customer/orders/${order.slug}`, { token: customer })) as {
    order: { collection_code: string | null };
  };
  return view.collection_code ?? '';
}

async function openOrder(page: Page): Promise<void> {
  await page.goto(adminUrl('/orders?fulfilment=collect'));
  const rows = page.getByRole('region', { name: 'Orders' }).locator('tbody tr');
  const row = rows.filter({ hasText: order.number });
  await row.waitFor();
  expect(await row.textContent()).toContain(`Collect: ${order.showroom}`);
  await poll(async () => (await rows.allTextContents()).every((t) => t.includes('Collect:'))).toBe(true);
  await row.getByRole('link').click();
}

it('marks a collection ready, refuses a wrong code, and hands it over with the customer’s code', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await openOrder(page);
  await page.getByRole('heading', { level: 1, name: `Order ${order.number}: Pending` }).waitFor();
  expect(await page.getByTestId('fulfilment').textContent()).toBe(`Collect at ${order.showroom}`);
  await expectNoAxeViolations(page, 'a collection order');
  await screenshot(page, 'collect-order-desktop');

  await page.getByRole('button', { name: 'Mark ready to collect' }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${order.number}: Ready to collect` }).waitFor();
  const code = await customersCode();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  const field = page.getByLabel("The customer's collection code");
  const wrong = code.startsWith('A') ? 'CCCCCC' : 'AAAAAA';
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Hand over' }).click();
  await page.getByText('This is not the code of this order.', { exact: false }).waitFor();
  await expectNoAxeViolations(page, 'a refused code');
  await screenshot(page, 'collect-refused-desktop');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Ready to collect');

  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Hand over' }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${order.number}: Collected` }).waitFor();
  await page.getByText('Collected is final.').waitFor();
  await screenshot(page, 'collect-collected-desktop');
  await page.close();
});

it('reads on a phone', async () => {
  const page = await openPage(browser, { width: 360, height: 780 });
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await openOrder(page);
  await page.getByRole('heading', { level: 1, name: `Order ${order.number}: Collected` }).waitFor();
  await screenshot(page, 'collect-order-360');
  await page.close();
});
