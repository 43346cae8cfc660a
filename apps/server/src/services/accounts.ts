// The rules customer accounts and staff logins share: their rate limits, and the words the address pickers
// show (docs/operations.md "Security"), and the language an account's mails are written in.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customers } from '../db/schema.js';
import type { Locale } from '../i18n.js';

const MINUTE = 60_000;

/**
 * Keeps the language of the page a customer logged in on (`customers.locale`, docs/server.md "Mail"):
 * written only when it changed, so a login costs no write otherwise.
 */
export async function keepLocale(db: Database, customerId: number, was: Locale, now: Locale): Promise<void> {
  if (was === now) return;
  await db.update(customers).set({ locale: now }).where(eq(customers.id, customerId));
}

/**
 * Rate limits. The plain per-IP ones are @fastify/rate-limit route options; the others are attempt
 * counters in the database (services/attempts.ts). Exported so the tests exercise the real numbers.
 *
 * Login guessing is limited per (email, IP) and per IP, never per email alone: failures from other
 * addresses never refuse the owner's correct password (docs/operations.md "Security").
 */
export const LIMITS = {
  /** Every login request from one IP in a minute: `max` is the server's LOGINS_PER_IP (default 20). */
  loginPerIp: { max: 20, timeWindow: MINUTE },
  /** Logins for one email from one IP; a successful login or a password reset clears the count. */
  loginPerEmailAndIp: { max: 10, windowMs: 15 * MINUTE },
  /** Failed logins from one IP over every email (password spraying); a successful login gives one back. */
  loginFailuresPerIp: { max: 100, windowMs: 24 * 60 * MINUTE },
  forgotPerIp: { max: 10, timeWindow: 15 * MINUTE },
  /** Reset mails per email: each request sends one. */
  forgotPerEmail: { max: 3, windowMs: 60 * MINUTE },
  /**
   * Registration and confirmation mails per email, counted whether or not it has an account: each request
   * sends one, and the limit must not tell either.
   */
  registerPerEmail: { max: 5, windowMs: 60 * MINUTE },
  /** Confirmations per IP in fifteen minutes: `max` is the server's REGISTRATIONS_PER_IP (default 20). */
  confirmPerIp: { max: 20, timeWindow: 15 * MINUTE },
  /** Registrations per IP in ten minutes: `max` is the server's REGISTRATIONS_PER_IP (default 20). */
  registerPerIp: { max: 20, timeWindow: 10 * MINUTE },
  resetPerIp: { max: 10, timeWindow: 15 * MINUTE },
  /**
   * Current-password checks per customer (password change, email change): a stolen session must not
   * become a password oracle.
   */
  changePasswordPerCustomer: { max: 5, windowMs: 15 * MINUTE },
  /**
   * One-time codes by SMS (docs/customer.md "Phone-number accounts"): each send costs the shop an SMS and
   * lands on someone's phone, so sends are limited per number and per IP, besides one a minute per number;
   * guesses are limited per number and per IP, besides five a code.
   */
  codeSendPerPhone: { max: 5, windowMs: 60 * MINUTE },
  codeSendPerIp: { max: 20, windowMs: 60 * MINUTE },
  codeVerifyPerPhone: { max: 10, windowMs: 15 * MINUTE },
  codeVerifyPerIp: { max: 30, windowMs: 15 * MINUTE },
} as const;

/** What the address pickers show beside a part of an address that is not Nepal's. */
export const ADDRESS_MESSAGES = {
  province: /*i18n*/ 'Choose one of the seven provinces.',
  district: /*i18n*/ 'Choose a district of this province.',
  municipality: /*i18n*/ 'Choose a municipality or rural municipality of this district.',
  ward: /*i18n*/ 'Choose a ward of this municipality.',
} as const;
