// Debian's Chromium driven by playwright-core; never a downloaded browser.

import { moveInApp, suitePages } from '@sajilo/bench/pages';
import type { Page, Request } from 'playwright-core';
import { expect, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

/** The suite's one Chromium (@sajilo/bench/browser): a file takes it and closes its contexts when it ends. */
export { closeContexts, sharedBrowser } from '@sajilo/bench/browser';
export { axeViolations, injectAxe, moveInApp } from '@sajilo/bench/pages';

export const webUrl = (path = '/') => `${inject('webUrl')}${path}`;

/**
 * The suite's pages (@sajilo/bench/pages): a page an earlier test left unspoilt, emptied of that test's
 * cookies, storage (its session storage too, on the app's robots.txt) and history, or a new context's; either
 * fails its test on an uncaught error, a Content-Security-Policy violation or a hydration error.
 *
 * A server-rendered page is painted before its script takes it over, and a click in between does nothing
 * (docs/storefront.md "Server rendering"): a test acts once the app has hydrated (`<html data-hydrated>`,
 * src/app/app.tsx), as a shopper's second look would, so `goto` waits for that. Pages without the app
 * (#root) are not waited on. It waits for the document and then for hydration, not for the `load` event
 * (playwright's default): that one also waits for every picture of the page, which the API server reads from
 * its database one by one, and no test reads them before acting. A test that needs them waits for them
 * itself (home.test.ts's layout shift: the network idle).
 */
/** Each page's requests for code and data on their way (`settled`). */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Waits until the page has asked for all it will: no request for code or data (a script, a stylesheet, an
 * API answer) on its way, across two frames with nothing new asked (a chunk that arrives may ask for
 * another). The code that comes after the page's own (the footer's subscribe box, the home page's sliders)
 * is then in. Pictures, fonts and media are not waited for, as playwright's `networkidle` does, every picture
 * and then half a second more: most of a page's time in the tests that waited for it, and nothing they read.
 */
export async function settled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settled: a page the suite did not open (openPage)');
  do {
    // As long as a step may take (the suite's default timeout): a first page of a new context, on a loaded
    // machine, has a dozen of its scripts on their way for seconds.
    await expect.poll(() => pending.size, { timeout: 25_000, interval: 50 }).toBe(0);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  } while (pending.size > 0);
}

export const { openPage, takeCspViolations } = suitePages({
  origins: () => ({
    plain: webUrl('/robots.txt'),
    emptied: [new URL(webUrl()).origin, new URL(inject('apiUrl')).origin],
  }),
  setUp(page) {
    const pending = new Set<Request>();
    inFlight.set(page, pending);
    page.on('request', (request) => {
      if (!['image', 'font', 'media'].includes(request.resourceType())) pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, { waitUntil: 'domcontentloaded', ...options });
      await page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
      );
      return response;
    };
  },
});

/**
 * Opens `path` the way a shopper reaches it by following a link: the app starts on a page the browser
 * renders itself (/login) and the router then moves to `path`. The page's API calls are then the
 * browser's, so a test's `page.route` answers them; opened directly, a public page comes from the page
 * server with its answers inside and the browser asks for none of them.
 */
export async function gotoInApp(page: Page, path: string): Promise<void> {
  await page.goto(webUrl('/login'));
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  await moveInApp(page, path);
}
