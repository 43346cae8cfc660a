import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER } from '../support/stack';
import { closeContexts, DESKTOP, demoUrl, openPage, sharedBrowser, stored } from './browser';

// Small real files: a 1×1 PNG and a one-page PDF (the server checks content, not names).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAWx0PqgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('support ticket on the demo partner page', () => {
  let browser: Browser;
  let page: Page;
  let form: Locator;

  beforeAll(async () => {
    browser = await sharedBrowser();
    page = await openPage(browser, DESKTOP);
    // The popup would open over the page after 10 s (enquiry.test.ts covers it).
    await page.goto(demoUrl('enquiry-auto=false'));
    form = page.locator('[data-sajilo="support-ticket"]');
  });
  afterAll(async () => browser && closeContexts(browser));

  it('loads only when scrolled near, with the symptom list from the server', async () => {
    await page.waitForTimeout(1500);
    expect(await form.evaluate((host) => host.shadowRoot === null)).toBe(true);
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('heading', { name: 'Support ticket' }).waitFor({ timeout: 10_000 });
    const symptom = form.getByLabel('Complaint symptom');
    await symptom.locator('option', { hasText: 'Leakage' }).waitFor({ state: 'attached' });
    expect(await symptom.locator('option').allTextContents()).toEqual([
      'Select symptom',
      'Leakage',
      'Crack',
      'Blockage',
      'Low water pressure',
      'Discolouration',
      'Noise',
      'Electrical fault',
      'Other',
    ]);
    // docs/customer.md §2: every field of the ticket.
    for (const label of [
      'Full name',
      'Email',
      'Mobile',
      'State',
      'City',
      'Address',
      'Street',
      'Landmark (optional)',
      'Category (optional)',
      'Product name',
      'Serial no. (optional)',
      'Purchase date',
      'Warranty card (optional)',
      'Billing card (optional)',
      'Remarks',
    ]) {
      expect(await form.getByLabel(label).count(), label).toBe(1);
    }
  });

  it('refuses a file of the wrong type or over 5 MB before sending anything', async () => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/complains') && request.method() === 'POST') sent.push(request.url());
    });
    await form.getByLabel('Warranty card (optional)').setInputFiles({
      name: 'warranty.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await form.getByLabel('Billing card (optional)').setInputFiles({
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await form.getByRole('button', { name: 'Open ticket' }).click();
    await form.getByText('Choose a JPEG, PNG, WebP or PDF file.').waitFor();
    await form.getByText('This file is larger than 5 MB.').waitFor();
    expect(await form.getByText('This field is required.').count()).toBe(11);
    expect(sent).toEqual([]);
  });

  it("shows the server's per-field messages and keeps what was typed", async () => {
    await form.getByLabel('Full name').fill('Sita Shrestha');
    // The contract's rules are checked in the browser (ram@example: see subscribe.test.ts); what only the
    // server knows is whether the chosen symptom still exists.
    await form.getByLabel('Email').fill('sita@example');
    await form.getByLabel('Mobile').fill('+977 9841 234567');
    await form.getByLabel('State').selectOption('Gandaki');
    await form.getByLabel('City').fill('Pokhara');
    await form.getByLabel('Address').fill('Ward 6, Lakeside');
    await form.getByLabel('Street').fill('Lakeside Road');
    await form.getByLabel('Category (optional)').selectOption('Sanitaryware');
    await form.getByLabel('Product name').fill('Wall-hung WC');
    await form.getByLabel('Serial no. (optional)').fill('WH-2291');
    await form.getByLabel('Purchase date').fill('2025-03-14');
    await form.getByLabel('Complaint symptom').selectOption({ label: 'Leakage' });
    await form.getByLabel('Remarks').fill('Water leaks from the flush valve after every use.');
    await form
      .getByLabel('Warranty card (optional)')
      .setInputFiles({ name: 'warranty.png', mimeType: 'image/png', buffer: PNG });
    await form
      .getByLabel('Billing card (optional)')
      .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/complains')) posts.push(request.url());
    });
    await form.getByRole('button', { name: 'Open ticket' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' }).waitFor();
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    // A symptom taken off the list after the page loaded: only the server can tell.
    await form.getByLabel('Email').fill('sita@example.com');
    await form.getByLabel('Complaint symptom').evaluate((select: HTMLSelectElement) => {
      select.append(new Option('Retired symptom', '2147483000'));
      select.value = '2147483000';
    });
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/complains') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Open ticket' }).click();
    expect((await answer).status()).toBe(400);
    await form.getByText('Choose a complaint symptom from the list.').waitFor();
    expect(await form.getByLabel('Complaint symptom').getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(1);
    await form.getByLabel('Complaint symptom').selectOption({ label: 'Leakage' });
    expect(await form.getByLabel('Remarks').inputValue()).toBe(
      'Water leaks from the flush valve after every use.',
    );
  });

  it("opens the ticket with both files, recorded with the partner's name", async () => {
    await form.getByLabel('Email').fill('sita.shrestha@example.com');
    await form.getByRole('button', { name: 'Open ticket' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Your support ticket has been opened. Our service team will contact you soon.' })
      .waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe('');

    const tickets = await stored('/submissions?kind=support_ticket');
    const mine = tickets.find((row) => JSON.stringify(row.data).includes('sita.shrestha@example.com'));
    expect(mine).toMatchObject({
      client_name: DEMO_PARTNER,
      data: {
        name: 'Sita Shrestha',
        phone_number: '+977 9841 234567',
        state: 'Gandaki',
        city: 'Pokhara',
        type: 'Sanitaryware',
        product_name: 'Wall-hung WC',
        serial_no: 'WH-2291',
        purchase_date: '2025-03-14',
        symptom: 1,
        remark: 'Water leaks from the flush valve after every use.',
      },
    });
    expect(mine?.files).toEqual([
      { field: 'warrenty_card', mime: 'image/png', size: PNG.length, original_name: 'warranty.png' },
      { field: 'billing_card', mime: 'application/pdf', size: PDF.length, original_name: 'bill.pdf' },
    ]);
  });
});
