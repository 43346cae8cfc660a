// /forget-password (docs/customer.md §2 links it; docs/design.md "Deliberate differences": it works). The
// server answers the same whether or not the email is registered, so the screen shows that answer and nothing
// more.
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
  const [forgot] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { email: '' },
    send: (values) => forgot(values).unwrap(),
    checks: 'server',
    onSent: (response) => setAnswer(response.message),
  });

  return (
    <CustomerPage title="Forget Password" description="Ask for a link to choose a new password.">
      <section className={`${styles.card} ${styles.single}`} aria-labelledby="forget-heading">
        <h2 id="forget-heading" className={styles.heading}>
          Reset your password
        </h2>
        <p className={styles.lead}>
          Enter the email address of your account and we will send you a link to choose a new password.
        </p>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="forget-heading">
          <TextField
            {...field('email', { required: true })}
            label="Email Address"
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
          <Button type="submit" fullWidth loading={submitting} loadingLabel="Sending">
            Send reset link
          </Button>
          <p className={formStyles.alternative}>
            Remembered it?{' '}
            <Link to={PATHS.login} className={formStyles.link}>
              Back to login
            </Link>
          </p>
        </form>
      </section>
    </CustomerPage>
  );
}
