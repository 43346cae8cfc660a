import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { generateForms } from '../scripts/generate-forms.mjs';
import {
  checkFile,
  fileMessage,
  fileRule,
  formRules,
  todayIso,
  validateField,
  validateForm,
} from './forms.js';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const contract = join(pkg, '..', '..', 'openapi', 'storefront.yaml');

describe('the forms generated from the contract', () => {
  it('refuse ram@example (the full email format, as the server) in every form, and take ram@example.com', () => {
    for (const form of ['sendCustomerEnquiry', 'subscribe', 'openSupportTicket'] as const) {
      expect(validateField(form, 'email', 'ram@example'), form).toEqual(['Enter a valid email address.']);
      expect(validateField(form, 'email', ' ram@example.com '), form).toBeUndefined();
    }
  });

  it('check every field like the server: required, trimmed, lengths, phone pattern, choices, dates', () => {
    expect(validateForm('sendCustomerEnquiry', { name: '  ', email: 'sita@example.com' })).toEqual({
      name: ['This field is required.'],
      phone: ['This field is required.'],
      address: ['This field is required.'],
      message: ['This field is required.'],
    });
    expect(validateField('sendCustomerEnquiry', 'phone', '9841-abc-12')).toEqual([
      'Enter a valid phone number.',
    ]);
    expect(validateField('sendCustomerEnquiry', 'name', 'x'.repeat(121))).toEqual([
      'Use at most 120 characters.',
    ]);
    expect(validateField('openSupportTicket', 'type', 'Toys')?.[0]).toMatch(/^Choose one of: Tiles, /);
    expect(validateField('openSupportTicket', 'purchase_date', '2026-02-30')).toEqual([
      'Enter a valid date (YYYY-MM-DD).',
    ]);
    // Multipart values arrive as text; the symptom id is coerced like the server does.
    expect(validateField('openSupportTicket', 'symptom', '3')).toBeUndefined();
    expect(validateField('openSupportTicket', 'symptom', 'leak')).toEqual(['Must be a number.']);
  });

  it('take the cards’ types and size limit from the contract and check files by their content', async () => {
    const rule = fileRule('openSupportTicket', 'warrenty_card');
    expect(rule).toEqual({
      types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      maxBytes: 5 * 1024 * 1024,
      required: false,
    });
    const file = (bytes: number[], size = 0) => new Blob([new Uint8Array(bytes), new Uint8Array(size)]);
    expect(await checkFile('openSupportTicket', 'billing_card', file([...Buffer.from('%PDF-1.7')]))).toBe(
      undefined,
    );
    expect(await checkFile('openSupportTicket', 'billing_card', file([...Buffer.from('GIF89a')]))).toBe(
      'type',
    );
    expect(
      await checkFile('openSupportTicket', 'billing_card', file([0xff, 0xd8, 0xff], 5 * 1024 * 1024)),
    ).toBe('size');
    expect(fileMessage(rule, 'size')).toBe('The file must be at most 5 MB.');
    expect(fileMessage(rule, 'type')).toBe('The file must be a JPEG, PNG, WebP or PDF file.');
  });

  it('say what today is in the visitor’s own time zone', () => {
    expect(todayIso(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(todayIso(new Date(2026, 1, 1, 0, 1))).toBe('2026-02-01');
  });

  it('follow a rule changed in the contract once generated again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sajilo-forms-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const changed = readFileSync(contract, 'utf8')
      .replace(/(\n {4}Email:\n {6}type: string\n {6}format: email\n {6}maxLength: )254/, '$120')
      .replace(/(\n {4}Upload:\n(?: {6}.*\n)*? {6}x-max-bytes: )5242880/, '$11048576');
    expect(changed).not.toBe(readFileSync(contract, 'utf8'));
    writeFileSync(join(dir, 'storefront.yaml'), changed);
    // The generated module is TypeScript only in its last `as const`.
    const code = (generateForms(join(dir, 'storefront.yaml')) as string).replace(/ as const;\n$/, ';\n');
    writeFileSync(join(dir, 'forms.mjs'), code);
    const regenerated = await import(pathToFileURL(join(dir, 'forms.mjs')).href);
    const long = 'sita.shrestha@example.com';
    expect(regenerated.subscribeValidator({ email: long })).toBe(false);
    expect(regenerated.subscribeValidator.errors[0].keyword).toBe('maxLength');
    expect(regenerated.formRules.openSupportTicket.files.billing_card.maxBytes).toBe(1024 * 1024);
    // Today's contract: the same address passes.
    expect(validateField('subscribe', 'email', long)).toBeUndefined();
    expect(formRules.openSupportTicket.files.billing_card.maxBytes).toBe(5 * 1024 * 1024);
  });

  it('src/generated/forms.ts is fresh (run `pnpm generate` after changing openapi/storefront.yaml)', () => {
    expect(readFileSync(join(pkg, 'src', 'generated', 'forms.ts'), 'utf8')).toBe(generateForms());
  });
});
