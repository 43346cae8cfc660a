// seed 001 §2 Contact Us customer-care promotion: over 2400 trained technicians and a 10-year warranty.
import { Link } from 'react-router-dom';
import styles from './care-promotion.module.css';
import { FormsIcon } from './forms-icon.js';

export function CarePromotion() {
  return (
    <section className={styles.care} aria-labelledby="care-heading">
      <div>
        <h2 id="care-heading" className={styles.heading}>
          Customer care that stays with you
        </h2>
        <p className={styles.text}>
          Every product we sell is backed by our own service network, from installation to the years after.
        </p>
        <Link to="/support-ticket" className={styles.link}>
          Open a support ticket
          <FormsIcon name="arrow-right" size={18} />
        </Link>
      </div>
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <span className={styles.icon}>
            <FormsIcon name="tool" size={22} />
          </span>
          <span>
            <span className={styles.figure}>2400+</span>
            Over 2400 trained technicians
          </span>
        </li>
        <li className={styles.fact}>
          <span className={styles.icon}>
            <FormsIcon name="shield" size={22} />
          </span>
          <span>
            <span className={styles.figure}>10 years</span>
            10-year warranty
          </span>
        </li>
      </ul>
    </section>
  );
}
