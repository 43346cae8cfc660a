import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../errors.js';

/** `/ready` answers 503 when the database has not answered `select 1` within this time. */
export const READY_TIMEOUT_MS = 1_500;

const health: FastifyPluginAsync = async (app) => {
  app.operation('getHealth', async () => ({ result: 'success', status: 'ok' }));

  app.operation('getReady', async () => {
    // A load balancer asks often and must hear "no" quickly: a database that does not answer within
    // READY_TIMEOUT_MS is as good as down (the query itself is left to the pool's own timeouts).
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.db.execute(sql`select 1`), timeout]);
    } catch {
      throw new HttpError(503, /*i18n*/ 'The database is unreachable.', { 'Retry-After': '5' });
    } finally {
      clearTimeout(timer);
    }
    return { result: 'success', status: 'ok' };
  });
};

export default health;
