// docs/nepal.md "Content in Nepali": a banner's Nepali picture, uploaded in the banner editor beside the
// English one in Chromium against the real stack. The pictures sit side by side on a desktop (one above the
// other on a phone), a file that is not a picture is refused for the Nepali one as for the English, and the
// saved banner shows its Nepali picture on the storefront's Nepali home page and its English one on the
// English home page.
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

/** A PNG drawn in the page (a flat colour, `width` × `height`), as a person's file. */
async function png(page: Page, colour: string, width = 1200, height = 450): Promise<Buffer> {
  const data = await page.evaluate(
    ({ colour, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = colour;
        context.fillRect(0, 0, width, height);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { colour, width, height },
  );
  return Buffer.from(data, 'base64');
}

/** The first banner slide's picture for banner `id` on a storefront page. */
async function heroSrc(path: string, id: string): Promise<string | null> {
  const shop = await openPage(browser, DESKTOP);
  await shop.goto(`${inject('shopUrl')}${path}`);
  const img = shop.locator(`[data-banner="${id}"] img`).first();
  await img.waitFor({ state: 'attached' });
  return img.getAttribute('src');
}

it('uploads a banner’s Nepali picture beside the English one; the Nepali home page shows it', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/content/banners/new'));
  await page.getByRole('heading', { level: 1, name: 'New banner' }).waitFor();

  const englishBox = await page.locator('fieldset[data-field="image"]').boundingBox();
  const nepaliBox = await page.locator('fieldset[data-field="image_ne"]').boundingBox();
  expect(
    englishBox &&
      nepaliBox &&
      nepaliBox.x > englishBox.x + englishBox.width - 1 &&
      nepaliBox.y === englishBox.y,
  ).toBe(true);

  // The same checks as the English picture: a file that is not a picture is refused by its content.
  await page.getByLabel(/^Upload a new Nepali picture/).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  });
  await page
    .locator('fieldset[data-field="image_ne"]')
    .getByRole('alert')
    .filter({ hasText: 'The picture must be a JPEG, PNG or WebP file.' })
    .waitFor();

  await page
    .getByLabel(/^Upload a new picture/)
    .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: await png(page, '#0f5c4a') });
  await page
    .getByLabel(/^Upload a new Nepali picture/)
    .setInputFiles({ name: 'offer-ne.png', mimeType: 'image/png', buffer: await png(page, '#b5523b') });
  const english = page.getByRole('combobox', { name: /^Picture\b(?! in Nepali)/ });
  const nepali = page.getByRole('combobox', { name: /^Picture in Nepali/ });
  await expect.poll(() => english.inputValue(), { timeout: 15_000 }).toMatch(/^products\/upload-/);
  await expect.poll(() => nepali.inputValue(), { timeout: 15_000 }).toMatch(/^products\/upload-/);
  const englishPath = await english.inputValue();
  const nepaliPath = await nepali.inputValue();
  expect(nepaliPath).not.toBe(englishPath);
  expect(await page.getByLabel('What the Nepali picture shows').getAttribute('lang')).toBe('ne');
  await page.getByLabel('What the Nepali picture shows').fill('तिहारका बत्ती');
  await page.getByLabel('What the picture shows').fill('Tihar lights');

  await page.getByRole('textbox', { name: /^Title\b(?! in Nepali)/ }).fill('Tihar lights');
  await page.getByRole('textbox', { name: /^Title in Nepali/ }).fill('तिहारका बत्ती');
  // Last on the home page, so the other suites' first banner stays the seed's.
  await page.getByRole('spinbutton', { name: /^Order/ }).fill('99');
  await page.getByRole('button', { name: 'Create the banner' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit banner: Tihar lights' }).waitFor();
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(id).toMatch(/^\d+$/);
  // The saved record keeps both.
  expect(await nepali.inputValue()).toBe(nepaliPath);
  await expectNoAxeViolations(page, 'the banner editor with its Nepali picture');
  await screenshot(page, 'banner-editor-nepali-picture-desktop');

  expect(await heroSrc(`/ne`, id)).toContain(nepaliPath);
  expect(await heroSrc(`/`, id)).toContain(englishPath);

  // Back to none: the Nepali page shows the English picture again.
  await nepali.selectOption('');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The banner is saved.').first().waitFor();
  expect(await heroSrc(`/ne`, id)).toContain(englishPath);
});

it('on a phone the Nepali picture sits under the English one, nothing wider than the screen', async () => {
  const page = await openPage(browser, PHONE);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/content/banners/new'));
  await page.getByRole('heading', { level: 1, name: 'New banner' }).waitFor();
  const englishBox = await page.locator('fieldset[data-field="image"]').boundingBox();
  const nepaliBox = await page.locator('fieldset[data-field="image_ne"]').boundingBox();
  expect(englishBox && nepaliBox && nepaliBox.y >= englishBox.y + englishBox.height).toBe(true);
  expect(await sidewaysOffenders(page)).toEqual([]);
  await screenshot(page, 'banner-editor-nepali-picture-phone');
});
