// A product page's JSON-LD: the Product with its Offer (price in NPR; out of stock when its counted goods are
// none, docs/tiles.md "Where the goods are, for shoppers", else in stock: the catalogue lists only what the
// shop sells), its aggregateRating and approved reviews once it has some (docs/browsing.md §2.3: the first
// page of reviews the page shows, never a pending or rejected one), and the page's BreadcrumbList, as search
// engines want them.
import { useLingui } from '@lingui/react/macro';
import type { components, Product } from '@sajilo/api';
import { useProductAvailabilityQuery, useProductDesignQuery, useProductReviewsQuery } from '@sajilo/store';
import { useSiteOrigin } from '../lib/site-origin.js';
import { sizeLabel } from '../product/design-options.js';
import { breadcrumbList, StructuredData } from './structured-data.js';

/**
 * A design's member as a variant (docs/tiles.md "Designs"): its size and finish, and the design as the
 * ProductGroup it is a variant of, varying by size where its sizes differ (schema.org has no finish
 * property: a member's finish is an additionalProperty). Nothing for a product of no design.
 */
function variantOf(design: components['schemas']['ProductDesign'] | null | undefined) {
  const me = design?.members.find((m) => m.current);
  if (!design || !me || design.members.length < 2) return {};
  const sizes = new Set(design.members.map((m) => m.size).filter(Boolean));
  return {
    ...(me.size ? { size: sizeLabel(me.size) } : {}),
    ...(me.finish
      ? { additionalProperty: [{ '@type': 'PropertyValue', name: 'Finish', value: me.finish }] }
      : {}),
    inProductGroupWithID: design.slug,
    isVariantOf: {
      '@type': 'ProductGroup',
      name: design.title,
      productGroupID: design.slug,
      ...(sizes.size > 1 ? { variesBy: ['https://schema.org/size'] } : {}),
    },
  };
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function ProductStructuredData({
  product,
  middle,
}: {
  product: Product;
  middle: { label: string; href: string };
}) {
  const { t } = useLingui();
  const origin = useSiteOrigin();
  const { data } = useProductAvailabilityQuery(product.slug);
  const outOfStock = data?.availability?.total === 0;
  // The same query as the page's design choices: one request for both.
  const { data: design } = useProductDesignQuery(product.slug);
  // The same query as the page's reviews section: one request for both, answered in the server render.
  const { data: reviews } = useProductReviewsQuery(
    { slug: product.slug, sort: 'newest', page: 1 },
    { skip: !product.rating },
  );
  const url = `${origin}/products/${encodeURIComponent(product.slug)}`;
  const images = product.images.length ? product.images.map((entry) => entry.image.url) : [product.image.url];
  return (
    <>
      <StructuredData
        data={{
          '@type': 'Product',
          name: product.title,
          sku: product.product_code,
          url,
          image: images,
          description: product.seo_description || stripTags(product.description).slice(0, 5000),
          ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
          ...(product.category ? { category: product.category.title } : {}),
          ...variantOf(design?.design),
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'NPR',
            price: product.price,
            availability: outOfStock ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: 'Sajilo' },
          },
          ...(product.rating
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.rating.average,
                  reviewCount: product.rating.count,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
          ...(product.rating && reviews && reviews.reviews.length > 0
            ? {
                review: reviews.reviews.map((review) => ({
                  '@type': 'Review',
                  author: { '@type': 'Person', name: review.author },
                  datePublished: review.created_at.slice(0, 10),
                  ...(review.title ? { name: review.title } : {}),
                  reviewBody: review.body,
                  reviewRating: {
                    '@type': 'Rating',
                    ratingValue: review.rating,
                    bestRating: 5,
                    worstRating: 1,
                  },
                })),
              }
            : {}),
        }}
      />
      <StructuredData
        data={breadcrumbList(origin, [
          { label: t`Home`, href: '/' },
          middle,
          { label: product.title, href: `/products/${encodeURIComponent(product.slug)}` },
        ])}
      />
    </>
  );
}
