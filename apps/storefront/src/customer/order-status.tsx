// An order's status as a badge (docs/customer.md §4 status codes; the label comes from the server).
import type { Order } from '@sajilo/api';
import { statusTone } from './order-format.js';
import styles from './order-status.module.css';

export function OrderStatus({ order }: { order: Pick<Order, 'status' | 'status_label'> }) {
  return (
    <span className={styles.badge} data-tone={statusTone(order.status)}>
      {order.status_label}
    </span>
  );
}
