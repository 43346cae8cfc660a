// pnpm bench:tests — how long the test run takes on a fresh clone, the way CI runs it (.ci/run: PostgreSQL
// started for the server suite's second pass, then `npm test`). It clones the current commit into a temporary
// folder (what is committed, nothing uncommitted), runs it there, and prints the time of each step and suite.
//
//   pnpm bench:tests          every test, as `npm test` runs them
//   pnpm bench:tests --then   only the tests that existed when the test-time targets were set
//                             (docs/performance.md "`npm test`"), in their versions of today, with today's
//                             test set-up
//   --keep                    keeps the clone and its log (printed) instead of removing them
//
// The targets: the suites that existed at THEN (below) in at most 6 minutes, and the whole `npm test`, with
// every suite added since, in at most 15. `--then` keeps the test files that existed at THEN (two have
// moved or been replaced since: MOVED) and removes every other one; a package left without tests drops its
// test script, and the packages' checks (publint, attw), which came later, are left out. What remains is the
// same set-up as `npm test` (lint, typecheck and builds, the seeded snapshot, the two lanes) running the old
// tests, which have grown since: it measures no less than they cost.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { root } from './pnpm.mjs';

/** The commit the test-time targets were set on. */
const THEN = '22e4581';
/** Test files of THEN that live elsewhere today, or whose checks moved to another file. */
const MOVED = {
  // The seeder lives in its own package (docs/server.md "The demo shop").
  'apps/server/test/seed.test.ts': 'packages/seed/test/seed.test.ts',
  // The route preloads it tested gave way to server rendering (docs/storefront.md), tested there.
  'apps/storefront/test/e2e/preload.test.ts': 'apps/storefront/test/e2e/ssr.test.ts',
};
const TEST_FILE = /\.test\.(ts|tsx|mts|mjs|js)$/;
const GROUPS = ['apps', 'packages', 'internal'];

const then = process.argv.includes('--then');
const keep = process.argv.includes('--keep');
const git = (args, cwd = root) => execFileSync('git', args, { cwd, encoding: 'utf8' });

/** Every file under `dir` (node_modules and dot-folders aside), relative to `base`. */
function filesUnder(dir, base) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, base) : [relative(base, path)];
  });
}

/** Removes the tests added since THEN from the clone at `dir`, and the steps that only they need. */
function keepOnlyThen(dir) {
  let old;
  try {
    old = git(['ls-tree', '-r', '--name-only', THEN], dir).split('\n');
  } catch {
    throw new Error(`--then needs the commit ${THEN} in the history (a full clone, not a shallow one)`);
  }
  const kept = new Set(old.filter((path) => TEST_FILE.test(path)).map((path) => MOVED[path] ?? path));
  let removed = 0;
  for (const group of GROUPS) {
    for (const name of existsSync(join(dir, group)) ? readdirSync(join(dir, group)) : []) {
      const pkgDir = join(dir, group, name);
      const manifestPath = join(pkgDir, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const tests = filesUnder(pkgDir, dir).filter((path) => TEST_FILE.test(path));
      for (const path of tests.filter((path) => !kept.has(path))) {
        rmSync(join(dir, path));
        removed += 1;
      }
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      const left = tests.filter((path) => kept.has(path)).length;
      if (manifest.scripts?.test && left === 0) delete manifest.scripts.test;
      delete manifest.scripts?.['lint:package'];
      writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    }
  }
  // The server's runner refuses to name files that do not exist in its PGlite pass (a guard against typos);
  // here some were removed on purpose.
  const runner = join(dir, 'apps/server/scripts/test.mjs');
  const source = readFileSync(runner, 'utf8');
  const guard = 'throw new Error(`scripts/test.mjs names files that do not exist';
  if (!source.includes(guard)) throw new Error(`${runner} no longer has the guard this script relaxes`);
  writeFileSync(
    runner,
    source.replace(guard, 'console.log(`(bench) scripts/test.mjs names files that do not exist'),
  );
  git(
    ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-qam', 'bench: old tests'],
    dir,
  );
  console.log(
    `Kept the ${kept.size} test files of ${THEN} (as they are today); removed ${removed} added since.`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'sajilo-bench-tests-'));
const log = join(dir, 'run.log');
const clone = join(dir, 'clone');
const head = git(['rev-parse', '--short', 'HEAD']).trim();
git(['clone', '-q', root, clone]);
if (then) keepOnlyThen(clone);
console.log(`Running .ci/run on a fresh clone of ${head}${then ? ' (tests of THEN only)' : ''} in ${clone}`);
console.log(`Its output: ${log}`);
const started = Date.now();
const code = await new Promise((resolve) => {
  const child = spawn('bash', ['-c', `bash .ci/run > ${JSON.stringify(log)} 2>&1`], {
    cwd: clone,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  child.on('close', (status) => resolve(status ?? 1));
});
const wall = Math.round((Date.now() - started) / 1000);
const output = readFileSync(log, 'utf8');
const summary = output.slice(output.lastIndexOf('\nTime of each step:'));
console.log(summary.trim());
console.log(
  `\n.ci/run on ${head}${then ? ` with the tests of ${THEN}` : ''}: exit ${code}, ${wall} s from clone to end`,
);
if (!keep) rmSync(dir, { recursive: true, force: true });
process.exit(code);
