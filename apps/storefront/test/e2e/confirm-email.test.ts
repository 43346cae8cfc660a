// docs/customer.md §2.2 "Registration" in Chromium on the real stack, in English and in Nepali: the right
// password of an account whose email is not confirmed yet shows the server's message and "Send the link
// again", which mails a new link and keeps what was typed; the link opens /confirm-email, which says it is
// confirming, sends the token once and to the API only, and goes to /login with the email filled in and the
// server's answer; the login then works. A link the server refuses says so and asks for a new one. Every
// state is seen at 360 and 1366 px with no sideways scroll (pictures with SCREENSHOTS=1, under .reports/).
// Registering through the register screen and confirming is the journey of customer.test.ts.

import { mkdirSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkToken, mailedConfirmationLink, register } from './accounts.js';
import { axeViolations, closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';

const PASSWORD = 'correct horse battery staple';
const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
const WAIT = { timeout: 15_000 } as const;
/** The narrow phone most shoppers here hold, and a laptop. */
const WIDTHS = [360, 1366] as const;
const HEIGHT = { 360: 800, 1366: 900 } as const;

/** What each language's pages say: the storefront's words and the server's (in the page's language). */
const LANGUAGES = {
  en: {
    prefix: '',
    login: 'Login',
    email: 'Email Address',
    password: 'Password',
    sendAgain: 'Send the link again',
    sendNew: 'Send a new link',
    confirming: 'Confirming your email…',
    notConfirmed: 'Confirm your email first: open the link we mailed you, or ask for a new one.',
    resent: 'If that account is waiting for confirmation, we have sent a new link.',
    confirmed: 'Your email is confirmed. Please log in.',
    invalid: 'This confirmation link is invalid or has expired. Ask for a new one.',
    noCode: 'This link has no confirmation code. Open the link from the email again.',
  },
  ne: {
    prefix: '/ne',
    login: 'लगइन',
    email: 'इमेल ठेगाना',
    password: 'पासवर्ड',
    sendAgain: 'लिङ्क फेरि पठाउनुहोस्',
    sendNew: 'नयाँ लिङ्क पठाउनुहोस्',
    confirming: 'तपाईंको इमेल पुष्टि गर्दै…',
    notConfirmed: 'पहिले आफ्नो इमेल पुष्टि गर्नुहोस्: हामीले पठाएको लिङ्क खोल्नुहोस्, वा नयाँ माग्नुहोस्।',
    resent: 'त्यो खाता पुष्टिको पर्खाइमा छ भने, हामीले नयाँ लिङ्क पठाएका छौँ।',
    confirmed: 'तपाईंको इमेल पुष्टि भयो। कृपया लगइन गर्नुहोस्।',
    invalid: 'यो पुष्टि लिङ्क अमान्य छ वा यसको म्याद सकिएको छ। नयाँ माग्नुहोस्।',
    noCode: 'यो लिङ्कमा पुष्टि कोड छैन। इमेलमा भएको लिङ्क फेरि खोल्नुहोस्।',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

let serial = 0;
const newEmail = (tag: string) => {
  serial += 1;
  return `${tag}-${Date.now().toString(36)}-${serial}@example.com`;
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The field whose label is exactly `label`, with the required asterisk it may carry. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** A message the screen keeps in view (not a toast, which goes). */
const notice = (page: Page, text: string) => page.locator('p[role="status"]').filter({ hasText: text });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * Looks at the screen as it is at 360 and at 1366 px: the document is never wider than the screen (docs/
 * design.md "Nepal facts": most phones here are 360 px wide), and with SCREENSHOTS=1 a picture of each is
 * kept, the screen's card scrolled to the top. The page goes back to 360 px after.
 */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT[width] });
    const overflow = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await document.fonts.ready;
      return document.documentElement.scrollWidth - document.documentElement.clientWidth;
    });
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    if (process.env.SCREENSHOTS) {
      // A phone shows the card from its top (clear of the header); a laptop shows the whole screen as it is.
      await page.evaluate(() => {
        const card = window.innerWidth < 600 ? document.querySelector('main section') : null;
        window.scrollTo(0, card ? Math.max(0, card.getBoundingClientRect().top + window.scrollY - 96) : 0);
      });
      await page.screenshot({ path: `${SHOTS}${name}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] });
}

describe.each(Object.entries(LANGUAGES))('email confirmation in %s', (language, words) => {
  const at = (path: string) => webUrl(`${words.prefix}${path}`);

  it('says a login waits for the confirmation, mails the link again keeping what was typed; the link confirms once and the login works', async () => {
    const email = newEmail(`confirm-${language}`);
    await register({
      first_name: 'Asha',
      last_name: 'Gurung',
      phone_number: '9841234567',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const first = await mailedConfirmationLink(email);
    const page = await openPage(browser, { width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] });

    // The right password before the email is confirmed: the server's 403 message, nothing typed lost.
    await page.goto(at('/login'));
    await page.getByRole('heading', { name: words.login, level: 1 }).waitFor();
    await field(page, words.email).fill(email);
    await field(page, words.password).fill(PASSWORD);
    await page.getByRole('button', { name: words.login, exact: true }).click();
    await alert(page, words.notConfirmed).waitFor();
    expect(pathOf(page)).toBe(`${words.prefix}/login`);
    expect(await field(page, words.email).inputValue()).toBe(email);
    expect(await field(page, words.password).inputValue()).toBe(PASSWORD);

    // "Send the link again": the server's answer (the same for any address), a new link in the mail, the
    // form as it was.
    await page.getByRole('button', { name: words.sendAgain }).click();
    await notice(page, words.resent).waitFor();
    const link = await mailedConfirmationLink(email, first);
    expect(await field(page, words.email).inputValue()).toBe(email);
    expect(await field(page, words.password).inputValue()).toBe(PASSWORD);
    expect(await axeViolations(page)).toEqual([]);
    await lookAt(page, `login-unconfirmed-${language}`);

    // The new link, opened on a page in this language: "confirming" while the token is on its way (held
    // here until that is seen), the token sent once and only in the API call's body.
    const token = linkToken(link);
    const carriers: string[] = [];
    page.on('request', (request: Request) => {
      const referer = request.headers().referer ?? '';
      if ([request.url(), referer, request.postData() ?? ''].some((part) => part.includes(token)))
        carriers.push(`${request.method()} ${request.url()}`);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/customer/confirm-email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(at(`/confirm-email${new URL(link).hash}`));
    await page.getByRole('status').filter({ hasText: words.confirming }).waitFor();
    await lookAt(page, `confirm-email-confirming-${language}`);
    release();

    // Confirmed: /login with the email filled in and the server's answer in view; then the login works.
    await expect.poll(() => pathOf(page), WAIT).toBe(`${words.prefix}/login`);
    await notice(page, words.confirmed).waitFor();
    expect(await field(page, words.email).inputValue()).toBe(email);
    expect(carriers).toEqual([`POST ${inject('apiUrl')}/api/customer/confirm-email`]);
    expect(await axeViolations(page)).toEqual([]);
    await lookAt(page, `confirm-email-success-${language}`);
    await field(page, words.password).fill(PASSWORD);
    await page.getByRole('button', { name: words.login, exact: true }).click();
    await expect.poll(() => pathOf(page), WAIT).toBe(`${words.prefix}/dashboard`);
    await page.close();
  });

  it('says a refused link is invalid or expired, and asks for a new one', async () => {
    const page = await openPage(browser, { width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] });
    const sent: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url() === `${inject('apiUrl')}/api/customer/confirm-email`) sent.push(request.method());
    });

    // A link cut short, with no token: said at once, nothing sent.
    await page.goto(at('/confirm-email'));
    await alert(page, words.noCode).waitFor();
    expect(sent).toEqual([]);

    // A well-formed token the server does not know: its 422 message; no "Try again" (the same link would
    // fail again), a form for a new link instead.
    await page.goto(at(`/confirm-email#token=${'Zm9yZ2VkLXRva2VuLW5vdC1pc3N1ZWQ'.padEnd(43, 'x')}`));
    await alert(page, words.invalid).waitFor();
    expect(sent).toHaveLength(1);
    expect(await page.getByRole('button', { name: /Try again|फेरि प्रयास/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await lookAt(page, `confirm-email-error-${language}`);

    // The answer is the same for any address; the screen shows it and stays.
    await field(page, words.email).fill(newEmail('nobody'));
    await page.getByRole('button', { name: words.sendNew }).click();
    await notice(page, words.resent).waitFor();
    expect(pathOf(page)).toBe(`${words.prefix}/confirm-email`);
    await lookAt(page, `confirm-email-resent-${language}`);
    expect(sent).toHaveLength(1);
    await page.close();
  });
});
