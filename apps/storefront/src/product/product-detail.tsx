// The body of the product page once the product is loaded. Keyed by slug in the route so moving to a
// related product starts its gallery at the first image again.
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@sajilo/api';
import { RichText, Tabs } from '@sajilo/ui';
import { Suspense } from 'react';
import { useContentText, useIsNepali } from '../i18n/localized.js';
import { ProductGallery } from './product-gallery.js';
import styles from './product-page.module.css';
import { ProductReviews } from './product-reviews.js';
import { ProductSummary } from './product-summary.js';
import { RecommendedProducts } from './recommended-products.js';
import { RelatedProducts } from './related-products.js';
import { TileCalculator } from './tile-calculator.js';

/**
 * docs/browsing.md §2: the tabs are 'Description' and then the product's own tabs ('Additional Information',
 * …). On a Nepali page a tab is named in Nepali where the catalogue has it; the English the catalogue has no
 * Nepali for (a tab's name without its Nepali, the tabs' bodies, a description without its Nepali) is marked
 * `lang="en"` (docs/nepal.md "Content in Nepali").
 */
function productTabs(
  product: Product,
  descriptionTitle: string,
  nepali: boolean,
  contentText: ReturnType<typeof useContentText>,
) {
  const english = nepali ? 'en' : undefined;
  const own = product.tabs.map((tab, index) => {
    const title = contentText(tab.title, tab.title_ne);
    return {
      id: `tab-${index}`,
      title: title.lang ? <span lang={title.lang}>{title.text}</span> : title.text,
      content: <RichText html={tab.content} lang={english} />,
    };
  });
  const hasDescriptionTab = product.tabs.some((tab) => tab.title.trim().toLowerCase() === 'description');
  if (hasDescriptionTab || !product.description.trim()) return own;
  const descriptionLang = nepali && !product.description_ne ? 'en' : undefined;
  return [
    {
      id: 'description',
      title: descriptionTitle,
      content: <RichText html={product.description} lang={descriptionLang} />,
    },
    ...own,
  ];
}

export function ProductDetail({ product }: { product: Product }) {
  const { t } = useLingui();
  const images = product.images.length > 0 ? product.images.map((item) => item.image) : [product.image];
  const nepali = useIsNepali();
  const tabs = productTabs(product, t`Description`, nepali, useContentText());
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
