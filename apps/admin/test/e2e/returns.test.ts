// Returns in Chromium against the real stack (docs/returns.md "Staff steps"): the demo customer asks to
// return a line of their order delivered two days ago; the owner finds it on the Returns screen, approves it,
// receives the goods at the warehouse and refunds it by hand with a receipt's reference, and the credit note's
// number shows; the photo the customer sent shows as a thumbnail fetched with the staff session and
// enlarges on a click; the Refunds owed screen and the return rules open; axe and no sideways scroll at a
// phone's width and a desktop's. A paid order the owner cancels is owed its refund (docs/returns.md "Refunds
// owed"): the demo customer pays an order through the simulated eSewa, the owner cancels it, finds it in the
// Refunds owed queue with its deadline seven days on, and marks it refunded by bank transfer, which takes it
// off the queue.
import { crc32, deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectRegionFits,
  logIn,
  openPage,
  PHONE,
  screenshot,
  sharedBrowser,
} from './browser.js';
import { apiCall, asOwner, placePendingOrder } from './forms.js';

const DEMO_CUSTOMER = { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' };
const WAIT = { timeout: 20_000 } as const;

let browser: Browser;
let number: string;
/** A counter staff member (role `staff`): receives returned goods, and nothing else of a return. */
const COUNTER = {
  email: `counter-${Date.now().toString(36)}@sajilo.com.np`,
  password: 'counter-staff-password-1',
};

/** A 160×120 PNG in two colours, as a phone's photo of a chipped basin would be sent. */
function photo(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const [width, height] = [160, 120];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rows.set(x > y ? [230, 230, 225] : [180, 60, 50], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo customer asks, over the API, to return one of the line that is not a tile. */
async function askReturn(): Promise<string> {
  const api = inject('apiUrl');
  const login = await fetch(`${api}/api/customer/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const { orders } = (await (await fetch(`${api}/api/customer/orders`, { headers: auth })).json()) as {
    orders: { slug: string; status: number }[];
  };
  for (const order of orders.filter((o) => o.status === 3)) {
    const detail = (await (
      await fetch(`${api}/api/customer/orders/${order.slug}`, { headers: auth })
    ).json()) as {
      return_until: string | null;
      items: { id: number; tile?: unknown }[];
    };
    const line = detail.items.find((item) => !item.tile);
    if (!detail.return_until || !line) continue;
    const form = new FormData();
    form.set('kind', 'refund');
    form.set('reason', 'damaged');
    form.set('details', 'The basin arrived chipped.');
    form.set('lines', JSON.stringify([{ item: line.id, quantity: 1 }]));
    form.set('photo_1', new Blob([new Uint8Array(photo())], { type: 'image/png' }), 'chipped.png');
    const res = await fetch(`${api}/api/customer/orders/${order.slug}/returns`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { return: { number: string } }).return.number;
  }
  throw new Error('the demo customer has no order inside the return window');
}

beforeAll(async () => {
  browser = await sharedBrowser();
  number = await askReturn();
  await asOwner('/api/admin/staff', { name: 'Counter Staff', role: 'staff', ...COUNTER });
});
afterAll(async () => {
  await closeContexts(browser);
});

it('the owner approves a return, counter staff receive it into stock, the owner refunds it by hand', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Returns' }).click();
  await page.getByRole('heading', { level: 1, name: 'Returns' }).waitFor(WAIT);
  await page.getByRole('link', { name: number }).click();
  await page.getByRole('heading', { level: 1, name: `Return ${number}: Requested` }).waitFor(WAIT);
  // The customer's photo: a private file, shown through the staff session, enlarged on a click.
  const thumb = page.getByRole('button', { name: 'Enlarge photo 1' }).locator('img');
  await thumb.waitFor(WAIT);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await expectNoAxeViolations(page, 'a requested return');
  await screenshot(page, 'return-requested-desktop');
  await page.getByRole('button', { name: 'Enlarge photo 1' }).click();
  const enlarged = page.getByRole('dialog', { name: 'Photo 1 of 1' });
  await enlarged.getByRole('img').waitFor(WAIT);
  await screenshot(page, 'return-photo-enlarged-desktop');
  await page.keyboard.press('Escape');
  await enlarged.waitFor({ state: 'hidden', ...WAIT });
  await page.getByRole('button', { name: 'Approve the return' }).click();
  await page.getByRole('heading', { level: 1, name: `Return ${number}: Approved` }).waitFor(WAIT);
  // Approved and not refunded: owed. On a phone the refunds owed are cards, read without scrolling sideways.
  const owed = await openPage(browser, { width: 360, height: 800 });
  await logIn(owed, DEV_OWNER.email, DEV_OWNER.password);
  await owed.goto(adminUrl('/refunds'));
  await owed.getByRole('row').filter({ hasText: 'Return' }).first().waitFor(WAIT);
  await expectRegionFits(owed, 'Refunds owed');
  await screenshot(owed, 'refunds-owed-360');
  await owed.close();
  // Counter staff (permission `returns.receive`, docs/returns.md "Staff steps") open it from their menu on a
  // phone: the customer's photo to compare the goods with, Receive and nothing else.
  const counter = await openPage(browser, { width: 360, height: 800 });
  // The stock locations answer late, as on a busy server: receiving must wait for them, not do nothing.
  await counter.route('**/api/admin/stock/locations', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await logIn(counter, COUNTER.email, COUNTER.password);
  await counter.goto(adminUrl('/returns'));
  await counter.getByRole('heading', { level: 1, name: 'Returns' }).waitFor(WAIT);
  await counter.getByRole('link', { name: number }).click();
  await counter.getByRole('heading', { level: 1, name: `Return ${number}: Approved` }).waitFor(WAIT);
  await counter.getByRole('button', { name: 'Enlarge photo 1' }).locator('img').waitFor(WAIT);
  const receive = counter.getByRole('button', { name: 'Receive into stock' });
  await receive.waitFor(WAIT);
  for (const owners of ['Approve the return', /^Decline/, 'Set the pick-up day', /^Refund/])
    expect(await counter.getByRole('button', { name: owners }).count(), String(owners)).toBe(0);
  await expectNoAxeViolations(counter, 'an approved return, as counter staff');
  await screenshot(counter, 'return-approved-staff-360');
  await receive.click();
  await counter.getByRole('heading', { level: 1, name: `Return ${number}: Received` }).waitFor(WAIT);
  expect(await counter.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
  await screenshot(counter, 'return-received-staff-360');
  await counter.close();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: `Return ${number}: Received` }).waitFor(WAIT);
  await page.getByLabel('Refund', { exact: true }).selectOption('cash');
  await page.getByLabel('Reference').fill('Receipt 0042');
  await page.getByRole('button', { name: /^Refund Rs/ }).click();
  await page.getByRole('heading', { level: 1, name: `Return ${number}: Refunded` }).waitFor(WAIT);
  await page.getByText(/^Credit note CN-\d{4}\/\d{2}-\d{6}/).waitFor(WAIT);
  await screenshot(page, 'return-refunded-desktop');

  const phone = await openPage(browser, PHONE);
  await logIn(phone, DEV_OWNER.email, DEV_OWNER.password);
  await phone.goto(page.url());
  await phone.getByRole('heading', { level: 1, name: `Return ${number}: Refunded` }).waitFor(WAIT);
  await phone.getByRole('button', { name: 'Enlarge photo 1' }).locator('img').waitFor(WAIT);
  await expectNoSidewaysScroll(phone, 'a refunded return');
  await screenshot(phone, 'return-refunded-phone');
  // Two minutes: the walk goes through every step and loads the photo on two screens.
}, 120_000);

/** A new order of the demo customer, paid through the simulated eSewa over the API, as a shopper pays it. */
async function paidOrder(): Promise<string> {
  const { token, placed } = await placePendingOrder(undefined, undefined, 'esewa');
  // The shopper pays at the simulated eSewa, which sends them back with the signed answer the shop checks.
  const { action, fields } = placed.payment as { action: string; fields: Record<string, string> };
  expect((await fetch(action, { method: 'POST', body: new URLSearchParams(fields) })).status).toBe(200);
  const paid = await fetch(`${new URL(action).origin}/esewa/pay?uuid=${fields.transaction_uuid}`, {
    redirect: 'manual',
  });
  const data = new URL(paid.headers.get('location') ?? '').searchParams.get('data');
  const { order } = (await apiCall('/api/payments/esewa/confirm', {
    method: 'POST',
    token,
    json: { data },
  })) as {
    order: { payment_status: string; order_name: string };
  };
  expect(order.payment_status).toBe('paid');
  return order.order_name;
}

it('a paid order the owner cancels is owed its refund, with its deadline, until it is marked refunded', async () => {
  const paid = await paidOrder();
  const page = await openPage(browser, { width: 360, height: 800 });
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl(`/orders/${Number(paid.replace(/^SJ-/, ''))}`));
  await page.getByRole('heading', { level: 1, name: `Order ${paid}: Pending` }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  const form = page.getByRole('form', { name: 'Cancel the order: the reason' });
  await form.getByLabel(/Why is the order cancelled/).fill('Out of stock at the warehouse.');
  await form.getByRole('button', { name: 'Cancel the order' }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${paid}: Cancelled` }).waitFor(WAIT);
  const cancelledAt = Date.now();

  // Owed from the cancellation, due seven days later (the E-Commerce Directive's), shown in Nepal's time.
  await page.goto(adminUrl('/refunds'));
  const row = page.getByRole('row').filter({ hasText: paid });
  await row.getByText('Paid order cancelled').waitFor(WAIT);
  const dueDay = (at: number) =>
    new Date(at + 7 * 86_400_000).toLocaleString('en-GB', {
      dateStyle: 'medium',
      timeZone: 'Asia/Kathmandu',
    });
  const deadline = (await row.locator('[data-label="Deadline"]').textContent()) ?? '';
  expect([dueDay(cancelledAt - 60_000), dueDay(cancelledAt)].some((day) => deadline.startsWith(day))).toBe(
    true,
  );
  expect(deadline).not.toContain('Overdue');
  await expectRegionFits(page, 'Refunds owed');
  await screenshot(page, 'refunds-owed-cancelled-order-360');

  const refund = row.getByRole('form', { name: `Refund the Paid order cancelled of ${paid}` });
  await refund.getByLabel('How').selectOption('bank');
  await refund.getByLabel('Reference').fill('NIC Asia transfer 7781');
  await refund.getByRole('button', { name: 'Mark refunded' }).click();
  await row.waitFor({ state: 'detached', ...WAIT });
}, 120_000);

it('lists the refunds owed and opens the return rules', async () => {
  const page = await openPage(browser, PHONE);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/refunds'));
  await page.getByRole('heading', { level: 1, name: 'Refunds owed' }).waitFor(WAIT);
  await page.getByText(/\d+ owed, \d+ overdue\./).waitFor(WAIT);
  await expectNoAxeViolations(page, 'the refunds owed');
  await expectNoSidewaysScroll(page, 'the refunds owed');
  await screenshot(page, 'refunds-owed-phone');
  await page.goto(adminUrl('/returns/rules'));
  await page.getByRole('heading', { level: 1, name: 'Return rules' }).waitFor(WAIT);
  await expectNoSidewaysScroll(page, 'the return rules');
  await screenshot(page, 'return-rules-phone');
});
