// docs/browsing.md §2.3 product detail: the 'Related Products' side list (same category), each to its own
// page.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '@sajilo/api';
import { useRelatedProductsQuery } from '@sajilo/store';
import { Price, productHref, ResponsiveImage } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import styles from './related-products.module.css';

const EMPTY: readonly ProductSummary[] = [];

export function RelatedProducts({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useRelatedProductsQuery(slug);
  const products = data?.products ?? EMPTY;
  if (!isLoading && !error && products.length === 0) return null;
  return (
    <aside className={styles.related} aria-labelledby="related-products-heading">
      <h2 id="related-products-heading" className={styles.heading}>
        <Trans>Related Products</Trans>
      </h2>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <ul className={styles.list}>
          {products.map((product) => (
            <li key={product.slug} className={styles.item}>
              <ResponsiveImage
                image={product.image}
                alt=""
                sizes="72px"
                fit="cover"
                className={styles.image}
              />
              <div className={styles.text}>
                <Link to={productHref(product.slug)} className={styles.link}>
                  {product.title}
                </Link>
                <Price
                  amount={product.price}
                  regularAmount={product.regular_price}
                  label={t`Price`}
                  hideLabel
                  size="small"
                />
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
    </aside>
  );
}
