// The browser's checks before a form is sent. The rules, their words, the file types and the upload limit
// come from the contract through @sajilo/api (its validators are generated from openapi/storefront.yaml and
// judge exactly as the server does: a test of the server compares them message for message), so nothing
// here restates a rule. The server checks again.
import {
  checkFile as checkContractFile,
  type FileRule,
  type FormId,
  fieldRuleErrors,
  fileMessage,
  fileRule,
  fileTypesText,
  formRules,
  RULE_MESSAGES,
  type RuleError,
  ruleMessage,
  validateField,
} from '@sajilo/api';
import type { RequestError } from '@sajilo/store';

export { todayIso } from '@sajilo/api';

/** The contract's upload limit (openapi Upload `x-max-bytes`); the server checks it again. */
export const MAX_UPLOAD_BYTES = fileRule('openSupportTicket', 'warrenty_card').maxBytes;

/** A kind of file a file input takes (forms/constants.ts names the contract's kinds). */
export interface FileKind {
  /** MIME types the browser may report for the file. */
  types: readonly string[];
  /** Extensions accepted when the browser reports no usable type (lower case, with the dot). */
  extensions: readonly string[];
}

/** The contract's Email rule (the server's full email format), and its message. */
const emailProblem = (value: string) => validateField('subscribe', 'email', value)?.[0];

/** The words of the browser's checks; a form may word some in the page's language (useServerForm `words`). */
export interface ValidationWords {
  required: string;
  email: string;
  tooLarge: string;
  wrongType: (kind: FileKind) => string;
  future: string;
  /** A broken rule of a contract form's field (the server's words by default). */
  rule: (error: RuleError, field: string) => string;
  /** A contract form's file of the wrong type or too large. */
  file: (rule: FileRule, problem: 'type' | 'size') => string;
}

export const MESSAGES: ValidationWords = {
  required: RULE_MESSAGES.required,
  email: emailProblem('@') ?? 'Enter a valid email address.',
  tooLarge: `Choose a file of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  wrongType: (kind: FileKind) => `Choose a ${fileTypesText(kind.types)} file.`,
  future: RULE_MESSAGES.future,
  rule: ruleMessage,
  file: fileMessage,
};

export const isEmail = (value: string) => emailProblem(value) === undefined;

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
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: FileKind,
  words: ValidationWords = MESSAGES,
): string | undefined {
  if (!fileKindMatches(file, kind)) return words.wrongType(kind);
  if (file.size > MAX_UPLOAD_BYTES) return words.tooLarge;
  return undefined;
}

export interface FieldRules {
  /** docs/customer.md §5: required fields carry an asterisk and may not be left empty. */
  required?: boolean;
  email?: boolean;
  /** A file input: each chosen file must be of this kind and at most 5 MB. */
  file?: FileKind;
  /** A date input that may not lie in the future (purchase date, date of birth); `today` as YYYY-MM-DD. */
  notAfter?: string;
  /**
   * A field of one of the contract's forms (@sajilo/api formRules): its text is checked by the form's
   * generated validator, its files by the contract's types (by content) and size limit.
   */
  contract?: { form: FormId; field: string };
}

/** The rules of a field of a contract form: required as the contract says, checked by its validator. */
export function contractRules(form: FormId, field: string): FieldRules {
  const { fields, files } = formRules[form] as {
    fields: Readonly<Record<string, { required: boolean }>>;
    files: Readonly<Record<string, { required: boolean }>>;
  };
  return { required: (fields[field] ?? files[field])?.required ?? false, contract: { form, field } };
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object') return filesOf(value).length === 0;
  return false;
}

async function contractFiles(
  files: File[],
  form: FormId,
  field: string,
  words: ValidationWords,
): Promise<string | true> {
  for (const file of files) {
    const problem = await checkContractFile(form, field, file);
    if (problem) return words.file(fileRule(form, field), problem);
  }
  return true;
}

/** One field's message under its rules, or true when it passes (react-hook-form's `validate` shape). */
export function validateValue(
  value: unknown,
  rules: FieldRules,
  words: ValidationWords = MESSAGES,
): string | true | Promise<string | true> {
  if (isEmpty(value)) return rules.required ? words.required : true;
  if (rules.contract && typeof value === 'object') {
    return contractFiles(filesOf(value), rules.contract.form, rules.contract.field, words);
  }
  if (rules.contract) {
    const broken = fieldRuleErrors(rules.contract.form, rules.contract.field, value)[0];
    if (broken) return words.rule(broken, rules.contract.field);
  }
  if (rules.email && typeof value === 'string' && !isEmail(value)) return words.email;
  if (rules.notAfter && typeof value === 'string' && value > rules.notAfter) return words.future;
  if (rules.file) {
    for (const file of filesOf(value)) {
      const message = checkFile(file, rules.file, words);
      if (message) return message;
    }
  }
  return true;
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
