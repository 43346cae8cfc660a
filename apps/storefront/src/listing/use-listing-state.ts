// The listing's filter state read from and written to the URL (docs/browsing.md §4: shareable, reload-safe,
// walked by back/forward). Every change pushes a history entry; new filters or a new sort start at page 1.
import type { FilterSelection, SortOrder } from '@sajilo/ui';
import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type ListingState,
  listingSearch,
  parseListingParams,
  parseSearchQuery,
  withFilters,
  withPage,
  withSort,
} from './listing-params';

export interface UseListingStateOptions {
  /** A brand listing has no brand filter (docs/browsing.md §2): brand ids in its URL are ignored. */
  withBrands?: boolean;
  /** On /search the words travel in `query` and are kept on every change. */
  withSearch?: boolean;
}

export interface ListingUrlState {
  state: ListingState;
  /** The search words ('' outside /search). */
  search: string;
  setFilters: (filters: FilterSelection) => void;
  setSort: (sort: SortOrder | undefined) => void;
  /** `replace` corrects the address without a new history entry (a page past the last one). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** The address of a page of this listing (the pager's real links, for crawlers: docs/storefront.md). */
  hrefForPage: (page: number) => string;
}

export function useListingState({
  withBrands = true,
  withSearch = false,
}: UseListingStateOptions = {}): ListingUrlState {
  const [params] = useSearchParams();
  const { pathname, search: currentSearch } = useLocation();
  const navigate = useNavigate();

  const urlState = useMemo(() => {
    const parsed = parseListingParams(params);
    return withBrands ? parsed : { ...parsed, brands: [] };
  }, [params, withBrands]);
  // The router commits the new address in a transition; until it has, the box the visitor ticked shows
  // ticked (a controlled checkbox would otherwise flip back for a moment).
  const [state, setOptimisticState] = useOptimistic(urlState);
  const search = withSearch ? parseSearchQuery(params) : '';

  const go = useCallback(
    (next: ListingState, { replace = false } = {}) => {
      const nextSearch = listingSearch(next, withSearch ? search : undefined);
      if (nextSearch === currentSearch) return;
      startTransition(async () => {
        setOptimisticState(next);
        // react-router's setSearchParams would re-encode `3,7` as `3%2C7`; navigate keeps the readable
        // form. Ticking a box must not throw the visitor back to the top of the page.
        await navigate({ pathname, search: nextSearch }, { replace, preventScrollReset: true });
      });
    },
    [navigate, pathname, currentSearch, search, withSearch, setOptimisticState],
  );

  const setFilters = useCallback((filters: FilterSelection) => go(withFilters(state, filters)), [go, state]);
  const setSort = useCallback((sort: SortOrder | undefined) => go(withSort(state, sort)), [go, state]);
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => go(withPage(state, page), options),
    [go, state],
  );

  // The router's basename (/ne on Nepali pages) belongs in a real link's address.
  const root = useHref('/').replace(/\/$/, '');
  const hrefForPage = useCallback(
    (page: number) =>
      `${root}${pathname}${listingSearch(withPage(state, page), withSearch ? search : undefined)}`,
    [root, pathname, state, search, withSearch],
  );

  return { state, search, setFilters, setSort, setPage, hrefForPage };
}
