// The filter panel of a listing (docs/browsing.md §2): category tree, brands, colours, sizes, price with Go.
// The same panel sits in the left column on large screens and in the 'Advance Filter' drawer on small ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FilterPanel, type FilterSelection, Spinner } from '@sajilo/ui';
import styles from './listing-filters.module.css';
import type { ListingFilterOptions } from './listing-types';

export interface ListingFiltersProps {
  options: ListingFilterOptions;
  selected: FilterSelection;
  onChange: (next: FilterSelection) => void;
}

export function ListingFilters({ options, selected, onChange }: ListingFiltersProps) {
  const { t } = useLingui();
  // Names already in the page's language (./localized-options.ts).
  const { categories, brands, colors, sizes, loading, failed, retry } = options;
  return (
    <div className={styles.filters}>
      {loading ? <Spinner label={t`Loading filters`} block /> : null}
      {failed && retry ? (
        // A failed option call leaves the rest of the panel usable and offers a retry (the earlier site
        // only logged it, docs/browsing.md §8).
        <p className={styles.filterNote} role="status">
          <Trans>Some filters could not be loaded.</Trans>{' '}
          <Button variant="link" size="small" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : null}
      {categories !== undefined && categories.length === 0 && !loading ? (
        <div className={styles.emptyCategories}>
          <p className={styles.filterHeading}>
            <Trans>Categories</Trans>
          </p>
          {/* docs/browsing.md §8 */}
          <p>
            <Trans>No categories found</Trans>
          </p>
        </div>
      ) : null}
      <FilterPanel
        categories={categories}
        brands={brands}
        colors={colors}
        sizes={sizes}
        selected={selected}
        onChange={onChange}
      />
    </div>
  );
}
