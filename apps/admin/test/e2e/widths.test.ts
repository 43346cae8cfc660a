// Every screen of the back office at the widths of the phones staff carry (320 to 412 px), with the fonts they
// carry (Debian's Noto, Devanagari included): no screen scrolls sideways; a wide table scrolls inside its own
// region. The screens come from the router's own list (src/routes.ts), so a new screen cannot go unchecked.
// Each screen is loaded once and the viewport resized through the widths. The back office is English only.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS } from '../../src/content/kinds.js';
import { ROUTES, type RouteName } from '../../src/routes.js';
import {
  adminUrl,
  closeContexts,
  DEV_OWNER,
  logIn,
  PHONE_WIDTHS,
  settled,
  sharedBrowser,
  sidewaysOffenders,
} from './browser.js';
import { openTicket, placePendingOrder } from './forms.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await sharedBrowser();
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTHS[0], height: 800 } });
  context.setDefaultTimeout(25_000);
  page = await context.newPage();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A screen to load: where it is, and the heading that says it is there. */
interface Visit {
  what: string;
  open(page: Page): Promise<void>;
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** An address, and its heading. */
const at = (path: string, name: string | RegExp, what = path): Visit => ({
  what,
  async open(page) {
    await page.goto(adminUrl(path));
    await heading(page, name);
  },
});

/** The first record of a list: its link followed, and the heading it leads to. */
const firstOf = (path: string, region: string, name: string | RegExp, what: string): Visit => ({
  what,
  async open(page) {
    await page.goto(adminUrl(path));
    await page.getByRole('region', { name: region }).locator('tbody tr a').first().click();
    await heading(page, name);
  },
});

/** Every address of every route, with what it shows (a record's id from the seeded demo shop). */
const VISITS: Record<Exclude<RouteName, 'login'>, Visit[]> = {
  invoice: [
    {
      what: 'an invoice',
      async open(page) {
        await page.goto(adminUrl('/orders'));
        const href = await page
          .getByRole('region', { name: 'Orders' })
          .locator('tbody tr a')
          .first()
          .getAttribute('href');
        await page.goto(adminUrl(`${href}/invoice`));
        await heading(page, /^Invoice /);
      },
    },
  ],
  pickList: [
    {
      what: 'a pick list',
      async open(page) {
        await page.goto(adminUrl('/orders'));
        const href = await page
          .getByRole('region', { name: 'Orders' })
          .locator('tbody tr a')
          .first()
          .getAttribute('href');
        await page.goto(adminUrl(`${href}/pick-list`));
        await heading(page, /^Pick list /);
      },
    },
  ],
  dashboard: [at('/', 'Dashboard')],
  orders: [at('/orders', 'Orders')],
  // A pending order: the most next steps.
  order: [
    {
      what: 'a pending order',
      async open(page) {
        // Its own: the tests before may have moved the seeded pending order on.
        await placePendingOrder();
        await firstOf('/orders?status=pending', 'Orders', /^Order .*: Pending$/, 'a pending order').open(
          page,
        );
      },
    },
  ],
  quotes: [at('/quotes', 'Quotes')],
  // The seeded demo customer's quote waiting for its prices: the pricing form, the widest screen.
  quote: [firstOf('/quotes?status=requested', 'Quotes', /^Quote Q-\d+: Requested/, 'a quote to price')],
  products: [at('/products', 'Products')],
  productImport: [at('/products/import', 'Import or export products')],
  product: [at('/products/new', 'New product'), firstOf('/products', 'Products', /./, 'a product')],
  productStock: [firstOf('/stock', 'Stock', /^Stock: /, 'a product’s stock')],
  stock: [at('/stock', 'Stock')],
  categories: [at('/categories', 'Categories')],
  taxonomy: [at('/brands-colours-sizes', 'Brands, colours and sizes')],
  inbox: [at('/inbox?state=all', 'Inbox')],
  inboxItem: [
    {
      what: 'a support ticket with a pasted link',
      async open(page) {
        // What customers paste: a link to their photographs, one long word.
        await openTicket(
          'Sita Widths',
          'Photos: https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789?usp=sharing',
        );
        await page.goto(adminUrl('/inbox?state=all'));
        await page.getByRole('link', { name: 'Sita Widths' }).first().click();
        await heading(page, 'Support ticket from Sita Widths');
      },
    },
  ],
  content: [at('/content', 'Content: Pages')],
  contentKind: KINDS.map((kind) => at(`/content/${kind.key}`, `Content: ${kind.label}`)),
  contentRecord: KINDS.flatMap((kind) => [
    ...(kind.canCreate ? [at(`/content/${kind.key}/new`, `New ${kind.singular}`)] : []),
    firstOf(`/content/${kind.key}`, kind.label, /^Edit /, `a record of ${kind.key}`),
  ]),
  reviews: [at('/reviews', 'Reviews')],
  grievances: [at('/grievances', 'Grievances')],
  shopDetails: [at('/shop-details', 'Shop details')],
  returns: [at('/returns', 'Returns')],
  returnRules: [at('/returns/rules', 'Return rules')],
  // The demo shop has no return until a customer asks: the screen's answer to an address naming none.
  return: [at('/returns/0', 'Page not found')],
  refunds: [at('/refunds', 'Refunds owed')],
  subscribers: [at('/subscribers', 'Subscribers')],
  partners: [at('/partners', 'Partner keys')],
  dealers: [at('/dealers', 'Dealers')],
  // The demo dealer: its terms, keys with their snippet, members and statement.
  dealer: [firstOf('/dealers', 'Dealer companies', /^Dealer: /, 'a dealer')],
  priceTiers: [at('/price-tiers', 'Price tiers')],
  priceTier: [
    at('/price-tiers/new', 'New price tier'),
    firstOf('/price-tiers', 'Price tiers', /^Price tier: /, 'the demo tier'),
  ],
  dealerLeads: [at('/dealer-leads', 'Dealer leads')],
  delivery: [at('/delivery', 'Delivery')],
  promotions: [at('/promotions', 'Promotions')],
  staff: [at('/staff', 'Staff')],
  audit: [at('/audit', 'Audit log')],
  notFound: [at('/no-such-screen', 'Page not found')],
};

/** Resized through the widths: what sticks out at each, by width. */
async function overflowAtEachWidth(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const offenders = await sidewaysOffenders(page);
    if (offenders.length > 0) found.push(`at ${width} px: ${offenders.join('; ')}`);
  }
  return found;
}

it('knows every route of the router', () => {
  expect(Object.keys(VISITS).sort()).toEqual(
    Object.keys(ROUTES)
      .filter((name) => name !== 'login')
      .sort(),
  );
});

it('the login screen fits every phone width', async () => {
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
  await page.goto(adminUrl(ROUTES.login.path));
  await heading(page, 'Sajilo back office');
  await settled(page);
  expect(await overflowAtEachWidth(page), 'the login screen scrolls sideways').toEqual([]);
});

describe('signed in as the owner (who sees every screen)', () => {
  beforeAll(async () => {
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  });

  it.each(Object.entries(VISITS))('%s fits every phone width', async (_name, visits) => {
    const found: string[] = [];
    for (const visit of visits) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
      await visit.open(page);
      await settled(page);
      for (const line of await overflowAtEachWidth(page)) found.push(`${visit.what} ${line}`);
    }
    expect(found, 'screens that scroll sideways').toEqual([]);
  });
});
