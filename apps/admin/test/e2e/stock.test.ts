// Stock by lot and location in Chromium against the real stack (docs/back-office.md "Stock"): a staff member
// receives boxes into a new lot and sees it on the product's stock screen, a refused transfer keeps what was
// typed and says why beside the field, the product editor links a lotted product's stock instead of a number,
// the dashboard shows low stock per place, and an order's pick list names lot and place and prints without its
// buttons; axe and no sideways scroll on each screen at 360 and 1366 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DEV_OWNER,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  logIn,
  openPage,
  screenshot,
  sharedBrowser,
} from './browser.js';
import { placePendingOrder } from './forms.js';

const PHONE_360 = { width: 360, height: 800 } as const;
const DESKTOP_1366 = { width: 1366, height: 900 } as const;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** What a box of a product holds and covers, as the back office's API answers it. */
async function packagingOf(id: string): Promise<{ pieces_per_box: number; m2_per_box: number }> {
  const api = inject('apiUrl');
  const login = await fetch(`${api}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEV_OWNER.email, password: DEV_OWNER.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${api}/api/admin/products/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { product } = (await res.json()) as {
    product: { packaging: { pieces_per_box: number; m2_per_box: number } | null };
  };
  if (!product.packaging) throw new Error(`product ${id} is not sold by area`);
  return product.packaging;
}

/** The first vitrified tile of the overview (a tile sold by area), opened: its stock screen's address. */
async function firstProductStock(page: Page): Promise<string> {
  await page.goto(adminUrl('/stock?q=Vitrified'));
  await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
  await page.getByRole('region', { name: 'Stock' }).locator('tbody tr a').first().click();
  await page.getByRole('heading', { level: 1, name: /^Stock: / }).waitFor();
  return new URL(page.url()).pathname;
}

it('receives boxes into a new lot and shows them on the product’s stock screen, with the movement', async () => {
  const page = await openPage(browser, DESKTOP_1366);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Stock' }).click();
  await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
  await expectNoAxeViolations(page, 'the stock overview');
  await screenshot(page, 'stock-overview-1366');

  const path = await firstProductStock(page);
  const receive = page.getByRole('form', { name: 'Receive' });
  await receive.getByLabel('Into lot', { exact: true }).selectOption('new');
  await receive.getByLabel(/^Batch code/).fill('E2E-LOT-7');
  await receive.getByLabel('Shade', { exact: true }).fill('S9');
  await receive.getByLabel('Caliber', { exact: true }).fill('C1');
  await receive.getByLabel('At', { exact: true }).selectOption({ index: 1 });
  const place =
    (await receive.getByLabel('At', { exact: true }).locator('option:checked').textContent()) ?? '';
  await receive.getByLabel(/^How many/).fill('12');
  await receive.getByLabel('Note', { exact: true }).fill('Container 31');
  await receive.getByRole('button', { name: 'Receive' }).click();
  await receive
    .getByRole('status')
    .filter({ hasText: `12 received into lot E2E-LOT-7 at ${place}.` })
    .waitFor();

  // The lot heads its rows; each place's figures say the tile's pieces and m² under the boxes.
  const lots = page.getByRole('table', { name: 'Each lot at each place' });
  const group = lots.locator('tbody').filter({ hasText: 'E2E-LOT-7' });
  await poll(() => group.count()).toBe(1);
  await expect(group.locator('th[scope="rowgroup"]').textContent()).resolves.toMatch(
    /^Lot E2E-LOT-7 shade S9 · caliber C1 · received \d{4}-\d{2}-\d{2}$/,
  );
  const box = await packagingOf(path.split('/')[2] ?? '');
  const figure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 });
  const twelve = `12${figure.format(12 * box.pieces_per_box)} pieces · ${figure.format(Math.round(12 * box.m2_per_box * 1e6) / 1e6)} m²`;
  const cells = await group.locator('tr').nth(1).locator('td').allTextContents();
  expect(cells).toEqual([place, twelve, '0', twelve]);
  // The product's totals in pieces and m² too.
  await expect(page.getByTestId('stock-units').textContent()).resolves.toMatch(
    /^In pieces and m²: [\d,]+ pieces · [\d.,]+ m² on hand, [\d,]+ pieces? · [\d.,]+ m² for open orders, [\d,]+ pieces · [\d.,]+ m² available\.$/,
  );
  // The figures were cleared for the next receipt; the new lot is chosen for it.
  await expect(receive.getByLabel(/^How many/).inputValue()).resolves.toBe('');
  const movements = page.getByRole('region', { name: 'Stock movements' }).locator('tbody tr').first();
  await poll(async () => (await movements.textContent()) ?? '').toContain('E2E-LOT-7');
  await expect(movements.textContent()).resolves.toMatch(/\+12Received.*owner@sajilo\.com\.np/);
  await expectNoAxeViolations(page, 'a product’s stock');
  await screenshot(page, 'product-stock-1366');

  // A transfer of more than there is: refused, its words beside the field, what was typed kept.
  const transfer = page.getByRole('form', { name: 'Transfer' });
  await transfer
    .getByLabel('Lot', { exact: true })
    .selectOption({ label: 'E2E-LOT-7, shade S9, caliber C1' });
  await transfer.getByLabel('From', { exact: true }).selectOption({ label: place });
  await transfer.getByLabel('To', { exact: true }).selectOption({ index: 0 });
  await transfer.getByLabel(/^How many/).fill('13');
  await transfer.getByLabel('Note', { exact: true }).fill('Too many');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await transfer.getByText(`Only 12 available of lot E2E-LOT-7 at ${place}.`).waitFor();
  await expect(transfer.getByLabel(/^How many/).inputValue()).resolves.toBe('13');
  await expect(transfer.getByLabel('Note', { exact: true }).inputValue()).resolves.toBe('Too many');
  await expect(transfer.getByLabel(/^How many/).getAttribute('aria-invalid')).resolves.toBe('true');

  // The same screen on a phone.
  const phone = await openPage(browser, PHONE_360);
  await logIn(phone, DEV_OWNER.email, DEV_OWNER.password);
  await phone.goto(adminUrl(path));
  await phone.getByRole('heading', { level: 1, name: /^Stock: / }).waitFor();
  await expectNoSidewaysScroll(phone, 'a product’s stock at 360 px');
  // On a phone the lots and the movements are cards: every figure in view, no table scrolled sideways.
  for (const table of ['Each lot at each place', 'Stock movements']) {
    const region = phone.getByRole('table', { name: table }).or(phone.getByRole('region', { name: table }));
    await expect(
      region.first().evaluate((el) => {
        const t = el.tagName === 'TABLE' ? el : el.querySelector('table');
        const box = t?.getBoundingClientRect();
        return box !== undefined && box.left >= 0 && box.right <= window.innerWidth;
      }),
    ).resolves.toBe(true);
  }
  const onHand = phone
    .getByRole('table', { name: 'Each lot at each place' })
    .locator('td[data-label="On hand"]')
    .first();
  await expect(
    onHand.evaluate((cell) => getComputedStyle(cell, '::before').content.includes('On hand')),
  ).resolves.toBe(true);
  await expect(
    phone
      .getByRole('region', { name: 'Stock movements' })
      .locator('td[data-label="Change"]')
      .first()
      .isVisible(),
  ).resolves.toBe(true);
  // The lot pickers name a lot in full at 1366 px: no option is wider than the room its select gives it.
  const cut = await page.locator('form select').evaluateAll((selects) =>
    selects.flatMap((el) => {
      const select = el as HTMLSelectElement;
      const context = document.createElement('canvas').getContext('2d');
      const style = getComputedStyle(select);
      if (!context) return ['no canvas'];
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return [...select.options]
        .filter((option) => context.measureText(option.text).width > room)
        .map((option) => option.text);
    }),
  );
  expect(cut).toEqual([]);
  await screenshot(phone, 'product-stock-360');
  await phone.goto(adminUrl('/stock'));
  await phone.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
  await screenshot(phone, 'stock-overview-360');

  // The product editor: a lotted product's stock is a summary and a link, not a number the server refuses.
  const id = path.split('/')[2];
  await page.goto(adminUrl(`/products/${id}`));
  const link = page.getByRole('link', { name: 'receive, move or count its stock' });
  await link.waitFor();
  await expect(page.getByRole('textbox', { name: 'In stock', exact: true }).count()).resolves.toBe(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByText(/is saved\.$/)
    .first()
    .waitFor();
  await link.click();
  await page.getByRole('heading', { level: 1, name: /^Stock: / }).waitFor();
});

it('shows low stock per place on the dashboard', async () => {
  const page = await openPage(browser, DESKTOP_1366);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  const section = page.getByRole('region', { name: 'Low stock' });
  await section.getByRole('heading', { level: 3, name: /^Warehouse: / }).waitFor();
  await poll(() => section.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(1);
  await expectNoAxeViolations(page, 'the dashboard');
  await screenshot(page, 'dashboard-1366');
  const phone = await openPage(browser, PHONE_360);
  await logIn(phone, DEV_OWNER.email, DEV_OWNER.password);
  await phone.getByRole('region', { name: 'Low stock' }).getByRole('heading', { level: 3 }).first().waitFor();
  await screenshot(phone, 'dashboard-360');
});

it('prints an order’s pick list: product, code, lot, shade, caliber, place and how many, without its buttons', async () => {
  await placePendingOrder();
  const page = await openPage(browser, DESKTOP_1366);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/orders?status=pending'));
  await page.getByRole('region', { name: 'Orders' }).locator('tbody tr a').first().click();
  await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
  await page.getByRole('link', { name: 'Pick list' }).click();
  await page.getByRole('heading', { level: 1, name: /^Pick list SJ-/ }).waitFor();
  const table = page.getByRole('article', { name: 'Pick list' }).locator('table').first();
  await expect(table.locator('thead').textContent()).resolves.toBe(
    'ProductCodeLotShadeCaliberQtyPiecesm²Picked',
  );
  const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
  expect(cells).toHaveLength(9);
  expect(Number(cells[5])).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'a pick list');
  await expect(page.title()).resolves.toMatch(/^Pick list SJ-\d+ · Sajilo back office$/);
  await screenshot(page, 'pick-list-1366');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
  await screenshot(page, 'pick-list-print');
  await page.emulateMedia({ media: 'screen' });
  const phone = await openPage(browser, PHONE_360);
  await logIn(phone, DEV_OWNER.email, DEV_OWNER.password);
  await phone.goto(page.url());
  await phone.getByRole('heading', { level: 1, name: /^Pick list SJ-/ }).waitFor();
  // Each row a card on a phone: every figure, the pieces and m² too, in view without scrolling the table.
  const place = phone.getByRole('article', { name: 'Pick list' }).locator('section').first();
  await expect(place.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
  // A code's label is in the page's font like every other label; only the code is monospaced.
  const fonts = await place
    .locator('td[data-label="Code"]')
    .first()
    .evaluate((cell) => ({
      label: getComputedStyle(cell, '::before').fontFamily,
      code: getComputedStyle(cell).fontFamily,
      page: getComputedStyle(document.body).fontFamily,
    }));
  expect(fonts.label).toBe(fonts.page);
  expect(fonts.code).not.toBe(fonts.page);
  await expectNoSidewaysScroll(phone, 'a pick list at 360 px');
  await screenshot(phone, 'pick-list-360');
});
