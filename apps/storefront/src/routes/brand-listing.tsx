// docs/browsing.md §2.5 "Brand listing": the category listing's layout without the brand filter; the page
// title and meta from the brand. The filter state lives in the URL (listing/listing-params.ts).

import { useLingui } from '@lingui/react/macro';
import { isNotFound, useBrandFilterOptionsQuery, useBrandListingQuery } from '@sajilo/store';
import { useParams } from 'react-router-dom';
import { Seo } from '../components/seo';
import { useIsNepali } from '../i18n/localized.js';
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
  const { brandId: slug = '' } = useParams();
  const url = useListingState({ withBrands: false });
  const listing = useBrandListingQuery({ slug, ...toApiQuery(url.state, { withBrands: false }) });
  // docs/browsing.md §7: one call brings the brand's categories, colours and sizes.
  const options = useBrandFilterOptionsQuery({ slug });
  useOptionErrorToast(options.error, 'colour and size', `brand-filter:${slug}`);

  const data = listing.data?.brand.slug === slug ? listing.data : undefined;
  const title = data?.brand.title ?? slugTitle(slug);
  const nepali = useIsNepali();

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
        seoTitle={nepali ? undefined : data?.brand.seo_title}
        description={
          nepali
            ? t`${title} products: prices in rupees, with warranty and delivery across Nepal.`
            : data?.brand.seo_description
        }
        keywords={data?.brand.seo_keyword}
      />
      <ListingLayout
        title={title}
        middle={PRODUCTS}
        subject={title}
        showBrand={false}
        url={url}
        options={{
          categories: options.currentData?.categories,
          colors: options.currentData?.colors,
          sizes: options.currentData?.sizes,
          loading: options.isLoading,
          failed: options.isError,
          retry: options.refetch,
        }}
        listing={data ? toListingPage(data) : undefined}
        isFetching={listing.isFetching}
        error={listing.error}
        refetch={listing.refetch}
      />
    </>
  );
}
