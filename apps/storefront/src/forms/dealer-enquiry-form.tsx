// docs/customer.md §2, §3, §5 dealer enquiry: first name, last name, email, phone, company name, VAT number,
// address and message, all required; sent as POST /api/dealer_enquiry with name = first + ' ' + last.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSendDealerEnquiryMutation } from '@sajilo/store';
import { TextAreaField, TextField } from '@sajilo/ui';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './form-layout.module.css';
import { RequiredNote } from './required-note.js';
import { SubmitButton } from './submit-button.js';

interface DealerEnquiryValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string;
  vat_no: string;
  address: string;
  message: string;
}

const EMPTY: DealerEnquiryValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company_name: '',
  vat_no: '',
  address: '',
  message: '',
};

export function DealerEnquiryForm() {
  const { t } = useLingui();
  const [sendEnquiry] = useSendDealerEnquiryMutation();
  const { field, onSubmit, submitting } = useServerForm<DealerEnquiryValues>({
    defaultValues: EMPTY,
    send: ({ first_name, last_name, ...rest }) =>
      sendEnquiry({ name: `${first_name} ${last_name}`, ...rest }).unwrap(),
    serverFields: { name: 'first_name' },
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
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
          {...field('email', { required: true, email: true })}
        />
        <TextField label={t`Phone`} type="tel" autoComplete="tel" {...field('phone', { required: true })} />
        <TextField
          label={t`Company Name`}
          autoComplete="organization"
          {...field('company_name', { required: true })}
        />
        <TextField label={t`VAT Number`} {...field('vat_no', { required: true })} />
        <TextField
          label={t`Address`}
          autoComplete="address-line1"
          className={styles.wide}
          {...field('address', { required: true })}
        />
        <TextAreaField label={t`Message`} className={styles.wide} {...field('message', { required: true })} />
      </div>
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>
          <Trans>Send Enquiry</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
