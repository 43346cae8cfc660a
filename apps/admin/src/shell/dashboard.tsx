// The dashboard: today's and this month's orders and revenue, what waits in the inbox, what runs out at each
// place (stock/low-stock.tsx).
import type { AdminInboxCounts } from '@sajilo/api/admin';
import { formatPrice, Spinner } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { LowStockByPlace } from '../stock/low-stock.js';
import { useDashboardQuery, useMeQuery } from './shell-api.js';

const INBOX_LABELS: Record<Exclude<keyof AdminInboxCounts, 'total'>, string> = {
  contact: 'Contact messages',
  customer_enquiry: 'Customer enquiries',
  dealer_enquiry: 'Dealer enquiries',
  faq_question: 'Questions',
  support_ticket: 'Support tickets',
  job_application: 'Job applications',
  feedback: 'Feedback',
};

export function DashboardScreen() {
  const { data, error, isLoading, refetch } = useDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const me = useMeQuery(undefined);
  const canSeeStock = me.data?.permissions.includes('stock') ?? false;
  return (
    <div className={styles.page}>
      <h1>Dashboard</h1>
      {isLoading ? <Spinner label="Loading the figures" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <>
          <ul className={styles.cards} aria-label="Orders and revenue">
            <li className={styles.card}>
              <p className={styles.cardLabel}>Orders today</p>
              <p className={styles.cardValue}>{data.today.orders}</p>
            </li>
            <li className={styles.card}>
              <p className={styles.cardLabel}>Revenue today</p>
              <p className={styles.cardValue}>{formatPrice(data.today.revenue)}</p>
            </li>
            <li className={styles.card}>
              <p className={styles.cardLabel}>Orders this month</p>
              <p className={styles.cardValue}>{data.month.orders}</p>
            </li>
            <li className={styles.card}>
              <p className={styles.cardLabel}>Revenue this month</p>
              <p className={styles.cardValue}>{formatPrice(data.month.revenue)}</p>
              <p className={styles.cardHint}>Cancelled and rejected orders not counted</p>
            </li>
            {me.data?.permissions.includes('returns') ? (
              <li className={styles.card}>
                <p className={styles.cardLabel}>Refunds overdue</p>
                <p className={styles.cardValue}>{data.refunds_overdue}</p>
                <p className={styles.cardHint}>
                  <Link to="/refunds">Refunds owed</Link>: 7 days by law
                </p>
              </li>
            ) : null}
          </ul>
          <section className={styles.section} aria-labelledby="inbox-heading">
            <h2 id="inbox-heading">Inbox: {data.unhandled.total} unhandled</h2>
            <dl className={styles.counts}>
              {Object.entries(INBOX_LABELS).map(([kind, label]) => (
                <div key={kind}>
                  <dt>
                    <Link to={`/inbox?kind=${kind}`}>{label}</Link>
                  </dt>
                  <dd>{data.unhandled[kind as keyof typeof INBOX_LABELS]}</dd>
                </div>
              ))}
            </dl>
          </section>
          {canSeeStock ? <LowStockByPlace /> : null}
        </>
      ) : null}
    </div>
  );
}
