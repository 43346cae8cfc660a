// docs/customer.md §2.1 "Login screen" (/login): a new-customer panel linking to register, and the email and
// password form. A logged-in customer goes to the dashboard, or back to the screen that asked them to log in.
// The message a previous screen hands over (register: open the mailed link; confirm-email: log in now, §2.2)
// stays in view above the fields: it says what to do next, more than a toast's two seconds can.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styles from '../customer/auth-page.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { LOGIN_SUCCESS } from '../customer/login-dialog-context.js';
import { LoginForm } from '../customer/login-form.js';
import { PATHS, returnPath, stateEmail, stateMessage } from '../customer/paths.js';
import { useSessionValid } from '../customer/use-session-valid.js';
import { toast } from '../lib/toast.js';

export function Component() {
  const { t } = useLingui();
  const { state } = useLocation();
  const loggedIn = useSessionValid();
  // docs/customer.md §6: logged-in users reaching login go to the dashboard (after logging in here, too).
  if (loggedIn) return <Navigate to={returnPath(state)} replace />;
  return (
    <CustomerPage
      title={t`Login`}
      description={t`Log in to your Sajilo account: your cart, wishlist and orders.`}
    >
      <div className={styles.split}>
        <section className={styles.card} aria-labelledby="login-heading">
          <h2 id="login-heading" className={styles.heading}>
            <Trans>Registered Customer</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>
              Log in with your email address and password, or with your mobile number and a code we send by
              SMS.
            </Trans>
          </p>
          <LoginForm
            initialEmail={stateEmail(state)}
            notice={stateMessage(state)}
            onLoggedIn={(response) => toast.success(response.message || LOGIN_SUCCESS)}
          />
        </section>
        <section className={styles.panel} aria-labelledby="new-customer-heading">
          <h2 id="new-customer-heading" className={styles.heading}>
            <Trans>New Customer</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>Create an account to shop online with Sajilo.</Trans>
          </p>
          <ul className={styles.benefits}>
            <li>
              <Trans>Keep a cart and a wishlist on every device</Trans>
            </li>
            <li>
              <Trans>Check out in a minute</Trans>
            </li>
            <li>
              <Trans>Follow and cancel your orders</Trans>
            </li>
          </ul>
          <Link to={PATHS.register} state={state} className={styles.cta}>
            <Trans>Create an account</Trans>
          </Link>
        </section>
      </div>
    </CustomerPage>
  );
}
