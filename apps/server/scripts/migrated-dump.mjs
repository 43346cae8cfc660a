// The dump of a migrated in-memory PGlite database, made once and kept under node_modules/.cache, named by
// what made it (the server's built database code and migrations, and PGlite's version): the server suite's
// two passes and the seed's suite start their test databases from it (openDatabase's `template`) instead of
// each migrating an empty database of its own, about 15 s of CPU each on the development machine
// (docs/testing.md "The server suite"). A changed migration makes another. The migrations still run on every
// database started from it and find nothing to do, so no test runs on a schema older than the committed one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const cacheRoot = join(serverRoot, '..', '..', 'node_modules', '.cache', 'sajilo-migrated');

/** Every file under `dir`, in a stable order, into the hash. */
function hashTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else if (entry.isFile() && !entry.name.endsWith('.map'))
      hash.update(entry.name).update(readFileSync(path));
  }
}

function dumpKey() {
  const hash = createHash('sha256');
  hashTree(hash, join(serverRoot, 'dist', 'db'));
  hash.update(readFileSync(join(serverRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The file holding the dump, made from the server's build (dist/, which must be current: buildWhenStale)
 * when the cache has none for it. Two processes asking together may both make it; the last one written wins,
 * and both are the same database.
 */
export async function migratedDump() {
  const file = join(cacheRoot, `${dumpKey()}.tar`);
  if (existsSync(file)) return file;
  const { openDatabase } = await import(pathToFileURL(join(serverRoot, 'dist', 'db', 'client.js')).href);
  const handle = await openDatabase({});
  const dump = await handle.dump();
  await handle.close();
  mkdirSync(cacheRoot, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Dumps of other builds are no longer wanted (a partial one is another process's, still being written).
  for (const name of readdirSync(cacheRoot))
    if (join(cacheRoot, name) !== file && !name.endsWith('.partial'))
      rmSync(join(cacheRoot, name), { force: true });
  return file;
}
