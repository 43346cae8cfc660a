// The pages a browser suite's tests drive (the storefront's and the back office's test/e2e/browser.ts): a
// page handed on from an earlier test or a new context's (`keptPage`, ./browser.ts), failing its test on an
// uncaught page error, a Content-Security-Policy violation or a hydration error; and axe-core put into a page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { keptPage } from './browser.js';

const require = createRequire(import.meta.url);

export interface Viewport {
  width: number;
  height: number;
}

declare global {
  interface Window {
    __sajiloCspViolation?: (report: string) => void;
  }
}

/**
 * Records every Content-Security-Policy violation in the context's pages and frames: the
 * `securitypolicyviolation` event of each document (an init script, which the policy does not govern) and
 * Chromium's console line for it (which also covers what no document event reports).
 */
async function recordCspViolations(context: BrowserContext, found: string[]): Promise<void> {
  await context.exposeBinding('__sajiloCspViolation', (_source, report: string) => {
    found.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const sample = event.sample ? ` (${event.sample})` : '';
        window.__sajiloCspViolation?.(
          `${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${sample} ` +
            `in ${event.documentURI}${event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''}`,
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    // Chromium's own line ("Refused to … because it violates the following Content Security Policy
    // directive: …"), not a page's message that merely names the policy.
    if (/violates the following Content Security Policy/i.test(message.text()))
      found.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
}

export interface SuitePagesOptions {
  /**
   * The suite's origins, read when a page is opened: `emptied`, those whose storage a page handed on is
   * emptied of; `plain`, an address on the app's origin that runs no app (its robots.txt), where the tab's
   * session storage is emptied (none: the app keeps nothing there).
   */
  origins(): { plain?: string; emptied: readonly string[] };
  /** What else every new page of the suite gets, before it is handed to a test (the storefront's `goto`). */
  setUp?(page: Page): void;
}

export interface SuitePages {
  /**
   * A page at a viewport, failing the test on any uncaught page error, and on any Content-Security-Policy
   * violation or hydration error of its context's pages when the test finishes (or at once, outside a test).
   * In a test it is a page an earlier test left unspoilt, emptied (`keptPage`: no cookie, storage or history
   * of that test; its HTTP cache stays), or a new context's; outside a test, a new one.
   */
  openPage(browser: Browser, viewport: Viewport): Promise<Page>;
  /** The violations recorded so far in the page's context, emptied: for a test that provokes one on purpose. */
  takeCspViolations(page: Page): string[];
}

/** How a suite opens its pages (its browser.ts exports `openPage`). */
export function suitePages(options: SuitePagesOptions): SuitePages {
  /** The Content-Security-Policy violations and hydration errors of each page's context, not yet taken. */
  const violations = new WeakMap<Page, string[]>();

  /**
   * A new context's page with what every page of the suite has: a step timeout, the violation and hydration
   * error records, uncaught page errors thrown, and the suite's own `setUp`.
   */
  async function newPage(browser: Browser, viewport: Viewport): Promise<Page> {
    const context = await browser.newContext({ viewport });
    // A step that hangs fails as itself, well inside the test's own timeout (60 s), naming what it waited for.
    context.setDefaultTimeout(25_000);
    const found: string[] = [];
    await recordCspViolations(context, found);
    // A server-rendered page the browser renders differently (the storefront's src/main.tsx names every such
    // error; React's own messages and minified codes 418, 423 and 425 are caught too): a failure, like a
    // policy violation.
    context.on('console', (message) => {
      const text = message.text();
      if (
        /Sajilo hydration error|hydrat(ion|ing) (failed|mismatch)|didn't match|Minified React error #4(18|23|25)/i.test(
          text,
        )
      )
        found.push(`hydration: ${text.slice(0, 2000)} (${message.location().url})`);
    });
    const page = await context.newPage();
    violations.set(page, found);
    options.setUp?.(page);
    page.on('pageerror', (error) => {
      throw error;
    });
    return page;
  }

  const check = (page: Page) => {
    const found = violations.get(page) ?? [];
    if (found.length > 0)
      throw new Error(
        `Content-Security-Policy violations or hydration errors:\n${found.splice(0, found.length).join('\n')}`,
      );
  };

  return {
    async openPage(browser, viewport) {
      let kept: Awaited<ReturnType<typeof keptPage>> | undefined;
      try {
        // Throws outside a test; registered first, so it runs after the check below (vitest runs them last
        // first).
        onTestFinished(async (context) => {
          await kept?.done(context.task.result?.state === 'fail');
        });
      } catch {
        // Opened outside a test (a hook): a page of its own that fails on the first violation instead.
        const page = await newPage(browser, viewport);
        page.context().on('console', () => check(page));
        return page;
      }
      kept = await keptPage(browser, viewport, options.origins(), () => newPage(browser, viewport));
      const { page } = kept;
      // What a test before left unreported is not this test's.
      violations.get(page)?.splice(0);
      onTestFinished(() => check(page));
      return page;
    },
    takeCspViolations(page) {
      const found = violations.get(page) ?? [];
      return found.splice(0, found.length);
    },
  };
}

/**
 * Moves the router of the app the page shows to `path` (its address on the app's origin), as a followed link
 * does: react-router's browser router follows the history's popstate. The caller waits for the new screen.
 */
export async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: 'in-app', idx: 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** axe-core's minified build: the same rules as its package's main file, in under half the bytes. */
let axeSource: string | undefined;

/**
 * Puts axe-core into the page, once a document. Evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy does not govern; a <script> tag of its source would be refused, rightly. Chromium
 * compiles what is evaluated afresh every time (no code cache, unlike a script it loads): the package's main
 * file (1.5 MB, unminified) cost about a second of a renderer's CPU a call on a busy machine, the minified
 * build about half that, and a document that has it already (axe run twice on one screen) nothing.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
}

/**
 * axe-core's violations on the page as it is, one line each (rule, help, the elements). `iframes: false`
 * leaves the frames out (a map's frame is a third party's page).
 */
export async function axeViolations(page: Page, { iframes = true } = {}): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async (iframes) => {
    const axe = (window as unknown as { axe?: typeof import('axe-core') }).axe;
    if (!axe) return ['axe-core did not load'];
    const results = await axe.run(document, { iframes });
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, iframes);
}
