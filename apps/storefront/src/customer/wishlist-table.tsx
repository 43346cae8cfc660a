// docs/customer.md §2.5 "Wishlist": a table of product and price with add-to-cart and remove buttons.
import type { Wishlist } from '@sajilo/api';
import { VisuallyHidden } from '@sajilo/ui';
import styles from './cart-table.module.css';
import { WishlistRow } from './wishlist-row.js';

export function WishlistTable({ wishlist }: { wishlist: Wishlist }) {
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{`Your wishlist: ${wishlist.total} ${wishlist.total === 1 ? 'product' : 'products'}`}</VisuallyHidden>
      </caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">
            <VisuallyHidden>Add to cart</VisuallyHidden>
          </th>
          <th scope="col">
            <VisuallyHidden>Remove</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {wishlist.wishlists.map((line) => (
          <WishlistRow key={line.product_slug} line={line} />
        ))}
      </tbody>
    </table>
  );
}
