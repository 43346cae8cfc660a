import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { queryRows } from './query.js';

/**
 * The catalogue's tables that triggers keep from products (migrations 0008, 0014, 0019): products' TRUNCATE
 * empties them through those triggers, which truncate them in turn, and a nested TRUNCATE fails on a table
 * the outer statement named too ("being used by active queries in this session").
 */
export const DERIVED_TABLES = [
  'catalog_listing',
  'catalog_facets',
  'catalog_price_facets',
  'catalog_search',
  'catalog_words',
] as const;

/**
 * Empties every table of the database but `keep` in one statement, ids restarted (the seed's `--reset`);
 * the derived tables are emptied with products. Returns how many tables the statement named.
 */
export async function emptyTables(db: Database, keep: readonly string[] = []): Promise<number> {
  const skipped = `{${[...DERIVED_TABLES, ...keep].join(',')}}`;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' and not (tablename = any(${skipped}::text[])) order by tablename`,
  );
  if (tables.length > 0) {
    await db.execute(
      sql.raw(`truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`),
    );
  }
  return tables.length;
}
