import { describe, expect, it } from 'vitest';
import { CARD_FILES, RESUME_FILES } from '../forms/constants.js';
import {
  checkFile,
  firstFile,
  isEmail,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  todayIso,
  trimText,
  validateValue,
} from './validation.js';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('validateValue', () => {
  it('requires text that is more than spaces', () => {
    expect(validateValue('', { required: true })).toBe(MESSAGES.required);
    expect(validateValue('   ', { required: true })).toBe(MESSAGES.required);
    expect(validateValue('Ram', { required: true })).toBe(true);
    expect(validateValue('', {})).toBe(true);
  });

  it('checks the email format like the server', () => {
    expect(validateValue('ram@', { required: true, email: true })).toBe(MESSAGES.email);
    expect(validateValue('ram@example.com', { email: true })).toBe(true);
    expect(isEmail(' ram.thapa+shop@mail.example.com.np ')).toBe(true);
    expect(isEmail('ram example.com')).toBe(false);
  });

  it('refuses a date after the given day', () => {
    expect(validateValue('2026-01-02', { notAfter: '2026-01-01' })).toBe(MESSAGES.future);
    expect(validateValue('2026-01-01', { notAfter: '2026-01-01' })).toBe(true);
  });

  it('requires a chosen file and checks each one', () => {
    expect(validateValue([], { required: true, file: RESUME_FILES })).toBe(MESSAGES.required);
    expect(validateValue([], { file: CARD_FILES })).toBe(true);
    expect(validateValue([file('cv.pdf', 'application/pdf')], { required: true, file: RESUME_FILES })).toBe(
      true,
    );
    expect(validateValue([file('cv.txt', 'text/plain')], { file: RESUME_FILES })).toBe(
      'Choose a PDF, DOC or DOCX file.',
    );
  });
});

describe('checkFile', () => {
  it('accepts the card kinds and refuses others', () => {
    expect(checkFile(file('card.png', 'image/png'), CARD_FILES)).toBeUndefined();
    expect(checkFile(file('card.webp', 'image/webp'), CARD_FILES)).toBeUndefined();
    expect(checkFile(file('bill.pdf', 'application/pdf'), CARD_FILES)).toBeUndefined();
    expect(checkFile(file('card.gif', 'image/gif'), CARD_FILES)).toBe(
      'Choose a JPEG, PNG, WebP or PDF file.',
    );
  });

  it('falls back to the extension only when the browser reports no type', () => {
    expect(checkFile(file('cv.DOCX', ''), RESUME_FILES)).toBeUndefined();
    expect(checkFile(file('cv.doc', 'application/octet-stream'), RESUME_FILES)).toBeUndefined();
    expect(checkFile(file('cv.pdf', 'text/plain'), RESUME_FILES)).toBe(MESSAGES.wrongType(RESUME_FILES));
    expect(checkFile(file('cv', ''), RESUME_FILES)).toBe(MESSAGES.wrongType(RESUME_FILES));
  });

  it('refuses a file over 5 MB and accepts one of exactly 5 MB', () => {
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES }, CARD_FILES)).toBe(
      undefined,
    );
    expect(
      checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 }, CARD_FILES),
    ).toBe('Choose a file of at most 5 MB.');
  });
});

describe('helpers', () => {
  it('takes the first file of a list', () => {
    const pdf = file('a.pdf', 'application/pdf');
    expect(firstFile([pdf])).toBe(pdf);
    expect(firstFile(undefined)).toBeUndefined();
    expect(firstFile('not files')).toBeUndefined();
  });

  it('trims text only', () => {
    expect(trimText('  Ram  ')).toBe('Ram');
    const list = [file('a.pdf', 'application/pdf')];
    expect(trimText(list)).toBe(list);
  });

  it('formats today as a date input value in local time', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
