// Runs the server suite on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (CI). The two passes share
// nothing (PGlite is in-process, PostgreSQL gets a database per test server), so they run at the same time:
// each leaves a core idle part of the time (waiting on argon2, PostgreSQL or a child process), and the other
// fills it. Each pass's output is printed whole when it ends, not interleaved with the other's.
//
// When both passes run, the PostgreSQL pass (production's database) runs every file that uses the pass's
// database, and the PGlite pass only the files that test what differs between the two: the driver and its
// errors (a unique violation, a database gone), transactions under concurrency (PGlite has one connection),
// start-up, the data folder's lock, crashes and files on disk, migrations, the planner's choices, the
// catalogue's derived tables and search. The rest (the HTTP layer, the back office's and the customer's
// business rules) asks the same PostgreSQL engine the same questions on either, and ran twice for nothing.
// The files that use no database of the pass's (src/'s unit tests, a PGlite of their own included, and the
// configuration, contract and catalogue checks) run once, on the PGlite pass, the shorter (docs/testing.md
// "The server suite").
// The browser suites, the seed's and `npm start` run on PGlite too. Without TEST_DATABASE_URL every file
// runs on PGlite.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildWhenStale } from './build-when-stale.mjs';
import { migratedDump } from './migrated-dump.mjs';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/** The files the PGlite pass runs when the PostgreSQL pass runs every file (above); src/'s unit tests too. */
const ON_BOTH = [
  'admin-catalog', // unique violations (slugs, codes) as each driver reports them
  'catalog',
  'catalog-cache',
  'catalog-kept',
  'checkout', // concurrent and idempotent checkouts
  'customer', // a taken email: the driver's unique violation
  'database-faults',
  'faults',
  'files', // files on disk imported, files stored as bytes
  'import-faults', // a CSV import's transaction cut off by kill -9
  'listing-index',
  'mail', // two workers on one database
  'plans',
  'promotions', // 50 checkouts at once on a limited code
  'search',
  'search-postings',
  'startup',
].map((name) => `test/${name}.test.ts`);
/**
 * The files that use no database of the pass's: each answers the same on either pass, so runs once, on the
 * PGlite pass. src/'s unit tests (a migration's test opens a PGlite of its own whatever the pass) and these.
 */
const DATABASE_FREE = ['config', 'contract-check', 'i18n-catalogue', 'prepared-shapes'].map(
  (name) => `test/${name}.test.ts`,
);
const missing = [...ON_BOTH, ...DATABASE_FREE].filter(
  (file) => !existsSync(new URL(`../${file}`, import.meta.url)),
);
if (missing.length > 0)
  throw new Error(`scripts/test.mjs names files that do not exist: ${missing.join(', ')}`);
/** A file that reaches the pass's database: a test server, a database of TEST_DATABASE_URL's, the seed. */
const USES_THE_DATABASE = /TEST_DATABASE_URL|startServer|storeOnDisk|freshPostgres|pgliteTemplate|runSeed/;
const unitTests = (dir) =>
  readdirSync(new URL(`../${dir}`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${dir}${name}`);
const onTheDatabase = [...DATABASE_FREE, ...unitTests('src/')].filter((file) =>
  USES_THE_DATABASE.test(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')),
);
if (onTheDatabase.length > 0)
  throw new Error(
    `scripts/test.mjs runs these once, but they use the pass's database: ${onTheDatabase.join(', ')}`,
  );

function run(label, env, live, args = []) {
  const out = `.reports/vitest-${label.toLowerCase()}.json`;
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    {
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  if (live) console.log(`\n-- server suite on ${label}`);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({
        code: code ?? (signal ? 1 : 0),
        print() {
          if (!live) {
            console.log(`\n-- server suite on ${label}`);
            process.stdout.write(Buffer.concat(chunks));
          }
          console.log(`-- server suite on ${label}: ${code === 0 ? 'passed' : 'failed'} in ${seconds} s`);
        },
      });
    });
  });
}

// Once, before the passes: each pass's global setup would otherwise build at the same time as the other, and
// each would make the migrated PGlite database its test databases start from (migrated-dump.mjs).
buildWhenStale();
await migratedDump();

// The PGlite pass is shown as it runs; the PostgreSQL pass (when there is one) after both end, in one piece.
const both = Boolean(process.env.TEST_DATABASE_URL);
const passes = [
  run('PGlite', { TEST_DATABASE_URL: '' }, true, both ? [...ON_BOTH, ...DATABASE_FREE, 'src/'] : []),
];
if (both)
  passes.push(
    run('PostgreSQL', {}, false, ['--exclude=src/**', ...DATABASE_FREE.map((file) => `--exclude=${file}`)]),
  );
const results = await Promise.all(passes);
for (const result of results) result.print();
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
