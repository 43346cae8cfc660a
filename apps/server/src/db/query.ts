import type { SQL } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * Runs raw SQL and returns its rows. PGlite and node-postgres both answer `{ rows }`; drizzle types the
 * result per driver, so the row type is stated here, once.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
