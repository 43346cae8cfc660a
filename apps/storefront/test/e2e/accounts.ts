// Customers for the browser tests. A new account logs in only once its email is confirmed with the link the
// server mails (docs/customer.md §2.2 "Registration"); the tests read that link from the stack's mail log
// (Stack.mailLog), as a customer reads it from their inbox.
import { type components, createSajiloClient, unwrap } from '@sajilo/api';
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

const publicApi = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });

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
