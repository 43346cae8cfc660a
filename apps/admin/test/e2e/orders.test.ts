// Orders in Chromium against the real stack: a staff member finds the demo customer's pending order, moves it
// through its workflow, and the customer's My Orders on the storefront shows each new status; a cancellation
// needs its reason; the printable invoice and the CSV export; axe on every screen.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  expectRegionFits,
  logIn,
  openPage,
  PHONE,
  PHONE_WIDTHS,
  screenshot,
  sharedBrowser,
} from './browser.js';
import { asOwner, placePendingOrder } from './forms.js';

const DEMO_CUSTOMER = { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** The storefront as the demo customer: a session put where the shop keeps it, before its scripts run. */
async function customerPage(): Promise<Page> {
  const res = await fetch(`${inject('apiUrl')}/api/customer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  const { token, token_validity } = (await res.json()) as { token: string; token_validity: number };
  const page = await openPage(browser, DESKTOP);
  await page.addInitScript(
    ({ token, expires }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('tokenExpiration', String(expires));
    },
    { token, expires: Date.now() + token_validity * 1000 },
  );
  return page;
}

/** Logs in as the owner and opens the demo customer's newest pending order; answers its number. */
async function openNewestPendingOrder(page: Page): Promise<string> {
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl(`/orders?status=pending&q=${encodeURIComponent(DEMO_CUSTOMER.email)}`));
  const rows = page.getByRole('region', { name: 'Orders' }).locator('tbody tr');
  await poll(() => rows.count()).toBeGreaterThan(0);
  const link = rows.first().getByRole('link');
  const number = (await link.textContent()) ?? '';
  await link.click();
  await page.getByRole('heading', { level: 1, name: `Order ${number}: Pending` }).waitFor();
  return number;
}

/** What the customer's My Orders says of an order. */
async function customerSees(page: Page, number: string): Promise<string> {
  await page.goto(`${inject('shopUrl')}/my-orders`);
  const row = page.locator('tbody tr').filter({ hasText: number });
  await row.waitFor();
  return (await row.textContent()) ?? '';
}

it('moves the demo customer’s pending order to delivered; the customer’s My Orders follows each step', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  await page.getByLabel('Status').selectOption('pending');
  await page.getByLabel('Customer or number').fill(DEMO_CUSTOMER.email);
  await page.getByRole('button', { name: 'Show orders' }).click();
  await page.waitForURL(/status=pending/);
  const rows = page.getByRole('region', { name: 'Orders' }).locator('tbody tr');
  await poll(() => rows.count()).toBeGreaterThan(0);
  await poll(async () => (await rows.allTextContents()).every((t) => t.includes('Pending'))).toBe(true);
  await expectNoAxeViolations(page, 'the orders list');
  await screenshot(page, 'orders-desktop');

  const link = rows.first().getByRole('link');
  const number = (await link.textContent()) ?? '';
  await link.click();
  await page.getByRole('heading', { level: 1, name: `Order ${number}: Pending` }).waitFor();
  await expectNoAxeViolations(page, 'an order');
  await screenshot(page, 'order-desktop');
  // A tile line says its boxes, pieces and m² as sold (docs/tiles.md "Orders and the invoice").
  expect(await page.getByTestId('tile-figures').first().textContent()).toMatch(
    /^\d+ box(es)? · \d+ pieces? · [\d.]+ m²/,
  );

  const shop = await customerPage();
  expect(await customerSees(shop, number)).toContain('Pending');
  for (const [action, label, customer] of [
    ['Confirm', 'Confirmed', 'Processing'],
    ['Mark dispatched', 'Dispatched', 'Shipping'],
    ['Mark delivered', 'Delivered', 'Delivered'],
  ] as const) {
    await page.getByRole('button', { name: action }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}: ${label}` }).waitFor();
    expect(await customerSees(shop, number)).toContain(customer);
  }
  await page.getByText('Delivered is final.').waitFor();
  await page
    .getByRole('listitem')
    .filter({ hasText: `Dispatched → Delivered by ${DEV_OWNER.email}` })
    .waitFor();

  // The printable invoice.
  await page.getByRole('link', { name: 'Printable invoice' }).click();
  const invoice = page.getByRole('article', { name: 'Invoice' });
  await invoice.waitFor();
  expect(await invoice.textContent()).toContain(`Invoice ${number}`);
  await expectNoAxeViolations(page, 'the invoice');
  await screenshot(page, 'invoice-desktop');
});

it('an order and its printable invoice show the promotion, the delivery and the VAT the shopper’s invoice shows', async () => {
  // The festival code on a Kathmandu address: the goods, the discount, the delivery charge and the total.
  await placePendingOrder('DASHAIN10');
  const page = await openPage(browser, DESKTOP);
  const number = await openNewestPendingOrder(page);
  const promotion = page.getByTestId('order-promotion');
  await promotion.waitFor();
  expect(await promotion.textContent()).toMatch(/DASHAIN10.*− Rs [\d,]+/);
  expect(await page.getByTestId('order-delivery').textContent()).toMatch(/Delivery \(Inside the Ring Road\)/);
  const amount = async (id: string) =>
    Number(((await page.getByTestId(id).locator('td').textContent()) ?? '').replace(/[^\d.]/g, ''));
  const [subtotal, saved, delivery, total] = [
    await amount('order-subtotal'),
    await amount('order-promotion'),
    await amount('order-delivery'),
    await amount('order-total'),
  ];
  // The parts add up, as the totals function computes them (docs/delivery.md "The totals function").
  expect(subtotal - saved + delivery).toBe(total);
  expect(Math.round((await amount('order-taxable')) + (await amount('order-vat')))).toBe(total);
  await expectNoAxeViolations(page, 'an order with a promotion');
  await screenshot(page, 'order-promotion-desktop');

  // The printable invoice has the same rows.
  await page.getByRole('link', { name: 'Printable invoice' }).click();
  await page.getByRole('heading', { level: 1, name: `Invoice ${number}` }).waitFor();
  expect(await page.getByTestId('order-promotion').textContent()).toContain('DASHAIN10');
  expect(await amount('order-total')).toBe(total);
  await page.close();
});

it('an order whose delivery a free-delivery code waived reads Free, and the code with what it saved', async () => {
  // Jumla is never free (docs/delivery.md "Zones and rates"): the code saves the whole charge.
  const code = `FREE${Date.now().toString(36).toUpperCase()}`;
  await asOwner('/api/admin/promotions', {
    name: 'Tihar free delivery',
    kind: 'code',
    code,
    type: 'free_delivery',
    value: 0,
    target: 'order',
    target_ids: [],
    min_subtotal: 0,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    exclusive: false,
    paused: false,
  });
  await placePendingOrder(code, {
    state: 'Karnali Province',
    district: 'Jumla',
    city: 'Chandannath Municipality',
  });
  for (const [size, name] of [
    [{ width: 360, height: 800 }, '360'],
    [DESKTOP, 'desktop'],
  ] as const) {
    const page = await openPage(browser, size);
    await openNewestPendingOrder(page);
    const promotion = page.getByTestId('order-promotion');
    await promotion.waitFor();
    expect(await promotion.textContent()).toMatch(
      new RegExp(`Tihar free delivery \\(${code}\\)Rs [\\d,]+ saved$`),
    );
    expect(await page.getByTestId('order-delivery').textContent()).toBe(
      'Delivery (Remote hill districts)Free',
    );
    // The whole address, its ward and district included, as the invoice writes it.
    expect(await page.getByTestId('order-address').textContent()).toBe(
      'Baneshwor, Ward 10, Chandannath Municipality, Jumla, Karnali Province',
    );
    const amount = async (id: string) =>
      Number(((await page.getByTestId(id).locator('td').textContent()) ?? '').replace(/[^\d.]/g, ''));
    // The saving is the charge the address would have had; the goods alone make the total.
    expect(await amount('order-promotion')).toBeGreaterThan(0);
    expect(await amount('order-subtotal')).toBe(await amount('order-total'));
    await expectNoAxeViolations(page, 'an order with a free delivery');
    await screenshot(page, `order-free-delivery-${name}`);
    await page.close();
  }
});

it('cancelling takes a reason, which the server asks for when it is missing; the customer sees Cancelled', async () => {
  const page = await openPage(browser, PHONE);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  // The demo customer's confirmed order (the seed has one in every status).
  await page.goto(adminUrl(`/orders?status=confirmed&q=${encodeURIComponent(DEMO_CUSTOMER.email)}`));
  const link = page.getByRole('region', { name: 'Orders' }).locator('tbody tr').first().getByRole('link');
  await link.waitFor();
  const number = (await link.textContent()) ?? '';
  await link.click();
  await page.getByRole('heading', { level: 1, name: `Order ${number}: Confirmed` }).waitFor();
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  const form = page.getByRole('form', { name: 'Cancel the order: the reason' });
  await form.getByRole('button', { name: 'Cancel the order' }).click();
  await form.getByText('Say why the order is cancelled: the customer is told.').waitFor();
  await expectNoAxeViolations(page, 'the cancel form');
  await screenshot(page, 'order-cancel-phone');
  await form.getByLabel(/Why is the order cancelled/).fill('The customer asked on the phone.');
  await form.getByRole('button', { name: 'Cancel the order' }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${number}: Cancelled` }).waitFor();
  await page.getByRole('listitem').filter({ hasText: '(The customer asked on the phone.)' }).waitFor();
  const shop = await customerPage();
  expect(await customerSees(shop, number)).toContain('Cancelled');
});

it('exports the orders of a range as CSV', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/orders'));
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Export from').fill(`${today.slice(0, 4)}-01-01`);
  await page.getByLabel('Export to').fill(today);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`orders-${today.slice(0, 4)}-01-01-to-${today}.csv`);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text.split('\r\n')[0]).toMatch(/^order,placed_at,status,customer,email/);
  expect(text).toContain(DEMO_CUSTOMER.email);
});

/** The buttons of a card that stick out of it, at the page's present width. */
function outside(page: Page, card: string): Promise<string[]> {
  return page.evaluate((name) => {
    const section = [...document.querySelectorAll('section')].find(
      (s) => s.querySelector('h2')?.textContent === name,
    );
    if (!section) return [`no card named ${name}`];
    const box = section.getBoundingClientRect();
    return [...section.querySelectorAll('button')]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.left < box.left || r.right > box.right;
      })
      .map(
        (b) => `${b.textContent} (${Math.round(b.getBoundingClientRect().right)} > ${Math.round(box.right)})`,
      );
  }, card);
}

it('a pending order’s next steps, and the reason form’s buttons, fit inside their card at every width', async () => {
  await placePendingOrder();
  const page = await openPage(browser, { width: PHONE_WIDTHS[0], height: 800 });
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/orders?status=pending'));
  await page.getByRole('region', { name: 'Orders' }).locator('tbody tr a').first().click();
  await page.getByRole('heading', { level: 1, name: /^Order .*: Pending$/ }).waitFor();
  await page.getByRole('button', { name: 'Reject' }).waitFor();
  const found: string[] = [];
  const measure = async (what: string) => {
    for (const width of [...PHONE_WIDTHS, DESKTOP.width]) {
      await page.setViewportSize({ width, height: 800 });
      for (const button of await outside(page, 'Next step')) found.push(`${what} at ${width} px: ${button}`);
    }
  };
  await measure('the next steps');
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('form', { name: 'Reject: the reason' }).waitFor();
  await measure('the reason form');
  expect(found, 'buttons outside their card').toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  // The lines read on the phone without scrolling their table sideways: a card a line.
  await expectRegionFits(page, 'Order lines');
  await screenshot(page, 'order-reject-360');
});
