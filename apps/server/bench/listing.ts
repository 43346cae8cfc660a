// `pnpm bench` (in apps/server): listing and search latency over HTTP on a large catalogue.
// PRODUCTS (default 100000) products are seeded once into BENCH_DATA_DIR (default a folder under the
// system temp dir, kept between runs); each query runs ROUNDS times and the median and p95 are printed.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { queryRows } from '../src/db/query.js';

const products = Number(process.env.PRODUCTS ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 30);
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `sajilo-bench-${products}`);
mkdirSync(dataDir, { recursive: true });

const started = performance.now();
const countProducts = async (db: typeof database.db) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`))[0]?.n ?? 0;
let database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
const count = await countProducts(database.db);
if (count < products) {
  if (count > 0) throw new Error(`${dataDir} holds ${count} products; delete it or set BENCH_DATA_DIR`);
  // The seed package's command, as an operator loads the demo shop (the server never seeds); PGlite
  // serves one process, so the database is closed while it runs.
  await database.close();
  console.log(`seeding ${products} products into ${process.env.DATABASE_URL ? 'DATABASE_URL' : dataDir} …`);
  const seedCli = fileURLToPath(new URL('../../../packages/seed/src/cli.ts', import.meta.url));
  const seeding = spawnSync(
    process.execPath,
    ['--import', 'tsx', seedCli, '--if-empty', '--products', String(products)],
    {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );
  if (seeding.status !== 0) throw new Error(`the seed failed (${seeding.status})`);
  database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
}
console.log(`catalogue ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const config = loadConfig({}, { dataDir, test: true, appKey: 'bench-key' });
const app = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function get(path: string): Promise<unknown> {
  const res = await fetch(`${base}${path}`, { headers: { 'X-Api-Key': 'bench-key' } });
  if (!res.ok) throw new Error(`${path} → ${res.status}`);
  return res.json();
}

const brands = (await get('/api/filters/tiles/brands')) as { brands: { id: number }[] };
const colors = (await get('/api/filters/tiles/colors')) as { colors: { subtitle: string }[] };
const brandIds = brands.brands
  .slice(0, 2)
  .map((b) => b.id)
  .join(',');
const color = encodeURIComponent(colors.colors[0]?.subtitle ?? 'White');
const trending = (await get('/api/products/trending/list')) as { products: { product_slug: string }[] };
const trendingSlug = trending.products[0]?.product_slug ?? '';

const queries: [string, string][] = [
  ['category, default sort', '/api/categories/tiles'],
  ['category, page 40', '/api/categories/tiles?page=40'],
  ['category + 2 brands + colour, asc', `/api/categories/tiles?brands=${brandIds}&colors=${color}&sort=asc`],
  ['category + price range', '/api/categories/sanitaryware?min=5000&max=40000&sort=asc'],
  ['category filter: brands', '/api/filters/tiles/brands'],
  ['category filter: colours', '/api/filters/tiles/colors'],
  ['search "wash basin"', '/api/search?search=wash%20basin'],
  ['search misspelt "vitrifed"', '/api/search?search=vitrifed'],
  ['search + brand filter', `/api/search?search=tile&brands=${brandIds}`],
  ['trending list (home)', '/api/products/trending/list'],
  ['product detail', `/api/products/${trendingSlug}`],
  ['related products', `/api/products/${trendingSlug}/related`],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
console.log(`\n${products} products, ${rounds} rounds each (${database.kind})\n`);
console.log('query'.padEnd(40), 'median ms'.padStart(10), 'p95 ms'.padStart(10), 'total'.padStart(10));
for (const [label, path] of queries) {
  await get(path); // warm
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    const body = (await get(path)) as { totalProducts?: number };
    times.push(performance.now() - t);
    total = body.totalProducts ?? total;
  }
  times.sort((a, b) => a - b);
  console.log(
    label.padEnd(40),
    pct(times, 0.5).toFixed(1).padStart(10),
    pct(times, 0.95).toFixed(1).padStart(10),
    String(total).padStart(10),
  );
}
await app.close();
