// Phone-number accounts in Chromium on the real stack (docs/customer.md "Phone-number accounts"): a shopper
// registers with a name and a Nepali mobile number, reads the 6-digit code from the simulated SMS inbox
// (@sajilo/gateways, as from a phone) and types it; later logs in the same way from the login screen, in
// English and in Nepali, at 360 and 1366 px, with no sideways scroll; an email account adds its number on the
// profile and then logs in with it; an account without an email checks out without one, its order texted.
// With SCREENSHOTS=1 the screens are pictured under .reports/screenshots/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cheapestInCart, newShopper } from './accounts.js';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
};
const WAIT = { timeout: 15_000 } as const;
const PHONE = { width: 360, height: 780 } as const;
const WIDE = { width: 1366, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

let numbers = 0;
/**
 * A number no other test of the run uses (the simulator keeps every message of the run): the describes
 * ask for theirs at the same millisecond, so each call steps on as well.
 */
const freshNumber = () => {
  numbers += 1;
  return `98${String((Date.now() + numbers * 7919) % 100_000_000).padStart(8, '0')}`;
};

/** The newest code the simulator's inbox holds for `national`, once there are `count` messages. */
async function codeFromInbox(national: string, count: number): Promise<{ code: string; text: string }> {
  for (let i = 0; i < 300; i++) {
    const res = await fetch(`${inject('gatewayUrl')}/sms/messages?to=${national}`);
    const list = (await res.json()) as { text: string }[];
    if (list.length >= count && list[0]) {
      return { code: /\b(\d{6})\b/.exec(list[0].text)?.[1] ?? '', text: list[0].text };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no SMS #${count} for ${national}`);
}

/** Types the number, asks for the code, reads it from the inbox and types it. */
async function byPhone(page: Page, national: string, count: number, words: Words, name?: string) {
  await page.getByRole('button', { name: words.usePhone }).first().click();
  if (name) await page.getByRole('textbox', { name: words.fullName }).fill(name);
  await page.getByRole('textbox', { name: words.mobile }).fill(`+977 ${national}`);
  await page.getByRole('button', { name: words.send }).click();
  const input = page.getByRole('textbox', { name: words.code });
  await input.waitFor(WAIT);
  expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await input.getAttribute('inputmode')).toBe('numeric');
  // The resend timer counts down before a new code can be asked for.
  await expect(page.getByRole('button', { name: words.resendIn }).isDisabled()).resolves.toBe(true);
  const { code, text } = await codeFromInbox(national, count);
  await input.fill(code);
  return text;
}

interface Words {
  usePhone: string;
  fullName: string;
  mobile: string;
  send: string;
  code: string;
  resendIn: RegExp;
  login: string;
}
const EN: Words = {
  usePhone: 'Use phone number',
  fullName: 'Full Name',
  mobile: 'Mobile Number',
  send: 'Send the code',
  code: '6-digit code',
  resendIn: /^Send a new code in \d+ s$/,
  login: 'Login',
};
const NE: Words = {
  usePhone: 'फोन नम्बर प्रयोग गर्नुहोस्',
  fullName: 'पूरा नाम',
  mobile: 'मोबाइल नम्बर',
  send: 'कोड पठाउनुहोस्',
  code: '6 अङ्कको कोड',
  resendIn: /सेकेन्डपछि नयाँ कोड पठाउनुहोस्$/,
  login: 'लगइन',
};

/** The stack lets a number ask for another code after 2 s (stack.ts). */
const interval = () => new Promise((r) => setTimeout(r, 2_100));

describe('an account with a mobile number', () => {
  const national = freshNumber();

  it('registers at 360 px with the code from the SMS inbox', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(webUrl('/register'));
    await page.getByRole('button', { name: EN.usePhone }).waitFor(WAIT);
    await shot(page, 'phone-register-360-en');
    const text = await byPhone(page, national, 1, EN, 'Sita Sharma');
    expect(text).toMatch(/^\d{6} is your Sajilo code/);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'phone-register-code-360-en');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(/\/dashboard$/, WAIT);
  });

  it('logs in at 360 px in Nepali, the code written in Nepali', async () => {
    await interval();
    const page = await openPage(browser, PHONE);
    await page.goto(webUrl('/ne/login'));
    await page.getByRole('button', { name: NE.usePhone }).first().waitFor(WAIT);
    await shot(page, 'phone-login-360-ne');
    const text = await byPhone(page, national, 2, NE);
    expect(text).toMatch(/^\d{6} तपाईंको सजिलो कोड हो।/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'phone-login-code-360-ne');
    await page.getByRole('button', { name: NE.login, exact: true }).click();
    await page.waitForURL(/\/ne\/dashboard$/, WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);

    // The account has no email: the checkout marks the field optional instead of required.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    await cheapestInCart(token);
    await page.goto(webUrl('/ne/checkouts'));
    await page.getByRole('heading', { name: 'बिलिङ विवरण' }).waitFor(WAIT);
    const email = page.getByRole('textbox', { name: /^इमेल/ });
    expect(await email.inputValue()).toBe('');
    expect(await email.getAttribute('required')).toBeNull();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'phone-checkout-360-ne');
  });

  it('logs in at 1366 px; a wrong code is refused and the right one then works', async () => {
    await interval();
    const page = await openPage(browser, WIDE);
    await page.goto(webUrl('/login'));
    await page.getByRole('button', { name: EN.usePhone }).first().waitFor(WAIT);
    const text = await byPhone(page, national, 3, EN);
    const right = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    await page.getByRole('textbox', { name: EN.code }).fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: EN.login, exact: true }).click();
    await page
      .getByText('This code is wrong or has expired. Check it, or ask for a new one.')
      .first()
      .waitFor(WAIT);
    await shot(page, 'phone-login-wrong-1366-en');
    await page.getByRole('textbox', { name: EN.code }).fill(right);
    await page.getByRole('button', { name: EN.login, exact: true }).click();
    await page.waitForURL(/\/dashboard$/, WAIT);

    // The cart filled in Nepali is checked out without an email: the order is placed and texted.
    await page.goto(webUrl('/checkouts'));
    await page.getByRole('heading', { name: 'Billing Details' }).waitFor(WAIT);
    expect(await page.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe('');
    await page.getByLabel(/^Province/).selectOption('Gandaki Province');
    await page.getByLabel(/^District/).selectOption('Kaski');
    await page.getByLabel(/^Municipality/).fill('Pokhara Metropolitan City');
    await page.getByLabel(/^Ward/).selectOption('17');
    await page.getByLabel(/^Street Address/).fill('Lakeside');
    await page.getByLabel(/^Phone Number/).fill(national);
    await shot(page, 'phone-checkout-1366-en');
    await page.getByRole('button', { name: 'Checkout Now' }).click();
    await page.getByRole('status').filter({ hasText: 'Your order has been placed.' }).first().waitFor(WAIT);
    expect((await codeFromInbox(national, 4)).text).toMatch(
      /^Sajilo: your order SJ-\d{6} \(Rs [\d,]+\) is placed\./,
    );
    await shot(page, 'phone-checkout-placed-1366-en');
  });
});

describe('an email account adds its mobile number on the profile', () => {
  const national = freshNumber();

  it('verifies the number in Nepali at 360 px, and logs in with it at 1366 px', async () => {
    const page = await openPage(browser, PHONE);
    await newShopper('mobile', page);
    await page.goto(webUrl('/ne/update-profile'));
    const section = page.getByRole('region', { name: 'मोबाइल नम्बरबाट लग इन गर्नुहोस्' });
    await section.getByText('पासवर्डबिना').waitFor(WAIT);
    await section.getByRole('textbox', { name: NE.mobile }).fill(national);
    await section.getByRole('button', { name: NE.send }).click();
    const input = section.getByRole('textbox', { name: NE.code });
    await input.waitFor(WAIT);
    await input.fill((await codeFromInbox(national, 1)).code);
    await section.getByRole('button', { name: 'नम्बर प्रमाणित गर्नुहोस्' }).click();
    // The profile is fetched again: the section now names the number the account logs in with.
    await section.getByText(`तपाईं ${national} र`).waitFor(WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'profile-mobile-360-ne');

    await interval();
    const wide = await openPage(browser, WIDE);
    await wide.goto(webUrl('/login'));
    await wide.getByRole('button', { name: EN.usePhone }).first().waitFor(WAIT);
    await byPhone(wide, national, 2, EN);
    await wide.getByRole('button', { name: EN.login, exact: true }).click();
    await wide.waitForURL(/\/dashboard$/, WAIT);
    await wide.goto(webUrl('/update-profile'));
    await wide.getByText(`You can log in with ${national} and a code`).waitFor(WAIT);
    await shot(wide, 'profile-mobile-1366-en');
  });
});

describe('the simulated SMS inbox', () => {
  it('lists the messages per number, newest first, and says nothing is sent (360 px)', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${inject('gatewayUrl')}/sms`);
    await page.getByRole('heading', { name: 'Simulated SMS — nothing is sent' }).waitFor(WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'sms-inbox-360');
  });
});
