// Product detail (docs/browsing.md §2) against the real stack: gallery, facts, tabs, related and recommended
// products, SEO, and the not-found state; each at phone or desktop width (alternating).
import { createSajiloClient, type Product, type ProductSummary, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, DESKTOP, openPage, PHONE, sharedBrowser, VIEWPORTS, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

const client = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });
const productData = (slug: string) =>
  unwrap(client().GET('/api/products/{slug}', { params: { path: { slug } } })).then((d) => d.product);

const rupees = (amount: number) => `Rs ${new Intl.NumberFormat('en-IN').format(amount)}`;

/** The machine may be busy: give the page time before a check gives up. */
const poll = <T>(check: () => Promise<T> | T) => expect.poll(check, { timeout: 15_000 });

let browser: Browser;
let product: Product;
let related: ProductSummary[];
let recommended: ProductSummary[];

beforeAll(async () => {
  browser = await sharedBrowser();
  // A tile: tiles come with a swatch and a room picture, so the gallery has thumbnails.
  const listing = await unwrap(
    client().GET('/api/categories/{slug}', { params: { path: { slug: 'tiles' } } }),
  );
  const first = listing.products[0];
  if (!first) throw new Error('the seeded tiles category has no products');
  const path = { params: { path: { slug: first.slug } } };
  product = await productData(first.slug);
  related = (await unwrap(client().GET('/api/products/{slug}/related', path))).products;
  recommended = (await unwrap(client().GET('/api/products/{slug}/recommended', path))).products;
  expect(product.images.length).toBeGreaterThanOrEqual(2);
  expect(product.tabs.length).toBeGreaterThanOrEqual(1);
  expect(related.length).toBeGreaterThan(0);
  expect(recommended.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await closeContexts(browser);
});

async function openProduct(viewport: { width: number; height: number }): Promise<Page> {
  const page = await openPage(browser, viewport);
  await page.goto(webUrl(`/products/${product.slug}`));
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  return page;
}

const mainImage = (page: Page) =>
  page.getByRole('region', { name: `Images of ${product.title}` }).locator('figure img');

// One width each, alternating: the facts, the gallery's buttons and keys, the tabs and the related products'
// links are the same at every width (the page is loaded at both; seo.test.ts checks its header band's Back
// link, the part that differs).
describe('product detail at phone', () => {
  const viewport = PHONE;

  it('shows title, price in Rs, SKU, category link, size and the SEO fields', async () => {
    const page = await openProduct(viewport);
    await poll(() => page.getByText(rupees(product.price), { exact: true }).first().isVisible()).toBe(true);
    const facts = page.locator('main dl').first();
    await poll(() => facts.getByText(product.product_code, { exact: true }).isVisible()).toBe(true);
    const category = product.category;
    if (!category) throw new Error('the seeded product has no category');
    const categoryLink = facts.getByRole('link', { name: category.title });
    expect(await categoryLink.getAttribute('href')).toBe(`/products/categories/${category.slug}`);
    expect(await facts.getByText(`${product.size} ${product.size_unit}`, { exact: true }).isVisible()).toBe(
      true,
    );
    await poll(() => page.title()).toBe(product.seo_title);
    const description = `meta[name="description"][content=${JSON.stringify(product.seo_description)}]`;
    expect(await page.locator(description).count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      webUrl(`/products/${product.slug}`),
    );
    // The main image is the page's largest paint: it is not lazy.
    expect(await mainImage(page).getAttribute('loading')).toBe('eager');
    await page.close();
  });

  it('shows Description first and the product’s own tabs on demand', async () => {
    const page = await openProduct(viewport);
    const tabs = page.getByRole('tablist', { name: 'Product information' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Description', ...product.tabs.map((tab) => tab.title)]);
    const description = page.getByRole('tab', { name: 'Description' });
    expect(await description.getAttribute('aria-selected')).toBe('true');

    const ownTab = product.tabs[0];
    if (!ownTab) throw new Error('need a tab');
    const own = page.getByRole('tab', { name: ownTab.title, exact: true });
    await own.click();
    expect(await own.getAttribute('aria-selected')).toBe('true');
    expect(await description.getAttribute('aria-selected')).toBe('false');
    const panel = page.getByRole('tabpanel', { name: ownTab.title, exact: true });
    // The seeded 'Additional Information' tab is a table that repeats the SKU.
    await poll(() => panel.textContent()).toContain(product.product_code);
    expect(await page.getByRole('tabpanel', { name: 'Description' }).count()).toBe(0);
    await page.close();
  });
});

describe('product detail at desktop', () => {
  const viewport = DESKTOP;

  it('changes the main image from the thumbnails, by click and by keyboard', async () => {
    const page = await openProduct(viewport);
    const [firstImage, secondImage] = product.images;
    if (!firstImage || !secondImage) throw new Error('need two images');
    const count = product.images.length;
    expect(await mainImage(page).getAttribute('src')).toBe(firstImage.image.url);

    const second = page.getByRole('button', { name: `Show image 2 of ${count}` });
    await second.click();
    await poll(() => mainImage(page).getAttribute('src')).toBe(secondImage.image.url);
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText(`Image 2 of ${count}`).isVisible()).toBe(true);

    // Arrow keys move between thumbnails and show the image.
    await second.press('ArrowLeft');
    await poll(() => mainImage(page).getAttribute('src')).toBe(firstImage.image.url);
    const firstThumb = page.getByRole('button', { name: `Show image 1 of ${count}` });
    expect(await firstThumb.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('lists related and recommended products that lead to their own pages', async () => {
    const page = await openProduct(viewport);
    const relatedList = page.getByRole('complementary', { name: 'Related Products' });
    await poll(() => relatedList.getByRole('link').count()).toBe(related.length);
    expect(
      await relatedList.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(related.map((p) => `/products/${p.slug}`));

    const recommendedGrid = page.getByRole('list', { name: 'Recommended Product' });
    await poll(() => recommendedGrid.getByRole('link').count()).toBe(recommended.length);
    expect(
      await recommendedGrid
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(recommended.map((p) => `/products/${p.slug}`));

    const target = related[0];
    if (!target) throw new Error('need a related product');
    await relatedList.getByRole('link', { name: target.title }).click();
    await page.waitForURL(webUrl(`/products/${target.slug}`));
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    // A new product starts its gallery at its own first image.
    const next = await productData(target.slug);
    await poll(() =>
      page
        .getByRole('region', { name: `Images of ${target.title}` })
        .locator('figure img')
        .getAttribute('src'),
    ).toBe((next.images[0]?.image ?? next.image).url);
    await page.close();
  });
});

describe('product detail, unknown slug', () => {
  it('says the product was not found', async () => {
    const page = await openPage(browser, VIEWPORTS.phone);
    await page.goto(webUrl('/products/no-such-product-anywhere'));
    await poll(() => page.getByText('No product found', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe(
      '/products',
    );
    await page.close();
  });
});
