// The way on from an empty cart or wishlist (docs/customer.md §2: Continue shopping leads to /products).
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styles from './empty-action.module.css';
import { PATHS } from './paths.js';

export function ContinueShoppingLink() {
  return (
    <Link to={PATHS.products} className={styles.link}>
      <Trans>Continue shopping</Trans>
    </Link>
  );
}
