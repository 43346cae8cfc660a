// `pnpm bench:http` (in apps/server): throughput with autocannon, as a share of `/health` on the same
// server (targets, docs/performance.md "The catalogue: throughput": ≥ 20 % uncached, ≥ 60 % with ETag
// revalidation, on PostgreSQL). Each address runs
// DURATION seconds (default 5) over CONNECTIONS connections (default 10), three ways: cold (no cache, every
// answer built from the database), from the in-memory cache (kept under the catalogue's version), and
// revalidated (If-None-Match with the answer's ETag: 304 without a body). The catalogue: bench/catalogue.ts.
import autocannon from 'autocannon';
import { BENCH_KEY, openCatalogue, products, samples, serve } from './catalogue.js';

const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const database = await openCatalogue();

async function rate(base: string, path: string, etag?: string): Promise<number> {
  const headers: Record<string, string> = { 'X-Api-Key': BENCH_KEY };
  if (etag) headers['If-None-Match'] = etag;
  const result = await autocannon({ url: `${base}${path}`, connections, duration, headers });
  const wrong = Object.keys(result.statusCodeStats).filter((code) => code !== (etag ? '304' : '200'));
  if (wrong.length > 0 || result.errors > 0) {
    throw new Error(`${path}: answered ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
  }
  return result.requests.average;
}

async function etagOf(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { headers: { 'X-Api-Key': BENCH_KEY } });
  await res.arrayBuffer();
  const etag = res.headers.get('etag');
  if (!etag) throw new Error(`${path} has no ETag`);
  return etag;
}

const cold = await serve(database, 0);
const s = await samples(cold.base);
const targets: [string, string][] = [
  ['a category', '/api/categories/tiles'],
  ['a filtered category', `/api/categories/tiles?brands=${s.brandIds}&colors=${s.color}&sort=asc`],
  ['a product', `/api/products/${s.product}`],
  ['a search', '/api/search?search=wash%20basin'],
];

const results: { label: string; cold: number; cached: number; revalidated: number }[] = [];
const health = await rate(cold.base, '/health');
for (const [label, path] of targets) {
  results.push({
    label,
    cold: await rate(cold.base, path),
    cached: 0,
    revalidated: await rate(cold.base, path, await etagOf(cold.base, path)),
  });
}
await cold.app.close();
const warm = await serve(database, 1000);
for (const [i, [, path]] of targets.entries()) {
  const row = results[i];
  if (row) row.cached = await rate(warm.base, path);
}
await warm.app.close();
await database.close();

const kind = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
const share = (n: number) =>
  `${Math.round(n).toString().padStart(6)} ${`(${Math.round((n / health) * 100)} %)`.padStart(7)}`;
console.log(
  `\n${products} products, ${kind}, ${connections} connections, ${duration} s each; /health ${Math.round(health)} req/s\n`,
);
console.log(
  'req/s (share of /health)'.padEnd(24),
  'cold'.padStart(14),
  'in memory'.padStart(14),
  'revalidated'.padStart(14),
);
for (const r of results) {
  console.log(
    r.label.padEnd(24),
    share(r.cold).padStart(14),
    share(r.cached).padStart(14),
    share(r.revalidated).padStart(14),
  );
}
