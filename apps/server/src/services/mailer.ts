// Outgoing mail: every message is written to the `outbox` table. Nothing delivers it yet; in development
// the developer reads it there or in the log (DESIGN.md: "in development the mail is written to an outbox").
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Queues a mail in the outbox (inside `db` when given, e.g. a transaction) and logs that it did. */
export async function sendMail(app: FastifyInstance, mail: Mail, db: Database = app.db): Promise<void> {
  await db.insert(outbox).values({ to: mail.to, subject: mail.subject, body: mail.body });
  app.log.info({ to: mail.to, subject: mail.subject }, 'mail queued in the outbox');
  // Bodies can carry secrets (a password reset link), so they are never logged in production or in tests.
  // A developer running the server locally has no mail delivery and reads the reset link here instead.
  if (!app.config.test && process.env.NODE_ENV !== 'production') {
    app.log.info({ to: mail.to, body: mail.body }, 'development mail body (not logged in production)');
  }
}
