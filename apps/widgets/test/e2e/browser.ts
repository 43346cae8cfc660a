// Debian's Chromium driven by playwright-core (never a downloaded browser), and helpers to read what the
// widgets render inside their shadow roots and what the server stored.

import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/** The suite's one Chromium (@sajilo/bench/browser): a file takes it and closes its contexts when it ends. */
export { closeContexts, sharedBrowser } from '@sajilo/bench/browser';

/** The demo partner page (an allowed origin), with query parameters such as `plain` or `widgets=off`. */
export const demoUrl = (query = '') => `${inject('demoUrl')}/${query ? `?${query}` : ''}`;

/** The same page on an origin the demo partner key does not allow. */
export const foreignUrl = (query = '') => `${inject('foreignUrl')}/${query ? `?${query}` : ''}`;

/** A new page at a viewport; uncaught page errors fail the test, warnings are printed. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // A step that hangs fails as itself, well inside the test's own timeout (60 s), naming what it waited for.
  context.setDefaultTimeout(25_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  // The page's warnings and errors (the loader's own say "Sajilo widgets: …") go to the test's output.
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') console.log('[page]', message.text());
  });
  return page;
}

/** Rows the server stored, read through the test stack's inspector (see test/support/stack.ts). */
export async function stored(
  path: '/subscribers' | `/submissions?kind=${string}`,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${inject('inspectUrl')}${path}`);
  if (!response.ok) throw new Error(`inspector ${path}: ${response.status}`);
  return response.json();
}
