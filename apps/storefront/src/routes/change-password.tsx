// seed 001 §2 "Change password" (/change-password): current password, password, confirm password. The
// server revokes every other session of the customer; this one stays.
import { useChangePasswordMutation } from '@sajilo/store';
import { Button, TextField, toast } from '@sajilo/ui';
import { AccountPage } from '../customer/account-page.js';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { PASSWORD_HINT } from '../customer/password-rules.js';
import { useServerForm } from '../customer/use-server-form.js';

export function Component() {
  const [change] = useChangePasswordMutation();
  const form = useServerForm({ oldpassword: '', password: '', password_confirmation: '' });

  const submit = form.onSubmit(
    (values) => change(values).unwrap(),
    (answer) => {
      toast.success(answer.message);
      form.reset();
    },
  );

  return (
    <AccountPage title="Change Password">
      <section className={styles.card} aria-labelledby="password-heading">
        <h2 id="password-heading" className={styles.heading}>
          Change your password
        </h2>
        <p className={styles.lead}>You stay logged in here; other devices will need the new password.</p>
        <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="password-heading">
          <TextField
            {...form.field('oldpassword')}
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <div className={formStyles.grid}>
            <TextField
              {...form.field('password')}
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              required
            />
            <TextField
              {...form.field('password_confirmation')}
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
            />
          </div>
          {form.formError ? (
            <p className={formStyles.formError} role="alert">
              {form.formError}
            </p>
          ) : null}
          <div className={formStyles.actions}>
            <Button type="submit" loading={form.submitting} loadingLabel="Saving">
              Change Password
            </Button>
          </div>
        </form>
      </section>
    </AccountPage>
  );
}
