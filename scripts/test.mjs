// `npm test`: installs what it needs, then runs lint, the contract lint, typecheck, the published packages'
// checks (publint, attw), the generated-types staleness check and every test suite (the consumer test of
// the packed packages among them), and prints one pass/fail line for the whole tree.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findPnpm, install, root } from './pnpm.mjs';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser): its headless shell (the benchmarks and
 * the screenshot scripts run chromium itself), with the fonts real phones here carry: Debian's Noto
 * (Devanagari included), without which Chromium measures other widths than a phone and a page that fits here
 * overflows there (docs/testing.md). Installs what is missing; CHROMIUM_PATH names another browser for both.
 */
function ensureBrowser() {
  const packages = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) packages.push('chromium');
  if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell'))
    packages.push('chromium-headless-shell');
  if (!existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf'))
    packages.push('fonts-noto-core');
  if (packages.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the browser tests: ${packages.join(', ')}. Install Debian's ${packages.join(' and ')} (apt-get install ${packages.join(' ')}) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

install();
ensureBrowser();
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
// What runs after the builds, in two lanes side by side, each lane one task at a time: the browser suites
// (one Chromium, a page server and an API server at a time) in one; in the other the demo shop's seeded
// snapshot the browser suites copy (so none of them waits for a seed), the published packages' checks and the
// suites without a browser, then the widgets' browser suite (below). One suite at a time left a core idle now
// and then (a browser suite between page loads; the seed, the packages' checks and the consumer test are one
// process each), though not often, so the lanes gain a little over one suite at a time (docs/testing.md "What
// runs"). Two browser suites at once (turbo --concurrency=2) load the two cores so that page steps time out
// now and then, so the heavy browser suites never run together; only the widgets' light one overlaps the back
// office's. Everything was built above, so the lanes (`--only`) build nothing.
const manifests = packageDirs
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }));
const suite = (name) => ({
  label: `tests: ${name}`,
  args: ['exec', 'turbo', 'run', 'test', '--only', `--filter=${name}`],
});
// The Storybook suite first: it needs no demo shop, which the other lane seeds meanwhile.
const browserSuites = ['@sajilo/ui', '@sajilo/storefront', '@sajilo/admin'];
// The widgets' browser suite (the lightest, about 40 s) ends the other lane, which would otherwise finish
// about two minutes before the browser lane: so the lanes end closer together. It overlaps the back
// office's suite for a while, the one time two Chromiums run at once.
const lastOfOther = '@sajilo/widgets';
// Every other suite, the server's first (the longest: its PGlite and PostgreSQL passes side by side), so a
// package added later is never left out.
const otherSuites = manifests
  .map(({ manifest }) => manifest)
  .filter((m) => m.scripts?.test && !browserSuites.includes(m.name) && m.name !== lastOfOther)
  .map((m) => m.name)
  .sort((a, b) => (b === '@sajilo/server') - (a === '@sajilo/server'));
const lanes = {
  browser: browserSuites.map(suite),
  other: [
    {
      label: "the demo shop's seeded snapshot for the browser suites",
      args: [
        'exec',
        'node',
        '--input-type=module',
        '-e',
        "const { seededDatabase } = await import('./packages/seed/dist/snapshot.js'); console.log(seededDatabase().seeded ? 'seeded' : 'kept from an earlier run');",
      ],
    },
    // The published packages as packed: each one's lint:package (publint --strict, attw --pack), one at a
    // time: attw packs, and a pack's prepack runs turbo's build of that package (found in its cache).
    {
      label: 'packages (publint, attw)',
      args: [
        'exec',
        'turbo',
        'run',
        'lint:package',
        '--only',
        '--concurrency=1',
        '--output-logs=errors-only',
        ...manifests
          .filter(({ manifest }) => manifest.scripts?.['lint:package'])
          .map(({ dir }) => `--filter=./${relative(root, dir)}`),
      ],
    },
    ...otherSuites.map(suite),
    suite(lastOfOther),
  ],
};
/** Runs a lane's tasks one after another; its output is shown live, or kept and shown when it ends. */
async function lane(name, tasks, live) {
  const started = Date.now();
  const output = [];
  const say = (line) => (live ? console.log(line) : output.push(Buffer.from(`${line}\n`)));
  for (const task of tasks) {
    say(`\n== ${task.label}`);
    const taskStarted = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn(pnpmBin, task.args, {
        cwd: root,
        stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
        env: { ...process.env, FORCE_COLOR: '0' },
      });
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
      child.on('error', () => resolve(1));
      child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    stepTimes.push([`${task.label} (${name} lane)`, Date.now() - taskStarted]);
    if (code !== 0) failures.push(task.label);
  }
  return {
    print() {
      if (!live) {
        console.log(`\n== the ${name} lane, kept while it ran`);
        process.stdout.write(Buffer.concat(output));
      }
    },
    ms: Date.now() - started,
    name,
  };
}
{
  const started = Date.now();
  const results = await Promise.all([
    lane('browser', lanes.browser, true),
    lane('other', lanes.other, false),
  ]);
  for (const result of results) {
    result.print();
    stepTimes.push([`the ${result.name} lane`, result.ms]);
  }
  stepTimes.push(['both lanes', Date.now() - started]);
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
