// docs/customer.md §2.5 "Wishlist": one line: product, price, remove, add to cart.
import { Trans, useLingui } from '@lingui/react/macro';
import type { WishlistLine } from '@sajilo/api';
import { useAddToCartMutation, useRemoveFromWishlistMutation } from '@sajilo/store';
import { Button, Price, ResponsiveImage, Spinner } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { useLocalized } from '../i18n/localized.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './cart-table.module.css';
import { productPath } from './paths.js';
import { RemoveIcon } from './remove-icon.js';

export function WishlistRow({ line }: { line: WishlistLine }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const [remove, removing] = useRemoveFromWishlistMutation();
  const [addToCart, adding] = useAddToCartMutation();
  const href = productPath(line.product_slug);

  const drop = () =>
    remove(line.product_slug)
      .unwrap()
      .then((answer) => toast.success(answer.message), toastErrors);
  const add = () =>
    addToCart({ slug: line.product_slug, quantity: 1 })
      .unwrap()
      .then((answer) => toast.success(answer.message), toastErrors);

  return (
    <tr className={styles.row}>
      <td className={styles.product}>
        <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage image={line.image} alt="" sizes="96px" fit="cover" />
        </Link>
        <Link to={href} className={styles.title}>
          {localized(line.product_name, line.product_name_ne)}
        </Link>
      </td>
      <td className={styles.price} data-label={t`Price`}>
        <Price amount={line.price} regularAmount={line.regular_price} />
      </td>
      <td className={styles.quantity}>
        <Button
          size="small"
          onClick={add}
          loading={adding.isLoading}
          loadingLabel={t`Adding to cart`}
          aria-label={t`Add ${line.product_name} to cart`}
        >
          <Trans>Add to cart</Trans>
        </Button>
      </td>
      <td className={styles.remove}>
        <button
          type="button"
          className={styles.removeButton}
          onClick={drop}
          disabled={removing.isLoading}
          aria-label={t`Remove ${line.product_name}`}
          title={t`Remove`}
        >
          {removing.isLoading ? <Spinner size="small" label={t`Removing`} /> : <RemoveIcon />}
        </button>
      </td>
    </tr>
  );
}
