// docs/customer.md §2.7 "Dashboard": order counters and the recent orders; empty: 'No order found'.
import { useLingui } from '@lingui/react/macro';
import { useDashboardQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import { DashboardCounters } from '../customer/dashboard-counters.js';
import { OrdersTable } from '../customer/orders-table.js';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useDashboardQuery();
  return (
    <AccountPage title={t`Dashboard`}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your dashboard`}>
        {data ? (
          <>
            <DashboardCounters dashboard={data} />
            {data.orders.length > 0 ? (
              <OrdersTable orders={data.orders} caption={t`Recent Orders`} />
            ) : (
              <EmptyState title={t`No order found`} />
            )}
          </>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}
