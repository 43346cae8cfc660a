// docs/nepal.md "Content in Nepali" and docs/storefront.md "Search engines and link previews": the main Nepali pages, walked at 360 px on
// the real stack (the seeded demo shop), show the staff's content in Nepali. For the whole class of texts,
// not one string: every visible text node outside `[lang=en]` is searched for a run of two or more Latin
// words, once the names the shop keeps in English are taken out (its brands, its products' names, units and
// codes); and no English text of a record that has its Nepali shows anywhere. A shopper's own pages (the cart,
// the checkout, My Orders, an order with its VAT invoice, the dashboard, the profile) are scanned logged in,
// with an order placed. The head of each page (title,
// description, Open Graph, hreflang) is in the page's language, on / and on /ne.

import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cheapestInCart, customerApi, newShopper, PASSWORD, withSession } from './accounts.js';
import { closeContexts, openPage, settled, sharedBrowser, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

const PHONE = { width: 360, height: 800 } as const;
/** A wide screen: the listing's filter panel (price, colours) shows beside the products. */
const WIDE = { width: 1366, height: 900 } as const;
/** Words a Nepali page may show in Latin letters: units, codes, payment and social networks' names. */
const ALLOWED = [
  'Sajilo',
  'PDF',
  'VAT',
  'PAN',
  'LED',
  'WC',
  'mm',
  'cm',
  'Rs',
  'AD',
  'BS',
  'eSewa',
  'Khalti',
  'Fonepay',
  'QR',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'Pinterest',
  'WhatsApp',
  'Viber',
  'Twitter',
  'YouTube',
  'Tally',
  'Google',
  'OpenStreetMap',
];

let browser: Browser;
const api = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
/** The names the shop keeps as written (brands and the seller are proper names; products without a Nepali name). */
let keptNames: string[] = [];
/** English texts of records that have their Nepali: never shown on a Nepali page. */
let translated: string[] = [];
let product = '';
/** The product's names as the catalogue writes them (its name, its code). */
let productNames: string[] = [];
let blog = '';
/** A tiles' colour that has its Nepali name (its English one, the filter's value). */
let colour = '';
/** The English names of the colours that have their Nepali ones. */
let colourNames: string[] = [];

beforeAll(async () => {
  browser = await sharedBrowser();
  const client = api();
  const [brands, blogs, faqs, showrooms, banners, testimonials, jobs, catalogues, listing, seller, colours] =
    await Promise.all([
      unwrap(client.GET('/api/brands')),
      unwrap(client.GET('/api/blogs')),
      unwrap(client.GET('/api/faqs')),
      unwrap(client.GET('/api/showrooms')),
      unwrap(client.GET('/api/banners')),
      unwrap(client.GET('/api/testimonials')),
      unwrap(client.GET('/api/careers')),
      unwrap(client.GET('/api/catalogues')),
      unwrap(client.GET('/api/categories/{slug}', { params: { path: { slug: 'tiles' } } })),
      unwrap(client.GET('/api/seller')),
      unwrap(client.GET('/api/filters/{slug}/colors', { params: { path: { slug: 'tiles' } } })),
    ]);
  const first = listing.products[0];
  const firstBlog = blogs.blogs[0];
  if (!first || !firstBlog) throw new Error('the demo shop has no tiles or no blog');
  product = first.slug;
  productNames = [first.title, first.title_ne ?? ''].filter((name) => name !== '');
  blog = firstBlog.slug;
  // The seller's registered name, its grievance officer's name and address (the footer, /grievances) are the
  // facts as the shop entered them, which have no Nepali twins (docs/nepal.md "The seller on the site").
  const officer = seller.seller.grievance_officer;
  keptNames = [
    ...brands.data.brands.flat().map((b) => b.title),
    seller.seller.name,
    ...(officer ? [officer.name, officer.address ?? ''] : []),
  ].filter((name) => name !== '');
  const pairs: [string, string | null][] = [
    ...blogs.blogs.flatMap((b): [string, string | null][] => [
      [b.title, b.title_ne],
      [b.summary, b.summary_ne],
    ]),
    ...faqs.types.flatMap((t): [string, string | null][] => [
      [t.title, t.title_ne],
      ...t.faqs.map((f): [string, string | null] => [f.question, f.question_ne]),
    ]),
    ...showrooms.showrooms.flatMap((s): [string, string | null][] => [
      [s.title, s.title_ne],
      [s.summary, s.summary_ne],
      [s.address, s.address_ne],
    ]),
    ...testimonials.testimonials.map((t): [string, string | null] => [t.message, t.message_ne]),
    ...jobs.jobs.map((j): [string, string | null] => [j.title, j.title_ne]),
    ...catalogues.catalogues.map((c): [string, string | null] => [c.title, c.title_ne]),
    ...banners.banners.map((b): [string, string | null] => [b.title, b.title_ne]),
  ];
  // The colours the filter panel, its chips and the product's facts name (docs/nepal.md "Catalogue content
  // in Nepali"); a product's own tabs, the staff's English marked lang="en", may still say them.
  colourNames = colours.colors.filter((c) => c.subtitle_ne !== null).map((c) => c.subtitle);
  colour = colours.colors.find((c) => c.subtitle_ne !== null)?.subtitle ?? '';
  expect(colour, 'the demo tiles have a colour with its Nepali name').not.toBe('');
  translated = pairs.filter(([, ne]) => ne !== null).map(([en]) => en);
  expect(translated.length).toBeGreaterThan(20);
});
afterAll(async () => {
  await closeContexts(browser);
});

/**
 * The visible text outside [lang=en], and all visible text, of a page. The words people read or hear in
 * attributes count as text too: a picture's alt, a hover title, a field's placeholder, a name given with
 * aria-label (a landmark's, a button's).
 */
async function visibleText(page: Page): Promise<{ outsideEnglish: string[]; all: string }> {
  return page.evaluate(() => {
    const outside: string[] = [];
    const all: string[] = [];
    // A product card's picture is named by the product's name, as its link is (below).
    const kept = (element: Element) =>
      element.closest('[lang=en], a[href*="/products/"]:not([href*="/categories/"]), article[data-slug]') !==
      null;
    for (const element of document.body.querySelectorAll('[alt], [title], [placeholder], [aria-label]')) {
      if (kept(element) || element.closest('script, style, noscript, template, [hidden]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      for (const name of ['alt', 'title', 'placeholder', 'aria-label']) {
        const value = element.getAttribute(name)?.trim();
        if (value) outside.push(value);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template, [hidden]')) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none')
        continue;
      all.push(text);
      // Product cards and links name products as written: their names are the catalogue's (not the staff's
      // content), Nepali only where the product has its Nepali name.
      if (parent.closest('[lang=en], a[href*="/products/"]:not([href*="/categories/"])')) continue;
      outside.push(text);
    }
    return { outsideEnglish: outside, all: all.join('\n') };
  });
}

/** Runs of two or more Latin words left once the kept names and allowed words are taken out. */
function englishRuns(texts: string[], extraNames: string[] = []): string[] {
  const names = [...keptNames, ...extraNames].sort((a, b) => b.length - a.length);
  const allowed = new Set(ALLOWED.map((w) => w.toLowerCase()));
  const runs: string[] = [];
  for (let text of texts) {
    for (const name of names) text = text.split(name).join(' ');
    const words = text.split(/\s+/).map((w) => w.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, ''));
    let run: string[] = [];
    for (const word of [...words, '']) {
      const latin = /^[A-Za-z][A-Za-z'’-]*$/.test(word) && !allowed.has(word.toLowerCase());
      if (latin) run.push(word);
      else {
        if (run.length >= 2) runs.push(run.join(' '));
        run = [];
      }
    }
  }
  return runs;
}

/**
 * Opens `path` and waits until it shows all it will: hydrated (`goto`), the code that comes after the page's
 * own in (`settled`), and, scrolled to the bottom as a reader gets there, the sections below the fold laid
 * out (src/home/deferred.tsx). Pictures hold no text and are not waited for.
 */
async function openSettled(
  path: string,
  viewport: { width: number; height: number } = PHONE,
  /** Readies the page before it opens `path`: a shopper's session (newShopper). */
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await openPage(browser, viewport);
  await prepare?.(page);
  await page.goto(webUrl(path));
  await settled(page);
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await settled(page);
  return page;
}

async function checkPage(
  path: string,
  extraNames: string[] = [],
  scan = true,
  viewport: { width: number; height: number } = PHONE,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await openSettled(path, viewport, prepare);
  expect(await page.getAttribute('html', 'lang')).toBe('ne');
  const { outsideEnglish, all } = await visibleText(page);
  if (scan) expect(englishRuns(outsideEnglish, extraNames), `${path}: English outside [lang=en]`).toEqual([]);
  // A one-word text (an FAQ type's 'Warranty') counts as its own text, not as a word of a longer one (a
  // product's 'Care & Warranty' tab, the catalogue's, marked lang="en").
  const nodes = all.split('\n');
  const shown = translated.filter((en) =>
    /\s/.test(en.trim()) ? all.includes(en) : nodes.some((node) => node.trim() === en.trim()),
  );
  expect(shown, `${path}: English shown although the record has its Nepali`).toEqual([]);
  const englishColours = colourNames.filter((en) => outsideEnglish.some((text) => text.trim() === en));
  expect(englishColours, `${path}: a colour named in English although it has its Nepali name`).toEqual([]);
  // No sideways scroll at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  return page;
}

describe('the Nepali pages show the staff’s content in Nepali', () => {
  it.each([
    '/ne',
    '/ne/products',
    '/ne/products/categories/tiles',
    '/ne/blogs',
    '/ne/showrooms',
    '/ne/careers',
    '/ne/catalogues',
    '/ne/faqs',
    '/ne/terms-and-conditions',
    '/ne/privacy-policy',
    '/ne/who-we-are',
    '/ne/contact-us',
    '/ne/grievances',
    '/ne/search',
    '/ne/register',
  ])('%s', async (path) => {
    await checkPage(path);
  });

  it('a listing on a wide screen, its filters beside the products', async () => {
    await checkPage('/ne/products/categories/tiles', [], true, WIDE);
  });

  it('a listing filtered by a colour: the panel and the applied filter name it in Nepali', async () => {
    const page = await checkPage(
      `/ne/products/categories/tiles?colors=${encodeURIComponent(colour)}`,
      [],
      true,
      WIDE,
    );
    // The chip's remove button says which filter it removes in Nepali: "रङ फिल्टर हटाउनुहोस्: …".
    const remove = page.getByRole('button', { name: /^रङ फिल्टर हटाउनुहोस्: / });
    await expect.poll(() => remove.count()).toBeGreaterThan(0);
    expect(await remove.first().getAttribute('aria-label')).not.toContain(colour);
    // The panel lists the colours in the order of their Nepali names, not of the English ones.
    const names = await page
      .getByRole('group', { name: 'रङहरू' })
      .locator('label > span:last-child')
      .allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort(new Intl.Collator('ne').compare));
  });

  it('a blog post', async () => {
    await checkPage(`/ne/blogs/${blog}`);
  });

  it('a shopper’s cart, checkout, orders, order with its invoice, dashboard and profile', async () => {
    // One shopper, logged in on each page as the storefront keeps a session, with one order placed (cash on
    // delivery, so it has its VAT invoice at once) and something in the cart again.
    const { token, email } = await newShopper('nepali-pages');
    const login = await unwrap(api().POST('/api/customer/login', { body: { email, password: PASSWORD } }));
    const logIn = (tab: Page) => withSession(tab, login.token, login.token_validity);
    const { slug } = await cheapestInCart(token);
    const placed = await unwrap(
      customerApi(token).POST('/api/checkouts', {
        body: {
          name: 'Sita Shrestha',
          email,
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
    await cheapestInCart(token);
    const { product } = await unwrap(api().GET('/api/products/{slug}', { params: { path: { slug } } }));
    // The product in the cart and on the order is named as the catalogue writes it (its Nepali name keeps the
    // brand's series in Latin letters: "Johnson Endura Metro Navy चम्किलो …"), and the order's name and
    // address are the shopper's own, as typed at checkout.
    const names = [
      product.title,
      product.title_ne ?? '',
      product.product_code,
      'Sita Shrestha',
      'Pokhara Metropolitan City',
      'Gandaki Province',
      email,
    ].filter((name) => name !== '');
    const failures: string[] = [];
    for (const path of [
      '/ne/carts',
      '/ne/checkouts',
      '/ne/my-orders',
      `/ne/my-orders/${placed.slug}`,
      '/ne/dashboard',
      '/ne/update-profile',
    ]) {
      try {
        const tab = await checkPage(path, names, true, PHONE, logIn);
        // The order's line is named by the product's Nepali name as sold, not the English one
        // (docs/nepal.md "Orders in Nepali").
        if (path.startsWith('/ne/my-orders/')) {
          const line = tab.locator(`a[href$="/products/${slug}"]`).first();
          expect(product.title_ne, 'the seed names the product in Nepali').toBeTruthy();
          expect((await line.textContent())?.trim(), `${path}: the line's name`).toBe(product.title_ne);
          // The text shown, not the page's data for the browser, which carries both names.
          // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, without scripts' text.
          expect(await tab.locator('body').innerText(), `${path}: the English name`).not.toContain(
            product.title,
          );
        }
        await tab.close();
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a product', async () => {
    // The product's own name, brand and codes are the catalogue's as written; the page's words are Nepali.
    await checkPage(`/ne/products/${product}`, productNames);
  });

  it('an English text with no Nepali is marked lang="en" on a Nepali page', async () => {
    const page = await openSettled(`/ne/blogs/${blog}`);
    // The seed writes every post in Nepali: its body is not marked, the page's language is Nepali.
    expect(await page.locator('article [lang="en"]').count()).toBe(0);
  });
});

describe('the head is in the page’s language', () => {
  const head = (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? '',
      ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content') ?? '',
      ogAlternate:
        document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute('content') ?? '',
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`,
      ),
    }));
  const devanagari = /[\u0900-\u097F]/;

  it.each([
    ['/', 'home'],
    ['/products/categories/tiles', 'listing'],
    ['/blogs', 'blogs'],
    ['/faqs', 'FAQs'],
    ['/who-we-are', 'content page'],
    ['/terms-and-conditions', 'policy'],
    ['/careers', 'careers'],
  ])('%s (%s) in both languages, with hreflang both ways', async (path) => {
    const page = await openPage(browser, PHONE);
    const nePath = path === '/' ? '/ne' : `/ne${path}`;
    // The served HTML carries the head (no script needed): the page server's render.
    const html = await (await fetch(webUrl(nePath))).text();
    expect(html).toContain('<meta property="og:locale" content="ne_NP"');
    await page.goto(webUrl(nePath));
    // The head as the app leaves it once hydrated (the server's is checked above).
    await expect.poll(() => page.title()).toMatch(devanagari);
    const ne = await head(page);
    expect(ne.title, nePath).toMatch(devanagari);
    expect(ne.ogTitle).toBe(ne.title);
    expect(ne.description, nePath).toMatch(devanagari);
    expect(ne.ogDescription).toBe(ne.description);
    expect([ne.ogLocale, ne.ogAlternate]).toEqual(['ne_NP', 'en_US']);
    expect(ne.alternates).toEqual([`en ${path}`, `ne ${nePath}`, `x-default ${path}`]);
    await page.goto(webUrl(path));
    const en = await head(page);
    expect(en.title, path).not.toMatch(devanagari);
    expect([en.ogLocale, en.ogAlternate]).toEqual(['en_US', 'ne_NP']);
    expect(en.alternates).toEqual(ne.alternates);
  });

  it('an account page names its language (rendered in the browser)', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(webUrl('/ne/login'));
    // Rendered in the browser: its head is written once the screen's code is in.
    await expect.poll(() => page.title()).toMatch(devanagari);
    const ne = await head(page);
    expect(ne.title).toMatch(devanagari);
    expect([ne.ogLocale, ne.ogAlternate]).toEqual(['ne_NP', 'en_US']);
    expect(ne.alternates).toEqual(['en /login', 'ne /ne/login', 'x-default /login']);
  });

  it('a product and a blog post in Nepali', async () => {
    for (const path of [`/ne/products/${product}`, `/ne/blogs/${blog}`]) {
      const page = await openPage(browser, PHONE);
      await page.goto(webUrl(path));
      await expect.poll(() => page.title()).toMatch(/सजिलो/);
      const ne = await head(page);
      expect(ne.title, path).toMatch(/सजिलो/);
      expect(ne.description, path).toMatch(devanagari);
      expect(ne.ogLocale).toBe('ne_NP');
    }
  });
});
