import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    dbKind: DatabaseHandle['kind'];
  }
}

/** Decorates the instance with the open database and closes it when the server closes. */
export default fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
