// docs/customer.md §2.4 "Product detail actions": a wishlist heart, red when the product's slug is in the
// customer's wishlist; without a valid session it opens the login dialog. Adding and removing are idempotent
// on the server, so a double click cannot leave it in a wrong state.
import { useLingui } from '@lingui/react/macro';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation, useWishlistQuery } from '@sajilo/store';
import { Spinner } from '@sajilo/ui';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import { HeartIcon } from './heart-icon.js';
import styles from './product-actions.module.css';
import { useSessionGuard } from './use-session-guard.js';
import { useSessionValid } from './use-session-valid.js';

export interface WishlistButtonProps {
  slug: string;
  title: string;
}

export function WishlistButton({ slug, title }: WishlistButtonProps) {
  const { t } = useLingui();
  const loggedIn = useSessionValid();
  const { data } = useWishlistQuery(undefined, { skip: !loggedIn });
  const [add, adding] = useAddToWishlistMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();
  const guard = useSessionGuard();
  const wished = loggedIn && (data?.wishlists.some((line) => line.product_slug === slug) ?? false);
  const busy = adding.isLoading || removing.isLoading;

  const toggle = () =>
    guard(() => {
      const call = wished ? remove(slug) : add(slug);
      call.unwrap().then((response) => toast.success(response.message), toastErrors);
    });

  return (
    <button
      type="button"
      className={styles.heart}
      data-wished={wished || undefined}
      aria-pressed={wished}
      aria-label={t`Save to wishlist`}
      title={wished ? t`${title} is in your wishlist` : t`Save ${title} to your wishlist`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={toggle}
    >
      {busy ? <Spinner size="small" label={t`Saving`} /> : <HeartIcon filled={wished} />}
    </button>
  );
}
