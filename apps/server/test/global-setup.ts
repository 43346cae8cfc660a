// Once per run of the server suite: a migrated database every test server starts from, instead of each
// creating an empty one and migrating it (most of a server's start-up time in the suite). On PGlite a dump
// of a migrated in-memory database, loaded by each (openDatabase's `template`); on PostgreSQL a migrated
// database each test's database is created from (CREATE DATABASE … TEMPLATE). The migrations still run
// on each, and find nothing to do, so a test never runs on a schema older than the committed migrations.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildWhenStale } from '../scripts/build-when-stale.mjs';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database test databases are created from ('' on the PGlite pass). */
    postgresTemplate: string;
    /**
     * A file holding the dump of a migrated PGlite database, on both passes: the PGlite pass's test
     * databases start from it, and so do the PGlite databases every pass opens.
     */
    pgliteDump: string;
  }
}

async function adminQuery(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A dump of a migrated in-memory PGlite database, in a file of a new temporary folder. */
async function pgliteDump(): Promise<{ dir: string; file: string }> {
  const handle = await openDatabase({});
  const dump = await handle.dump?.();
  await handle.close();
  if (!dump) throw new Error('PGlite gave no dump');
  const dir = mkdtempSync(join(tmpdir(), 'sajilo-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { dir, file };
}

export default async function setup(project: TestProject) {
  buildWhenStale();
  // On both passes: the tests that open a PGlite database of their own whatever the pass (a throwaway app's,
  // the PGlite start-up tests') start from it too (helpers.ts, pgliteDatabase).
  const pglite = await pgliteDump();
  project.provide('pgliteDump', pglite.file);
  const removeDump = () => rmSync(pglite.dir, { recursive: true, force: true });
  const pgBase = process.env.TEST_DATABASE_URL;
  if (pgBase) {
    const name = `sajilo_template_${process.pid}`;
    await adminQuery(pgBase, `create database ${name}`);
    const url = new URL(pgBase);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.close();
    project.provide('postgresTemplate', name);
    return async () => {
      removeDump();
      await adminQuery(pgBase, `drop database if exists ${name} with (force)`);
    };
  }
  project.provide('postgresTemplate', '');
  return removeDump;
}
