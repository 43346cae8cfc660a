// /reset-password: the screen the mailed link opens (`/reset-password#token=…`; the token rides in the
// fragment so it never reaches a server log). New password and its confirmation; success goes to /login.
import { useResetPasswordMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { PASSWORD_HINT } from '../customer/password-rules.js';
import { PATHS, readResetToken } from '../customer/paths.js';
import { useServerForm } from '../lib/use-server-form.js';

export function Component() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Read once: the token stays with the screen even if the fragment changes.
  const [token] = useState(() => readResetToken(hash));
  const [reset] = useResetPasswordMutation();
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { password: '', password_confirmation: '' },
    send: (values) => reset({ token, ...values }).unwrap(),
    checks: 'server',
    onSent: () => navigate(PATHS.login, { replace: true }),
  });

  return (
    <CustomerPage title="Reset Password" description="Choose a new password for your Sajilo account.">
      <section className={`${styles.card} ${styles.single}`} aria-labelledby="reset-heading">
        <h2 id="reset-heading" className={styles.heading}>
          Choose a new password
        </h2>
        {token ? (
          <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="reset-heading">
            <p className={styles.lead}>After this, log in with the new password on every device.</p>
            <TextField
              {...field('password', { required: true, trim: false })}
              label="New Password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
            />
            <TextField
              {...field('password_confirmation', { required: true, trim: false })}
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
            />
            {formError ? (
              <div className={formStyles.formError} role="alert">
                {formError}{' '}
                <Link to={PATHS.forgetPassword} className={formStyles.link}>
                  Ask for a new link
                </Link>
              </div>
            ) : null}
            <Button type="submit" fullWidth loading={submitting} loadingLabel="Saving">
              Save new password
            </Button>
          </form>
        ) : (
          <div className={formStyles.form}>
            <p className={formStyles.formError} role="alert">
              This link has no reset code. Open the link from the email again, or ask for a new one.
            </p>
            <Link to={PATHS.forgetPassword} className={styles.cta}>
              Ask for a new link
            </Link>
          </div>
        )}
      </section>
    </CustomerPage>
  );
}
