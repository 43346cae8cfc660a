// docs/customer.md §2.3 "Cart": the lines in a table (product, quantity, price, total, remove) and the grand
// total with Continue shopping and Checkout.
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Cart } from '@sajilo/api';
import { CardTable, Price, VisuallyHidden } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { useCounted } from '../i18n/numbers.js';
import { CartLineRow } from './cart-line-row.js';
import styles from './cart-table.module.css';
import { DeliveryEstimate } from './delivery-estimate.js';
import { cartQuoteCode, cartQuoteLines } from './delivery-quote.js';
import { PATHS } from './paths.js';
import { PromotionCode, PromotionLines } from './promotion-code.js';

export function CartTable({ cart }: { cart: Cart }) {
  const { t } = useLingui();
  const { count, category } = useCounted()(cart.totalCart);
  return (
    <div className={styles.layout}>
      <CardTable boxed className={styles.table}>
        <caption>
          <VisuallyHidden>{t`${select(category, { one: `Your cart: ${count} product`, other: `Your cart: ${count} products` })}`}</VisuallyHidden>
        </caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
            <th scope="col">
              <VisuallyHidden>
                <Trans>Remove</Trans>
              </VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.products.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </tbody>
      </CardTable>
      <aside className={styles.summary} aria-labelledby="cart-total-heading">
        <h2 id="cart-total-heading" className={styles.summaryHeading}>
          <Trans>Cart Total</Trans>
        </h2>
        {cart.promotions && cart.promotions.length > 0 ? (
          <dl className={styles.savings} data-testid="cart-savings">
            <div>
              <dt>
                <Trans>Sub Total</Trans>
              </dt>
              <dd>
                <Price amount={cart.subtotal ?? cart.totalAmount} />
              </dd>
            </div>
            <PromotionLines promotions={cart.promotions} />
          </dl>
        ) : null}
        <p className={styles.grandTotal} data-testid="cart-total">
          <span>
            <Trans>Total</Trans>
          </span>
          <Price amount={cart.totalAmount} size="large" />
        </p>
        <PromotionCode cart={cart} />
        <DeliveryEstimate lines={cartQuoteLines(cart)} promotionCode={cartQuoteCode(cart)} />
        <div className={styles.buttons}>
          <Link to={PATHS.checkouts} className={styles.primary}>
            <Trans>Checkout</Trans>
          </Link>
          <Link to={PATHS.products} className={styles.secondary}>
            <Trans>Continue shopping</Trans>
          </Link>
        </div>
      </aside>
    </div>
  );
}
