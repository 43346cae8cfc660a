// Search results (docs/browsing.md §2) against the real stack: misspelt words still find the products (the
// server's typo tolerance), the count line names the words, and the listing's filters, sort and pages
// work on /search with the words kept in the address; the filters sit in a drawer on phones.
import { createSajiloClient, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, DESKTOP, openPage, PHONE, sharedBrowser, VIEWPORTS, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

const client = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
const search = (words: string, query: { brands?: number[]; sort?: 'asc' | 'desc'; page?: number } = {}) =>
  unwrap(client().GET('/api/search', { params: { query: { search: words, ...query } } }));

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const countLine = (page: Page) => page.getByText(/^\d+ products? found on /);
const countOf = async (page: Page) => Number((await countLine(page).textContent())?.split(' ')[0]);
const cards = (page: Page) => page.getByRole('list', { name: /^Products found on / }).getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const query = (page: Page) => new URL(page.url()).searchParams;

async function waitForCount(page: Page, expected: number) {
  await expect.poll(() => countOf(page), { timeout: 15_000 }).toBe(expected);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

// Both widths, one misspelt word at each: the words are found alike at every width (the server's typo
// tolerance), and each width checks where its filters are (a column on large screens, a drawer on phones).
describe.each([
  ['phone', PHONE, 'vitrifed', /vitrified/i],
  ['desktop', DESKTOP, 'basn', /basin/i],
] as const)('search at %s', (name, viewport, words, expected) => {
  it(`finds products for the misspelt word ${words}`, async () => {
    const answer = await search(words);
    expect(answer.totalProducts).toBeGreaterThan(0);
    const page = await openPage(browser, viewport);
    await page.goto(webUrl(`/search?query=${words}`));
    await countLine(page).waitFor({ timeout: 20_000 });
    // docs/browsing.md §2: '{n} products found on {query}'.
    expect(await countLine(page).textContent()).toBe(`${answer.totalProducts} products found on ${words}`);
    const shown = await titles(page);
    expect(shown.length).toBe(Math.min(20, answer.totalProducts));
    for (const title of shown) expect(title).toMatch(expected);
    // The words stay in the page's own search box.
    expect(await page.getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe(words);
    // The filters are a column on large screens and a drawer on phones.
    const phone = name === 'phone';
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(!phone);
    expect(await page.getByRole('button', { name: /^Filter/ }).isVisible()).toBe(phone);
    await page.close();
  });
});

// Both widths: the brand is ticked in the filter column on large screens and in the drawer on phones.
describe.each(Object.entries(VIEWPORTS))('search at %s', (name, viewport) => {
  it('filters, sorts and pages the results with the words kept in the address', async () => {
    const words = 'basn';
    const options = await unwrap(
      client().GET('/api/search/brands', { params: { query: { search: words } } }),
    );
    const brand = options.brands[0];
    if (!brand) throw new Error('no brand among the results');
    const all = await search(words);
    expect(all.totalProducts).toBeGreaterThan(20);
    const withBrand = await search(words, { brands: [brand.id] });

    const page = await openPage(browser, viewport);
    await page.goto(webUrl(`/search?query=${words}`));
    await countLine(page).waitFor({ timeout: 20_000 });

    // Page 2 differs from page 1 and keeps the words.
    const first = await titles(page);
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => query(page).get('page')).toBe('2');
    expect(query(page).get('query')).toBe(words);
    await expect.poll(async () => (await titles(page))[0]).not.toBe(first[0]);

    // A brand from the panel (the drawer on a phone); the page goes back to 1.
    const phone = name === 'phone';
    if (phone) await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = phone
      ? page.getByRole('dialog', { name: 'Advance Filter' })
      : page.getByRole('complementary', { name: 'Filters' });
    await panel.getByLabel(brand.title, { exact: true }).check();
    await expect.poll(() => query(page).get('brands')).toBe(String(brand.id));
    expect(query(page).get('page')).toBeNull();
    expect(query(page).get('query')).toBe(words);
    if (phone) await panel.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await waitForCount(page, withBrand.totalProducts);
    expect(await countLine(page).textContent()).toBe(
      `${withBrand.totalProducts} ${withBrand.totalProducts === 1 ? 'product' : 'products'} found on ${words}`,
    );

    // Sort low to high: the cheapest first.
    await page.getByLabel('Sort products').selectOption({ label: 'Price low to high' });
    await expect.poll(() => query(page).get('sort')).toBe('asc');
    const cheapest = await search(words, { brands: [brand.id], sort: 'asc' });
    await expect.poll(() => cards(page).first().getAttribute('data-slug')).toBe(cheapest.products[0]?.slug);
    const prices = await cards(page)
      .locator('data')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('value'))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Back: the brand goes, the results of the words alone return.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => query(page).get('brands')).toBeNull();
    await waitForCount(page, all.totalProducts);
    await page.close();
  });
});

describe('search without words', () => {
  it('asks what to look for and searches from its own box', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(webUrl('/search'));
    await page.getByText('What are you looking for?').waitFor({ timeout: 20_000 });
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('wash basin');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?query=wash%20basin');
    const answer = await search('wash basin');
    await waitForCount(page, answer.totalProducts);
    expect(await countLine(page).textContent()).toBe(`${answer.totalProducts} products found on wash basin`);
    await page.close();
  });
});
