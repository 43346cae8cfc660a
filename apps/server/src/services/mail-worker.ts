// Delivers the outbox. Each round claims a few due mails with FOR UPDATE SKIP LOCKED in a transaction,
// sends them one by one and marks each sent (or failed) in that same transaction: another instance's worker
// skips the rows this one holds, and a mail is marked sent by exactly the transaction that sent it. Only a
// crash between an SMTP server's "250 OK" and the commit can send a mail twice (and then with the same
// Message-ID); the transaction is kept short for that reason (a small batch). On PGlite (one connection,
// development) other queries wait while a mail is handed over: a moment on a local SMTP server or the log.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { loggable } from '../errors.js';
import { type Deliver, isPermanentRefusal, type OutboxMail } from './mailer.js';

/** Mails claimed by one round (one transaction). */
const BATCH = 5;
/** A queued mail not visible after this long was rolled back (or sits in a long transaction: the poll finds it). */
const WATCH_MS = 10_000;
/** The first look for a just-queued mail, doubling up to the second. */
const WATCH_FIRST_MS = 10;
const WATCH_MAX_MS = 500;
/** Kept of an SMTP answer in `last_error`. */
const ERROR_LENGTH = 1000;

export interface MailWorkerOptions {
  db: Database;
  deliver: Deliver;
  log: FastifyBaseLogger;
  pollMs: number;
  retry: Config['mailRetry'];
}

/** The wait after the `attempt`th failed attempt (1-based): first, doubling, at most max. */
export function retryDelay(attempt: number, retry: Config['mailRetry']): number {
  return Math.min(retry.maxMs, retry.firstMs * 2 ** Math.max(0, attempt - 1));
}

export class MailWorker {
  readonly #options: MailWorkerOptions;
  #stopped = true;
  #timer: NodeJS.Timeout | undefined;
  #timerAt = Number.POSITIVE_INFINITY;
  /** The round in progress: stop() waits for it. */
  #running: Promise<void> | undefined;
  /** Woken while a round ran: run again at once. */
  #again = false;
  /** When the next poll is due. */
  #pollAt = 0;
  /** When the earliest mail still to send falls due (its own timer, so a retry need not wait for the poll). */
  #retryAt = Number.POSITIVE_INFINITY;
  /** Mails queued by this process (id → when), watched until their transaction has committed. */
  readonly #watched = new Map<number, number>();
  #watchLooks = 0;

  constructor(options: MailWorkerOptions) {
    this.#options = options;
  }

  start(): void {
    this.#stopped = false;
    this.#pollAt = 0;
    this.#wake(0);
  }

  /** No new round starts; a mail being sent is finished and marked, then the worker stops. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /**
   * A mail was queued in this process, maybe inside a transaction that has not committed: the worker
   * looks for the row until it is visible (then sends it at once) or, rolled back, never appears.
   */
  queued(id: number): void {
    if (this.#stopped) return;
    this.#watched.set(id, Date.now());
    this.#watchLooks = 0;
    this.#wake(0);
  }

  #wake(ms: number): void {
    if (this.#stopped) return;
    if (this.#running) {
      if (ms === 0) this.#again = true;
      return;
    }
    const at = Date.now() + ms;
    if (this.#timer && at >= this.#timerAt) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => this.#tick(), ms);
    // Never what keeps a process alive: the server's socket does that, and close() stops the worker.
    this.#timer.unref();
  }

  #tick(): void {
    this.#timer = undefined;
    this.#timerAt = Number.POSITIVE_INFINITY;
    this.#again = false;
    this.#running = this.#work()
      .catch((error: unknown) => {
        // A database that is briefly away must not stop delivery: the next round tries again.
        this.#options.log.warn({ err: loggable(error) }, 'mail delivery round failed');
      })
      .finally(() => {
        this.#running = undefined;
        this.#wake(this.#nextDelay());
      });
  }

  #nextDelay(): number {
    if (this.#again) return 0;
    const untilDue = Math.max(0, Math.min(this.#pollAt, this.#retryAt) - Date.now());
    if (this.#watched.size === 0) return untilDue;
    const look = Math.min(WATCH_MAX_MS, WATCH_FIRST_MS * 2 ** this.#watchLooks);
    return Math.min(look, untilDue);
  }

  async #work(): Promise<void> {
    const start = Date.now();
    let due = start >= this.#pollAt || start >= this.#retryAt;
    if (this.#watched.size > 0) {
      this.#watchLooks += 1;
      // Looked for before the round: a row visible now is committed, so the round below sees it.
      const visible = await this.#options.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.id, [...this.#watched.keys()]));
      for (const row of visible) this.#watched.delete(row.id);
      if (visible.length > 0) due = true;
      const now = Date.now();
      for (const [id, at] of this.#watched) if (now - at > WATCH_MS) this.#watched.delete(id);
    }
    if (!due) return;
    this.#pollAt = Date.now() + this.#options.pollMs;
    while (!this.#stopped && (await this.#round()) === BATCH) {
      // A full batch: there may be more due.
    }
    // The next retry is when the earliest mail still to send falls due, as the database says (its clock set
    // the backoff): a retry this round found not yet due keeps its time, and none waits for the poll.
    const [next] = await this.#options.db
      .select({ ms: sql<number | null>`extract(epoch from min(${outbox.nextAttemptAt}) - now()) * 1000` })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
    this.#retryAt =
      next?.ms === null || next?.ms === undefined
        ? Number.POSITIVE_INFINITY
        : // Due already but not claimed (another instance is sending it): look again in a second, not at once.
          Date.now() + (Number(next.ms) > 0 ? Number(next.ms) : 1000);
  }

  /** One transaction: claims up to BATCH due mails, oldest first, and sends them. Returns how many it claimed. */
  async #round(): Promise<number> {
    return this.#options.db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const mail of claimed) {
        // Stopping: the mails not yet tried are released by the commit, untouched, for the next start.
        if (this.#stopped) break;
        await this.#attempt(tx, mail);
      }
      return claimed.length;
    });
  }

  async #attempt(tx: Database, mail: OutboxMail): Promise<void> {
    const { log, retry } = this.#options;
    const attempts = mail.attempts + 1;
    const mine = eq(outbox.id, mail.id);
    try {
      await this.#options.deliver(mail);
    } catch (error) {
      const lastError = describe(error);
      const permanent = isPermanentRefusal(error);
      if (permanent || attempts >= retry.attempts) {
        await tx.update(outbox).set({ attempts, lastError, failedAt: sql`now()` }).where(mine);
        log.error(
          { id: mail.id, to: mail.to, subject: mail.subject, attempts, error: lastError },
          permanent
            ? 'mail refused by the SMTP server; not tried again'
            : 'mail not delivered; attempts exhausted',
        );
        return;
      }
      const delay = retryDelay(attempts, retry);
      await tx
        .update(outbox)
        // From the failure, not from the transaction's start (now()): a batch's later mails wait their whole delay.
        .set({
          attempts,
          lastError,
          nextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${delay / 1000})`,
        })
        .where(mine);
      log.warn(
        { id: mail.id, to: mail.to, attempts, retryInMs: delay, error: lastError },
        'mail not delivered; will try again',
      );
      return;
    }
    await tx.update(outbox).set({ attempts, lastError: null, sentAt: sql`now()` }).where(mine);
  }
}

/** The SMTP server's answer, or the connection's error, for `last_error` and the log. */
function describe(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = `${typeof code === 'string' ? `${code}: ` : ''}${typeof message === 'string' ? message : String(error)}`;
  return text.slice(0, ERROR_LENGTH);
}
