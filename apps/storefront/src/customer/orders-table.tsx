// docs/customer.md §2.7 "My orders": ID, OrderTime, Method, Status, Total, Action (View; Pay when an online
// payment waits or expired; Cancel when pending). The dashboard's recent orders use the same table.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@sajilo/api';
import { CardTable, Price, VisuallyHidden } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { CancelOrderButton } from './cancel-order-button.js';
import { canCancel, useOrderDates } from './order-format.js';
import { OrderStatus } from './order-status.js';
import styles from './orders-table.module.css';
import { orderPath } from './paths.js';
import { canPay, PayOrderButton } from './pay-order.js';
import payStyles from './pay-order.module.css';
import { usePaymentLabel } from './payment-label.js';

export interface OrdersTableProps {
  orders: readonly Order[];
  caption: string;
  /** The page title already says what the table is (My Order). */
  hideCaption?: boolean;
}

export function OrdersTable({ orders, caption, hideCaption = false }: OrdersTableProps) {
  const { t } = useLingui();
  const dates = useOrderDates();
  const paymentLabel = usePaymentLabel();
  return (
    <CardTable boxed className={styles.table}>
      {hideCaption ? (
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
      ) : (
        <caption className={styles.caption}>{caption}</caption>
      )}
      <thead className={styles.head}>
        <tr>
          <th scope="col">
            <Trans>ID</Trans>
          </th>
          <th scope="col">
            <Trans>OrderTime</Trans>
          </th>
          <th scope="col">
            <Trans>Method</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Total</Trans>
          </th>
          <th scope="col">
            <Trans>Action</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.slug} className={styles.row} data-order={order.order_name}>
            <th scope="row" className={styles.id}>
              {order.order_name}
            </th>
            <td className={styles.time} data-label={t`OrderTime`}>
              <time dateTime={order.date}>{dates.time(order.date)}</time>
            </td>
            <td className={styles.method} data-label={t`Method`}>
              {paymentLabel(order)}
              {/* Paid or refunded said beside the method, as the order's invoice says it: a shopper who paid
                  online sees it in the list, where the status is the delivery's. */}
              {order.payment_status === 'paid'
                ? ` · ${t`Paid`}`
                : order.payment_status === 'refunded'
                  ? ` · ${t`Refunded`}`
                  : null}
            </td>
            <td className={styles.status}>
              <OrderStatus order={order} />
              {canPay(order) ? (
                <span className={payStyles.waiting}>
                  {order.payment_status === 'expired' ? t`Payment expired` : t`Waiting for payment`}
                </span>
              ) : null}
            </td>
            <td className={styles.total} data-label={t`Total`}>
              <Price amount={order.total_amount} />
            </td>
            <td className={styles.action}>
              <div className={styles.buttons}>
                <Link
                  to={orderPath(order.slug)}
                  className={styles.view}
                  aria-label={t`View order ${order.order_name}`}
                >
                  <Trans>View</Trans>
                </Link>
                {canPay(order) ? <PayOrderButton order={order} /> : null}
                {canCancel(order) ? <CancelOrderButton order={order} /> : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
