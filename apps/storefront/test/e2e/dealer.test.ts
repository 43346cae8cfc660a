// A dealer's shop (docs/dealers.md) in Chromium on the real stack, as the seeded demo dealer: its own prices
// with the shop's struck through on a listing and a product page (while the page the server rendered, kept
// for everyone, holds only the shop's) and none struck through where its tier leaves the shop's, an order on
// account from the checkout, and the statement and the company's quotes in the Dealer area, in English and Nepali, at 360 and 1366 px without sideways scroll. With DEALER_SHOTS=1 the
// screens are pictured under /tmp/shots-dealer/.
import { mkdirSync } from 'node:fs';
import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

const SHOTS = '/tmp/shots-dealer/';
const shot = async (page: Page, name: string) => {
  if (process.env.DEALER_SHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
};
const WAIT = { timeout: 20_000 } as const;
const PHONE = { width: 360, height: 780 } as const;
const WIDE = { width: 1366, height: 900 } as const;
const DEALER = { email: 'dealer@sajilo.test', password: 'sajilo-demo-password' };

let browser: Browser;
let token: string;
let expires: number;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.DEALER_SHOTS) mkdirSync(SHOTS, { recursive: true });
  const api = createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
  const login = await unwrap(api.POST('/api/customer/login', { body: DEALER }));
  token = login.token;
  expires = Date.now() + login.token_validity * 1000;
});
afterAll(async () => {
  await closeContexts(browser);
});

const dealerApi = () =>
  createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY, getToken: () => token });

/** The dealer logged in on `page`. */
async function asDealer(page: Page) {
  await page.addInitScript(
    ({ token, expires }) => {
      if (!window.location.origin.startsWith('http') || sessionStorage.getItem('session-set')) return;
      sessionStorage.setItem('session-set', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('tokenExpiration', String(expires));
    },
    { token, expires },
  );
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the demo dealer', () => {
  it.each([
    ['360-en', PHONE, ''],
    ['360-ne', PHONE, '/ne'],
    ['1366-en', WIDE, ''],
  ])(
    'sees its own prices over the shop’s, never in the page the server kept (%s)',
    async (name, viewport, lang) => {
      const page = await openPage(browser, viewport);
      await asDealer(page);
      await page.goto(webUrl(`${lang}/products/categories/tiles`));
      const card = page
        .locator('article')
        .filter({ has: page.locator('del') })
        .first();
      await card.waitFor(WAIT);
      const slug = (await card.getAttribute('data-slug')) ?? '';
      const { prices } = await unwrap(
        dealerApi().POST('/api/customer/dealer/prices', { body: { slugs: [slug] } }),
      );
      const own = prices[0];
      if (!own) throw new Error(`no dealer price for ${slug}`);
      expect(own.price).toBeLessThan(own.shop_price);
      expect(await card.locator(`data[value="${own.price}"]`).count()).toBe(1);
      expect(await card.locator(`del data[value="${own.shop_price}"]`).count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `listing-${name}`);
      // What the page server sent (and keeps for everyone): the shop's prices only.
      const html = await (await fetch(webUrl(`${lang}/products/categories/tiles`))).text();
      expect(html).not.toContain(`value="${own.price}"`);

      await page.goto(webUrl(`${lang}/products/${slug}`));
      await page.getByTestId('dealer-price-note').waitFor(WAIT);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `product-${name}`);
      const productHtml = await (await fetch(webUrl(`${lang}/products/${slug}`))).text();
      expect(productHtml).not.toContain('dealer-price-note');
    },
  );

  it.each([
    ['360-en', PHONE, ''],
    ['1366-ne', WIDE, '/ne'],
  ])(
    'on a product its tier does not reach, reads the shop’s price and its volume breaks, nothing struck through (%s)',
    async (name, viewport, lang) => {
      const { products } = await unwrap(
        dealerApi().GET('/api/search', { params: { query: { search: 'pendant' } } }),
      );
      const { prices } = await unwrap(
        dealerApi().POST('/api/customer/dealer/prices', {
          body: { slugs: products.map((p) => p.slug) },
        }),
      );
      const shops = prices.filter((p) => p.price === p.shop_price).map((p) => p.slug);
      const product = products.find((p) => shops.includes(p.slug) && p.regular_price === null);
      if (!product) throw new Error('no pendant the demo tier leaves at the shop’s price');
      const page = await openPage(browser, viewport);
      await asDealer(page);
      await page.goto(webUrl(`${lang}/products/${product.slug}`));
      const note = page.getByTestId('dealer-price-note');
      // The tier's volume breaks still take their percentage off a line of this product.
      await note.filter({ hasText: '10+' }).waitFor(WAIT);
      expect(await note.textContent()).not.toMatch(lang ? /काटिएको/ : /struck through/);
      expect(await page.locator('main del').count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `product-shop-price-${name}`);
    },
  );

  it.each([
    ['360-en', PHONE, ''],
    ['360-ne', PHONE, '/ne'],
    ['1366-en', WIDE, ''],
  ])('orders on account at its prices and reads its statement (%s)', async (name, viewport, lang) => {
    const page = await openPage(browser, viewport);
    await asDealer(page);
    const { products } = await unwrap(dealerApi().GET('/api/products/trending/list'));
    const product = [...products].sort((a, b) => a.price - b.price)[0];
    if (!product) throw new Error('no trending product');
    await unwrap(
      dealerApi().POST('/api/carts/{slug}/added', {
        params: { path: { slug: product.product_slug } },
        body: { quantity: 12 },
      }),
    );
    const before = await unwrap(dealerApi().GET('/api/customer/dealer/statement'));
    await page.goto(webUrl(`${lang}/checkouts`));
    const account = page.locator('input[type="radio"][value="account"]');
    await account.waitFor(WAIT);
    await account.check();
    for (const [label, value] of [
      ['email', 'dealer@sajilo.test'],
      ['phone_number', '9857012345'],
      ['street_address', 'Traffic Chowk'],
    ] as const) {
      const input = page.locator(`main [name="${label}"]`);
      if (!(await input.inputValue())) await input.fill(value);
    }
    // The address pickers: the saved address, or a Kathmandu one (the municipality is typed; the ward
    // picker opens once it is there).
    for (const [field, value] of [
      ['state', 'Bagmati Province'],
      ['district', 'Kathmandu'],
    ] as const) {
      const select = page.locator(`select[name="${field}"]`);
      if (!(await select.inputValue())) await select.selectOption(value);
    }
    const city = page.locator('input[name="city"]');
    if (!(await city.inputValue())) await city.fill('Kathmandu Metropolitan City');
    const ward = page.locator('select[name="ward"]');
    if (!(await ward.inputValue())) await ward.selectOption('3');
    // The summary's line: the dealer's price, the shop's for the same twelve struck through.
    const summary = page.getByRole('region', { name: lang ? 'अर्डर सारांश' : 'Order Summary' });
    const struck = summary.locator('del data').first();
    await struck.waitFor(WAIT);
    expect(Number(await struck.getAttribute('value'))).toBe(product.price * 12);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `checkout-${name}`);
    // The checkout's own button: the footer's newsletter form is the page's last form.
    await page.locator('form[aria-labelledby="billing-heading"] button[type="submit"]').click();
    await page.waitForURL(/\/my-orders\//, WAIT);
    await page.locator('del').first().waitFor(WAIT);
    await shot(page, `invoice-${name}`);

    const after = await unwrap(dealerApi().GET('/api/customer/dealer/statement'));
    expect(after.statement.entries.length).toBe(before.statement.entries.length + 1);
    expect(after.statement.balance).toBeGreaterThan(before.statement.balance);

    await page.goto(webUrl(`${lang}/dealer`));
    await page.getByTestId('statement-balance').waitFor(WAIT);
    expect(await page.getByTestId('statement-balance').locator('data').getAttribute('value')).toBe(
      String(after.statement.balance),
    );
    // The statement's columns in the bookkeeper's words: नामे (debit) and जम्मा (credit), not नाम (a name).
    expect(
      await page
        .locator('table')
        .filter({ hasText: lang ? 'खातामा भएका अर्डर' : 'Orders on account and payments' })
        .locator('thead th')
        .allInnerTexts(),
    ).toEqual(
      lang ? ['मिति', 'सन्दर्भ', 'नामे', 'जम्मा', 'बाँकी'] : ['Date', 'Reference', 'Debit', 'Credit', 'Balance'],
    );
    // A payment's method in the page's language, its reference beside it.
    const statementTable = page.locator('table').filter({ hasText: 'NIC Asia 88412' });
    await expect
      .poll(() => statementTable.locator('td').filter({ hasText: 'NIC Asia 88412' }).textContent())
      .toBe(`${lang ? 'बैंक ट्रान्सफर' : 'Bank transfer'} · NIC Asia 88412`);
    // Every figure in view, the statement's and the company orders': on a phone each entry is a card of
    // labelled figures, nothing scrolls in its box.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('table')].flatMap((table) => {
        const room = (table.parentElement ?? table).getBoundingClientRect();
        return [...table.querySelectorAll('td, caption')]
          .filter((cell) => {
            const box = cell.getBoundingClientRect();
            return (
              box.left < Math.max(0, room.left - 0.5) ||
              box.right > Math.min(window.innerWidth, room.right) + 0.5
            );
          })
          .map((cell) => (cell.textContent ?? '').trim().slice(0, 30));
      }),
    );
    // The company's quotes, the owner's (docs/dealers.md "Accounts"): each with its buyer, opening on its page.
    const { quotes } = await unwrap(dealerApi().GET('/api/customer/dealer/quotes'));
    const first = quotes[0];
    if (!first) throw new Error('the demo dealer has no quote');
    const quoteRow = page
      .getByRole('region', { name: lang ? 'कम्पनीका कोटेसन' : 'Company quotes' })
      .locator(`tr[data-quote="${first.number}"]`);
    await expect.poll(() => quoteRow.textContent()).toContain(first.buyer);
    expect(await quoteRow.textContent()).toContain(first.project_name);
    expect(outside, 'cells out of their table’s room').toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `dealer-area-${name}`);
    await quoteRow.getByRole('link', { name: first.number }).click();
    await page.waitForURL(new RegExp(`/my-quotes/${first.slug}$`), WAIT);
    await page.getByText(first.project_name).first().waitFor(WAIT);
    // The demo buyer's quote, newest of the company's, read by the owner, who is told whose it is.
    expect(first.mine).toBe(false);
    await expect
      .poll(() =>
        page
          .locator('dt', { hasText: lang ? 'अनुरोध गर्ने' : 'Asked by' })
          .locator('+ dd')
          .textContent(),
      )
      .toBe(first.buyer);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `company-quote-${name}`);
  });
});
