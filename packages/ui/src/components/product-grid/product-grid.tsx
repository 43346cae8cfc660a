import type { ReactNode } from 'react';
import type { ProductCardItem } from '../../lib/types';
import { EmptyState } from '../empty-state/empty-state';
import type { LinkComponent } from '../link/link-provider';
import { ProductCard } from '../product-card/product-card';
import { Spinner } from '../spinner/spinner';
import { useUiText } from '../ui-text/ui-text';
import styles from './product-grid.module.css';

/** `P`: the app's own product records (they carry at least a card's fields), handed back to `renderActions`. */
export interface ProductGridProps<P extends ProductCardItem = ProductCardItem> {
  products: readonly P[];
  /** Accessible name of the list, e.g. "Products in Floor Tiles". */
  label?: string;
  loading?: boolean;
  /** docs/browsing.md §8: "No product found". */
  emptyMessage?: string;
  /** Extra content under the empty message, e.g. a "Clear all filters" button. */
  emptyAction?: ReactNode;
  linkComponent?: LinkComponent;
  /** How many of the first cards are above the fold and load their image at once. */
  priorityCount?: number;
  headingLevel?: 2 | 3 | 4;
  showBrand?: boolean;
  /** Per-card controls outside the link (wishlist heart). */
  renderActions?: (product: P) => ReactNode;
}

export function ProductGrid<P extends ProductCardItem>({
  products,
  label: labelProp,
  loading = false,
  emptyMessage: emptyMessageProp,
  emptyAction,
  linkComponent,
  priorityCount = 0,
  headingLevel,
  showBrand,
  renderActions,
}: ProductGridProps<P>) {
  const text = useUiText();
  const label = labelProp ?? text.products;
  const emptyMessage = emptyMessageProp ?? text.noProduct;
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
