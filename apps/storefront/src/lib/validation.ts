// The browser's checks before a form is sent: the same rules and wording as the server's (apps/server
// src/errors.ts), so a message reads the same whichever side found the problem. The server checks again.
import type { RequestError } from '@sajilo/store';

/** The contract's upload limit (openapi Upload: "A file of at most 5 MB"); the server checks it again. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A kind of file a file input takes (forms/constants.ts names the contract's kinds). */
export interface FileKind {
  /** MIME types the browser may report for the file. */
  types: readonly string[];
  /** Extensions accepted when the browser reports no usable type (lower case, with the dot). */
  extensions: readonly string[];
  /** Names the kinds in the field message. */
  description: string;
}

export const MESSAGES = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  tooLarge: `Choose a file of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  wrongType: (kind: FileKind) => `Choose ${kind.description}.`,
  future: 'Choose a date that is not in the future.',
} as const;

/** The contract's email format (ajv-formats' "email", as the server applies it). */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const isEmail = (value: string) => EMAIL.test(value.trim());

/** Files a file input holds, in the shapes react-hook-form hands them over. */
export type FileValue = FileList | readonly File[] | null | undefined;

export function filesOf(value: unknown): File[] {
  if (typeof FileList !== 'undefined' && value instanceof FileList) return Array.from(value);
  if (Array.isArray(value)) return value.filter((item): item is File => item instanceof File);
  return [];
}

/** The one file of a single-file input, if chosen. */
export const firstFile = (value: unknown): File | undefined => filesOf(value)[0];

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** A file's kind by its reported type, or by its name when the browser reports none it knows. */
export function fileKindMatches(file: Pick<File, 'name' | 'type'>, kind: FileKind): boolean {
  if (kind.types.includes(file.type)) return true;
  const unknownType = file.type === '' || file.type === 'application/octet-stream';
  return unknownType && kind.extensions.includes(extensionOf(file.name));
}

/** The message for a chosen file, or undefined when it may be sent. */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, kind: FileKind): string | undefined {
  if (!fileKindMatches(file, kind)) return MESSAGES.wrongType(kind);
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.tooLarge;
  return undefined;
}

export interface FieldRules {
  /** seed 001 §5: required fields carry an asterisk and may not be left empty. */
  required?: boolean;
  email?: boolean;
  /** A file input: each chosen file must be of this kind and at most 5 MB. */
  file?: FileKind;
  /** A date input that may not lie in the future (purchase date, date of birth); `today` as YYYY-MM-DD. */
  notAfter?: string;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object') return filesOf(value).length === 0;
  return false;
}

/** One field's message under its rules, or true when it passes (react-hook-form's `validate` shape). */
export function validateValue(value: unknown, rules: FieldRules): string | true {
  if (isEmpty(value)) return rules.required ? MESSAGES.required : true;
  if (rules.email && typeof value === 'string' && !isEmail(value)) return MESSAGES.email;
  if (rules.notAfter && typeof value === 'string' && value > rules.notAfter) return MESSAGES.future;
  if (rules.file) {
    for (const file of filesOf(value)) {
      const message = checkFile(file, rules.file);
      if (message) return message;
    }
  }
  return true;
}

/** Today in the visitor's time zone as YYYY-MM-DD, the format of a date input's value and `max`. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What is sent is what the checks saw: text is trimmed (a name of spaces is empty), files pass as is. */
export const trimText = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * A required value found missing while building the payload (a choice or file the checks already
 * required): rejected like the server would, so the message lands beside the field.
 */
export const missingField = (field: string): RequestError => ({
  status: 400,
  message: MESSAGES.required,
  fieldErrors: { [field]: [MESSAGES.required] },
});
