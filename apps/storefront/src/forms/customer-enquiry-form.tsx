// docs/customer.md §2, §3, §5 customer enquiry (the /customer-enquiry page and the enquiry popup): first
// name, last name, email, phone, address and message, all required; sent as POST /api/customer_enquiry with
// name = first + ' ' + last. The popup shows its message field (docs/design.md "Deliberate differences").
import { Trans, useLingui } from '@lingui/react/macro';
import { useSendCustomerEnquiryMutation } from '@sajilo/store';
import { TextAreaField, TextField } from '@sajilo/ui';
import { type SentReply, useServerForm } from '../lib/use-server-form.js';
import { contractRules } from '../lib/validation.js';
import styles from './form-layout.module.css';
import { RequiredNote } from './required-note.js';
import { SubmitButton } from './submit-button.js';

export interface CustomerEnquiryValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  message: string;
}

const EMPTY: CustomerEnquiryValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  message: '',
};

export interface CustomerEnquiryFormProps {
  /** One column at every width (the 420 px popup). */
  compact?: boolean;
  onSent?: (reply: SentReply) => void;
}

export function CustomerEnquiryForm({ compact = false, onSent }: CustomerEnquiryFormProps) {
  const { t } = useLingui();
  const [sendEnquiry] = useSendCustomerEnquiryMutation();
  const { field, onSubmit, submitting } = useServerForm<CustomerEnquiryValues>({
    defaultValues: EMPTY,
    send: ({ first_name, last_name, ...rest }) =>
      sendEnquiry({ name: `${first_name} ${last_name}`, ...rest }).unwrap(),
    // The server names the joined name `name`: its message belongs beside the first name.
    serverFields: { name: 'first_name' },
    onSent,
  });
  return (
    <form
      className={[styles.form, compact ? styles.compact : undefined].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting || undefined}
    >
      <RequiredNote />
      <div className={styles.grid}>
        <TextField
          label={t`First Name`}
          autoComplete="given-name"
          {...field('first_name', { required: true })}
        />
        <TextField
          label={t`Last Name`}
          autoComplete="family-name"
          {...field('last_name', { required: true })}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...field('email', contractRules('sendCustomerEnquiry', 'email'))}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          {...field('phone', contractRules('sendCustomerEnquiry', 'phone'))}
        />
        <TextField
          label={t`Address`}
          autoComplete="address-line1"
          className={styles.wide}
          {...field('address', contractRules('sendCustomerEnquiry', 'address'))}
        />
        <TextAreaField
          label={t`Message`}
          rows={compact ? 3 : 4}
          className={styles.wide}
          {...field('message', contractRules('sendCustomerEnquiry', 'message'))}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>
          <Trans>Send Enquiry</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
