// docs/customer.md §2 newsletter subscribe box for the footer (400 px wide): an email input of email type and
// a submit button with a spinner while sending. docs/design.md "Deliberate differences": it sends the typed
// email (POST /api/subscribers), checks it, and shows the server's answer, the polite one for an address
// already subscribed included, as a toast and under the box.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSubscribeMutation } from '@sajilo/store';
import { useId, useState } from 'react';
import { useServerForm } from '../lib/use-server-form.js';
import { contractRules } from '../lib/validation.js';
import { SubmitButton } from './submit-button.js';
import styles from './subscribe-box.module.css';

interface SubscribeValues {
  email: string;
}

export function SubscribeBox() {
  const { t } = useLingui();
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const [subscribe] = useSubscribeMutation();
  const [answer, setAnswer] = useState('');
  const { field, onSubmit, submitting } = useServerForm<SubscribeValues>({
    defaultValues: { email: '' },
    send: (values) => {
      setAnswer('');
      return subscribe(values).unwrap();
    },
    onSent: (reply) => setAnswer(reply.message),
  });
  // docs/customer.md §5: no asterisk on this one-field form; the browser still knows the field is needed.
  const { error, required: _asterisk, ...email } = field('email', contractRules('subscribe', 'email'));
  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <label htmlFor={inputId} className={styles.label}>
        <Trans>Subscribe to our newsletter</Trans>
      </label>
      <div className={styles.row}>
        <input
          {...email}
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={t`Your email address`}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
        />
        <SubmitButton submitting={submitting} className={styles.button}>
          <Trans>Subscribe</Trans>
        </SubmitButton>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error.join(' ')}
        </p>
      )}
      <p className={styles.status} role="status">
        {answer}
      </p>
    </form>
  );
}
