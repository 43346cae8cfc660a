// Rows that only wait to expire are deleted: sessions that ended, reset links spent or expired, attempt
// counters whose window is over, Idempotency-Keys older than their 24 hours (the order stays; only its key
// is let go), staff uploads no record took up within a day (services/orphan-files.ts), one-time SMS codes
// an hour after they stopped working, and mails and text messages a month after they were sent or given up
// (they hold addresses, phone numbers and order details; docs/server.md "Database"). Run at start and every
// hour; several instances purging at once is harmless.
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders, outbox, passwordResets, phoneCodes, rateLimits, sessions, smsOutbox } from '../db/schema.js';
import { keyExpired } from './orders.js';
import { deleteAbandonedUploads } from './orphan-files.js';

export const PURGE_EVERY_MS = 60 * 60_000;
/** A spent or expired code is kept this long: longer than any interval between codes a number may ask for. */
export const CODE_KEPT_MS = 60 * 60_000;
/** Sent or abandoned mails and text messages are kept this long, for questions about what was sent. */
export const MESSAGES_KEPT_MS = 30 * 24 * 3600_000;

export interface Purged {
  sessions: number;
  passwordResets: number;
  rateLimits: number;
  idempotencyKeys: number;
  abandonedUploads: number;
  phoneCodes: number;
  messages: number;
}

export async function purgeExpired(
  db: Database,
  now = new Date(),
  options: { uploads?: boolean } = {},
): Promise<Purged> {
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const resets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  const counters = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  const keys = await db
    .update(orders)
    .set({ idempotencyKey: null })
    .where(and(isNotNull(orders.idempotencyKey), keyExpired(sql`${now.toISOString()}::timestamptz`)))
    .returning({ id: orders.id });
  const codeBefore = new Date(now.getTime() - CODE_KEPT_MS);
  const codes = await db
    .delete(phoneCodes)
    .where(or(lt(phoneCodes.expiresAt, codeBefore), lt(phoneCodes.usedAt, codeBefore)))
    .returning({ id: phoneCodes.id });
  const messageBefore = new Date(now.getTime() - MESSAGES_KEPT_MS);
  const mails = await db
    .delete(outbox)
    .where(or(lt(outbox.sentAt, messageBefore), lt(outbox.failedAt, messageBefore)))
    .returning({ id: outbox.id });
  const texts = await db
    .delete(smsOutbox)
    .where(or(lt(smsOutbox.sentAt, messageBefore), lt(smsOutbox.failedAt, messageBefore)))
    .returning({ id: smsOutbox.id });
  const uploads = options.uploads === false ? [] : await deleteAbandonedUploads(db, now);
  return {
    sessions: ended.length,
    passwordResets: resets.length,
    rateLimits: counters.length,
    idempotencyKeys: keys.length,
    abandonedUploads: uploads.length,
    phoneCodes: codes.length,
    messages: mails.length + texts.length,
  };
}
