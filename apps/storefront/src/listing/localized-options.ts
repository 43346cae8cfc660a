// The filter options as a page shows them (docs/nepal.md "Catalogue content in Nepali"): on a Nepali page the
// categories' and colours' Nepali names where they have them. A colour's filter value stays its English name
// (`subtitle`, what the address and the API carry); only its `label` changes. The panel and the applied
// filters' chips are given the same options, so both say the same name. The colours are listed in the order
// of the names shown: the server sorts them by their English names, so a Nepali page sorts them again by
// the Nepali ones (Nepali collation, made once and only on a Nepali page).
import { useLingui } from '@lingui/react';
import { useLocalized } from '../i18n/localized.js';
import type { ListingFilterOptions } from './listing-types';

let nepaliCollator: Intl.Collator | undefined;
const byNepali = (a: { label?: string }, b: { label?: string }) => {
  nepaliCollator ??= new Intl.Collator('ne');
  return nepaliCollator.compare(a.label ?? '', b.label ?? '');
};

export function useLocalizedOptions(options: ListingFilterOptions): ListingFilterOptions {
  const { i18n } = useLingui();
  const localized = useLocalized();
  const colors = options.colors?.map((c) => ({ ...c, label: localized(c.subtitle, c.subtitle_ne) }));
  const name = <C extends { title: string; title_ne: string | null }>(c: C): C => ({
    ...c,
    title: localized(c.title, c.title_ne),
  });
  return {
    ...options,
    categories: options.categories?.map((c) => ({
      ...name(c),
      subCategory: c.subCategory.map((sub) => ({ ...name(sub), childCategory: sub.childCategory.map(name) })),
    })),
    colors: i18n.locale === 'ne' ? colors?.sort(byNepali) : colors,
  };
}
