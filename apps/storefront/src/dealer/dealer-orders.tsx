// docs/dealers.md "Accounts": the company's orders for its owner (with who placed each), a buyer's own.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDealerOrdersQuery } from '@sajilo/store';
import { Price } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { useOrderDates } from '../customer/order-format.js';
import { useOrderStatusLabel } from '../customer/order-status.js';
import { orderPath } from '../customer/paths.js';
import own from './dealer.module.css';
import { DealerTableCard } from './dealer-table-card.js';

export function DealerOrders() {
  const { t } = useLingui();
  const dates = useOrderDates();
  const statusLabel = useOrderStatusLabel();
  const { data, isLoading, error, refetch } = useDealerOrdersQuery();
  const orders = data?.orders ?? [];
  return (
    <DealerTableCard
      id="dealer-orders-heading"
      title={t`Company orders`}
      empty={<Trans>No order yet.</Trans>}
      isEmpty={orders.length === 0}
      isLoading={isLoading}
      error={error}
      refetch={refetch}
    >
      <thead>
        <tr>
          <th scope="col">
            <Trans>Order</Trans>
          </th>
          <th scope="col">
            <Trans>Buyer</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col" className={own.number}>
            <Trans>Total</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.slug}>
            <td>
              {order.mine ? <Link to={orderPath(order.slug)}>{order.order_name}</Link> : order.order_name}
              <br />
              <span className={own.muted}>{dates.date(order.date)}</span>
            </td>
            <td data-label={t`Buyer`}>{order.buyer}</td>
            {/* One element, so a phone's card puts the status beside its label whole. */}
            <td data-label={t`Status`}>
              <span>
                {statusLabel(order)}
                {order.payment_method === 'account' ? (
                  <>
                    <br />
                    <span className={own.muted}>
                      <Trans>On account</Trans>
                    </span>
                  </>
                ) : null}
              </span>
            </td>
            <td className={own.number} data-label={t`Total`}>
              <Price amount={order.total_amount} />
            </td>
          </tr>
        ))}
      </tbody>
    </DealerTableCard>
  );
}
