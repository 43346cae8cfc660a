// docs/browsing.md §2.4 "Category listing": /products/categories/{slug}, breadcrumb back to /products, the
// filters of the category (its tree, brands, colours, sizes, price), sort, chips, grid and pagination; the
// page title and meta from the category's SEO fields. The filter state lives in the URL
// (listing/listing-params.ts).

import { useLingui } from '@lingui/react/macro';
import {
  isNotFound,
  useCategoryFilterBrandsQuery,
  useCategoryFilterCategoriesQuery,
  useCategoryFilterColorsQuery,
  useCategoryFilterSizesQuery,
  useCategoryListingQuery,
} from '@sajilo/store';
import { useParams } from 'react-router-dom';
import { Seo } from '../components/seo';
import { useIsNepali, useLocalized } from '../i18n/localized.js';
import { ListingLayout, ListingUnavailable } from '../listing/listing-layout';
import { toApiQuery } from '../listing/listing-params';
import { toListingPage } from '../listing/listing-types';
import { slugTitle } from '../listing/slug-title';
import { useListingState } from '../listing/use-listing-state';
import { useOptionErrorToast } from '../listing/use-option-error-toast';

export function Component() {
  const { t } = useLingui();
  // The breadcrumb between Home and the listing.
  const PRODUCTS = { label: t`Products`, href: '/products' };
  const { categoryId: slug = '' } = useParams();
  const localized = useLocalized();
  const nepali = useIsNepali();
  const url = useListingState();
  const listing = useCategoryListingQuery({ slug, ...toApiQuery(url.state) });
  // docs/browsing.md §7: the option calls carry no query; the panel ticks what the URL says.
  const categories = useCategoryFilterCategoriesQuery({ slug });
  const brands = useCategoryFilterBrandsQuery({ slug });
  const colors = useCategoryFilterColorsQuery({ slug });
  const sizes = useCategoryFilterSizesQuery({ slug });
  useOptionErrorToast(colors.error, 'colour', `colors:${slug}`);
  useOptionErrorToast(sizes.error, 'size', `sizes:${slug}`);

  // The last answer stays on screen while the next loads, but only if it is this category's.
  const data = listing.data?.category.slug === slug ? listing.data : undefined;
  const title = data ? localized(data.category.title, data.category.title_ne) : slugTitle(slug);
  const optionQueries = [categories, brands, colors, sizes];

  // A failed first load shows its message once no retry is running; an unknown slug stays not found while
  // the browser asks again (it does after hydrating a failed answer), so the page does not flicker.
  if (!data && listing.error && (isNotFound(listing.error) || !listing.isFetching)) {
    return (
      <ListingUnavailable title={title} middle={PRODUCTS} error={listing.error} refetch={listing.refetch} />
    );
  }

  return (
    <>
      <Seo
        title={title}
        // docs/storefront.md "Search engines and link previews": the record's SEO texts are English; a Nepali page says its own.
        seoTitle={nepali ? undefined : data?.category.seo_title}
        description={
          nepali
            ? t`${title}: prices in rupees, genuine brands and delivery across Nepal.`
            : data?.category.seo_description
        }
        keywords={data?.category.seo_keyword}
      />
      <ListingLayout
        title={title}
        middle={PRODUCTS}
        subject={title}
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
      />
    </>
  );
}
