// Runs the server suite on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (CI). The two passes share
// nothing (PGlite is in-process, PostgreSQL gets a database per test server), so they run at the same time:
// each leaves a core idle part of the time (waiting on argon2, PostgreSQL or a child process), and the other
// fills it. Each pass's output is printed whole when it ends, not interleaved with the other's.
//
// When both passes run, the files that test the HTTP layer run in the PostgreSQL pass only (production's
// database): what they check (the contract, headers, input boundaries, the fuzzer, compression, the
// language, configuration) is the same whichever database answers, and PGlite is the same PostgreSQL
// engine. Every file that touches what differs between the two (the driver and its pool, faults, files on
// disk, start-up, locks, migrations, plans, transactions under load) runs in both. Without
// TEST_DATABASE_URL every file runs on PGlite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

const HTTP_LAYER = [
  'boundaries',
  'compression',
  'config',
  'contract-coverage',
  'form-rules',
  'fuzz',
  'headers',
  'health',
  'i18n-catalogue',
  'language',
  'pages',
  'security',
].map((name) => `test/${name}.test.ts`);
const missing = HTTP_LAYER.filter((file) => !existsSync(new URL(`../${file}`, import.meta.url)));
if (missing.length > 0)
  throw new Error(`scripts/test.mjs names files that do not exist: ${missing.join(', ')}`);

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

// The PGlite pass is shown as it runs; the PostgreSQL pass (when there is one) after both end, in one piece.
const both = Boolean(process.env.TEST_DATABASE_URL);
const passes = [
  run('PGlite', { TEST_DATABASE_URL: '' }, true, both ? HTTP_LAYER.map((file) => `--exclude=${file}`) : []),
];
if (both) passes.push(run('PostgreSQL', {}, false));
const results = await Promise.all(passes);
for (const result of results) result.print();
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
