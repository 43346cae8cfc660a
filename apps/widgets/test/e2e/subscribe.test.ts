import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER } from '../support/stack';
import { closeContexts, DESKTOP, demoUrl, openPage, sharedBrowser, stored } from './browser';

describe('subscribe box on the demo partner page', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await sharedBrowser();
    page = await openPage(browser, DESKTOP);
    // The popup would open over the page after 10 s (enquiry.test.ts covers it).
    await page.goto(demoUrl('enquiry-auto=false'));
  });
  afterAll(async () => browser && closeContexts(browser));

  const box = () => page.locator('[data-sajilo="subscribe"]');

  it('renders inside the partner page once it is idle', async () => {
    await box().getByRole('heading', { name: 'Newsletter' }).waitFor({ timeout: 10_000 });
    expect(await box().evaluate((host) => host.shadowRoot !== null)).toBe(true);
  });

  it('rejects a bad email in the browser without sending it', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await box().getByLabel('Email').fill('not-an-email');
    await box().getByRole('button', { name: 'Subscribe' }).click();
    await box().getByText('Enter a valid email address, like name@example.com.').waitFor();
    expect(await box().getByRole('alert').textContent()).toBe('Please correct the fields marked below.');
    expect(await box().getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    // Focus moves to the field in error; what was typed stays.
    const focused = await box()
      .getByLabel('Email')
      .evaluate((input) => {
        const root = input.getRootNode();
        return root instanceof ShadowRoot && root.activeElement === input;
      });
    expect(focused).toBe(true);
    expect(await box().getByLabel('Email').inputValue()).toBe('not-an-email');
    expect(requests.filter((url) => url.includes('/api/subscribers'))).toEqual([]);
  });

  it('refuses ram@example in the browser as the server would (the contract’s email rule), sending nothing', async () => {
    // type="email" lets "ram@example" through; the contract's (the server's full) email format does not.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await box().getByLabel('Email').fill('ram@example');
    await box().getByRole('button', { name: 'Subscribe' }).click();
    await box().getByText('Enter a valid email address, like name@example.com.').waitFor();
    expect(await box().getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await box().getByLabel('Email').inputValue()).toBe('ram@example');
    expect(requests.filter((url) => url.includes('/api/subscribers'))).toEqual([]);
  });

  it("subscribes, thanks the visitor and records the partner's name", async () => {
    const email = `asha.${Date.now()}@example.com`;
    await box().getByLabel('Email').fill(email);
    // Hold the real request back a moment, to see the button while it is in flight.
    await page.route('**/api/subscribers', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await box().getByRole('button', { name: 'Subscribe' }).click();
    const button = box().locator('button[type="submit"]');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    await box().getByRole('status').filter({ hasText: 'Sending' }).waitFor();
    await box()
      .getByRole('status')
      .filter({ hasText: 'Thank you for subscribing to our newsletter!' })
      .waitFor();
    expect(await box().getByLabel('Email').inputValue()).toBe('');
    const rows = await stored('/subscribers');
    expect(rows.find((row) => row.email === email)).toEqual({ email, client_name: DEMO_PARTNER });
  });
});
