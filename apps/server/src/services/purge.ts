// Rows that only wait to expire are deleted: sessions that ended, reset links spent or expired, attempt
// counters whose window is over, Idempotency-Keys older than their 24 hours (the order stays; only its key
// is let go), and staff uploads no record took up within a day (services/orphan-files.ts). Run at start and
// every hour; several instances purging at once is harmless.
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders, passwordResets, rateLimits, sessions } from '../db/schema.js';
import { keyExpired } from './orders.js';
import { deleteAbandonedUploads } from './orphan-files.js';

export const PURGE_EVERY_MS = 60 * 60_000;

export interface Purged {
  sessions: number;
  passwordResets: number;
  rateLimits: number;
  idempotencyKeys: number;
  abandonedUploads: number;
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
  const uploads = options.uploads === false ? [] : await deleteAbandonedUploads(db, now);
  return {
    sessions: ended.length,
    passwordResets: resets.length,
    rateLimits: counters.length,
    idempotencyKeys: keys.length,
    abandonedUploads: uploads.length,
  };
}
