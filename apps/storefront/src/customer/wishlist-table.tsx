// docs/customer.md §2.5 "Wishlist": a table of product and price with add-to-cart and remove buttons.
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Wishlist } from '@sajilo/api';
import { CardTable, VisuallyHidden } from '@sajilo/ui';
import { useCounted } from '../i18n/numbers.js';
import styles from './cart-table.module.css';
import { WishlistRow } from './wishlist-row.js';

export function WishlistTable({ wishlist }: { wishlist: Wishlist }) {
  const { t } = useLingui();
  const { count, category } = useCounted()(wishlist.total);
  return (
    <CardTable boxed className={styles.table}>
      <caption>
        <VisuallyHidden>{t`${select(category, { one: `Your wishlist: ${count} product`, other: `Your wishlist: ${count} products` })}`}</VisuallyHidden>
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
    </CardTable>
  );
}
