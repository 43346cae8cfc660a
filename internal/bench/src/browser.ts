// The one Chromium of a browser test suite. Each suite (storefront, back office, widgets) runs its files one
// after another in one worker (vitest `isolate: false`, `fileParallelism: false`), so its files share a
// browser instead of each launching its own: a launch and close cost about a second of both cores, once a
// file. A test's isolation is its context (cookies, storage, cache), opened per page; a file closes the
// contexts it opened when it ends (`closeContexts`), so no page of one file runs on beside the next.
import { type Browser, chromium } from 'playwright-core';
import { chromeFlags, chromePath } from './chromium.js';

let shared: Promise<Browser> | undefined;

/** The suite's browser, launched by the first file that asks; launched again should it have gone. */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = chromium.launch({ executablePath: chromePath, args: chromeFlags });
    shared = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === launching) shared = undefined;
        }),
      () => {
        if (shared === launching) shared = undefined;
      },
    );
  }
  return shared;
}

/** Closes every context (and so every page) a file left open in the shared browser. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}
