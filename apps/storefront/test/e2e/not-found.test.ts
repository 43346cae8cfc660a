import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS, webUrl } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(Object.entries(VIEWPORTS))('not found at %s', (_name, viewport) => {
  it('shows only the not-found title for an unknown path', async () => {
    const page = await openPage(browser, viewport);
    const res = await page.goto(webUrl('/no-such-page/at-all'));
    // The page server renders the not-found screen and says so (404), for crawlers as for people.
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    await page.close();
  });
});
