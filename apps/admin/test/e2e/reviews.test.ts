// Reviews in Chromium against the real stack (docs/back-office.md "Reviews"): the owner opens the seeded
// reviews waiting to be checked, approves one (it leaves the waiting list), rejects one with a reason and replies to one; axe on the screen at a phone's width and a
// desktop's, and no sideways scroll.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  logIn,
  openPage,
  PHONE,
  screenshot,
  settled,
  sharedBrowser,
  sidewaysOffenders,
} from './browser.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const WAIT = { timeout: 15_000 } as const;

/** The storefront's approved reviews of a product, as the shop's pages read them. */
async function shownReviews(slug: string) {
  const res = await fetch(`${inject('apiUrl')}/api/products/${slug}/reviews`, {
    headers: { 'X-Api-Key': E2E_KEY },
  });
  return (await res.json()) as { reviews: { body: string; reply: { body: string } | null }[] };
}

async function openReviews(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
  await page.getByText(/\d+ waiting to be checked\./).waitFor(WAIT);
}

it('the owner approves, rejects with a reason and replies; the storefront follows', async () => {
  const page = await openPage(browser, DESKTOP);
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await openReviews(page);
  await page.getByLabel('State').selectOption('pending');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await page.waitForURL(/status=pending/);
  await settled(page);
  await expectNoAxeViolations(page, 'the reviews waiting');
  await screenshot(page, 'reviews-desktop');

  // The seed's waiting reviews: approve the first.
  const approve = page.getByRole('button', { name: /^Approve / }).first();
  const first = page.getByRole('row').filter({ has: approve });
  const body = (await first.locator('p').first().textContent())?.trim() ?? '';
  await approve.click();
  await page.getByText('Review approved.').waitFor(WAIT);
  // It left the waiting list, and the storefront shows it.
  await expect.poll(() => page.getByText(body).count(), WAIT).toBe(0);

  // Reject the next with a reason.
  const reject = page.getByRole('button', { name: /^Reject / }).first();
  await reject.click();
  await page.getByLabel('Reason (mailed to the customer)').fill('It describes another product.');
  await page.getByRole('button', { name: 'Reject review' }).click();
  await page.getByText('Review rejected.').waitFor(WAIT);

  // Reply to an approved review.
  await page.getByLabel('State').selectOption('approved');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await page.waitForURL(/status=approved/);
  await settled(page);
  const replyTo = page.getByRole('button', { name: /^(Edit reply|Reply) to / }).first();
  const replyName = (await replyTo.getAttribute('aria-label')) ?? '';
  await replyTo.click();
  await page.getByLabel('The shop’s reply (empty removes it)').fill('Thank you for your review!');
  await page.getByRole('button', { name: 'Save reply' }).click();
  await page.getByText('Reply saved.').waitFor(WAIT);
  await page.getByText('Thank you for your review!').first().waitFor(WAIT);
  expect(replyName).toMatch(/^(Edit reply|Reply) to .+'s review of .+$/);
  await screenshot(page, 'reviews-approved-desktop');
  expect(await sidewaysOffenders(page)).toEqual([]);
  await page.close();
});

it('fits a phone, without sideways scroll, and passes axe', async () => {
  const page = await openPage(browser, PHONE);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/reviews'));
  await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
  await page.getByText(/\d+ waiting to be checked\./).waitFor(WAIT);
  await expectNoAxeViolations(page, 'the reviews on a phone');
  expect(await sidewaysOffenders(page)).toEqual([]);
  await screenshot(page, 'reviews-phone');
  await page.close();
});

it('shows an approved review on the storefront with its reply', async () => {
  // The seed's trending products carry approved reviews (packages/seed's reviews.ts); one has the reply above
  // or the seed's own.
  const trending = (await (
    await fetch(`${inject('apiUrl')}/api/products/trending/list`, { headers: { 'X-Api-Key': E2E_KEY } })
  ).json()) as { products: { product_slug: string }[] };
  const replies = await Promise.all(
    trending.products.map(async (p) => (await shownReviews(p.product_slug)).reviews.filter((r) => r.reply)),
  );
  expect(replies.flat().length).toBeGreaterThan(0);
});
