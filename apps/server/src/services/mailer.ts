// Outgoing mail: every message is written to the `outbox` table. Nothing delivers it yet; in development
// the developer reads it there (README, "The API server"), or in the log
// when they opt in with MAIL_LOG_BODIES=true.
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
  // Bodies can carry secrets (a reset link): whoever reads the log could take the account. Only a developer
  // who asks for it (MAIL_LOG_BODIES=true, on a machine of their own) gets them there; otherwise the
  // outbox table holds them.
  if (app.config.logMailBodies) {
    app.log.info({ to: mail.to, body: mail.body }, 'mail body (MAIL_LOG_BODIES=true)');
  }
}
