// The forms' business constants (docs/customer.md §3, §9), in one place so the forms, their tests and styles
// agree. Timings live in lib/timing.ts; the upload limit and the FileKind shape in lib/validation.ts.
import { fileRule, fileTypesText, formRules } from '@sajilo/api';
import type { FileKind } from '../lib/validation.js';

const card = fileRule('openSupportTicket', 'warrenty_card');

/** Warranty and billing cards: the types the contract accepts (openapi POST /api/complains `encoding`). */
export const CARD_FILES: FileKind = {
  types: card.types,
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.pdf'],
};

/** The résumé: PDF, DOC or DOCX (openapi POST /api/careers/{slug}). */
export const RESUME_FILES: FileKind = {
  types: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  extensions: ['.pdf', '.doc', '.docx'],
};

/** The cards' types and limit for the hint under their inputs (worded in the form, from the catalogues). */
export const CARD_TYPES_TEXT = fileTypesText(card.types);
export const CARD_MAX_MB = card.maxBytes / 1024 / 1024;

/** The file input's `accept`: the types and the extensions, so every platform's picker filters. */
export const acceptOf = (kind: FileKind) => [...kind.types, ...kind.extensions].join(',');

/** docs/customer.md §3: support ticket categories, the contract's choices for the ticket's `type`. */
export const SUPPORT_CATEGORIES = formRules.openSupportTicket.fields.type.options;

/** docs/customer.md §3: job application genders. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
