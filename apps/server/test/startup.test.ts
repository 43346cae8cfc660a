// Starting up safely: PGlite's DATA_DIR serves one process (a second is refused, a dead one's lock is taken
// over), and on PostgreSQL instances started together take turns at migrating and first-start work.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { DataDirLockedError } from '../src/db/data-dir-lock.js';
import { queryRows } from '../src/db/query.js';
import { freshPostgres, pgliteDatabase, pgliteTemplate } from './helpers.js';
import { spawnServer } from './process.js';

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sajilo-startup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has just ended (so no process has it now, barring reuse). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  const pid = child.pid ?? 0;
  await new Promise((resolve) => child.once('exit', resolve));
  return pid;
}

// On the PGlite pass only: these open PGlite folders whatever the pass, so on the PostgreSQL pass they ran the
// same code a second time (16 s of it).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite serves one process', () => {
  it('refuses a second server on a DATA_DIR in use, with one clear line', async () => {
    const dataDir = newDataDir();
    // A folder that holds a migrated database (the suite's dump). A new folder's initdb and migrations
    // are opened by 'releases the folder when opening fails' below.
    const first = await pgliteDatabase({ dataDir });
    try {
      expect(JSON.parse(readFileSync(join(dataDir, 'server.pid'), 'utf8'))).toMatchObject({
        pid: process.pid,
        host: hostname(),
      });
      // Another process: the real server, started on the same folder.
      const second = await spawnServer({ APP_KEY: 'startup-test-key', DATA_DIR: dataDir }).catch(
        (error: unknown) => error as Error,
      );
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toContain(
        `DATA_DIR ${dataDir} is in use by another Sajilo process (pid ${process.pid}`,
      );
      // And this process, opening it a second time.
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    // Closing lets the folder go.
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
    // Three PGlite opens and a child server: past the default 30 s on a busy machine.
  }, 120_000);

  it('takes over the lock of a process that died (kill -9 leaves its file behind)', async () => {
    const dataDir = newDataDir();
    const pid = await deadPid();
    writeFileSync(join(dataDir, 'server.pid'), JSON.stringify({ pid, host: hostname(), since: 'earlier' }));
    const database = await pgliteDatabase({ dataDir });
    expect(JSON.parse(readFileSync(join(dataDir, 'server.pid'), 'utf8')).pid).toBe(process.pid);
    await database.close();
  });

  it('releases the folder when opening fails', async () => {
    const dataDir = newDataDir();
    // From the migrated template, as the other tests open theirs: an initdb and every migration add half a
    // minute on a loaded machine and are not what this test is about.
    const failing = openDatabase({
      dataDir,
      template: await pgliteTemplate(),
      firstStart: async () => {
        throw new Error('first start failed');
      },
    });
    await expect(failing).rejects.toThrow('first start failed');
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  // Four databases opened and three server processes started at once, each migrating in turn: seconds
  // alone, more on a loaded machine (the suites run two at once).
  it('migrate and do their first-start work one at a time: all come up, the work is done once', {
    timeout: 120_000,
  }, async () => {
    const postgres = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
    const handles: DatabaseHandle[] = [];
    try {
      // First-start work that checks, waits, then writes: two at once would both write.
      const firstStart = async (db: DatabaseHandle['db']) => {
        const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from faq_types`);
        if ((row?.n ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await db.execute(sql`insert into faq_types (title) values ('first start')`);
      };
      handles.push(
        ...(await Promise.all(
          [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: postgres.url, firstStart })),
        )),
      );
      const [row] = await queryRows<{ n: number }>(
        handles[0]?.db ?? (undefined as never),
        sql`select count(*)::int as n from faq_types`,
      );
      expect(row?.n).toBe(1);

      // And real server processes started together on a fresh database all answer /ready.
      const other = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
      try {
        const servers = await Promise.all(
          [1, 2, 3].map(() => spawnServer({ APP_KEY: 'startup-test-key', DATABASE_URL: other.url })),
        );
        for (const server of servers) expect((await fetch(`${server.url}/ready`)).status).toBe(200);
        await Promise.all(servers.map((server) => server.stop()));
      } finally {
        await other.drop();
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await postgres.drop();
    }
  });
});
