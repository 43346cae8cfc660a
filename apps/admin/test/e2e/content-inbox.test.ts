// Content, inbox, subscribers and partner keys in Chromium against the real stack: a staff member handles a
// support ticket and downloads its attachment (the dashboard's count follows); a page and a blog post edited
// in the back office show on the storefront at once; a partner key is created, works, and stops working the
// moment it is revoked; axe on every new screen at a phone's width and a desktop's.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminUrl,
  closeContexts,
  DESKTOP,
  DEV_OWNER,
  expectNoAxeViolations,
  logIn,
  openPage,
  openScreen,
  PHONE,
  screenshot,
  sharedBrowser,
} from './browser.js';
import { openTicket, PNG } from './forms.js';
import { E2E_KEY } from './stack.js';

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });
let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

/** The dashboard's count of unhandled support tickets. */
async function unhandledTickets(page: Page): Promise<number> {
  await page.goto(adminUrl('/'));
  const row = page.locator('dl div').filter({ hasText: 'Support tickets' });
  await row.waitFor();
  return Number((await row.locator('dd').textContent())?.trim());
}

it('a staff member handles a support ticket and downloads its attachment; the dashboard follows', async () => {
  await openTicket('Hari Bahadur');
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  const before = await unhandledTickets(page);
  expect(before).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
  await page.getByText(/\d+ unhandled:/).waitFor();
  await page.getByLabel('Kind').selectOption('support_ticket');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForURL(/kind=support_ticket/);
  await page.getByRole('link', { name: 'Hari Bahadur' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Support ticket from Hari Bahadur' }).waitFor();
  await page.getByText('It drips every night.').waitFor();
  await expectNoAxeViolations(page, 'an inbox item');
  await screenshot(page, 'inbox-item-desktop');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download warranty-card\.png/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('warranty-card.png');
  expect(readFileSync((await download.path()) ?? '').equals(PNG)).toBe(true);

  await page.getByRole('textbox', { name: 'Note' }).fill('Plumber visits on Sunday.');
  await page.getByLabel('Assigned to').selectOption({ label: 'Shop Owner' });
  await page.getByRole('button', { name: 'Save assignment and note' }).click();
  await page.getByText('The item is saved.').first().waitFor();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await page.getByText(/^Handled .* by /).waitFor();
  await page.getByRole('button', { name: 'Reopen' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Plumber visits on Sunday.');

  expect(await unhandledTickets(page)).toBe(before - 1);
  // Each count leads to its kind in the inbox.
  await page.getByRole('link', { name: 'Support tickets' }).click();
  await page.waitForURL(/\/inbox\?kind=support_ticket$/);
  await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
});

/** What the storefront shows at a path (the page server renders it with the API's current answers). */
async function shopPage(path: string): Promise<Page> {
  const shop = await openPage(browser, DESKTOP);
  await shop.goto(`${inject('shopUrl')}${path}`);
  return shop;
}

it('a page and a blog post edited in the back office show on the storefront at once', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
  await page.getByRole('heading', { level: 1, name: 'Content: Pages' }).waitFor();
  await page.getByRole('link', { name: /^who we are$/i }).click();
  await page.getByRole('heading', { level: 1, name: /^Edit page: / }).waitFor();
  await page.getByRole('textbox', { name: /^Title\b(?! in Nepali)/ }).fill('Who We Are, since 1995');
  await page
    .getByRole('textbox', { name: /^Body\b(?! in Nepali)/ })
    .fill('<p>Three generations of tiles.</p><script>alert(1)</script>');
  await page.getByLabel('Page title (SEO)', { exact: true }).fill('About Sajilo (edited)');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The page is saved.').first().waitFor();
  // The server kept only the safe markup.
  await poll(() => page.getByRole('textbox', { name: /^Body\b(?! in Nepali)/ }).inputValue()).toBe(
    '<p>Three generations of tiles.</p>',
  );

  const about = await shopPage('/who-we-are');
  await about.getByRole('heading', { name: 'Who We Are, since 1995' }).first().waitFor();
  await about.getByText('Three generations of tiles.').waitFor();
  expect(await about.title()).toContain('About Sajilo (edited)');

  await page
    .getByRole('navigation', { name: 'Kinds of content' })
    .getByRole('link', { name: 'Blogs' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Content: Blogs' }).waitFor();
  const first = page.getByRole('region', { name: 'Blogs' }).locator('tbody tr').first().getByRole('link');
  await first.click();
  await page.getByRole('heading', { level: 1, name: /^Edit post: / }).waitFor();
  const slug = await page.getByRole('textbox', { name: /^Address\b/ }).inputValue();
  await page.getByRole('textbox', { name: /^Title\b(?! in Nepali)/ }).fill('Choosing tiles, revised');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The post is saved.').first().waitFor();
  const blog = await shopPage(`/blogs/${slug}`);
  await blog.getByRole('heading', { name: 'Choosing tiles, revised' }).first().waitFor();

  // A new post with a new picture, uploaded from the editor.
  await page.goto(adminUrl('/content/blogs/new'));
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#0f5c4a';
      context.fillRect(0, 0, 400, 300);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page
    .getByLabel(/^Upload a new picture/)
    .setInputFiles({ name: 'basin.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await poll(() => page.getByRole('combobox', { name: /^Picture/ }).inputValue()).toMatch(
    /^products\/upload-/,
  );
  await page.getByLabel('What the picture shows').fill('A green basin');
  await page.getByRole('textbox', { name: /^Title\b(?! in Nepali)/ }).fill('Green basins are back');
  await page.getByRole('textbox', { name: /^Address\b/ }).fill('green-basins-are-back');
  await page.getByRole('textbox', { name: /^Summary\b(?! in Nepali)/ }).fill('A colour returns.');
  await page
    .getByRole('textbox', { name: /^Body\b(?! in Nepali)/ })
    .fill('<p>Green is back in Kathmandu bathrooms.</p>');
  await page.getByRole('button', { name: 'Create the post' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit post: Green basins are back' }).waitFor();
  const created = await shopPage('/blogs/green-basins-are-back');
  await created.getByRole('heading', { name: 'Green basins are back' }).first().waitFor();
  await created.getByRole('img', { name: 'A green basin' }).first().waitFor();

  // A FAQ type added in the back office is a choice of the shop's question form at once.
  await page.goto(adminUrl('/content/faqs'));
  const newType = page.getByRole('form', { name: 'New FAQ type' });
  await newType.getByRole('textbox', { name: /^New type/ }).fill('Returns and refunds');
  await newType.getByRole('button', { name: 'Add the type' }).click();
  await page.getByRole('form', { name: 'FAQ type Returns and refunds' }).waitFor();
  const types = (await (
    await fetch(`${inject('apiUrl')}/api/faq_types`, { headers: { 'X-Api-Key': E2E_KEY } })
  ).json()) as { types: { title: string }[] };
  expect(types.types.map((t) => t.title)).toContain('Returns and refunds');
});

it('a page made in the back office is on the storefront at once; deleted, its address answers 404', async () => {
  const page = await openPage(browser, DESKTOP);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/content/pages'));
  await page.getByRole('heading', { level: 1, name: 'Content: Pages' }).waitFor();
  const list = page.getByRole('region', { name: 'Pages' });
  // A built-in page says so and has no Delete.
  const policy = list.locator('tbody tr').filter({ hasText: 'Built in · dealer-policy' });
  await policy.getByText(/^Built in: .* cannot be deleted\.$/).waitFor();
  expect(await policy.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
  // The demo's own Warranty page, made by the staff, can be.
  const warranty = list.locator('tbody tr').filter({ hasText: '/pages/warranty' });
  await warranty.getByRole('button', { name: 'Delete Warranty' }).waitFor();

  await page.getByRole('link', { name: 'New page' }).click();
  await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor();
  await page.getByRole('textbox', { name: /^Title\b(?! in Nepali)/ }).fill('Delivery information');
  await page.getByRole('textbox', { name: /^Address\b/ }).fill('Delivery Information');
  await page
    .getByRole('textbox', { name: /^Body\b(?! in Nepali)/ })
    .fill(
      '<h2>Inside the valley</h2><p>Free delivery on orders over Rs 50,000.</p><script>alert(1)</script>',
    );
  await page.getByLabel('Page title (SEO)', { exact: true }).fill('Delivery information | Sajilo');
  await page.getByLabel('Meta description', { exact: true }).fill('How and when Sajilo delivers.');
  await page.getByRole('button', { name: 'Create the page' }).click();
  // The server's rule on the address shows beside the field; what was typed stays.
  await page.getByText('This value is not in the expected format.').first().waitFor();
  expect(await page.getByRole('textbox', { name: /^Title\b(?! in Nepali)/ }).inputValue()).toBe(
    'Delivery information',
  );
  await page.getByRole('textbox', { name: /^Address\b/ }).fill('delivery-information');
  await page.getByRole('button', { name: 'Create the page' }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit page: Delivery information' }).waitFor();
  await page.getByText('The page is on the shop at /pages/delivery-information.').first().waitFor();
  await page.getByText(/^On the shop at \/pages\/delivery-information; /).waitFor();
  await poll(() => page.getByRole('textbox', { name: /^Body\b(?! in Nepali)/ }).inputValue()).toBe(
    '<h2>Inside the valley</h2><p>Free delivery on orders over Rs 50,000.</p>',
  );

  const shop = await shopPage('/pages/delivery-information');
  await shop.getByRole('heading', { level: 1, name: 'Delivery information' }).waitFor();
  await shop.getByRole('heading', { name: 'Inside the valley' }).waitFor();
  expect(await shop.title()).toBe('Delivery information | Sajilo');
  const nepali = await fetch(`${inject('shopUrl')}/ne/pages/delivery-information`);
  expect(nepali.status).toBe(200);
  expect(await nepali.text()).toContain('Free delivery on orders over Rs 50,000.');

  await page.goto(adminUrl('/content/pages'));
  // The list as the check needs it: drawn, with the new page in it.
  await list.getByRole('link', { name: 'Delivery information' }).waitFor();
  await expectNoAxeViolations(page, 'the pages with a page the staff made');
  page.once('dialog', (dialog) => dialog.accept());
  await list.getByRole('button', { name: 'Delete Delivery information' }).click();
  await page.getByText('The page is deleted; its address answers "not found".').first().waitFor();
  await poll(() => list.getByRole('link', { name: 'Delivery information' }).count()).toBe(0);

  const gone = await fetch(`${inject('shopUrl')}/pages/delivery-information`);
  expect(gone.status).toBe(404);
  await shop.reload();
  await shop.getByText('This page does not exist').first().waitFor();
});

it('a partner key is shown once, works from its origin, and stops at once when revoked', async () => {
  const page = await openPage(browser, PHONE);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/partners'));
  await page.getByRole('heading', { level: 1, name: 'Partner keys' }).waitFor();
  const form = page.getByRole('form', { name: 'New partner key' });
  await form.getByLabel('Partner').fill('Everest Tiles');
  await form.getByLabel('Origins').fill('https://everest-tiles.example/shop');
  await form.getByRole('button', { name: 'Create the key' }).click();
  // The server's message beside the field; what was typed stays.
  await form.getByText('This value is not in the expected format.').waitFor();
  await form.getByLabel('Origins').fill('https://everest-tiles.example');
  await form.getByRole('button', { name: 'Create the key' }).click();
  const key = (await page.getByTestId('partner-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^sjp_/);
  await expectNoAxeViolations(page, 'a new partner key');
  await screenshot(page, 'partners-phone');

  const subscribe = (email: string) =>
    fetch(`${inject('apiUrl')}/api/subscribers`, {
      method: 'POST',
      headers: {
        'X-Api-Key': key,
        Origin: 'https://everest-tiles.example',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email }),
    });
  expect((await subscribe('first-fan@example.com')).status).toBe(201);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: "Revoke Everest Tiles's key" }).click();
  await page.getByRole('cell', { name: /^Revoked / }).waitFor();
  expect((await subscribe('second-fan@example.com')).status).toBe(403);

  // The subscriber it sent keeps its partner.
  await page.goto(adminUrl('/subscribers?q=first-fan'));
  await page.getByRole('cell', { name: 'Everest Tiles' }).waitFor();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (name, viewport) => {
  it('every new screen passes axe and fits the width', async () => {
    const page = await openPage(browser, viewport);
    await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const label of ['Inbox', 'Content', 'Subscribers', 'Partner keys']) {
      await nav.getByRole('link', { name: label }).waitFor();
    }
    const screens: [string, string | RegExp, string][] = [
      ['/inbox?state=all', 'Inbox', 'inbox'],
      ['/content/pages', 'Content: Pages', 'content-pages'],
      ['/content/pages/new', 'New page', 'content-new-page'],
      ['/content/blogs', 'Content: Blogs', 'content-blogs'],
      ['/content/blogs/new', 'New post', 'content-new-post'],
      ['/content/faqs', 'Content: FAQs', 'content-faqs'],
      ['/content/catalogues', 'Content: Catalogues', 'content-catalogues'],
      ['/content/plugins', 'Content: Plugins', 'content-plugins'],
      ['/content/plugins/new', 'New plugin', 'content-new-plugin'],
      ['/subscribers', 'Subscribers', 'subscribers'],
      ['/partners', 'Partner keys', 'partners'],
    ];
    for (const [path, heading, shot] of screens) {
      await openScreen(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // A spinner is a status too: the screen's table or form, not the spinner before them.
      await page.getByRole('table').or(page.getByRole('form')).first().waitFor();
      await expectNoAxeViolations(page, path);
      await screenshot(page, `${shot}-${name}`);
    }
    // An edited record's form, and an inbox item.
    await openScreen(page, '/content/catalogues');
    await page
      .getByRole('region', { name: 'Catalogues' })
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .click();
    await page.getByRole('heading', { level: 1, name: /^Edit catalogue: / }).waitFor();
    await expectNoAxeViolations(page, 'a catalogue in the editor');
    await screenshot(page, `content-edit-catalogue-${name}`);
    await openScreen(page, '/inbox?state=all');
    await page.getByRole('region', { name: 'Items' }).locator('tbody tr').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: / from / }).waitFor();
    await expectNoAxeViolations(page, 'an inbox item');
    await screenshot(page, `inbox-item-${name}`);
  });
});

it('“Mark handled” keeps the note typed beside it, and an assignment chosen', async () => {
  await openTicket('Gita Notes', 'The flush leaks.');
  const page = await openPage(browser, PHONE);
  await logIn(page, DEV_OWNER.email, DEV_OWNER.password);
  await page.goto(adminUrl('/inbox?kind=support_ticket'));
  await page.getByRole('link', { name: 'Gita Notes' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Support ticket from Gita Notes' }).waitFor();
  await page.getByRole('textbox', { name: 'Note' }).fill('Called her: the plumber goes on Monday.');
  await page.getByLabel('Assigned to').selectOption({ label: 'Shop Owner' });
  // Straight to Mark handled, without the form's own button.
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await page.getByText(/^Handled .* by /).waitFor();
  // What the server kept, read afresh.
  await page.reload();
  await page.getByText(/^Handled .* by /).waitFor();
  expect(await page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe(
    'Called her: the plumber goes on Monday.',
  );
  expect(await page.getByLabel('Assigned to').locator('option:checked').textContent()).toBe('Shop Owner');
  await screenshot(page, 'inbox-item-handled-phone');
});
