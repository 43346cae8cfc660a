// The whole filter state of a listing lives in the URL (docs/browsing.md §4), so a filtered
// page can be shared, reloaded and walked with back/forward. This module is the one mapping between the
// query string and that state, and from the state to the API query (docs/browsing.md §7: lists comma
// separated and left out when empty; brands and categories as ids, colours and sizes as subtitles; sort
// asc|desc; min/max numbers; page a number). Pure: no React, no router.
import type { FilterSelection, SortOrder } from '@sajilo/ui';

export interface ListingState extends FilterSelection {
  /**
   * Absent means the server's default: price high to low on listings, relevance on search (docs/browsing.md
   * §4).
   */
  sort: SortOrder | undefined;
  /** From 1. */
  page: number;
}

/** The API's limits on listing queries (openapi/storefront.yaml: maxItems 100, values up to 60 characters). */
export const LIST_LIMIT = 100;
export const VALUE_MAX_LENGTH = 60;
export const PAGE_MAX = 10_000;
/** The search parameter of /search (docs/browsing.md §2: "/search (query parameter query)"). */
export const SEARCH_PARAM = 'query';
const SEARCH_MAX_LENGTH = 200;

export const emptyListingState: ListingState = {
  categories: [],
  brands: [],
  colors: [],
  sizes: [],
  min: null,
  max: null,
  sort: undefined,
  page: 1,
};

function splitList(raw: string | null): string[] {
  if (raw === null) return [];
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (value !== '' && value.length <= VALUE_MAX_LENGTH) seen.add(value);
  }
  return [...seen].slice(0, LIST_LIMIT);
}

function parseIds(raw: string | null): number[] {
  const ids: number[] = [];
  for (const part of splitList(raw)) {
    // Whole positive numbers only: "3", not "3.5", "-3", "3abc" or "1e3".
    if (!/^\d{1,9}$/.test(part)) continue;
    const id = Number(part);
    if (id >= 1 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

function parseNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? value : null;
}

/**
 * docs/browsing.md §5: the lower bound is at least 0, the upper at least 1, and bounds apply only when the
 * upper is above 0. A lower bound alone, or one above the upper, is not a range the user can have asked for:
 * dropped.
 */
function parsePrice(params: URLSearchParams): Pick<ListingState, 'min' | 'max'> {
  const max = parseNumber(params.get('max'));
  if (max === null || max < 1) return { min: null, max: null };
  const min = parseNumber(params.get('min'));
  if (min === null || min < 0 || min > max) return { min: null, max };
  return { min, max };
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,5}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

function parseSort(raw: string | null): SortOrder | undefined {
  return raw === 'asc' || raw === 'desc' ? raw : undefined;
}

/** The listing state a query string stands for; anything malformed is ignored, never an error. */
export function parseListingParams(params: URLSearchParams): ListingState {
  return {
    categories: parseIds(params.get('categories')),
    brands: parseIds(params.get('brands')),
    colors: splitList(params.get('colors')),
    sizes: splitList(params.get('sizes')),
    ...parsePrice(params),
    sort: parseSort(params.get('sort')),
    page: parsePage(params.get('page')),
  };
}

/** The search words of /search?query=…, trimmed; '' when there are none. */
export function parseSearchQuery(params: URLSearchParams): string {
  return (params.get(SEARCH_PARAM) ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}

// Each value is percent-encoded on its own and the list joined with literal commas, so the address reads
// `?brands=3,7&sizes=600%20x%20600` rather than URLSearchParams' `3%2C7` and `600+x+600`. Values cannot
// contain commas: the API itself separates them with commas.
const encode = (value: string | number) => encodeURIComponent(String(value));

/**
 * The query string (with its `?`, or '' when there is nothing to say) for a listing state. `search` goes
 * first on /search. Defaults are left out: page 1, no sort, empty lists, no price bounds.
 */
export function listingSearch(state: ListingState, search?: string): string {
  const parts: string[] = [];
  const list = (name: string, values: ReadonlyArray<string | number>) => {
    const kept = values.map(String).filter((value) => value !== '' && !value.includes(','));
    if (kept.length > 0) parts.push(`${name}=${kept.map(encode).join(',')}`);
  };
  if (search !== undefined && search.trim() !== '') parts.push(`${SEARCH_PARAM}=${encode(search.trim())}`);
  list('categories', state.categories);
  list('brands', state.brands);
  list('colors', state.colors);
  list('sizes', state.sizes);
  if (state.max !== null && state.max > 0) {
    parts.push(`min=${encode(state.min ?? 0)}`, `max=${encode(state.max)}`);
  }
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** New filters start again at page 1 (a page 5 of the old result means nothing for the new one). */
export function withFilters(state: ListingState, filters: FilterSelection): ListingState {
  return {
    ...state,
    categories: [...filters.categories],
    brands: [...filters.brands],
    colors: [...filters.colors],
    sizes: [...filters.sizes],
    min: filters.max !== null && filters.max > 0 ? (filters.min ?? 0) : null,
    max: filters.max !== null && filters.max > 0 ? filters.max : null,
    page: 1,
  };
}

/** A new sort also starts at page 1. */
export function withSort(state: ListingState, sort: SortOrder | undefined): ListingState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1 };
}

/** Only the filters of a state (what FilterPanel edits and FilterChips shows). */
export function selectionOf(state: ListingState): FilterSelection {
  const { categories, brands, colors, sizes, min, max } = state;
  return { categories, brands, colors, sizes, min, max };
}

export interface ListingApiQuery {
  categories?: number[];
  brands?: number[];
  colors?: string[];
  sizes?: string[];
  sort?: SortOrder;
  min?: number;
  max?: number;
  page?: number;
}

/**
 * The query of GET /api/categories/{slug}, /api/brands/{slug} and /api/search (docs/browsing.md §7): empty
 * lists and defaults left out, so equal states give equal cache keys. `withBrands: false` on a brand listing,
 * whose endpoint has no brand filter (docs/browsing.md §2).
 */
export function toApiQuery(state: ListingState, { withBrands = true } = {}): ListingApiQuery {
  const query: ListingApiQuery = {};
  if (state.categories.length > 0) query.categories = [...state.categories];
  if (withBrands && state.brands.length > 0) query.brands = [...state.brands];
  if (state.colors.length > 0) query.colors = [...state.colors];
  if (state.sizes.length > 0) query.sizes = [...state.sizes];
  if (state.sort) query.sort = state.sort;
  // docs/browsing.md §5: price bounds only when the upper one is above 0.
  if (state.max !== null && state.max > 0) {
    query.min = state.min ?? 0;
    query.max = state.max;
  }
  if (state.page > 1) query.page = state.page;
  return query;
}
