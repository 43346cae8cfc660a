// /forget-password (docs/customer.md §2 links it; docs/design.md "Deliberate differences": it works). The
// server answers the same whether or not the email is registered, so the screen shows that answer and nothing
// more.
import { Trans, useLingui } from '@lingui/react/macro';
import { useForgotPasswordMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { PATHS } from '../customer/paths.js';
import { useServerForm } from '../lib/use-server-form.js';

export function Component() {
  const { t } = useLingui();
  const [forgot] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { email: '' },
    send: (values) => forgot(values).unwrap(),
    checks: 'server',
    onSent: (response) => setAnswer(response.message),
  });

  return (
    <CustomerPage title={t`Forget Password`} description={t`Ask for a link to choose a new password.`}>
      <section className={`${styles.card} ${styles.single}`} aria-labelledby="forget-heading">
        <h2 id="forget-heading" className={styles.heading}>
          <Trans>Reset your password</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>
            Enter the email address of your account and we will send you a link to choose a new password.
          </Trans>
        </p>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="forget-heading">
          <TextField
            {...field('email', { required: true })}
            label={t`Email Address`}
            type="email"
            autoComplete="email"
          />
          {answer ? (
            <p className={formStyles.notice} role="status">
              {answer}
            </p>
          ) : null}
          {formError ? (
            <p className={formStyles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <Button type="submit" fullWidth loading={submitting} loadingLabel={t`Sending`}>
            <Trans>Send reset link</Trans>
          </Button>
          <p className={formStyles.alternative}>
            <Trans>Remembered it?</Trans>{' '}
            <Link to={PATHS.login} className={formStyles.link}>
              <Trans>Back to login</Trans>
            </Link>
          </p>
        </form>
      </section>
    </CustomerPage>
  );
}
