// The Delivery screen in Chromium against the real stack (docs/back-office.md "Delivery"): the owner raises
// a zone's rate and the storefront's quote charges it at once; a place of another zone, chosen in the
// province → district → municipality picker, is refused beside the places; the change is in the audit log.
// The owner adds a zone for one city picked the same way, the quote charges it, and removes it again. No
// sideways scroll and no axe violation at 390 and 1280 px.
import type { Browser, Locator } from 'playwright-core';
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

async function quote(
  district: string,
  municipality?: string,
): Promise<{ delivery_charge?: number; zone: { name: string } | null }> {
  const res = await fetch(`${inject('apiUrl')}/api/delivery/quote`, {
    method: 'POST',
    headers: { 'X-Api-Key': E2E_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ district, ...(municipality ? { municipality } : {}), lines: [] }),
  });
  expect(res.status).toBe(200);
  return res.json() as never;
}

/** Chooses a place in a zone form's picker and adds it to the zone's places. */
async function pickPlace(form: Locator, province: string, district: string, municipality?: string) {
  await form.getByLabel('Province', { exact: true }).selectOption(province);
  await form.getByLabel('District', { exact: true }).selectOption(district);
  if (municipality) await form.getByLabel('Municipality', { exact: true }).selectOption(municipality);
  await form.getByRole('button', { name: 'Add the place' }).click();
}

it('edits a zone’s rate, and the storefront charges it at once; a place of another zone is refused', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Delivery' }).click();
  await page.getByRole('heading', { level: 1, name: 'Delivery' }).waitFor();
  const remote = page.getByRole('form', { name: 'Edit Remote hill districts' });
  await remote.waitFor();
  const places = remote.getByRole('list', { name: 'Places of Remote hill districts' });
  expect(await places.textContent()).toContain('Jumla');
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
  await pickPlace(remote, 'Bagmati Province', 'Bhaktapur');
  expect(await places.textContent()).toContain('Bhaktapur');
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

it('adds a zone for one city, the quote charges it, and removes it again', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/delivery'));
  await page.getByRole('button', { name: 'Add a zone' }).click();
  const form = page.getByRole('form', { name: 'Add a zone' });
  await form.getByLabel('Name', { exact: true }).fill('Pokhara city');
  await form.getByLabel('Name in Nepali').fill('पोखरा सहर');
  await form.getByLabel(/^Charge for the first weight/).fill('350');
  await form.getByLabel(/^Each further step/).fill('90');
  await form.getByLabel(/^Free from/).fill('40000');
  await pickPlace(form, 'Gandaki Province', 'Kaski', 'Pokhara Metropolitan City');
  expect(await form.getByRole('list', { name: 'Places of the new zone' }).textContent()).toContain(
    'Kaski / Pokhara Metropolitan City',
  );
  await expectNoAxeViolations(page, 'adding a zone');
  await screenshot(page, 'delivery-add-zone-desktop');
  await form.getByRole('button', { name: 'Add the zone' }).click();
  await page.getByText('Pokhara city is added.').waitFor();
  const added = page.getByRole('form', { name: 'Edit Pokhara city' });
  await added.waitFor();
  // The city's own zone wins over its district's (docs/delivery.md "Zones and rates").
  expect((await quote('Kaski', 'Pokhara Metropolitan City')).zone?.name).toBe('Pokhara city');
  expect((await quote('Kaski', 'Pokhara Metropolitan City')).delivery_charge).toBe(350);
  expect((await quote('Kaski')).zone?.name).toBe('Outside the valley');

  page.once('dialog', (dialog) => dialog.accept());
  await added.getByRole('button', { name: 'Remove Pokhara city' }).click();
  await page.getByText(/^Pokhara city is removed/).waitFor();
  await added.waitFor({ state: 'detached' });
  expect((await quote('Kaski', 'Pokhara Metropolitan City')).zone?.name).toBe('Outside the valley');
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
