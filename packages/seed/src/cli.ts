#!/usr/bin/env node
// `pnpm seed [--products N] [--reset | --if-empty]`: loads the demo shop into the database named by the
// server's configuration (DATA_DIR, DATABASE_URL). Without a flag it refuses a database that already has
// products; `--if-empty` (what `npm start` runs) leaves one alone and succeeds.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '@sajilo/server/config';
import { type Database, openDatabase } from '@sajilo/server/db/client';
import { DataDirLockedError } from '@sajilo/server/db/data-dir-lock';
import { emptyTables } from '@sajilo/server/db/empty';
import { queryRows } from '@sajilo/server/db/query';
import { sql } from 'drizzle-orm';
import { DEMO_OWNER, refreshDemoJobDeadlines, seed, seedDemoOwner, seedIfEmpty } from './index.js';

/** The database's own words when a query failed: Drizzle's message carries every parameter (the files' bytes). */
function reason(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const text =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'if-empty': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: pnpm seed [--products N] [--reset | --if-empty]\n  --products N  build N products (default: the shop catalogue)\n  --reset       delete all data first\n  --if-empty    seed only a database without products (else do nothing)',
  );
  process.exit(0);
}

if (values.reset && values['if-empty']) {
  console.error('--reset and --if-empty do not go together: choose one.');
  process.exit(2);
}

const productCount = values.products === undefined ? undefined : Number(values.products);
if (productCount !== undefined && (!Number.isInteger(productCount) || productCount < 0)) {
  console.error('--products must be a whole number, e.g. --products 100000');
  process.exit(2);
}

// Like the server (its `serve` script runs in apps/server), a relative DATA_DIR is read from apps/server:
// `pnpm seed` fills the database `npm start` serves.
process.chdir(fileURLToPath(new URL('..', import.meta.resolve('@sajilo/server/config'))));
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const started = Date.now();
// PGlite creates its folder but not the parents: a fresh DATA_DIR must exist first.
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const seedOptions = {
  ...(productCount === undefined ? {} : { products: productCount }),
  log: (m: string) => console.log(m),
};
let seededOnOpen = false;
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  // --if-empty: under the start-up lock (PostgreSQL), so of several started together exactly one seeds.
  ...(values['if-empty']
    ? {
        firstStart: async (db: Database) => {
          seededOnOpen = await seedIfEmpty(db, seedOptions);
        },
      }
    : {}),
}).catch((error: unknown) => {
  // The server is running on this DATA_DIR (one line, not a stack), or the seed on open failed.
  console.error(error instanceof DataDirLockedError ? error.message : `seed failed: ${reason(error)}`);
  process.exit(1);
});
const { db } = database;
let code = 0;
try {
  if (values.reset) {
    console.log(`reset: emptied ${await emptyTables(db)} tables`);
  }
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  if (values['if-empty'] && !seededOnOpen) {
    console.log(`the database already has ${row?.n ?? 0} products: not seeded`);
    // A shop seeded before the back office existed gets its development owner (README).
    if (await seedDemoOwner(db)) console.log(`seed: back-office owner ${DEMO_OWNER.email} added`);
    // The demo's jobs close some days after seeding: keep them open on every start
    // (docs/server.md "The demo shop").
    const moved = await refreshDemoJobDeadlines(db);
    if (moved > 0) console.log(`seed: ${moved} demo jobs past their deadline reopened`);
  } else if (!values['if-empty'] && (row?.n ?? 0) > 0) {
    console.error('The database already has products. Run with --reset to replace them.');
    code = 1;
  } else {
    if (!values['if-empty']) await seed(db, seedOptions);
    const counts = await queryRows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from brands) as brands,
        (select count(*)::int from categories) as categories,
        (select count(*)::int from products) as products,
        (select count(*)::int from pages) as pages,
        (select count(*)::int from blogs) as blogs,
        (select count(*)::int from jobs) as jobs,
        (select count(*)::int from faqs) as faqs,
        (select count(*)::int from showrooms) as showrooms,
        (select count(*)::int from catalogues) as catalogues,
        (select count(*)::int from banners) as banners,
        (select count(*)::int from testimonials) as testimonials,
        (select count(*)::int from orders) as orders`,
    );
    const summary = Object.entries(counts[0] ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(
      `seeded ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}: ${summary}`,
    );
    console.log(`time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  console.error(`seed failed: ${reason(error)}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
