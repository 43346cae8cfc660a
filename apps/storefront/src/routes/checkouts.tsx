// docs/customer.md §2.6 "Checkout" (/checkouts): the form and the order summary. An empty cart shows the
// error 'Your cart is empty.' and goes to /products; a placed order confirms, then opens /my-orders/{slug}.
import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@sajilo/api';
import { useCartQuery, useCollectionPointsQuery, useProfileQuery } from '@sajilo/store';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import styles from '../customer/checkout.module.css';
import { CheckoutConfirmation } from '../customer/checkout-confirmation.js';
import { CheckoutForm } from '../customer/checkout-form.js';
import { CustomerPage } from '../customer/customer-page.js';
import { useDeliveryQuote } from '../customer/delivery-quote.js';
import { OrderSummary } from '../customer/order-summary.js';
import { PATHS } from '../customer/paths.js';
import { toast } from '../lib/toast.js';

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const cart = useCartQuery();
  const profile = useProfileQuery();
  const [placed, setPlaced] = useState<{ slug: string; message: string } | null>(null);
  // The address's place, for the summary's delivery (docs/delivery.md); the same quote tells the form when
  // the place is not served.
  const [place, setPlace] = useState({ district: '', municipality: '' });
  const onPlaceChange = useCallback(
    (next: { district: string; municipality: string }) =>
      setPlace((prev) =>
        prev.district === next.district && prev.municipality === next.municipality ? prev : next,
      ),
    [],
  );
  // docs/delivery.md "Collection at a showroom": the showrooms this cart can be collected at, and the choice
  // (null while delivering; the showroom chosen, '' when none can take the cart), whose figures the summary
  // shows.
  const collection = useCollectionPointsQuery(undefined, { skip: !cart.data?.products.length });
  const [collect, setCollect] = useState<{ at: string } | null>(null);
  const onCollectChange = useCallback(
    (next: { at: string } | null) => setCollect((prev) => (prev?.at === next?.at ? prev : next)),
    [],
  );
  const refused = useRefusal(cart.data, collect ? NO_PLACE : place);
  const empty = !placed && cart.data !== undefined && cart.data.products.length === 0;

  const emptyCart = t`Your cart is empty.`;
  useEffect(() => {
    if (!empty) return;
    toast.error(emptyCart, { id: 'empty-cart' });
    navigate(PATHS.products, { replace: true });
  }, [empty, emptyCart, navigate]);

  return (
    <CustomerPage title={t`Checkout`} middle={{ label: t`Cart`, href: PATHS.carts }}>
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
                  onPlaceChange={onPlaceChange}
                  placeProblem={refused}
                  collection={collection.data}
                  onCollectChange={onCollectChange}
                />
              </div>
              <OrderSummary
                cart={cart.data}
                place={place}
                collect={
                  collect && collection.data
                    ? {
                        point: collection.data.showrooms.find((s) => s.slug === collect.at && s.available),
                        possible: collection.data.showrooms.some((s) => s.available),
                        totals: collection.data.totals,
                        promotions: collection.data.promotions,
                      }
                    : undefined
                }
              />
            </div>
          ) : null}
        </QueryState>
      )}
    </CustomerPage>
  );
}

/** The message of a quote that refuses the place (the summary asks the same quote: one request). */
function useRefusal(
  cart: Cart | undefined,
  place: { district: string; municipality: string },
): string | undefined {
  const quote = useDeliveryQuote(cart ?? EMPTY_CART, cart ? place : { district: '' });
  return quote.data && !quote.data.served && !quote.isFetching ? quote.data.message : undefined;
}

const NO_PLACE = { district: '', municipality: '' };
const EMPTY_CART: Cart = { result: 'success', products: [], totalAmount: 0, totalCart: 0 };
