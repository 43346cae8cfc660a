// Attempt limits keyed by something other than a request's IP alone (an email with an IP, a customer),
// on rate-limiter-flexible's Drizzle store: the counts live in the `rate_limits` table, so every server
// instance sees the same attempts and a restart forgets none. @fastify/rate-limit's plain per-IP limits count
// in the same table (rateLimitStore below).
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
  new HttpError(
    429,
    /*i18n*/ { id: 'Too many attempts. Please try again in {seconds} seconds.', values: { seconds } },
    {
      'Retry-After': String(seconds),
    },
  );

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

interface RateLimitRouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit calls on a store. */
interface RateLimitStore {
  incr(key: string, callback: Callback, windowMs: number): void;
  read(key: string, callback: Callback, windowMs: number): void;
  child(params: object): RateLimitStore;
}

/**
 * A store for @fastify/rate-limit's plain per-route limits (per IP, per key and IP) in the same
 * `rate_limits` table, so N instances allow what one does, not N times as much. The plugin decides with
 * the count; the store only counts, so its own limit is never reached.
 */
export function rateLimitStore(db: Database): new (params?: object) => RateLimitStore {
  return class DatabaseRateLimitStore implements RateLimitStore {
    readonly #prefix: string;
    readonly #limiters = new Map<number, RateLimiterDrizzle>();

    // The plugin passes its merged options, `routeInfo` (the route) included, though its types say otherwise.
    constructor(params: object = {}) {
      const { method, url } = (params as RateLimitRouteParams).routeInfo ?? {};
      this.#prefix = url ? `route:${[method].flat().join(',')} ${url}` : 'route';
    }

    #limiter(windowMs: number): RateLimiterDrizzle {
      let limiter = this.#limiters.get(windowMs);
      if (!limiter) {
        limiter = new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: this.#prefix,
          points: Number.MAX_SAFE_INTEGER,
          duration: Math.max(1, Math.ceil(windowMs / 1000)),
          clearExpiredByTimeout: false,
        });
        this.#limiters.set(windowMs, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: Callback, windowMs: number): void {
      this.#limiter(windowMs)
        .consume(key)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    read(key: string, callback: Callback, windowMs: number): void {
      this.#limiter(windowMs)
        .get(key)
        .then(
          (res) => callback(null, { current: res?.consumedPoints ?? 0, ttl: res?.msBeforeNext ?? 0 }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(params: object) {
      return new DatabaseRateLimitStore(params);
    }
  };
}
