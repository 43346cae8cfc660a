// Customers for the browser tests. A new account logs in only once its email is confirmed with the link the
// server mails (docs/customer.md §2.2 "Registration"); the tests read that link from the stack's mail log
// (Stack.mailLog), as a customer reads it from their inbox. `newShopper` is the usual start of a shopping
// test: a confirmed customer, logged in on the page, and `cheapestInCart` gives them something to buy.
import { type components, createSajiloClient, unwrap } from '@sajilo/api';
import type { Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import { E2E_KEY, readMails } from './stack.js';

const CONFIRM_LINK = /https?:\/\/\S+\/confirm-email#token=[\w-]+/;

/** The newest confirmation link mailed to `email` so far, if any. */
export function confirmationLink(email: string): string | undefined {
  for (const mail of readMails(inject('mailLog')).reverse()) {
    if (mail.to !== email) continue;
    const link = CONFIRM_LINK.exec(mail.body)?.[0];
    if (link) return link;
  }
  return undefined;
}

/**
 * Waits for a confirmation link to `email` (the outbox's worker logs the mail just after the answer), other
 * than `except` when given: a link mailed again.
 */
export function mailedConfirmationLink(email: string, except?: string): Promise<string> {
  return vi.waitFor(
    () => {
      const link = confirmationLink(email);
      if (!link || link === except) throw new Error(`no new confirmation mail to ${email} in the mail log`);
      return link;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** The token of a mailed link (`…/confirm-email#token=…`). */
export const linkToken = (link: string): string =>
  new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';

type RegisterInput = components['schemas']['RegisterInput'];

export const PASSWORD = 'correct horse battery staple';

/** The stack's API as a visitor, and as the customer `token` is the session of. */
export const publicApi = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
export const customerApi = (token: string) =>
  createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY, getToken: () => token });

/** Registers a customer through the API: an account that waits for its email to be confirmed. */
export async function register(body: RegisterInput): Promise<void> {
  await unwrap(publicApi().POST('/api/customer/register', { body }));
}

/**
 * Registers a customer through the API and confirms the email with the mailed link, as the /confirm-email
 * screen does: an account that logs in. The one way the suites make a customer of their own.
 *
 * Every confirmation counts against the server's limit of confirmations per IP (20 in 15 minutes, which
 * the stack cannot raise as it does the logins' and registrations'), shared by every suite of one run: a
 * test that needs no confirmed account (a password reset confirms the address too) registers with
 * `register`.
 */
export async function registerConfirmed(body: RegisterInput): Promise<void> {
  await register(body);
  const token = linkToken(await mailedConfirmationLink(body.email));
  await unwrap(publicApi().POST('/api/customer/confirm-email', { body: { token } }));
}

/**
 * Puts a session into `page`'s localStorage before its scripts run (the store reads it at start), once per
 * tab: a reload after logging out does not bring it back, and error pages (no storage) are left alone.
 */
export async function withSession(page: Page, token: string, validitySeconds: number): Promise<void> {
  await page.addInitScript(
    ({ token, expires }) => {
      if (!window.location.origin.startsWith('http') || sessionStorage.getItem('session-set')) return;
      sessionStorage.setItem('session-set', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('tokenExpiration', String(expires));
    },
    { token, expires: Date.now() + validitySeconds * 1000 },
  );
}

let shoppers = 0;
/**
 * A new confirmed customer (an email no other test uses, named after `tag`), logged in through the API and,
 * when `page` is given, on that page. Its own cart and orders: tests never share them.
 */
export async function newShopper(
  tag: string,
  page?: Page,
  name: { first_name: string; last_name: string } = { first_name: 'Sita', last_name: 'Shrestha' },
): Promise<{ token: string; email: string }> {
  shoppers += 1;
  const email = `${tag}-${Date.now().toString(36)}-${shoppers}@example.com`;
  await registerConfirmed({
    ...name,
    phone_number: '9841234567',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const login = await unwrap(
    publicApi().POST('/api/customer/login', { body: { email, password: PASSWORD } }),
  );
  if (page) await withSession(page, login.token, login.token_validity);
  return { token: login.token, email };
}

/** Puts `quantity` of the cheapest trending product into the cart of the customer `token` is for. */
export async function cheapestInCart(token: string, quantity = 1): Promise<{ slug: string; price: number }> {
  const { products } = await unwrap(publicApi().GET('/api/products/trending/list'));
  const cheap = [...products].sort((a, b) => a.price - b.price)[0];
  if (!cheap) throw new Error('no trending product');
  await unwrap(
    customerApi(token).POST('/api/carts/{slug}/added', {
      params: { path: { slug: cheap.product_slug } },
      body: { quantity },
    }),
  );
  return { slug: cheap.product_slug, price: cheap.price };
}
