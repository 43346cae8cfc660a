import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER } from '../support/stack';
import { closeContexts, DESKTOP, demoUrl, openPage, PHONE, sharedBrowser, stored } from './browser';

/** Milliseconds since the page's load event. */
const sinceLoad = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return (
      performance.now() - (navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0)
    );
  });

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Send us an enquiry' });

/** The element focused inside the popup's shadow root, described by its accessible label or text. */
const focusedInPopup = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-sajilo-enquiry]')?.shadowRoot;
    const active = root?.activeElement;
    if (!root || !active) return null;
    const label = active.id ? root.querySelector(`label[for="${active.id}"]`) : null;
    return (
      label?.firstChild?.textContent ??
      active.getAttribute('aria-label') ??
      active.textContent ??
      ''
    ).trim();
  });

describe('enquiry popup on the demo partner page', () => {
  let browser: Browser;
  let desktop: Page;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => browser && closeContexts(browser));

  it('appears 10 s after load on a desktop, and never at phone width', async () => {
    desktop = await openPage(browser, DESKTOP);
    const phone = await openPage(browser, PHONE);
    const chunksOnPhone: string[] = [];
    phone.on('request', (request) => {
      if (/\/widgets\/enquiry-/.test(request.url())) chunksOnPhone.push(request.url());
    });
    // The pages' clocks are the test's: the popup's 10 s pass when the test moves them, not in real time.
    await Promise.all([desktop.clock.install(), phone.clock.install()]);
    await Promise.all([desktop.goto(demoUrl()), phone.goto(demoUrl())]);
    // The loader sets its timer once the page is idle after load (the floating button shows it has run).
    await desktop.getByRole('button', { name: 'Enquiry', exact: true }).waitFor();

    await desktop.clock.fastForward(Math.max(0, 8_500 - (await sinceLoad(desktop))));
    await phone.clock.fastForward(Math.max(0, 8_500 - (await sinceLoad(phone))));
    expect(await dialog(desktop).count()).toBe(0);
    expect(await dialog(phone).count()).toBe(0);

    await desktop.clock.fastForward(2_000);
    await dialog(desktop).waitFor({ timeout: 8_000 });
    const shownAfter = await sinceLoad(desktop);
    expect(shownAfter).toBeGreaterThanOrEqual(10_000);
    expect(shownAfter).toBeLessThan(14_000);
    // docs/customer.md §2: first name, last name, email, phone, address, and (ours) a visible message.
    for (const label of ['First name', 'Last name', 'Email', 'Phone number', 'Address', 'Message']) {
      expect(await dialog(desktop).getByLabel(label).isVisible()).toBe(true);
    }
    expect(await focusedInPopup(desktop)).toBe('First name');

    await phone.clock.fastForward(Math.max(0, 13_000 - (await sinceLoad(phone))));
    expect(await dialog(phone).count()).toBe(0);
    expect(chunksOnPhone).toEqual([]);
    // Nor the floating button (docs/customer.md §9, as on the storefront), while the desktop has it.
    expect(await phone.getByRole('button', { name: 'Enquiry', exact: true }).count()).toBe(0);
    expect(await desktop.getByRole('button', { name: 'Enquiry', exact: true }).isVisible()).toBe(true);
    await phone.context().close();
  });

  it('shows the floating button on every screen when the partner asks, and opens the popup there', async () => {
    const phone = await openPage(browser, PHONE);
    await phone.goto(demoUrl('enquiry-button=always'));
    await phone.getByRole('button', { name: 'Enquiry' }).click();
    await dialog(phone).waitFor();
    const box = await dialog(phone).boundingBox();
    // The popup fits the phone's screen.
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await phone.keyboard.press('Escape');
    await dialog(phone).waitFor({ state: 'hidden' });
    await phone.context().close();
  });

  it('keeps focus inside, closes on Escape and gives focus back to what opened it', async () => {
    // Shift+Tab from the first field reaches the × button, then wraps round to the last button.
    await desktop.keyboard.press('Shift+Tab');
    expect(await focusedInPopup(desktop)).toBe('Close');
    await desktop.keyboard.press('Shift+Tab');
    expect(await focusedInPopup(desktop)).toBe('Send enquiry');
    await desktop.keyboard.press('Tab');
    expect(await focusedInPopup(desktop)).toBe('Close');
    await desktop.keyboard.press('Escape');
    await dialog(desktop).waitFor({ state: 'hidden' });

    const button = desktop.getByRole('button', { name: 'Enquiry' });
    await button.focus();
    await desktop.keyboard.press('Enter');
    await dialog(desktop).waitFor();
    expect(await focusedInPopup(desktop)).toBe('First name');
    await desktop.keyboard.press('Escape');
    await dialog(desktop).waitFor({ state: 'hidden' });
    expect(await button.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
    const returned = await button.evaluate((element) => {
      const root = element.getRootNode();
      return root instanceof ShadowRoot && root.activeElement === element;
    });
    expect(returned).toBe(true);
  });

  it('checks the fields in the browser, then sends the enquiry with the partner recorded', async () => {
    const sent: string[] = [];
    desktop.on('request', (request) => {
      if (request.url().includes('/api/customer_enquiry')) sent.push(request.method());
    });
    // The partner's own button calls Sajilo('open', 'enquiry').
    await desktop.getByRole('button', { name: 'Ask Sajilo' }).click();
    await dialog(desktop).waitFor();
    await dialog(desktop).getByRole('button', { name: 'Send enquiry' }).click();
    expect(await dialog(desktop).getByText('This field is required.').count()).toBe(6);
    expect(sent).toEqual([]);

    const email = `bikash.${Date.now()}@example.com`;
    await dialog(desktop).getByLabel('First name').fill('Bikash');
    await dialog(desktop).getByLabel('Last name').fill('Gurung');
    await dialog(desktop).getByLabel('Email').fill(email);
    await dialog(desktop).getByLabel('Phone number').fill('9846012345');
    await dialog(desktop).getByLabel('Address').fill('Lakeside, Pokhara');
    await dialog(desktop).getByLabel('Message').fill('Do you stock anti-skid tiles for a veranda?');
    await dialog(desktop).getByRole('button', { name: 'Send enquiry' }).click();
    await dialog(desktop)
      .getByRole('status')
      .filter({ hasText: 'Thank you for your enquiry! Our team will contact you shortly.' })
      .waitFor();
    expect(await dialog(desktop).getByLabel('First name').inputValue()).toBe('');

    const enquiries = await stored('/submissions?kind=customer_enquiry');
    const mine = enquiries.find((row) => JSON.stringify(row.data).includes(email));
    expect(mine).toMatchObject({
      client_name: DEMO_PARTNER,
      data: {
        name: 'Bikash Gurung',
        email,
        phone: '9846012345',
        address: 'Lakeside, Pokhara',
        message: 'Do you stock anti-skid tiles for a veranda?',
      },
    });
  });

  it('keeps a call made before the loader arrived (the snippet queue)', async () => {
    const page = await openPage(browser, DESKTOP);
    // ?queue: the page calls Sajilo('open', 'enquiry') in the stub's own <script>, before loader.js runs.
    await page.goto(demoUrl('queue'));
    await dialog(page).waitFor({ timeout: 8_000 });
    expect(await sinceLoad(page)).toBeLessThan(8_000);
    await page.context().close();
  });
});
