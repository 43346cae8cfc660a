// The home hero in each language on the real stack with the seeded banners (docs/nepal.md "Content in
// Nepali"): the Nepali home page shows each banner's Nepali picture, server-rendered with the same widths,
// sizes and priority as the English one (the first is the page's largest paint), its alt in Nepali; the
// English home page shows the English pictures. (A banner without a Nepali picture shows its English one on
// the Nepali page, its alt marked English: src/i18n/banner-picture.test.ts.)
import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { closeContexts, DESKTOP, openPage, PHONE, sharedBrowser, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

const api = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** The attributes of the first banner's picture as the page server sends it, before any script runs. */
async function serverHero(path: string, id: number): Promise<Record<string, string>> {
  const html = await (await fetch(webUrl(path))).text();
  const slide = html.indexOf(`data-banner="${id}"`);
  expect(slide, `${path} has banner ${id}`).toBeGreaterThan(-1);
  const tag = /<img\b[^>]*>/.exec(html.slice(slide))?.[0] ?? '';
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w-]+)="([^"]*)"/g)) {
    if (name) attributes[name.toLowerCase()] = (value ?? '').replaceAll('&amp;', '&');
  }
  return attributes;
}

it('the Nepali home page sends the first banner’s Nepali picture, as fast as the English one', async () => {
  const { banners } = await unwrap(api().GET('/api/banners'));
  const first = banners[0];
  expect(first?.image_ne, 'the seed draws each banner in Nepali').toBeTruthy();
  if (!first?.image_ne) return;

  const ne = await serverHero('/ne', first.id);
  const en = await serverHero('/', first.id);
  expect(ne.src).toBe(first.image_ne.url);
  expect(ne.srcset).toBe(first.image_ne.srcset);
  expect(en.src).toBe(first.image.url);
  expect(en.srcset).toBe(first.image.srcset);
  // The same loading as the English: the largest paint, at once, with high priority, the same sizes.
  for (const name of ['sizes', 'loading', 'fetchpriority', 'decoding', 'width', 'height']) {
    expect(ne[name], name).toBe(en[name]);
  }
  expect(ne.fetchpriority).toBe('high');
  expect(ne.alt).toBe(`${first.title_ne}: ${first.description_ne}`);
  expect(ne.lang).toBeUndefined();
  expect(en.alt).toBe(`${first.title}: ${first.description}`);
});

it('in the browser each page shows its own pictures, at a phone’s width and a desktop’s', async () => {
  const { banners } = await unwrap(api().GET('/api/banners'));
  for (const viewport of [PHONE, DESKTOP]) {
    for (const [path, nepali] of [
      ['/ne', true],
      ['/', false],
    ] as const) {
      const page = await openPage(browser, viewport);
      await page.goto(webUrl(path));
      const slider = page.getByRole('region', { name: nepali ? 'ब्यानरहरू' : 'Banners' });
      await slider.locator('[data-banner] img').first().waitFor();
      for (const banner of banners) {
        const img = slider.locator(`[data-banner="${banner.id}"] img`).first();
        const shown = nepali && banner.image_ne ? banner.image_ne : banner.image;
        expect(await img.getAttribute('src'), `${path} banner ${banner.id}`).toBe(shown.url);
      }
      // The hero drawn at this width is the picture chosen: a Nepali one on /ne.
      const hero = slider.locator(`[data-banner="${banners[0]?.id}"] img`).first();
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete), { timeout: 15_000 })
        .toBe(true);
      const drawn = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(drawn.includes('-ne-'), `${path} at ${viewport.width} px drew ${drawn}`).toBe(nepali);
      await page.close();
    }
  }
});
