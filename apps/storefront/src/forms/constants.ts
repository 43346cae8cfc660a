// The forms' business constants (seed 001 §3, §9), in one place so the forms, their tests and styles agree.
// Timings live in lib/timing.ts; the upload limit and the FileKind shape in lib/validation.ts.
import type { FileKind } from '../lib/validation.js';

/** The popup's "closed for this visit" mark lives in sessionStorage under this key. */
export const ENQUIRY_POPUP_DISMISSED_KEY = 'sajilo.enquiryPopupDismissed';

/** Warranty and billing cards: JPEG, PNG, WebP or PDF (openapi POST /api/complains). */
export const CARD_FILES: FileKind = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.pdf'],
  description: 'a JPEG, PNG, WebP or PDF file',
};

/** The résumé: PDF, DOC or DOCX (openapi POST /api/careers/{slug}). */
export const RESUME_FILES: FileKind = {
  types: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  extensions: ['.pdf', '.doc', '.docx'],
  description: 'a PDF, DOC or DOCX file',
};

/** The file input's `accept`: the types and the extensions, so every platform's picker filters. */
export const acceptOf = (kind: FileKind) => [...kind.types, ...kind.extensions].join(',');

/** seed 001 §3: support ticket categories. */
export const SUPPORT_CATEGORIES = [
  'Tiles',
  'Sanitaryware',
  'Bath Ware',
  'Kitchen',
  'Flooring',
  'Roofing',
  'Cladding',
  'Hardware',
  'Others',
] as const;

/** seed 001 §3: job application genders. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** Nepal's seven provinces, offered for the support ticket's state (the contract takes any short text). */
export const PROVINCES = [
  'Koshi',
  'Madhesh',
  'Bagmati',
  'Gandaki',
  'Lumbini',
  'Karnali',
  'Sudurpashchim',
] as const;
