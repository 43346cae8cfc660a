import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, DESKTOP, demoUrl, openPage, sharedBrowser } from './browser';

describe('per-partner theme colour and locale (data-theme, data-locale)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => browser && closeContexts(browser));

  // Background and text colours as #rrggbb. The contrast colour is computed in LCH and serialised as
  // lch(L 0 0): with no chroma, L 100 is white and L 0 black.
  const colours = async (button: Locator) => {
    const values = await button.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d');
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color].map((colour) => {
        if (!context) return colour;
        context.fillStyle = colour;
        return String(context.fillStyle);
      });
    });
    return values.map((value) => ({ 'lch(100 0 0)': '#ffffff', 'lch(0 0 0)': '#000000' })[value] ?? value);
  };
  const subscribeButton = (page: Page, name: string) =>
    page.locator('[data-sajilo="subscribe"]').getByRole('button', { name });

  it('speaks Nepali and wears the partner’s colour, with readable text on it', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(demoUrl('plain&enquiry-auto=false&locale=ne&theme=%23b45309'));
    const box = page.locator('[data-sajilo="subscribe"]');
    await box.getByRole('heading', { name: 'समाचारपत्र' }).waitFor();
    expect(await colours(subscribeButton(page, 'सदस्यता लिनुहोस्'))).toEqual(['#b45309', '#ffffff']);
    expect(await colours(page.getByRole('button', { name: 'सोधपुछ' }))).toEqual(['#b45309', '#ffffff']);
    // The widget asks the server in its language (Accept-Language), so the server's answer is Nepali too.
    await box.getByLabel('इमेल').fill(`sita.${Date.now()}@example.com`);
    await subscribeButton(page, 'सदस्यता लिनुहोस्').click();
    await box.getByRole('status').filter({ hasText: 'हाम्रो न्यूजलेटरको सदस्यता लिनुभएकोमा धन्यवाद!' }).waitFor();
    await page.context().close();
  });

  it('words the support ticket’s file pickers in Nepali: its own button, never the browser’s English', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(demoUrl('enquiry-auto=false&locale=ne'));
    const form = page.locator('[data-sajilo="support-ticket"]');
    await form.scrollIntoViewIfNeeded();
    const buttons = form.locator('label').filter({ hasText: 'फाइल छान्नुहोस्' });
    await buttons.first().waitFor({ timeout: 10_000 });
    expect(await buttons.count()).toBe(2);
    expect(await form.getByText('कुनै फाइल छानिएको छैन').count()).toBe(2);
    // The native input stays for the keyboard and the form, hidden by the library's rule the shadow root keeps.
    const input = form.locator('input[type="file"]').first();
    expect((await input.boundingBox())?.width).toBeLessThanOrEqual(1);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), buttons.first().click()]);
    await chooser.setFiles({ name: 'warranty.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await form.getByText('छानिएका: warranty.png').waitFor();
    await page.context().close();
  });

  it('puts dark text on a light theme colour, and ignores a colour that is not one', async () => {
    const light = await openPage(browser, DESKTOP);
    await light.goto(demoUrl('plain&enquiry-auto=false&theme=%23fde047'));
    await light.locator('[data-sajilo="subscribe"]').getByRole('heading', { name: 'Newsletter' }).waitFor();
    expect(await colours(subscribeButton(light, 'Subscribe'))).toEqual(['#fde047', '#000000']);
    expect(await colours(light.getByRole('button', { name: 'Enquiry' }))).toEqual(['#fde047', '#000000']);

    const wrong = await openPage(browser, DESKTOP);
    await wrong.goto(demoUrl('plain&enquiry-auto=false&theme=not-a-colour'));
    await wrong.locator('[data-sajilo="subscribe"]').getByRole('heading', { name: 'Newsletter' }).waitFor();
    // The default primary colour, #0F5C4A (docs/customer.md §9 theme).
    expect(await colours(subscribeButton(wrong, 'Subscribe'))).toEqual(['#0f5c4a', '#ffffff']);
    expect(await colours(wrong.getByRole('button', { name: 'Enquiry' }))).toEqual(['#0f5c4a', '#ffffff']);
  });
});
