// @sajilo/ui's own words (close, loading, pagination, sort, …) and its number style, from the catalogues
// of the page's language (docs/nepal.md "Languages"): prices in Nepali read `रु. 1,25,000`, or with
// Devanagari digits `रु. १,२५,०००`.
import { useLingui } from '@lingui/react/macro';
import { type UiText, UiTextProvider } from '@sajilo/ui';
import { type ReactNode, useMemo } from 'react';
import { numberLocaleOf, usePageDigits } from './numbers.js';

/**
 * "Quantity" inside an English sentence: "Decrease quantity". Only English lowers it: a Nepali label may begin
 * with a product's name in Latin letters ("Johnson Endura … को परिमाण"), a proper name that keeps its capital.
 */
const lowerFirst = (word: string, locale: string) =>
  locale === 'en' ? word.charAt(0).toLowerCase() + word.slice(1) : word;

export function StorefrontUiText({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const pageDigits = usePageDigits();
  // `t` and the locales change with the language and the digits (the switch's setting).
  const value = useMemo<UiText>(
    () => ({
      numberLocale: numberLocaleOf(i18n),
      currency: t`Rs`,
      price: t`Price`,
      regularPrice: t`Regular price`,
      home: t`Home`,
      close: t`Close`,
      loading: t`Loading`,
      back: t`Back`,
      optional: t`(optional)`,
      noData: t`No data found`,
      products: t`Products`,
      noProduct: t`No product found`,
      pagination: t`Pagination`,
      firstPage: t`First`,
      previousPage: t`Previous`,
      nextPage: t`Next`,
      lastPage: t`Last`,
      page: (page) => t`Page ${page}`,
      previousSlide: t`Previous slide`,
      nextSlide: t`Next slide`,
      pauseSlideshow: t`Pause slideshow`,
      playSlideshow: t`Play slideshow`,
      sortProducts: t`Sort products`,
      filterBy: t`Filter By`,
      priceLowToHigh: t`Price low to high`,
      priceHighToLow: t`Price high to low`,
      quantity: t`Quantity`,
      decrease: (what) => t`Decrease ${lowerFirst(what, i18n.locale)}`,
      increase: (what) => t`Increase ${lowerFirst(what, i18n.locale)}`,
      appliedFilters: t`Applied filters`,
      removeFilter: (group, value) => {
        // The kinds @sajilo/ui names its chips by (src/lib/filter-selection.ts), in the page's language.
        const kinds: Record<string, string> = {
          Category: t`Category`,
          Brand: t`Brand`,
          Colour: t`Colour`,
          Size: t`Size`,
          Price: t`Price`,
        };
        return t`Remove ${lowerFirst(kinds[group] ?? group, i18n.locale)} filter: ${value}`;
      },
      clearAll: t`Clear all`,
      categories: t`Categories`,
      brands: t`Brands`,
      colours: t`Colours`,
      sizes: t`Sizes`,
      chosen: (files) => t`Chosen: ${files}`,
      chooseFile: t`Choose file`,
      chooseFiles: t`Choose files`,
      noFileChosen: t`No file chosen`,
      rating: (average, count) =>
        count === undefined
          ? pageDigits(t`Rated ${average} out of 5`)
          : count === 1
            ? pageDigits(t`Rated ${average} out of 5, 1 review`)
            : pageDigits(t`Rated ${average} out of 5, ${count} reviews`),
      breadcrumb: t`Breadcrumb`,
      priceRange: t`Price range`,
      minPrice: t`Min (Rs)`,
      maxPrice: t`Max (Rs)`,
      anyPrice: t`Any`,
      go: t`Go`,
      priceErrors: {
        minNegative: pageDigits(t`Enter a minimum price of 0 or more.`),
        maxTooSmall: pageDigits(t`Enter a maximum price of 1 or more.`),
        maxMissing: t`Enter a maximum price too.`,
        minAboveMax: t`The minimum price cannot be above the maximum.`,
      },
    }),
    [i18n, i18n.locales, t, pageDigits],
  );
  return <UiTextProvider value={value}>{children}</UiTextProvider>;
}
