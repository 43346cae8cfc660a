// The filter options as a page shows them (docs/nepal.md "Catalogue content in Nepali"): on a Nepali page the
// categories' and colours' Nepali names where they have them. A colour's filter value stays its English name
// (`subtitle`, what the address and the API carry); only its `label` changes. The panel and the applied
// filters' chips are given the same options, so both say the same name.
import { useLocalized } from '../i18n/localized.js';
import type { ListingFilterOptions } from './listing-types';

export function useLocalizedOptions(options: ListingFilterOptions): ListingFilterOptions {
  const localized = useLocalized();
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
    colors: options.colors?.map((c) => ({ ...c, label: localized(c.subtitle, c.subtitle_ne) })),
  };
}
