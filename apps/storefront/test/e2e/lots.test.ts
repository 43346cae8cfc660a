// Shade lots before paying (docs/tiles.md "Split lots and top-ups") in Chromium on the real stack and the
// demo seed's lots: a tile line no single lot has is told in the cart with the boxes one lot has and the
// shopper chooses fewer boxes or several lots (the checkout's summary says it too, and the order page names
// each lot); "Buy more from the same lot" on the order page puts a line pinned to that lot in the cart. At
// 360 and 1366 px, in English and Nepali, without sideways scroll (with SCREENSHOTS=1, pictures under
// .reports/).
import { mkdirSync } from 'node:fs';
import { unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerApi, newShopper, publicApi } from './accounts.js';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { axeViolations } from './forms-support.js';

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
};
const WAIT = { timeout: 15_000 } as const;
const SIZES = { phone: { width: 360, height: 780 }, wide: { width: 1366, height: 900 } } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

const address = {
  name: 'Sita Shrestha',
  email: 'sita@example.com',
  phone_number: '9841234567',
  state: 'Bagmati Province',
  district: 'Kathmandu',
  city: 'Kathmandu Metropolitan City',
  ward: 10,
  street_address: 'Baneshwor',
};

/** A confirmed customer logged in on the page. */
async function shopper(page: Page): Promise<string> {
  return (await newShopper('lots', page)).token;
}

/**
 * Puts in the cart a seeded tile whose lots together have more than its fullest lot, one box more than that
 * lot has: a line no single lot fills. Answers the line's lots as the cart tells them.
 */
async function lineNoLotFills(token: string) {
  const api = customerApi(token);
  for (let page = 1; page <= 5; page++) {
    const listing = await unwrap(
      publicApi().GET('/api/categories/{slug}', { params: { path: { slug: 'tiles' }, query: { page } } }),
    );
    for (const product of listing.products) {
      const slug = product.slug;
      await unwrap(
        api.POST('/api/carts/{slug}/added', { params: { path: { slug } }, body: { quantity: 1 } }),
      );
      const cart = await unwrap(api.GET('/api/carts'));
      const line = cart.products.find((l) => l.slug === slug);
      const lots = line?.lots;
      if (line && lots && lots.all_lots > lots.one_lot && lots.one_lot < 999) {
        await unwrap(
          api.POST('/api/carts/{id}/update', {
            params: { path: { id: line.id } },
            body: { quantity: lots.one_lot + 1 },
          }),
        );
        return { slug, title: product.title, oneLot: lots.one_lot, asked: lots.one_lot + 1 };
      }
      if (line) await unwrap(api.DELETE('/api/carts/{id}', { params: { path: { id: line.id } } }));
    }
  }
  throw new Error('no seeded tile with lots of different sizes');
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const WORDS = {
  en: {
    prefix: '',
    noLot: (asked: number, one: number) => `No single shade lot has ${asked} boxes: one lot has ${one} boxes`,
    several: (asked: number) => `Take ${asked} boxes from several lots`,
    split: (asked: number) => `${asked} boxes from several shade lots`,
    fewer: (one: number) => `Take ${one} boxes from one lot`,
    more: 'Buy more from the same lot',
    earlier: 'From your earlier lot',
    closest: (asked: string, code: string, shade: string) =>
      shade
        ? `Take ${asked} boxes from lot ${code} (shade ${shade})`
        : `Take ${asked} boxes from lot ${code}`,
    closestAny: 'from the closest lot',
    splitEarlier: (code: string) => `from several shade lots, what is left of your earlier lot ${code} first`,
  },
  ne: {
    prefix: '/ne',
    noLot: (asked: number, one: number) => `कुनै एउटै सेड लटमा ${asked} बाकस छैनन्: एउटा लटमा ${one} बाकस छन्`,
    several: (asked: number) => `धेरै लटबाट ${asked} बाकस लिनुहोस्`,
    split: (asked: number) => `धेरै सेड लटबाट ${asked} बाकस`,
    fewer: (one: number) => `एउटै लटबाट ${one} बाकस लिनुहोस्`,
    more: 'उही लटबाट थप किन्नुहोस्',
    earlier: 'तपाईंको पहिलेको लट',
    closest: (asked: string, code: string, shade: string) =>
      shade ? `लट ${code} (सेड ${shade}) बाट ${asked} बाकस लिनुहोस्` : `लट ${code} बाट ${asked} बाकस लिनुहोस्`,
    closestAny: 'सबैभन्दा मिल्दो लटबाट',
    splitEarlier: (code: string) => `पहिले तपाईंको पहिलेको लट ${code} मा बाँकी भएका`,
  },
} as const;

/** Numbers as the English page writes them, and the Nepali page too while its digits are Latin. */
const n = (value: number) => new Intl.NumberFormat('en-IN').format(value);

describe('a tile line no single lot has', () => {
  it.each([
    ['en', 'phone'],
    ['ne', 'phone'],
    ['en', 'wide'],
    ['ne', 'wide'],
  ] as const)(
    'is told in the cart, and the shopper chooses one lot or several (%s, %s)',
    async (language, size) => {
      const words = WORDS[language];
      const page = await openPage(browser, SIZES[size]);
      const token = await shopper(page);
      const line = await lineNoLotFills(token);
      await page.goto(webUrl(`${words.prefix}/carts`));
      const notice = page.getByTestId('lot-choice');
      await notice.waitFor(WAIT);
      expect(await notice.textContent()).toContain(
        words.noLot(line.asked, line.oneLot).replace(/\d+/g, (d) => n(+d)),
      );
      await shot(page, `lots-cart-${language}-${SIZES[size].width}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // Several lots: the line says so, with a way back to one lot.
      await notice.getByRole('button', { name: words.several(line.asked) }).click();
      await expect.poll(() => notice.textContent(), WAIT).toContain(words.split(line.asked));
      await shot(page, `lots-cart-split-${language}-${SIZES[size].width}`);

      // The checkout's summary says it too, before paying.
      await page.goto(webUrl(`${words.prefix}/checkouts`));
      await expect
        .poll(() => page.getByTestId('lot-choice').textContent(), WAIT)
        .toContain(words.split(line.asked));
      await shot(page, `lots-checkout-${language}-${SIZES[size].width}`);
      expect(await noSidewaysScroll(page)).toBe(true);

      // Back in the cart, one lot after all: the boxes it has, and the notice is gone.
      await page.goto(webUrl(`${words.prefix}/carts`));
      await page.getByRole('button', { name: words.fewer(line.oneLot) }).click();
      await expect.poll(() => page.getByTestId('lot-choice').count(), WAIT).toBe(0);
      const cart = await unwrap(customerApi(token).GET('/api/carts'));
      expect(cart.products.find((l) => l.slug === line.slug)).toMatchObject({
        qty: line.oneLot,
        lots: { split: false },
      });
      await page.close();
    },
  );
});

describe('buying more from the same lot', () => {
  it.each([
    ['en', 'phone'],
    ['ne', 'phone'],
    ['en', 'wide'],
    ['ne', 'wide'],
  ] as const)(
    'the order page names the lot and puts a line pinned to it in the cart (%s, %s)',
    async (language, size) => {
      const words = WORDS[language];
      const page = await openPage(browser, SIZES[size]);
      const token = await shopper(page);
      const line = await lineNoLotFills(token);
      const api = customerApi(token);
      const cart = await unwrap(api.GET('/api/carts'));
      const id = cart.products.find((l) => l.slug === line.slug)?.id ?? 0;
      await unwrap(api.POST('/api/carts/{id}/update', { params: { path: { id } }, body: { quantity: 2 } }));
      const placed = await unwrap(
        api.POST('/api/checkouts', {
          params: { header: { 'Idempotency-Key': `lots-${size}-${Date.now()}` } },
          body: address,
        }),
      );
      await page.goto(webUrl(`${words.prefix}/my-orders/${placed.slug}`));
      const lots = page.getByTestId('item-lots');
      await lots.waitFor(WAIT);
      const order = await unwrap(
        api.GET('/api/customer/orders/{slug}', { params: { path: { slug: placed.slug } } }),
      );
      const [lot] = order.items[0]?.lots ?? [];
      if (!lot) throw new Error('the order names no lot');
      expect(await lots.textContent()).toContain(lot.code);
      const button = page.getByRole('button', { name: words.more });
      await button.scrollIntoViewIfNeeded();
      await shot(page, `lots-order-${language}-${SIZES[size].width}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await button.click();
      await page.getByRole('status').filter({ hasText: lot.code }).first().waitFor(WAIT);

      await page.goto(webUrl(`${words.prefix}/carts`));
      const notice = page.getByTestId('lot-choice');
      await expect.poll(() => notice.textContent(), WAIT).toContain(words.earlier);
      expect(await notice.textContent()).toContain(lot.code);
      await shot(page, `lots-topup-cart-${language}-${SIZES[size].width}`);

      // More than the lot has: the cart says so and names the lot it offers instead (or, when no single
      // lot has them, several lots), never an unnamed "closest lot".
      const pinned = (await unwrap(api.GET('/api/carts'))).products.find((l) => l.slug === line.slug);
      const more = (pinned?.lots?.same_lot?.left ?? 0) + 1;
      await unwrap(
        api.POST('/api/customer/orders/{slug}/top-up', {
          params: { path: { slug: placed.slug } },
          body: { product_slug: line.slug, quantity: more },
        }),
      );
      const now = (await unwrap(api.GET('/api/carts'))).products.find((l) => l.slug === line.slug)?.lots;
      await page.reload();
      await expect.poll(() => notice.textContent(), WAIT).toContain(lot.code);
      // The count in the page's digits; a lot's code and shade as they are.
      const instead = now?.closest
        ? words.closest(n(more), now.closest.code, now.closest.shade)
        : now && now.all_lots >= more
          ? words.several(more).replace(/\d+/g, (d) => n(+d))
          : undefined;
      if (instead) await notice.getByRole('button', { name: instead }).waitFor(WAIT);
      expect(await notice.getByRole('button', { name: words.closestAny }).count()).toBe(0);
      await shot(page, `lots-topup-short-${language}-${SIZES[size].width}`);

      // More than any one lot has: several lots, accepted, start with what is left of the earlier lot.
      const all = (await unwrap(api.GET('/api/carts'))).products.find((l) => l.slug === line.slug)?.lots;
      if (!all || all.all_lots <= all.one_lot) throw new Error('the tile no longer has two lots');
      await unwrap(
        api.POST('/api/customer/orders/{slug}/top-up', {
          params: { path: { slug: placed.slug } },
          body: { product_slug: line.slug, quantity: all.one_lot + 1 },
        }),
      );
      await page.reload();
      await notice
        .getByRole('button', { name: words.several(all.one_lot + 1).replace(/\d+/g, (d) => n(+d)) })
        .click();
      await expect.poll(() => notice.textContent(), WAIT).toContain(words.splitEarlier(lot.code));
      await shot(page, `lots-topup-split-${language}-${SIZES[size].width}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.close();
    },
  );
});
