import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@sajilo/ui';
import { useCounted } from '../i18n/numbers.js';
import styles from './count-badge.module.css';

export interface CountBadgeProps {
  /** Nothing is drawn while the count is unknown (logged out, docs/customer.md §2). */
  count: number | undefined;
  className?: string;
}

/** The small counter on the cart and wishlist icons; read out as "n items". */
export function CountBadge({ count, className }: CountBadgeProps) {
  const { t } = useLingui();
  const counted = useCounted();
  if (count === undefined) return null;
  const { count: shown, category } = counted(count);
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>
        {t`${select(category, { one: `, ${shown} item`, other: `, ${shown} items` })}`}
      </VisuallyHidden>
    </span>
  );
}
