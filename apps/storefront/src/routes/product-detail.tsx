// seed 000 §2 "Product detail" (/products/{slug}): gallery, title, price, SKU, category, size, the tabs
// 'Description' plus the product's own tabs, 'Related Products' and 'Recommended Product'. SEO fields come
// from the product (seed 000 §3).
import { isRequestError, useProductQuery } from '@sajilo/store';
import { Breadcrumbs, EmptyState } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import { ProductDetail } from '../product/product-detail.js';
import styles from '../product/product-page.module.css';

export function Component() {
  const { productId = '' } = useParams();
  // `currentData` belongs to this slug: following a related product never shows the previous one.
  const { currentData: data, isFetching, error, refetch } = useProductQuery(productId);

  if (isRequestError(error) && error.status === 404) {
    return (
      <div className={styles.page}>
        <Seo title="No product found" />
        <EmptyState
          title="No product found"
          description="This product may have been removed or renamed."
          action={<Link to="/products">Browse all products</Link>}
        />
      </div>
    );
  }

  return (
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
            />
            <Breadcrumbs
              className={styles.breadcrumbs}
              current={data.product.title}
              middle={
                data.product.category
                  ? {
                      label: data.product.category.title,
                      href: `/products/categories/${encodeURIComponent(data.product.category.slug)}`,
                    }
                  : { label: 'Products', href: '/products' }
              }
            />
            <ProductDetail product={data.product} key={data.product.slug} />
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
