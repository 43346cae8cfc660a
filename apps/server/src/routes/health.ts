import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../errors.js';

const health: FastifyPluginAsync = async (app) => {
  app.operation('getHealth', async () => ({ result: 'success', status: 'ok' }));

  app.operation('getReady', async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'The database is unreachable.');
    }
    return { result: 'success', status: 'ok' };
  });
};

export default health;
