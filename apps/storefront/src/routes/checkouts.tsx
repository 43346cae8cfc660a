// docs/customer.md §2.6 "Checkout" (/checkouts): the form and the order summary. An empty cart shows the
// error 'Your cart is empty.' and goes to /products; a placed order confirms, then opens /my-orders/{slug}.
import { useLingui } from '@lingui/react/macro';
import { useCartQuery, useProfileQuery } from '@sajilo/store';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import styles from '../customer/checkout.module.css';
import { CheckoutConfirmation } from '../customer/checkout-confirmation.js';
import { CheckoutForm } from '../customer/checkout-form.js';
import { CustomerPage } from '../customer/customer-page.js';
import { OrderSummary } from '../customer/order-summary.js';
import { PATHS } from '../customer/paths.js';
import { toast } from '../lib/toast.js';

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const cart = useCartQuery();
  const profile = useProfileQuery();
  const [placed, setPlaced] = useState<{ slug: string; message: string } | null>(null);
  const empty = !placed && cart.data !== undefined && cart.data.products.length === 0;

  const emptyCart = t`Your cart is empty.`;
  useEffect(() => {
    if (!empty) return;
    toast.error(emptyCart, { id: 'empty-cart' });
    navigate(PATHS.products, { replace: true });
  }, [empty, emptyCart, navigate]);

  return (
    <CustomerPage title={t`Checkout`} middle={{ label: 'Cart', href: PATHS.carts }}>
      {placed ? (
        <CheckoutConfirmation slug={placed.slug} message={placed.message} />
      ) : (
        <QueryState
          isLoading={cart.isLoading}
          error={cart.error}
          refetch={cart.refetch}
          label={t`Loading your cart`}
        >
          {cart.data && !empty ? (
            <div className={styles.layout}>
              <div className={styles.card}>
                <CheckoutForm
                  profile={profile.data?.user}
                  onPlaced={setPlaced}
                  onEmptyCart={() => navigate(PATHS.products, { replace: true })}
                />
              </div>
              <OrderSummary cart={cart.data} />
            </div>
          ) : null}
        </QueryState>
      )}
    </CustomerPage>
  );
}
