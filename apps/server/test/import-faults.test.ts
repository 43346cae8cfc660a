// A CSV import cut off by kill -9 (docs/back-office.md "CSV import and export"): the server process is
// killed while it writes an import's lines, and started again. Nothing of the import is in the catalogue,
// and the back office's list of imports says it failed and why.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { insertStaff } from '../src/services/admin/accounts.js';
import { INTERRUPTED } from '../src/services/admin/product-imports.js';
import { OWNER } from './admin-helpers.js';
import { storeOnDisk } from './helpers.js';
import {
  type ServerProcess,
  type Store,
  spawnServer,
  waitForOrphanedSessions,
  withDatabase,
} from './process.js';

const DATABASE = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const LINES = 6_000;

describe(`kill -9 during a CSV import (${DATABASE})`, () => {
  let dataDir: string;
  let store: Store;
  let dropDatabase: (() => Promise<void>) | undefined;
  let env: Record<string, string> & { APP_KEY: string };
  let child: ServerProcess | undefined;

  beforeAll(async () => {
    ({ dataDir, store, drop: dropDatabase } = await storeOnDisk('sajilo-import-faults-'));
    await withDatabase(store, (db) => insertStaff(db, { ...OWNER, role: 'owner' }));
    // info: the import's progress lines tell the test when lines are written and not yet committed.
    env = {
      DATABASE_URL: store.databaseUrl ?? '',
      DATA_DIR: dataDir,
      APP_KEY: `import-faults-${randomUUID()}`,
      LOG_LEVEL: 'info',
    };
  });

  afterAll(async () => {
    await child?.kill9();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const login = async (base: string) => {
    const res = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `10.7.0.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
    });
    expect(res.status).toBe(200);
    return String(((await res.json()) as { token: unknown }).token);
  };

  it('leaves the catalogue as it was, and the import recorded as failed', async () => {
    child = await spawnServer(env);
    const first = child;
    const token = await login(first.url);
    const csv = [
      'product_code,title,price,published',
      ...Array.from({ length: LINES }, (_, i) => `KILLED-${i},Killed Import ${i},${100 + i},true`),
    ].join('\n');
    const answer = fetch(`${first.url}/api/admin/products/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
      body: csv,
    }).then(
      (res) => `answered ${res.status}`,
      () => 'cut off',
    );
    // The first batch is written in the import's transaction: the server is killed then.
    const deadline = Date.now() + 60_000;
    while (!first.output().includes('product import: lines written')) {
      if (Date.now() > deadline) throw new Error(`the import never wrote a batch:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await first.kill9();
    expect(await answer).toBe('cut off');
    if (store.databaseUrl) await waitForOrphanedSessions(store.databaseUrl);
    child = undefined;

    // Nothing of the import reached the catalogue.
    const written = await withDatabase(store, (db) =>
      queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from products where product_code like 'KILLED-%'`,
      ),
    );
    expect(written[0]?.n).toBe(0);

    // Started again, the back office says the import failed and why (once its row is past the moment an
    // import takes to lock it, services/admin/product-imports.ts).
    child = await spawnServer(env);
    const again = await login(child.url);
    let imports: { status: string; reason: string | null }[] = [];
    const settled = Date.now() + 30_000;
    while (imports[0]?.status !== 'failed' && Date.now() < settled) {
      const res = await fetch(`${child.url}/api/admin/products/imports`, {
        headers: { Authorization: `Bearer ${again}` },
      });
      expect(res.status).toBe(200);
      imports = ((await res.json()) as { imports: typeof imports }).imports;
      if (imports[0]?.status === 'running') await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ status: 'failed', reason: INTERRUPTED });
  }, 180_000);
});
