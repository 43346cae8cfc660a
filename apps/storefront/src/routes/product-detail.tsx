// docs/browsing.md §2.3 "Product detail" (/products/{slug}): gallery, title, price, SKU, category, size, the
// tabs 'Description' plus the product's own tabs, 'Related Products' and 'Recommended Product'. SEO fields
// come from the product (docs/browsing.md §3).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@sajilo/api';
import { isRequestError, useProductQuery } from '@sajilo/store';
import { EmptyState, PageHeader } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { usePageStatus } from '../app/page-status.js';
import { ProductStructuredData } from '../components/product-structured-data.js';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import { ProductDetail } from '../product/product-detail.js';
import styles from '../product/product-page.module.css';

/** The breadcrumb between Home and the product: its category, or all products. */
const middleOf = (product: Product) =>
  product.category
    ? {
        label: product.category.title,
        href: `/products/categories/${encodeURIComponent(product.category.slug)}`,
      }
    : { label: 'Products', href: '/products' };

export function Component() {
  const { t } = useLingui();
  const { productId = '' } = useParams();
  // `currentData` belongs to this slug: following a related product never shows the previous one.
  const { currentData: data, isFetching, error, refetch } = useProductQuery(productId);

  const notFound = isRequestError(error) && error.status === 404;
  usePageStatus(notFound ? 404 : undefined);
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
      {data ? (
        // docs/browsing.md §2.16 "Common page chrome": the band with the product's category, its breadcrumbs
        // and the small-screen Back link (to the category). The product's own name stays the page's h1 below.
        <PageHeader
          title={middleOf(data.product).label}
          middle={middleOf(data.product)}
          current={data.product.title}
          headingLevel={2}
        />
      ) : null}
      <div className={styles.page}>
        <QueryState isLoading={!data && isFetching} error={data ? undefined : error} refetch={refetch}>
          {data ? (
            <>
              <Seo
                title={data.product.title}
                seoTitle={data.product.seo_title}
                description={data.product.seo_description}
                keywords={data.product.seo_keyword}
                hiddenHeading={false}
                image={data.product.images[0]?.image ?? data.product.image}
                type="product"
              />
              <ProductStructuredData product={data.product} middle={middleOf(data.product)} />
              <ProductDetail product={data.product} key={data.product.slug} />
            </>
          ) : null}
        </QueryState>
      </div>
    </>
  );
}
