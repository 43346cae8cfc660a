// docs/customer.md §2.2 "Register" (/register): first name, last name, phone number, email, password, confirm
// password. Success goes to /login with the email carried over and the server's answer kept in view there (it
// says to open the mailed link, "Registration"); a logged-in customer goes to the dashboard.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRegisterMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { PASSWORD_HINT } from '../customer/password-rules.js';
import { PATHS, type ReturnState, returnPath } from '../customer/paths.js';
import { PhoneLoginForm } from '../customer/phone-login-form.js';
import { useSessionValid } from '../customer/use-session-valid.js';
import { usePageDigits } from '../i18n/numbers.js';
import { toast } from '../lib/toast.js';
import { useServerForm } from '../lib/use-server-form.js';

const EMPTY = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  password: '',
  password_confirmation: '',
};

export function Component() {
  const { t, i18n } = useLingui();
  const pageDigits = usePageDigits();
  const { state } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSessionValid();
  const [register] = useRegisterMutation();
  // docs/customer.md "Phone-number accounts": a name, a mobile number and a code by SMS; no email needed.
  const [byPhone, setByPhone] = useState(false);
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: EMPTY,
    send: (values) => register(values).unwrap(),
    checks: 'server',
    // The login screen shows the answer, where the customer looks next.
    toastOnSuccess: false,
    onSent: (response, values) => {
      const next: ReturnState = { email: values.email, message: response.message };
      const from = returnPath(state);
      if (from !== PATHS.dashboard) next.from = from;
      navigate(PATHS.login, { state: next });
    },
  });

  if (loggedIn) return <Navigate to={returnPath(state)} replace />;

  return (
    <CustomerPage title={t`Register`} description={t`Create your Sajilo account.`} width="wide">
      <section className={`${styles.card} ${styles.single}`} aria-labelledby="register-heading">
        <h2 id="register-heading" className={styles.heading}>
          <Trans>Create new account</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>It takes a minute; then log in to keep a cart and a wishlist.</Trans>
        </p>
        {byPhone ? (
          <div className={formStyles.form}>
            <PhoneLoginForm
              purpose="register"
              onLoggedIn={(response) => {
                toast.success(response.message);
                navigate(returnPath(state), { replace: true });
              }}
            />
            <Button type="button" variant="link" onClick={() => setByPhone(false)}>
              <Trans>Use email and password</Trans>
            </Button>
          </div>
        ) : (
          <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="register-heading">
            <Button type="button" variant="secondary" fullWidth onClick={() => setByPhone(true)}>
              <Trans>Use phone number</Trans>
            </Button>
            <div className={formStyles.grid}>
              <TextField
                {...field('first_name', { required: true })}
                label={t`First Name`}
                autoComplete="given-name"
              />
              <TextField
                {...field('last_name', { required: true })}
                label={t`Last Name`}
                autoComplete="family-name"
              />
              <TextField
                {...field('phone_number', { required: true })}
                label={t`Phone Number`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
              <TextField
                {...field('email', { required: true })}
                label={t`Email`}
                type="email"
                autoComplete="email"
              />
              <TextField
                {...field('password', { required: true, trim: false })}
                label={t`Password`}
                type="password"
                autoComplete="new-password"
                hint={pageDigits(i18n._(PASSWORD_HINT))}
              />
              <TextField
                {...field('password_confirmation', { required: true, trim: false })}
                label={t`Confirm Password`}
                type="password"
                autoComplete="new-password"
              />
            </div>
            {formError ? (
              <p className={formStyles.formError} role="alert">
                {formError}
              </p>
            ) : null}
            <Button type="submit" fullWidth loading={submitting} loadingLabel={t`Creating your account`}>
              <Trans>Register</Trans>
            </Button>
            <p className={formStyles.alternative}>
              <Trans>Already have an account?</Trans>{' '}
              <Link to={PATHS.login} state={state} className={formStyles.link}>
                <Trans>Login</Trans>
              </Link>
            </p>
          </form>
        )}
      </section>
    </CustomerPage>
  );
}
