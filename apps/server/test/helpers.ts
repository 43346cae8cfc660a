// Test helpers: a real server on a fresh database (in-memory PGlite, or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set), reached over real HTTP.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { getDocumentProxy } from 'unpdf';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { contractProblems } from './contract-check.js';

export const TEST_KEY = 'test-storefront-key';
export const STOREFRONT_ORIGIN = 'http://localhost:3999';

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  url: string;
  config: Config;
  /** Operations and statuses this server answered, for the contract coverage test. */
  seen: Set<string>;
  /** fetch against the server; `key: true` adds the storefront key, `token` a bearer token. */
  request(
    path: string,
    init?: RequestInit & { key?: boolean | string; token?: string; json?: unknown },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `baseUrl`, and how to drop it: empty, or a copy of the
 * suite's migrated template (`migrated: true`, test/global-setup.ts).
 */
export async function freshPostgres(
  baseUrl: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sajilo_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = options.migrated ? inject('postgresTemplate') : '';
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let template: Blob | undefined;
/** The dump of a migrated PGlite database test/global-setup.ts wrote, read once per test file. */
async function pgliteDump(): Promise<Blob> {
  template ??= new Blob([await readFile(inject('pgliteDump'))]);
  return template;
}

/** The dump on the PGlite pass; undefined on the PostgreSQL pass, whose test servers use PostgreSQL. */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  return inject('postgresTemplate') ? undefined : pgliteDump();
}

/**
 * A migrated PGlite database, in memory or in `dataDir`, on either pass: for a test that needs a PGlite
 * database of its own whatever the pass (a throwaway app's, PGlite's own start-up). It starts from the
 * suite's migrated dump rather than an initdb and every migration; the migrations still run, and find
 * nothing to do.
 */
export async function pgliteDatabase(
  options: { dataDir?: string; firstStart?: (db: Database) => Promise<void> } = {},
): Promise<DatabaseHandle> {
  return openDatabase({ ...options, template: await pgliteDump() });
}

/**
 * A new DATA_DIR holding a migrated PGlite database (the suite's template written to disk), for a child
 * process or command to open; what it finds there is what a server leaves after its first start. On
 * PostgreSQL the folder is empty (it holds only uploads there).
 */
export async function migratedDataDir(prefix = 'sajilo-test-'): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = await pgliteTemplate();
  if (template) await (await openDatabase({ dataDir, template })).close();
  return dataDir;
}

/**
 * A database on disk for a server child process (test/process.ts): a new PostgreSQL database of
 * TEST_DATABASE_URL's server when it is set, else PGlite in the data folder, migrated either way. `drop`
 * removes the PostgreSQL database (the caller removes the folder).
 */
export async function storeOnDisk(prefix: string): Promise<{
  dataDir: string;
  store: { databaseUrl: string | undefined; dataDir: string };
  drop?: () => Promise<void>;
}> {
  const dataDir = await migratedDataDir(prefix);
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { dataDir, store: { databaseUrl: undefined, dataDir } };
  const fresh = await freshPostgres(base, { migrated: true });
  return { dataDir, store: { databaseUrl: fresh.url, dataDir }, drop: fresh.drop };
}

/** The seed package's command line, run from source (tsx) like `pnpm seed` runs its build. */
const SEED_CLI = fileURLToPath(new URL('../../../packages/seed/src/cli.ts', import.meta.url));

/**
 * Loads the demo shop into a database the way an operator does, with the seed package's command (the
 * server itself never seeds). It reads the server's build (`@sajilo/server/*`): build before running it.
 */
export function runSeed(env: { DATA_DIR?: string; DATABASE_URL?: string }, args: string[] = []): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SEED_CLI, ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`the seed failed (${result.status}):\n${result.stderr || result.stdout}`);
}

/**
 * A server on a fresh database: empty, or with `seeded: true` holding the demo shop (in a PGlite folder of
 * its own, or a fresh PostgreSQL database), loaded by the seed package first.
 */
export async function startServer(
  overrides: Partial<Config> = {},
  options: { seeded?: boolean } = {},
): Promise<TestServer> {
  const pgBase = process.env.TEST_DATABASE_URL;
  const postgres = pgBase ? await freshPostgres(pgBase, { migrated: true }) : undefined;
  // The seed fills a migrated database on disk (PGlite) or the fresh PostgreSQL one.
  // Removed by close(): every test server makes one, and they were left behind in /tmp run after run.
  const dataDir =
    options.seeded && !postgres ? await migratedDataDir() : mkdtempSync(join(tmpdir(), 'sajilo-test-'));
  if (options.seeded) runSeed(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir });
  const config = loadConfig(
    {},
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: postgres?.url,
      appKey: TEST_KEY,
      storefrontOrigin: STOREFRONT_ORIGIN,
      test: true,
      ...overrides,
    },
  );
  // In-memory PGlite (`dataDir` undefined), started from the suite's migrated template, unless the seed
  // filled the one in dataDir.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.seeded && !postgres ? dataDir : undefined,
    template: options.seeded || postgres ? undefined : await pgliteTemplate(),
  });
  const app = await buildApp(config, database);
  // Every JSON response of a contract operation must match the contract; close() fails the file otherwise.
  const violations: string[] = [];
  const seen = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!operationId) return payload;
    seen.add(`${operationId}:${reply.statusCode}`);
    if (!type.includes('application/json') || typeof payload !== 'string') return payload;
    violations.push(...contractProblems(operationId, reply.statusCode, JSON.parse(payload)));
    return payload;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  app.config.publicUrl = url;
  return {
    app,
    url,
    config,
    seen,
    async request(path, init = {}) {
      const { key, token, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key) headers.set('X-Api-Key', key === true ? TEST_KEY : key);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      let body = rest.body;
      if (json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(json);
      }
      return fetch(`${url}${path}`, { ...rest, headers, body: body ?? null });
    },
    async close() {
      // Every test of the file is done: no request is in flight, so kept-alive connections (a response a
      // test never read, compressed and still streaming) are cut instead of holding the close open.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (violations.length > 0) throw new Error(`responses broke the contract:\n${violations.join('\n')}`);
    },
  };
}

/** A PDF's text, every page's items in reading order joined by spaces (read with pdf.js, unpdf's build). */
export async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  return text.replace(/\s+/g, ' ');
}
