// A record's text in Nepali as staff enter it (docs/nepal.md "Content in Nepali"): empty is none (null), and
// the shop shows the English there; HTML is sanitised like the English.
import { sanitizeRichText } from '../rich-text.js';

/** A plain text in Nepali: trimmed, null when empty. */
export const nepali = (value: string | undefined): string | null => value?.trim() || null;

/** An HTML body in Nepali: sanitised, null when nothing is left. */
export const nepaliHtml = (value: string | undefined): string | null => {
  if (!value?.trim()) return null;
  const clean = sanitizeRichText(value);
  return clean.replace(/<[^>]*>|&nbsp;/g, '').trim() === '' ? null : clean;
};
