// Pricing a quote in Chromium against the real stack (docs/quotes.md "Who prices"): the demo customer asks
// for a quote from their cart (through the API, as the storefront does); a staff member finds it among the
// quotes to price, sets a line's price, a discount, delivery and validity, and sends it; the quote then reads
// priced with its revision, and the buyer's side shows the same total. Axe and no sideways scroll at 360 and
// 1366 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DEV_OWNER,
  expectNoAxeViolations,
  logIn,
  openPage,
  screenshot,
  sharedBrowser,
} from './browser.js';
import { E2E_KEY } from './stack.js';

const DEMO_CUSTOMER = { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' };

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

async function call(path: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Api-Key': E2E_KEY,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

/** The demo customer's quote of one product, asked through the API: its number and slug. */
async function askQuote(project: string) {
  const { token } = (await call('/api/customer/login', { method: 'POST', json: DEMO_CUSTOMER })) as {
    token: string;
  };
  // The demo customer's cart holds lines from the seed: the quote is to be of this one product.
  const { products: kept } = (await call('/api/carts', { token })) as { products: { id: number }[] };
  for (const line of kept) await call(`/api/carts/${line.id}`, { method: 'DELETE', token });
  const { products } = (await call('/api/products/trending/list')) as unknown as {
    products: { product_slug: string }[];
  };
  await call(`/api/carts/${products[0]?.product_slug}/added`, {
    method: 'POST',
    token,
    json: { quantity: 3 },
  });
  const { quote } = (await call('/api/customer/quotes', {
    method: 'POST',
    token,
    json: { project_name: project, site: 'Baneshwor, Kathmandu' },
  })) as { quote: { number: string; slug: string } };
  return { ...quote, token };
}

it.each([
  ['phone', { width: 360, height: 800 }],
  ['desktop', { width: 1366, height: 900 }],
] as const)('a staff member prices a quote and sends it (%s)', async (name, viewport) => {
  const asked = await askQuote(`Quote test ${name}`);
  const page = await openPage(browser, viewport);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/quotes?status=requested'));
  await page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
  await page.getByRole('region', { name: 'Quotes' }).getByRole('link', { name: asked.number }).click();
  await page
    .getByRole('heading', { level: 1, name: `Quote ${asked.number}: Requested (to price)` })
    .waitFor();
  await expectNoAxeViolations(page, `a quote to price (${name})`);
  await screenshot(page, `quote-to-price-${name}`);

  const form = page.getByRole('form', { name: 'Price and send' });
  await form.getByLabel(/^Unit price of /).fill('1000');
  await form.getByLabel(/^Discount off the goods/).fill('200');
  await form.getByLabel(/^Delivery charge/).fill('300');
  await form.getByLabel(/^Valid until/).fill('2099-12-31');
  await form.getByLabel(/^Message to the buyer/).fill('Our best price for three.');
  // 3 × 1,000 − 200 + 300.
  await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('Rs 3,100');
  await form.getByRole('button', { name: 'Price and send' }).click();
  await page.getByRole('heading', { level: 1, name: `Quote ${asked.number}: Priced (sent)` }).waitFor();
  await page.getByText(/^Revision 1, .*Rs 3,100, valid until 2099-12-31/).waitFor();
  await page.getByText('Our best price for three.').waitFor();
  await screenshot(page, `quote-priced-${name}`);

  // The buyer sees the same prices and total.
  const { quote } = (await call(`/api/customer/quotes/${asked.slug}`, { token: asked.token })) as {
    quote: { status: string; revision: number; totals: { total_amount: number } };
  };
  expect(quote).toMatchObject({ status: 'priced', revision: 1, totals: { total_amount: 3_100 } });
});
