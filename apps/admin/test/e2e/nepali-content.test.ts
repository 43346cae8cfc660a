// docs/nepal.md "Content in Nepali": a blog post edited in both languages in Chromium against the real stack.
// The editor lays each field and its Nepali twin side by side on a desktop and one above the other on a
// phone; what is saved shows on the storefront's Nepali page, the English on the English page, and a Nepali
// text cleared shows the English again (marked lang="en").
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
  sharedBrowser,
  sidewaysOffenders,
} from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

async function shopPage(path: string): Promise<Page> {
  const shop = await openPage(browser, DESKTOP);
  await shop.goto(`${inject('shopUrl')}${path}`);
  return shop;
}

/** The first blog post's editor, logged in. */
async function blogEditor(page: Page): Promise<string> {
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/content/blogs'));
  await page.getByRole('heading', { level: 1, name: 'Content: Blogs' }).waitFor();
  await page.getByRole('region', { name: 'Blogs' }).locator('tbody tr').first().getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: /^Edit post: / }).waitFor();
  return page.getByRole('textbox', { name: /^Address\b/ }).inputValue();
}

const english = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}\\b(?! in Nepali)`) });
const nepali = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name} in Nepali`) });

it('edits a blog post in English and Nepali side by side; each language’s page shows its own', async () => {
  const page = await openPage(browser, DESKTOP);
  const slug = await blogEditor(page);
  // Side by side: the Nepali twin beside the English, at the same height, marked as Nepali.
  const left = await english(page, 'Title').boundingBox();
  const right = await nepali(page, 'Title').boundingBox();
  expect(left && right && right.x > left.x + left.width - 1 && Math.abs(right.y - left.y) < 4).toBe(true);
  expect(await nepali(page, 'Title').getAttribute('lang')).toBe('ne');
  for (const name of ['Summary', 'Body', 'Page title \\(SEO\\)', 'Meta description']) {
    await nepali(page, name).waitFor();
  }

  await english(page, 'Title').fill('Floor tiles for Nepali homes');
  await nepali(page, 'Title').fill('नेपाली घरका लागि भुइँका टायल');
  await nepali(page, 'Summary').fill('कुन टायल कहाँ राम्रो।');
  await nepali(page, 'Body').fill('<p>भुइँका टायल छान्दा पानी सोस्ने क्षमता हेर्नुहोस्।</p><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The post is saved.').first().waitFor();
  await expect
    .poll(() => nepali(page, 'Body').inputValue(), { timeout: 15_000 })
    .toBe('<p>भुइँका टायल छान्दा पानी सोस्ने क्षमता हेर्नुहोस्।</p>');
  await expectNoAxeViolations(page, 'the blog editor with its Nepali fields');
  await screenshot(page, 'blog-editor-nepali-desktop');

  const ne = await shopPage(`/ne/blogs/${slug}`);
  await ne.getByRole('heading', { level: 1, name: 'नेपाली घरका लागि भुइँका टायल' }).waitFor();
  await ne.getByText('भुइँका टायल छान्दा पानी सोस्ने क्षमता हेर्नुहोस्।').waitFor();
  expect(await ne.title()).toContain('नेपाली घरका लागि भुइँका टायल');
  const en = await shopPage(`/blogs/${slug}`);
  await en.getByRole('heading', { level: 1, name: 'Floor tiles for Nepali homes' }).waitFor();

  // Cleared, the Nepali page shows the English, marked as English.
  await nepali(page, 'Title').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The post is saved.').first().waitFor();
  const fallback = await shopPage(`/ne/blogs/${slug}`);
  const heading = fallback.getByRole('heading', { level: 1, name: 'Floor tiles for Nepali homes' });
  await heading.waitFor();
  expect(await heading.getAttribute('lang')).toBe('en');
});

it('on a phone each Nepali field comes under its English one, without sideways scroll', async () => {
  const page = await openPage(browser, PHONE);
  await blogEditor(page);
  const top = await english(page, 'Summary').boundingBox();
  const under = await nepali(page, 'Summary').boundingBox();
  expect(top && under && under.y > top.y + top.height - 1).toBe(true);
  expect(await sidewaysOffenders(page)).toEqual([]);
  await screenshot(page, 'blog-editor-nepali-phone');
});
