// Returns in a real browser against the real stack (docs/returns.md "Asking for a return"): the demo
// customer's order delivered two days ago offers "Return or exchange"; at 1366 px in English they ask to
// return one of its goods, and the return shows with its status; at 360 px in English and in Nepali the
// section reads in the page's language with no sideways scroll. Screenshots go to /tmp/shots-returns/ when
// SCREENSHOTS=1.
import { mkdirSync } from 'node:fs';
import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { skipEnquiryPopup } from './forms-support.js';
import { E2E_KEY } from './stack.js';

const SHOTS = '/tmp/shots-returns/';
const PHONE = { width: 360, height: 800 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;
const WAIT = { timeout: 20_000 } as const;
const DEMO = { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' };

let browser: Browser;
let token: string;
/** The demo customer's order inside the return window, and its line that is not a tile. */
let order: { slug: string; line: string };

async function loggedIn(viewport: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, viewport);
  await skipEnquiryPopup(page);
  await page.addInitScript(
    ({ session, expires }) => {
      localStorage.setItem('token', session);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('tokenExpiration', String(expires));
    },
    { session: token, expires: Date.now() + 3_600_000 },
  );
  return page;
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

async function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
  token = (
    await unwrap(
      createSajiloClient({ baseUrl: inject('apiUrl') }).POST('/api/customer/login', { body: DEMO }),
    )
  ).token;
  const client = createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY, getToken: () => token });
  const { orders } = await unwrap(client.GET('/api/customer/orders'));
  for (const o of orders.filter((x) => x.status_label === 'Delivered')) {
    const detail = await unwrap(
      client.GET('/api/customer/orders/{slug}', { params: { path: { slug: o.slug } } }),
    );
    const line = detail.items.find((item) => !item.tile);
    if (detail.return_until && line) {
      order = { slug: o.slug, line: line.product_name };
      return;
    }
  }
  throw new Error('the demo customer has no order inside the return window');
});
afterAll(async () => {
  await closeContexts(browser);
});

it('asks to return a line of a delivered order (1366 px, English)', async () => {
  const page = await loggedIn(DESKTOP);
  await page.goto(webUrl(`/my-orders/${order.slug}`));
  const section = page.getByRole('region', { name: 'Returns and exchanges' });
  await section.getByText(/You can ask to return or exchange goods of this order until/).waitFor(WAIT);
  await section.getByRole('button', { name: 'Return or exchange' }).click();
  const form = section.getByRole('form', { name: 'Return or exchange' });
  await form.getByLabel(`${order.line}: how many`, { exact: false }).fill('1');
  await form.getByLabel('Reason').selectOption('wrong_item');
  await form.getByLabel('Tell us more').fill('The colour is not the one in the catalogue.');
  await shot(page, 'return-form-1366-en');
  await form.getByRole('button', { name: 'Send request' }).click();
  await section.getByRole('heading', { name: /^Return R-\d+: Requested$/ }).waitFor(WAIT);
  await noSidewaysScroll(page);
  await shot(page, 'return-requested-1366-en');
});

it('shows the return and the form at 360 px in English', async () => {
  const page = await loggedIn(PHONE);
  await page.goto(webUrl(`/my-orders/${order.slug}`));
  const section = page.getByRole('region', { name: 'Returns and exchanges' });
  await section.getByRole('heading', { name: /^Return R-\d+: Requested$/ }).waitFor(WAIT);
  await section.getByRole('button', { name: 'Return or exchange' }).click();
  await section.getByRole('form', { name: 'Return or exchange' }).waitFor(WAIT);
  await noSidewaysScroll(page);
  await shot(page, 'return-360-en');
});

it('reads in Nepali at 360 px', async () => {
  const page = await loggedIn(PHONE);
  await page.goto(webUrl(`/ne/my-orders/${order.slug}`));
  const section = page.getByRole('region', { name: 'फिर्ता र साटफेर' });
  await section.getByRole('heading', { name: /^फिर्ता R-\d+: अनुरोध गरियो$/ }).waitFor(WAIT);
  await section.getByRole('button', { name: 'फिर्ता वा साटफेर' }).click();
  await section.getByRole('form', { name: 'फिर्ता वा साटफेर' }).waitFor(WAIT);
  await noSidewaysScroll(page);
  await shot(page, 'return-360-ne');
});
