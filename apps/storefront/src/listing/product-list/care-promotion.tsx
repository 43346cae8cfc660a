// seed 000 §1/§2: the customer-care promotion: over 2400 trained technicians and a 10-year warranty.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './care-promotion.module.css';

export function CarePromotion() {
  const headingId = useId();
  return (
    <section className={styles.care} aria-labelledby={headingId}>
      <div className={styles.text}>
        <p className={styles.kicker}>Sajilo Customer Care</p>
        <h2 id={headingId} className={styles.heading}>
          Installed right, looked after for years
        </h2>
        <p className={styles.lead}>
          Our trained technicians fit and service what you buy from us, and our products come with a 10-year
          warranty.
        </p>
        <Link to="/contact-us" className={styles.cta}>
          Talk to Customer Care
        </Link>
      </div>
      <ul className={styles.stats}>
        <li className={styles.stat}>
          <span className={styles.value}>2400+</span>
          <span className={styles.caption}>Trained technicians</span>
        </li>
        <li className={styles.stat}>
          <span className={styles.value}>10-Year</span>
          <span className={styles.caption}>Warranty</span>
        </li>
      </ul>
    </section>
  );
}
