// An order's status as a badge (docs/customer.md §4 status codes), written in the page's language from the
// code; the server's English `status_label` is kept for a code this screen does not know yet.
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@sajilo/api';
import { statusTone } from './order-format.js';
import styles from './order-status.module.css';

type Labelled = Pick<Order, 'status'> & { status_label: string; fulfilment?: Order['fulfilment'] };

/** The status's name in the page's language. */
export function useOrderStatusLabel(): (order: Labelled) => string {
  const { t } = useLingui();
  const labels: Record<number, string> = {
    0: t`Pending`,
    1: t`Processing`,
    2: t`Shipping`,
    3: t`Delivered`,
    4: t`Rejected`,
    5: t`Cancelled`,
  };
  // A collection at a showroom is ready, then collected (docs/delivery.md "Collection at a showroom").
  const collect: Record<number, string> = { 2: t`Ready to collect`, 3: t`Collected` };
  return (order) =>
    (order.fulfilment === 'collect' ? collect[order.status] : undefined) ??
    labels[order.status] ??
    order.status_label;
}

export function OrderStatus({ order }: { order: Labelled }) {
  const label = useOrderStatusLabel();
  return (
    <span className={styles.badge} data-tone={statusTone(order.status)}>
      {label(order)}
    </span>
  );
}
