// Debian's Chromium driven by playwright-core; never a downloaded browser.

import { chromeFlags, chromePath } from '@sajilo/bench/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: chromeFlags });
}

export const webUrl = (path = '/') => `${inject('webUrl')}${path}`;

/** A new page at a viewport, failing the test on any uncaught page error. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}
