// docs/customer.md §2, §4: after a placed order the confirmation shows for 3 seconds, then the order view; a
// link goes there at once (docs/design.md "Deliberate differences").
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { POST_CHECKOUT_REDIRECT_MS } from '../lib/timing.js';
import styles from './confirmation.module.css';
import { orderPath } from './paths.js';

export interface CheckoutConfirmationProps {
  slug: string;
  message: string;
}

export function CheckoutConfirmation({ slug, message }: CheckoutConfirmationProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const target = orderPath(slug);

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(target, { replace: true }), POST_CHECKOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);

  return (
    <div className={styles.confirmation}>
      <span className={styles.icon} aria-hidden="true">
        <svg
          aria-hidden="true"
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className={styles.message} role="status">
        {message}
      </p>
      <p
        className={styles.next}
      >{t`Taking you to your order in ${POST_CHECKOUT_REDIRECT_MS / 1000} seconds.`}</p>
      <Link to={target} replace className={styles.go}>
        <Trans>View your order now</Trans>
      </Link>
    </div>
  );
}
