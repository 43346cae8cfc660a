// A product's design in the product editor (docs/tiles.md "Designs") in Chromium against the real stack: the
// owner creates a design by its names in English and Nepali, it becomes the product's with its finish (and
// the finish in Nepali), the
// save reaches the storefront's design answer at once, the design's members are listed under the picker, and
// the product leaves the design again; the section passes axe and fits 360 and 1366 px. With
// SCREENSHOTS=<folder> the section is pictured there.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DEV_OWNER,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  logIn,
  openPage,
  sharedBrowser,
} from './browser.js';

let browser: Awaited<ReturnType<typeof sharedBrowser>>;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const SHOTS = process.env.SCREENSHOTS ?? '';
const designOf = async (slug: string) => {
  const res = await fetch(`${inject('apiUrl')}/api/products/${slug}/design`, {
    headers: { 'X-Api-Key': 'e2e-admin-storefront-key' },
  });
  return (
    (await res.json()) as { design: { title: string; title_ne: string | null; members: Member[] } | null }
  ).design;
};
interface Member {
  slug: string;
  finish: string | null;
  finish_ne: string | null;
  current: boolean;
}

/** Opens the products list's first product and answers its storefront slug. */
async function openFirstProduct(page: Page): Promise<string> {
  await page.goto(adminUrl('/products'));
  await page.getByRole('region', { name: 'Products' }).locator('tbody tr a').first().click();
  await page.getByRole('button', { name: 'Save the product' }).waitFor();
  const address = (await page.getByText('on the storefront at').textContent()) ?? '';
  return address.split('/products/')[1]?.trim() ?? '';
}

const section = (page: Page) => page.getByRole('region', { name: 'Design' });

async function picture(page: Page, name: string) {
  if (!SHOTS) return;
  await section(page).scrollIntoViewIfNeeded();
  await section(page).screenshot({ path: `${SHOTS}/${name}.png` });
}

it('creates a design in the product editor, saves the product in it with its finish, and takes it out again', async () => {
  const page = await openPage(browser, { width: 1366, height: 900 });
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  const slug = await openFirstProduct(page);
  expect(slug).not.toBe('');
  const name = `E2E marble look ${Date.now().toString(36)}`;
  const design = section(page);
  // A design needs its name: empty is refused beside the field, nothing created.
  await design.getByRole('button', { name: 'Create the design' }).click();
  await expect
    .poll(() => design.getByRole('textbox', { name: /^Name$/ }).getAttribute('aria-invalid'))
    .toBe('true');
  await design.getByRole('textbox', { name: /^Name$/ }).fill(name);
  await design.getByRole('textbox', { name: /^Name in Nepali/ }).fill('परीक्षण मार्बल');
  await design.getByRole('button', { name: 'Create the design' }).click();
  // The new design is picked at once.
  await expect
    .poll(() => design.getByRole('combobox', { name: 'Design' }).locator('option:checked').textContent())
    .toContain(name);
  await design.getByRole('textbox', { name: 'Finish', exact: true }).fill('Matt');
  await design.getByRole('textbox', { name: /^Finish in Nepali/ }).fill('म्याट');
  await expectNoAxeViolations(page, 'the product editor with its design');
  await picture(page, 'admin-design-1366');
  await page.getByRole('button', { name: 'Save the product' }).click();
  await expect.poll(async () => (await designOf(slug))?.title, { timeout: 15_000 }).toBe(name);
  const saved = await designOf(slug);
  expect(saved?.title_ne).toBe('परीक्षण मार्बल');
  expect(saved?.members.find((m) => m.current)).toMatchObject({ slug, finish: 'Matt', finish_ne: 'म्याट' });

  // At 360 px the section fits, its members listed (none other yet).
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await design.getByText('No other product is in this design yet.').waitFor();
  await expectNoSidewaysScroll(page, 'the product editor at 360 px');
  await picture(page, 'admin-design-360');

  // Out of the design again.
  await design.getByRole('combobox', { name: 'Design' }).selectOption('');
  await page.getByRole('button', { name: 'Save the product' }).click();
  await expect.poll(() => designOf(slug), { timeout: 15_000 }).toBeNull();
  await page.close();
});
