// One definition of each public form (docs/development.md "The forms' one definition"): the validators and
// file rules generated from openapi/storefront.yaml (src/generated/forms.ts, Ajv standalone code with the
// server's options and formats) and the words for what they find, which the server's own error handler uses
// too (apps/server src/errors.ts). The storefront, the widgets and the server therefore judge a value alike,
// and a rule changed in the contract reaches all three with `pnpm generate`.
import type { FieldErrors } from './errors.js';
import {
  formRules,
  openSupportTicketValidator,
  sendCustomerEnquiryValidator,
  subscribeValidator,
} from './generated/forms.js';

export { formRules };

/** The forms whose rules are generated: the operationIds of their requests. */
export type FormId = keyof typeof formRules;

/** What Ajv reports for one broken rule (the fields the messages read). */
export interface RuleError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

type Validator = ((data: unknown) => boolean) & { errors?: RuleError[] | null };

const validators: Record<FormId, Validator> = {
  sendCustomerEnquiry: sendCustomerEnquiryValidator,
  subscribe: subscribeValidator,
  openSupportTicket: openSupportTicketValidator,
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address.',
  date: 'Enter a valid date (YYYY-MM-DD).',
  'date-time': 'Enter a valid date and time.',
  uri: 'Enter a valid address (URL).',
};

/** The words for the rules, shared by every client and the server. */
export const RULE_MESSAGES = {
  required: 'This field is required.',
  future: 'Choose a date that is not in the future.',
} as const;

/** The message for one broken rule of `field` (the server's error handler words Ajv's errors with it). */
export function ruleMessage(error: RuleError, field: string): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return RULE_MESSAGES.required;
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? 'This value is not in the expected format.';
    case 'minLength':
      return Number(p.limit) <= 1 ? RULE_MESSAGES.required : `Use at least ${p.limit} characters.`;
    case 'maxLength':
      return `Use at most ${p.limit} characters.`;
    case 'pattern':
      return /phone/.test(field)
        ? 'Enter a valid phone number.'
        : 'This value is not in the expected format.';
    case 'enum':
      return `Choose one of: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'minimum':
      return `Must be at least ${p.limit}.`;
    case 'maximum':
      return `Must be at most ${p.limit}.`;
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? 'Must be a number.' : `Must be of type ${p.type}.`;
    case 'maxItems':
      return `Choose at most ${p.limit}.`;
    default:
      return error.message
        ? `${error.message[0]?.toUpperCase()}${error.message.slice(1)}.`
        : 'Invalid value.';
  }
}

/** Rule errors → field → messages; `context` names an error about the whole value. */
export function ruleErrors(errors: readonly RuleError[], context = 'body'): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean);
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    const field = missing ?? segments[0] ?? context;
    const message = ruleMessage(error, field);
    const list = out[field] ?? [];
    if (!list.includes(message)) list.push(message);
    out[field] = list;
  }
  return out;
}

/** The broken rules of a form's text values, judged as the server will: trimmed, an empty one absent. */
function brokenRules(form: FormId, values: Readonly<Record<string, unknown>>): RuleError[] {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || name in formRules[form].files) continue;
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== '') data[name] = text;
  }
  const validate = validators[form];
  return validate(data) ? [] : [...(validate.errors ?? [])];
}

/** The field an error is about (a missing one is named by the error's params). */
const fieldOf = (error: RuleError): string =>
  error.keyword === 'required'
    ? String(error.params.missingProperty)
    : (error.instancePath.split('/').filter(Boolean)[0] ?? 'body');

/**
 * Checks a form's text values as the server will: values trimmed, an empty one is an absent one, then the
 * contract's schema; the messages are the server's. Files are checked by `checkFile`.
 */
export function validateForm(form: FormId, values: Readonly<Record<string, unknown>>): FieldErrors {
  return ruleErrors(brokenRules(form, values));
}

/** The rules one field breaks on its own (the others' absence is not its problem), for clients that word
 * them in another language (the widgets' Nepali). */
export function fieldRuleErrors(form: FormId, field: string, value: unknown): RuleError[] {
  return brokenRules(form, { [field]: value }).filter((error) => fieldOf(error) === field);
}

/** The messages for one field of a form on its own. */
export function validateField(form: FormId, field: string, value: unknown): string[] | undefined {
  return validateForm(form, { [field]: value })[field];
}

/** The media type of a file by its first bytes (JPEG, PNG, WebP, PDF), as the server judges by content. */
export function sniffFileType(head: Uint8Array): string | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...head.subarray(8, 12)) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

/**
 * "JPEG, PNG, WebP or PDF" from a file field's accepted types; `or` in another language gives "JPEG, PNG,
 * WebP वा PDF" (a word, not Intl.ListFormat: browsers without a language's data would fall back to English).
 */
export const fileTypesText = (types: readonly string[], or = 'or'): string => {
  const labels = types.map((type) => TYPE_LABELS[type] ?? type);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ${or} ${labels.at(-1)}` : (labels[0] ?? '');
};

export interface FileRule {
  types: readonly string[];
  maxBytes: number;
  required: boolean;
}

/** A file field's rule from the contract. */
export function fileRule(form: FormId, field: string): FileRule {
  const rule = (formRules[form].files as Record<string, FileRule>)[field];
  if (!rule) throw new Error(`${form} has no file field ${field}`);
  return rule;
}

/** The problem with a chosen file — `type` or `size` — or undefined when it may be sent. */
export async function checkFile(
  form: FormId,
  field: string,
  file: Pick<Blob, 'size' | 'slice'>,
): Promise<'type' | 'size' | undefined> {
  const rule = fileRule(form, field);
  if (file.size > rule.maxBytes) return 'size';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffFileType(head);
  return type && rule.types.includes(type) ? undefined : 'type';
}

/** The server's words for a refused file. */
export const fileMessage = (rule: FileRule, problem: 'type' | 'size'): string =>
  problem === 'size'
    ? `The file must be at most ${rule.maxBytes / (1024 * 1024)} MB.`
    : `The file must be a ${fileTypesText(rule.types)} file.`;

/**
 * Today as YYYY-MM-DD in the visitor's own time zone: the day a date input's `max` and a "not in the
 * future" check mean (a purchase made this morning in Kathmandu is still "today" at 01:00 UTC).
 */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
