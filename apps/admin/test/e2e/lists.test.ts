// The back office's one list component in Chromium against the real stack: a sortable column's header sorts
// the list on the server (aria-sort, the address, every page in the new order), products chosen in the list
// are published, unpublished, moved to a category and exported as CSV; every list screen at 360 and 1366 px
// passes axe and does not scroll sideways (SCREENSHOTS=1 keeps the pictures in .reports/screens/).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  logIn,
  openPage,
  openScreen,
  screenshot,
  sharedBrowser,
} from './browser.js';
import { openTicket } from './forms.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** The staff token the page logged in with, for the API calls a test makes beside the screen. */
const tokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sajilo-admin-session') ?? '{}') as { token?: string }).token ?? '',
  );

async function api<T>(
  token: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return JSON.parse(text) as T;
}

/** The ids of the rows a list shows, from their links (`/products/12`), top to bottom. */
const shownIds = (page: Page, region: string) =>
  page
    .getByRole('region', { name: region })
    .locator('tbody tr td a')
    .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')?.split('/').pop())));

/** The header of a column, by its words. */
const header = (page: Page, region: string, name: string) =>
  page.getByRole('region', { name: region }).getByRole('columnheader', { name });

describe.each([
  ['360', { width: 360, height: 800 }],
  ['1366', { width: 1366, height: 900 }],
] as const)('at %s px', (width, viewport) => {
  it('a column header sorts the products on the server, either way, and says so (aria-sort)', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
    const token = await tokenOf(page);
    await page.goto(adminUrl('/products'));
    const price = header(page, 'Products', 'Price');
    await price.waitFor();
    // Newest first to begin with: no column says it is sorted.
    expect(await page.locator('th[aria-sort]').count()).toBe(0);

    await price.getByRole('button', { name: 'Price' }).click();
    await page.waitForURL(/[?&]sort=price\b/);
    await poll(() => price.getAttribute('aria-sort')).toBe('ascending');
    type Rows = { products: { id: number; price: number; sale_price: number | null }[] };
    const cheapest = await api<Rows>(token, '/api/admin/products?sort=price');
    await poll(() => shownIds(page, 'Products')).toEqual(cheapest.products.map((p) => p.id));
    const sold = cheapest.products.map((p) => p.sale_price ?? p.price);
    expect(sold).toEqual([...sold].sort((a, b) => a - b));
    await expectNoAxeViolations(page, `the products by price (${width} px)`);
    await screenshot(page, `list-products-by-price-${width}`);

    // Again: the dearest first, from the keyboard.
    await price.getByRole('button', { name: 'Price' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]sort=-price\b/);
    await poll(() => price.getAttribute('aria-sort')).toBe('descending');
    const dearest = await api<Rows>(token, '/api/admin/products?sort=-price');
    await poll(() => shownIds(page, 'Products')).toEqual(dearest.products.map((p) => p.id));

    // The next page follows the same order, and the filters keep it.
    await page
      .getByRole('navigation', { name: 'Pages of products' })
      .getByRole('button', { name: 'Next page' })
      .click();
    await page.waitForURL(/page=2/);
    const second = await api<Rows>(token, '/api/admin/products?sort=-price&page=2');
    await poll(() => shownIds(page, 'Products')).toEqual(second.products.map((p) => p.id));
    await page.getByRole('button', { name: 'Show products' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === '-price' && !url.searchParams.has('page'),
    );
    // A column the server cannot sort by is not offered as sortable.
    expect(await header(page, 'Products', 'Category').getByRole('button').count()).toBe(0);
  });

  it('the orders are newest first (aria-sort on Placed) and sort by their total', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
    const token = await tokenOf(page);
    await page.goto(adminUrl('/orders'));
    const placed = header(page, 'Orders', 'Placed');
    await poll(() => placed.getAttribute('aria-sort')).toBe('descending');
    await screenshot(page, `list-orders-${width}`);
    const total = header(page, 'Orders', 'Total');
    // A figure's first click puts the highest first.
    await total.getByRole('button', { name: 'Total' }).click();
    await page.waitForURL(/[?&]sort=-total\b/);
    await poll(() => total.getAttribute('aria-sort')).toBe('descending');
    expect(await placed.getAttribute('aria-sort')).toBeNull();
    type Rows = { orders: { id: number; total_amount: number }[] };
    const highest = await api<Rows>(token, '/api/admin/orders?sort=-total');
    await poll(() => shownIds(page, 'Orders')).toEqual(highest.orders.map((o) => o.id));
    await expectNoAxeViolations(page, `the orders by total (${width} px)`);
  });
});

it('products chosen in the list are published, unpublished, moved to a category and exported as CSV', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  const token = await tokenOf(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const codes = [`BULK-${stamp}-1`, `BULK-${stamp}-2`, `BULK-${stamp}-3`];
  for (const [i, code] of codes.entries()) {
    await api(token, '/api/admin/products', {
      method: 'POST',
      json: { title: `Bulk Test Mirror ${i + 1} ${stamp}`, product_code: code, price: 1000 + i },
    });
  }
  await page.goto(adminUrl(`/products?q=BULK-${stamp}`));
  const table = page.getByRole('region', { name: 'Products' });
  const rows = table.locator('tbody tr');
  await poll(() => rows.count()).toBe(3);
  // Newest first: the third made is the first row.
  const shown = () => rows.evaluateAll((trs) => trs.map((tr) => tr.lastElementChild?.textContent ?? ''));
  expect(await shown()).toEqual(['Hidden', 'Hidden', 'Hidden']);
  const chosen = page.getByRole('group', { name: 'The chosen products' });
  expect(await chosen.count()).toBe(0);

  // Every product of the page, published at once.
  await page.getByLabel('Choose every product of this page').check();
  await chosen.getByText('3 chosen', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the products with a selection');
  await screenshot(page, 'list-products-chosen-1366');
  // On a phone the bar's controls go under each other, inside the card.
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'list-products-chosen-360');
  await page.setViewportSize(DESKTOP);
  await chosen.getByLabel('Change', { exact: true }).selectOption('publish');
  await chosen.getByRole('button', { name: 'Apply to 3' }).click();
  await page.getByText('3 products changed.').waitFor();
  await poll(shown).toEqual(['Published', 'Published', 'Published']);
  // The choice is done with: nothing is chosen any more.
  await poll(() => chosen.count()).toBe(0);

  // One of them unpublished again.
  await page.getByLabel(`Choose Bulk Test Mirror 2 ${stamp}`).check();
  await chosen.getByText('1 chosen', { exact: true }).waitFor();
  await chosen.getByLabel('Change', { exact: true }).selectOption('unpublish');
  await chosen.getByRole('button', { name: 'Apply to 1' }).click();
  await poll(shown).toEqual(['Published', 'Hidden', 'Published']);

  // Two moved to a category.
  const category = await page
    .getByRole('region', { name: 'Filters' })
    .getByLabel('Category')
    .locator('option')
    .nth(1);
  const categoryId = Number(await category.getAttribute('value'));
  const categoryTitle = ((await category.textContent()) ?? '').replace(/^(— )+/, '');
  await page.getByLabel(`Choose Bulk Test Mirror 1 ${stamp}`).check();
  await page.getByLabel(`Choose Bulk Test Mirror 3 ${stamp}`).check();
  await chosen.getByLabel('Change', { exact: true }).selectOption('set_category');
  await chosen.getByLabel('Category').selectOption(String(categoryId));
  await chosen.getByRole('button', { name: 'Apply to 2' }).click();
  const categories = () => rows.evaluateAll((trs) => trs.map((tr) => tr.children[3]?.textContent ?? ''));
  await poll(categories).toEqual([categoryTitle, '—', categoryTitle]);

  // Two exported: the CSV holds those two, in the columns the import reads.
  await page.getByLabel(`Choose Bulk Test Mirror 1 ${stamp}`).check();
  await page.getByLabel(`Choose Bulk Test Mirror 2 ${stamp}`).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chosen.getByRole('button', { name: 'Export CSV of the 2 chosen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-chosen-\d{4}-\d\d-\d\d\.csv$/);
  const lines = readFileSync((await download.path()) ?? '', 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^product_code,title,slug,brand,category,/);
  // In id order: the first made first.
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([codes[0], codes[1]]);
});

/** Every list screen: where it is, its heading, and the region its table scrolls in. */
const LIST_SCREENS: [path: string, heading: string, region: string][] = [
  ['/products', 'Products', 'Products'],
  ['/orders', 'Orders', 'Orders'],
  ['/inbox?state=all', 'Inbox', 'Items'],
  ['/subscribers?sort=email', 'Subscribers', 'Subscribers'],
  ['/partners', 'Partner keys', 'Partner keys'],
  ['/staff', 'Staff', 'Staff accounts'],
  ['/audit', 'Audit log', 'Changes, newest first'],
  ['/content/pages', 'Content: Pages', 'Pages'],
  ['/brands-colours-sizes', 'Brands, colours and sizes', 'Every brand'],
];

describe.each([
  ['360', { width: 360, height: 800 }],
  ['1366', { width: 1366, height: 900 }],
] as const)('every list screen at %s px', (width, viewport) => {
  /**
   * One page signed in for the width's screens, each reached through the app's router (openScreen): a
   * sign-in and a load of the app for every screen cost more than the screen's own checks.
   */
  let page: Page;
  beforeAll(async () => {
    // Something in the inbox and on the newsletter's list, whatever the seed holds.
    await openTicket(`Lists ${width}`);
    const subscribed = await fetch(`${inject('apiUrl')}/api/subscribers`, {
      method: 'POST',
      headers: { 'X-Api-Key': E2E_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `lists-${width}-${Date.now()}@example.com` }),
    });
    expect(subscribed.status, await subscribed.text()).toBe(201);
    page = await openPage(browser, viewport);
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  });

  it.each(LIST_SCREENS)('%s passes axe and does not scroll sideways', async (path, heading, region) => {
    await openScreen(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('region', { name: region }).locator('tbody tr').first().waitFor();
    await expectNoAxeViolations(page, `${heading} (${width} px)`);
    await screenshot(page, `list-${path.slice(1).replace(/[/?=&]/g, '-')}-${width}`);
  });
});
