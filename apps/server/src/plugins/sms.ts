// The SMS worker (services/sms-worker.ts) runs with the server: it starts when the server is ready and, on
// close, finishes the message it is sending before the database closes (docs/server.md "SMS").
import fp from 'fastify-plugin';
import { printProvider, sparrowProvider } from '../services/sms.js';
import { SmsWorker } from '../services/sms-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    smsWorker: SmsWorker;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const provider = config.sms.apiUrl
      ? sparrowProvider(config.sms, config.payments.timeoutMs)
      : printProvider(app.log);
    const worker = new SmsWorker({
      db: app.db,
      provider,
      log: app.log,
      pollMs: config.mailPollMs,
      retry: config.sms.retry,
    });
    app.decorate('smsWorker', worker);
    app.addHook('onReady', async () => {
      worker.start();
    });
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'sms', dependencies: ['config', 'database'] },
);
