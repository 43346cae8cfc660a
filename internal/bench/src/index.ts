// What `pnpm bench:web` and `pnpm bench:widgets` share: Lighthouse driving Debian's Chromium (never a
// downloaded browser), the median of several runs, and compressed sizes as a browser downloads them.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromeFlags, chromePath } from './chromium.js';

export { chromeFlags, chromePath } from './chromium.js';

/** How many Lighthouse runs a figure is the median of: BENCH_RUNS, 3 by default. */
export const benchRuns = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

export type FormFactor = 'mobile' | 'desktop';

export interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export interface LighthouseSample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Total main-thread work (ms; on mobile scaled by Lighthouse's CPU slowdown). */
  mainThread: number;
  /**
   * The same tasks' CPU time (ms, scaled alike): what the main thread itself ran, without the time it
   * waited for a core while other processes (the server, Lighthouse, Chromium's other threads) had both of
   * a small machine's; steadier from run to run than the wall-clock `mainThread`.
   */
  mainThreadCpu: number;
  requests: NetworkRequest[];
}

export interface Lighthouse {
  /** One Lighthouse performance run: mobile is Lighthouse's default (slow 4G, 4× slower CPU). */
  audit(url: string, formFactor: FormFactor): Promise<LighthouseSample>;
  /** One run's whole report (Lighthouse's JSON `lhr`), for its diagnostics (long tasks, boot-up time). */
  report(url: string, formFactor: FormFactor): Promise<Result>;
  close(): Promise<void>;
}

export async function startLighthouse(): Promise<Lighthouse> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const run = (url: string, formFactor: FormFactor) =>
    lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
  return {
    async report(url, formFactor) {
      const result = await run(url, formFactor);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    },
    async audit(url, formFactor) {
      const result = await run(url, formFactor);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { audits, categories } = result.lhr;
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const slowdown =
        result.lhr.configSettings.throttlingMethod === 'simulate'
          ? result.lhr.configSettings.throttling.cpuSlowdownMultiplier
          : 1;
      const tasks = mainThreadTasks(result.artifacts.Trace.traceEvents);
      // The same tasks as Lighthouse's main-thread work, or the CPU figure would describe other work.
      const wall = (tasks.wall / 1000) * slowdown;
      const counted = numeric('mainthread-work-breakdown');
      if (Math.abs(wall - counted) > Math.max(1, counted * 0.02)) {
        console.warn(
          `  (main thread: ${wall.toFixed(0)} ms of tasks in the trace, Lighthouse counted ${counted.toFixed(0)})`,
        );
      }
      const details = audits['network-requests']?.details;
      const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
      return {
        score: Math.round((categories.performance?.score ?? 0) * 100),
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        mainThread: numeric('mainthread-work-breakdown'),
        mainThreadCpu: (tasks.cpu / 1000) * slowdown,
        requests: items.map((item: Record<string, unknown>) => ({
          url: String(item.url ?? ''),
          resourceType: typeof item.resourceType === 'string' ? item.resourceType : undefined,
          transferSize: typeof item.transferSize === 'number' ? item.transferSize : undefined,
        })),
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: unknown };
}

/**
 * Wall-clock and CPU time (µs) of the top-level tasks of the page's main thread (the renderer thread that
 * parsed its HTML), as Lighthouse's main-thread work counts them.
 */
function mainThreadTasks(events: readonly TraceEvent[]): { wall: number; cpu: number } {
  const parsing = new Set(events.filter((e) => e.name === 'ParseHTML').map((e) => `${e.pid}:${e.tid}`));
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      parsing.has(`${e.pid}:${e.tid}`),
  );
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.pid !== main?.pid || e.tid !== main.tid || e.ph !== 'X' || !TASKS.has(e.name)) continue;
    wall += e.dur ?? 0;
    cpu += e.tdur ?? 0;
  }
  return { wall, cpu };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;

/** Sizes of files as served: raw, gzip level 9 (as size-limit counts) and Brotli quality 11. */
export function compressedSizes(files: string[]): { raw: number; gzip: number; brotli: number } {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}
