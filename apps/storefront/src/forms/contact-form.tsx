// docs/customer.md §2, §3, §5 Contact Us enquiry: Your Name, Email, Phone Number and Message, all required;
// sent as POST /api/contacts; the server's messages for name, email, phone_number and message show beside
// them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSendContactMutation } from '@sajilo/store';
import { TextAreaField, TextField } from '@sajilo/ui';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './form-layout.module.css';
import { RequiredNote } from './required-note.js';
import { SubmitButton } from './submit-button.js';

interface ContactValues {
  name: string;
  email: string;
  phone_number: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', phone_number: '', message: '' };

export function ContactForm() {
  const { t } = useLingui();
  const [sendContact] = useSendContactMutation();
  const { field, onSubmit, submitting } = useServerForm<ContactValues>({
    defaultValues: EMPTY,
    send: (values) => sendContact(values).unwrap(),
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <RequiredNote />
      <div className={styles.grid}>
        <TextField
          label={t`Your Name`}
          autoComplete="name"
          className={styles.wide}
          {...field('name', { required: true })}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...field('email', { required: true, email: true })}
        />
        <TextField
          label={t`Phone Number`}
          type="tel"
          autoComplete="tel"
          {...field('phone_number', { required: true })}
        />
        <TextAreaField
          label={t`Message`}
          rows={5}
          className={styles.wide}
          {...field('message', { required: true })}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>
          <Trans>Send Message</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
