import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, DESKTOP, demoUrl, openPage, sharedBrowser } from './browser';

// Each page opens every widget: the subscribe box (in view), the support ticket (scrolled to), the popup
// (the partner's "Ask Sajilo" button) and the floating button; the popup's own timer is off.
async function openAllWidgets(page: Page, query: string): Promise<void> {
  await page.goto(demoUrl(`enquiry-auto=false&${query}`));
  await page.locator('[data-sajilo="subscribe"]').getByRole('heading', { name: 'Newsletter' }).waitFor();
  await page.locator('[data-sajilo="support-ticket"]').scrollIntoViewIfNeeded();
  const ticket = page.locator('[data-sajilo="support-ticket"]');
  await ticket
    .getByLabel('Complaint symptom')
    .locator('option', { hasText: 'Leakage' })
    .waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Ask Sajilo' }).click();
  await page.getByRole('dialog', { name: 'Send us an enquiry' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'box-sizing',
  'display',
  'visibility',
  'width',
  'height',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-left',
  'border-top-width',
  'border-top-color',
  'position',
  'z-index',
  'margin-right',
] as const;

/** Every element inside every widget's shadow root, with the computed styles that matter. */
function widgetStyles(page: Page) {
  return page.evaluate((properties) => {
    const hosts = Array.from(document.querySelectorAll('body *')).filter((element) => element.shadowRoot);
    return hosts.flatMap((host) =>
      Array.from(host.shadowRoot?.querySelectorAll('*') ?? []).map((element) => {
        const style = getComputedStyle(element);
        return [
          element.tagName,
          ...properties.map((name) => `${name}: ${style.getPropertyValue(name)}`),
        ].join('; ');
      }),
    );
  }, PROPERTIES);
}

/**
 * The partner's own elements, with the same computed styles but their size (the widgets fill them); the
 * elements that hold a widget among them: nothing inside may restyle them (position, stacking, margins).
 */
function pageStyles(page: Page) {
  return page.evaluate(
    (properties) => {
      const elements = document.querySelectorAll(
        'body, header, h1, nav a, h2, p, .products li, button.ask, aside, footer, [data-sajilo]',
      );
      return Array.from(elements, (element) => {
        const style = getComputedStyle(element);
        return [
          element.tagName,
          ...properties.map((name) => `${name}: ${style.getPropertyValue(name)}`),
        ].join('; ');
      });
    },
    PROPERTIES.filter((name) => name !== 'width' && name !== 'height'),
  );
}

describe('isolation between the widgets and the partner page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => browser && closeContexts(browser));

  it("looks the same whatever the partner's global CSS says", async () => {
    const plain = await openPage(browser, DESKTOP);
    const aggressive = await openPage(browser, DESKTOP);
    await openAllWidgets(plain, 'plain');
    await openAllWidgets(aggressive, '');
    // The aggressive rules really apply to the partner's page…
    const text = (page: Page) =>
      page
        .locator('#products p')
        .first()
        .evaluate((p) => getComputedStyle(p).fontSize);
    expect(await text(aggressive)).toBe('30px');
    expect(await text(plain)).toBe('18px');
    // …and change nothing inside the widgets' shadow roots.
    const [before, after] = [await widgetStyles(plain), await widgetStyles(aggressive)];
    expect(before.length).toBeGreaterThan(100);
    expect(after).toEqual(before);
    await plain.context().close();
    await aggressive.context().close();
  });

  it('leaks no styles and no globals but `Sajilo` into the partner page', async () => {
    const without = await openPage(browser, DESKTOP);
    const withWidgets = await openPage(browser, DESKTOP);
    await without.goto(demoUrl('widgets=off&plain'));
    await openAllWidgets(withWidgets, 'plain');
    await withWidgets.keyboard.press('Escape');

    expect(await pageStyles(withWidgets)).toEqual(await pageStyles(without));
    const globals = (page: Page) => page.evaluate(() => Object.keys(window));
    const base = new Set(await globals(without));
    expect((await globals(withWidgets)).filter((name) => !base.has(name))).toEqual(['Sajilo']);
    const sheets = (page: Page) =>
      page.evaluate(() => ({
        styleSheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        head: Array.from(document.head.children, (element) => element.tagName).filter(
          (tag) => tag !== 'SCRIPT',
        ),
      }));
    expect(await sheets(withWidgets)).toEqual(await sheets(without));
    await without.context().close();
    await withWidgets.context().close();
  });

  it('has no accessibility violations inside the widgets (axe)', async () => {
    const page = await openPage(browser, DESKTOP);
    await openAllWidgets(page, 'plain');
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe: {
        run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
      } = Reflect.get(window, 'axe');
      const result = await axe.run(
        {
          include: [
            ['[data-sajilo="subscribe"]'],
            ['[data-sajilo="support-ticket"]'],
            ['[data-sajilo-enquiry]'],
          ],
        },
        { resultTypes: ['violations'] },
      );
      return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
