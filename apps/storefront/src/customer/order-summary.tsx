// docs/customer.md §2.6 "Checkout": the order summary: the lines, Sub Total and Total Amount (from the
// server).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Cart } from '@sajilo/api';
import { Price, ResponsiveImage } from '@sajilo/ui';
import styles from './checkout.module.css';

export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useLingui();
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        <Trans>Order Summary</Trans>
      </h2>
      <ul className={styles.lines}>
        {cart.products.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.lineThumb}>
              <ResponsiveImage image={line.image} alt="" sizes="56px" fit="cover" />
              <span className={styles.lineQty} aria-hidden="true">
                {line.qty}
              </span>
            </span>
            <span className={styles.lineTitle}>
              {line.title}
              <span className={styles.lineMeta}>{t`Quantity ${line.qty}`}</span>
            </span>
            <Price amount={line.subtotal} className={styles.lineAmount} />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>
            <Trans>Sub Total</Trans>
          </dt>
          <dd>
            <Price amount={cart.totalAmount} />
          </dd>
        </div>
        <div className={styles.grand}>
          <dt>
            <Trans>Total Amount</Trans>
          </dt>
          <dd>
            <Price amount={cart.totalAmount} size="large" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
