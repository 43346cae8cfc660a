// The Sajilo mark: four tiles, one of them in the accent colour (tiles and bathrooms are the trade), and the
// wordmark. Drawn in currentColor so it works on the white header, the green home header and the footer.
import { Link } from 'react-router-dom';
import { COMPANY_NAME } from './company.js';
import styles from './logo.module.css';

export interface LogoProps {
  className?: string;
  /** Called when the logo is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

export function Logo({ className, onNavigate }: LogoProps) {
  return (
    <Link
      to="/"
      className={[styles.logo, className].filter(Boolean).join(' ')}
      aria-label={`${COMPANY_NAME} home`}
      onClick={onNavigate}
    >
      <svg
        className={styles.mark}
        width="30"
        height="30"
        viewBox="0 0 30 30"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="1" y="1" width="13" height="13" rx="2.5" fill="currentColor" />
        <rect x="16" y="1" width="13" height="13" rx="2.5" className={styles.accent} />
        <rect x="1" y="16" width="13" height="13" rx="2.5" fill="currentColor" opacity="0.55" />
        <rect x="16" y="16" width="13" height="13" rx="2.5" fill="currentColor" />
      </svg>
      <span className={styles.word} aria-hidden="true">
        {COMPANY_NAME.toLowerCase()}
      </span>
    </Link>
  );
}
