// A partner pastes the snippet from the README ("Integration guide") into a plain HTML page and gets all
// three widgets. The demo server's /plain.html is that page, built from the README's own code blocks (so
// the guide cannot drift from what works), on an origin the demo partner key allows.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER } from '../support/stack';
import { closeContexts, DESKTOP, demoUrl, openPage, sharedBrowser, stored } from './browser';

describe("the README's snippet pasted into a plain HTML page", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await sharedBrowser();
    page = await openPage(browser, DESKTOP);
    await page.goto(`${new URL(demoUrl()).origin}/plain.html`);
  });
  afterAll(async () => browser && closeContexts(browser));

  it('shows the subscribe box and the support ticket where the page put them', async () => {
    const subscribe = page.locator('[data-sajilo="subscribe"]');
    await subscribe.getByRole('heading', { name: 'Newsletter' }).waitFor({ timeout: 10_000 });
    const ticket = page.locator('[data-sajilo="support-ticket"]');
    await ticket.scrollIntoViewIfNeeded();
    await ticket.getByRole('heading', { name: 'Support ticket' }).waitFor({ timeout: 10_000 });
    await ticket.getByLabel('Complaint symptom').locator('option', { hasText: 'Leakage' }).waitFor({
      state: 'attached',
    });
  });

  it('subscribes, recorded with the partner', async () => {
    const subscribe = page.locator('[data-sajilo="subscribe"]');
    const email = `readme.${Date.now()}@example.com`;
    await subscribe.getByLabel('Email').fill(email);
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await subscribe.getByText('Thank you for subscribing to our newsletter!').waitFor();
    const rows = await stored('/subscribers');
    expect(rows.find((row) => row.email === email)).toMatchObject({ client_name: DEMO_PARTNER });
  });

  it('opens the enquiry popup from the floating button and from the page’s own button', async () => {
    const dialog = page.getByRole('dialog', { name: 'Send us an enquiry' });
    await page.getByRole('button', { name: 'Enquiry', exact: true }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Ask Sajilo' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Message').isVisible()).toBe(true);
  });
});
