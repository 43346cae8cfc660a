import { existsSync, mkdirSync } from 'node:fs';
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
import { lockDataDir } from './data-dir-lock.js';
import { SHAPE_MARK } from './query.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball, to start other in-memory databases from (`template`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

// Migrations ship as SQL beside this file (copied next to dist by the build).
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Misspellings score below pg_trgm's default 0.6 word similarity; 0.4 finds "basn" for "basin".
const SESSION_SETTING = 'pg_trgm.word_similarity_threshold=0.4';

/**
 * Time limits on a PostgreSQL server, so a stuck query or an unreachable server answers an error instead
 * of holding requests (and `/ready`) for ever. A request's queries take milliseconds; these are far above
 * that and below a proxy's usual 60 s. Migrations run without them (an index on a large table takes long).
 */
export const POSTGRES_LIMITS = {
  /** Opening a connection (the server is down or unreachable). */
  connectMs: 3_000,
  /**
   * A request's wait for one of the pool's connections, opening it included (pg-pool has one limit for
   * both). Longer than connectMs: a burst (100 checkouts at once on 10 connections, on a busy machine)
   * queues for seconds, and each waiting request must get its turn, not a 503 saying the shop is down.
   */
  acquireMs: 10_000,
  /** One statement, lock waits included (the server cancels it: SQLSTATE 57014). */
  statementMs: 15_000,
  /** No answer from the server at all (a network that drops packets): the client gives up. */
  queryMs: 20_000,
  /** A transaction left open by a crashed request holds its locks at most this long. */
  idleInTransactionMs: 30_000,
};

/**
 * Distinct query texts marked by `shape` (db/query.ts) that one process prepares; each is kept on every
 * connection of the pool. Past this many, a new text runs unnamed, as every other query does, so a text
 * that varies more than intended costs nothing but its preparation.
 */
export const MAX_SHAPES = 200;

/**
 * Runs the catalogue's frequent queries as named statements (node-postgres prepares a name once per
 * connection and then only binds and executes it): a category's page is about 1 ms of PostgreSQL, half of
 * it parsing and planning. PostgreSQL plans a prepared statement for its values the first five times and
 * then keeps a generic plan when that is estimated no dearer (plan_cache_mode auto); test/plans.test.ts
 * checks those generic plans with the same guards as the others. Transactions (a checked-out client) run
 * as before.
 */
export function prepareShapes(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const named = (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const { text, name } = config as { text?: unknown; name?: unknown };
    if (name !== undefined || typeof text !== 'string' || !text.startsWith(SHAPE_MARK)) return config;
    let shape = names.get(text);
    if (shape === undefined) {
      if (names.size >= MAX_SHAPES) return config;
      shape = `shape_${names.size + 1}`;
      names.set(text, shape);
    }
    return { ...config, name: shape };
  };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config, ...rest) =>
    query(named(config), ...rest);
}

/**
 * The serving pool's queries never start parallel workers. A request's query reads a few hundred rows,
 * and PostgreSQL forks its workers for each query that has them (a Gather in its plan): a search whose
 * generic plan read the postings with two workers took 8–10 ms instead of 2.6, and with them allowed the
 * bench's search answered 309 requests a second at 4.1 ms of the database's CPU each, without them 487
 * at 2.6 ms (100,000 products, docs/server.md "Prepared shapes"). Requests run side by side
 * already; workers only add processes. Migrations and upkeep (an index build, a vacuum) keep them. PGlite,
 * one process, cannot start workers at all; it is told the same, so both plan alike.
 */
export const NO_PARALLEL_WORKERS = 'max_parallel_workers_per_gather=0';

/** Any number fixed for the project: the advisory lock that makes one instance at a time start up. */
const STARTUP_LOCK = 0x53_4a_4c_4f; // "SJLO"

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite (in memory when `dataDir` is undefined; on
 * disk, DATA_DIR is taken for this process alone: data-dir-lock.ts), runs the committed migrations and
 * then `firstStart` (the demo seed of an empty database). On PostgreSQL both run under an advisory lock:
 * instances started together take turns, so each finds the migrations and the seed done or does them,
 * never half of them at once. They run without the serving pool's time limits.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * PGlite: start from this dump of a migrated database (`dump()`) instead of an empty one, in memory or in
   * a `dataDir` that holds no database yet, which spares the test suite an initdb and the migrations for
   * every database it makes; the migrations still run, and find nothing left to do.
   */
  template?: Blob | undefined;
  firstStart?: (db: Database) => Promise<void>;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const starter = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: POSTGRES_LIMITS.connectMs,
      options: `-c ${SESSION_SETTING}`,
    });
    // A lost connection fails the awaited query (reported below), not the process.
    starter.on('error', () => {});
    await starter.connect();
    try {
      // Released with the session too, should this process die holding it.
      await starter.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      const db = drizzleNodePg(starter, { schema });
      await migrateNodePg(db, { migrationsFolder });
      await options.firstStart?.(db);
    } finally {
      await starter.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: POSTGRES_LIMITS.acquireMs,
      query_timeout: POSTGRES_LIMITS.queryMs,
      // Set at connection start, so every pooled connection has them before its first query.
      options: [
        `-c ${SESSION_SETTING}`,
        `-c statement_timeout=${POSTGRES_LIMITS.statementMs}`,
        `-c idle_in_transaction_session_timeout=${POSTGRES_LIMITS.idleInTransactionMs}`,
        `-c ${NO_PARALLEL_WORKERS}`,
      ].join(' '),
    });
    // A connection the server ends (restart, failover) must not crash the process: idle in the pool, or
    // checked out by a transaction between two queries (pg emits 'error' on that client, uncaught without
    // a listener). The query in flight or the next one fails instead; the pool replaces the connection.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    prepareShapes(pool);
    const db = drizzleNodePg(pool, { schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  const pgliteDir = options.dataDir ? join(options.dataDir, 'pglite') : undefined;
  try {
    const client = await PGlite.create({
      ...(pgliteDir ? { dataDir: pgliteDir } : {}),
      ...(options.template && !(pgliteDir && existsSync(pgliteDir)) ? { loadDataDir: options.template } : {}),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await client.exec(`SET ${SESSION_SETTING}; SET ${NO_PARALLEL_WORKERS}`);
    await options.firstStart?.(db);
    return {
      db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
