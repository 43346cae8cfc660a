// Debian's Chromium driven by playwright-core (never a downloaded browser), with the checks every screen
// gets: no uncaught error, no Content-Security-Policy violation, and axe finds nothing.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keptPage } from '@sajilo/bench/browser';
import type { Browser, Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** The seeded development owner (README, "For the shop's staff"). */
export const DEV_OWNER = { email: 'owner@sajilo.com.np', password: 'sajilo-owner-password' } as const;

/** The suite's one Chromium (@sajilo/bench/browser): a file takes it and closes its contexts when it ends. */
export { closeContexts, sharedBrowser } from '@sajilo/bench/browser';

export const adminUrl = (path = '/') => `${inject('adminUrl')}${path}`;

const require = createRequire(import.meta.url);

/**
 * A page at a viewport that fails its test on an uncaught error or any policy violation: one an earlier test
 * left unspoilt, emptied (`keptPage` of @sajilo/bench/browser: no cookie, storage or history of that
 * test), or a new context's.
 */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  let kept: Awaited<ReturnType<typeof keptPage>> | undefined;
  // Registered first, so it runs after the check below (vitest runs them last first).
  onTestFinished(async (context) => {
    await kept?.done(context.task.result?.state === 'fail');
  });
  kept = await keptPage(
    browser,
    viewport,
    // The back office keeps nothing in session storage.
    { emptied: [new URL(adminUrl()).origin, new URL(inject('apiUrl')).origin] },
    async () => {
      const context = await browser.newContext({ viewport });
      // A step that hangs fails as itself, well inside the test's own timeout (60 s), naming what it waited for.
      context.setDefaultTimeout(25_000);
      const page = await context.newPage();
      const found: string[] = [];
      violations.set(page, found);
      page.on('pageerror', (error) => {
        throw error;
      });
      page.on('console', (message) => {
        if (/violates the following Content Security Policy/i.test(message.text()))
          found.push(message.text());
      });
      return page;
    },
  );
  const { page } = kept;
  const found = violations.get(page) ?? [];
  found.splice(0);
  onTestFinished(() => {
    expect(found.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  return page;
}

/** The Content-Security-Policy violations of each page, not yet checked. */
const violations = new WeakMap<Page, string[]>();

/** axe-core on the page as it is (evaluated through DevTools, which the page's policy does not govern). */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await page.evaluate(readFileSync(require.resolve('axe-core'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
    );
  });
  expect(violations, `axe on ${what}`).toEqual([]);
}

/** Nothing sticks out sideways: the page is as wide as the viewport (the offenders named when not). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return (
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        // What a scrolling region holds scrolls inside it, not the page.
        .filter((el) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(up).overflowX)) return false;
          }
          return true;
        })
        .slice(0, 8)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${el.className} right=${Math.round(el.getBoundingClientRect().right)}`,
        )
    );
  });
  expect(wide, `${what} scrolls sideways`).toEqual([]);
}

/** A screenshot for people to look at (`.reports/screens/`), when SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, name);
  if (!process.env.SCREENSHOTS) return;
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.reports', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Logs in through the login screen and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(adminUrl('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}
