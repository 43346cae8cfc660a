// The real API server (apps/server's build) on a fresh in-memory PGlite, for checking what the seed wrote
// as a shopper's browser would fetch it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@sajilo/server/app';
import { loadConfig } from '@sajilo/server/config';
import { type Database, openDatabase } from '@sajilo/server/db/client';

export interface Shop {
  db: Database;
  request(path: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startShop(): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sajilo-seed-test-'));
  const config = loadConfig({}, { port: 0, host: '127.0.0.1', dataDir, appKey: 'seed-test-key', test: true });
  const database = await openDatabase({});
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    db: database.db,
    request: (path) => fetch(`${url}${path}`),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
