// The real API server (apps/server's build) on a fresh in-memory PGlite (a copy of the run's migrated one),
// for checking what the seed wrote as a shopper's browser would fetch it.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@sajilo/server/app';
import { loadConfig } from '@sajilo/server/config';
import { type Database, openDatabase } from '@sajilo/server/db/client';
import { inject } from 'vitest';

export interface Shop {
  db: Database;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

let template: Blob | undefined;

export async function startShop(): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sajilo-seed-test-'));
  const config = loadConfig({}, { port: 0, host: '127.0.0.1', dataDir, appKey: 'seed-test-key', test: true });
  // A copy of the run's migrated database (test/global-setup.ts): the migrations find nothing left to do.
  template ??= new Blob([await readFile(inject('migratedDatabase'))]);
  const database = await openDatabase({ template });
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    db: database.db,
    request: (path, init) => fetch(`${url}${path}`, init),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
