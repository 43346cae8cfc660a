// Once per run of the server suite: a migrated database every test server starts from, instead of each
// creating an empty one and migrating it (most of a server's start-up time in the suite). On PGlite a dump
// of a migrated in-memory database (scripts/migrated-dump.mjs: made once a build, shared by both passes and
// the seed's suite), loaded by each (openDatabase's `template`); on PostgreSQL a migrated database each
// test's database is created from (CREATE DATABASE … TEMPLATE). The migrations still run on each, and find
// nothing to do, so a test never runs on a schema older than the committed migrations.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildWhenStale } from '../scripts/build-when-stale.mjs';
import { migratedDump } from '../scripts/migrated-dump.mjs';
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

export default async function setup(project: TestProject) {
  buildWhenStale();
  // On both passes: the tests that open a PGlite database of their own whatever the pass (a throwaway app's,
  // the PGlite start-up tests') start from it too (helpers.ts, pgliteDatabase).
  project.provide('pgliteDump', await migratedDump());
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
      await adminQuery(pgBase, `drop database if exists ${name} with (force)`);
    };
  }
  project.provide('postgresTemplate', '');
}
