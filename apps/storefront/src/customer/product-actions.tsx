// docs/customer.md §2.4 "Product detail actions": quantity spinner (1 to 10, step 1), Add to cart and the
// wishlist heart. Without a valid session either action opens the login dialog and goes ahead once the
// customer has logged in. The button's spinner shows only while the request is in flight (no 2.5 s wait,
// docs/design.md). Under them, the delivery estimate for the quantity picked, to any visitor (docs/delivery.md
// "On the storefront": there is no visitor's cart), loaded when asked for (product-delivery.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useAddToCartMutation } from '@sajilo/store';
import { Button, QuantitySpinner } from '@sajilo/ui';
import { useState } from 'react';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './product-actions.module.css';
import { ProductDelivery } from './product-delivery.js';
import { useSessionGuard } from './use-session-guard.js';
import { WishlistButton } from './wishlist-button.js';

/** docs/customer.md §9: the product page's quantity spinner goes from 1 to 10. */
export const PRODUCT_QUANTITY = { min: 1, max: 10 } as const;

export interface ProductActionsProps {
  slug: string;
  title: string;
}

export function ProductActions({ slug, title }: ProductActionsProps) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const guard = useSessionGuard();

  const add = () =>
    guard(() => {
      addToCart({ slug, quantity })
        .unwrap()
        .then((response) => toast.success(response.message), toastErrors);
    });

  return (
    <>
      <div className={styles.actions}>
        <QuantitySpinner
          value={quantity}
          onChange={setQuantity}
          min={PRODUCT_QUANTITY.min}
          max={PRODUCT_QUANTITY.max}
          step={1}
          label={t`Quantity`}
          className={styles.quantity}
        />
        <Button className={styles.add} onClick={add} loading={isLoading} loadingLabel={t`Adding to cart`}>
          <Trans>Add to cart</Trans>
        </Button>
        <WishlistButton slug={slug} title={title} />
      </div>
      <ProductDelivery slug={slug} quantity={quantity} />
    </>
  );
}
