// The library's own words and number style, in English by default. An app in another language provides
// its translations and its locale once, at the root (`<UiTextProvider value={…}>`); every component reads
// them from here, and a prop given to a component still wins.
import { createContext, type ReactNode, useContext } from 'react';

export interface UiText {
  /** The Intl locale amounts are written in: `en-IN` groups in lakhs (1,25,000). */
  numberLocale: string;
  /** The currency label before an amount. */
  currency: string;
  price: string;
  /** A sale's struck-through price before it, for screen readers. */
  regularPrice: string;
  home: string;
  close: string;
  loading: string;
  back: string;
  optional: string;
  noData: string;
  products: string;
  noProduct: string;
  pagination: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  page: (page: string) => string;
  previousSlide: string;
  nextSlide: string;
  pauseSlideshow: string;
  playSlideshow: string;
  sortProducts: string;
  filterBy: string;
  priceLowToHigh: string;
  priceHighToLow: string;
  quantity: string;
  decrease: (what: string) => string;
  increase: (what: string) => string;
  appliedFilters: string;
  removeFilter: (group: string, value: string) => string;
  /** The button that removes every applied filter. */
  clearAll: string;
  categories: string;
  brands: string;
  colours: string;
  sizes: string;
  chosen: (files: string) => string;
  /** A file picker's button (one file, several files) and what it says before a file is chosen. */
  chooseFile: string;
  chooseFiles: string;
  noFileChosen: string;
  /** A product's stars read aloud: the average as written, and how many reviews when given. */
  rating: (average: string, count?: number) => string;
  /** The breadcrumb trail's name for screen readers. */
  breadcrumb: string;
  /** The price filter: its name, its two fields, the upper field's empty hint, its button and its refusals. */
  priceRange: string;
  minPrice: string;
  maxPrice: string;
  anyPrice: string;
  go: string;
  priceErrors: Record<PriceProblem, string>;
}

/** Why a price range is refused (docs/browsing.md §5). */
export type PriceProblem = 'minNegative' | 'maxTooSmall' | 'maxMissing' | 'minAboveMax';

export const UI_TEXT_EN: UiText = {
  numberLocale: 'en-IN',
  currency: 'Rs',
  price: 'Price',
  regularPrice: 'Regular price',
  home: 'Home',
  close: 'Close',
  loading: 'Loading',
  back: 'Back',
  optional: '(optional)',
  noData: 'No data found',
  products: 'Products',
  noProduct: 'No product found',
  pagination: 'Pagination',
  firstPage: 'First',
  previousPage: 'Previous',
  nextPage: 'Next',
  lastPage: 'Last',
  page: (page) => `Page ${page}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',
  sortProducts: 'Sort products',
  filterBy: 'Filter By',
  priceLowToHigh: 'Price low to high',
  priceHighToLow: 'Price high to low',
  quantity: 'Quantity',
  decrease: (what) => `Decrease ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
  increase: (what) => `Increase ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
  appliedFilters: 'Applied filters',
  removeFilter: (group, value) => `Remove ${group.toLowerCase()} filter: ${value}`,
  clearAll: 'Clear all',
  categories: 'Categories',
  brands: 'Brands',
  colours: 'Colours',
  sizes: 'Sizes',
  chosen: (files) => `Chosen: ${files}`,
  chooseFile: 'Choose file',
  chooseFiles: 'Choose files',
  noFileChosen: 'No file chosen',
  rating: (average, count) =>
    `Rated ${average} out of 5${count === undefined ? '' : `, ${count} ${count === 1 ? 'review' : 'reviews'}`}`,
  breadcrumb: 'Breadcrumb',
  priceRange: 'Price range',
  minPrice: 'Min (Rs)',
  maxPrice: 'Max (Rs)',
  anyPrice: 'Any',
  go: 'Go',
  priceErrors: {
    minNegative: 'Enter a minimum price of 0 or more.',
    maxTooSmall: 'Enter a maximum price of 1 or more.',
    maxMissing: 'Enter a maximum price too.',
    minAboveMax: 'The minimum price cannot be above the maximum.',
  },
};

const UiTextContext = createContext<UiText>(UI_TEXT_EN);

export function UiTextProvider({ value, children }: { value: UiText; children: ReactNode }) {
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

/** The words and number style of the app around the component (English by default). */
export function useUiText(): UiText {
  return useContext(UiTextContext);
}
