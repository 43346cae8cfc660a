// Builds the server (dist/) when it is older than src/ or the contract. The tests that run the server's
// commands as child processes run its build, as production does; `pnpm test` builds first (turbo), and a
// run of the suite alone after an edit builds here, so no test runs code older than src/. The suite's
// runner (scripts/test.mjs) calls it once before its two passes start: each pass's global setup calls it
// too, and two builds at once into the same folder fail.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The newest change time of the files under `dir`, test files aside. */
function newest(dir) {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && !entry.name.includes('.test.'))
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

export function buildWhenStale() {
  const entry = join(serverRoot, 'dist', 'server.js');
  const sources = Math.max(newest(join(serverRoot, 'src')), newest(join(serverRoot, '..', '..', 'openapi')));
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
  console.log('The server build is older than src/: building it');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
}
