// One-time codes sent by SMS (docs/customer.md "Phone-number accounts"): six random digits, good for five
// minutes, spent by the first right guess, dead after five wrong ones, at most one a minute per number
// (PHONE_CODE_INTERVAL). At
// rest only a salted SHA-256 of the code is kept (a code lives minutes, so no slow hash is needed), and a
// guess is compared with it in constant time.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { phoneCodes } from '../db/schema.js';
import { tooManyAttempts } from './attempts.js';
import { sha256 } from './crypto.js';

export const CODE_VALIDITY_MS = 5 * 60_000;
export const CODE_MAX_FAILURES = 5;

/** Six digits, every one equally likely (leading zeros kept). */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const codeHash = (phone: string, code: string, salt: string) => sha256(`${salt}:${phone}:${code}`);

/** Two hashes (hex of the same length) compared in constant time: the time never tells how much matched. */
export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * A new code for `phone` (E.164), in `db`: the number's earlier codes stop working (only the latest one
 * counts), and a number that got one less than `intervalMs` ago gets a 429 saying when to ask again.
 */
export async function issueCode(db: Database, phone: string, intervalMs: number): Promise<string> {
  const [latest] = await db
    .select({ ageMs: sql<number>`extract(epoch from now() - ${phoneCodes.createdAt}) * 1000` })
    .from(phoneCodes)
    .where(eq(phoneCodes.phone, phone))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (latest && Number(latest.ageMs) < intervalMs) {
    throw tooManyAttempts(Math.max(1, Math.ceil((intervalMs - Number(latest.ageMs)) / 1000)));
  }
  await db
    .update(phoneCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt)));
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  await db.insert(phoneCodes).values({
    phone,
    salt,
    codeHash: codeHash(phone, code, salt),
    expiresAt: sql`now() + make_interval(secs => ${CODE_VALIDITY_MS / 1000})`,
  });
  return code;
}

export type CodeCheck = { ok: true; id: number } | { ok: false };

/**
 * Checks a guess at the number's live code, in `tx` (the row is locked, so two guesses at once count as
 * two). A wrong guess counts against the code, and the fifth kills it. A right one is not spent here: the
 * caller spends it (`spendCode`) in the same transaction as what it grants.
 */
export async function checkCode(tx: Database, phone: string, guess: string): Promise<CodeCheck> {
  const [live] = await tx
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, sql`now()`)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  if (!live) return { ok: false };
  if (hashesMatch(codeHash(phone, guess, live.salt), live.codeHash)) return { ok: true, id: live.id };
  const failures = live.failures + 1;
  await tx
    .update(phoneCodes)
    .set({ failures, ...(failures >= CODE_MAX_FAILURES ? { usedAt: sql`now()` } : {}) })
    .where(eq(phoneCodes.id, live.id));
  return { ok: false };
}

/** Spends a code a right guess matched: it never works again. */
export async function spendCode(tx: Database, id: number): Promise<void> {
  await tx.update(phoneCodes).set({ usedAt: sql`now()` }).where(eq(phoneCodes.id, id));
}
