// docs/customer.md §2.7 "Change password" (/change-password): current password, password, confirm password.
// The server revokes every other session of the customer; this one stays.
import { Trans, useLingui } from '@lingui/react/macro';
import { useChangePasswordMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { AccountPage } from '../customer/account-page.js';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { PASSWORD_HINT } from '../customer/password-rules.js';
import { usePageDigits } from '../i18n/numbers.js';
import { useServerForm } from '../lib/use-server-form.js';

export function Component() {
  const { t, i18n } = useLingui();
  const pageDigits = usePageDigits();
  const [change] = useChangePasswordMutation();
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { oldpassword: '', password: '', password_confirmation: '' },
    send: (values) => change(values).unwrap(),
    checks: 'server',
  });

  return (
    <AccountPage title={t`Change Password`}>
      <section className={styles.card} aria-labelledby="password-heading">
        <h2 id="password-heading" className={styles.heading}>
          <Trans>Change your password</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>You stay logged in here; other devices will need the new password.</Trans>
        </p>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
          <TextField
            {...field('oldpassword', { required: true, trim: false })}
            label={t`Current Password`}
            type="password"
            autoComplete="current-password"
          />
          <div className={formStyles.grid}>
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
          <div className={formStyles.actions}>
            <Button type="submit" loading={submitting} loadingLabel={t`Saving`}>
              <Trans>Change Password</Trans>
            </Button>
          </div>
        </form>
      </section>
    </AccountPage>
  );
}
