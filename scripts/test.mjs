// `npm test`: installs what it needs, then runs lint, the contract lint, typecheck, the published packages'
// checks (publint, attw), the generated-types staleness check and every test suite (the consumer test of
// the packed packages among them), and prints one pass/fail line for the whole tree.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findPnpm, install, root } from './pnpm.mjs';

/** Browser tests drive Debian's Chromium (never a downloaded browser); install it when it is missing. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${path}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

install();
ensureChromium();
const pnpmBin = findPnpm();
const packageDirs = ['apps', 'packages', 'internal'].flatMap((group) =>
  existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(root, group, name)) : [],
);
for (const dir of packageDirs) rmSync(join(dir, '.reports'), { recursive: true, force: true });

const failures = [];
/** Each step's wall time, and each test suite's (package) time from its report, printed at the end. */
const stepTimes = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
function step(name, args) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const r = spawnSync(pnpmBin, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  stepTimes.push([name, Date.now() - started]);
  if (r.status !== 0) failures.push(name);
}

step('lint (biome, zero warnings) and OpenAPI lint (redocly)', ['run', 'lint']);
// The typecheck and every build the test suites need, in one turbo run: the two cores stay busy across
// both (a package's typecheck beside another's build), and the lanes below (`--only`) build nothing.
step('typecheck and builds', [
  'exec',
  'turbo',
  'run',
  'typecheck',
  'build',
  'generate',
  'storybook:build',
  '--output-logs=errors-only',
]);
// The published packages as packed: each one's lint:package (publint --strict, attw --pack), one at a
// time: attw packs, and a pack's prepack runs turbo's build of that package (found in turbo's cache).
const published = packageDirs.filter((dir) => {
  const manifest = join(dir, 'package.json');
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.['lint:package'];
});
step('packages (publint, attw)', [
  'exec',
  'turbo',
  'run',
  'lint:package',
  '--concurrency=1',
  '--output-logs=errors-only',
  ...published.map((dir) => `--filter=./${relative(root, dir)}`),
]);
// The suites in two lanes side by side, each lane one suite at a time: the browser suites (one Chromium, a
// page server and an API server at a time) in one, the suites without a browser in the other. One lane
// alone leaves a core idle much of the time (a browser suite waits on its page loads, the seed and the
// consumer test on one process); two browser suites at once (tried: turbo --concurrency=2) loaded the two
// cores so that page steps timed out now and then, so no two browser suites ever run together. Everything
// the suites need was built above, so the lanes (`--only`) never build the same package.
const manifests = packageDirs
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
const browserSuites = ['@sajilo/storefront', '@sajilo/admin', '@sajilo/ui', '@sajilo/widgets'];
// The rest, the server's first (the longest, its PGlite and PostgreSQL passes side by side), so a package
// added later is never left out.
const otherSuites = manifests
  .filter((m) => m.scripts?.test && !browserSuites.includes(m.name))
  .map((m) => m.name)
  .sort((a, b) => (b === '@sajilo/server') - (a === '@sajilo/server'));
const lanes = { browser: browserSuites, other: otherSuites };
/** Runs one lane's suites one after another; the lane's output is shown live, or kept and shown at its end. */
async function lane(name, suites, live) {
  const started = Date.now();
  const output = [];
  let failed = false;
  for (const suite of suites) {
    const code = await new Promise((resolve) => {
      const child = spawn(pnpmBin, ['exec', 'turbo', 'run', 'test', '--only', `--filter=${suite}`], {
        cwd: root,
        stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
        env: { ...process.env, FORCE_COLOR: '0' },
      });
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
      child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    if (code !== 0) failed = true;
  }
  return {
    print() {
      if (!live) {
        console.log(`\n== tests: ${name} lane (kept while it ran)`);
        process.stdout.write(Buffer.concat(output));
      }
    },
    failed,
    ms: Date.now() - started,
    name,
  };
}
{
  console.log(`\n== tests (two lanes: ${lanes.browser.join(', ')} | ${lanes.other.join(', ')})`);
  const started = Date.now();
  const results = await Promise.all([
    lane('browser', lanes.browser, true),
    lane('other', lanes.other, false),
  ]);
  for (const result of results) {
    result.print();
    stepTimes.push([`tests, ${result.name} lane`, result.ms]);
    if (result.failed) failures.push(`tests (${result.name} lane)`);
  }
  stepTimes.push(['tests', Date.now() - started]);
}

// Every package's vitest writes a JSON report to .reports/; add them up.
let passed = 0;
let failed = 0;
let skipped = 0;
const failedTests = [];
const suiteTimes = [];
for (const dir of packageDirs) {
  const reports = join(dir, '.reports');
  if (!existsSync(reports)) continue;
  for (const file of readdirSync(reports).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
    // From the run's start to its last file's end (vitest's JSON report: startTime, testResults[].endTime).
    const ends = (report.testResults ?? []).map((suite) => suite.endTime ?? 0);
    if (report.startTime && ends.length > 0) {
      suiteTimes.push([
        `${relative(root, dir)} (${file.replace(/\.json$/, '')})`,
        Math.max(...ends) - report.startTime,
      ]);
    }
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const message = stripVTControlCharacters(test.failureMessages?.[0] ?? '')
          .split('\n')
          .slice(0, 3)
          .join(' | ');
        failedTests.push(
          `${suite.name.slice(root.length + 1)} > ${test.fullName}\n    ${message.slice(0, 400)}`,
        );
      }
    }
  }
}
console.log('\nTime of each step:');
for (const [name, ms] of stepTimes) console.log(`  ${seconds(ms).padStart(6)}  ${name}`);
console.log('Time of each test suite (within the tests step):');
for (const [name, ms] of suiteTimes.sort((a, b) => b[1] - a[1]))
  console.log(`  ${seconds(ms).padStart(6)}  ${name}`);
// CI shows only the end of the output: name each failed test and its first lines here.
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (passed + failed === 0) {
  console.log('\nNo tests ran.');
  process.exit(1);
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
