// The body of the product page once the product is loaded. Keyed by slug in the route so moving to a
// related product starts its gallery at the first image again.
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@sajilo/api';
import { RichText, Tabs } from '@sajilo/ui';
import { Suspense } from 'react';
import { ProductGallery } from './product-gallery.js';
import styles from './product-page.module.css';
import { ProductReviews } from './product-reviews.js';
import { ProductSummary } from './product-summary.js';
import { RecommendedProducts } from './recommended-products.js';
import { RelatedProducts } from './related-products.js';
import { TileCalculator } from './tile-calculator.js';

/**
 * docs/browsing.md §2: the tabs are 'Description' and then the product's own tabs ('Additional Information',
 * …).
 */
function productTabs(product: Product) {
  const own = product.tabs.map((tab, index) => ({
    id: `tab-${index}`,
    title: tab.title,
    content: <RichText html={tab.content} />,
  }));
  const hasDescriptionTab = product.tabs.some((tab) => tab.title.trim().toLowerCase() === 'description');
  if (hasDescriptionTab || !product.description.trim()) return own;
  return [
    { id: 'description', title: 'Description', content: <RichText html={product.description} /> },
    ...own,
  ];
}

export function ProductDetail({ product }: { product: Product }) {
  const { t } = useLingui();
  const images = product.images.length > 0 ? product.images.map((item) => item.image) : [product.image];
  const tabs = productTabs(product);
  return (
    <>
      <div className={styles.top}>
        <ProductGallery images={images} title={product.title} />
        <ProductSummary product={product} />
      </div>
      {/*
        The lower half, a unit React hydrates on its own after the top (docs/storefront.md "Speed"): the
        hydration of the whole page in one commit is the longest task of the page's start on a slow phone.
      */}
      <Suspense fallback={null}>
        <TileCalculator product={product} />
        <div className={styles.middle}>
          {tabs.length > 0 ? (
            <section className={styles.info} aria-label={t`Product information`}>
              <Tabs items={tabs} label={t`Product information`} />
            </section>
          ) : null}
          <RelatedProducts slug={product.slug} />
        </div>
        <ProductReviews product={product} />
        <RecommendedProducts slug={product.slug} />
      </Suspense>
    </>
  );
}
