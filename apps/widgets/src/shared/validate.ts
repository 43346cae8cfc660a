// Browser-side checks before a form is sent: the constraint attributes the fields carry (required,
// maxlength, pattern, max), then the contract's own rules for the form (@sajilo/api, generated from
// openapi/storefront.yaml: the server's email format, lengths, choices, dates), each worded in the
// widget's language. Files by their content, with the contract's types and size limit. The server stays
// the judge and answers with its own per-field messages.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  checkFile as checkContractFile,
  type FieldErrors,
  type FormId,
  fieldRuleErrors,
  formRules,
  type RuleError,
  ruleMessage,
} from '@sajilo/api';

/** The browser's and the contract's rules in the widget's words (the storefront words them alike). */
const WORDS = {
  required: msg`This field is required.`,
  invalidEmail: msg`Enter a valid email address, like name@example.com.`,
  invalidPhone: msg`Enter a phone number: digits, spaces and dashes, 7 to 20 characters.`,
  tooLong: msg`This is too long.`,
  invalidDate: msg`Enter a date that is not in the future.`,
  fileType: msg`Choose a JPEG, PNG, WebP or PDF file.`,
  fileSize: msg`This file is larger than 5 MB.`,
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

function problem(control: Control, i18n: I18n): string | undefined {
  const { validity } = control;
  if (validity.valid) return undefined;
  if (validity.valueMissing) return i18n._(WORDS.required);
  if (validity.typeMismatch && control.type === 'email') return i18n._(WORDS.invalidEmail);
  if (validity.patternMismatch && control.type === 'tel') return i18n._(WORDS.invalidPhone);
  if (validity.tooLong) return i18n._(WORDS.tooLong);
  if (control.type === 'date') return i18n._(WORDS.invalidDate);
  return control.validationMessage || i18n._(WORDS.required);
}

/** A broken contract rule in the widget's words (English ones the server's, through the same mapping). */
function wordRule(error: RuleError, field: string, i18n: I18n): string {
  if (error.keyword === 'required' || (error.keyword === 'minLength' && Number(error.params.limit) <= 1)) {
    return i18n._(WORDS.required);
  }
  if (error.keyword === 'format' && error.params.format === 'email') return i18n._(WORDS.invalidEmail);
  if (error.keyword === 'format' && error.params.format === 'date') return i18n._(WORDS.invalidDate);
  if (error.keyword === 'pattern' && /phone/.test(field)) return i18n._(WORDS.invalidPhone);
  if (error.keyword === 'maxLength') return i18n._(WORDS.tooLong);
  return ruleMessage(error, field);
}

/**
 * Messages for every named field of `form` that breaks one of its constraints or, when `contract` names
 * the form's operation, one of the contract's rules.
 */
export function checkConstraints(form: HTMLFormElement, i18n: I18n, contract?: FormId): FieldErrors {
  const errors: FieldErrors = {};
  const fields: Readonly<Record<string, unknown>> = contract ? formRules[contract].fields : {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || !element.willValidate) continue;
    // A required field holding only spaces is empty for the server (it trims): say so now.
    if (element.required && element.type !== 'file' && element.value.trim() === '') {
      errors[element.name] = [i18n._(WORDS.required)];
      continue;
    }
    const message = problem(element, i18n);
    if (message) {
      errors[element.name] = [message];
      continue;
    }
    if (contract && element.name in fields && element.value.trim() !== '') {
      const broken = fieldRuleErrors(contract, element.name, element.value)[0];
      if (broken) errors[element.name] = [wordRule(broken, element.name, i18n)];
    }
  }
  return errors;
}

/**
 * The contract's rule for the support ticket's cards, checked before sending so a visitor is not made to
 * wait for a large upload to be refused: its types by content (as the server), its size limit.
 */
export async function checkFile(file: File, i18n: I18n): Promise<string | undefined> {
  const found = await checkContractFile('openSupportTicket', 'warrenty_card', file);
  return found === 'size' ? i18n._(WORDS.fileSize) : found === 'type' ? i18n._(WORDS.fileType) : undefined;
}
