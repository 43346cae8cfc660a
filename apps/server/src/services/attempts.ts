// Attempt limits keyed by something other than a request's IP alone (an email with an IP, a customer),
// on rate-limiter-flexible's Drizzle store: the counts live in the `rate_limits` table, so every server
// instance sees the same attempts and a restart forgets none. @fastify/rate-limit covers plain per-IP limits.
import { like } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { HttpError } from '../errors.js';

export interface AttemptRule {
  /** Attempts allowed in each window. */
  max: number;
  /** The window, in milliseconds. */
  windowMs: number;
}

export const tooManyAttempts = (seconds: number) =>
  new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, {
    'Retry-After': String(seconds),
  });

/** LIKE's wildcards and its escape character taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class AttemptLimiter {
  readonly #limiter: RateLimiterDrizzle;
  readonly #db: Database;
  readonly prefix: string;

  constructor(db: Database, prefix: string, rule: AttemptRule) {
    this.#db = db;
    this.prefix = prefix;
    this.#limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: prefix,
      points: rule.max,
      duration: Math.ceil(rule.windowMs / 1000),
      // Expired rows are deleted by the server's purge (services/purge.ts), not by a timer per limiter.
      clearExpiredByTimeout: false,
    });
  }

  /**
   * Counts one attempt, or throws 429 with `Retry-After` when the key has used its attempts. Counted
   * before the work it guards, so parallel attempts cannot all slip under the limit.
   */
  async hit(key: string): Promise<void> {
    try {
      await this.#limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw tooManyAttempts(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
      throw error;
    }
  }

  /** Gives one attempt back (it turned out to be a success). */
  async refund(key: string): Promise<void> {
    await this.#limiter.reward(key, 1);
  }

  /** Forgets the key's attempts. */
  async reset(key: string): Promise<void> {
    await this.#limiter.delete(key);
  }

  /** Forgets the attempts of every key that starts with `start` (all the IPs an email was tried from). */
  async resetStartingWith(start: string): Promise<void> {
    await this.#db.delete(rateLimits).where(like(rateLimits.key, `${literal(`${this.prefix}:${start}`)}%`));
  }
}
