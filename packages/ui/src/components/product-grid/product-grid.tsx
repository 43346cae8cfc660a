import type { ProductSummary } from '@sajilo/api';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import type { LinkComponent } from '../link/link-provider';
import { ProductCard } from '../product-card/product-card';
import { Spinner } from '../spinner/spinner';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  products: readonly ProductSummary[];
  /** Accessible name of the list, e.g. "Products in Floor Tiles". */
  label?: string;
  loading?: boolean;
  /** Seed 000 §8: "No product found". */
  emptyMessage?: string;
  /** Extra content under the empty message, e.g. a "Clear all filters" button. */
  emptyAction?: ReactNode;
  linkComponent?: LinkComponent;
  /** How many of the first cards are above the fold and load their image at once. */
  priorityCount?: number;
  headingLevel?: 2 | 3 | 4;
  showBrand?: boolean;
  /** Per-card controls outside the link (wishlist heart). */
  renderActions?: (product: ProductSummary) => ReactNode;
}

export function ProductGrid({
  products,
  label = 'Products',
  loading = false,
  emptyMessage = 'No product found',
  emptyAction,
  linkComponent,
  priorityCount = 0,
  headingLevel,
  showBrand,
  renderActions,
}: ProductGridProps) {
  if (loading && products.length === 0) {
    return <Spinner block size="large" label="Loading products" />;
  }
  if (products.length === 0) {
    return <EmptyState title={emptyMessage} action={emptyAction} />;
  }
  return (
    <div className={styles.container} aria-busy={loading || undefined}>
      <ul className={styles.grid} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.slug}>
            <ProductCard
              product={product}
              linkComponent={linkComponent}
              priority={index < priorityCount}
              headingLevel={headingLevel}
              showBrand={showBrand}
              actions={renderActions?.(product)}
              imageSizes="(min-width: 1224px) 280px, (min-width: 600px) 33vw, 50vw"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
