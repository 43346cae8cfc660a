// `npm test`: installs what it needs, then runs lint, the contract lint, typecheck, the published packages'
// checks (publint, attw), the generated-types staleness check and every test suite (the consumer test of
// the packed packages among them), and prints one pass/fail line for the whole tree.
import { spawnSync } from 'node:child_process';
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
step('typecheck', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']);
// The published packages as packed: each one's lint:package (publint --strict, attw --pack). Filtered to
// them, so turbo builds only what they pack, not every package's build.
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
// One suite at a time: two at once (tried: --concurrency=2) saved minutes but loaded the two cores so that
// browser tests timed out now and then. The server suite runs its two passes side by side itself.
step('tests', ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--continue']);

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
