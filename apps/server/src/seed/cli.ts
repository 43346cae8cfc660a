// `pnpm seed [--products N] [--reset]`: seeds the database from configuration (DATA_DIR, DATABASE_URL).
// Without --reset it refuses a database that already has products.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Config, ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { queryRows } from '../db/query.js';
import { seed } from './index.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: pnpm seed [--products N] [--reset]\n  --products N  build N products (default: the shop catalogue)\n  --reset       delete all data first',
  );
  process.exit(0);
}

const productCount = values.products === undefined ? undefined : Number(values.products);
if (productCount !== undefined && (!Number.isInteger(productCount) || productCount < 0)) {
  console.error('--products must be a whole number, e.g. --products 100000');
  process.exit(2);
}

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
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    // The server is running on this DATA_DIR: one line, not a stack.
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
const { db } = database;
let code = 0;
try {
  if (values.reset) {
    const tables = await queryRows<{ name: string }>(
      db,
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    if (tables.length > 0) {
      await db.execute(
        sql.raw(`truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`),
      );
    }
    console.log(`reset: emptied ${tables.length} tables`);
  }
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  if ((row?.n ?? 0) > 0) {
    console.error('The database already has products. Run with --reset to replace them.');
    code = 1;
  } else {
    await seed(db, {
      dataDir: config.dataDir,
      ...(productCount === undefined ? {} : { products: productCount }),
      log: (m) => console.log(m),
    });
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
  console.error('seed failed:', error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
