// A small in-process limiter for limits keyed by something other than the IP (an email, a customer):
// @fastify/rate-limit covers the per-IP side. One server process holds the counts; several instances
// would need a shared store (DESIGN.md: "rate limits, sessions … shared store at scale").
import { HttpError } from '../errors.js';

interface Window {
  count: number;
  resetAt: number;
}

/** Beyond this many keys the expired ones are swept, so a flood of distinct emails cannot grow memory. */
const SWEEP_AT = 10_000;

export class AttemptLimiter {
  readonly #windows = new Map<string, Window>();

  /** At most `max` attempts per key in each window of `windowMs` milliseconds. */
  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const window = this.#current(key);
    if (!window || window.count < this.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Throws 429 with `Retry-After` when the key has used its attempts. */
  check(key: string): void {
    const seconds = this.retryAfter(key);
    if (seconds > 0) {
      throw new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, {
        'Retry-After': String(seconds),
      });
    }
  }

  /** Counts one attempt for the key. */
  hit(key: string): void {
    const window = this.#current(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.#windows.size >= SWEEP_AT) this.#sweep();
    this.#windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
  }

  /** Forgets the key's attempts (a successful login). */
  reset(key: string): void {
    this.#windows.delete(key);
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #sweep(): void {
    const now = this.now();
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
