// docs/customer.md §2.7 "My orders": every order of the customer, newest first; empty: 'No order found'.
import { useOrdersQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import { ContinueShoppingLink } from '../customer/continue-shopping-link.js';
import { OrdersTable } from '../customer/orders-table.js';

export function Component() {
  const { data, isLoading, error, refetch } = useOrdersQuery();
  return (
    <AccountPage title="My Order">
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label="Loading your orders">
        {data && data.orders.length > 0 ? (
          <OrdersTable orders={data.orders} caption="My Orders" hideCaption />
        ) : (
          <EmptyState title="No order found" action={<ContinueShoppingLink />} />
        )}
      </QueryState>
    </AccountPage>
  );
}
