// Outgoing mail. A mail is queued in the `outbox` table in the caller's transaction, so it exists exactly
// when what it tells of does (an order that rolls back mails nothing); the mail worker (mail-worker.ts)
// delivers it over SMTP, or prints it to the log in development without SMTP_URL (docs/server.md "Mail").
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text: every mail has it. */
  body: string;
  /** The same mail in HTML, when a table helps (an order's invoice). */
  html?: string;
}

export type OutboxMail = typeof outbox.$inferSelect;

/** Hands one mail over; throws when it was not accepted (the worker then retries or gives up). */
export type Deliver = (mail: OutboxMail) => Promise<void>;

/**
 * Queues a mail in the outbox (inside `db` when given, e.g. a transaction) and wakes the worker, which
 * sends it once the transaction has committed.
 */
export async function sendMail(app: FastifyInstance, mail: Mail, db: Database = app.db): Promise<void> {
  // An order of a customer without an email (docs/customer.md "Phone-number accounts") has no address to
  // mail: its messages go by SMS only.
  if (!mail.to) return;
  const [row] = await db
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, body: mail.body, html: mail.html ?? null })
    .returning({ id: outbox.id });
  if (!row) throw new Error('the mail was not queued');
  app.log.info({ id: row.id, to: mail.to, subject: mail.subject }, 'mail queued in the outbox');
  app.mailer.queued(row.id);
}

/** SMTP refused the mail for good (5xx): trying it again would get the same answer. */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  // 503 is a command out of sequence (a new connection may pass); 535 (EAUTH) is our own credentials,
  // which an operator fixes: neither says anything about this mail.
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503 &&
    code !== 'EAUTH'
  );
}

/** Mail over SMTP_URL. A connection a mail: a shop sends a few a minute, and nothing stays open. */
export function smtpDelivery(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Deliver & { close(): void } {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // Far below PostgreSQL's idle-in-transaction limit (db/client.ts): the worker sends inside the
    // transaction that claimed the mail.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const domain = /@([^\s<>@]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'localhost';
  const deliver = async (mail: OutboxMail) => {
    await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
      ...(mail.html ? { html: mail.html } : {}),
      // One id a queued mail: should a crash ever make it go out twice, mail systems see one message.
      messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
    });
  };
  return Object.assign(deliver, { close: () => transport.close() });
}

/**
 * Development without SMTP_URL: a mail is "delivered" by printing who it is for and its subject. Its
 * body can carry a reset link (an account to whoever reads the log): printed by the worker only with
 * MAIL_LOG_BODIES=true, which production refuses.
 */
export function printDelivery(log: FastifyBaseLogger): Deliver {
  return async (mail) => {
    log.info({ id: mail.id, to: mail.to, subject: mail.subject }, 'mail printed, not sent (no SMTP_URL)');
  };
}
