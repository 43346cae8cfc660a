// docs/customer.md §2.1, §2.2 "Registration": the login form's way out when the account waits for its email
// to be confirmed. It sends the email typed in the form (read when pressed, so a corrected address goes) and
// shows the server's answer, which is the same for any address; nothing typed in the form changes.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessages, useResendConfirmationMutation } from '@sajilo/store';
import { Button } from '@sajilo/ui';
import { useState } from 'react';
import { asRequestError } from '../lib/request-errors.js';
import styles from './auth-form.module.css';

export interface ResendLinkButtonProps {
  /** The address to send the link to: the login form's email as typed now. */
  email: () => string;
}

export function ResendLinkButton({ email }: ResendLinkButtonProps) {
  const { t } = useLingui();
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [answer, setAnswer] = useState<{ sent: boolean; message: string } | null>(null);

  const send = async () => {
    setAnswer(null);
    try {
      const reply = await resend({ email: email() }).unwrap();
      setAnswer({ sent: true, message: reply.message });
    } catch (error: unknown) {
      setAnswer({ sent: false, message: errorMessages(asRequestError(error)).join(' ') });
    }
  };

  return (
    <div className={styles.resend}>
      <Button variant="secondary" fullWidth loading={isLoading} loadingLabel={t`Sending`} onClick={send}>
        <Trans>Send the link again</Trans>
      </Button>
      {answer ? (
        <p className={answer.sent ? styles.notice : styles.formError} role={answer.sent ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}
