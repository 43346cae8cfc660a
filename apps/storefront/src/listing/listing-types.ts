// What the three listings (category, brand, search) hand the shared layout.
import type {
  BrandOption,
  CategoryFilterNode,
  ColorOption,
  ProductPage,
  ProductSummary,
  SizeOption,
} from '@sajilo/api';

/** The filter options of a listing; a list left undefined hides its section (no brands on a brand listing). */
export interface ListingFilterOptions {
  categories?: readonly CategoryFilterNode[];
  brands?: readonly BrandOption[];
  /** `label`: the name shown, in the page's language (./localized-options.ts). */
  colors?: readonly (ColorOption & { label?: string })[];
  sizes?: readonly SizeOption[];
  /** No option has arrived yet. */
  loading: boolean;
  /** An option call failed; `retry` asks again for the failed ones. */
  failed: boolean;
  retry?: () => void;
}

/** One page of products as the layout shows it. */
export interface ListingPageData {
  products: readonly ProductSummary[];
  totalProducts: number;
  perPage: number;
  currentPage: number;
  lastPage: number;
}

export function toListingPage(page: ProductPage): ListingPageData {
  return {
    products: page.products,
    totalProducts: page.totalProducts,
    // docs/browsing.md §3: "perPages or itemsCountPerPage".
    perPage: page.itemsCountPerPage || page.perPages || 20,
    currentPage: page.currentPage,
    lastPage: page.lastPage,
  };
}
