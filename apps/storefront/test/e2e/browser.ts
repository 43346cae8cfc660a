// Debian's Chromium driven by playwright-core; never a downloaded browser.

import { suitePages } from '@sajilo/bench/pages';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

/** The suite's one Chromium (@sajilo/bench/browser): a file takes it and closes its contexts when it ends. */
export { closeContexts, sharedBrowser } from '@sajilo/bench/browser';
export { axeViolations, injectAxe } from '@sajilo/bench/pages';

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
export const { openPage, takeCspViolations } = suitePages({
  origins: () => ({
    plain: webUrl('/robots.txt'),
    emptied: [new URL(webUrl()).origin, new URL(inject('apiUrl')).origin],
  }),
  setUp(page) {
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
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: 'in-app', idx: 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
