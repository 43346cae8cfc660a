import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Migrations ship as SQL beside this file (copied next to dist by the build).
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Misspellings score below pg_trgm's default 0.6 word similarity; 0.4 finds "basn" for "basin".
const SESSION_SETTING = 'pg_trgm.word_similarity_threshold=0.4';

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite (in memory when `dataDir` is undefined),
 * and runs the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Set at connection start, so every pooled connection has it before its first query.
      options: `-c ${SESSION_SETTING}`,
    });
    // An idle pooled connection the server ends (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await client.exec(`SET ${SESSION_SETTING}`);
  return { db, kind: 'pglite', close: () => client.close() };
}
