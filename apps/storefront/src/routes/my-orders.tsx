// docs/customer.md §2.7 "My orders": every order of the customer, newest first; empty: 'No order found'.
import { useLingui } from '@lingui/react/macro';
import { useOrdersQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import { ContinueShoppingLink } from '../customer/continue-shopping-link.js';
import { OrdersTable } from '../customer/orders-table.js';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useOrdersQuery();
  return (
    <AccountPage title={t`My Order`}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your orders`}>
        {data && data.orders.length > 0 ? (
          <OrdersTable orders={data.orders} caption={t`My Orders`} hideCaption />
        ) : (
          <EmptyState title={t`No order found`} action={<ContinueShoppingLink />} />
        )}
      </QueryState>
    </AccountPage>
  );
}
