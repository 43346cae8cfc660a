// Shared steps of the form tests (forms*.test.ts): filling fields by their labels, reading the message
// beside a field, the toasts, axe, and tiny valid files made on the spot.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations as axeViolationsIn } from './browser.js';

/** One multipart field as the page sent it: text, or a file's name, type, size and first bytes (hex). */
export type SentPart = string | { filename: string; type: string; size: number; head: string };

declare global {
  interface Window {
    sentForms?: Record<string, SentPart>[];
  }
}

/** A 1 × 1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF with a valid cross-reference table. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One byte over the 5 MB limit. */
export const OVERSIZE = 5 * 1024 * 1024 + 1;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled exactly `label` (its label may add the required asterisk or "(optional)"). */
export const control = (page: Page | Locator, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*|\\s*\\(optional\\))?$`));

/** expect.poll's options with room for a loaded machine (its default gives up after 1 s). */
export const POLL = { timeout: 20_000 } as const;

export interface FieldValue {
  label: string;
  value: string;
}

/** Types each value into its field (text, email, tel, date, textarea) or picks it (select). */
export async function fill(page: Page, fields: readonly FieldValue[]): Promise<void> {
  for (const { label, value } of fields) {
    const input = control(page, label);
    const tag = await input.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await input.selectOption({ label: value });
    else await input.fill(value);
  }
}

/** What each field holds now, by label. */
export async function valuesOf(page: Page, fields: readonly FieldValue[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { label } of fields) {
    const input = control(page, label);
    const tag = await input.evaluate((el) => el.tagName);
    out[label] =
      tag === 'SELECT'
        ? await input.evaluate((el) =>
            el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : '',
          )
        : await input.inputValue();
  }
  return out;
}

export const expected = (fields: readonly FieldValue[]) =>
  Object.fromEntries(fields.map(({ label, value }) => [label, value]));

/** The text of what describes a control (its hint and its message), i.e. what shows beside it. */
export function describedText(input: Locator): Promise<string> {
  return input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** Waits until the message shows beside the field and the field is marked invalid. */
export async function expectMessageBeside(input: Locator, message: string): Promise<void> {
  await expect.poll(() => describedText(input), POLL).toContain(message);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
}

export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** axe-core over the whole page (frames left out: the map is a third-party page). */
export const axeViolations = (page: Page): Promise<string[]> => axeViolationsIn(page, { iframes: false });

/**
 * Top edges of two controls: equal when they sit side by side. Both are read in one call, from one
 * layout: content still arriving above the form (the page's text, the showroom banner) moves the form
 * down, and two separate reads could straddle that move.
 */
export async function sideBySide(page: Page, first: string, second: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    control(page, first).elementHandle(),
    control(page, second).elementHandle(),
  ]);
  if (!a || !b) throw new Error(`${first} or ${second} is not there`);
  return page.evaluate(
    ([x, y]) => Math.abs(x.getBoundingClientRect().top - y.getBoundingClientRect().top) < 2,
    [a, b] as const,
  );
}

/**
 * Records the multipart bodies the page POSTs (read back from each request with `formData()`), since the
 * browser does not hand uploaded bytes to the test. Call before the page loads.
 */
export async function recordSentForms(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const sent: Record<string, SentPart>[] = [];
    window.sentForms = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && request.headers.get('content-type')?.startsWith('multipart/')) {
        const form = await request.clone().formData();
        const parts: Record<string, SentPart> = {};
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') {
            parts[name] = value;
          } else {
            const bytes = new Uint8Array(await value.slice(0, 8).arrayBuffer());
            const head = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
            parts[name] = { filename: value.name, type: value.type, size: value.size, head };
          }
        }
        sent.push(parts);
      }
      return original(request);
    };
  });
}

export const sentForms = (page: Page) => page.evaluate(() => window.sentForms ?? []);

/** The first bytes of a PNG and of a PDF, as recorded. */
export const PNG_HEAD = '89504e470d0a1a0a';
export const PDF_HEAD = Buffer.from('%PDF-1.4').toString('hex');

/**
 * Marks the enquiry popup as closed for this visit before the page loads, so it never covers a form under
 * test. The top document only (the map's frame may not touch storage), and never fatal (an error page's
 * storage is closed too).
 */
export async function skipEnquiryPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      if (window === window.top) window.sessionStorage.setItem('sajilo.enquiryPopupDismissed', '1');
    } catch {
      // nothing to mark
    }
  });
}
