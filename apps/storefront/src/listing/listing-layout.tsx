// The layout the category listing, the brand listing and the search results share (docs/browsing.md §2): page
// header with breadcrumbs, the filter panel (left column on large screens, an 'Advance Filter' drawer
// opened by a Filter button on small ones), the count line, sort, removable chips, the product grid and
// pagination. The previous page stays on screen, dimmed, while the next one loads, so nothing jumps.
import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { isNotFound } from '@sajilo/store';
import {
  type BreadcrumbLink,
  Button,
  Drawer,
  EmptyState,
  emptyFilterSelection,
  FilterChips,
  filterChips,
  hasActiveFilters,
  PageHeader,
  Pagination,
  ProductGrid,
  removeFilterChip,
  SortSelect,
  Spinner,
  VisuallyHidden,
} from '@sajilo/ui';
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageStatus } from '../app/page-status.js';
import { QueryState } from '../components/query-state';
import { Seo } from '../components/seo';
import { useDealerPrices } from '../dealer/use-dealer.js';
import { type Counted, useCounted } from '../i18n/numbers.js';
import { LARGE_SCREEN } from '../lib/media-query';
import { useCardItem } from '../product/card-item';
import { ListingFilters } from './listing-filters';
import styles from './listing-layout.module.css';
import { selectionOf } from './listing-params';
import type { ListingFilterOptions, ListingPageData } from './listing-types';
import { useLocalizedOptions } from './localized-options';
import type { ListingUrlState } from './use-listing-state';

const NO_SLUGS: readonly string[] = [];

export interface ListingLayoutProps {
  /** The visible title of the page band (the SEO h1 is the hidden one, docs/browsing.md §2). */
  title: string;
  /** The breadcrumb between Home and this page: Products on category and brand listings. */
  middle?: BreadcrumbLink;
  /** What the count line names: `N products found on {subject}`. */
  subject: string;
  url: ListingUrlState;
  options: ListingFilterOptions;
  /** The page to show: the current one, or the previous one while the next loads. */
  listing: ListingPageData | undefined;
  /** A request for the URL's state is in flight. */
  isFetching: boolean;
  /** The request for the URL's state failed. */
  error: unknown;
  refetch: () => unknown;
  /** docs/browsing.md §8: 'No product found'. */
  emptyMessage?: string;
  /** The breadcrumb's last step; the title by default. */
  current?: string;
  /** Under the breadcrumbs in the page band, e.g. the search form on /search. */
  headerExtra?: ReactNode;
  /** Cards name their brand, except on a brand's own listing. */
  showBrand?: boolean;
}

/** docs/browsing.md §2: 'N products found on {category title}' / '{n} products found on {query}'. */
export function countLine(
  t: (message: MessageDescriptor) => string,
  { count, category }: Counted,
  subject: string,
): string {
  return t(
    msg`${select(category, { one: `${count} product found on`, other: `${count} products found on` })} ${subject}`,
  );
}

/** The drawer's button: 'Show N products'. */
function showLine(t: (message: MessageDescriptor) => string, { count, category }: Counted): string {
  return t(msg`${select(category, { one: `Show ${count} product`, other: `Show ${count} products` })}`);
}

export function ListingLayout({
  title,
  middle,
  subject,
  url,
  options,
  listing,
  isFetching,
  error,
  refetch,
  emptyMessage,
  current,
  headerExtra,
  showBrand = true,
}: ListingLayoutProps) {
  const { t } = useLingui();
  const counted = useCounted();
  const cardItem = useCardItem(useDealerPrices(listing?.products.map((product) => product.slug) ?? NO_SLUGS));
  const { state, setFilters, setSort, setPage } = url;
  const selected = selectionOf(state);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const countId = useId();
  const total = listing ? counted(listing.totalProducts) : undefined;

  // The drawer belongs to small screens: growing the window past the breakpoint closes it.
  useEffect(() => {
    const query = window.matchMedia(LARGE_SCREEN);
    const onChange = () => {
      if (query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A page past the last one (an old link, fewer products since) does not exist: the page server answers
  // 404 (the page still links the pages that do), and in the browser it goes to the last page instead.
  usePageStatus(error ? undefined : !listing ? 'undecided' : state.page > listing.lastPage ? 404 : undefined);
  useEffect(() => {
    if (isFetching || !listing || error) return;
    if (listing.products.length === 0 && listing.totalProducts > 0 && state.page > listing.lastPage) {
      setPage(listing.lastPage, { replace: true });
    }
  }, [isFetching, listing, error, state.page, setPage]);

  const shown = useLocalizedOptions(options);
  const chips = filterChips(selected, shown);
  const activeCount = chips.length;
  const failed = Boolean(error) && !isFetching;

  const goToPage = (page: number) => {
    setPage(page);
    // The new page starts at the top of the results, not wherever the pager was.
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  let results: ReactNode;
  if (failed || !listing) {
    results = (
      <QueryState
        isLoading={!failed}
        error={failed ? error : null}
        refetch={refetch}
        label={t`Loading products`}
      >
        {null}
      </QueryState>
    );
  } else {
    results = (
      <>
        <ProductGrid
          products={listing.products.map(cardItem)}
          label={t`Products found on ${subject}`}
          loading={isFetching}
          emptyMessage={emptyMessage ?? t`No product found`}
          emptyAction={
            hasActiveFilters(selected) ? (
              <Button variant="secondary" onClick={() => setFilters(emptyFilterSelection)}>
                <Trans>Clear all filters</Trans>
              </Button>
            ) : undefined
          }
          priorityCount={4}
          showBrand={showBrand}
        />
        <Pagination
          total={listing.totalProducts}
          // The address's page, so the pager moves at once while that page loads.
          page={state.page}
          perPage={listing.perPage}
          onChange={goToPage}
          hrefFor={url.hrefForPage}
          label={t`Product pages`}
        />
      </>
    );
  }

  const filters = <ListingFilters options={shown} selected={selected} onChange={setFilters} />;

  return (
    <>
      <PageHeader title={title} middle={middle} current={current} headingLevel={2}>
        {headerExtra}
      </PageHeader>
      <div className={styles.container}>
        <aside className={styles.sidebar} aria-label={t`Filters`}>
          {/* A unit React hydrates on its own, after the products (docs/storefront.md "Speed"). */}
          <Suspense fallback={null}>{filters}</Suspense>
        </aside>

        <section
          ref={resultsRef}
          className={styles.results}
          aria-labelledby={countId}
          aria-busy={isFetching || undefined}
        >
          <div className={styles.toolbar}>
            <p id={countId} className={styles.count} aria-live="polite">
              {total ? countLine(t, total, subject) : ' '}
            </p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="small"
                className={styles.filterButton}
                onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog"
                icon={
                  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                    <path
                      d="M3 5h14M6 10h8M8.5 15h3"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      fill="none"
                    />
                  </svg>
                }
              >
                <Trans>Filter</Trans>
                {activeCount > 0 ? (
                  <span className={styles.badge}>
                    <VisuallyHidden>, </VisuallyHidden>
                    {activeCount}
                    <VisuallyHidden>
                      {' '}
                      <Trans>applied</Trans>
                    </VisuallyHidden>
                  </span>
                ) : null}
              </Button>
              <SortSelect value={state.sort} onChange={setSort} className={styles.sort} />
            </div>
          </div>

          <FilterChips
            chips={chips}
            onRemove={(chipId) => setFilters(removeFilterChip(selected, chipId))}
            onClearAll={() => setFilters(emptyFilterSelection)}
          />

          <div className={styles.body} data-fetching={isFetching && listing !== undefined ? '' : undefined}>
            <div className={styles.progress} aria-hidden="true" />
            {results}
          </div>
        </section>
      </div>

      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t`Advance Filter`}
        footer={
          <Button fullWidth onClick={() => setDrawerOpen(false)}>
            {isFetching ? (
              <Spinner size="small" label={t`Loading products`} />
            ) : total ? (
              showLine(t, total)
            ) : (
              t`Show products`
            )}
          </Button>
        }
      >
        {filters}
      </Drawer>
    </>
  );
}

export interface ListingUnavailableProps {
  title: string;
  middle?: BreadcrumbLink;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The page when the listing itself cannot be shown, with its head: an unknown category or brand (the
 * not-found screen, and 404 from the page server: docs/browsing.md §2.17), or a first load that failed (a
 * message and a retry).
 */
export function ListingUnavailable({ title, middle, error, refetch }: ListingUnavailableProps) {
  const { t } = useLingui();
  const notFound = isNotFound(error);
  usePageStatus(notFound ? 404 : undefined);
  if (notFound) {
    return (
      <>
        <Seo title={t`Page Not Found`} hiddenHeading={false} />
        <PageHeader title={t`Page Not Found`} middle={middle} headingLevel={1} />
        <div className={styles.unavailable}>
          <EmptyState
            title={t`No product found`}
            description={t`This page does not exist. It may have been removed or renamed.`}
            action={
              <Link to="/products">
                <Trans>Browse all products</Trans>
              </Link>
            }
          />
        </div>
      </>
    );
  }
  return (
    <>
      <Seo title={title} />
      <PageHeader title={title} middle={middle} headingLevel={2} />
      <div className={styles.unavailable}>
        <QueryState isLoading={false} error={error} refetch={refetch}>
          {null}
        </QueryState>
      </div>
    </>
  );
}
