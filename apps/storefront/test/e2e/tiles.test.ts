// Ordering tiles by area (docs/tiles.md "Ordering by area") in Chromium on the real stack: on a seeded tile's
// page, a 4 × 3 m floor laid herringbone gives the boxes @sajilo/units counts, one click puts them in the
// cart with the area asked, and the cart shows boxes and m² and "for 12 m² + 20 % herringbone"; in English
// and Nepali (Devanagari digits there), at 360 and 1366 px, with no sideways scroll. The product page shows
// the price per m² and per sq.ft as rendered by the page server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Product, unwrap } from '@sajilo/api';
import { orderByArea } from '@sajilo/units';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { customerApi, newShopper, publicApi } from './accounts.js';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { skipEnquiryPopup } from './forms-support.js';
import { E2E_KEY } from './stack.js';

const SHOTS = process.env.SHOTS_DIR ?? new URL('../../.reports/screenshots/', import.meta.url).pathname;
/** A picture of a part of the page for people to look at, taken when SCREENSHOTS=1. */
const shot = async (part: Locator, path: string) => {
  if (process.env.SCREENSHOTS) await part.screenshot({ path: `${SHOTS}${path}` });
};
const WAIT = { timeout: 15_000 } as const;
const SIZES = { 360: { width: 360, height: 800 }, 1366: { width: 1366, height: 900 } } as const;

const DEVANAGARI = '०१२३४५६७८९';
const deva = (text: string) => text.replace(/[0-9]/g, (d) => DEVANAGARI[Number(d)] ?? d);

/** The page's words and digits in each language. */
const LANGUAGES = {
  en: {
    prefix: '',
    query: '',
    digits: (text: string) => text,
    region: 'Order by area',
    length: 'Length',
    width: 'Width',
    pattern: 'Laying pattern',
    add: (boxes: string) => `Add ${boxes} boxes to cart`,
    boxes: (boxes: string) => `${boxes} boxes`,
    asked: 'for 12 m² + 20 % herringbone',
  },
  ne: {
    prefix: '/ne',
    query: '?numerals=deva',
    digits: deva,
    region: 'क्षेत्रफलअनुसार अर्डर',
    length: 'लम्बाइ',
    width: 'चौडाइ',
    pattern: 'बिछ्याउने ढाँचा',
    add: (boxes: string) => `${boxes} बाकस कार्टमा थप्नुहोस्`,
    boxes: (boxes: string) => `${boxes} बाकस`,
    asked: `${deva('12')} m² + ${deva('20')} % हेरिङबोन का लागि`,
  },
} as const;

let browser: Browser;
let tile: Product;

/** A seeded floor tile of 600 × 600 mm, four a box (1.44 m²). */
async function aTile(): Promise<Product> {
  const found = await unwrap(
    publicApi().GET('/api/search', { params: { query: { search: 'vitrified floor tiles' } } }),
  );
  for (const summary of found.products) {
    const { product } = await unwrap(
      publicApi().GET('/api/products/{slug}', { params: { path: { slug: summary.slug } } }),
    );
    if (product.packaging?.pieces_per_box === 4) return product;
  }
  throw new Error('no 600 × 600 tile with its packaging in the seeded catalogue');
}

/** A confirmed customer logged in on the page. */
const newSession = async (page: Page) =>
  (await newShopper('tiles', page, { first_name: 'Asha', last_name: 'Gurung' })).token;

/** How far the page scrolls sideways (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
  tile = await aTile();
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('the product page of a tile', () => {
  it('renders the price per m² and per sq.ft on the server', async () => {
    const html = await (await fetch(webUrl(`/products/${tile.slug}`))).text();
    const packaging = tile.packaging;
    if (!packaging) throw new Error('no packaging');
    // Rs a box over the box's m², rounded up to the paisa (e.g. Rs 2,160 a box of 1.44 m² is Rs 1,500 a m²).
    const perM2 = Math.ceil((tile.price * 100 * 1_000_000) / packaging.mm2_per_box) / 100;
    const grouped = perM2.toLocaleString('en-IN', {
      minimumFractionDigits: Number.isInteger(perM2) ? 0 : 2,
      maximumFractionDigits: 2,
    });
    expect(html).toContain('data-testid="area-prices"');
    expect(html).toMatch(new RegExp(`${grouped.replace(/[.,]/g, '\\$&')}.*per m²`, 's'));
    expect(html).toContain('per sq.ft');
  });

  it("says what a box weighs, in kg with the page's digits", async () => {
    const grams = tile.packaging?.grams_per_box;
    if (!grams) throw new Error('the seeded tile has no weight a box');
    // The seed's 1.44 m² box weighs 28.08 kg: at most two decimals, as the page's other measures.
    const kg = (grams / 1000).toLocaleString('en-IN', { maximumFractionDigits: 2 });
    const english = await (await fetch(webUrl(`/products/${tile.slug}`))).text();
    expect(english).toMatch(new RegExp(`A box: [^<]*m², ${kg.replace(/[.,]/g, '\\$&')} kg;`));
    const nepali = await (await fetch(webUrl(`/ne/products/${tile.slug}?numerals=deva`))).text();
    expect(nepali).toContain(`, ${deva(kg)} किलो;`);
  });

  it('names the box in Nepali on the Nepali page, not in English', async () => {
    expect(tile.unit).toBe('box');
    const html = await (await fetch(webUrl(`/ne/products/${tile.slug}`))).text();
    expect(html).toContain('प्रति बाकस');
    expect(html).not.toContain('प्रति box');
  });
});

describe('order by area', () => {
  for (const [language, words] of Object.entries(LANGUAGES)) {
    for (const [width, viewport] of Object.entries(SIZES)) {
      it(`4 × 3 m laid herringbone → boxes in the cart, with m² (${language}, ${width} px)`, async () => {
        const page = await openPage(browser, viewport);
        // On a busy machine the walk outlasts the enquiry popup's 10 s, which would cover the button at desktop.
        await skipEnquiryPopup(page);
        const token = await newSession(page);
        const packaging = tile.packaging;
        if (!packaging) throw new Error('no packaging');
        const expected = orderByArea({
          packaging: {
            piecesPerBox: packaging.pieces_per_box,
            mm2PerBox: packaging.mm2_per_box,
            boxesPerPallet: packaging.boxes_per_pallet,
          },
          surfaces: [{ kind: 'floor', length: 4, width: 3, unit: 'm' }],
          wastage: 'herringbone',
        });
        const boxes = words.digits(String(expected.boxes));

        await page.goto(webUrl(`${words.prefix}/products/${tile.slug}${words.query}`));
        const calculator = page.getByRole('region', { name: words.region });
        await calculator.waitFor(WAIT);
        await calculator.getByLabel(words.length, { exact: true }).fill('4');
        await calculator.getByLabel(words.width, { exact: true }).fill('3');
        await calculator.getByLabel(words.pattern).selectOption('herringbone');
        await expect
          .poll(() => calculator.getByTestId('tile-boxes').textContent(), WAIT)
          .toBe(words.boxes(boxes));
        expect(await sideways(page)).toBe(0);
        await shot(page.locator('main h1').locator('..'), `product-summary-${language}-${width}.png`);
        await shot(calculator, `product-calculator-${language}-${width}.png`);
        expect(await axeViolations(page)).toEqual([]);

        await calculator.getByRole('button', { name: words.add(boxes) }).click();
        await expect
          .poll(async () => {
            const cart = await unwrap(customerApi(token).GET('/api/carts'));
            return cart.products.map((line) => [line.slug, line.qty, line.tile?.asked?.m2]);
          }, WAIT)
          .toEqual([[tile.slug, expected.boxes, 12]]);

        await page.goto(webUrl(`${words.prefix}/carts${words.query}`));
        const figures = page.getByTestId('tile-figures').first();
        await figures.waitFor(WAIT);
        // The figures keep "m²" by its number with a no-break space.
        const text = ((await figures.textContent()) ?? '').replace(/\u00a0/g, ' ');
        expect(text).toContain(words.boxes(boxes));
        expect(text).toContain(`${words.digits(String(expected.covered.squareMetres))} m²`);
        expect(text).toContain(words.asked);
        expect(await sideways(page)).toBe(0);
        await shot(page.locator('main'), `cart-${language}-${width}.png`);

        // The checkout's summary says the same boxes, pieces and m² under the tile, not a bare quantity.
        await page.goto(webUrl(`${words.prefix}/checkouts${words.query}`));
        const summary = page.locator('section[aria-labelledby="order-summary-heading"]');
        const inSummary = summary.getByTestId('tile-figures').first();
        await inSummary.waitFor(WAIT);
        expect((await inSummary.textContent())?.replace(/\u00a0/g, ' ')).toBe(text);
        expect(await sideways(page)).toBe(0);
        await shot(summary, `checkout-summary-${language}-${width}.png`);

        // Ordered: the order page (the HTML invoice) says the same boxes, pieces and m², as sold.
        const placed = await unwrap(
          customerApi(token).POST('/api/checkouts', {
            body: {
              name: 'Asha Gurung',
              email: 'asha@example.com',
              phone_number: '9841234567',
              state: 'Gandaki Province',
              district: 'Kaski',
              city: 'Pokhara Metropolitan City',
              ward: 17,
              street_address: 'Lakeside',
              payment_method: 'cod',
            },
          }),
        );
        await page.goto(webUrl(`${words.prefix}/my-orders/${placed.slug}${words.query}`));
        const sold = page.getByTestId('tile-figures').first();
        await sold.waitFor(WAIT);
        expect((await sold.textContent())?.replace(/\u00a0/g, ' ')).toBe(text);
        expect(await sideways(page)).toBe(0);
        await shot(page.locator('main'), `order-${language}-${width}.png`);
        if (process.env.SCREENSHOTS && width === '1366') {
          // The PDF invoice, for people to look at (pdftoppm turns it into pictures).
          const pdf = await fetch(`${inject('apiUrl')}/api/customer/orders/${placed.slug}/invoice.pdf`, {
            headers: { 'X-Api-Key': E2E_KEY, Authorization: `Bearer ${token}` },
          });
          writeFileSync(`${SHOTS}invoice-${language}.pdf`, Buffer.from(await pdf.arrayBuffer()));
        }
        await page.close();
        // The whole walk (product page, cart, checkout, order) in one test: twice the suite's minute.
      }, 120_000);
    }
  }
});
