import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, DESKTOP, foreignUrl, openPage, sharedBrowser } from './browser';

const REFUSED = 'This form is not available on this website.';

describe('the demo page on an origin the partner key does not allow', () => {
  let browser: Browser;
  let page: Page;
  const preflights: { url: string; status: number }[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await sharedBrowser();
    page = await openPage(browser, DESKTOP);
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // The browser's CORS preflights are visible through the DevTools protocol only.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Preflight')
        preflights.push({ url: event.response.url, status: event.response.status });
    });
    await page.goto(foreignUrl('enquiry-auto=false'));
  });
  afterAll(async () => browser && closeContexts(browser));

  it('shows the support ticket as unavailable instead of a form that cannot be sent', async () => {
    const ticket = page.locator('[data-sajilo="support-ticket"]');
    await ticket.scrollIntoViewIfNeeded();
    await ticket.getByRole('alert').filter({ hasText: REFUSED }).waitFor({ timeout: 15_000 });
    expect(await ticket.getByRole('heading', { name: 'Support ticket' }).isVisible()).toBe(true);
    expect(await ticket.getByRole('textbox').count()).toBe(0);
    expect(preflights.filter((p) => p.url.includes('/api/complains'))).toEqual([
      { url: `${inject('apiUrl')}/api/complains`, status: 403 },
    ]);
    // The site's developer learns why in the console.
    expect(consoleErrors.some((text) => text.includes("refused this page's origin"))).toBe(true);
  });

  it('refuses a subscription gracefully and keeps the address typed', async () => {
    const box = page.locator('[data-sajilo="subscribe"]');
    await box.getByLabel('Email').fill('hari@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await box.getByRole('alert').filter({ hasText: REFUSED }).waitFor();
    expect(await box.getByLabel('Email').inputValue()).toBe('hari@example.com');
    expect(preflights.filter((p) => p.url.includes('/api/subscribers')).map((p) => p.status)).toEqual([403]);
  });

  it('is refused by the server itself, whatever a client does about CORS (403)', async () => {
    const response = await fetch(`${inject('apiUrl')}/api/subscribers`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Api-Key': 'sajilo-demo-partner-key',
        Origin: new URL(foreignUrl()).origin,
      },
      body: JSON.stringify({ email: 'hari@example.com' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      result: 'error',
      message: 'This application key is not allowed from this origin.',
    });
  });
});
