// Grievances and the seller on the site (docs/nepal.md "Grievances", "The seller on the site") against the
// real stack and the demo seed: every page's footer names the seller's registration numbers and the
// grievance officer; a shopper on a Nepali phone registers a grievance (a refused first try keeps what they
// typed) and gets its tracking number and the deadline; staff decide it; following it by its number and
// phone shows the written decision. No sideways scroll at 360 and 1366 px; axe finds nothing.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { control, fill, POLL } from './forms-support.js';

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const PHONE = { width: 360, height: 800 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

/** Staff decide a grievance through the back office's API, as the demo owner. */
async function decide(trackingNumber: string, decision: string) {
  const api = inject('apiUrl');
  const login = (await (
    await fetch(`${api}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@sajilo.com.np', password: 'sajilo-owner-password' }),
    })
  ).json()) as { token: string };
  const headers = { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json' };
  const list = (await (await fetch(`${api}/api/admin/grievances?status=open`, { headers })).json()) as {
    grievances: { id: number; tracking_number: string }[];
  };
  const row = list.grievances.find((g) => g.tracking_number === trackingNumber);
  if (!row) throw new Error(`${trackingNumber} is not in the back office's list`);
  const res = await fetch(`${api}/api/admin/grievances/${row.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ status: 'resolved', decision }),
  });
  expect(res.status).toBe(200);
}

it('every page’s footer names the seller, its registration numbers and the grievance officer, in the server’s HTML', async () => {
  for (const [path, words] of [
    ['/', ['Sajilo Trading Pvt. Ltd.', 'Company reg. no. 214365/076/077', 'PAN/VAT no. 609876543']],
    ['/ne/products', ['कम्पनी दर्ता नं. 214365/076/077', 'गुनासो सुन्ने अधिकारी: Sunita Maharjan']],
  ] as const) {
    const html = await (await fetch(webUrl(path))).text();
    for (const word of words) expect(html, `${path}: ${word}`).toContain(word);
  }
});

it('a shopper on a Nepali phone registers a grievance, and follows it to the written decision', async () => {
  const page = await openPage(browser, PHONE);
  await page.goto(webUrl('/ne/grievances'));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL).toBe('गुनासो');
  // The officer beside the form, from the seller's facts.
  await expect.poll(() => page.locator('address').textContent(), POLL).toContain('01-4781235');

  // A first try without what happened: refused beside the field, nothing typed lost.
  await fill(page, [
    { label: 'तपाईंको नाम', value: 'सीता श्रेष्ठ' },
    { label: 'मोबाइल', value: '9841000077' },
    { label: 'विषय', value: 'डेलिभरी' },
  ]);
  await page.getByRole('button', { name: 'गुनासो दर्ता गर्नुहोस्' }).click();
  await expect.poll(() => control(page, 'के भयो').getAttribute('aria-invalid'), POLL).toBe('true');
  expect(await control(page, 'तपाईंको नाम').inputValue()).toBe('सीता श्रेष्ठ');

  await control(page, 'के भयो').fill('टायलका तीन बाकस फुटेका आए, फोन कसैले उठाएन।');
  await page.getByRole('button', { name: 'गुनासो दर्ता गर्नुहोस्' }).click();
  const panel = page.getByRole('status').filter({ hasText: 'ट्र्याकिङ नम्बर' });
  await expect.poll(() => panel.count(), POLL).toBe(1);
  const trackingNumber = (await panel.locator('dd').first().textContent())?.trim() ?? '';
  expect(trackingNumber).toMatch(/^GR-[A-Z2-9]{8}$/);
  // The deadline as a BS date on a Nepali page.
  expect(await panel.textContent()).toContain('वि.सं.');
  // Its numbers in the page's digits (Latin unless chosen, docs/nepal.md "Languages"): the days and the date alike.
  expect(await page.locator('main').textContent()).toContain('15 दिनभित्र');
  expect(await panel.textContent()).toMatch(/\d{1,2} \S+ 20\d\d वि\.सं\./);
  await noSidewaysScroll(page);
  await shot(page, 'grievance-registered-ne-360');
  expect(await axeViolations(page)).toEqual([]);

  await decide(trackingNumber, 'फुटेका तीन बाकस शुक्रबार बदली गरियो।');

  // Following it as the acknowledgement's link opens the page: the number filled in.
  // With Devanagari digits chosen, the days and the dates are both written in them.
  await page.goto(webUrl(`/ne/grievances?number=${trackingNumber}&numerals=deva`));
  await expect.poll(() => control(page, 'ट्र्याकिङ नम्बर').inputValue(), POLL).toBe(trackingNumber);
  await control(page, 'मोबाइल वा इमेल').fill('984-100-0077');
  await page.getByRole('button', { name: 'गुनासोको अवस्था हेर्नुहोस्' }).click();
  const followed = page.getByRole('status').filter({ hasText: 'हाम्रो निर्णय' });
  await expect.poll(() => followed.textContent(), POLL).toContain('फुटेका तीन बाकस शुक्रबार बदली गरियो।');
  expect(await followed.textContent()).toContain('समाधान भयो');
  expect(await page.locator('main').textContent()).toContain('१५ दिनभित्र');
  expect(await followed.textContent()).toMatch(/[०-९]{1,2} \S+ २०[०-९][०-९] वि\.सं\./);
  expect(await followed.textContent()).not.toMatch(/\d{1,2} \S+ 20\d\d वि\.सं\./);
  await shot(page, 'grievance-followed-ne-360');
  await page.close();
});

it('on a desktop, a wrong phone number finds nothing and says so; the page lays out without sideways scroll', async () => {
  const page = await openPage(browser, DESKTOP);
  await page.goto(webUrl('/grievances?number=GR-AAAAAAAA'));
  await expect.poll(() => control(page, 'Tracking number').inputValue(), POLL).toBe('GR-AAAAAAAA');
  await control(page, 'Mobile or email').fill('9800000000');
  await page.getByRole('button', { name: 'Follow Grievance' }).click();
  await expect
    .poll(() => page.getByRole('alert').allTextContents(), POLL)
    .toContainEqual(expect.stringContaining('No grievance has this number'));
  await noSidewaysScroll(page);
  await shot(page, 'grievance-en-1366');
  expect(await axeViolations(page)).toEqual([]);
  await page.close();
});
