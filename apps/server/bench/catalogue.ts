// What both benches share: a catalogue of PRODUCTS products (default 100000; 10000 and 1000000 too),
// seeded once by the seed package's command into BENCH_DATA_DIR (PGlite; default a folder under the system
// temp dir, kept between runs) or into the PostgreSQL database of DATABASE_URL (one database per size),
// then vacuumed and analysed as autovacuum would after a bulk load.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { queryRows } from '../src/db/query.js';
import { vacuumCatalogue } from '../src/plugins/maintenance.js';

export const products = Number(process.env.PRODUCTS ?? 100_000);
export const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `sajilo-bench-${products}`);
const databaseUrl = process.env.DATABASE_URL || undefined;

const countProducts = async (handle: DatabaseHandle) =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`))[0]?.n ?? 0;

/** Opens the bench database, seeding it first when it is empty. */
export async function openCatalogue(): Promise<DatabaseHandle> {
  const started = performance.now();
  mkdirSync(dataDir, { recursive: true });
  let database = await openDatabase({ dataDir, databaseUrl });
  const count = await countProducts(database);
  if (count !== products) {
    if (count > 0) {
      await database.close();
      throw new Error(
        `${databaseUrl ? 'DATABASE_URL' : dataDir} holds ${count} products, not ${products}: use an empty one`,
      );
    }
    // The seed package's command, as an operator loads the demo shop (the server never seeds); PGlite
    // serves one process, so the database is closed while it runs.
    await database.close();
    console.log(`seeding ${products} products into ${databaseUrl ? 'DATABASE_URL' : dataDir} …`);
    const seedCli = fileURLToPath(new URL('../../../packages/seed/src/cli.ts', import.meta.url));
    const seeding = spawnSync(
      process.execPath,
      ['--import', 'tsx', seedCli, '--if-empty', '--products', String(products)],
      { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
    );
    if (seeding.status !== 0) throw new Error(`the seed failed (${seeding.status})`);
    database = await openDatabase({ dataDir, databaseUrl });
  }
  // What autovacuum does after a bulk load on PostgreSQL (and the server's upkeep on PGlite): planner
  // statistics, and the visibility map that lets index-only scans skip the table.
  await database.db.execute(vacuumCatalogue);
  console.log(`catalogue ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return database;
}

/** The API server on `database`, listening on a free port; `cache` answers kept in memory. */
export async function serve(database: DatabaseHandle, cache: number) {
  // The handle outlives the app: the bench may start another app on it.
  const handle: DatabaseHandle = { ...database, close: async () => {} };
  const config = loadConfig({}, { dataDir, test: true, appKey: 'bench-key', catalogCacheEntries: cache });
  const app = await buildApp(config, handle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, base };
}

export const BENCH_KEY = 'bench-key';

/** One kept-alive connection, like a browser's: the time measured is the server's, not connection set-up. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * GET `path` as the storefront does (the key, compressed answers), timed from the request to the last byte
 * of the answer; the answer is decompressed and parsed after the clock stops.
 */
export function timedGet(base: string, path: string): Promise<{ ms: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      `${base}${path}`,
      { agent, headers: { 'X-Api-Key': BENCH_KEY, 'Accept-Encoding': 'br, gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          if (res.statusCode !== 200) return reject(new Error(`${path} → ${res.statusCode}`));
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ ms, body: JSON.parse(text.toString('utf8')) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function getJson(base: string, path: string): Promise<unknown> {
  return (await timedGet(base, path)).body;
}

/** Addresses both benches ask: brands and a colour of the tiles, a product, the last page of tiles. */
export async function samples(base: string) {
  const brands = (await getJson(base, '/api/filters/tiles/brands')) as { brands: { id: number }[] };
  const colors = (await getJson(base, '/api/filters/tiles/colors')) as { colors: { subtitle: string }[] };
  const trending = (await getJson(base, '/api/products/trending/list')) as {
    products: { product_slug: string }[];
  };
  const tiles = (await getJson(base, '/api/categories/tiles')) as { lastPage: number };
  const slides = (await getJson(base, '/api/brands')) as { data: { brands: { slug: string }[][] } };
  return {
    brandIds: brands.brands
      .slice(0, 2)
      .map((b) => b.id)
      .join(','),
    color: encodeURIComponent(colors.colors[0]?.subtitle ?? 'White'),
    product: trending.products[0]?.product_slug ?? '',
    lastPage: tiles.lastPage,
    brand: slides.data.brands[0]?.[0]?.slug ?? '',
  };
}
