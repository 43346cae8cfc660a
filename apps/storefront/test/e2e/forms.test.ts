// The enquiry and question forms of docs/customer.md §2 against the real stack (Contact Us, customer enquiry,
// dealer enquiry, ask your question): the browser's checks and the server's field messages show beside their
// fields and nothing typed is lost; a success shows the server's message and empties the form (one width per
// form, alternating); each form lays out for phone and desktop widths and axe finds no violations at both.
import { type components, createSajiloClient, type Showroom, unwrap } from '@sajilo/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, gotoInApp, openPage, sharedBrowser, VIEWPORTS, webUrl } from './browser.js';
import {
  axeViolations,
  control,
  describedText,
  expected,
  expectMessageBeside,
  type FieldValue,
  fill,
  POLL,
  sideBySide,
  skipEnquiryPopup,
  toast,
  valuesOf,
} from './forms-support.js';
import { E2E_KEY } from './stack.js';

interface FormSpec {
  name: string;
  path: string;
  submit: string;
  /** The server's answer on success, shown as the success toast. */
  success: string;
  fields: FieldValue[];
  /** A required field the first attempt leaves empty. */
  leaveEmpty: string;
  email: string;
  phone: string;
  /** Two fields side by side from 600 px, stacked on a phone. */
  pair: [string, string];
  /**
   * The width of the sending test: refusing, keeping and sending work alike at every width, so each form
   * sends at one, phone and desktop alternating (the layout test loads every form at both).
   */
  sendAt: keyof typeof VIEWPORTS;
  /**
   * The form is one of the contract's (docs/development.md "The forms' one definition"): every rule, the
   * phone pattern included, is checked in the browser with the server's words, so a bad phone is refused
   * before sending (no server toast).
   */
  contract?: boolean;
}

const FORMS: FormSpec[] = [
  {
    name: 'Contact Us',
    path: '/contact-us',
    submit: 'Send Message',
    success: 'Thank you for contacting us! We will get back to you soon.',
    fields: [
      { label: 'Your Name', value: 'Sita Sharma' },
      { label: 'Email', value: 'sita@example.com' },
      { label: 'Phone Number', value: '9841000001' },
      { label: 'Message', value: 'Which showroom has the Kohler bathtubs on display?' },
    ],
    leaveEmpty: 'Message',
    email: 'Email',
    phone: 'Phone Number',
    pair: ['Email', 'Phone Number'],
    sendAt: 'phone',
  },
  {
    name: 'customer enquiry',
    path: '/customer-enquiry',
    submit: 'Send Enquiry',
    success: 'Thank you for your enquiry! Our team will contact you shortly.',
    fields: [
      { label: 'First Name', value: 'Ram' },
      { label: 'Last Name', value: 'Thapa' },
      { label: 'Email', value: 'ram@example.com' },
      { label: 'Phone', value: '9841000002' },
      { label: 'Address', value: 'Baneshwor, Kathmandu' },
      { label: 'Message', value: 'Do you deliver 600 x 600 floor tiles to Bhaktapur?' },
    ],
    leaveEmpty: 'Address',
    email: 'Email',
    phone: 'Phone',
    pair: ['First Name', 'Last Name'],
    sendAt: 'desktop',
    contract: true,
  },
  {
    name: 'dealer enquiry',
    path: '/dealer-enquiry',
    submit: 'Send Enquiry',
    success: 'Thank you for your interest in becoming a dealer! We will contact you soon.',
    fields: [
      { label: 'First Name', value: 'Hari' },
      { label: 'Last Name', value: 'Karki' },
      { label: 'Email', value: 'hari@karki-traders.com.np' },
      { label: 'Phone', value: '9851000003' },
      { label: 'Company Name', value: 'Karki Traders' },
      { label: 'VAT Number', value: '601234567' },
      { label: 'Address', value: 'Main Road, Biratnagar' },
      { label: 'Message', value: 'We would like to sell your sanitaryware in Morang.' },
    ],
    leaveEmpty: 'VAT Number',
    email: 'Email',
    phone: 'Phone',
    pair: ['Company Name', 'VAT Number'],
    sendAt: 'phone',
  },
  {
    name: 'ask your question',
    path: '/ask-your-question',
    submit: 'Submit Question',
    success: 'Thank you for your question! We will answer it soon.',
    fields: [
      { label: 'Full Name', value: 'Gita Rai' },
      { label: 'FAQ Type', value: 'Warranty' },
      { label: 'Email', value: 'gita@example.com' },
      { label: 'Phone', value: '+977 9801000004' },
      { label: 'Your Query', value: 'Is the warranty valid if a plumber of my own fits the WC?' },
    ],
    leaveEmpty: 'FAQ Type',
    email: 'Email',
    phone: 'Phone',
    pair: ['Full Name', 'FAQ Type'],
    sendAt: 'desktop',
  },
];

const client = () => createSajiloClient({ baseUrl: inject('apiUrl'), apiKey: E2E_KEY });

let browser: Browser;
let showrooms: Showroom[];
let faqTypes: components['schemas']['Option'][];

beforeAll(async () => {
  browser = await sharedBrowser();
  const c = client();
  [showrooms, faqTypes] = await Promise.all([
    unwrap(c.GET('/api/showrooms')).then((d) => d.showrooms),
    unwrap(c.GET('/api/faq_types')).then((d) => d.types),
  ]);
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A form page, with the enquiry popup marked as closed for this visit so it never covers the form. */
async function openForm(viewport: { width: number; height: number }, path: string): Promise<Page> {
  const page = await openPage(browser, viewport);
  await skipEnquiryPopup(page);
  await page.goto(webUrl(path));
  return page;
}

const submitButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe.each(FORMS)('$name', (form) => {
  // One width (form.sendAt): see FormSpec.sendAt.
  it(`shows each problem beside its field, keeps what was typed, then sends and resets (${form.sendAt})`, async () => {
    const page = await openForm(VIEWPORTS[form.sendAt], form.path);
    const rest = form.fields.filter((f) => f.label !== form.leaveEmpty);
    await fill(page, rest);

    // A required field left empty: the browser's check, focused, nothing sent.
    await submitButton(page, form.submit).click();
    const empty = control(page, form.leaveEmpty);
    await expectMessageBeside(empty, 'This field is required.');
    expect(await empty.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await valuesOf(page, rest)).toEqual(expected(rest));

    // An email the server refuses (the contract's full email format): refused in the browser
    // already, in the server's words, and nothing is sent.
    await fill(page, form.fields);
    await control(page, form.email).fill('ram@example');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    await submitButton(page, form.submit).click();
    await expectMessageBeside(control(page, form.email), 'Enter a valid email address.');
    expect(posted).toEqual([]);
    expect(await describedText(empty)).not.toContain('This field is required.');
    const withoutEmail = form.fields.filter((f) => f.label !== form.email);
    expect(await valuesOf(page, withoutEmail)).toEqual(expected(withoutEmail));

    // A phone number the server refuses: its message beside the field, and as a toast when the server
    // found it (a contract form finds it in the browser, sending nothing).
    await fill(page, form.fields);
    await control(page, form.phone).fill('call me');
    await submitButton(page, form.submit).click();
    await expectMessageBeside(control(page, form.phone), 'Enter a valid phone number.');
    if (form.contract) expect(posted).toEqual([]);
    else await toast(page, 'Enter a valid phone number.').first().waitFor();
    expect(await control(page, form.phone).inputValue()).toBe('call me');
    const withoutPhone = form.fields.filter((f) => f.label !== form.phone);
    expect(await valuesOf(page, withoutPhone)).toEqual(expected(withoutPhone));

    // Sent: the server's message, and an empty form.
    await fill(page, form.fields);
    await submitButton(page, form.submit).click();
    await toast(page, form.success).waitFor();
    const cleared = Object.fromEntries(
      form.fields.map(({ label }) => [label, label === 'FAQ Type' ? 'Select FAQ type' : '']),
    );
    await expect.poll(() => valuesOf(page, form.fields), POLL).toEqual(cleared);
    expect(await control(page, form.phone).getAttribute('aria-invalid')).toBeNull();
    await page.close();
  });

  // Both widths: the paired fields sit side by side from 600 px and stack on a phone.
  describe.each(Object.entries(VIEWPORTS))('at %s', (viewportName, viewport) => {
    it(`lays out the fields for ${viewportName} and passes axe`, async () => {
      const page = await openForm(viewport, form.path);
      await control(page, form.pair[0]).waitFor();
      // Required fields carry the asterisk (docs/customer.md §5).
      const label = page.locator('label', { hasText: form.leaveEmpty }).first();
      expect(await label.textContent()).toContain('*');
      expect(await sideBySide(page, ...form.pair)).toBe(viewportName === 'desktop');
      expect(await control(page, form.email).getAttribute('type')).toBe('email');
      expect(await control(page, form.phone).getAttribute('type')).toBe('tel');
      if (form.path === '/ask-your-question') {
        // Wait for the types, so axe sees the finished page.
        await expect.poll(() => control(page, 'FAQ Type').isEnabled(), POLL).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
});

// One width each: the pages' content, links and options are the same at every width (both pages are loaded
// at both widths by the layout tests above); Contact Us at desktop, Ask your question at phone.
describe('form pages', () => {
  it('Contact Us shows the page, the showroom banner, the care promotion, the map and the links', async () => {
    const page = await openForm(VIEWPORTS.desktop, '/contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await expect.poll(() => page.title(), POLL).toBe('Contact Us | Sajilo');
    // docs/customer.md §2: the page's own text (page key contact-us).
    await page.getByText('Call us on 01-4781234').waitFor();

    const banner = page.getByRole('region', { name: 'Showroom photos' });
    await banner.waitFor();
    for (const showroom of showrooms) {
      expect(await banner.getByText(showroom.title, { exact: true }).count()).toBe(1);
    }
    expect(await banner.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(1);

    await page.getByText('Over 2400 trained technicians').waitFor();
    await page.getByText('10-year warranty').waitFor();

    const headOffice = showrooms[0];
    if (!headOffice?.map_url) throw new Error('the seeded head office has no map');
    const map = page.locator('iframe');
    expect(await map.getAttribute('title')).toBe(`Map of ${headOffice.title}`);
    expect(await map.getAttribute('src')).toBe(headOffice.map_url);
    expect(await map.getAttribute('loading')).toBe('lazy');

    const strip = page.getByRole('navigation', { name: 'More ways to reach us' });
    expect(
      await strip.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      '/showrooms',
      '/customer-enquiry',
      '/dealer-enquiry',
      '/support-ticket',
      '/ask-your-question',
      '/faqs',
      '/careers',
    ]);
    await strip.getByRole('link', { name: 'Support Ticket' }).click();
    await page.waitForURL(webUrl('/support-ticket'));
    await page.close();
  });

  it('Ask your question lists the FAQ types from the server and the quick links below', async () => {
    const page = await openForm(VIEWPORTS.phone, '/ask-your-question');
    const select = control(page, 'FAQ Type');
    await expect.poll(() => select.isEnabled(), POLL).toBe(true);
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual(['Select FAQ type', ...faqTypes.map((t) => t.title)]);

    const carousel = page.getByRole('region', { name: 'Quick links' });
    const names = await carousel.getByRole('link').allTextContents();
    expect(names.join(' ')).toMatch(/Customer Enquiry.*Dealer Enquiry.*Terms & Conditions.*Support Ticket/);
    await page.close();
  });
});

describe('ask your question at other widths', () => {
  it('shows Loading, then No data found when the server has no FAQ types', async () => {
    const page = await openPage(browser, VIEWPORTS.desktop);
    await skipEnquiryPopup(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/faq_types', async (route) => {
      await held;
      const response = await route.fetch();
      await route.fulfill({ response, json: { result: 'success', types: [] } });
    });
    // Reached by a link, so the page asks for the types itself (and this test holds the answer).
    await gotoInApp(page, '/ask-your-question');
    const select = control(page, 'FAQ Type');
    await expect.poll(() => select.locator('option').allTextContents(), POLL).toEqual(['Loading']);
    expect(await select.isDisabled()).toBe(true);
    release();
    await expect.poll(() => select.locator('option').allTextContents(), POLL).toEqual(['No data found']);
    expect(await select.isDisabled()).toBe(true);
    await page.close();
  });

  it('shows 1 quick link below 600 px, 2 at 600, 3 at 700 and 4 at 1000', async () => {
    const page = await openPage(browser, { width: 390, height: 900 });
    await skipEnquiryPopup(page);
    await page.goto(webUrl('/ask-your-question'));
    const carousel = page.getByRole('region', { name: 'Quick links' });
    await carousel.getByRole('link').first().waitFor();
    const inView = () =>
      carousel.evaluate((section) => {
        const box = section.getBoundingClientRect();
        return Array.from(section.querySelectorAll('a')).filter((a) => {
          const r = a.getBoundingClientRect();
          return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
    for (const [width, count] of [
      [390, 1],
      [600, 2],
      [700, 3],
      [1000, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(inView, POLL).toBe(count);
    }
    await page.close();
  });
});

// One width: toasts are the same at every width. Contact Us, where a shopper met old error toasts beside the
// thanks; every form holds its state in useServerForm (src/lib/use-server-form.ts), which takes them away.
describe('the toasts of a failed send', () => {
  it('go when the form is sent again, so the thanks never stand beside old errors', async () => {
    const contact = FORMS[0];
    if (contact?.path !== '/contact-us') throw new Error('the first form is Contact Us');
    const page = await openPage(browser, VIEWPORTS.phone);
    await skipEnquiryPopup(page);
    await page.clock.install();
    await page.goto(webUrl(contact.path));
    // Two rules only the server applies (the contact form checks neither in the browser): two error toasts.
    await fill(page, contact.fields);
    await control(page, 'Your Name').fill('Sita '.repeat(25));
    await control(page, contact.phone).fill('call me');
    // The page's clock stands still from here (a minute on, whatever the test took to get here): an error
    // toast cannot leave by itself (its 4 s never pass), so only the second send can take it away.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 60_000);
    await submitButton(page, contact.submit).click();
    const errors = page
      .getByRole('status')
      .filter({ hasText: /Use at most 120 characters|valid phone number/ });
    await expect.poll(() => errors.count(), POLL).toBe(2);

    await fill(page, contact.fields);
    await submitButton(page, contact.submit).click();
    await toast(page, contact.success).waitFor();
    // A toast taken away leaves once its exit has played (react-hot-toast's second).
    await page.clock.runFor(1_500);
    await expect.poll(() => errors.count(), POLL).toBe(0);
    expect(await toast(page, contact.success).count()).toBe(1);
    await page.close();
  });
});

describe('sending state', () => {
  it('shows a spinner and blocks the button while the request is in flight; a double click sends once', async () => {
    const page = await openForm(VIEWPORTS.desktop, '/customer-enquiry');
    const FIELDS = FORMS[1]?.fields ?? [];
    let posts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/customer_enquiry', async (route) => {
      if (route.request().method() === 'POST') posts += 1;
      await held;
      await route.continue();
    });
    await fill(page, FIELDS);
    const button = submitButton(page, 'Send Enquiry');
    await button.dblclick();
    await expect.poll(() => button.getAttribute('aria-busy'), POLL).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getByRole('status').textContent()).toBe('Sending');
    // What was typed stays visible (and editable) while sending.
    expect(await control(page, 'First Name').inputValue()).toBe('Ram');
    release();
    await toast(page, 'Thank you for your enquiry! Our team will contact you shortly.').waitFor();
    expect(posts).toBe(1);
    expect(await button.isDisabled()).toBe(false);
    await page.close();
  });
});
