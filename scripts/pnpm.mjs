// Finds pnpm, installing it with npm when it is missing: corepack cannot fetch pnpm on our machines.
// Only Node.js built-ins here: this runs before anything is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localBin = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

function works(cmd) {
  const r = spawnSync(cmd, ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' });
  return r.status === 0;
}

export function findPnpm() {
  if (works('pnpm')) return 'pnpm';
  if (existsSync(localBin) && works(localBin)) return localBin;
  console.log('pnpm is missing: installing pnpm@10 with npm');
  const global = spawnSync('npm', ['install', '-g', 'pnpm@10'], { stdio: 'inherit' });
  if (global.status === 0 && works('pnpm')) return 'pnpm';
  // No rights for a global install: keep pnpm inside the project instead.
  execFileSync('npm', ['install', '--no-save', '--prefix', join(root, '.tools'), 'pnpm@10'], {
    stdio: 'inherit',
  });
  return localBin;
}

/** Runs pnpm with the given arguments from the repository root; exits the process on failure. */
export function pnpm(args, options = {}) {
  const bin = findPnpm();
  const r = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (r.status !== 0 && !options.allowFailure) process.exit(r.status ?? 1);
  return r.status ?? 1;
}

export function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  pnpm(['install', ...frozen]);
}

export { root };
