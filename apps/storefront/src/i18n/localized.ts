// Content written in Nepali too (a category's name, a product's name and description, and every text the
// staff write: the API's `_ne` fields, null when not written) is shown in Nepali on the Nepali pages, and the
// English elsewhere or when there is no Nepali (docs/nepal.md "Content in Nepali").
import { useLingui } from '@lingui/react';

/** `(english, nepali) => text`: the Nepali on a Nepali page when there is one, else the English. */
export function useLocalized(): (english: string, nepali: string | null | undefined) => string {
  const { i18n } = useLingui();
  const nepali = i18n.locale === 'ne';
  return (english, inNepali) => (nepali && inNepali ? inNepali : english);
}

/** A text to show and the language to mark its element with: `en` when a Nepali page falls back to English. */
export interface ContentText {
  text: string;
  lang: 'en' | undefined;
}

/**
 * `(english, nepali) => { text, lang }`: as useLocalized, and `lang: 'en'` when a Nepali page shows the
 * English because the record has no Nepali, for the element that holds it (`<h2 lang={lang}>`), so screen
 * readers read it as English and the page's `<html lang="ne">` stays true.
 */
export function useContentText(): (english: string, nepali: string | null | undefined) => ContentText {
  const { i18n } = useLingui();
  const nepali = i18n.locale === 'ne';
  return (english, inNepali) =>
    nepali && inNepali
      ? { text: inNepali, lang: undefined }
      : { text: english, lang: nepali && english.trim() !== '' ? 'en' : undefined };
}

/** Whether the page is the Nepali one. */
export function useIsNepali(): boolean {
  return useLingui().i18n.locale === 'ne';
}
