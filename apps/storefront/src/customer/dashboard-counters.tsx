// docs/customer.md §2.7 "Dashboard": counters of total, pending, processing, complete and cancelled orders.
import type { Dashboard } from '@sajilo/api';
import styles from './dashboard-counters.module.css';

export function DashboardCounters({ dashboard }: { dashboard: Dashboard }) {
  const counters = [
    { label: 'Total Orders', value: dashboard.totalOrders, tone: 'total' },
    { label: 'Pending Orders', value: dashboard.pendingOrders, tone: 'waiting' },
    { label: 'Processing Orders', value: dashboard.processingOrders, tone: 'moving' },
    { label: 'Complete Orders', value: dashboard.completedOrders, tone: 'done' },
    { label: 'Cancelled Orders', value: dashboard.canceledOrders, tone: 'stopped' },
  ] as const;
  return (
    <dl className={styles.counters}>
      {counters.map((counter) => (
        <div key={counter.label} className={styles.counter} data-tone={counter.tone}>
          <dt className={styles.label}>{counter.label}</dt>
          <dd className={styles.value}>{counter.value}</dd>
        </div>
      ))}
    </dl>
  );
}
