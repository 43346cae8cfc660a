// `pnpm --filter @sajilo/storefront diagnose`: where a page's time goes, from Lighthouse's own diagnostics
// rather than guesses (docs/storefront.md "Speed"). Starts the real stack like `bench:web` (build first),
// then per route (home, a category, a product):
// 1. the server side: the page server's time to first byte, cold (first request) and repeated;
// 2. one Lighthouse mobile run: its long tasks (start, duration, attributed script), the scripts' boot-up
//    time (evaluation, parse/compile), the main-thread work by category, and TBT. The whole report is
//    written to DIAGNOSE_OUT (default: a temporary folder) for a closer look.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLighthouse } from '@sajilo/bench';
import { E2E_KEY, startStack } from '../test/e2e/stack';

const out = process.env.DIAGNOSE_OUT ?? mkdtempSync(join(tmpdir(), 'sajilo-diagnose-'));
mkdirSync(out, { recursive: true });
const stack = await startStack();
const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${stack.apiUrl}${path}`, { headers: { 'X-Api-Key': E2E_KEY } })).json()) as T;

type Items = Record<string, unknown>[];
const itemsOf = (audit: { details?: unknown } | undefined): Items => {
  const details = audit?.details as { items?: Items } | undefined;
  return details?.items ?? [];
};
const ms = (value: unknown) => `${Math.round(Number(value))} ms`.padStart(8);
const short = (url: unknown) => String(url).replace(stack.webUrl, '').slice(0, 70);

try {
  const { categories } = await api<{ categories: { slug: string }[] }>('/api/categories');
  const { products } = await api<{ products: { product_slug: string }[] }>('/api/products/trending/list');
  const routes = [
    { name: 'home', path: '/' },
    { name: 'category', path: `/products/categories/${categories[0]?.slug}` },
    { name: 'product', path: `/products/${products[0]?.product_slug}` },
  ];
  console.log('\nTime to first byte (cold: the first request; then the median of 10 repeats)\n');
  for (const route of routes) {
    const times: number[] = [];
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      const res = await fetch(`${stack.webUrl}${route.path}`, { headers: { 'Accept-Encoding': 'br' } });
      times.push(performance.now() - started);
      await res.arrayBuffer();
    }
    const repeats = times.slice(1).sort((a, b) => a - b);
    console.log(`  ${route.name.padEnd(9)} cold ${ms(times[0])}  repeated ${ms(repeats[5])}`);
  }

  const lighthouse = await startLighthouse();
  try {
    for (const route of routes) {
      const lhr = await lighthouse.report(`${stack.webUrl}${route.path}`, 'mobile');
      const { audits, categories: scores } = lhr;
      writeFileSync(join(out, `${route.name}.json`), JSON.stringify(lhr));
      console.log(
        `\n${route.name} ${route.path}: performance ${Math.round((scores.performance?.score ?? 0) * 100)}, TBT ${ms(audits['total-blocking-time']?.numericValue)}, LCP ${ms(audits['largest-contentful-paint']?.numericValue)}`,
      );
      console.log('  long tasks (start, duration, script):');
      for (const task of itemsOf(audits['long-tasks']))
        console.log(`    ${ms(task.startTime)} ${ms(task.duration)}  ${short(task.url)}`);
      console.log('  boot-up time (total, evaluation, parse/compile):');
      for (const item of itemsOf(audits['bootup-time']))
        console.log(
          `    ${ms(item.total)} ${ms(item.scripting)} ${ms(item.scriptParseCompile)}  ${short(item.url)}`,
        );
      console.log('  main-thread work:');
      for (const item of itemsOf(audits['mainthread-work-breakdown']))
        console.log(`    ${ms(item.duration)}  ${item.groupLabel ?? item.group}`);
    }
  } finally {
    await lighthouse.close();
  }
  console.log(`\nReports in ${out}`);
} finally {
  await stack.stop();
}
process.exit(0);
