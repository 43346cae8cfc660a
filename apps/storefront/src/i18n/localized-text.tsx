// A text of the staff's content in the page's language (docs/nepal.md "Content in Nepali"): the Nepali on a
// Nepali page when the record has it, else the English marked `lang="en"`.
import { useContentText } from './localized.js';

export function LocalizedText({ en, ne }: { en: string; ne: string | null | undefined }) {
  const { text, lang } = useContentText()(en, ne);
  return lang ? <span lang={lang}>{text}</span> : text;
}
