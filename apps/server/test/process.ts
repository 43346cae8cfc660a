// The API server as a child process, for the fault tests: `node dist/server.js`, the build as production
// runs it (test/global-setup.ts builds it again when src/ is newer), so a SIGKILL hits the server and its
// embedded database at once, on its own port and database.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { brands, categories, products } from '../src/db/schema.js';
import { image } from './fixtures/catalog.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A command of the server's build, e.g. `built('server')` for dist/server.js. */
export const built = (name: string) => join(serverRoot, 'dist', `${name}.js`);

/** A port nobody listens on right now (the child binds it a moment later). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Where the child keeps its data: a PostgreSQL database, or a PGlite directory on disk. */
export interface Store {
  /** PostgreSQL when set; PGlite under `dataDir` otherwise. */
  databaseUrl: string | undefined;
  /** PGlite's files (when it is the database) and the uploads. */
  dataDir: string;
}

/**
 * Opens the store in this process (running the migrations), hands it to `work`, and closes it. PGlite is
 * one process at a time, so this happens only while no server child runs.
 */
export async function withDatabase<T>(store: Store, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(
    store.databaseUrl ? { databaseUrl: store.databaseUrl } : { dataDir: store.dataDir },
  );
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * PostgreSQL keeps running a killed client's backends until each notices its socket is gone, and a
 * COMMIT already sent still commits then. Waits until no other session is left on the database, so what
 * the checks read is what the crash left.
 */
export async function waitForOrphanedSessions(databaseUrl: string, timeoutMs = 15_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if ((rows[0]?.n ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error('the killed server left sessions on the database');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await client.end();
  }
}

export interface CatalogueProduct {
  id: number;
  slug: string;
  title: string;
  price: number;
}

/** One brand, one category and `count` products with different prices, straight into the database. */
export async function insertProducts(db: Database, count: number): Promise<CatalogueProduct[]> {
  const tag = randomUUID().slice(0, 8);
  const [brand] = await db
    .insert(brands)
    .values({ slug: `aqua-${tag}`, title: 'Aqua', image: image(`brands/aqua-${tag}`, 'Aqua') })
    .returning({ id: brands.id });
  const [category] = await db
    .insert(categories)
    .values({ slug: `tiles-${tag}`, title: 'Tiles', image: image(`categories/tiles-${tag}`, 'Tiles') })
    .returning({ id: categories.id });
  if (!brand || !category) throw new Error('fixture insert failed');
  return db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => {
        const slug = `aqua-fault-${i}-${tag}`;
        const title = `Aqua Fault Product ${i}`;
        return {
          slug,
          title,
          price: 1_000 + 137 * i,
          productCode: `AQF-${tag}-${i}`,
          brandId: brand.id,
          categoryId: category.id,
          categoryIds: [category.id],
          images: [image(`products/${slug}`, title)],
          searchText: title,
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug, title: products.title, price: products.price });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** What the child wrote to stdout and stderr, for failure messages. */
  output(): string;
  /** Sends SIGKILL now (synchronously) and resolves when the child is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful shutdown) and waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node dist/server.js` with `env` (which must set APP_KEY) on a free port, and
 * resolves once /ready answers 200 (the database is open and migrated) and a call with APP_KEY shows the
 * answer comes from this child, not from another server that took the port meanwhile (other suites run
 * servers on this machine too). A port taken between probe and bind is retried on another one; a child
 * that exits otherwise fails with its output.
 */
export async function spawnServer(env: Record<string, string> & { APP_KEY: string }): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(await freePort(), env);
    if (started !== 'port taken') return started;
    if (attempt === 3) throw new Error('no free port for the server after 3 attempts');
  }
}

async function startOnce(
  port: number,
  env: Record<string, string> & { APP_KEY: string },
): Promise<ServerProcess | 'port taken'> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [built('server')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      // The test is the one proxy in front of the server: its X-Forwarded-For names each customer's address.
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let done = false;
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      done = true;
      resolve(code);
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  const kill = async () => {
    if (!done) child.kill('SIGKILL');
    await exit;
  };

  // A quiet machine starts it in a few seconds; a whole run beside browser suites on two cores, in minutes.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (done) {
      if (output.includes('EADDRINUSE')) return 'port taken';
      throw new Error(`the server exited before it was ready:\n${output}`);
    }
    let status = 0;
    try {
      const res = await fetch(`${url}/ready`);
      await res.arrayBuffer();
      status = res.status;
    } catch {
      // Not listening yet.
    }
    if (status === 200) {
      const res = await fetch(`${url}/api/banners`, { headers: { 'X-Api-Key': env.APP_KEY } });
      await res.arrayBuffer();
      if (res.status === 200) break;
      // Another server answers on this port; ours will fail to bind it.
      await kill();
      return 'port taken';
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`the server was not ready within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    pid,
    output: () => output,
    kill9: kill,
    async stop() {
      if (!done) child.kill('SIGTERM');
      return exit;
    },
  };
}
