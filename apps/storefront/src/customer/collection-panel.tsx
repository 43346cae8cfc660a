// docs/delivery.md "Collection at a showroom" on the order's page: where the order is collected and when it
// is ready; once staff mark it ready, "Ready to collect at <showroom>" with the code to show at the counter.
import { Trans } from '@lingui/react/macro';
import type { Order } from '@sajilo/api';
import { useFormatDate } from '../content/format-date.js';
import { useLocalized } from '../i18n/localized.js';
import { usePageDigits } from '../i18n/numbers.js';
import styles from './collection-panel.module.css';

/** docs/customer.md §4 codes: what a collection's statuses mean. */
const READY = 2;
const COLLECTED = 3;

export function CollectionPanel({ order }: { order: Order }) {
  const localized = useLocalized();
  const pageDigits = usePageDigits();
  const formatDate = useFormatDate();
  const point = order.collect_at;
  if (order.fulfilment !== 'collect' || !point || order.status > COLLECTED) return null;
  const showroom = localized(point.title, point.title_ne);
  const address = point.address ? pageDigits(localized(point.address, point.address_ne)) : null;
  const hours = point.hours ? pageDigits(localized(point.hours, point.hours_ne)) : null;
  const readyOn = formatDate(point.ready_on);
  return (
    <section
      className={styles.panel}
      data-ready={order.status === READY ? 'true' : undefined}
      aria-labelledby="collection-heading"
    >
      <h2 id="collection-heading" className={styles.heading}>
        {order.status === READY ? (
          <Trans>Ready to collect at {showroom}</Trans>
        ) : order.status === COLLECTED ? (
          <Trans>Collected at {showroom}</Trans>
        ) : (
          <Trans>To collect at {showroom}</Trans>
        )}
      </h2>
      {order.status === READY && order.collection_code ? (
        <>
          <p className={styles.meta}>
            <Trans>Show this code at the counter:</Trans>
          </p>
          <p className={styles.code} data-testid="collection-code">
            {order.collection_code}
          </p>
        </>
      ) : order.status < READY ? (
        <p className={styles.meta}>
          <Trans>
            Ready from {readyOn}. We will text and mail you the code to show at the counter when it is ready.
          </Trans>
        </p>
      ) : null}
      {order.status <= READY && address ? <p className={styles.meta}>{address}</p> : null}
      {order.status <= READY && hours ? <p className={styles.meta}>{hours}</p> : null}
    </section>
  );
}
