// The body of the product page once the product is loaded. Keyed by slug in the route so moving to a
// related product starts its gallery at the first image again.
//
// What lies below the gallery and the summary (the tile calculator, the tabs with their sanitiser, the
// related and recommended products) is a chunk of its own each, not preloaded with the page: the server
// renders it whole (content in the HTML, stylesheets in the head) and the browser keeps that HTML until the
// code arrives, then hydrates each part on its own (a Suspense boundary each), after the top of the page.
import type { Product } from '@sajilo/api';
import { lazy, Suspense } from 'react';
import { ProductGallery } from './product-gallery.js';
import styles from './product-page.module.css';
import { ProductSummary } from './product-summary.js';

const TileCalculator = lazy(() =>
  import('./tile-calculator.js').then((m) => ({ default: m.TileCalculator })),
);
const ProductTabs = lazy(() => import('./product-tabs.js').then((m) => ({ default: m.ProductTabs })));
const RelatedProducts = lazy(() =>
  import('./related-products.js').then((m) => ({ default: m.RelatedProducts })),
);
const RecommendedProducts = lazy(() =>
  import('./recommended-products.js').then((m) => ({ default: m.RecommendedProducts })),
);

export function ProductDetail({ product }: { product: Product }) {
  const images = product.images.length > 0 ? product.images.map((item) => item.image) : [product.image];
  return (
    <>
      <div className={styles.top}>
        <ProductGallery images={images} title={product.title} />
        <ProductSummary product={product} />
      </div>
      <Suspense fallback={null}>
        <TileCalculator product={product} />
      </Suspense>
      <div className={styles.middle}>
        <Suspense fallback={null}>
          <ProductTabs product={product} />
        </Suspense>
        <Suspense fallback={null}>
          <RelatedProducts slug={product.slug} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <RecommendedProducts slug={product.slug} />
      </Suspense>
    </>
  );
}
