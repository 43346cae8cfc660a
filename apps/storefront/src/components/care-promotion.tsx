// docs/browsing.md §1 and docs/customer.md §2.8 Contact Us: the customer-care promotion: over 2400 trained
// technicians and a 10-year warranty. One component for every page: a full-width band between the sections of
// the home page and the product list, a rounded card inside the Contact Us page's column.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePageDigits } from '../i18n/numbers.js';
import { Icon, type IconName } from '../shell/icon.js';
import styles from './care-promotion.module.css';

/** Figures and labels are catalogue messages (docs/nepal.md "Languages"), shown with `i18n._(…)`. */
const POINTS: { icon: IconName; figure: MessageDescriptor; label: MessageDescriptor }[] = [
  { icon: 'tool', figure: msg`2400+`, label: msg`Over 2400 trained technicians across Nepal` },
  { icon: 'shield', figure: msg`10-year`, label: msg`10-year warranty on our sanitaryware and fittings` },
  { icon: 'map-pin', figure: msg`3`, label: msg`Showrooms in Kathmandu to see it all in person` },
];

export interface CarePromotionProps {
  /** 'band' (default) spans the page; 'card' sits inside a page's content column. */
  layout?: 'band' | 'card';
}

export function CarePromotion({ layout = 'band' }: CarePromotionProps) {
  const { i18n } = useLingui();
  const pageDigits = usePageDigits();
  const titleId = useId();
  return (
    <section className={[styles.care, styles[layout]].join(' ')} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Trans>Customer care</Trans>
          </p>
          <h2 id={titleId} className={styles.title}>
            <Trans>With you long after the sale</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              Our own service network installs what we sell and comes back when you need it, backed by the
              maker’s warranty.
            </Trans>
          </p>
          <Link to="/support-ticket" className={styles.cta}>
            <Trans>Book a Service</Trans>
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point.icon} className={styles.point}>
              <span className={styles.icon}>
                <Icon name={point.icon} size={26} />
              </span>
              <span className={styles.figure} aria-hidden="true">
                {pageDigits(i18n._(point.figure))}
              </span>
              <span className={styles.label}>{pageDigits(i18n._(point.label))}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
