// The attributes of the widgets' inputs that come from the contract (@sajilo/api, generated from
// openapi/storefront.yaml). Kept apart from constants.ts, which the 2 KB loader imports.
import { fileRule, formRules } from '@sajilo/api';

/** The cards' rule from the contract (openapi: Upload `x-max-bytes`, the ticket's `encoding`). */
const card = fileRule('openSupportTicket', 'warrenty_card');

/** The content types the server accepts for the warranty and billing cards, from the contract. */
export const FILE_TYPES = card.types;

/** The attributes of every email field; the contract's rule itself is checked by validate.ts. */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  maxLength: formRules.subscribe.fields.email.maxLength,
} as const;

/** The attributes of every phone field; its pattern (openapi: Phone) is checked by validate.ts. */
export const PHONE_INPUT = {
  type: 'tel',
  autoComplete: 'tel',
  maxLength: formRules.sendCustomerEnquiry.fields.phone.maxLength,
} as const;
