// No page of the storefront scrolls sideways on a phone (docs/design.md "Nepal facts": most phones here are
// 360 px wide and carry Noto fonts, Devanagari included). Every route of the app's router (src/app/router.tsx,
// read here so a new route cannot be forgotten) is shown once per language, English and Nepali, and the
// viewport is then narrowed and widened through the common phone widths; at each the document must be no
// wider than the screen. A failure names the element that sticks out furthest, with its ancestors and text.
// The customer's own pages are seen logged in as the demo customer, with a cart, a wishlist and orders.
// Each tab loads its first page from the page server and reaches the others as a shopper following a link
// does, through the app's router: the same components on the same data, without a page server's render, a
// document's parse and a hydration for each (docs/testing.md "Browser suites"). That the server's HTML
// hydrates into the same page is ssr.test.ts's check.

import { readFileSync } from 'node:fs';
import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, moveInApp, openPage, settled, sharedBrowser, webUrl } from './browser.js';
import { skipEnquiryPopup } from './forms-support.js';
import { E2E_KEY } from './stack.js';

/** The phone widths shoppers here use, narrowest first (px). */
const WIDTHS = [320, 360, 375, 390, 412] as const;
const HEIGHT = 800;

const LANGUAGES = { en: '', ne: '/ne' } as const;

/** The demo customer the seed makes (packages/seed, DEMO_CUSTOMER; README's demo logins). */
const DEMO_CUSTOMER = { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' };

/** What the pages are filled with: the seeded shop's slugs, and the demo customer's session and order. */
interface Fixture {
  product: string;
  category: string;
  brand: string;
  blog: string;
  career: string;
  showroom: string;
  order: { slug: string; name: string };
  /** The demo customer's priced quote (the seed has one in every state). */
  quote: string;
  token: string;
}

interface PageSpec {
  /** The route's pattern as the router spells it (relative children under `/`). */
  route: string;
  /** The address that shows it (without the language's prefix). */
  path: (fixture: Fixture) => string;
  /** Seen by the logged-in demo customer (the customer's own pages). */
  session?: boolean;
  /** What shows once a customer's page (rendered in the browser) has its own data. */
  ready?: (page: Page, fixture: Fixture) => Locator;
}

const firstRow = (page: Page) => page.locator('tbody tr').first();
const orderName = (page: Page, fixture: Fixture) => page.getByText(fixture.order.name).first();

const PAGES: PageSpec[] = [
  { route: '/', path: () => '/' },
  { route: '/products', path: () => '/products' },
  { route: '/products/categories/:categoryId', path: (f) => `/products/categories/${f.category}` },
  { route: '/products/brands/:brandId', path: (f) => `/products/brands/${f.brand}` },
  { route: '/products/:productId', path: (f) => `/products/${f.product}` },
  { route: '/search', path: () => '/search?query=basin' },
  { route: '/catalogues', path: () => '/catalogues' },
  { route: '/showrooms', path: () => '/showrooms' },
  { route: '/showrooms/:showroomId', path: (f) => `/showrooms/${f.showroom}` },
  { route: '/who-we-are', path: () => '/who-we-are' },
  { route: '/dealer-policy', path: () => '/dealer-policy' },
  { route: '/terms-and-conditions', path: () => '/terms-and-conditions' },
  { route: '/privacy-policy', path: () => '/privacy-policy' },
  // The seeded page the staff made (packages/seed, content.ts).
  { route: '/pages/:pageId', path: () => '/pages/warranty' },
  { route: '/blogs', path: () => '/blogs' },
  { route: '/blogs/:blogId', path: (f) => `/blogs/${f.blog}` },
  { route: '/careers', path: () => '/careers' },
  { route: '/careers/:careerId', path: (f) => `/careers/${f.career}` },
  { route: '/careers/:careerId/apply', path: (f) => `/careers/${f.career}/apply` },
  { route: '/faqs', path: () => '/faqs' },
  { route: '/contact-us', path: () => '/contact-us' },
  { route: '/customer-enquiry', path: () => '/customer-enquiry' },
  { route: '/dealer-enquiry', path: () => '/dealer-enquiry' },
  { route: '/ask-your-question', path: () => '/ask-your-question' },
  { route: '/support-ticket', path: () => '/support-ticket' },
  { route: '/grievances', path: () => '/grievances' },
  { route: '/login', path: () => '/login' },
  { route: '/register', path: () => '/register' },
  { route: '/forget-password', path: () => '/forget-password' },
  { route: '/reset-password', path: () => `/reset-password#token=${'ab'.repeat(32)}` },
  // Without a token: the same screen as a refused link (its message and the form for a new one), and no
  // request that would count against the server's limit of confirmations per IP.
  { route: '/confirm-email', path: () => '/confirm-email' },
  { route: '/carts', path: () => '/carts', session: true, ready: firstRow },
  { route: '/wishlists', path: () => '/wishlists', session: true, ready: firstRow },
  {
    route: '/checkouts',
    path: () => '/checkouts',
    session: true,
    ready: (page) => page.locator('#order-summary-heading ~ ul li').first(),
  },
  { route: '/dashboard', path: () => '/dashboard', session: true, ready: orderName },
  { route: '/my-orders', path: () => '/my-orders', session: true, ready: orderName },
  // A return from a gateway with nothing to confirm: the page says the address is not complete.
  { route: '/payments/:gateway', path: () => '/payments/esewa', session: true },
  // The Fonepay QR page of an order that is not the caller's: the page says the order is not found.
  { route: '/payments/fonepay', path: () => '/payments/fonepay?order=no-such-order', session: true },
  {
    route: '/my-orders/:orderId',
    path: (f) => `/my-orders/${f.order.slug}`,
    session: true,
    ready: orderName,
  },
  { route: '/update-profile', path: () => '/update-profile', session: true },
  { route: '/my-quotes', path: () => '/my-quotes', session: true },
  { route: '/my-quotes/:quoteId', path: (f) => `/my-quotes/${f.quote}`, session: true },
  { route: '/quick-order', path: () => '/quick-order', session: true },
  { route: '/change-password', path: () => '/change-password', session: true },
  // The demo customer is no dealer: the dealer area's application form.
  { route: '/dealer', path: () => '/dealer', session: true },
  // A buyer's invitation link without its token: the page says the link is not complete.
  { route: '/dealer/join', path: () => '/dealer/join', session: true },
  { route: '*', path: () => '/no-such-page/at-all' },
];

/**
 * Every route pattern of src/app/router.tsx: each `path: '…'` (a child's is relative to `/`) and the index
 * route (`/`). Read from the source, since the router module itself needs the app's build (Lingui's macros).
 */
function routerPatterns(): string[] {
  const source = readFileSync(new URL('../../src/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map(([, path = '']) =>
    path.startsWith('/') || path === '*' ? path : `/${path}`,
  );
  const index = /\bindex:\s*true\b/.test(source) ? ['/'] : [];
  return [...index, ...paths];
}

const publicApi = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });

/**
 * The seeded shop's first product, category, brand, blog, job and showroom, and the demo customer (packages/
 * seed): a cart, a wishlist and orders in every status, only read here. Its dearest order is the one opened.
 */
async function makeFixture(): Promise<Fixture> {
  const api = publicApi();
  const [{ products }, categories, { blogs }, { jobs }, { showrooms }, { token }] = await Promise.all([
    unwrap(api.GET('/api/products/trending/list')),
    unwrap(api.GET('/api/categories')),
    unwrap(api.GET('/api/blogs')),
    unwrap(api.GET('/api/careers')),
    unwrap(api.GET('/api/showrooms')),
    unwrap(api.POST('/api/customer/login', { body: DEMO_CUSTOMER })),
  ]);
  const customer = createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY, getToken: () => token });
  const { orders } = await unwrap(customer.GET('/api/customer/orders'));
  // The widest amount among the five newest orders: the dashboard lists those (the list page all of them).
  const order = [...orders]
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, 5)
    .sort((a, b) => b.total_amount - a.total_amount)[0];
  const { quotes } = await unwrap(customer.GET('/api/customer/quotes'));
  const quote = (quotes.find((q) => q.status === 'priced') ?? quotes[0])?.slug;
  const product = products[0]?.product_slug;
  const category = categories.categories[0]?.slug;
  const brand = categories.brands[0]?.slug;
  const blog = blogs[0]?.slug;
  const career = jobs[0]?.slug;
  const showroom = showrooms[0]?.slug;
  if (!product || !category || !brand || !blog || !career || !showroom || !order || !quote)
    throw new Error(
      'the seeded shop lacks a product, category, brand, blog, job, showroom, demo order or quote',
    );
  return {
    product,
    category,
    brand,
    blog,
    career,
    showroom,
    order: { slug: order.slug, name: order.order_name },
    quote,
    token,
  };
}

/** Puts the customer's session into localStorage before the page's scripts run (the store reads it at start). */
async function withSession(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ({ token, expires }) => {
      if (!window.location.origin.startsWith('http') || window !== window.top) return;
      localStorage.setItem('token', token);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('tokenExpiration', String(expires));
    },
    { token, expires: Date.now() + 3_600_000 },
  );
}

/**
 * How far the frame's document is wider than its viewport, and if it is, the elements (or text) that stick
 * out furthest: each described by its last ancestors, its own box and its text. Parts inside a box that
 * clips or scrolls sideways, and fixed ones, are left out: they do not widen the document.
 */
function measure(frame: Frame) {
  return frame.evaluate(async () => {
    // A layout at the new size has been painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.documentElement;
    const limit = root.clientWidth;
    const overflow = root.scrollWidth - limit;
    if (overflow <= 0) return { overflow, culprits: [] as string[] };

    const label = (el: Element) => {
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.join('')}`;
    };
    const explain = (el: Element, right: number, what: string) => {
      const chain: string[] = [];
      for (let at: Element | null = el; at && at !== document.body && chain.length < 4; at = at.parentElement)
        chain.unshift(label(at));
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return { right, text: `${chain.join(' > ')}${what} reaches ${Math.round(right)} px: "${text}"` };
    };
    const found: { right: number; text: string }[] = [];
    const sticksOut = (right: number) => right > limit + 0.5;
    const visit = (el: Element, parentSticksOut: boolean) => {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.position === 'fixed') return;
      const box = el.getBoundingClientRect();
      const out = sticksOut(box.right + window.scrollX) && box.width > 0;
      if (out && !parentSticksOut) found.push(explain(el, box.right + window.scrollX, ''));
      if (style.overflowX !== 'visible') return;
      for (const child of el.childNodes) {
        if (child instanceof Element) visit(child, out);
        else if (child.nodeType === Node.TEXT_NODE && !out && child.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(child);
          const right = range.getBoundingClientRect().right + window.scrollX;
          if (sticksOut(right)) found.push(explain(el, right, ' (its text)'));
        }
      }
    };
    for (const child of document.body.children) visit(child, false);
    found.sort((a, b) => b.right - a.right);
    return { overflow, culprits: found.slice(0, 3).map((f) => f.text) };
  });
}

/**
 * Waits for what a page shows once it is complete. A public page's content comes with it from the page
 * server; a customer's page (rendered in the browser) has its heading once its code is in, and shows `ready`
 * once its own data is in. The footer's subscribe box is code of its own, loaded after the page's. Pictures
 * need no waiting: each reserves its size (ResponsiveImage's width and height). The home page's sections
 * below the fold are left unlaid-out until the visitor comes near (`content-visibility: auto`,
 * src/home/deferred.tsx): they are laid out at once here, as a visitor scrolling down sees them.
 */
async function settle(page: Page, ready: Locator | undefined): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      (document.querySelector('footer') === null || document.querySelector('footer form') !== null),
  );
  await ready?.waitFor();
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('[style*="content-visibility"]'))
      element.style.contentVisibility = 'visible';
    await document.fonts.ready;
  });
}

/**
 * Shows `address` in the tab: its first page loaded from the page server, every later one reached through
 * the app's router (above). The new page has rendered once the document's title is no longer the last
 * page's (React 19 sets it when the page commits, src/components/seo.tsx), and is complete once the code and
 * data it asked for are in (`settled`) and `settle` below has seen what it waits for.
 */
async function show(page: Page, address: string): Promise<void> {
  if (!shown.has(page)) {
    shown.add(page);
    await page.goto(webUrl(address));
    return;
  }
  const before = await page.title();
  await moveInApp(page, address);
  await page.waitForFunction((before) => document.title !== before, before);
  await settled(page);
}

let browser: Browser;
let fixture: Fixture;
type Who = 'visitor' | 'customer';
/**
 * The four tabs every route is seen in, a visitor's and the demo customer's in each language, each kept for
 * the whole file: a test leaves the next nothing but the tab's storage (the session, which the customer's
 * tabs keep anyway), its HTTP cache and the app's cached answers, as a shopper's tab keeps them from page to
 * page. A tab per test, emptied between them (browser.ts, openPage), cost as much again as its pages' loads.
 */
const tabs = new Map<`${Who} ${keyof typeof LANGUAGES}`, Page>();
/** The tabs that have loaded their first page. */
const shown = new Set<Page>();
beforeAll(async () => {
  browser = await sharedBrowser();
  fixture = await makeFixture();
  for (const who of ['visitor', 'customer'] as const)
    for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      const page = await openPage(browser, { width: WIDTHS[0], height: HEIGHT });
      await skipEnquiryPopup(page);
      if (who === 'customer') await withSession(page, fixture.token);
      tabs.set(`${who} ${language}`, page);
    }
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('the pages checked', () => {
  it('are every route of the router', () => {
    expect(
      PAGES.map((spec) => spec.route).sort(),
      'every route of src/app/router.tsx has its page in PAGES, with an address that shows it',
    ).toEqual(routerPatterns().sort());
  });
});

// One test a page, both languages in it, in the tabs of the one who sees it (above).
describe('no sideways scroll at 320, 360, 375, 390 and 412 px', () => {
  it.each(PAGES)('$route, in English and Nepali', async (spec) => {
    const first = WIDTHS[0];
    // The app's own frames (the showroom page the API host serves); a map's frame is a third party's.
    const origins = new Set([new URL(webUrl()).origin, new URL(inject('apiUrl')).origin]);
    const problems: string[] = [];
    for (const [language, prefix] of Object.entries(LANGUAGES)) {
      const page = tabs.get(`${spec.session ? 'customer' : 'visitor'} ${language as keyof typeof LANGUAGES}`);
      if (!page) throw new Error('the tabs were not opened');
      if (page.viewportSize()?.width !== first) await page.setViewportSize({ width: first, height: HEIGHT });
      const path = spec.path(fixture);
      await show(page, path === '/' && prefix ? prefix : `${prefix}${path}`);
      await settle(page, spec.ready?.(page, fixture));
      for (const width of WIDTHS) {
        if (width !== first) await page.setViewportSize({ width, height: HEIGHT });
        for (const frame of page.frames()) {
          const url = frame.url();
          if (!url.startsWith('http') || !origins.has(new URL(url).origin)) continue;
          const where = frame === page.mainFrame() ? '' : ` (frame ${new URL(url).pathname})`;
          const { overflow, culprits } = await measure(frame);
          if (overflow > 0)
            problems.push(
              `${language} at ${width} px${where}: ${overflow} px wider than the screen; ${culprits.join('; ') || 'no single element found'}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
