// The dealers' back office in Chromium against the real stack (docs/back-office.md "Dealers", docs/dealers.md):
// the owner makes a price tier with a brand's percentage, a product's fixed price and a volume break (after
// the server refused breaks that take less off for more, beside them), gives it to the demo dealer on the
// dealer's page, and the dealer's own prices follow; a partner key made for the dealer brings a lead, which
// the leads screen lists under the dealer and reassigns to none; the audit log has each change. The screens
// at a phone's and a desktop's width, with axe and no sideways scroll; there, staff record a payment with its
// method and the dealer's statement shows it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DEV_OWNER,
  expectNoAxeViolations,
  logIn,
  openPage,
  openScreen,
  screenshot,
  settled,
  sharedBrowser,
  sidewaysOffenders,
} from './browser.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const WAIT = { timeout: 15_000 } as const;
const PHONE_360 = { width: 360, height: 800 } as const;
const DESKTOP_1366 = { width: 1366, height: 900 } as const;
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, WAIT);

const tokenOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sajilo-admin-session') ?? '{}') as { token?: string }).token ?? '',
  );

async function call<T>(
  path: string,
  init: { method?: string; json?: unknown; token?: string; key?: string; origin?: string } = {},
): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.key ? { 'X-Api-Key': init.key } : {}),
      ...(init.origin ? { Origin: init.origin } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const body = (await res.json()) as T;
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

/** The demo dealer's owner, as the storefront signs them in. */
async function dealerToken(): Promise<string> {
  const login = await call<{ token: string }>('/api/customer/login', {
    method: 'POST',
    key: E2E_KEY,
    json: { email: 'dealer@sajilo.test', password: 'sajilo-demo-password' },
  });
  return login.token;
}

interface Row {
  id: number;
  slug: string;
  title: string;
  product_code: string;
  brand: string | null;
  price: number;
  sale_price: number | null;
}

it('the owner makes a tier, gives it to the demo dealer, whose prices follow; a key’s lead is reassigned', async () => {
  const page = await openPage(browser, DESKTOP_1366);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  const token = await tokenOf(page);
  const { products } = await call<{ products: Row[] }>('/api/admin/products?published=true', { token });
  const fixed = products.find((p) => p.brand !== null);
  const branded = products.find((p) => p.brand !== null && p.id !== fixed?.id && p.brand !== fixed?.brand);
  if (!fixed || !branded?.brand) throw new Error('the demo shop has no two products of two brands');
  const stamp = Date.now().toString(36);
  const name = `Project ${stamp}`;

  // The tiers' list, then a new tier.
  await page.goto(adminUrl('/price-tiers'));
  await page.getByRole('heading', { level: 1, name: 'Price tiers' }).waitFor(WAIT);
  await page.getByRole('link', { name: 'Trade' }).waitFor(WAIT);
  await page.getByRole('link', { name: 'New price tier' }).click();
  await page.getByRole('heading', { level: 1, name: 'New price tier' }).waitFor(WAIT);
  const form = page.getByRole('form', { name: 'Price tier' });
  await form.getByLabel('Tier’s name').fill(name);
  await form.getByRole('button', { name: 'Add a brand' }).click();
  const brandRule = form.getByRole('group', { name: 'Brand rule 1' });
  await brandRule.getByLabel('Brand', { exact: true }).selectOption({ label: branded.brand });
  // A percentage beyond the contract's is said at its row before anything is sent.
  await brandRule.getByLabel('Per cent off').fill('95');
  await form.getByRole('button', { name: 'Save the tier' }).click();
  await brandRule.getByText('A percentage is 0 to 90.').waitFor(WAIT);
  await brandRule.getByLabel('Per cent off').fill('20');
  await form.getByLabel('Find a product').fill(fixed.product_code);
  await form.getByRole('button', { name: 'Find products' }).click();
  await form.getByRole('button', { name: `Add ${fixed.title} (${fixed.product_code})` }).click();
  const productRule = form.getByRole('group', { name: /^Product rule 1:/ });
  await productRule.getByLabel('Rupees').fill('1,234');
  // Two breaks where the larger takes less off: the server refuses them, and says so beside the breaks.
  for (const [min, percent] of [
    ['5', '10'],
    ['20', '4'],
  ] as const) {
    await form.getByRole('button', { name: 'Add a volume break' }).click();
    const row = form.getByRole('group', { name: /^Volume break / }).last();
    await row.getByLabel('From (quantity)').fill(min);
    await row.getByLabel('Per cent off').fill(percent);
  }
  await form.getByRole('button', { name: 'Save the tier' }).click();
  await page
    .getByRole('region', { name: 'Volume breaks', exact: true })
    .getByRole('alert')
    .filter({ hasText: 'A larger quantity must take at least as much off' })
    .waitFor(WAIT);
  await page.getByRole('heading', { level: 1, name: 'New price tier' }).waitFor();
  await screenshot(page, 'price-tier-refused-1366');
  await form.getByRole('button', { name: 'Remove volume break 2' }).click();
  await form.getByRole('button', { name: 'Save the tier' }).click();
  await page.getByRole('heading', { level: 1, name: `Price tier: ${name}` }).waitFor(WAIT);
  await page.getByText('The price tier is created.').waitFor(WAIT);

  // The demo dealer's page: the new tier, kept on the dealer's terms.
  await page.goto(adminUrl('/dealers'));
  await page.getByRole('link', { name: 'Himal Tiles Traders' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Dealer: Himal Tiles Traders' }).waitFor(WAIT);
  const terms = page.getByRole('form', { name: 'Terms' });
  await terms.getByLabel('Status').selectOption('approved');
  await terms.getByLabel('Price tier').selectOption({ label: name });
  await terms.getByRole('button', { name: 'Save the terms' }).click();
  await page.getByText('The dealer is approved.').waitFor(WAIT);
  await poll(() => page.getByRole('region', { name: 'Company', exact: true }).textContent()).toContain(name);

  // What the dealer pays now: the product's fixed price, the brand's 20 % off, the break's 10 % from 5.
  const dealer = await dealerToken();
  const prices = await call<{
    prices: { slug: string; price: number; shop_price: number }[];
    breaks: { min_quantity: number; percent_off: number }[];
  }>('/api/customer/dealer/prices', {
    method: 'POST',
    key: E2E_KEY,
    token: dealer,
    json: { slugs: [fixed.slug, branded.slug] },
  });
  const of = (slug: string) => prices.prices.find((p) => p.slug === slug);
  expect(of(fixed.slug)?.price).toBe(1234);
  const shop = of(branded.slug)?.shop_price ?? 0;
  expect(shop).toBe(branded.sale_price ?? branded.price);
  expect(of(branded.slug)?.price).toBe(Math.floor((shop * 80 + 50) / 100));
  expect(prices.breaks).toEqual([{ min_quantity: 5, percent_off: 10 }]);

  // A key made for the dealer: shown once with its snippet, then listed with its origins.
  const keys = page.getByRole('region', { name: 'Partner keys', exact: true });
  await keys.getByLabel('Key’s name').fill(`Himal site ${stamp}`);
  await keys.getByLabel('Allowed origins').fill('http://himal-e2e.example');
  await keys.getByRole('button', { name: 'Make the key' }).click();
  const shown = page.getByTestId('partner-key');
  await shown.waitFor(WAIT);
  const key = ((await shown.textContent()) ?? '').trim();
  expect(key.length).toBeGreaterThan(20);
  await page
    .getByRole('status')
    .filter({ hasText: `data-key="${key}"` })
    .waitFor(WAIT);
  const article = keys.getByRole('article', { name: `Key Himal site ${stamp}` });
  await article.getByText('http://himal-e2e.example').waitFor(WAIT);
  expect(await sidewaysOffenders(page)).toEqual([]);
  await expectNoAxeViolations(page, 'a dealer’s page');
  // Taken back, the key is the shop's; given again instead of the seeded key, it is the company's one key.
  page.once('dialog', (dialog) => void dialog.accept());
  await article.getByRole('button', { name: `Take back the key Himal site ${stamp}` }).click();
  await page.getByText('The key is the shop’s again.').waitFor(WAIT);
  await poll(() => article.count()).toBe(0);
  const give = keys.getByRole('form', { name: 'Give a partner key' });
  await give
    .getByLabel('Partner key')
    .selectOption({ label: `Himal site ${stamp} · http://himal-e2e.example` });
  // The demo dealer holds the demo partner page's key too (the seed's).
  await give.getByLabel(/^Instead of its keys? now/).check();
  await give.getByRole('button', { name: 'Give the key' }).click();
  await article.waitFor(WAIT);
  await poll(() => keys.getByRole('article', { name: 'Key Himal Tiles widget' }).count()).toBe(0);

  // The key's widget sends an enquiry: the dealer's lead, on the leads screen filtered to the dealer.
  const visitor = `Kiran ${stamp}`;
  await call('/api/customer_enquiry', {
    method: 'POST',
    key,
    origin: 'http://himal-e2e.example',
    json: {
      name: visitor,
      email: 'kiran@example.com',
      phone: '9800000001',
      address: 'Butwal',
      message: 'Price for 40 boxes?',
    },
  });
  const theirs = await call<{ leads: { name: string }[] }>('/api/customer/dealer/leads', {
    key: E2E_KEY,
    token: dealer,
  });
  expect(theirs.leads.map((l) => l.name)).toContain(visitor);
  await page.getByRole('link', { name: 'This dealer’s leads' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dealer leads' }).waitFor(WAIT);
  await page.waitForURL(/dealer_id=\d+/);
  const row = page
    .getByRole('region', { name: 'Leads', exact: true })
    .getByRole('row')
    .filter({ hasText: visitor });
  await row.waitFor(WAIT);
  await expect(row.textContent()).resolves.toContain('9800000001');
  await row.getByLabel(`Give the lead from ${visitor} to`).selectOption({ label: 'No dealer (the shop)' });
  await row.getByRole('button', { name: `Reassign the lead from ${visitor}` }).click();
  await page.getByText('The lead is reassigned.').waitFor(WAIT);
  // No longer the dealer's: gone from the filtered list and from the dealer's own leads.
  await poll(() => row.count()).toBe(0);
  const after = await call<{ leads: { name: string }[] }>('/api/customer/dealer/leads', {
    key: E2E_KEY,
    token: dealer,
  });
  expect(after.leads.map((l) => l.name)).not.toContain(visitor);
  // Every lead of a dealer's key is still on the whole list, the shop's now.
  await page.goto(adminUrl('/dealer-leads'));
  const kept = page
    .getByRole('region', { name: 'Leads', exact: true })
    .getByRole('row')
    .filter({ hasText: visitor });
  await kept.waitFor(WAIT);
  await expect(kept.textContent()).resolves.toContain('None');

  // The audit log has each change: the tier, the dealer's terms, the key given, the lead reassigned.
  const audit = await call<{ entries: { entity: string }[] }>('/api/admin/audit', { token });
  const entities = audit.entries.slice(0, 10).map((e) => e.entity);
  for (const entity of ['price_tier', 'dealer', 'partner', 'lead']) expect(entities).toContain(entity);
  await page.goto(adminUrl('/audit'));
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor(WAIT);
  await page
    .getByRole('cell', { name: /^lead #\d+$/ })
    .first()
    .waitFor(WAIT);

  // The demo dealer goes back on Trade for the suites after this one.
  await page.goto(adminUrl('/dealers'));
  await page.getByRole('link', { name: 'Himal Tiles Traders' }).first().click();
  const again = page.getByRole('form', { name: 'Terms' });
  await again.getByLabel('Price tier').selectOption({ label: 'Trade' });
  await again.getByRole('button', { name: 'Save the terms' }).click();
  await page.getByText('The dealer is approved.').waitFor(WAIT);

  // No company buys on the new tier any more: it may be deleted, and the list no longer has it.
  await page.goto(adminUrl('/price-tiers'));
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name: `Price tier: ${name}` }).waitFor(WAIT);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete the tier' }).click();
  await page.getByRole('heading', { level: 1, name: 'Price tiers' }).waitFor(WAIT);
  await page.getByText(`The price tier ${name} is deleted.`).waitFor(WAIT);
  await poll(() => page.getByRole('link', { name }).count()).toBe(0);
});

it.each([
  ['360', PHONE_360],
  ['1366', DESKTOP_1366],
])('the tiers, a tier, a dealer and the leads fit at %s px', async (width, viewport) => {
  const page = await openPage(browser, viewport);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  const screens: [string, string | RegExp, string][] = [
    ['/price-tiers', 'Price tiers', 'price-tiers'],
    ['/price-tiers/new', 'New price tier', 'price-tier-new'],
    ['/dealer-leads', 'Dealer leads', 'dealer-leads'],
    ['/dealers', 'Dealers', 'dealers-list'],
  ];
  for (const [path, heading, shot] of screens) {
    await openScreen(page, path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor(WAIT);
    await settled(page);
    await expectNoAxeViolations(page, `${shot} (${width} px)`);
    await screenshot(page, `${shot}-${width}`);
  }
  await openScreen(page, '/price-tiers');
  await page.getByRole('link', { name: 'Trade' }).click();
  await page.getByRole('heading', { level: 1, name: 'Price tier: Trade' }).waitFor(WAIT);
  await page.getByRole('group', { name: 'Brand rule 1' }).waitFor(WAIT);
  await settled(page);
  await expectNoAxeViolations(page, `the demo tier (${width} px)`);
  await screenshot(page, `price-tier-trade-${width}`);
  await openScreen(page, '/dealers');
  await page.getByRole('link', { name: 'Himal Tiles Traders' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Dealer: Himal Tiles Traders' }).waitFor(WAIT);
  const statement = page.getByRole('region', { name: 'Statement of account', exact: true });
  await statement.waitFor(WAIT);
  await settled(page);
  await expectNoAxeViolations(page, `a dealer (${width} px)`);
  await screenshot(page, `dealer-${width}`);
});

it.each([
  ['360', PHONE_360],
  ['1366', DESKTOP_1366],
])(
  'staff record a payment with its method, and the dealer’s statement shows it at %s px',
  async (width, viewport) => {
    const page = await openPage(browser, viewport);
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
    await page.goto(adminUrl('/dealers'));
    await page.getByRole('link', { name: 'Himal Tiles Traders' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Dealer: Himal Tiles Traders' }).waitFor(WAIT);
    const statement = page.getByRole('region', { name: 'Statement of account', exact: true });
    const owes = async () =>
      Number(((await statement.getByRole('definition').nth(1).textContent()) ?? '').replace(/\D/g, ''));
    await statement.getByRole('definition').nth(1).waitFor(WAIT);
    const before = await owes();

    // Staff record a payment by cheque (by eSewa on the desktop) on the Dealers screen; the dealer's statement
    // has it with its method and reference, and owes that much less (docs/dealers.md "Credit").
    const [method, amount] = width === '360' ? (['Cheque', 360] as const) : (['eSewa', 1366] as const);
    const reference = `REF-${Date.now().toString(36)}`;
    await page.goto(adminUrl('/dealers'));
    const payment = page.getByRole('form', { name: 'Record a payment' });
    await payment.getByLabel('Company').selectOption({ label: 'Himal Tiles Traders' });
    await payment.getByLabel('Amount (Rs)').fill(String(amount));
    await payment.getByLabel('Method').selectOption({ label: method });
    await payment.getByLabel('Reference').fill(reference);
    await payment.getByRole('button', { name: 'Record the payment' }).click();
    await page.getByText('The payment is recorded.').waitFor(WAIT);
    await page.getByRole('link', { name: 'Himal Tiles Traders' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Dealer: Himal Tiles Traders' }).waitFor(WAIT);
    const entry = statement.getByRole('row').filter({ hasText: reference });
    await entry.waitFor(WAIT);
    await expect(entry.textContent()).resolves.toContain(`Payment · ${method} · ${reference}`);
    await expect(entry.textContent()).resolves.toContain(`Rs ${amount.toLocaleString('en-IN')}`);
    await poll(owes).toBe(before - amount);
    await settled(page);
    await expectNoAxeViolations(page, `a dealer's statement with a payment (${width} px)`);
    await screenshot(page, `dealer-payment-${width}`);
  },
);
