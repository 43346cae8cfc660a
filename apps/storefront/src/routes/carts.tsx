// docs/customer.md §2.3 "Cart" (/carts): the customer's cart; empty: 'Product Not Found'.
import { useLingui } from '@lingui/react/macro';
import { useCartQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { CartTable } from '../customer/cart-table.js';
import { ContinueShoppingLink } from '../customer/continue-shopping-link.js';
import { CustomerPage } from '../customer/customer-page.js';
import { RequestQuoteForm } from '../quotes/request-quote-form.js';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useCartQuery();
  return (
    <CustomerPage title={t`Cart`} description={t`The products in your Sajilo cart.`}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your cart`}>
        {data && data.products.length > 0 ? (
          <>
            <CartTable cart={data} />
            <RequestQuoteForm />
          </>
        ) : (
          <EmptyState title={t`Product Not Found`} action={<ContinueShoppingLink />} />
        )}
      </QueryState>
    </CustomerPage>
  );
}
