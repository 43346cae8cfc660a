// Browser-side checks before a form is sent. They read the constraint attributes the fields already carry
// (required, type="email", pattern, maxlength, max) and word the problem per field; the server stays the
// judge and answers with its own per-field messages.
import type { FieldErrors } from '@sajilo/api';
import { FILE_LIMIT, FILE_TYPES } from './constants';
import type { Messages } from './messages';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

function problem(control: Control, t: Messages): string | undefined {
  const { validity } = control;
  if (validity.valid) return undefined;
  if (validity.valueMissing) return t.required;
  if (validity.typeMismatch && control.type === 'email') return t.invalidEmail;
  if (validity.patternMismatch && control.type === 'tel') return t.invalidPhone;
  if (validity.tooLong) return t.tooLong;
  if (control.type === 'date') return t.invalidDate;
  return control.validationMessage || t.required;
}

/** Messages for every named field of `form` that breaks one of its constraints. */
export function checkConstraints(form: HTMLFormElement, t: Messages): FieldErrors {
  const errors: FieldErrors = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || !element.willValidate) continue;
    // A required field holding only spaces is empty for the server (it trims): say so now.
    if (element.required && element.type !== 'file' && element.value.trim() === '') {
      errors[element.name] = [t.required];
      continue;
    }
    const message = problem(element, t);
    if (message) errors[element.name] = [message];
  }
  return errors;
}

/** File signatures of the types the server accepts (it checks content, not names: so do we). */
function sniff(bytes: Uint8Array): string | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

/**
 * The server's upload rules, checked before sending so a visitor is not made to wait for a 5 MB upload
 * to be refused: JPEG, PNG, WebP or PDF by content, at most 5 MB.
 */
export async function checkFile(file: File, t: Messages): Promise<string | undefined> {
  if (file.size > FILE_LIMIT) return t.fileSize;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniff(head);
  return type && FILE_TYPES.some((accepted) => accepted === type) ? undefined : t.fileType;
}
