// Quotes and quick order in Chromium on the real stack (docs/quotes.md): a shopper asks for a quote from the
// cart, the shop prices it (through the back office's API), and the shopper accepts it on its page with the
// checkout's form, landing on an order at the quoted total; a quick order read from a CSV chosen with a
// button in the page's language, with a bad line, reports it beside its number, keeps the lines, and adds
// the good line. At 360 px in English and Nepali and at 1366 px;
// no sideways scroll, axe on each screen. With SCREENSHOTS=1 the screens are pictured under .reports/.
import { mkdirSync } from 'node:fs';
import { unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { customerApi, newShopper, publicApi } from './accounts.js';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';

const OWNER = { email: 'owner@sajilo.com.np', password: 'sajilo-owner-password' };
const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
};
const WAIT = { timeout: 15_000 } as const;

const CASES = [
  ['360 px, English', { width: 360, height: 780 }, ''],
  ['360 px, Nepali', { width: 360, height: 780 }, '/ne'],
  ['1366 px, English', { width: 1366, height: 900 }, ''],
] as const;

/** The words the screens use, in the page's language. */
const WORDS = {
  '': {
    requestQuote: 'Request a quote for a project',
    project: /^Project name/,
    site: /^Site or address/,
    send: 'Request a quote',
    accept: 'Accept and order',
    place: 'Place the order',
    quickOrder: /^Product code, quantity/,
    add: 'Add to cart',
    csv: /^CSV file/,
    chooseFile: 'Choose file',
    noFile: 'No file chosen',
    chosen: 'Chosen: order.csv',
  },
  '/ne': {
    requestQuote: 'परियोजनाका लागि कोटेसन माग्नुहोस्',
    project: /^परियोजनाको नाम/,
    site: /^साइट वा ठेगाना/,
    send: 'कोटेसन माग्नुहोस्',
    accept: 'स्वीकार गरी अर्डर गर्नुहोस्',
    place: 'अर्डर राख्नुहोस्',
    quickOrder: /^सामानको कोड, परिमाण/,
    add: /^(Add to cart|कार्टमा थप्नुहोस्)$/,
    csv: /^CSV फाइल/,
    chooseFile: 'फाइल छान्नुहोस्',
    noFile: 'कुनै फाइल छानिएको छैन',
    chosen: 'छानिएका: order.csv',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A confirmed shopper with a delivery address, logged in on `page`, with the two cheapest trending products in the cart. */
async function shopper(page: Page) {
  const { token, email } = await newShopper('quotes', page, { first_name: 'Hari', last_name: 'Karki' });
  const api = customerApi(token);
  // The checkout's form starts from the saved address (docs/customer.md §2.6).
  await unwrap(
    api.POST('/api/customer/update-profile', {
      body: {
        name: 'Hari Karki',
        email,
        phone_number: '9841234567',
        address: {
          province: 'Bagmati Province',
          district: 'Kathmandu',
          municipality: 'Kathmandu Metropolitan City',
          ward: 10,
          street_address: 'Baneshwor',
        },
      },
    }),
  );
  const { products } = await unwrap(publicApi().GET('/api/products/trending/list'));
  const cheapest = [...products].sort((a, b) => a.price - b.price).slice(0, 2);
  for (const product of cheapest) {
    await unwrap(
      api.POST('/api/carts/{slug}/added', {
        params: { path: { slug: product.product_slug } },
        body: { quantity: 2 },
      }),
    );
  }
  return { api, products: cheapest };
}

/** The shop prices every line of the quote at 100 rupees less than asked, Rs 50 off, Rs 250 delivery. */
async function priceAsShop(number: string) {
  const api = inject('apiUrl');
  const admin = async (path: string, init: { method?: string; json?: unknown; token?: string } = {}) => {
    const res = await fetch(`${api}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };
  const { token } = (await admin('/api/admin/login', { method: 'POST', json: OWNER })) as { token: string };
  const { quotes } = (await admin('/api/admin/quotes?status=requested', { token })) as {
    quotes: { id: number; number: string }[];
  };
  const id = quotes.find((q) => q.number === number)?.id;
  const { quote } = (await admin(`/api/admin/quotes/${id}`, { token })) as {
    quote: { items: { id: number; asked_price: number }[] };
  };
  const priced = (await admin(`/api/admin/quotes/${id}/revisions`, {
    method: 'POST',
    token,
    json: {
      revision_seen: 0,
      prices: quote.items.map((item) => ({
        line_id: item.id,
        unit_price: Math.max(0, item.asked_price - 100),
      })),
      discount: 50,
      delivery_charge: 250,
      valid_until: '2099-12-31',
    },
  })) as { quote: { totals: { total_amount: number } } };
  return priced.quote.totals.total_amount;
}

describe('a quote for a project', () => {
  it.each(CASES)(
    'is asked from the cart, priced by the shop and accepted into an order (%s)',
    async (name, viewport, prefix) => {
      const words = WORDS[prefix];
      const page = await openPage(browser, viewport);
      const { api } = await shopper(page);
      const tag = name.replace(/[^a-z0-9]+/gi, '-');

      await page.goto(webUrl(`${prefix}/carts`));
      await page.getByText(words.requestQuote).click();
      const form = page.locator('form').filter({ has: page.getByLabel(words.project) });
      await form.getByLabel(words.project).fill('Hotel Annapurna: six bathrooms');
      await form.getByLabel(words.site).fill('Lakeside, Pokhara');
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `quote-request-${tag}`);
      await form.getByRole('button', { name: words.send }).click();
      await page.waitForURL(/\/my-quotes\/[\w-]+$/, WAIT);
      await page.locator('[data-status="requested"]').waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `quote-requested-${tag}`);

      // The cart stays as it was.
      expect((await unwrap(api.GET('/api/carts'))).totalCart).toBe(2);
      const { quotes } = await unwrap(api.GET('/api/customer/quotes'));
      const asked = quotes[0];
      if (!asked) throw new Error('no quote');
      const total = await priceAsShop(asked.number);

      await page.reload();
      await page.locator('[data-status="priced"]').waitFor(WAIT);
      const totals = page.getByTestId('quote-totals');
      await expect.poll(() => totals.textContent()).toContain(new Intl.NumberFormat('en-IN').format(total));
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `quote-priced-${tag}`);
      await page.getByRole('button', { name: words.accept }).click();
      // The checkout's own form, filled from the saved address.
      const place = page.getByRole('button', { name: words.place });
      await place.waitFor(WAIT);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `quote-accept-${tag}`);
      await place.click();
      await page.waitForURL(/\/my-orders\/[\w-]+$/, { timeout: 20_000 });
      const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
      const { order } = await unwrap(api.GET('/api/customer/orders/{slug}', { params: { path: { slug } } }));
      expect(order.total_amount).toBe(total);
      // The quote's discount is a row of the invoice's table, so its lines and delivery add up to the total.
      const discountRow = page.getByTestId('invoice-order-discount');
      await discountRow.waitFor(WAIT);
      expect(await discountRow.locator('data').getAttribute('value')).toBe('50');
      const { quote } = await unwrap(
        api.GET('/api/customer/quotes/{slug}', { params: { path: { slug: asked.slug } } }),
      );
      expect(quote).toMatchObject({ status: 'accepted', order_slug: slug });
    },
  );
});

describe('quick order', () => {
  it.each(CASES)(
    'reads a CSV chosen with the page’s own button, reports a bad line, keeps the lines and adds the good one (%s)',
    async (name, viewport, prefix) => {
      const words = WORDS[prefix];
      const page = await openPage(browser, viewport);
      const { api, products } = await shopper(page);
      const first = products[0];
      if (!first) throw new Error('no product');
      const { product } = await unwrap(
        publicApi().GET('/api/products/{slug}', { params: { path: { slug: first.product_slug } } }),
      );
      const pasted = `${product.product_code}, 3\nNO-SUCH-CODE-1, 2`;

      await page.goto(webUrl(`${prefix}/quick-order`));
      const box = page.getByLabel(words.quickOrder);
      // The CSV picker speaks the page's language (docs/nepal.md "The storefront"): a button of the page's
      // words opens the visually hidden native input, never the browser's "Choose File / No file chosen".
      const picker = page.getByLabel(words.csv);
      const button = page.locator('label').filter({ hasText: words.chooseFile });
      await button.waitFor(WAIT);
      expect(await button.isVisible()).toBe(true);
      expect(await button.getAttribute('for')).toBe(await picker.getAttribute('id'));
      expect((await picker.boundingBox())?.width).toBeLessThanOrEqual(1);
      await page.getByText(words.noFile).waitFor(WAIT);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', WAIT), button.click()]);
      await chooser.setFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(pasted) });
      await page.getByText(words.chosen).waitFor(WAIT);
      await page.waitForFunction(
        (expected) =>
          (document.querySelector('textarea[name="lines"]') as HTMLTextAreaElement)?.value === expected,
        pasted,
        WAIT,
      );
      await page.getByRole('button', { name: words.add }).click();
      const bad = page.locator('li[data-problem="unknown"]');
      await bad.waitFor(WAIT);
      expect(await bad.textContent()).toContain('NO-SUCH-CODE-1');
      await page.locator('li[data-ok="true"]').filter({ hasText: product.product_code }).waitFor(WAIT);
      // What was pasted stays in the box to be fixed.
      expect(await box.inputValue()).toBe(pasted);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `quick-order-${name.replace(/[^a-z0-9]+/gi, '-')}`);
      // The cart had 2 of it: the quick order's 3 join that line.
      const cart = await unwrap(api.GET('/api/carts'));
      expect(cart.products.find((line) => line.slug === first.product_slug)?.qty).toBe(5);
    },
  );
});
