// `pnpm bench:import` (in apps/server): the back office's CSV import of ROWS products (default 100,000;
// target, docs/performance.md "CSV import": under 2 minutes on the 2-core machine). A fresh database (PGlite
// in a temporary folder, or the empty PostgreSQL database of DATABASE_URL) with a few brands, categories,
// colours and sizes; the file is streamed over HTTP to adminImportProducts as the back office sends it, and
// the time from the first byte sent to the report is printed. Then the same file again: every line unchanged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { queryRows } from '../src/db/query.js';
import { brands, categories, colors, sizes } from '../src/db/schema.js';
import { insertStaff } from '../src/services/admin/accounts.js';

const rows = Number(process.env.ROWS ?? 100_000);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'sajilo-import-bench-'));
const database = await openDatabase({ dataDir, databaseUrl });
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from products`,
);
if (n > 0) throw new Error('DATABASE_URL holds products: give the bench an empty database');

const image = { path: 'placeholders/product', widths: [640], width: 640, height: 640, alt: '' };
const BRANDS = ['jaquar', 'hindware', 'kajaria', 'cera', 'kohler', 'philips'];
const CATEGORIES = ['basins', 'water-closets', 'floor-tiles', 'wall-tiles', 'faucets', 'showers', 'lights'];
const COLOURS = ['White', 'Black', 'Ivory', 'Grey', 'Chrome'];
const SIZES = ['600x600', '300x600', '800x800', '300x300'];
await database.db
  .insert(brands)
  .values(BRANDS.map((slug) => ({ slug, title: slug[0]?.toUpperCase() + slug.slice(1), image })));
await database.db
  .insert(categories)
  .values(CATEGORIES.map((slug) => ({ slug, title: slug.replace('-', ' '), image })));
await database.db.insert(colors).values(COLOURS.map((name) => ({ subtitle: name, title: '#FFFFFF' })));
await database.db.insert(sizes).values(SIZES.map((name) => ({ subtitle: name, title: `${name} mm` })));
await insertStaff(database.db, {
  name: 'Bench Owner',
  email: 'bench@example.com',
  password: 'a bench owner passphrase',
  role: 'owner',
});

const config = loadConfig({}, { dataDir, test: true, appKey: 'bench-key' });
const app = await buildApp(config, { ...database, close: async () => {} });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const login = await fetch(`${base}/api/admin/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'a bench owner passphrase' }),
});
const { token } = (await login.json()) as { token: string };

const pick = <T>(list: T[], i: number) => list[i % list.length] as T;
/** The file, made as it is sent: a header and ROWS lines like the export's. */
function* csv(): Generator<string> {
  yield 'product_code,title,brand,category,colour,size,price,sale_price,stock,published,description,seo_title\n';
  for (let i = 1; i <= rows; i++) {
    const price = 500 + ((i * 7919) % 200_000);
    yield `BENCH-${i},Bench product ${i} ${pick(CATEGORIES, i)},${pick(BRANDS, i)},${pick(CATEGORIES, i * 3)},${pick(COLOURS, i)},${pick(SIZES, i)},${price},${i % 5 === 0 ? Math.floor(price * 0.9) : ''},${i % 50},true,"<p>Line ${i}: a <strong>sturdy</strong> product.</p>",Bench ${i}\n`;
  }
}

async function run(label: string) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await fetch(`${base}/api/admin/products/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    body: Readable.toWeb(Readable.from(csv())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const report = (await res.json()) as {
    message: string;
    created: number;
    unchanged: number;
    refused: number;
  };
  const seconds = (performance.now() - started) / 1000;
  // The server and PGlite run in this process: its CPU time is the import's cost, whatever else the
  // machine is doing (the wall time is what a staff member waits, and grows with the machine's load).
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(report)}`);
  console.log(
    `${label}: ${rows} lines in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} lines/s; ${cpuSeconds.toFixed(1)} s of CPU): ${report.message}`,
  );
  return report;
}

const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
console.log(`importing ${rows} products over HTTP into ${kind} …`);
const first = await run('first import');
const second = await run('same file again');
const [{ listed } = { listed: 0 }] = await queryRows<{ listed: number }>(
  database.db,
  sql`select count(*)::int as listed from catalog_listing where scope_id = 0`,
);
await app.close();
await database.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (first.created !== rows || second.unchanged !== rows || listed !== rows) {
  throw new Error(
    `expected ${rows} created, then unchanged, and listed; got ${first.created}, ${second.unchanged}, ${listed}`,
  );
}
