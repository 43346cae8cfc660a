// docs/browsing.md §2: 'Trending Product' with a link to the full product list; each item links to
// /products/{product_slug}. Slider: 3 s autoplay, 1, 2 or 3 per view at 640, 768 and 1024 px (§9).
import { useLingui } from '@lingui/react/macro';
import type { TrendingProduct } from '@sajilo/api';
import { useTrendingProductsQuery } from '@sajilo/store';
import { EmptyState, ProductCard, type ProductCardItem, productHref, Slider } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { useLocalized } from '../i18n/localized.js';
import { IMAGE_SIZES } from '../lib/image-sizes.js';
import { TRENDING_AUTOPLAY_MS } from '../lib/timing.js';
import { TRENDING_BREAKPOINTS } from './constants.js';
import { Section } from './section.js';
import styles from './trending-products.module.css';

/** A trending entry as a card (it carries no brand). */
function toCard(product: TrendingProduct, localized: ReturnType<typeof useLocalized>): ProductCardItem {
  return {
    slug: product.product_slug,
    title: localized(product.title, product.title_ne),
    price: product.price,
    regularPrice: product.regular_price,
    image: product.image,
  };
}

export function TrendingProducts() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, isLoading, error, refetch } = useTrendingProductsQuery();
  const products = data?.products ?? [];
  return (
    <Section
      title={t`Trending Product`}
      eyebrow={t`Popular this week`}
      action={{ href: '/products', label: t`View All Products` }}
    >
      <div className={styles.body}>
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {products.length === 0 ? (
            <EmptyState title={t`No product found`} />
          ) : (
            <Slider
              label={t`Trending product slides`}
              autoplayDelay={TRENDING_AUTOPLAY_MS}
              loop={products.length > 3}
              slidesPerView={1}
              breakpoints={TRENDING_BREAKPOINTS}
              previousLabel={t`Previous trending product`}
              nextLabel={t`Next trending product`}
            >
              {products.map((product, index) => (
                <ProductCard
                  key={product.product_slug}
                  product={toCard(product, localized)}
                  href={productHref(product.product_slug)}
                  // On a phone the first card is the largest picture on screen (the page's LCP).
                  priority={index === 0}
                  imageSizes={IMAGE_SIZES.trendingCard}
                />
              ))}
            </Slider>
          )}
        </QueryState>
      </div>
    </Section>
  );
}
