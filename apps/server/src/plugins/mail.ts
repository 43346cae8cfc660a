// The mail worker (services/mail-worker.ts) runs with the server: it starts when the server is ready and,
// on close, finishes the mail it is sending and stops before the database closes.
import fp from 'fastify-plugin';
import { MailWorker } from '../services/mail-worker.js';
import { type Deliver, printDelivery, smtpDelivery } from '../services/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailWorker;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const smtp = config.smtpUrl ? smtpDelivery(config) : undefined;
    const handOver: Deliver = smtp ?? printDelivery(app.log);
    const deliver: Deliver = async (mail) => {
      await handOver(mail);
      // Opted in on a developer's own machine (production refuses it): a reset link to follow.
      if (config.logMailBodies) {
        app.log.info({ id: mail.id, to: mail.to, body: mail.body }, 'mail body (MAIL_LOG_BODIES=true)');
      }
    };
    const worker = new MailWorker({
      db: app.db,
      deliver,
      log: app.log,
      pollMs: config.mailPollMs,
      retry: config.mailRetry,
    });
    app.decorate('mailer', worker);
    app.addHook('onReady', async () => {
      worker.start();
    });
    // onClose hooks run in the reverse order of registration: this one before the database plugin's.
    app.addHook('onClose', async () => {
      await worker.stop();
      smtp?.close();
    });
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
