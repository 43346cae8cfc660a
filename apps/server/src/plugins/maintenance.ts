// Periodic upkeep of the database: expired rows are purged at start and every hour (services/purge.ts).
import fp from 'fastify-plugin';
import { loggable } from '../errors.js';
import { PURGE_EVERY_MS, purgeExpired } from '../services/purge.js';

export default fp(
  async (app) => {
    const purge = async () => {
      try {
        const purged = await purgeExpired(app.db);
        app.log.info({ purged }, 'purged expired sessions, reset links, attempt counters and keys');
      } catch (error) {
        // A database that is briefly down must not stop the server; the next round tries again.
        app.log.warn({ err: loggable(error) }, 'purging expired rows failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void purge();
      timer = setInterval(purge, PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'maintenance', dependencies: ['database'] },
);
