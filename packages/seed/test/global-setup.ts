// Once per run: a migrated in-memory database every test shop starts from (openDatabase's `template`),
// instead of each creating an empty PGlite and migrating it, most of a shop's start-up time. It is the
// server suite's (apps/server/scripts/migrated-dump.mjs: made once a build of the server, kept for the
// next run and suite). The migrations still run on each and find nothing to do, so no test runs on a schema
// older than the committed migrations.
import type { TestProject } from 'vitest/node';
import { migratedDump } from '../../../apps/server/scripts/migrated-dump.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated PGlite database. */
    migratedDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('migratedDatabase', await migratedDump());
}
