// The demo shop seeded once, copied for each browser suite: the storefront's and the back office's suites
// each start their API server on a PGlite folder of their own, and seeding one (pictures, PDFs, 300+
// products) costs far more than copying it. The seeded folder is kept under node_modules/.cache, named by
// what made it (the seed's and the server's built code, and the day: the demo's job deadlines follow
// today), so a changed seed or migration seeds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const seedDir = fileURLToPath(new URL('..', import.meta.url));
const serverDist = join(seedDir, '..', '..', 'apps', 'server', 'dist');
const cacheRoot = join(seedDir, '..', '..', 'node_modules', '.cache', 'sajilo-seeded');

/** Every file under `dir`, in a stable order, into the hash. */
function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else if (entry.isFile()) hash.update(entry.name).update(readFileSync(path));
  }
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  hashTree(hash, join(seedDir, 'dist'));
  hashTree(hash, serverDist);
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder of the demo shop as `npm start` seeds it in development (the back office's development owner
 * included), seeded into the cache first when it has no copy for this build and day; two processes asking
 * together may both seed, and the first copy kept wins. `npm test` asks for it before the browser suites
 * need it, beside them (scripts/test.mjs), so no browser suite waits for a seed.
 */
export function seededDatabase(): { folder: string; seeded: boolean } {
  const key = snapshotKey();
  const cached = join(cacheRoot, key);
  let seeded = false;
  if (!existsSync(cached)) {
    mkdirSync(cacheRoot, { recursive: true });
    const fresh = mkdtempSync(join(cacheRoot, 'seeding-'));
    const result = spawnSync(process.execPath, [join(seedDir, 'dist', 'cli.js')], {
      env: { ...process.env, DATA_DIR: fresh, DATABASE_URL: '', NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      rmSync(fresh, { recursive: true, force: true });
      throw new Error(`the seed failed (${result.status})\n${result.stderr || result.stdout}`);
    }
    try {
      renameSync(fresh, cached);
    } catch {
      // Another suite's copy got there first: it is the same shop.
      rmSync(fresh, { recursive: true, force: true });
    }
    // Older copies (another build or day) are no longer wanted.
    for (const name of readdirSync(cacheRoot)) {
      if (name !== key && !name.startsWith('seeding-'))
        rmSync(join(cacheRoot, name), { recursive: true, force: true });
    }
    seeded = true;
  }
  return { folder: cached, seeded };
}

/** Fills `target` (an empty folder) with a copy of the seeded demo shop (`seededDatabase`). */
export function copySeededDatabase(target: string): { seeded: boolean } {
  const { folder, seeded } = seededDatabase();
  cpSync(folder, target, { recursive: true });
  return { seeded };
}
