// docs/browsing.md §2.6 "Search results": /search?query=…, the listing's filters (category tree, brands,
// colours, sizes, price), sort, chips, the count line '{n} products found on {query}' and pagination; the
// filters sit in a drawer on small screens. The header's search modal submits here. The words and the filters
// live in the URL (listing/listing-params.ts).
import { useLingui } from '@lingui/react/macro';
import {
  useSearchFilterBrandsQuery,
  useSearchFilterCategoriesQuery,
  useSearchFilterColorsQuery,
  useSearchFilterSizesQuery,
  useSearchQuery,
} from '@sajilo/store';
import { EmptyState, PageHeader } from '@sajilo/ui';
import { Seo } from '../components/seo';
import { ListingLayout } from '../listing/listing-layout';
import { toApiQuery } from '../listing/listing-params';
import { toListingPage } from '../listing/listing-types';
import { SearchForm } from '../listing/search-form';
import { useListingState } from '../listing/use-listing-state';
import { useOptionErrorToast } from '../listing/use-option-error-toast';
import styles from './search.module.css';

const sameWords = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export function Component() {
  const { t } = useLingui();
  const url = useListingState({ withSearch: true });
  const { search } = url;
  const skip = search === '';
  const listing = useSearchQuery({ search, ...toApiQuery(url.state) }, { skip });
  const categories = useSearchFilterCategoriesQuery({ search }, { skip });
  const brands = useSearchFilterBrandsQuery({ search }, { skip });
  const colors = useSearchFilterColorsQuery({ search }, { skip });
  const sizes = useSearchFilterSizesQuery({ search }, { skip });
  useOptionErrorToast(colors.error, 'colour', `search-colors:${search}`);
  useOptionErrorToast(sizes.error, 'size', `search-sizes:${search}`);

  // The last answer stays while the next loads, but only if it answered the same words.
  const data = listing.data && sameWords(listing.data.search, search) ? listing.data : undefined;
  const optionQueries = [categories, brands, colors, sizes];

  if (skip) {
    return (
      <>
        <Seo
          title={t`Search`}
          description={t`Search tiles, basins, faucets, lights and more by name, brand or code.`}
        />
        <meta name="robots" content="noindex, follow" />
        <PageHeader title={t`Search Results`} current={t`Search`} headingLevel={2} />
        <div className={styles.start}>
          <EmptyState
            title={t`What are you looking for?`}
            description={t`Search tiles, basins, faucets, lights and more by name, brand or code.`}
            action={<SearchForm />}
          />
        </div>
      </>
    );
  }

  return (
    <>
      <Seo
        title={t`Search results for ${search}`}
        description={t`Tiles, sanitaryware, bath-ware and lighting for “${search}” at Sajilo, with their prices.`}
      />
      {/* Result pages change with every word; the products themselves are what search engines should list. */}
      <meta name="robots" content="noindex, follow" />
      <ListingLayout
        title={t`Search Results`}
        current={t`Search`}
        subject={search}
        url={url}
        options={{
          categories: categories.currentData?.categories,
          brands: brands.currentData?.brands,
          colors: colors.currentData?.colors,
          sizes: sizes.currentData?.sizes,
          loading: optionQueries.every((query) => query.isLoading),
          failed: optionQueries.some((query) => query.isError),
          retry: () => {
            for (const query of optionQueries) if (query.isError) query.refetch();
          },
        }}
        listing={data ? toListingPage(data) : undefined}
        isFetching={listing.isFetching}
        error={listing.error}
        refetch={listing.refetch}
        headerExtra={<SearchForm key={search} initial={search} onDark />}
      />
    </>
  );
}
