// docs/customer.md §2.7 "Dashboard": counters of total, pending, processing, complete and cancelled orders.
import { useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@sajilo/api';
import styles from './dashboard-counters.module.css';

export function DashboardCounters({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useLingui();
  const counters = [
    { label: t`Total Orders`, value: dashboard.totalOrders, tone: 'total' },
    { label: t`Pending Orders`, value: dashboard.pendingOrders, tone: 'waiting' },
    { label: t`Processing Orders`, value: dashboard.processingOrders, tone: 'moving' },
    { label: t`Complete Orders`, value: dashboard.completedOrders, tone: 'done' },
    { label: t`Cancelled Orders`, value: dashboard.canceledOrders, tone: 'stopped' },
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
