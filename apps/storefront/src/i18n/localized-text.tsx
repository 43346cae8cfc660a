// A text of the staff's content in the page's language (docs/nepal.md "Content in Nepali"): the Nepali on a
// Nepali page when the record has it, else the English marked `lang="en"`.
// `pageDigits`: a text of facts (an address, opening hours) whose digits follow the page's digit setting.
import { useContentText } from './localized.js';
import { usePageDigits } from './numbers.js';

export function LocalizedText({
  en,
  ne,
  pageDigits = false,
}: {
  en: string;
  ne: string | null | undefined;
  pageDigits?: boolean;
}) {
  const { text, lang } = useContentText()(en, ne);
  const digits = usePageDigits();
  const shown = pageDigits ? digits(text) : text;
  return lang ? <span lang={lang}>{shown}</span> : shown;
}
