// The Delivery screen in Chromium against the real stack (docs/back-office.md "Delivery"): the owner raises
// a zone's rate and the storefront's quote charges it at once; a place of another zone is refused beside the
// places; the change is in the audit log. No sideways scroll and no axe violation at 390 and 1280 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  logIn,
  openPage,
  PHONE,
  screenshot,
  sharedBrowser,
} from './browser.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

async function quote(district: string): Promise<{ delivery_charge?: number; zone: { name: string } | null }> {
  const res = await fetch(`${inject('apiUrl')}/api/delivery/quote`, {
    method: 'POST',
    headers: { 'X-Api-Key': E2E_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ district, lines: [] }),
  });
  expect(res.status).toBe(200);
  return res.json() as never;
}

it('edits a zone’s rate, and the storefront charges it at once; a place of another zone is refused', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Delivery' }).click();
  await page.getByRole('heading', { level: 1, name: 'Delivery' }).waitFor();
  const remote = page.getByRole('form', { name: 'Edit Remote hill districts' });
  await remote.waitFor();
  expect(await remote.getByLabel(/^Places/).inputValue()).toContain('Jumla');
  await expectNoAxeViolations(page, 'the delivery screen');
  await screenshot(page, 'delivery-desktop');

  const before = await quote('Jumla');
  expect(before.zone?.name).toBe('Remote hill districts');
  await remote.getByLabel(/^Charge for the first weight/).fill('2750');
  await remote.getByRole('button', { name: 'Save Remote hill districts' }).click();
  await page.getByText('Remote hill districts is saved.').waitFor();
  const after = await quote('Jumla');
  expect(after.delivery_charge).toBe(2750);

  // Bhaktapur is in the rest of the valley: it cannot be in two zones.
  const places = remote.getByLabel(/^Places/);
  await places.fill(`${await places.inputValue()}\nBhaktapur`);
  await remote.getByRole('button', { name: 'Save Remote hill districts' }).click();
  await expect
    .poll(() => remote.textContent())
    .toContain('Bhaktapur is in the zone "Rest of the valley": take it out there first.');
  expect((await quote('Bhaktapur')).zone?.name).toBe('Rest of the valley');

  // The change is in the audit log.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
  await expect.poll(() => page.locator('main').textContent()).toContain('adminUpdateDeliveryZone');
  await page.close();
});

it('fits a phone', async () => {
  const page = await openPage(browser, PHONE);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/delivery'));
  await page.getByRole('form', { name: 'Edit Inside the Ring Road' }).waitFor();
  await expectNoAxeViolations(page, 'the delivery screen on a phone');
  await screenshot(page, 'delivery-phone');
  await page.close();
});
