// What a database error means to a caller, and keeping secrets out of one.
import { HttpError } from '../errors.js';

/** A unique index refused the row (PostgreSQL 23505); drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs database work whose parameters are secrets (a password hash, a reset link). drizzle quotes every
 * parameter in its error message and the error handler logs 500s, so a failure is rethrown without them,
 * keeping only PostgreSQL's code (which isUniqueViolation reads).
 */
export async function scrubbed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    let code: unknown;
    for (let e: unknown = error; typeof e === 'object' && e !== null && code === undefined; ) {
      code = (e as { code?: unknown }).code;
      e = (e as { cause?: unknown }).cause;
    }
    const safe = new Error(`a database write failed (${typeof code === 'string' ? code : 'no code'})`);
    throw Object.assign(safe, { code });
  }
}
