// docs/customer.md §2.2 "Registration": asks for a new confirmation link, from the /confirm-email screen when
// its link did not work. The server answers the same for any address (as forgot-password does), so the
// screen shows that answer and nothing more.
import { Trans, useLingui } from '@lingui/react/macro';
import { useResendConfirmationMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './auth-form.module.css';
import { PATHS } from './paths.js';

export function ResendConfirmationForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useLingui();
  const [resend] = useResendConfirmationMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { email: '' },
    send: (values) => resend(values).unwrap(),
    checks: 'server',
    // The answer stays beside the form rather than in a toast that goes after 2 s.
    toastOnSuccess: false,
    onSent: (reply) => setAnswer(reply.message),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <TextField
        {...field('email', { required: true })}
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      {answer ? (
        <p className={styles.notice} role="status">
          {answer}
        </p>
      ) : null}
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={submitting} loadingLabel={t`Sending`}>
        <Trans>Send a new link</Trans>
      </Button>
      <p className={styles.alternative}>
        <Trans>Confirmed already?</Trans>{' '}
        <Link to={PATHS.login} className={styles.link}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </form>
  );
}
