// docs/browsing.md §2.3 product detail: the 'Recommended Product' grid (same brand, other categories).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '@sajilo/api';
import { useRecommendedProductsQuery } from '@sajilo/store';
import { ProductGrid } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { useDealerPrices } from '../dealer/use-dealer.js';
import { useCardItem } from './card-item.js';
import styles from './recommended-products.module.css';

const EMPTY: readonly ProductSummary[] = [];

export function RecommendedProducts({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useRecommendedProductsQuery(slug);
  const products = data?.products ?? EMPTY;
  const cardItem = useCardItem(useDealerPrices(products.map((product) => product.slug)));
  if (!isLoading && !error && products.length === 0) return null;
  return (
    <section className={styles.recommended} aria-labelledby="recommended-products-heading">
      <h2 id="recommended-products-heading" className={styles.heading}>
        <Trans>Recommended Product</Trans>
      </h2>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <ProductGrid products={products.map(cardItem)} label={t`Recommended Product`} showBrand />
      </QueryState>
    </section>
  );
}
