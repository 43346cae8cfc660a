// Dealers in Chromium against the real stack (docs/back-office.md "Dealers"): a customer's application, sent
// over the API, is approved by the owner on the Dealers screen with a tier, a credit limit and terms; the
// customer's dealer account then says so. Axe on the screen, no sideways scroll, at a phone's and a desktop's
// width.
import { createSajiloClient, unwrap } from '@sajilo/api';
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
  settled,
  sharedBrowser,
  sidewaysOffenders,
} from './browser.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const WAIT = { timeout: 15_000 } as const;

it.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the owner approves an application with a tier, a credit limit and terms (%s)', async (name, viewport) => {
  // The demo dealer's owner applies again as a new company would: a fresh customer is not needed, the seeded
  // demo customer applies.
  const api = createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
  const email = name === 'desktop' ? 'demo@sajilo.com.np' : 'dealer@sajilo.test';
  const login = await unwrap(
    api.POST('/api/customer/login', {
      body: { email, password: 'sajilo-demo-password' },
    }),
  );
  const customer = createSajiloClient({
    baseUrl: inject('apiUrl'),
    apiKey: E2E_KEY,
    getToken: () => login.token,
  });
  const company = `Admin Test Traders ${name}`;
  if (name === 'desktop') {
    await unwrap(
      customer.POST('/api/customer/dealer/application', {
        body: {
          company_name: company,
          vat_pan: '302345678',
          address: 'Pokhara-9, Kaski',
          contact_name: 'Demo Customer',
          contact_phone: '9801234567',
        },
      }),
    );
  }

  const page = await openPage(browser, viewport);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/dealers'));
  await page.getByRole('heading', { level: 1, name: 'Dealers' }).waitFor(WAIT);
  await settled(page);
  const target = name === 'desktop' ? company : 'Himal Tiles Traders';
  await page
    .getByRole('cell', { name: new RegExp(target) })
    .first()
    .waitFor(WAIT);
  const form = page.getByRole('form', { name: /Decide an application/ });
  const choice = form.getByLabel('Company');
  const value = await choice.locator('option', { hasText: target }).first().getAttribute('value');
  await choice.selectOption(value ?? '');
  await form.getByLabel('Decision').selectOption('approved');
  await form.getByLabel('Price tier').selectOption({ label: 'Trade' });
  await form.getByLabel('Credit limit (Rs)').fill('250000');
  await form.getByLabel('Terms (days)').fill('45');
  await form.getByRole('button', { name: 'Save the decision' }).click();
  await page.getByText(/The dealer is approved\./).waitFor(WAIT);
  expect(await sidewaysOffenders(page)).toEqual([]);
  await expectNoAxeViolations(page, 'the dealers');
  await screenshot(page, `dealers-${name}`);

  const account = await unwrap(customer.GET('/api/customer/dealer'));
  expect(account.dealer?.company).toMatchObject({
    status: 'approved',
    tier: 'Trade',
    credit_limit: 250_000,
    terms_days: 45,
  });
});
