// The customer side of docs/customer.md on the real stack: register → confirm the email with the mailed link →
// log in → two products in the
// cart → a quantity change moves the line and grand totals → checkout (a double click places one order) → the
// order view after the 3 s confirmation → My orders → cancel → Cancelled, and the dashboard counts move →
// logout with its confirmation. Also: sessions (expired, the 10 s check, logged-in users on /login and
// /register), forgot → reset password with the link the server mails, field errors that keep what was
// typed, the login dialog of the product page, and axe on the customer screens.

import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkToken, mailedConfirmationLink, register, registerConfirmed } from './accounts.js';
import { closeContexts, DESKTOP, openPage, PHONE, sharedBrowser, VIEWPORTS, webUrl } from './browser.js';
import { axeViolations, skipEnquiryPopup } from './forms-support.js';
import { E2E_KEY, readMails } from './stack.js';

const PASSWORD = 'correct horse battery staple';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const publicApi = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
const customerApi = (token: string) =>
  createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY, getToken: () => token });

let serial = 0;
/** A new customer's details (each test registers its own, so tests never share a cart). */
function newCustomer(tag: string) {
  serial += 1;
  const id = `${tag}-${Date.now().toString(36)}-${serial}`;
  return { first: 'Asha', last: 'Gurung', phone: '9841234567', email: `${id}@example.com` };
}

/** Registers and confirms the email from the mail log: a customer who can log in. */
async function registerByApi(customer: ReturnType<typeof newCustomer>) {
  await registerConfirmed({
    first_name: customer.first,
    last_name: customer.last,
    phone_number: customer.phone,
    email: customer.email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
}

async function loginByApi(email: string, password = PASSWORD) {
  return unwrap(publicApi().POST('/api/customer/login', { body: { email, password } }));
}

/** Puts a session into localStorage before the page's scripts run (the store reads it at start). */
async function withSession(page: Page, token: string, expires: number) {
  await page.addInitScript(
    ({ token, expires }) => {
      // Error pages and about:blank have no storage; a reload must not bring a cleared session back.
      if (!window.location.origin.startsWith('http') || sessionStorage.getItem('session-set')) return;
      sessionStorage.setItem('session-set', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('tokenExpiration', String(expires));
    },
    { token, expires },
  );
}

/** A node's text as the page has it (textContent; empty when there is none). */
const text = async (locator: Locator) => (await locator.textContent()) ?? '';

/** How long a poll waits for the page to catch up (a lazily loaded screen, a server round trip). */
const WAIT = { timeout: 10_000 } as const;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const rupees = (amount: number) => `Rs ${new Intl.NumberFormat('en-IN').format(amount)}`;
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * The field whose label is exactly `label` (Password, not Confirm Password), with the required asterisk
 * or the "(optional)" mark the label may carry (docs/customer.md §5).
 */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?(?: \\(optional\\))?$`));

/** Text of the message the form shows beside a field (aria-describedby of the control). */
async function messageBeside(input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const page = input.page();
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => text(page.locator(`[id="${id}"]`))),
  );
  return texts.join(' ');
}

/** The customer area's side menu (docs/customer.md §2). */
const menu = (page: Page) => page.getByRole('navigation', { name: 'My account' });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** A message a form keeps in view (the login screen's handed-over answer, a reset link's answer). */
const notice = (page: Page, text: string) => page.locator('p[role="status"]').filter({ hasText: text });

/** The header's cart or wishlist count at desktop, the bottom bar's on a phone (docs/customer.md §2). */
function counter(page: Page, viewport: { width: number }, label: 'Cart' | 'Wishlist') {
  const where =
    viewport.width >= 1224 ? page.getByRole('banner') : page.getByRole('navigation', { name: 'Shortcuts' });
  return where.getByRole('link', { name: new RegExp(`^${label}`) }).locator('[data-count]');
}

async function trendingProducts() {
  const { products } = await unwrap(publicApi().GET('/api/products/trending/list'));
  expect(products.length).toBeGreaterThanOrEqual(2);
  return products;
}

/**
 * Adds a product with the product page's actions when the page shows them (ProductActions mounted);
 * until then through the API with the session's token from localStorage (docs/customer.md §2.4: the
 * product page mounts the actions).
 */
async function addToCart(page: Page, slug: string): Promise<'page' | 'api'> {
  await page.goto(webUrl(`/products/${slug}`));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const button = page.getByRole('button', { name: 'Add to cart', exact: true });
  if ((await button.count()) > 0) {
    await button.click();
    await toast(page, 'Product added to your cart.').waitFor();
    return 'page';
  }
  const token = await stored(page, 'token');
  if (!token) throw new Error('no session token in localStorage');
  await unwrap(
    customerApi(token).POST('/api/carts/{slug}/added', { params: { path: { slug } }, body: { quantity: 1 } }),
  );
  return 'api';
}

// One width (phone, with the bottom bar's counters): what differs at desktop width is checked elsewhere, the
// header's counters by 'product page actions at desktop' and shell.test.ts, and each screen of the journey
// is loaded at desktop width by another test (register and the dashboard in 'forms keep what was typed'
// and 'sessions', the cart in 'cart quantities', the checkout and the order in nepal.test.ts, My orders in
// 'sessions').
describe('a customer shops at phone', () => {
  // The suite's longest journey: room for a busy machine, as promotions.test.ts's whole shopping trips have.
  it('registers, logs in, fills the cart, checks out, follows, cancels the order and logs out', {
    timeout: 120_000,
  }, async () => {
    const viewport = PHONE;
    const customer = newCustomer('shop-phone');
    const page = await openPage(browser, viewport);
    // The page's clock runs at its own pace, and the test moves it past the confirmations' 3 seconds
    // instead of waiting them out.
    await page.clock.install();
    /** The page's own path, at once (page.url() follows an in-app move only a moment later). */
    const livePath = () => page.evaluate(() => window.location.pathname);

    // Register (docs/customer.md §2.2): success goes to /login with the email carried over and the server's
    // answer kept in view: a mail is on its way.
    await page.goto(webUrl('/register'));
    await page.getByRole('heading', { name: 'Register', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await field(page, 'First Name').fill(customer.first);
    await field(page, 'Last Name').fill(customer.last);
    await field(page, 'Phone Number').fill(customer.phone);
    await field(page, 'Email').fill(customer.email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/login');
    expect(await field(page, 'Email Address').inputValue()).toBe(customer.email);
    await notice(
      page,
      `We have sent a mail to ${customer.email}. Open the link in it to finish creating your account.`,
    ).waitFor();

    // The mailed link ("Registration"): /confirm-email says it is confirming while the token is on its way
    // (held here until that is seen), sends it once and to the API only (it rides in the fragment), then
    // goes to /login with the email filled in and the server's answer.
    const link = await mailedConfirmationLink(customer.email);
    expect(new URL(link).origin).toBe(new URL(webUrl('/')).origin);
    const confirmToken = linkToken(link);
    const carriers: string[] = [];
    const watch = (request: Request) => {
      const referer = request.headers().referer ?? '';
      if ([request.url(), referer, request.postData() ?? ''].some((part) => part.includes(confirmToken)))
        carriers.push(`${request.method()} ${request.url()}`);
    };
    page.on('request', watch);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/customer/confirm-email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(link);
    await page.getByRole('status').filter({ hasText: 'Confirming your email…' }).waitFor();
    release();
    await expect.poll(() => pathOf(page), WAIT).toBe('/login');
    await page.unroute('**/api/customer/confirm-email');
    page.off('request', watch);
    await notice(page, 'Your email is confirmed. Please log in.').waitFor();
    expect(await field(page, 'Email Address').inputValue()).toBe(customer.email);
    expect(carriers).toEqual([`POST ${inject('apiUrl')}/api/customer/confirm-email`]);

    // Log in: the session updates in place (no reload) and the customer lands on the dashboard.
    expect(await axeViolations(page)).toEqual([]);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast(page, 'You are successfully Loggedin').waitFor();
    await expect.poll(() => pathOf(page), WAIT).toBe('/dashboard');
    expect(await stored(page, 'isLoggedIn')).toBe('true');
    expect(Number(await stored(page, 'tokenExpiration'))).toBeGreaterThan(Date.now());
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('No order found').waitFor();

    // Two products in the cart.
    const [first, second] = await trendingProducts();
    if (!first || !second) throw new Error('two trending products expected');
    await addToCart(page, first.product_slug);
    await addToCart(page, second.product_slug);

    // The cart: two lines, the grand total; the counter says 2 (docs/customer.md §2).
    await page.goto(webUrl('/carts'));
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), WAIT).toBe(2);
    await expect.poll(() => counter(page, viewport, 'Cart').getAttribute('data-count'), WAIT).toBe('2');
    const grandTotal = page.getByTestId('cart-total');
    expect(await text(grandTotal)).toContain(rupees(first.price + second.price));
    expect(await axeViolations(page)).toEqual([]);

    // A quantity change updates the line and the grand total from the server's answer.
    const firstRow = rows.filter({ hasText: first.title });
    await firstRow.getByRole('button', { name: `Increase quantity of ${first.title}` }).click();
    await expect.poll(() => text(grandTotal), WAIT).toContain(rupees(first.price * 2 + second.price));
    expect(await text(firstRow)).toContain(rupees(first.price * 2));
    expect(await firstRow.getByRole('spinbutton').inputValue()).toBe('2');
    const total = first.price * 2 + second.price;

    // Checkout: the summary, a server field error beside its field with the typed values kept.
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/checkouts');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.waitFor();
    expect(await text(summary)).toContain(first.title);
    expect(await text(summary)).toContain('Sub Total');
    expect(await text(summary)).toContain('Total Amount');
    expect(await text(summary)).toContain(rupees(total));
    await expect
      .poll(() => field(page, 'Name').inputValue(), WAIT)
      .toBe(`${customer.first} ${customer.last}`);
    expect(await field(page, 'Email').inputValue()).toBe(customer.email);
    // The address pickers (province → district → municipality → ward).
    await field(page, 'Province').selectOption('Bagmati Province');
    await field(page, 'District').selectOption('Kathmandu');
    await field(page, 'Street Address').fill('Baneshwor');
    await field(page, 'Note').fill('Please call before delivery.');
    await page.getByRole('button', { name: 'Checkout Now' }).click();
    await expect
      .poll(() => messageBeside(field(page, 'Municipality / Rural Municipality')), WAIT)
      .toBe('This field is required.');
    expect(await field(page, 'District').inputValue()).toBe('Kathmandu');
    expect(await field(page, 'Note').inputValue()).toBe('Please call before delivery.');
    expect(await axeViolations(page)).toEqual([]);

    // A double click places one order (one Idempotency-Key per attempt, the button disabled in flight).
    await field(page, 'Municipality / Rural Municipality').fill('Kathmandu Metropolitan City');
    await field(page, 'Ward').selectOption('10');
    await page.getByRole('button', { name: 'Checkout Now' }).dblclick();
    await page.getByText('Your order has been placed.').waitFor();
    expect(await page.getByRole('link', { name: 'View your order now' }).isVisible()).toBe(true);
    const placedAt = await page.evaluate(() => Date.now());
    // docs/customer.md §2: the order view after 3 seconds (of the page's clock), on its own.
    const orderView = /^\/my-orders\/[\w-]+$/;
    for (let step = 0; step < 40 && !orderView.test(await livePath()); step++)
      await page.clock.fastForward(250);
    await page.waitForURL(/\/my-orders\/[\w-]+$/, { timeout: 10_000 });
    expect((await page.evaluate(() => Date.now())) - placedAt).toBeGreaterThanOrEqual(2_500);
    const token = (await stored(page, 'token')) ?? '';
    const { orders } = await unwrap(customerApi(token).GET('/api/customer/orders'));
    expect(orders).toHaveLength(1);
    const order = orders[0];
    if (!order) throw new Error('one order expected');
    expect(order.total_amount).toBe(total + (order.delivery_charge ?? 0));
    expect(pathOf(page)).toBe(`/my-orders/${order.slug}`);

    // The invoice: number, bill-to, the lines, the total; Print; the cart counter is back to 0.
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await invoice.waitFor();
    const printed = await text(invoice);
    for (const expected of [
      order.order_name,
      `${customer.first} ${customer.last}`,
      'Baneshwor, Ward 10, Kathmandu Metropolitan City, Kathmandu, Bagmati Province',
      first.title,
      second.title,
      'Cash on Delivery',
      // The goods and their delivery inside the Ring Road (docs/delivery.md).
      rupees(order.total_amount),
    ])
      expect(printed).toContain(expected);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    await expect.poll(() => counter(page, viewport, 'Cart').getAttribute('data-count'), WAIT).toBe('0');

    // The dashboard counts it as pending.
    const counts = async () => {
      const pairs = await page
        .locator('dl div')
        .evaluateAll((items) =>
          items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
        );
      return Object.fromEntries(pairs);
    };
    await menu(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('table', { name: 'Recent Orders' }).waitFor();
    await expect
      .poll(counts, WAIT)
      .toMatchObject({ 'Total Orders': '1', 'Pending Orders': '1', 'Cancelled Orders': '0' });
    expect(await axeViolations(page)).toEqual([]);

    // My orders: the order, pending, with View and Cancel; cancel it and the list reloads.
    await menu(page).getByRole('link', { name: 'My Order' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/my-orders');
    const row = page.locator('tbody tr').filter({ hasText: order.order_name });
    await row.waitFor();
    expect(await text(row)).toContain('Pending');
    expect(await row.getByRole('link', { name: `View order ${order.order_name}` }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Cancel order ${order.order_name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${order.order_name}?` });
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => text(row), WAIT).toContain('Cancelled');
    expect(await row.getByRole('button', { name: /^Cancel order/ }).count()).toBe(0);

    // The dashboard counts move.
    await menu(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect
      .poll(counts, WAIT)
      .toMatchObject({ 'Total Orders': '1', 'Pending Orders': '0', 'Cancelled Orders': '1' });

    // Logout: the server call, the confirmation for 3 s, then /login with the session cleared.
    await menu(page).getByRole('button', { name: 'Logout' }).click();
    const loggedOut = page.getByRole('dialog', { name: 'Logged out' });
    await loggedOut.waitFor();
    expect(await loggedOut.getByRole('link', { name: 'Go to login now' }).isVisible()).toBe(true);
    for (let step = 0; step < 40 && (await livePath()) !== '/login'; step++)
      await page.clock.fastForward(250);
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'isLoggedIn')).toBeNull();
    // The token is revoked on the server too.
    const revoked = await customerApi(token).GET('/api/customer/profile');
    expect(revoked.response.status).toBe(401);
    await page.close();
  });
});

describe('sessions (docs/customer.md §4)', () => {
  const customer = newCustomer('session');
  let token = '';
  beforeAll(async () => {
    await registerByApi(customer);
    token = (await loginByApi(customer.email)).token;
  });

  it('sends an expired session on a protected screen to /login and clears it', async () => {
    const page = await openPage(browser, PHONE);
    await withSession(page, token, Date.now() - 60_000);
    await page.goto(webUrl('/dashboard'));
    await expect.poll(() => pathOf(page), WAIT).toBe('/login');
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'tokenExpiration')).toBeNull();
    await page.close();
  });

  it('checks the session every 10 seconds on a protected screen, and brings the customer back after login', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.clock.install();
    await withSession(page, token, Date.now() + 5_000);
    await page.goto(webUrl('/my-orders'));
    await page.getByRole('heading', { name: 'My Order', level: 1 }).waitFor();
    // No click, no navigation: the periodic check finds the expiry past.
    await page.clock.fastForward(11_000);
    await expect.poll(() => pathOf(page), WAIT).toBe('/login');
    expect(await stored(page, 'token')).toBeNull();
    // Logging in again leads back to where the customer was.
    await field(page, 'Email Address').fill(customer.email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/my-orders');
    await page.close();
  });

  it('sends a logged-in customer from /login and /register to the dashboard', async () => {
    // Desktop: the journey above loads the dashboard at phone width.
    const page = await openPage(browser, DESKTOP);
    await withSession(page, token, Date.now() + 3_600_000);
    await page.goto(webUrl('/login'));
    await expect.poll(() => pathOf(page), WAIT).toBe('/dashboard');
    await page.goto(webUrl('/register'));
    await expect.poll(() => pathOf(page), WAIT).toBe('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.close();
  });

  it('shows the empty cart, wishlist and order list, and refuses a checkout of an empty cart', async () => {
    const page = await openPage(browser, PHONE);
    await withSession(page, token, Date.now() + 3_600_000);
    await page.goto(webUrl('/carts'));
    await page.getByText('Product Not Found').waitFor();
    await page.goto(webUrl('/wishlists'));
    await page.getByText('No product found').waitFor();
    await page.goto(webUrl('/my-orders'));
    await page.getByText('No order found').waitFor();
    // docs/customer.md §2: an empty cart shows 'Your cart is empty.' and goes to /products.
    await page.goto(webUrl('/checkouts'));
    await toast(page, 'Your cart is empty.').waitFor();
    await expect.poll(() => pathOf(page), WAIT).toBe('/products');
    await page.close();
  });
});

describe('password reset (docs/design.md: forget password works)', () => {
  /** The reset link of the newest mail to `email` in the server's mail log. */
  function resetLink(email: string): string | undefined {
    for (const mail of readMails(inject('mailLog')).reverse()) {
      if (mail.to !== email) continue;
      return /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.body)?.[0];
    }
    return undefined;
  }

  it('mails a link; the link sets a new password (field errors keep what was typed); the new one logs in', async () => {
    const customer = newCustomer('reset');
    // Not confirmed first: the reset link reached the address, so the reset confirms it too (docs/customer.md
    // §2.2 "Registration"), and the new password logs in.
    await register({
      first_name: customer.first,
      last_name: customer.last,
      phone_number: customer.phone,
      email: customer.email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const page = await openPage(browser, PHONE);

    await page.goto(webUrl('/login'));
    await page.getByRole('link', { name: 'Forget password?' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/forget-password');
    // The address changes when the router starts rendering the new page; until React has committed it, the
    // login form (an "Email Address" of its own) is still on screen, and a value typed there goes with it
    // (a CI run at load 9 sent the reset form empty).
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await field(page, 'Email Address').fill(customer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const answer = 'If that email is registered, we have sent a link to reset the password.';
    await page.locator('p[role="status"]').filter({ hasText: answer }).waitFor();
    // The form resets on success.
    expect(await field(page, 'Email Address').inputValue()).toBe('');

    await expect.poll(() => resetLink(customer.email), WAIT).toMatch(/#token=/);
    const link = resetLink(customer.email) ?? '';
    expect(new URL(link).origin).toBe(new URL(webUrl('/')).origin);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Password', level: 1 }).waitFor();

    // A password the server refuses: the message beside the field, both values kept.
    await field(page, 'New Password').fill('too short');
    await field(page, 'Confirm Password').fill('too short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect
      .poll(() => messageBeside(field(page, 'New Password')), WAIT)
      .toBe('Use at least 12 characters.');
    await toast(page, 'Use at least 12 characters.').waitFor();
    expect(await field(page, 'New Password').inputValue()).toBe('too short');
    expect(await field(page, 'Confirm Password').inputValue()).toBe('too short');

    const fresh = 'a brand new long passphrase';
    await field(page, 'New Password').fill(fresh);
    await field(page, 'Confirm Password').fill(fresh);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/login');

    // The link works once.
    const reused = await publicApi().POST('/api/customer/reset-password', {
      body: {
        token: new URL(link).hash.replace('#token=', ''),
        password: fresh,
        password_confirmation: fresh,
      },
    });
    expect(reused.response.status).toBe(422);

    await field(page, 'Email Address').fill(customer.email);
    await field(page, 'Password').fill(fresh);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe('/dashboard');
    await page.close();
  });
});

describe('forms keep what was typed (docs/customer.md §5, §8)', () => {
  it('shows the server field messages beside the register fields and as toasts, keeping every value', async () => {
    // Desktop: the journey above loads the register page at phone width.
    const page = await openPage(browser, DESKTOP);
    await page.goto(webUrl('/register'));
    const values = {
      'First Name': 'Asha',
      'Last Name': 'Gurung',
      'Phone Number': '12',
      Email: 'not-an-email',
      Password: 'short',
      'Confirm Password': 'short',
    };
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => messageBeside(field(page, 'Password')), WAIT).toBe('Use at least 12 characters.');
    expect(await messageBeside(field(page, 'Email'))).toBe('Enter a valid email address.');
    expect(await messageBeside(field(page, 'Phone Number'))).toContain('Enter a valid phone number.');
    expect(await field(page, 'Password').getAttribute('aria-invalid')).toBe('true');
    await toast(page, 'Enter a valid email address.').waitFor();
    for (const [label, value] of Object.entries(values))
      expect(await field(page, label).inputValue()).toBe(value);
    expect(pathOf(page)).toBe('/register');
    await page.close();
  });

  it('keeps the email after a wrong password and says why', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(webUrl('/login'));
    await field(page, 'Email Address').fill('nobody@example.com');
    await field(page, 'Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor();
    expect(await field(page, 'Email Address').inputValue()).toBe('nobody@example.com');
    expect(pathOf(page)).toBe('/login');
    await page.close();
  });
});

describe.each(Object.entries(VIEWPORTS))('product page actions at %s', (name, viewport) => {
  it('opens the login dialog for a logged-out cart click, then adds; the heart and counters follow', async () => {
    const [product] = await trendingProducts();
    if (!product) throw new Error('a trending product expected');
    const customer = newCustomer(`dialog-${name}`);
    await registerByApi(customer);
    const page = await openPage(browser, viewport);
    // On a busy machine the journey outlasts the popup's 10 s, and at desktop it would cover the heart.
    await skipEnquiryPopup(page);
    await page.goto(webUrl(`/products/${product.product_slug}`));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A missing button is the failure this test exists to report: it waits for it, never skips.
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Forget password?' }).getAttribute('href')).toBe(
      '/forget-password',
    );
    expect(await dialog.getByRole('link', { name: 'Create new account' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await axeViolations(page)).toEqual([]);
    await field(dialog, 'Email Address').fill(customer.email);
    await field(dialog, 'Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // No reload: the page stays, and the action the customer tried goes ahead.
    await toast(page, 'Product added to your cart.').waitFor();
    await expect.poll(() => counter(page, viewport, 'Cart').getAttribute('data-count'), WAIT).toBe('1');

    const heart = page.getByRole('button', { name: 'Save to wishlist' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('true');
    await expect.poll(() => counter(page, viewport, 'Wishlist').getAttribute('data-count'), WAIT).toBe('1');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('false');
    await expect.poll(() => counter(page, viewport, 'Wishlist').getAttribute('data-count'), WAIT).toBe('0');
    await page.close();
  });
});

describe('wishlist (docs/customer.md §2)', () => {
  it('lists the wished products; add to cart and remove move the counters', async () => {
    const customer = newCustomer('wish');
    await registerByApi(customer);
    const { token } = await loginByApi(customer.email);
    const [product] = await trendingProducts();
    if (!product) throw new Error('a trending product expected');
    await unwrap(
      customerApi(token).GET('/api/wishlists/{slug}', { params: { path: { slug: product.product_slug } } }),
    );
    const page = await openPage(browser, PHONE);
    await withSession(page, token, Date.now() + 3_600_000);
    await page.goto(webUrl('/wishlists'));
    const row = page.locator('tbody tr').filter({ hasText: product.title });
    await row.waitFor();
    expect(await text(row)).toContain(rupees(product.price));
    await expect.poll(() => counter(page, PHONE, 'Wishlist').getAttribute('data-count'), WAIT).toBe('1');
    await row.getByRole('button', { name: `Add ${product.title} to cart` }).click();
    await toast(page, 'Product added to your cart.').waitFor();
    await expect.poll(() => counter(page, PHONE, 'Cart').getAttribute('data-count'), WAIT).toBe('1');
    await row.getByRole('button', { name: `Remove ${product.title}` }).click();
    await page.getByText('No product found').waitFor();
    await expect.poll(() => counter(page, PHONE, 'Wishlist').getAttribute('data-count'), WAIT).toBe('0');
    await page.close();
  });
});

// One width (desktop; the journey loads the cart at phone width): typing, keys, bounds and the server's
// refusal are the same at every width, and the header's counter it reads last is checked at both widths by
// 'product page actions'.
describe('cart quantities at desktop (README: a line is not capped at 10)', () => {
  it('takes a typed quantity above 10 and keys up to 999, totals follow; a full line is refused politely', async () => {
    const viewport = DESKTOP;
    const customer = newCustomer('qty-desktop');
    await registerByApi(customer);
    const { token } = await loginByApi(customer.email);
    const [first, second] = await trendingProducts();
    if (!first || !second) throw new Error('two trending products expected');
    for (const product of [first, second])
      await unwrap(
        customerApi(token).POST('/api/carts/{slug}/added', {
          params: { path: { slug: product.product_slug } },
          body: { quantity: 1 },
        }),
      );
    const page = await openPage(browser, viewport);
    await withSession(page, token, Date.now() + 3_600_000);

    // The product page keeps its 1–10 spinner.
    await page.goto(webUrl(`/products/${first.product_slug}`));
    const productQuantity = page.getByRole('spinbutton', { name: 'Quantity', exact: true });
    await productQuantity.waitFor();
    expect(await productQuantity.getAttribute('max')).toBe('10');

    await page.goto(webUrl('/carts'));
    const row = page.locator('tbody tr').filter({ hasText: first.title });
    await row.waitFor();
    const quantity = row.getByRole('spinbutton', { name: `Quantity of ${first.title}` });
    const grandTotal = page.getByTestId('cart-total');
    expect(await quantity.getAttribute('min')).toBe('1');
    expect(await quantity.getAttribute('max')).toBe('999');

    // Typed: 25 (Enter commits), the line and the grand total from the server's answer.
    await quantity.fill('25');
    await quantity.press('Enter');
    await expect.poll(() => text(grandTotal), WAIT).toContain(rupees(first.price * 25 + second.price));
    expect(await text(row)).toContain(rupees(first.price * 25));
    // Stepped with the keyboard and the button past 10.
    await quantity.press('ArrowUp');
    await expect.poll(() => text(grandTotal), WAIT).toContain(rupees(first.price * 26 + second.price));
    const increase = row.getByRole('button', { name: `Increase quantity of ${first.title}` });
    expect(await increase.isEnabled()).toBe(true);
    await increase.click();
    await expect.poll(() => text(grandTotal), WAIT).toContain(rupees(first.price * 27 + second.price));
    expect(await quantity.inputValue()).toBe('27');

    // Two presses in a row end at the second quantity even when the first request is slow on its way: the
    // page sends the second only once the first is answered, so the server cannot take them out of order.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstUpdate = true;
    await page.route('**/api/carts/*/update', async (route) => {
      if (firstUpdate) {
        firstUpdate = false;
        await held;
      }
      await route.continue();
    });
    await increase.click();
    await increase.click();
    // A page that sends the second at once has its answer by now (29 stored, then the held 28 over it).
    await page
      .waitForResponse((res) => res.url().includes('/update'), { timeout: 2_000 })
      .catch(() => undefined);
    release();
    await expect.poll(() => text(grandTotal), WAIT).toContain(rupees(first.price * 29 + second.price));
    await page.unroute('**/api/carts/*/update');
    await page.reload();
    await expect.poll(() => quantity.inputValue(), WAIT).toBe('29');
    await expect.poll(() => text(grandTotal), WAIT).toContain(rupees(first.price * 29 + second.price));

    // A number above the bound is brought back to it; End goes to the bound too.
    await quantity.fill('5000');
    await quantity.press('Tab');
    await expect.poll(() => quantity.inputValue(), WAIT).toBe('999');
    await expect.poll(() => text(grandTotal), WAIT).toContain(rupees(first.price * 999 + second.price));
    expect(await increase.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The server kept it.
    await page.reload();
    await expect.poll(() => quantity.inputValue(), WAIT).toBe('999');

    // Adding to a line that holds 999 changes nothing: the server's 409 message, never "added".
    await page.goto(webUrl(`/products/${first.product_slug}`));
    const added = page.waitForResponse((res) => res.url().endsWith(`/api/carts/${first.product_slug}/added`));
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const answer = await added;
    expect(answer.status()).toBe(409);
    const body = (await answer.json()) as { result: string; message: unknown };
    expect(body.result).toBe('error');
    expect(typeof body.message).toBe('string');
    await toast(page, String(body.message)).waitFor();
    expect(await toast(page, 'Product added to your cart.').count()).toBe(0);
    expect(await counter(page, viewport, 'Cart').getAttribute('data-count')).toBe('2');
    await page.close();
  });
});

// One width (desktop; nepal.test.ts fills the profile at phone width): the password field, the messages beside
// the fields and the ended sessions are the same at every width.
describe('profile at desktop (docs/customer.md §2.7)', () => {
  const [name, viewport] = ['desktop', DESKTOP] as const;
  /** How many mails the server has sent to `email` so far (its mail log). */
  const mailsTo = (email: string) => readMails(inject('mailLog')).filter((mail) => mail.to === email).length;

  it('asks the current password only to change the email, keeps what was typed on errors, ends other sessions', async () => {
    const customer = newCustomer(`profile-${name}`);
    await registerByApi(customer);
    const { token } = await loginByApi(customer.email);
    const other = (await loginByApi(customer.email)).token;
    const page = await openPage(browser, viewport);
    await withSession(page, token, Date.now() + 3_600_000);
    await page.goto(webUrl('/update-profile'));
    await page.getByRole('heading', { name: 'Update Profile', level: 1 }).waitFor();
    const email = field(page, 'Email');
    await expect.poll(() => email.inputValue(), WAIT).toBe(customer.email);
    const password = field(page, 'Current Password');
    const update = page.getByRole('button', { name: 'Update Profile' });
    expect(await password.count()).toBe(0);

    // Another name alone takes no password.
    await field(page, 'Name').fill('Asha Gurung Shrestha');
    await update.click();
    await toast(page, 'Your profile has been updated.').waitFor();
    expect(await password.count()).toBe(0);
    // Gone before the next update, whose own toast says the same.
    await toast(page, 'Your profile has been updated.').waitFor({ state: 'detached' });

    // The field appears while the typed email differs from the saved one.
    const fresh = `new-${customer.email}`;
    await email.fill(fresh);
    await password.waitFor();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    await email.fill(customer.email);
    await expect.poll(() => password.count(), WAIT).toBe(0);
    await email.fill(fresh);
    await field(page, 'Phone').fill('9801234567');

    // Without the password: the server's message beside the field, everything typed kept.
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/customer/update-profile')) sent.push(request.postDataJSON());
    });
    await update.click();
    await expect
      .poll(() => messageBeside(password), WAIT)
      .toBe('Enter your current password to change the email.');
    expect(sent.at(-1)).not.toHaveProperty('current_password');
    expect(await email.inputValue()).toBe(fresh);
    expect(await field(page, 'Phone').inputValue()).toBe('9801234567');
    expect(await field(page, 'Name').inputValue()).toBe('Asha Gurung Shrestha');
    expect(await axeViolations(page)).toEqual([]);

    // A wrong one: said beside it, kept.
    await password.fill('not my password at all');
    await update.click();
    await expect.poll(() => messageBeside(password), WAIT).toBe('The current password is incorrect.');
    expect(await password.inputValue()).toBe('not my password at all');
    expect(await email.inputValue()).toBe(fresh);

    // The right one: saved; the old address is told; the field goes; this session stays, the other ends.
    const noticesBefore = mailsTo(customer.email);
    await password.fill(PASSWORD);
    await update.click();
    await toast(page, 'Your profile has been updated.').waitFor();
    expect(sent.at(-1)).toMatchObject({
      email: fresh,
      current_password: PASSWORD,
      phone_number: '9801234567',
    });
    await expect.poll(() => password.count(), WAIT).toBe(0);
    expect(await email.inputValue()).toBe(fresh);
    await expect.poll(() => mailsTo(customer.email), WAIT).toBeGreaterThan(noticesBefore);
    expect((await customerApi(other).GET('/api/customer/profile')).response.status).toBe(401);
    const mine = await unwrap(customerApi(token).GET('/api/customer/profile'));
    expect(mine.user.email).toBe(fresh);
    await page.reload();
    await expect.poll(() => field(page, 'Email').inputValue(), WAIT).toBe(fresh);
    expect(pathOf(page)).toBe('/update-profile');
    // The new address logs in.
    expect((await loginByApi(fresh)).token).toBeTruthy();
    await page.close();
  });
});
