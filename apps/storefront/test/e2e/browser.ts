// Debian's Chromium driven by playwright-core; never a downloaded browser.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { keptPage } from '@sajilo/bench/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

/** The suite's one Chromium (@sajilo/bench/browser): a file takes it and closes its contexts when it ends. */
export { closeContexts, sharedBrowser } from '@sajilo/bench/browser';

export const webUrl = (path = '/') => `${inject('webUrl')}${path}`;

const require = createRequire(import.meta.url);

/**
 * Puts axe-core into the page. Evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy does not govern; a <script> tag of its source would be refused, rightly.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(readFileSync(require.resolve('axe-core'), 'utf8'));
}

declare global {
  interface Window {
    __sajiloCspViolation?: (report: string) => void;
  }
}

/** The Content-Security-Policy violations and hydration errors of each page's context, not yet taken by a test. */
const violations = new WeakMap<Page, string[]>();

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

/** The violations recorded so far in the page's context, emptied: for a test that provokes one on purpose. */
export function takeCspViolations(page: Page): string[] {
  const found = violations.get(page) ?? [];
  return found.splice(0, found.length);
}

/**
 * A new context's page with what every page of the suite has: a step timeout, the violation and hydration
 * error records, `goto` that waits for hydration, and uncaught page errors thrown.
 */
async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // A step that hangs fails as itself, well inside the test's own timeout (60 s), naming what it waited for.
  context.setDefaultTimeout(25_000);
  const found: string[] = [];
  await recordCspViolations(context, found);
  // A server-rendered page the browser renders differently (src/main.tsx names every such error; React's
  // own messages and minified codes 418, 423 and 425 are caught too): a failure, like a policy violation.
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
  // A server-rendered page is painted before its script takes it over, and a click in between does nothing
  // (docs/storefront.md "Server rendering"): a test acts once the app has hydrated (`<html data-hydrated>`,
  // src/app/app.tsx), as a shopper's second look would. Pages without the app (#root) are not waited on.
  // It waits for the document and then for hydration, not for the `load` event (playwright's default): that
  // one also waits for every picture of the page, which the API server reads from its database one by one,
  // and no test reads them before acting. A test that needs them waits for them itself (home.test.ts's
  // layout shift: the network idle).
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, { waitUntil: 'domcontentloaded', ...options });
    await page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
    );
    return response;
  };
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/**
 * A page at a viewport, failing the test on any uncaught page error, and on any Content-Security-Policy
 * violation or hydration error of its context's pages when the test finishes (or at once, outside a test).
 * In a test it is a page an earlier test left unspoilt, emptied (`keptPage` of @sajilo/bench/browser: no
 * cookie, storage or history of that test; its HTTP cache stays), or a new context's; outside a test, a new one.
 */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const check = (page: Page) => {
    const found = violations.get(page) ?? [];
    if (found.length > 0)
      throw new Error(
        `Content-Security-Policy violations or hydration errors:\n${found.splice(0, found.length).join('\n')}`,
      );
  };
  let kept: Awaited<ReturnType<typeof keptPage>> | undefined;
  try {
    // Throws outside a test; registered first, so it runs after the check below (vitest runs them last first).
    onTestFinished(async (context) => {
      await kept?.done(context.task.result?.state === 'fail');
    });
  } catch {
    // Opened outside a test (a hook): a page of its own that fails on the first violation instead.
    const page = await newPage(browser, viewport);
    page.context().on('console', () => check(page));
    return page;
  }
  kept = await keptPage(
    browser,
    viewport,
    { plain: webUrl('/robots.txt'), emptied: [new URL(webUrl()).origin, new URL(inject('apiUrl')).origin] },
    () => newPage(browser, viewport),
  );
  const { page } = kept;
  // What a test before left unreported is not this test's.
  violations.get(page)?.splice(0);
  onTestFinished(() => check(page));
  return page;
}

/**
 * Opens `path` the way a shopper reaches it by following a link: the app starts on a page the browser
 * renders itself (/login) and the router then moves to `path`. The page's API calls are then the
 * browser's, so a test's `page.route` answers them; opened directly, a public page comes from the page
 * server with its answers inside and the browser asks for none of them.
 */
export async function gotoInApp(page: Page, path: string): Promise<void> {
  await page.goto(webUrl('/login'));
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: 'in-app', idx: 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
