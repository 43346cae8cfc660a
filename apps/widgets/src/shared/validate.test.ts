import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n';
import { checkConstraints, checkFile } from './validate';

const en = i18nFor('en');
const ne = i18nFor('ne');
/** The widgets' English words, as the catalogue holds them. */
const t = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address, like name@example.com.',
  invalidPhone: 'Enter a phone number: digits, spaces and dashes, 7 to 20 characters.',
  fileType: 'Choose a JPEG, PNG, WebP or PDF file.',
  fileSize: 'This file is larger than 5 MB.',
};

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.noValidate = true;
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('checkConstraints', () => {
  it('words each broken constraint per field and skips fields without a name', () => {
    const f = form(`
      <input name="name" required value="   ">
      <input name="email" type="email" required value="not-an-email">
      <input name="phone" type="tel" pattern="\\+?[0-9][0-9 \\-]{5,18}[0-9]" value="98-abc">
      <input name="landmark" value="">
      <select name="symptom" required><option value="">Select symptom</option><option value="1">Leakage</option></select>
      <input required>
    `);
    expect(checkConstraints(f, en)).toEqual({
      name: [t.required],
      email: [t.invalidEmail],
      phone: [t.invalidPhone],
      symptom: [t.required],
    });
  });

  it('checks the contract’s rules the browser does not: ram@example (the server’s full email format)', () => {
    const f = form(`
      <input name="email" type="email" required value="ram@example">
      <input name="website" value="">
    `);
    // The browser's own check lets it through; the contract's refuses it, in the widget's words.
    expect((f.elements.namedItem('email') as HTMLInputElement).validity.valid).toBe(true);
    expect(checkConstraints(f, en)).toEqual({});
    expect(checkConstraints(f, en, 'subscribe')).toEqual({ email: [t.invalidEmail] });
    expect(checkConstraints(f, ne, 'subscribe')).toEqual({
      email: ['मान्य इमेल लेख्नुहोस्, जस्तै name@example.com।'],
    });
    (f.elements.namedItem('email') as HTMLInputElement).value = 'ram@example.com';
    expect(checkConstraints(f, en, 'subscribe')).toEqual({});
  });

  it('finds nothing wrong with a good form', () => {
    const f = form(`
      <input name="email" type="email" required value="sita@example.com">
      <input name="phone" type="tel" pattern="\\+?[0-9][0-9 \\-]{5,18}[0-9]" value="+977 9841 234567">
    `);
    expect(checkConstraints(f, en)).toEqual({});
  });
});

describe('checkFile (the server’s upload rules, in the browser)', () => {
  const file = (bytes: number[], name: string, size = 0) =>
    new File([new Uint8Array(bytes), new Uint8Array(size)], name, { type: 'application/octet-stream' });

  it('accepts JPEG, PNG, WebP and PDF by their content, whatever their name', async () => {
    expect(await checkFile(file([0xff, 0xd8, 0xff, 0xe0], 'card.bin'), en)).toBeUndefined();
    expect(
      await checkFile(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'card'), en),
    ).toBeUndefined();
    expect(await checkFile(file([...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')], 'card.webp'), en)).toBeUndefined();
    expect(await checkFile(file([...Buffer.from('%PDF-1.7')], 'bill.pdf'), en)).toBeUndefined();
  });

  it('refuses other content, even named like a picture, and anything over 5 MB', async () => {
    expect(await checkFile(file([...Buffer.from('GIF89a')], 'card.png'), en)).toBe(t.fileType);
    expect(await checkFile(file([...Buffer.from('hello')], 'card.jpg'), en)).toBe(t.fileType);
    expect(await checkFile(file([0xff, 0xd8, 0xff], 'big.jpg', 5 * 1024 * 1024), en)).toBe(t.fileSize);
    expect(await checkFile(file([0xff, 0xd8, 0xff], 'max.jpg', 5 * 1024 * 1024 - 3), en)).toBeUndefined();
  });
});
