// docs/customer.md §2.5 "Wishlist": a table of product and price with add-to-cart and remove buttons.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Wishlist } from '@sajilo/api';
import { VisuallyHidden } from '@sajilo/ui';
import styles from './cart-table.module.css';
import { WishlistRow } from './wishlist-row.js';

export function WishlistTable({ wishlist }: { wishlist: Wishlist }) {
  const { t } = useLingui();
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{t`${plural(wishlist.total, { one: 'Your wishlist: # product', other: 'Your wishlist: # products' })}`}</VisuallyHidden>
      </caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col">
            <Trans>Product</Trans>
          </th>
          <th scope="col">
            <Trans>Price</Trans>
          </th>
          <th scope="col">
            <VisuallyHidden>
              <Trans>Add to cart</Trans>
            </VisuallyHidden>
          </th>
          <th scope="col">
            <VisuallyHidden>
              <Trans>Remove</Trans>
            </VisuallyHidden>
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
