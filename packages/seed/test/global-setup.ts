// Once per run: a migrated in-memory database every test shop starts from (openDatabase's `template`),
// instead of each creating an empty PGlite and migrating it, most of a shop's start-up time. The
// migrations still run on each and find nothing to do, so no test runs on a schema older than the
// committed migrations.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@sajilo/server/db/client';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated PGlite database. */
    migratedDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const handle = await openDatabase({});
  const dump = await handle.dump?.();
  await handle.close();
  if (!dump) throw new Error('PGlite gave no dump');
  const dir = mkdtempSync(join(tmpdir(), 'sajilo-seed-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
