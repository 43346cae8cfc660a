// The footer's newsletter box and the floating enquiry button with its popup (docs/customer.md §2, §4, §9),
// once the shell mounts them: the box sends the typed email and shows the server's answer (the polite one for
// a second subscription too); the popup appears by itself 10 s after load at 1366 px and never at 390 px,
// closes, stays closed for the visit, and sends a customer enquiry with its visible message field.
import { unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi, withSession } from './accounts.js';
import { closeContexts, openPage, sharedBrowser, VIEWPORTS, webUrl } from './browser.js';
import {
  axeViolations,
  control,
  describedText,
  expectMessageBeside,
  POLL,
  skipEnquiryPopup,
  toast,
} from './forms-support.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A page whose clock the test moves (the popup's 10 s), with the enquiry popup not yet seen. */
async function openWithClock(viewport: { width: number; height: number }, path: string): Promise<Page> {
  const page = await openPage(browser, viewport);
  await page.clock.install();
  await page.goto(webUrl(path));
  return page;
}

// One width (desktop, where the box's 400 px limit is narrower than the screen; at 390 px it could not be
// wider anyway): checking and subscribing work alike at every width, and every test at phone width shows the
// footer with the box.
describe('newsletter box at desktop', () => {
  it('checks the email, subscribes it, and answers a second subscription politely', async () => {
    const viewport = VIEWPORTS.desktop;
    const page = await openPage(browser, viewport);
    await skipEnquiryPopup(page);
    await page.goto(webUrl('/customer-enquiry'));
    const email = page.getByLabel('Subscribe to our newsletter');
    await email.scrollIntoViewIfNeeded();
    expect(await email.getAttribute('type')).toBe('email');
    const box = await email.evaluate((el) => el.closest('form')?.getBoundingClientRect().width ?? 0);
    expect(box).toBeLessThanOrEqual(400);

    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    await email.fill('not-an-email');
    await subscribe.click();
    await expectMessageBeside(email, 'Enter a valid email address.');
    expect(await email.inputValue()).toBe('not-an-email');

    const address = `news-${viewport.width}-${Date.now()}@example.com`;
    await email.fill(address);
    await subscribe.click();
    await toast(page, 'Thank you for subscribing to our newsletter!').first().waitFor();
    await expect.poll(() => email.inputValue(), POLL).toBe('');
    expect(await describedText(email)).toBe('');

    await email.fill(address.toUpperCase());
    await subscribe.click();
    await toast(page, 'You are already subscribed. Thank you!').first().waitFor();
    await page.close();
  });
});

describe('enquiry popup', () => {
  it('appears by itself 10 s after load at 1366 px, closes, and stays closed for the visit', async () => {
    const page = await openWithClock(VIEWPORTS.desktop, '/contact-us');
    const dialog = page.getByRole('dialog', { name: 'Enquiry' });
    await page.getByRole('button', { name: 'Enquiry', exact: true }).waitFor();
    await page.clock.fastForward(9_000);
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward(1_500);
    await dialog.waitFor();
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(420);
    expect(await control(dialog, 'Message').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Not again in the same visit, even after a reload.
    await page.reload();
    await page.clock.fastForward(15_000);
    expect(await dialog.count()).toBe(0);
    // The floating button still opens it.
    await page.getByRole('button', { name: 'Enquiry', exact: true }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('never appears by itself over the dealer area, the quotes or the quick order', async () => {
    // The demo customer the seed makes (README's demo logins): these pages are behind the login.
    const login = await unwrap(
      publicApi().POST('/api/customer/login', {
        body: { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' },
      }),
    );
    for (const path of ['/dealer', '/my-quotes', '/quick-order']) {
      const page = await openPage(browser, VIEWPORTS.desktop);
      await withSession(page, login.token, login.token_validity);
      await page.clock.install();
      await page.goto(webUrl(path));
      await page.getByRole('button', { name: 'Enquiry', exact: true }).waitFor();
      await page.clock.fastForward(15_000);
      // The popup's code loads when it first opens: give it the seconds it takes where it does open.
      await expect(page.getByRole('dialog').waitFor({ timeout: 4_000 }), path).rejects.toThrow();
      expect(new URL(page.url()).pathname, 'still on the page, logged in').toBe(path);
      await page.close();
    }
  });

  it('never appears at 390 px, and the floating button is not shown', async () => {
    const page = await openWithClock(VIEWPORTS.phone, '/contact-us');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.clock.fastForward(30_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enquiry', exact: true }).isVisible()).toBe(false);
    await page.close();
  });

  it('sends a customer enquiry with its message, keeping what was typed on an error', async () => {
    const page = await openWithClock(VIEWPORTS.desktop, '/');
    await page.getByRole('button', { name: 'Enquiry', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Enquiry' });
    await dialog.waitFor();
    const values = {
      'First Name': 'Maya',
      'Last Name': 'Shrestha',
      Email: 'maya@example.com',
      Phone: '9841000007',
      Address: 'Pulchowk, Lalitpur',
    };
    for (const [label, value] of Object.entries(values)) await control(dialog, label).fill(value);
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expectMessageBeside(control(dialog, 'Message'), 'This field is required.');
    for (const [label, value] of Object.entries(values)) {
      expect(await control(dialog, label).inputValue()).toBe(value);
    }
    await control(dialog, 'Message').fill('Please call me about a kitchen sink.');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await toast(page, 'Thank you for your enquiry! Our team will contact you shortly.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });
});
