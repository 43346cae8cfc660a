// Browser-side checks before a form is sent: the constraint attributes the fields carry (required,
// maxlength, pattern, max), then the contract's own rules for the form (@sajilo/api, generated from
// openapi/storefront.yaml: the server's email format, lengths, choices, dates), each worded in the
// widget's language. Files by their content, with the contract's types and size limit. The server stays
// the judge and answers with its own per-field messages.
import {
  checkFile as checkContractFile,
  type FieldErrors,
  type FormId,
  fieldRuleErrors,
  formRules,
  type RuleError,
  ruleMessage,
} from '@sajilo/api';
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

/** A broken contract rule in the widget's words (English ones the server's, through the same mapping). */
function wordRule(error: RuleError, field: string, t: Messages): string {
  if (error.keyword === 'required' || (error.keyword === 'minLength' && Number(error.params.limit) <= 1)) {
    return t.required;
  }
  if (error.keyword === 'format' && error.params.format === 'email') return t.invalidEmail;
  if (error.keyword === 'format' && error.params.format === 'date') return t.invalidDate;
  if (error.keyword === 'pattern' && /phone/.test(field)) return t.invalidPhone;
  if (error.keyword === 'maxLength') return t.tooLong;
  return ruleMessage(error, field);
}

/**
 * Messages for every named field of `form` that breaks one of its constraints or, when `contract` names
 * the form's operation, one of the contract's rules.
 */
export function checkConstraints(form: HTMLFormElement, t: Messages, contract?: FormId): FieldErrors {
  const errors: FieldErrors = {};
  const fields: Readonly<Record<string, unknown>> = contract ? formRules[contract].fields : {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || !element.willValidate) continue;
    // A required field holding only spaces is empty for the server (it trims): say so now.
    if (element.required && element.type !== 'file' && element.value.trim() === '') {
      errors[element.name] = [t.required];
      continue;
    }
    const message = problem(element, t);
    if (message) {
      errors[element.name] = [message];
      continue;
    }
    if (contract && element.name in fields && element.value.trim() !== '') {
      const broken = fieldRuleErrors(contract, element.name, element.value)[0];
      if (broken) errors[element.name] = [wordRule(broken, element.name, t)];
    }
  }
  return errors;
}

/**
 * The contract's rule for the support ticket's cards, checked before sending so a visitor is not made to
 * wait for a large upload to be refused: its types by content (as the server), its size limit.
 */
export async function checkFile(file: File, t: Messages): Promise<string | undefined> {
  const found = await checkContractFile('openSupportTicket', 'warrenty_card', file);
  return found === 'size' ? t.fileSize : found === 'type' ? t.fileType : undefined;
}
