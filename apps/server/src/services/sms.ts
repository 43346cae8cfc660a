// Text messages (docs/server.md "SMS"): one-time codes and order news to Nepali mobile numbers. A message is
// queued in the `sms_outbox` table in the caller's transaction, so it exists exactly when what it tells of
// does, and the SMS worker (sms-worker.ts) hands it to the provider after the commit: never an HTTP call
// inside an order's transaction, and a failed send is tried again.
import { nepaliMobileNational } from '@sajilo/nepal';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';

export type OutboxSms = typeof smsOutbox.$inferSelect;

/** The one thing the shop asks of an SMS provider. Throws when the message was not accepted. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** A refusal the provider will repeat for this message (a bad number, our token): not tried again. */
export class SmsRefused extends Error {
  override name = 'SmsRefused';
}

/**
 * Sparrow SMS (docs/server.md "SMS"): `POST {SMS_API_URL}` (https://api.sparrowsms.com/v2/sms/) with the
 * form fields `token`, `from` (the sender identity Sparrow gave the shop), `to` (the ten national digits)
 * and `text`; it answers 200 with `response_code: 200` when the message is queued, 4xx with its own
 * `response_code` and `response` when it refuses. The local simulator (apps/gateways) answers the same.
 */
export function sparrowProvider(sms: Config['sms'], timeoutMs = 15_000): SmsProvider {
  const url = sms.apiUrl;
  if (!url) throw new Error('sparrowProvider needs SMS_API_URL');
  return {
    async send(to, text) {
      const body = new URLSearchParams({
        token: sms.token,
        from: sms.from,
        to: nepaliMobileNational(to),
        text,
      });
      let res: Response;
      try {
        res = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new Error(
          `SMS provider ${(error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable'}`,
        );
      }
      const answer = (await res.json().catch(() => ({}))) as { response_code?: unknown; response?: unknown };
      if (res.ok && answer.response_code === 200) return;
      const detail = `SMS provider answered ${res.status}: ${String(answer.response ?? '')}`.slice(0, 500);
      // 4xx other than 429 is about this message or our account: the same request gets the same answer.
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new SmsRefused(detail);
      throw new Error(detail);
    },
  };
}

/** Development without SMS_API_URL: the message (a code too) goes to the log; production refuses this. */
export function printProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(to, text) {
      log.info({ to, text }, 'SMS printed, not sent (no SMS_API_URL)');
    },
  };
}

/** Queues a text message to `to` (E.164) inside `db` (a transaction) and wakes the SMS worker. */
export async function queueSms(app: FastifyInstance, to: string, text: string, db: Database = app.db) {
  const [row] = await db.insert(smsOutbox).values({ to, text }).returning({ id: smsOutbox.id });
  if (!row) throw new Error('the SMS was not queued');
  app.smsWorker.queued();
}
