import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * Runs raw SQL and returns its rows. PGlite and node-postgres both answer `{ rows }`; drizzle types the
 * result per driver, so the row type is stated here, once.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** How a query marked by `shape` starts: db/client.ts prepares such queries on PostgreSQL. */
export const SHAPE_MARK = '/* shape */ ';

/**
 * Marks `query` as one of the catalogue's frequent shapes: on PostgreSQL each distinct text is prepared once
 * per connection (a named statement), so a request spends no time parsing it again, and PostgreSQL may keep
 * its plan (db/client.ts). Only for a text whose variants are few: its values must be parameters, never
 * spliced into the text (each distinct text is a statement kept on every connection).
 */
export function shape(query: SQL): SQL {
  return sql`${sql.raw(SHAPE_MARK)}${query}`;
}
