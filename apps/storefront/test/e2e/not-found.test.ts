import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, openPage, sharedBrowser, VIEWPORTS, webUrl } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

// One width: the status and the title are the same at every width (ssr.test.ts's hydration test loads the
// not-found page at both).
describe('not found at phone', () => {
  it('shows only the not-found title for an unknown path', async () => {
    const page = await openPage(browser, VIEWPORTS.phone);
    const res = await page.goto(webUrl('/no-such-page/at-all'));
    // The page server renders the not-found screen and says so (404), for crawlers as for people.
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    await page.close();
  });
});
