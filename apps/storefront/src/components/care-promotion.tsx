// docs/browsing.md §1 and docs/customer.md §2.8 Contact Us: the customer-care promotion: over 2400 trained
// technicians and a 10-year warranty. One component for every page: a full-width band between the sections of
// the home page and the product list, a rounded card inside the Contact Us page's column.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../shell/icon.js';
import styles from './care-promotion.module.css';

const POINTS: { icon: IconName; figure: string; label: string }[] = [
  { icon: 'tool', figure: '2400+', label: 'Over 2400 trained technicians across Nepal' },
  { icon: 'shield', figure: '10-year', label: '10-year warranty on our sanitaryware and fittings' },
  { icon: 'map-pin', figure: '3', label: 'Showrooms in Kathmandu to see it all in person' },
];

export interface CarePromotionProps {
  /** 'band' (default) spans the page; 'card' sits inside a page's content column. */
  layout?: 'band' | 'card';
}

export function CarePromotion({ layout = 'band' }: CarePromotionProps) {
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
            <li key={point.figure} className={styles.point}>
              <span className={styles.icon}>
                <Icon name={point.icon} size={26} />
              </span>
              <span className={styles.figure} aria-hidden="true">
                {point.figure}
              </span>
              <span className={styles.label}>{point.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
