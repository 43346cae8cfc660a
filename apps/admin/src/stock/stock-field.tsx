// The product editor's "In stock" for a product counted by lots (docs/back-office.md "Stock"): the total and a
// link to its stock screen instead of a number the server would refuse; receiving, moving and counting its
// boxes happen there, lot by lot.
import { Link } from 'react-router-dom';
import styles from '../components/screens.module.css';
import own from './stock.module.css';
import { useProductStockQuery } from './stock-api.js';

/** Whether the product is counted by lots of its own (then the editor neither shows nor sends a number). */
export function useLottedStock(productId: number | undefined): boolean {
  const { data } = useProductStockQuery(productId ?? 0, { skip: productId === undefined });
  return data?.stock.lotted ?? false;
}

export function LotStockSummary({ productId }: { productId: number }) {
  const { data } = useProductStockQuery(productId);
  const stock = data?.stock;
  if (!stock) return null;
  return (
    <section className={own.summary} aria-labelledby="lot-stock-label">
      <p id="lot-stock-label" className={own.summaryLabel}>
        In stock
      </p>
      <p className={own.summaryValue}>
        {stock.total.on_hand} on hand, {stock.total.available} available ({stock.product.unit}) in{' '}
        {stock.lots.length} {stock.lots.length === 1 ? 'lot' : 'lots'}
      </p>
      <p className={styles.muted}>
        Counted by lot and place:{' '}
        <Link to={`/products/${productId}/stock`}>receive, move or count its stock</Link>
      </p>
    </section>
  );
}
