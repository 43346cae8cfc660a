// Product reviews in a real browser against the real stack (docs/browsing.md §2.3, docs/customer.md §2.11): the
// demo customer, whose delivered order holds a product, writes a review with a photo on the product page;
// the shop's owner approves it through the back office's API; the stars, the count and the review then show
// on the product page (with its JSON-LD) and on the product's listing card, at 360 and 1366 px, in English and
// in Nepali, with no sideways scroll. Screenshots go to /tmp/shots-reviews/ when SCREENSHOTS=1.
import { mkdirSync } from 'node:fs';
import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { skipEnquiryPopup } from './forms-support.js';
import { E2E_KEY } from './stack.js';

const SHOTS = '/tmp/shots-reviews/';
const WIDTHS = { phone: { width: 360, height: 800 }, desktop: { width: 1366, height: 900 } } as const;
const WAIT = { timeout: 20_000 } as const;
const DEMO = { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' };
const OWNER = { email: 'owner@sajilo.com.np', password: 'sajilo-owner-password' };
const BODY = 'Fitted in our bathroom at Chabahil. Easy to clean & the finish is <b>even</b>.';

let browser: Browser;
let token: string;
/** A product of the demo customer's delivered orders that they have not reviewed. */
let product: { slug: string; title: string; code: string };

const api = (withToken?: string) =>
  createSajiloClient({
    baseUrl: inject('apiUrl'),
    apiKey: E2E_KEY,
    ...(withToken ? { getToken: () => withToken } : {}),
  });

async function admin(path: string, init: RequestInit = {}, staffToken?: string) {
  const res = await fetch(`${inject('apiUrl')}/api/admin${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(staffToken ? { Authorization: `Bearer ${staffToken}` } : {}),
    },
  });
  return (await res.json()) as Record<string, unknown>;
}

async function loggedIn(viewport: (typeof WIDTHS)[keyof typeof WIDTHS]): Promise<Page> {
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

async function shot(page: Page, name: string, full = false) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: full });
}

/** The page's Product JSON-LD. */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Product');
  if (!found) throw new Error('no Product JSON-LD');
  return found;
}

beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
  token = (
    await unwrap(
      createSajiloClient({ baseUrl: inject('apiUrl') }).POST('/api/customer/login', { body: DEMO }),
    )
  ).token;
  const client = api(token);
  const { orders } = await unwrap(client.GET('/api/customer/orders'));
  const candidates: { slug: string; title: string; code: string; rated: boolean }[] = [];
  for (const order of orders.filter((o) => o.status_label === 'Delivered')) {
    const { items } = await unwrap(
      client.GET('/api/customer/orders/{slug}', { params: { path: { slug: order.slug } } }),
    );
    for (const item of items) {
      const mine = await unwrap(
        client.GET('/api/customer/reviews/{slug}', { params: { path: { slug: item.product_slug } } }),
      );
      if (!mine.can_review || mine.review) continue;
      const detail = await unwrap(
        client.GET('/api/products/{slug}', { params: { path: { slug: item.product_slug } } }),
      );
      candidates.push({
        slug: item.product_slug,
        title: detail.product.title,
        code: detail.product.product_code,
        rated: Boolean(detail.product.rating),
      });
    }
  }
  // One without reviews yet, so its first stars are this test's.
  const chosen = candidates.find((c) => !c.rated) ?? candidates[0];
  if (!chosen) throw new Error('the demo customer has no delivered, unreviewed product');
  product = chosen;
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('a delivered buyer reviews a product; the shop approves it', () => {
  it('writes the review on the product page (1366 px, English)', async () => {
    const page = await loggedIn(WIDTHS.desktop);
    await page.goto(webUrl(`/products/${product.slug}`));
    const section = page.locator('#reviews');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Write a review' }).click(WAIT);
    const form = section.getByRole('form', { name: 'Your review' });
    await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await form.getByLabel('Title').fill('Solid and easy to clean');
    await form.getByLabel('Your review').fill(BODY);
    // A real picture: a screenshot of the page itself.
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 200 } });
    await form
      .getByLabel('Photos')
      .setInputFiles({ name: 'bathroom.png', mimeType: 'image/png', buffer: photo });
    await shot(page, 'write-review-1366-en');
    await form.getByRole('button', { name: 'Send review' }).click();
    await section.getByText('Your review is waiting to be checked.').waitFor(WAIT);
    // Not shown to anyone until approved.
    expect(await section.getByText(BODY.slice(0, 20)).count()).toBe(0);
    await shot(page, 'pending-review-1366-en');
    await page.close();
  });

  it('is approved by the owner through the back office’s API', async () => {
    const login = await admin('/login', { method: 'POST', body: JSON.stringify(OWNER) });
    const staffToken = String(login.token);
    const listed = (
      await admin(`/reviews?status=pending&q=${encodeURIComponent(DEMO.email)}`, {}, staffToken)
    ).reviews as { id: number; product: { slug: string }; body: string; photos: unknown[] }[];
    const review = listed.find((r) => r.product.slug === product.slug);
    expect(review?.body).toBe('Fitted in our bathroom at Chabahil. Easy to clean & the finish is even.');
    expect(review?.photos).toHaveLength(1);
    const approved = await admin(`/reviews/${review?.id}/approve`, { method: 'POST' }, staffToken);
    expect(approved.result).toBe('success');
  });

  for (const [lang, prefix] of [
    ['en', ''],
    ['ne', '/ne'],
  ] as const) {
    for (const [size, viewport] of Object.entries(WIDTHS)) {
      it(`shows the stars, the count and the review on the product page and its card (${size}, ${lang})`, async () => {
        const page = await loggedIn(viewport);
        await page.goto(webUrl(`${prefix}/products/${product.slug}`));
        const section = page.locator('#reviews');
        await section.scrollIntoViewIfNeeded();
        const stars = section.getByRole('img', { name: lang === 'en' ? 'Rated 4 out of 5' : /मूल्याङ्कन/ });
        await stars.first().waitFor(WAIT);
        await section
          .getByText(lang === 'en' ? 'Based on 1 review' : /समीक्षाका आधारमा/)
          .first()
          .waitFor(WAIT);
        // The text as typed, shown as text: the markup was removed by the server, nothing is rendered as HTML.
        await section
          .getByText('Fitted in our bathroom at Chabahil. Easy to clean & the finish is even.')
          .waitFor(WAIT);
        expect(await section.locator('b').count()).toBe(0);
        await section
          .getByRole('img', { name: /Photo by|फोटो/ })
          .first()
          .waitFor(WAIT);
        await noSidewaysScroll(page);
        await shot(page, `product-reviews-${viewport.width}-${lang}`);
        await section.screenshot(
          process.env.SCREENSHOTS ? { path: `${SHOTS}section-${viewport.width}-${lang}.png` } : {},
        );

        // JSON-LD: the Product's aggregateRating and its approved review, in the server's HTML.
        const ld = await productJsonLd(page);
        expect(ld.aggregateRating).toEqual({
          '@type': 'AggregateRating',
          ratingValue: 4,
          reviewCount: 1,
          bestRating: 5,
          worstRating: 1,
        });
        expect(ld.review).toEqual([
          expect.objectContaining({
            '@type': 'Review',
            author: { '@type': 'Person', name: 'Demo C.' },
            reviewBody: 'Fitted in our bathroom at Chabahil. Easy to clean & the finish is even.',
            reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
          }),
        ]);

        // The listing card: found by its code, with its stars and count.
        await page.goto(webUrl(`${prefix}/search?query=${encodeURIComponent(product.code)}`));
        const card = page.locator(`article[data-slug="${product.slug}"]`);
        await card.waitFor(WAIT);
        await card
          .getByRole('img', { name: lang === 'en' ? 'Rated 4 out of 5, 1 review' : /मूल्याङ्कन/ })
          .waitFor(WAIT);
        await noSidewaysScroll(page);
        await card.scrollIntoViewIfNeeded();
        await shot(page, `card-${viewport.width}-${lang}`);
        await page.close();
      });
    }
  }

  it('tells a logged-out visitor to log in, and a customer without a delivered order why not', async () => {
    const guest = await openPage(browser, WIDTHS.phone);
    await skipEnquiryPopup(guest);
    await guest.goto(webUrl(`/products/${product.slug}`));
    await guest.locator('#reviews').getByRole('link', { name: 'Log in' }).waitFor(WAIT);
    await guest.close();
  });
});
