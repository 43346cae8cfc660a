// docs/nepal.md "Languages": the whole shopping journey in Nepali in Chromium on the real stack
// (the built API server and the page server): the Nepali home page at /ne with its language and alternates,
// a category, a product, add to cart, the cart, checkout with cash on delivery, and the order, every link
// staying under /ne, and the server's messages (the add-to-cart toast, the order's confirmation) in Nepali;
// the language switch leads to the same page in English; Devanagari digits on demand.
// The content and forms screens (support ticket, FAQs with the feedback dialog) in Nepali too.
// Screens are looked at at 390 and 1280 px (with SCREENSHOTS=1, pictures under .reports/). openPage fails
// the test on any hydration error, so the server's Nepali render and the browser's must agree.

import { mkdirSync } from 'node:fs';
import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerConfirmed } from './accounts.js';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

const PASSWORD = 'correct horse battery staple';
const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
/**
 * A picture of the screen for people to look at (under .reports/screenshots/), taken when SCREENSHOTS=1 as
 * the back office's suite does: a full-page one costs about a second of both cores and checks nothing.
 */
const shot = async (page: Page, options: { path: string; fullPage?: boolean }) => {
  if (process.env.SCREENSHOTS) await page.screenshot(options);
};
const WAIT = { timeout: 15_000 } as const;
const SIZES = { phone: { width: 390, height: 844 }, wide: { width: 1280, height: 900 } } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

const publicApi = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
const pathOf = (page: Page) => new URL(page.url()).pathname;

let serial = 0;
async function newCustomer(): Promise<string> {
  serial += 1;
  const email = `nepali-${Date.now().toString(36)}-${serial}@example.com`;
  await registerConfirmed({
    first_name: 'Sita',
    last_name: 'Tamang',
    phone_number: '9851234567',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  return email;
}

/** The seeded catalogue's tiles category (docs/performance.md: `/products/categories/tiles`). */
const CATEGORY = 'tiles';

describe('the shopping journey in Nepali', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`browses, adds to the cart, checks out with cash on delivery and sees the order (${size})`, async () => {
      const email = await newCustomer();
      const page = await openPage(browser, viewport);
      // The page's clock runs at its own pace; the test moves it past the confirmation's 3 seconds instead of
      // waiting them out.
      await page.clock.install();

      // The Nepali home page: its language, its alternates, Nepali words, the switch to English.
      await page.goto(webUrl('/ne'));
      expect(await page.getAttribute('html', 'lang')).toBe('ne');
      const origin = new URL(webUrl('/')).origin;
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
      expect(alternates).toEqual([`en ${origin}/`, `ne ${origin}/ne`, `x-default ${origin}/`]);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${origin}/ne`);
      const toEnglish = page.locator('[data-language-switch="en"]').first();
      expect(await toEnglish.getAttribute('href')).toBe('/');

      // Log in in Nepali: the login page keeps the language and lands on the Nepali dashboard.
      await page.goto(webUrl('/ne/login'));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
      await page.getByLabel(/^इमेल ठेगाना/).fill(email);
      await page.getByLabel(/^पासवर्ड/).fill(PASSWORD);
      await page.getByRole('button', { name: 'लगइन', exact: true }).click();
      await expect.poll(() => pathOf(page), WAIT).toBe('/ne/dashboard');
      await page.getByRole('heading', { name: 'ड्यासबोर्ड', level: 1 }).waitFor(WAIT);

      // A category: its products found, in Nepali; a product card leads to the product, still in Nepali.
      await page.goto(webUrl(`/ne/products/categories/${CATEGORY}`));
      await page
        .getByText(/उत्पादनहरू? भेटिए/)
        .first()
        .waitFor(WAIT);
      const card = page.locator('article[data-slug] a').first();
      expect(await card.getAttribute('href')).toMatch(/^\/ne\/products\//);
      await card.click();
      await expect.poll(() => pathOf(page), WAIT).toMatch(/^\/ne\/products\/[^/]+$/);
      const productPath = pathOf(page);

      // The price in rupees the Nepali way, and in Devanagari digits when asked for (lakh grouping kept).
      await expect.poll(() => page.locator('main').textContent(), WAIT).toContain('रु.');

      // Add to cart: the counter counts it, and the server's toast is in Nepali (the page sends its language
      // as Accept-Language; the server writes its messages in it).
      // The product's own button (a tile's calculator has one more, for its boxes).
      await page.getByRole('button', { name: 'कार्टमा थप्नुहोस्', exact: true }).first().click();
      await expect
        .poll(() => page.locator('a[href="/ne/carts"] [data-count]').first().getAttribute('data-count'), WAIT)
        .toBe('1');
      await page.getByRole('status').filter({ hasText: 'उत्पादन तपाईंको कार्टमा थपियो।' }).first().waitFor(WAIT);
      await shot(page, { path: `${SHOTS}nepali-product-${viewport.width}.png` });

      // The cart, reached from the header's cart link, and on to the checkout.
      await page.goto(webUrl('/ne/carts'));
      await page.getByRole('link', { name: 'चेकआउट', exact: true }).click();
      await expect.poll(() => pathOf(page), WAIT).toBe('/ne/checkouts');
      await page.getByRole('heading', { name: 'बिलिङ विवरण' }).waitFor(WAIT);
      await page.getByLabel(/^प्रदेश/).selectOption('Gandaki Province');
      await page.getByLabel(/^जिल्ला/).selectOption('Kaski');
      await page.getByLabel(/^नगरपालिका \/ गाउँपालिका/).fill('Pokhara Metropolitan City');
      await page.getByLabel(/^वडा/).selectOption('17');
      await page.getByLabel(/^सडक ठेगाना/).fill('Lakeside');
      await page.getByRole('radio', { name: 'सामान आएपछि नगद भुक्तानी' }).check();
      await shot(page, { path: `${SHOTS}nepali-checkout-${viewport.width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'अहिले चेकआउट गर्नुहोस्' }).click();
      // The confirmation is the server's message, in Nepali.
      await page.getByRole('status').filter({ hasText: 'तपाईंको अर्डर राखियो।' }).first().waitFor(WAIT);

      // The order: its own Nepali page, reached on its own after the confirmation (3 s of the page's clock).
      const orderView = /^\/ne\/my-orders\/[\w-]+$/;
      const livePath = () => page.evaluate(() => window.location.pathname);
      for (let step = 0; step < 40 && !orderView.test(await livePath()); step++)
        await page.clock.fastForward(250);
      await page.waitForURL(/\/ne\/my-orders\/[\w-]+$/, { timeout: 20_000 });
      await page.getByRole('article').first().waitFor(WAIT);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
      // Its heading and its status badge are the catalogue's Nepali, not the server's English label.
      await page.getByRole('heading', { level: 1, name: /^अर्डर / }).waitFor(WAIT);
      await page.locator('main').getByText('बाँकी', { exact: true }).first().waitFor(WAIT);
      const englishWords = [
        ...((await page.locator('main').textContent()) ?? '').matchAll(
          /.{0,30}\b(Pending|Cash on Delivery|Order)\b.{0,30}/g,
        ),
      ].map((found) => found[0]);
      expect(englishWords).toEqual([]);
      await shot(page, { path: `${SHOTS}nepali-order-${viewport.width}.png`, fullPage: true });

      // The switch leads to the same product in English; Devanagari digits on the Nepali page on demand.
      await page.goto(webUrl(productPath));
      const english = page.locator('[data-language-switch="en"]').first();
      expect(await english.getAttribute('href')).toBe(productPath.replace(/^\/ne/, ''));
      await page.goto(webUrl(`${productPath}?numerals=deva`));
      await expect.poll(() => page.locator('main').textContent(), WAIT).toMatch(/रु\.\s?[०-९]/);
      await page.close();
    });
  }
});

describe('the content and forms screens in Nepali', () => {
  it('shows the support ticket form and the FAQs with the feedback dialog in Nepali', async () => {
    const page = await openPage(browser, SIZES.wide);

    // The support ticket: its heading, a section, a label and the button in Nepali; the province's words
    // are Nepali while the value sent stays the contract's.
    await page.goto(webUrl('/ne/support-ticket'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe('सपोर्ट टिकट');
    await page.getByRole('group', { name: 'तपाईंको विवरण' }).waitFor(WAIT);
    await page.getByLabel(/^मोबाइल/).waitFor(WAIT);
    await page.getByRole('button', { name: 'टिकट पेस गर्नुहोस्' }).waitFor(WAIT);
    const province = page.getByLabel(/^प्रदेश/);
    await province.selectOption({ label: 'बागमती' });
    expect(await province.inputValue()).toBe('Bagmati');
    expect(await page.locator('main').textContent()).not.toContain('Support Ticket');
    // The browser's checks speak Nepali too: the contract's rules, worded from the catalogues.
    await page.getByLabel(/^इमेल/).fill('ram@example');
    await page.getByRole('button', { name: 'टिकट पेस गर्नुहोस्' }).click();
    await page.getByText('मान्य इमेल ठेगाना लेख्नुहोस्।').waitFor(WAIT);
    await page.getByText('यो फिल्ड आवश्यक छ।').first().waitFor(WAIT);
    expect(await page.locator('main').textContent()).not.toMatch(/This field is required|valid email/);

    // Dates in Nepali: the blog list's Gregorian dates with Nepali month names, none in English.
    await page.goto(webUrl('/ne/blogs'));
    await page.locator('main time').first().waitFor(WAIT);
    const dates = await page.locator('main time').allTextContents();
    const nepaliMonth = /जनवरी|फेब्रुअरी|मार्च|अप्रिल|मे|जुन|जुलाई|अगस्ट|सेप्टेम्बर|अक्टोबर|नोभेम्बर|डिसेम्बर/;
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(nepaliMonth);
    expect(dates.join(' ')).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);

    // The FAQs: the heading, and the feedback dialog with Nepali labels and choices.
    await page.goto(webUrl('/ne/faqs'));
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(
      'बारम्बार सोधिने प्रश्नहरू',
    );
    await page.getByRole('button', { name: 'प्रतिक्रिया दिनुहोस्' }).click();
    const dialog = page.getByRole('dialog', { name: 'सम्पर्क / सोधपुछ फारम' });
    await dialog.waitFor(WAIT);
    await dialog.getByLabel(/^पेसा/).waitFor(WAIT);
    await dialog.getByRole('radio', { name: 'साथी' }).check();
    expect(await dialog.getByRole('radio', { name: 'साथी' }).getAttribute('value')).toBe('Friend');
    await page.close();
  });

  it('writes the footer’s showroom addresses and opening hours in the page’s digits', async () => {
    // The seed's Nepali addresses are typed with Devanagari postcodes and the hours' message has its times in
    // them; a Nepali page writes Latin digits unless the visitor chose Devanagari (docs/nepal.md "Languages").
    const page = await openPage(browser, SIZES.phone);
    const footerFacts = async () => {
      const footer = page.locator('footer');
      const showrooms = footer.locator('section[aria-labelledby="footer-showrooms"] ul');
      await showrooms.waitFor(WAIT);
      const hours = footer.locator('section[aria-labelledby="footer-contact"] li', { hasText: /साँझ/ });
      return `${await showrooms.textContent()}\n${await hours.textContent()}`;
    };
    await page.goto(webUrl('/ne/faqs'));
    const latin = await footerFacts();
    expect(latin).toMatch(/काठमाडौं 446\d\d/);
    expect(latin).toMatch(/10:00/);
    expect(latin).not.toMatch(/[०-९]/);
    await page.goto(webUrl('/ne/faqs?numerals=deva'));
    const devanagari = await footerFacts();
    expect(devanagari).toMatch(/काठमाडौं ४४६[०-९]{2}/);
    expect(devanagari).toMatch(/१०:००/);
    expect(devanagari).not.toMatch(/[0-9]/);
    await page.close();
  });
});

describe('catalogue content in Nepali', () => {
  it('shows the names and description written in Nepali on the Nepali pages, and the English elsewhere', async () => {
    // The back office writes a product's Nepali (the seed writes the categories' Nepali names).
    const api = inject('apiUrl');
    const login = (await (
      await fetch(`${api}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'owner@sajilo.com.np', password: 'sajilo-owner-password' }),
      })
    ).json()) as { token: string };
    const admin = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${api}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json' },
      });
      expect(res.status, `${path}: ${res.status}`).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const listing = await unwrap(
      publicApi().GET('/api/categories/{slug}', { params: { path: { slug: CATEGORY } } }),
    );
    const card = listing.products[0];
    if (!card) throw new Error('the tiles category lists no product');
    const found = (await admin(`/api/admin/products?q=${encodeURIComponent(card.title)}`)).products as {
      id: number;
      slug: string;
    }[];
    const id = found.find((p) => p.slug === card.slug)?.id;
    const product = (await admin(`/api/admin/products/${id}`)).product as Record<string, unknown> & {
      pictures: { path: string; alt: string }[];
      related: { id: number }[];
    };
    const input = Object.fromEntries(
      Object.entries(product).filter(
        ([key, value]) =>
          value !== null &&
          !['id', 'slug', 'pictures', 'related', 'created_at', 'title_ne', 'description_ne'].includes(key),
      ),
    );
    const save = (nepali: Record<string, string>) =>
      admin(`/api/admin/products/${id}`, {
        method: 'PUT',
        body: JSON.stringify({
          ...input,
          ...nepali,
          pictures: product.pictures.map((p) => ({ path: p.path, alt: p.alt })),
          related_ids: product.related.map((r) => r.id),
        }),
      });
    await save({
      title_ne: 'मार्बल जस्तो टायल',
      description_ne: '<p>भुइँका लागि <strong>बलियो</strong> टायल।</p>',
    });
    try {
      const page = await openPage(browser, SIZES.phone);
      // The category's Nepali name heads its page, and the card shows the product's Nepali name.
      await page.goto(webUrl(`/ne/products/categories/${CATEGORY}`));
      await page.getByRole('heading', { name: 'टायल', exact: true }).first().waitFor(WAIT);
      await page.locator(`article[data-slug="${card.slug}"]`).getByText('मार्बल जस्तो टायल').waitFor(WAIT);
      // The filter panel names the sub-categories in Nepali too (in its drawer on a phone).
      expect(
        await page.getByRole('checkbox', { name: 'भुइँका टायल', includeHidden: true }).count(),
      ).toBeGreaterThan(0);
      expect(await page.getByRole('checkbox', { name: 'Floor Tiles', includeHidden: true }).count()).toBe(0);
      // The product page: its name, its description and its category in Nepali.
      await page.goto(webUrl(`/ne/products/${card.slug}`));
      await page.getByRole('heading', { name: 'मार्बल जस्तो टायल', level: 1 }).waitFor(WAIT);
      await page.getByText('टायल।').first().waitFor(WAIT);
      expect(await page.locator('main').textContent()).toContain('भुइँका लागि बलियो टायल।');
      await shot(page, { path: `${SHOTS}nepali-content-product-390.png`, fullPage: true });
      // The English page keeps the English.
      await page.goto(webUrl(`/products/${card.slug}`));
      await page.getByRole('heading', { name: card.title, level: 1 }).waitFor(WAIT);
      expect(await page.locator('main').textContent()).not.toContain('मार्बल जस्तो टायल');
      await page.close();
    } finally {
      await save({});
    }
  });
});
