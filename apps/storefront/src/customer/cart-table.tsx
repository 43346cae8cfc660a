// docs/customer.md §2.3 "Cart": the lines in a table (product, quantity, price, total, remove) and the grand
// total with Continue shopping and Checkout.
import type { Cart } from '@sajilo/api';
import { Price, VisuallyHidden } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { CartLineRow } from './cart-line-row.js';
import styles from './cart-table.module.css';
import { PATHS } from './paths.js';

export function CartTable({ cart }: { cart: Cart }) {
  return (
    <div className={styles.layout}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{`Your cart: ${cart.totalCart} ${cart.totalCart === 1 ? 'product' : 'products'}`}</VisuallyHidden>
        </caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
            <th scope="col">
              <VisuallyHidden>Remove</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.products.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </tbody>
      </table>
      <aside className={styles.summary} aria-labelledby="cart-total-heading">
        <h2 id="cart-total-heading" className={styles.summaryHeading}>
          Cart Total
        </h2>
        <p className={styles.grandTotal} data-testid="cart-total">
          <span>Total</span>
          <Price amount={cart.totalAmount} size="large" />
        </p>
        <div className={styles.buttons}>
          <Link to={PATHS.checkouts} className={styles.primary}>
            Checkout
          </Link>
          <Link to={PATHS.products} className={styles.secondary}>
            Continue shopping
          </Link>
        </div>
      </aside>
    </div>
  );
}
