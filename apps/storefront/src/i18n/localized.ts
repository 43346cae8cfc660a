// Catalogue content written in Nepali too (a category's name, a product's name and description: the API's
// `_ne` fields, null when not written) is shown in Nepali on the Nepali pages, and the English elsewhere or
// when there is no Nepali.
import { useLingui } from '@lingui/react';

/** `(english, nepali) => text`: the Nepali on a Nepali page when there is one, else the English. */
export function useLocalized(): (english: string, nepali: string | null | undefined) => string {
  const { i18n } = useLingui();
  const nepali = i18n.locale === 'ne';
  return (english, inNepali) => (nepali && inNepali ? inNepali : english);
}
