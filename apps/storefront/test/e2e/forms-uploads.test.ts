// The support ticket and the job application of docs/customer.md §2 against the real stack: they upload real
// files (a PNG and a PDF; a PDF resume), refuse a wrong or oversize file in the browser with a message beside
// the field, keep what was typed on every error and reset after a success (one width each); they lay out for
// phone and desktop widths and pass axe at both.
import { createSajiloClient, type Job, unwrap } from '@sajilo/api';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, openPage, sharedBrowser, VIEWPORTS, webUrl } from './browser.js';
import {
  axeViolations,
  control,
  expected,
  expectMessageBeside,
  type FieldValue,
  fill,
  OVERSIZE,
  PDF_HEAD,
  PNG,
  PNG_HEAD,
  POLL,
  recordSentForms,
  sentForms,
  sideBySide,
  skipEnquiryPopup,
  tinyPdf,
  toast,
  valuesOf,
} from './forms-support.js';
import { E2E_KEY } from './stack.js';

const client = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });

let browser: Browser;
let openJob: Job;
let leakageId: number;

beforeAll(async () => {
  browser = await sharedBrowser();
  const jobs = await unwrap(client().GET('/api/careers')).then((d) => d.jobs);
  const today = new Date().toISOString().slice(0, 10);
  const job = jobs.find((j) => j.deadline >= today);
  if (!job) throw new Error('the seed has no open job');
  openJob = job;
  const symptoms = await unwrap(client().GET('/api/complains')).then((d) => d.complains);
  const leakage = symptoms.find((s) => s.title === 'Leakage');
  if (!leakage) throw new Error('the seed has no Leakage symptom');
  leakageId = leakage.id;
});
afterAll(async () => {
  await closeContexts(browser);
});

async function openForm(viewport: { width: number; height: number }, path: string): Promise<Page> {
  const page = await openPage(browser, viewport);
  await skipEnquiryPopup(page);
  await recordSentForms(page);
  await page.goto(webUrl(path));
  return page;
}

/** The form's POSTs: a refusal in the browser is seen to send nothing, and a sent body can be read. */
function recordPosts(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith(path)) sent.push(request);
  });
  return sent;
}

const chosenCount = (input: Locator) =>
  input.evaluate((el) => (el instanceof HTMLInputElement ? (el.files?.length ?? 0) : -1));

const TICKET: FieldValue[] = [
  { label: 'Name', value: 'Bishnu Adhikari' },
  { label: 'Email', value: 'bishnu@example.com' },
  { label: 'Mobile', value: '9841000005' },
  { label: 'State', value: 'Bagmati' },
  { label: 'City', value: 'Lalitpur' },
  { label: 'Address', value: 'Jawalakhel' },
  { label: 'Street', value: 'Zoo Road' },
  { label: 'Landmark', value: 'Opposite the zoo gate' },
  { label: 'Product Name', value: 'Wall-hung WC' },
  { label: 'Category', value: 'Sanitaryware' },
  { label: 'Serial No.', value: 'WC-2291-A' },
  { label: 'Purchase Date', value: '2025-03-14' },
  { label: 'Complaint Symptom', value: 'Leakage' },
  { label: 'Remarks', value: 'Water leaks from the flush valve after every use.' },
];

const APPLICATION: FieldValue[] = [
  { label: 'First Name', value: 'Anita' },
  { label: 'Last Name', value: 'Gurung' },
  { label: 'Email', value: 'anita.gurung@example.com' },
  { label: 'Phone Number', value: '9861000006' },
  { label: 'Date of Birth', value: '1998-07-21' },
  { label: 'Current Address', value: 'Kalanki, Kathmandu' },
  { label: 'Permanent Address', value: 'Lekhnath, Kaski' },
  { label: 'Qualification', value: 'BBA, Tribhuvan University' },
  { label: 'Experience', value: '2 years in retail sales' },
  { label: 'About Yourself', value: 'I enjoy helping customers choose the right products for their homes.' },
];

// One width (desktop; the job application sends at phone width): choosing, refusing and sending files work
// alike at every width, and the layout test below loads the form at both.
describe('support ticket sent at desktop', () => {
  it('refuses a wrong or oversize card in the browser, keeps everything, then uploads a PNG and a PDF', async () => {
    const page = await openForm(VIEWPORTS.desktop, '/support-ticket');
    const sent = recordPosts(page, '/api/complains');
    const posts = () => sent.length;
    await expect.poll(() => control(page, 'Complaint Symptom').isEnabled(), POLL).toBe(true);
    const rest = TICKET.filter((f) => f.label !== 'Product Name');
    await fill(page, rest);
    const warranty = control(page, 'Warranty Card');
    const billing = control(page, 'Billing Card');

    // A required field left empty, a text file as the warranty card and a PDF over 5 MB as the bill.
    await warranty.setInputFiles({ name: 'warranty.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await billing.setInputFiles({
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(OVERSIZE, 0x20),
    });
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expectMessageBeside(control(page, 'Product Name'), 'This field is required.');
    await expectMessageBeside(warranty, 'The file must be a JPEG, PNG, WebP or PDF file.');
    await expectMessageBeside(billing, 'The file must be at most 5 MB.');
    expect(await valuesOf(page, rest)).toEqual(expected(rest));
    expect(await chosenCount(warranty)).toBe(1);
    expect(posts()).toBe(0);

    // A file named .png whose content is not a PNG: the browser reads its first bytes as the server does
    // (the contract's types, @sajilo/api) and refuses it before sending, in the server's words.
    await fill(page, TICKET);
    await warranty.setInputFiles({
      name: 'warranty.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a png'),
    });
    await billing.setInputFiles([]);
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expectMessageBeside(warranty, 'The file must be a JPEG, PNG, WebP or PDF file.');
    expect(posts()).toBe(0);
    expect(await valuesOf(page, TICKET)).toEqual(expected(TICKET));

    // A real PNG and a real PDF: sent, and the form empties.
    await warranty.setInputFiles({ name: 'warranty-card.png', mimeType: 'image/png', buffer: PNG });
    await billing.setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByText('Chosen: bill.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await toast(
      page,
      'Your support ticket has been opened. Our service team will contact you soon.',
    ).waitFor();
    expect(posts()).toBe(1);
    const ticket = (await sentForms(page)).at(-1);
    expect(ticket?.warrenty_card).toEqual({
      filename: 'warranty-card.png',
      type: 'image/png',
      size: PNG.length,
      head: PNG_HEAD,
    });
    expect(ticket?.billing_card).toMatchObject({
      filename: 'bill.pdf',
      type: 'application/pdf',
      head: PDF_HEAD,
    });
    expect(ticket).toMatchObject({
      type: 'Sanitaryware',
      symptom: String(leakageId),
      state: 'Bagmati',
      serial_no: 'WC-2291-A',
    });
    const empty = Object.fromEntries(
      TICKET.map(({ label }) => [
        label,
        { State: 'Select state', Category: 'Select category', 'Complaint Symptom': 'Select symptom' }[
          label
        ] ?? '',
      ]),
    );
    await expect.poll(() => valuesOf(page, TICKET), POLL).toEqual(empty);
    expect(await chosenCount(control(page, 'Warranty Card'))).toBe(0);
    expect(await chosenCount(control(page, 'Billing Card'))).toBe(0);
    expect(await page.getByText('Chosen:').count()).toBe(0);
    await page.close();
  });
});

// Both widths: name and email side by side from 600 px, stacked on a phone.
describe.each(Object.entries(VIEWPORTS))('support ticket at %s', (viewportName, viewport) => {
  it(`marks required and optional fields, lays out for ${viewportName} and passes axe`, async () => {
    const page = await openForm(viewport, '/support-ticket');
    await expect.poll(() => control(page, 'Complaint Symptom').isEnabled(), POLL).toBe(true);
    // docs/customer.md §5: landmark, serial no., category and the cards are optional; the rest required.
    for (const label of ['Landmark', 'Serial No.', 'Category', 'Warranty Card', 'Billing Card']) {
      expect(await control(page, label).getAttribute('required')).toBeNull();
    }
    for (const label of ['Name', 'Email', 'Mobile', 'State', 'City', 'Address', 'Street', 'Product Name']) {
      expect(await control(page, label).getAttribute('required')).not.toBeNull();
    }
    for (const label of ['Purchase Date', 'Complaint Symptom', 'Remarks']) {
      expect(await control(page, label).getAttribute('required')).not.toBeNull();
    }
    // docs/customer.md §3: the nine categories, and the symptoms from the server.
    expect(await control(page, 'Category').locator('option').allTextContents()).toEqual([
      'Select category',
      'Tiles',
      'Sanitaryware',
      'Bath Ware',
      'Kitchen',
      'Flooring',
      'Roofing',
      'Cladding',
      'Hardware',
      'Others',
    ]);
    const symptoms = await unwrap(client().GET('/api/complains')).then((d) => d.complains);
    expect(await control(page, 'Complaint Symptom').locator('option').allTextContents()).toEqual([
      'Select symptom',
      ...symptoms.map((s) => s.title),
    ]);
    expect(await control(page, 'Purchase Date').getAttribute('type')).toBe('date');
    expect(await control(page, 'Warranty Card').getAttribute('accept')).toContain('image/png');
    expect(await sideBySide(page, 'Name', 'Email')).toBe(viewportName === 'desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

// One width (phone; the support ticket sends at desktop width): choosing, refusing and sending a resume work
// alike at every width, and the layout test below loads the form at both.
describe('job application sent at phone', () => {
  it('shows the job, refuses a wrong or oversize resume, keeps everything, then uploads a PDF resume', async () => {
    const page = await openForm(VIEWPORTS.phone, `/careers/${openJob.slug}/apply`);
    const sent = recordPosts(page, `/api/careers/${openJob.slug}`);
    const posts = () => sent.length;
    await page.getByRole('heading', { level: 1, name: `Apply for ${openJob.title}` }).waitFor();
    for (const section of ['Personal Details', 'Address Details', 'Education & Experience Detail']) {
      expect(await page.getByRole('group', { name: section }).count()).toBe(1);
    }
    const resume = control(page, 'Resume');
    const female = page.getByRole('radio', { name: 'Female' });

    // Gender not chosen, an invalid email and a Word file that is too large.
    const rest = APPLICATION.filter((f) => f.label !== 'Email');
    await fill(page, rest);
    await control(page, 'Email').fill('anita.example.com');
    await resume.setInputFiles({
      name: 'resume.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.alloc(OVERSIZE, 0x20),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectMessageBeside(control(page, 'Email'), 'Enter a valid email address.');
    await expectMessageBeside(female, 'This field is required.');
    await expectMessageBeside(resume, 'Choose a file of at most 5 MB.');
    expect(await valuesOf(page, rest)).toEqual(expected(rest));

    // A picture is no resume.
    await fill(page, APPLICATION);
    await female.check();
    await resume.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectMessageBeside(resume, 'Choose a PDF, DOC or DOCX file.');
    expect(await female.isChecked()).toBe(true);
    expect(posts()).toBe(0);

    // A PDF resume: sent, and the form empties.
    await resume.setInputFiles({
      name: 'anita-gurung-cv.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page, 'Thank you for applying! We have received your application.').waitFor();
    expect(posts()).toBe(1);
    const application = (await sentForms(page)).at(-1);
    expect(application?.resume).toMatchObject({
      filename: 'anita-gurung-cv.pdf',
      type: 'application/pdf',
      head: PDF_HEAD,
    });
    expect(application).toMatchObject({ gender: 'Female', date_of_birth: '1998-07-21', first_name: 'Anita' });
    await expect
      .poll(() => valuesOf(page, APPLICATION), POLL)
      .toEqual(Object.fromEntries(APPLICATION.map(({ label }) => [label, ''])));
    expect(await female.isChecked()).toBe(false);
    expect(await chosenCount(control(page, 'Resume'))).toBe(0);

    // The back link leads to the job.
    await page.getByRole('link', { name: `Back to ${openJob.title}` }).click();
    await page.waitForURL(webUrl(`/careers/${openJob.slug}`));
    await page.close();
  });
});

// Both widths: first and last name side by side from 600 px, stacked on a phone.
describe.each(Object.entries(VIEWPORTS))('job application at %s', (viewportName, viewport) => {
  it(`requires every field, lays out for ${viewportName} and passes axe`, async () => {
    const page = await openForm(viewport, `/careers/${openJob.slug}/apply`);
    await control(page, 'Resume').waitFor();
    for (const { label } of APPLICATION) {
      expect(await control(page, label).getAttribute('required')).not.toBeNull();
    }
    expect(await control(page, 'Resume').getAttribute('required')).not.toBeNull();
    expect(await page.getByRole('radio').count()).toBe(3);
    expect(await control(page, 'Date of Birth').getAttribute('type')).toBe('date');
    expect(await sideBySide(page, 'First Name', 'Last Name')).toBe(viewportName === 'desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('job application for an unknown job', () => {
  it('says the job is not open instead of showing the form', async () => {
    const page = await openForm(VIEWPORTS.phone, '/careers/no-such-job/apply');
    await page.getByText('This job is no longer open').waitFor();
    expect(await page.locator('main form').count()).toBe(0);
    await page.close();
  });
});
