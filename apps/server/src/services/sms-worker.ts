// Sends the SMS outbox, as the mail worker sends mail (docs/server.md "SMS"): each round claims a few due
// messages with FOR UPDATE SKIP LOCKED in a short transaction, hands each to the provider and marks it sent,
// or failed with a later attempt (backoff), in that transaction; another instance skips the rows this one
// holds. A message queued in a transaction not yet committed is found by the looks that follow `queued()`.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';
import { loggable } from '../errors.js';
import { type OutboxSms, type SmsProvider, SmsRefused } from './sms.js';

const BATCH = 5;
/** After `queued()`: looks while the queuing transaction commits. */
const LOOKS_MS = [10, 50, 250, 1000];

export interface SmsWorkerOptions {
  db: Database;
  provider: SmsProvider;
  log: FastifyBaseLogger;
  pollMs: number;
  retry: Config['sms']['retry'];
}

export class SmsWorker {
  readonly #o: SmsWorkerOptions;
  #stopped = true;
  #timers = new Set<NodeJS.Timeout>();
  #running: Promise<void> | undefined;
  #again = false;

  constructor(options: SmsWorkerOptions) {
    this.#o = options;
  }

  start(): void {
    this.#stopped = false;
    this.#poll();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await this.#running;
  }

  /** A message was queued (maybe in a transaction still open): look for it soon, a few times. */
  queued(): void {
    for (const ms of LOOKS_MS) this.#after(ms, () => this.#run());
  }

  #poll(): void {
    this.#run();
    this.#after(this.#o.pollMs, () => this.#poll());
  }

  #after(ms: number, then: () => void): void {
    if (this.#stopped) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      then();
    }, ms);
    // Never what keeps a process alive.
    timer.unref();
    this.#timers.add(timer);
  }

  #run(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        while (!this.#stopped && (await this.#round()) === BATCH) {
          // A full batch: there may be more due.
        }
      } while (this.#again && !this.#stopped);
    })()
      .catch((error: unknown) => this.#o.log.warn({ err: loggable(error) }, 'SMS round failed'))
      .finally(() => {
        this.#running = undefined;
      });
  }

  async #round(): Promise<number> {
    return this.#o.db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(smsOutbox)
        .where(
          and(isNull(smsOutbox.sentAt), isNull(smsOutbox.failedAt), lte(smsOutbox.nextAttemptAt, sql`now()`)),
        )
        .orderBy(asc(smsOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const sms of claimed) {
        if (this.#stopped) break;
        await this.#attempt(tx, sms);
      }
      return claimed.length;
    });
  }

  async #attempt(tx: Database, sms: OutboxSms): Promise<void> {
    const { log, retry } = this.#o;
    const attempts = sms.attempts + 1;
    const mine = eq(smsOutbox.id, sms.id);
    try {
      await this.#o.provider.send(sms.to, sms.text);
    } catch (error) {
      const lastError = String((error as Error).message ?? error).slice(0, 1000);
      if (error instanceof SmsRefused || attempts >= retry.attempts) {
        await tx.update(smsOutbox).set({ attempts, lastError, failedAt: sql`now()` }).where(mine);
        log.error({ id: sms.id, attempts, error: lastError }, 'SMS not sent; not tried again');
        return;
      }
      const delay = Math.min(retry.maxMs, retry.firstMs * 2 ** (attempts - 1));
      await tx
        .update(smsOutbox)
        .set({
          attempts,
          lastError,
          nextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${delay / 1000})`,
        })
        .where(mine);
      log.warn({ id: sms.id, attempts, retryInMs: delay, error: lastError }, 'SMS not sent; will try again');
      // The poll may be far off: look again when this one falls due.
      this.#after(delay + 10, () => this.#run());
      return;
    }
    await tx.update(smsOutbox).set({ attempts, lastError: null, sentAt: sql`now()` }).where(mine);
  }
}
