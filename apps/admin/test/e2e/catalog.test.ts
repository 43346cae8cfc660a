// The catalogue in Chromium against the real stack: the owner creates a product with a picture and a
// formatted description, publishes it, and the storefront shows it at once; a CSV with bad lines is
// imported and its report read; axe and no sideways scroll on every catalogue screen at 390 and 1280 px.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  logIn,
  openPage,
  openScreen,
  PHONE,
  PHONE_WIDTHS,
  screenshot,
  sharedBrowser,
} from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A real PNG picture: Chromium draws a coloured page and photographs it. */
async function pictureFile(page: Page): Promise<Buffer> {
  const painter = await page.context().newPage();
  await painter.setViewportSize({ width: 800, height: 600 });
  await painter.setContent(
    '<body style="margin:0;background:linear-gradient(135deg,#1d6fa5,#f2c14e)"></body>',
  );
  const png = await painter.screenshot({ type: 'png' });
  await painter.close();
  return png;
}

it('creates a product with a picture and a formatted description; published, the storefront shows it', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  await page.getByRole('region', { name: 'Products' }).locator('tbody tr').first().waitFor();
  await expectNoAxeViolations(page, 'the products list');
  await screenshot(page, 'products-desktop');

  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const title = `Chromium Test Basin ${code}`;
  await page.getByRole('textbox', { name: /^Title\b(?! in Nepali)/ }).fill(title);
  // Its name in Nepali too, for the storefront's Nepali pages.
  await page.getByRole('textbox', { name: /^Title in Nepali/ }).fill(`परीक्षण बेसिन ${code}`);
  await page.getByLabel('Product code').fill(code);
  await page.getByRole('textbox', { name: /^Price \(Rs\)/ }).fill('18500');
  await page.getByLabel('In stock', { exact: true }).fill('12');
  const category = page.getByLabel('Category');
  const firstCategory = await category.locator('option').nth(1).getAttribute('value');
  await category.selectOption(firstCategory ?? '');
  // The description: typed in the editor, one word made bold with its toolbar.
  const editor = page.getByRole('textbox', { name: 'Description', exact: true });
  await editor.click();
  await page.keyboard.type('A deep basin for everyday use. ');
  await page
    .getByRole('toolbar', { name: 'Description: formatting' })
    .getByRole('button', { name: 'Bold' })
    .click();
  await page.keyboard.type('Easy to clean.');
  await editor.locator('strong', { hasText: 'Easy to clean.' }).waitFor();
  await page.locator('input[type=file]').setInputFiles({
    name: 'basin.png',
    mimeType: 'image/png',
    buffer: await pictureFile(page),
  });
  await page.getByRole('img', { name: 'Picture 1' }).waitFor();
  await page.getByLabel('Picture 1: what it shows').fill('The basin from above');
  await page.getByLabel('Published (shown on the storefront)').check();
  await expectNoAxeViolations(page, 'the new product form');
  await screenshot(page, 'product-new-desktop');
  await page.getByRole('button', { name: 'Create the product' }).click();
  await page.waitForURL(/\/products\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const address = (await page.getByText('on the storefront at').textContent()) ?? '';
  const slug = address.split('/products/')[1]?.trim() ?? '';
  expect(slug).not.toBe('');

  // The storefront shows it at once: its page, its price, the picture, the sanitised formatted description.
  const shop = await openPage(browser, DESKTOP);
  await shop.goto(`${inject('shopUrl')}/products/${slug}`);
  await shop.getByRole('heading', { level: 1, name: title }).waitFor();
  await shop.getByRole('img', { name: 'The basin from above' }).first().waitFor();
  await shop.locator('strong', { hasText: 'Easy to clean.' }).first().waitFor();
  // In Nepali, the Nepali name.
  await shop.goto(`${inject('shopUrl')}/ne/products/${slug}`);
  await shop.getByRole('heading', { level: 1, name: `परीक्षण बेसिन ${code}` }).waitFor();

  // Unpublished, the storefront no longer has it.
  await page.getByLabel('Published (shown on the storefront)').uncheck();
  await page.getByRole('button', { name: 'Save the product' }).click();
  await page.getByText('Not published').waitFor();
  const gone = await fetch(`${inject('apiUrl')}/api/products/${slug}`, {
    headers: { 'X-Api-Key': 'e2e-admin-storefront-key' },
  });
  expect(gone.status).toBe(404);
});

it('imports a CSV with bad lines: the report says which lines went in and why the others were refused', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/products/import'));
  await page.getByRole('heading', { level: 1, name: 'Import or export products' }).waitFor();
  // The library's file picker (docs/back-office.md "Catalogue"), as on the storefront: its button and what it
  // says are the app's words, not the browser's.
  const picker = page.getByRole('form', { name: 'Import products' });
  await picker.getByText('Choose file', { exact: true }).waitFor();
  await picker.getByText('No file chosen').waitFor();
  await expectNoAxeViolations(page, 'the import screen');
  // The screen names every column the export writes, the tiles' packaging, finish and sample ones too.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const header = (await readFile((await download.path()) ?? '', 'utf8')).split(/\r?\n/)[0]?.split(',') ?? [];
  expect(header).toEqual(expect.arrayContaining(['pieces_per_box', 'finish_ne', 'weight_kg']));
  const help = (await page.getByRole('region', { name: 'Import', exact: true }).textContent()) ?? '';
  expect(header.filter((column) => !new RegExp(`\\b${column}\\b`).test(help))).toEqual([]);
  const stamp = Date.now().toString(36).toUpperCase();
  const csv = [
    'product_code,title,price,brand,published',
    `CSV-${stamp}-1,Imported Mirror,4500,,true`,
    `CSV-${stamp}-2,Bad Price,four thousand,,true`,
    `CSV-${stamp}-3,Unknown Brand,100,no-such-brand,true`,
    `CSV-${stamp}-4,,100,,true`,
  ].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await picker.getByText('Chosen: products.csv').waitFor();
  await page.getByRole('button', { name: 'Import' }).click();
  await page
    .getByRole('region', { name: 'Report' })
    .getByRole('status')
    .filter({ hasText: '1 created, 0 updated, 0 unchanged, 3 refused.' })
    .waitFor();
  const rows = page.getByRole('region', { name: 'Lines of the file' }).locator('tbody tr');
  expect(await rows.count()).toBe(4);
  // Refused lines first, each with its reason.
  expect(await rows.nth(0).textContent()).toContain('price "four thousand" is not a whole number of rupees.');
  expect(await rows.nth(1).textContent()).toContain('There is no brand "no-such-brand".');
  expect(await rows.nth(2).textContent()).toContain('A new product needs a title.');
  expect(await rows.nth(3).textContent()).toContain('Created');
  await expectNoAxeViolations(page, 'the import report');
  await screenshot(page, 'product-import-desktop');
});

it('an import says it is all-or-nothing; the recent imports show each one done with its counts or failed with the reason', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/products/import'));
  await page.getByRole('heading', { level: 1, name: 'Import or export products' }).waitFor();
  await page.getByText(/^All or nothing\. .*nothing of the file is imported/).waitFor();
  const recent = page.getByRole('list', { name: 'Imports, newest first' }).getByRole('listitem');
  const file = page.getByLabel('CSV file');
  const importFile = async (name: string, csv: string) => {
    await file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import' }).click();
  };
  const stamp = Date.now().toString(36).toUpperCase();

  // Done: its counts, and who ran it, at the top of the list once it ends.
  await importFile(
    'two-lines.csv',
    ['product_code,title,price', `ALL-${stamp}-1,Imported Towel Rail,7200`, `ALL-${stamp}-2,,100`].join('\n'),
  );
  await page
    .getByRole('region', { name: 'Report' })
    .getByText('1 created, 0 updated, 0 unchanged, 1 refused.')
    .waitFor();
  await recent
    .first()
    .filter({ hasText: 'Done' })
    .filter({ hasText: '2 lines: 1 created, 0 updated, 0 unchanged, 1 refused.' })
    .filter({ hasText: 'Shop Owner' })
    .waitFor();
  await expectNoAxeViolations(page, 'the recent imports');
  await screenshot(page, 'product-import-recent-desktop');

  // Failed midway (a quote never closed on its third line): the reason, and nothing of the file imported,
  // not even its good second line.
  await importFile(
    'broken.csv',
    ['product_code,title,price', `ALL-${stamp}-3,Good Line,500`, `ALL-${stamp}-4,"Broken title,500`].join(
      '\n',
    ),
  );
  const alert = page.getByRole('alert');
  await alert.waitFor();
  const reason = ((await alert.textContent()) ?? '').trim();
  expect(reason).not.toBe('');
  await recent.first().filter({ hasText: 'Failed: nothing imported' }).filter({ hasText: reason }).waitFor();
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sajilo-admin-session') ?? '{}') as { token?: string }).token,
  );
  const found = (await (
    await fetch(`${inject('apiUrl')}/api/admin/products?q=ALL-${stamp}-3`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { total: number };
  expect(found.total).toBe(0);
  // The done one is still listed, below.
  await recent.nth(1).filter({ hasText: 'Done' }).waitFor();
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'product-import-recent-360');
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (name, viewport) => {
  it('every catalogue screen passes axe and fits the screen', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
    const screens: [string, string][] = [
      ['/products', 'Products'],
      ['/products/new', 'New product'],
      ['/products/import', 'Import or export products'],
      ['/categories', 'Categories'],
      ['/brands-colours-sizes', 'Brands, colours and sizes'],
    ];
    for (const [path, heading] of screens) {
      await openScreen(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectNoAxeViolations(page, `${heading} (${name})`);
      await screenshot(page, `catalog-${path.slice(1).replace(/\//g, '-')}-${name}`);
    }
    // An existing product's form.
    await openScreen(page, '/products');
    await page.getByRole('region', { name: 'Products' }).locator('tbody tr a').first().click();
    await page.getByRole('button', { name: 'Save the product' }).waitFor();
    await expectNoAxeViolations(page, `a product (${name})`);
    await screenshot(page, `catalog-product-${name}`);
  });
});

it('names a colour in Nepali beside its English name; the list shows it', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/brands-colours-sizes'));
  const colours = page.getByRole('region', { name: 'Colours' });
  const change = colours.getByRole('button', { name: /^Change / }).first();
  await change.waitFor();
  const name = ((await change.getAttribute('aria-label')) ?? '').replace(/^Change /, '');
  await change.click();
  const form = page.getByRole('form', { name: `Change ${name}` });
  const nepali = form.getByLabel('Name in Nepali');
  const before = await nepali.inputValue();
  await nepali.fill('परीक्षण रङ');
  await form.getByRole('button', { name: 'Save the colour' }).click();
  const row = colours.getByRole('row').filter({ hasText: name }).first();
  await expect.poll(() => row.textContent()).toContain('परीक्षण रङ');
  // Saved, the form is a new colour's again; the name goes back as it was.
  await page.getByRole('form', { name: 'New colour' }).waitFor();
  await colours.getByRole('button', { name: `Change ${name}` }).click();
  await page
    .getByRole('form', { name: `Change ${name}` })
    .getByLabel('Name in Nepali')
    .fill(before);
  await page
    .getByRole('form', { name: `Change ${name}` })
    .getByRole('button', { name: 'Save the colour' })
    .click();
  await page.getByRole('form', { name: 'New colour' }).waitFor();
});

it('moves a category up in its level; the list shows the new order', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/categories'));
  const items = page.getByRole('region', { name: 'The tree' }).locator('li');
  await items.first().waitFor();
  // The second top-level category moves above the first.
  const tops = await page.getByRole('button', { name: /^Move .* up$/ }).all();
  const enabled: string[] = [];
  for (const b of tops) if (await b.isEnabled()) enabled.push((await b.getAttribute('aria-label')) ?? '');
  const label = enabled[0] ?? '';
  const moved = label.replace(/^Move /, '').replace(/ up$/, '');
  const before = (await items.allTextContents()).findIndex((t) => t.startsWith(moved));
  await page.getByRole('button', { name: label }).click();
  await expect
    .poll(async () => (await items.allTextContents()).findIndex((t) => t.startsWith(moved)), {
      timeout: 15_000,
    })
    .toBeLessThan(before);
});

it('product codes and prices never wrap mid-value in the product list, at any phone width', async () => {
  const page = await openPage(browser, { width: PHONE_WIDTHS[0], height: 800 });
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  // A tile's code as the trade writes them, and a price of seven figures on sale.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('sajilo-admin-session') ?? '{}') as { token?: string }).token,
  );
  const code = `GVT-600X1200-MATT-${Date.now().toString(36).toUpperCase()}`;
  const res = await fetch(`${inject('apiUrl')}/api/admin/products`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Glazed vitrified floor tile, matt grey',
      product_code: code,
      price: 1_250_000,
      sale_price: 1_199_000,
    }),
  });
  expect(res.status, await res.text()).toBe(201);
  await page.goto(adminUrl(`/products?q=${code}`));
  const rows = page.getByRole('region', { name: 'Products' }).locator('tbody tr');
  await rows.filter({ hasText: code }).waitFor();
  const wrapped: string[] = [];
  for (const width of [...PHONE_WIDTHS, DESKTOP.width]) {
    await page.setViewportSize({ width, height: 800 });
    // Each value (a text of the Code and Price columns) on one line: its boxes all on one top.
    const found = await page.evaluate(() => {
      const table = document.querySelector('section[aria-label="Products"] table');
      const heads = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent?.trim());
      const columns = ['Code', 'Price'].map((name) => heads.indexOf(name));
      const out: string[] = [];
      for (const row of table?.querySelectorAll('tbody tr') ?? []) {
        for (const column of columns) {
          const walker = document.createTreeWalker(row.children[column] ?? row, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (tops.size > 1) out.push(`"${node.textContent}" on ${tops.size} lines`);
          }
        }
      }
      return out;
    });
    for (const value of found) wrapped.push(`at ${width} px: ${value}`);
  }
  expect(wrapped, 'values wrapped mid-value').toEqual([]);
  await expectNoSidewaysScroll(page, 'the product list');
});
