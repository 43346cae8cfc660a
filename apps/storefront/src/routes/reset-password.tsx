// /reset-password: the screen the mailed link opens (`/reset-password#token=…`; the token rides in the
// fragment so it never reaches a server log). New password and its confirmation; success goes to /login.
import { Trans, useLingui } from '@lingui/react/macro';
import { useResetPasswordMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { PASSWORD_HINT } from '../customer/password-rules.js';
import { PATHS, readLinkToken } from '../customer/paths.js';
import { usePageDigits } from '../i18n/numbers.js';
import { useServerForm } from '../lib/use-server-form.js';

export function Component() {
  const { t, i18n } = useLingui();
  const pageDigits = usePageDigits();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Read once: the token stays with the screen even if the fragment changes.
  const [token] = useState(() => readLinkToken(hash));
  const [reset] = useResetPasswordMutation();
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { password: '', password_confirmation: '' },
    send: (values) => reset({ token, ...values }).unwrap(),
    checks: 'server',
    onSent: () => navigate(PATHS.login, { replace: true }),
  });

  return (
    <CustomerPage title={t`Reset Password`} description={t`Choose a new password for your Sajilo account.`}>
      <section className={`${styles.card} ${styles.single}`} aria-labelledby="reset-heading">
        <h2 id="reset-heading" className={styles.heading}>
          <Trans>Choose a new password</Trans>
        </h2>
        {token ? (
          <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="reset-heading">
            <p className={styles.lead}>
              <Trans>After this, log in with the new password on every device.</Trans>
            </p>
            <TextField
              {...field('password', { required: true, trim: false })}
              label={t`New Password`}
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
            {formError ? (
              <div className={formStyles.formError} role="alert">
                {formError}{' '}
                <Link to={PATHS.forgetPassword} className={formStyles.link}>
                  <Trans>Ask for a new link</Trans>
                </Link>
              </div>
            ) : null}
            <Button type="submit" fullWidth loading={submitting} loadingLabel={t`Saving`}>
              <Trans>Save new password</Trans>
            </Button>
          </form>
        ) : (
          <div className={formStyles.form}>
            <p className={formStyles.formError} role="alert">
              <Trans>
                This link has no reset code. Open the link from the email again, or ask for a new one.
              </Trans>
            </p>
            <Link to={PATHS.forgetPassword} className={styles.cta}>
              <Trans>Ask for a new link</Trans>
            </Link>
          </div>
        )}
      </section>
    </CustomerPage>
  );
}
