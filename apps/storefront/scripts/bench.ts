// `pnpm bench:web`: the storefront's weight and speed per route (home, a category listing, a product page).
// Run from the root, it builds the storefront and what it depends on first; then it starts the real stack
// (the built API server on a fresh seeded PGlite, the built storefront behind its page server) and prints:
// 1. JavaScript the browser loads before the first paint, gzipped (level 9) and Brotli, from the built
//    files: the scripts requested before first-contentful-paint in an unthrottled Chromium visit;
// 2. Lighthouse mobile (Lighthouse's default: simulated slow 4G, 4× slower CPU) performance, LCP, TBT and
//    CLS, the median of BENCH_RUNS runs (3 by default).
// 3. Time to first byte of each server-rendered page (median of 20 requests after a warm-up, over HTTP
//    from this process: the page server renders with the seeded catalogue's answers each time).
// Targets (docs/performance.md "The storefront: Lighthouse"): performance ≥ 95, LCP ≤ 1.8 s, TBT ≤ 100 ms,
// CLS ≤ 0.05 on all three routes;
// JavaScript before first paint ≤ 150 KB gzip on home and ≤ 135 KB on a listing and a product; TTFB ≤ 100 ms.
// The median of BENCH_RUNS Lighthouse runs (5 by default here).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromeFlags,
  chromePath,
  compressedSizes,
  kb,
  type LighthouseSample,
  median,
  startLighthouse,
} from '@sajilo/bench';
import { chromium } from 'playwright-core';
import { E2E_KEY, startStack } from '../test/e2e/stack';

const benchRuns = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** Budgets of JavaScript before first paint, gzip bytes, per route. */
const JS_BUDGET: Record<string, number> = {
  home: 150 * 1024,
  'category listing': 135 * 1024,
  'product page': 135 * 1024,
};
const dist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(join(dist, 'index.html'))) {
  console.error('Build the storefront first: pnpm bench:web from the root builds it.');
  process.exit(1);
}

console.log('Starting the API server (seeding its catalogue) and the built storefront…');
const stack = await startStack();

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${stack.apiUrl}${path}`, { headers: { 'X-Api-Key': E2E_KEY } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

let exitCode = 0;
try {
  // The busiest top-level category, and the first trending product: pages a shopper lands on.
  const { categories } = await api<{ categories: { slug: string }[] }>('/api/categories');
  const { products } = await api<{ products: { product_slug: string }[] }>('/api/products/trending/list');
  const category = categories[0]?.slug;
  const product = products[0]?.product_slug;
  if (!category || !product) throw new Error('The seeded catalogue has no category or no trending product');
  const routes = [
    { name: 'home', path: '/' },
    { name: 'category listing', path: `/products/categories/${category}` },
    { name: 'product page', path: `/products/${product}` },
  ];

  // 1. JavaScript before the first paint.
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const weights: Record<string, { files: string[]; gzip: number; brotli: number; raw: number }> = {};
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${stack.webUrl}${route.path}`, { waitUntil: 'networkidle' });
    const scripts = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const before = paint?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < before && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    });
    // The entry script itself is the document's, not a resource entry in every Chromium: add it from the HTML.
    const entry = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="module"][src]')].map(
        (script) => new URL((script as HTMLScriptElement).src).pathname,
      ),
    );
    const files = [...new Set([...entry, ...scripts])];
    weights[route.name] = { files, ...compressedSizes(files.map((file) => join(dist, file))) };
    await page.close();
  }
  await browser.close();

  console.log('\nJavaScript loaded before the first paint (from dist/, as the browser fetches it)\n');
  for (const route of routes) {
    const weight = weights[route.name];
    if (!weight) continue;
    console.log(
      `  ${route.name.padEnd(17)} ${String(weight.files.length).padStart(2)} files  ${kb(weight.raw).padStart(10)} raw  ${kb(weight.gzip).padStart(9)} gzip  ${kb(weight.brotli).padStart(9)} br  budget ${kb(JS_BUDGET[route.name] ?? 0)} gzip ${weight.gzip <= (JS_BUDGET[route.name] ?? 0) ? 'ok' : 'OVER BUDGET'}`,
    );
    if (weight.gzip > (JS_BUDGET[route.name] ?? 0)) exitCode = 1;
  }

  // 3. Time to first byte of the server-rendered pages.
  console.log('\nTime to first byte (median of 20 requests after 3 warm-ups; target ≤ 100 ms)\n');
  for (const route of routes) {
    const times: number[] = [];
    for (let i = 0; i < 23; i++) {
      const started = performance.now();
      const res = await fetch(`${stack.webUrl}${route.path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      const elapsed = performance.now() - started;
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${route.path}: ${res.status}`);
      if (i >= 3) times.push(elapsed);
    }
    const ttfb = median(times);
    if (ttfb > 100) exitCode = 1;
    console.log(
      `  ${route.name.padEnd(17)} ${`${Math.round(ttfb)} ms`.padStart(7)}  (p90 ${Math.round(times.sort((a, b) => a - b)[Math.floor(times.length * 0.9)] ?? 0)} ms)  ${ttfb <= 100 ? 'ok' : 'OVER TARGET'}`,
    );
  }

  // 2. Lighthouse mobile.
  const lighthouse = await startLighthouse();
  const samples: Record<string, LighthouseSample[]> = {};
  try {
    for (let run = 1; run <= benchRuns; run++) {
      for (const route of routes) {
        const list = samples[route.name] ?? [];
        list.push(await lighthouse.audit(`${stack.webUrl}${route.path}`, 'mobile'));
        samples[route.name] = list;
      }
      console.log(`  Lighthouse run ${run}/${benchRuns} done`);
    }
  } finally {
    await lighthouse.close();
  }

  console.log(
    `\nLighthouse mobile ${benchRuns > 1 ? `(median of ${benchRuns} runs)` : '(1 run)'}; targets: performance ≥ 95, LCP ≤ 1800 ms, TBT ≤ 100 ms, CLS ≤ 0.05\n`,
  );
  console.log(
    '  route              path                                         score     FCP      LCP     TBT    CLS',
  );
  for (const route of routes) {
    const list = samples[route.name] ?? [];
    const m = (pick: (sample: LighthouseSample) => number) => median(list.map(pick));
    const score = m((s) => s.score);
    const cls = m((s) => s.cls);
    const ok = score >= 95 && cls <= 0.05 && m((s) => s.lcp) <= 1800 && m((s) => s.tbt) <= 100;
    if (!ok) exitCode = 1;
    console.log(
      `  ${route.name.padEnd(17)}  ${route.path.slice(0, 44).padEnd(44)} ${String(score).padStart(5)}  ${`${Math.round(m((s) => s.fcp))} ms`.padStart(7)}  ${`${Math.round(m((s) => s.lcp))} ms`.padStart(7)}  ${`${Math.round(m((s) => s.tbt))} ms`.padStart(6)}  ${cls.toFixed(3)}  ${ok ? 'ok' : 'BELOW TARGET'}  (scores ${list.map((s) => s.score).join(', ')})`,
    );
  }
} finally {
  await stack.stop();
}
process.exit(exitCode);
