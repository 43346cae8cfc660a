// Where a grievance stands (docs/nepal.md "Grievances"): its tracking number, status, the day it was
// registered and the day by which the shop decides, and the written decision once there is one. Dates are
// Nepal's days: in English the AD date, on Nepali pages the BS date.
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@sajilo/api';
import { formatAd, formatBs } from '@sajilo/nepal';
import { useNumerals } from '../i18n/locale-provider.js';
import styles from './grievance.module.css';

type Grievance = components['schemas']['Grievance'];

export function GrievanceStatusPanel({
  grievance,
  registered = false,
}: {
  grievance: Grievance;
  registered?: boolean;
}) {
  const { t, i18n } = useLingui();
  // Nepali dates in the page's digits, as its prices and counts (docs/nepal.md "Languages").
  const [digits] = useNumerals();
  const day = (instant: string) =>
    i18n.locale === 'ne' ? formatBs(instant, 'ne', digits) : formatAd(instant);
  const status: Record<Grievance['status'], string> = {
    received: t`Registered`,
    in_review: t`In review`,
    resolved: t`Resolved`,
    rejected: t`Not accepted`,
  };
  return (
    <div className={styles.panel} role="status">
      {registered ? (
        <p className={styles.lead}>
          <Trans>Your grievance is registered. Keep its tracking number to follow it.</Trans>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Tracking number</Trans>
          </dt>
          <dd className={styles.number}>{grievance.tracking_number}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{status[grievance.status]}</dd>
        </div>
        <div>
          <dt>
            <Trans>Registered on</Trans>
          </dt>
          <dd>{day(grievance.created_at)}</dd>
        </div>
        <div>
          <dt>{grievance.decided_at ? <Trans>Decided on</Trans> : <Trans>We decide by</Trans>}</dt>
          <dd>{day(grievance.decided_at ?? grievance.due_at)}</dd>
        </div>
      </dl>
      {grievance.decision ? (
        <div className={styles.decision}>
          <h3 className={styles.decisionTitle}>
            <Trans>Our decision</Trans>
          </h3>
          <p className={styles.decisionText}>{grievance.decision}</p>
        </div>
      ) : null}
    </div>
  );
}
