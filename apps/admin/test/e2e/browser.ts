// Debian's Chromium driven by playwright-core (never a downloaded browser), with the checks every screen
// gets: no uncaught error, no Content-Security-Policy violation, and axe finds nothing.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations, moveInApp, suitePages } from '@sajilo/bench/pages';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
/** The widths of the phones staff carry, narrowest first: none of them may scroll a screen sideways. */
export const PHONE_WIDTHS = [320, 360, 375, 390, 412] as const;

/** The seeded development owner (docs/back-office.md "Accounts"). */
export const DEV_OWNER = { email: 'owner@sajilo.com.np', password: 'sajilo-owner-password' } as const;

/** The suite's one Chromium (@sajilo/bench/browser): a file takes it and closes its contexts when it ends. */
export { closeContexts, sharedBrowser } from '@sajilo/bench/browser';

export const adminUrl = (path = '/') => `${inject('adminUrl')}${path}`;

/**
 * The suite's pages (@sajilo/bench/pages): a page an earlier test left unspoilt, emptied of that test's
 * cookies, storage and history (the back office keeps nothing in session storage), or a new context's;
 * either fails its test on an uncaught error or a Content-Security-Policy violation.
 */
export const { openPage } = suitePages({
  origins: () => ({ emptied: [new URL(adminUrl()).origin, new URL(inject('apiUrl')).origin] }),
});

/**
 * The screen is drawn with its data, which a check of the whole page needs (on a busy machine the check can
 * otherwise run between the address changing and React drawing the screen): its heading is there, nothing
 * is loading (a spinner, or a list marked aria-busy while it is fetched), and the fonts are in.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      document.querySelector('[aria-busy="true"], [role="status"][data-size]') === null,
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** axe-core on the page once it has settled (evaluated through DevTools, which the page's policy does not govern). */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await settled(page);
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

/**
 * What makes the page scroll sideways, furthest out first (deepest first among equals: the element whose edge
 * the page's width follows, not the boxes around it), or nothing when the page is as wide as the viewport.
 * What a scrolling region holds scrolls inside it, not the page, so it is left out.
 */
export function sidewaysOffenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return [];
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    const depth = (el: Element) => {
      let n = 0;
      for (let up = el.parentElement; up; up = up.parentElement) n += 1;
      return n;
    };
    const found = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > width + 0.5 && !inScroller(el))
      .sort((a, b) => b.right - a.right || depth(b.el) - depth(a.el));
    const describe = ({ el, right }: { el: Element; right: number }) => {
      const classes = [...el.classList].map((c) => `.${c}`).join('');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${classes}> "${text}" ends at ${Math.round(right)} px`;
    };
    return [
      `${root.scrollWidth} px wide in ${width} px; the widest: ${found[0] ? describe(found[0]) : 'none found'}`,
      ...found.slice(1, 5).map(describe),
    ];
  });
}

/** Nothing sticks out sideways: the page is as wide as the viewport (the offenders named when not). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await settled(page);
  expect(await sidewaysOffenders(page), `${what} scrolls sideways`).toEqual([]);
}

/**
 * A table's region does not scroll sideways either: on a phone its rows are cards (CardTable, docs/development.md
 * "Tables on phones"), so nothing is out of sight to the side. Names what is wider than the region when it is.
 */
export async function expectRegionFits(page: Page, region: string): Promise<void> {
  await settled(page);
  const fit = await page.getByRole('region', { name: region }).evaluate((el) => ({
    width: el.clientWidth,
    scrolls: el.scrollWidth,
    wider: [...el.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > el.getBoundingClientRect().right + 0.5)
      .slice(0, 3)
      .map((child) => `<${child.tagName.toLowerCase()}> "${(child.textContent ?? '').trim().slice(0, 30)}"`),
  }));
  expect(
    fit.scrolls,
    `the ${region} region scrolls sideways (${fit.scrolls} px in ${fit.width} px: ${fit.wider.join('; ')})`,
  ).toBeLessThanOrEqual(fit.width);
}

/** A screenshot for people to look at (`.reports/screens/`), when SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, name);
  if (!process.env.SCREENSHOTS) return;
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.reports', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * Shows a screen as a staff member's click on a link does: through the app's router when the page already
 * shows a screen of the app, else by loading its address. The app's code, its answers and axe-core stay in
 * the document, where a load parses the app again and an axe check puts axe-core in again, most of a
 * screen's check (docs/testing.md "Browser suites"). Done once the screen's heading is no longer the last
 * one's; the caller waits for what it needs of the screen, as after a load.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const here = page.url().startsWith(adminUrl('/')) ? new URL(page.url()) : undefined;
  const heading =
    here && `${here.pathname}${here.search}` !== path
      ? await page.evaluate(() => document.querySelector('#root h1')?.textContent ?? null)
      : null;
  if (heading === null) {
    await page.goto(adminUrl(path));
    return;
  }
  await moveInApp(page, path);
  await page.waitForFunction((before) => {
    const h1 = document.querySelector('#root h1');
    return h1 !== null && h1.textContent !== before;
  }, heading);
}

/** Logs in through the login screen and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(adminUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}
