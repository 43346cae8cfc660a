// The back office's shell in Chromium against the real server: logging in (and the refusals), the dashboard,
// the navigation each role gets, the staff screen making an account, logging out; axe on every screen, at a
// phone's width and a desktop's.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  logIn,
  openPage,
  PHONE,
  screenshot,
  sharedBrowser,
} from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (name, viewport) => {
  it('sends a visitor to the login, refuses a wrong password with the server’s words, and lets the owner in', async () => {
    const page = await openPage(browser, viewport);
    await page.goto(adminUrl('/staff'));
    await page.waitForURL(/\/login\?next=%2Fstaff$/);
    // The address changes before the login screen is drawn: the checks below need the screen.
    await page.getByRole('heading', { level: 1, name: 'Sajilo back office' }).waitFor();
    expect(await page.title()).toBe('Sajilo back office');
    await expectNoAxeViolations(page, 'the login screen');
    await screenshot(page, `login-${name}`);

    await page.getByLabel('Email').fill(DEV_OWNER.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor();
    // What was typed stays.
    expect(await page.getByLabel('Email').inputValue()).toBe(DEV_OWNER.email);

    await page.getByLabel('Password').fill(DEV_OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Back to the screen that asked for the login.
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff');
    await page.getByRole('cell', { name: DEV_OWNER.email }).waitFor();
    await expectNoAxeViolations(page, 'the staff screen');
    await screenshot(page, `staff-${name}`);

    // The session survives a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
  });

  it('shows the dashboard’s figures and the owner’s navigation; the audit log lists the login', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await poll(() => nav.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Refunds owed',
      'Quotes',
      'Products',
      'Categories',
      'Brands, colours, sizes',
      'Stock',
      'Delivery',
      'Promotions',
      'Inbox',
      'Reviews',
      'Grievances',
      'Content',
      'Subscribers',
      'Partner keys',
      'Dealers',
      'Price tiers',
      'Dealer leads',
      'Shop details',
      'Staff',
      'Audit log',
    ]);
    await page.getByText('Orders this month').waitFor();
    // Each screen names the document after its heading (WCAG 2.4.2), here and after a move below.
    await poll(() => page.title()).toBe('Dashboard · Sajilo back office');
    await page.getByRole('heading', { name: /^Inbox: \d+ unhandled$/ }).waitFor();
    await page.getByRole('heading', { name: 'Low stock' }).waitFor();
    await expectNoAxeViolations(page, 'the dashboard');
    await screenshot(page, `dashboard-${name}`);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByRole('cell', { name: 'adminLogin' }).first().waitFor();
    await poll(() => page.title()).toBe('Audit log · Sajilo back office');
    await expectNoAxeViolations(page, 'the audit log');
    await screenshot(page, `audit-${name}`);

    await page.goto(adminUrl('/no-such-screen'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await poll(() => page.title()).toBe('Page not found · Sajilo back office');
    await expectNoAxeViolations(page, 'the not-found screen');
  });
});

it('the owner creates a staff account; that staff member sees only what the role allows; logging out ends it', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  const form = page.getByRole('form', { name: 'New account' });
  await form.getByLabel('Name').fill('Kamala Staff');
  await form.getByLabel('Email').fill('kamala@sajilo.example');
  await form.getByLabel('Role').selectOption('staff');
  await form.getByLabel('First password').fill('short');
  await form.getByRole('button', { name: 'Create the account' }).click();
  // The server's field message beside the field; what was typed stays.
  await form.getByText('Use at least 12 characters.').waitFor();
  expect(await form.getByLabel('Name').inputValue()).toBe('Kamala Staff');
  await form.getByLabel('First password').fill('kamala first passphrase');
  await form.getByRole('button', { name: 'Create the account' }).click();
  await page.getByRole('cell', { name: 'kamala@sajilo.example' }).waitFor();

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sajilo-admin-session'))).toBeNull();

  await logIn(page, 'kamala@sajilo.example', 'kamala first passphrase');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await poll(() => nav.getByRole('link').allTextContents()).toEqual([
    'Dashboard',
    'Orders',
    // Staff receive returned goods back into stock (permission `returns.receive`, docs/returns.md).
    'Returns',
    'Quotes',
    'Products',
    'Categories',
    'Brands, colours, sizes',
    'Stock',
    'Delivery',
    'Inbox',
    'Grievances',
  ]);
  // An address outside the role: the server's 403, with a way to try again, never a blank screen.
  await page.goto(adminUrl('/staff'));
  await page.getByRole('alert').filter({ hasText: 'Your role (staff) cannot do this.' }).waitFor();
  await expectNoAxeViolations(page, 'a refused screen');
  // The dealers' screens are the owner's and the managers' (permission `dealers`), out of the staff's menu.
  await page.goto(adminUrl('/dealer-leads'));
  await page.getByRole('alert').filter({ hasText: 'Your role (staff) cannot do this.' }).waitFor();
});

it('answers a method other than GET or HEAD with 405, Allow and the reason in words', async () => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const res = await fetch(adminUrl('/staff'), { method, body: 'x=1' });
    expect(res.status, method).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('Method not allowed: this address can only be read (GET or HEAD).');
  }
  expect((await fetch(adminUrl('/staff'), { method: 'HEAD' })).status).toBe(200);
});

it('a token the server no longer accepts sends the staff member back to the login', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  // Revoked elsewhere (this logout is another device's view of the same token).
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sajilo-admin-session') ?? '{}') as { token?: string }).token,
  );
  const res = await fetch(`${inject('apiUrl')}/api/admin/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  await page.reload();
  await page.waitForURL(/\/login$/);
});

it('the last active owner is not offered deactivation or another role, and is told why', async () => {
  const page = await openPage(browser, PHONE);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/staff'));
  const accounts = page.getByRole('region', { name: 'Staff accounts' });
  const owner = accounts.locator('tbody tr').filter({ hasText: DEV_OWNER.email });
  await owner.waitFor();
  const ownerName = (await owner.locator('td').first().textContent()) ?? '';
  const reason = 'The only active owner: make another account an owner first.';
  const alone = async () => {
    await owner.getByText(reason).waitFor();
    expect(await owner.getByRole('button', { name: `Deactivate ${ownerName}` }).count()).toBe(0);
    expect(await owner.getByRole('combobox', { name: `Role of ${ownerName}` }).isDisabled()).toBe(true);
  };
  await alone();
  await expectNoAxeViolations(page, 'the staff screen with one owner');
  await screenshot(page, 'staff-one-owner-phone');

  // A second owner: either may now be deactivated.
  const form = page.getByRole('form', { name: 'New account' });
  await form.getByLabel('Name').fill('Second Owner');
  await form.getByLabel('Email').fill('second-owner@sajilo.example');
  await form.getByLabel('Role').selectOption('owner');
  await form.getByLabel('First password').fill('second owner passphrase');
  await form.getByRole('button', { name: 'Create the account' }).click();
  const second = accounts.locator('tbody tr').filter({ hasText: 'second-owner@sajilo.example' });
  await second.getByRole('button', { name: 'Deactivate Second Owner' }).waitFor();
  await owner.getByRole('button', { name: `Deactivate ${ownerName}` }).waitFor();
  expect(await owner.getByText(reason).count()).toBe(0);

  // Deactivated, the first is alone again.
  await second.getByRole('button', { name: 'Deactivate Second Owner' }).click();
  await second.getByRole('button', { name: 'Reactivate Second Owner' }).waitFor();
  await alone();
});
