// A quote's status as a badge, in the page's language (docs/quotes.md "A quote's life").
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QuoteStatus } from '@sajilo/api';
import styles from './quotes.module.css';

const LABELS = {
  requested: msg`Requested`,
  priced: msg`Priced`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  withdrawn: msg`Withdrawn`,
} as const;

const TONES: Record<QuoteStatus, string> = {
  requested: 'wait',
  priced: 'good',
  accepted: 'good',
  declined: 'closed',
  expired: 'closed',
  withdrawn: 'closed',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.badge} data-tone={TONES[status]} data-status={status}>
      {i18n._(LABELS[status])}
    </span>
  );
}
