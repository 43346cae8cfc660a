// docs/browsing.md §2.3 "Product detail" (/products/{slug}): gallery, title, price, SKU, category, size, the
// tabs 'Description' plus the product's own tabs, 'Related Products' and 'Recommended Product'. SEO fields
// come from the product (docs/browsing.md §3).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@sajilo/api';
import { isNotFound, useProductQuery } from '@sajilo/store';
import { EmptyState, PageHeader } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { recordStatus, usePageStatus } from '../app/page-status.js';
import { ProductStructuredData } from '../components/product-structured-data.js';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import { useIsNepali } from '../i18n/localized.js';
import { useLocalizedProduct } from '../product/localized-product.js';
import { ProductDetail } from '../product/product-detail.js';
import styles from '../product/product-page.module.css';

/** The breadcrumb between Home and the product: its category, or all products (`products`, in words). */
const middleOf = (product: Product, products: string) =>
  product.category
    ? {
        label: product.category.title,
        href: `/products/categories/${encodeURIComponent(product.category.slug)}`,
      }
    : { label: products, href: '/products' };

export function Component() {
  const { t } = useLingui();
  const { productId = '' } = useParams();
  // `currentData` belongs to this slug: following a related product never shows the previous one.
  const { currentData: data, isFetching, error, refetch } = useProductQuery(productId);
  const localized = useLocalizedProduct();
  const product = data ? localized(data.product) : undefined;
  const nepali = useIsNepali();
  const productTitle = product?.title ?? '';

  const notFound = isNotFound(error);
  usePageStatus(recordStatus(data, error, notFound));
  if (notFound) {
    return (
      <div className={styles.page}>
        <Seo title={t`No product found`} />
        <EmptyState
          title={t`No product found`}
          description={t`This product may have been removed or renamed.`}
          action={
            <Link to="/products">
              <Trans>Browse all products</Trans>
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <>
      {product ? (
        // docs/browsing.md §2.16 "Common page chrome": the band with the product's category, its breadcrumbs
        // and the small-screen Back link (to the category). The product's own name stays the page's h1 below.
        <PageHeader
          title={middleOf(product, t`Products`).label}
          middle={middleOf(product, t`Products`)}
          current={product.title}
          headingLevel={2}
        />
      ) : null}
      <div className={styles.page}>
        <QueryState isLoading={!product && isFetching} error={product ? undefined : error} refetch={refetch}>
          {product ? (
            <>
              <Seo
                title={product.title}
                // docs/storefront.md "Search engines and link previews": the record's SEO texts are English; a Nepali page says its own.
                seoTitle={nepali ? undefined : product.seo_title}
                description={
                  nepali
                    ? t`${productTitle} at Sajilo: price in rupees, genuine with warranty, delivered across Nepal.`
                    : product.seo_description
                }
                keywords={product.seo_keyword}
                hiddenHeading={false}
                image={product.images[0]?.image ?? product.image}
                type="product"
              />
              <ProductStructuredData product={product} middle={middleOf(product, t`Products`)} />
              <ProductDetail product={product} key={product.slug} />
            </>
          ) : null}
        </QueryState>
      </div>
    </>
  );
}
