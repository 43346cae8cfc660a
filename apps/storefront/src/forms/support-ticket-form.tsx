// docs/customer.md §2, §3, §5 support ticket: name, email, mobile, state, city, address, street, landmark
// (optional), category (optional, the nine of §3), product name, serial no. (optional), purchase date,
// complaint symptom (from GET /api/complains), warranty and billing card files (optional) and remarks; sent
// as multipart POST /api/complains. The cards are JPEG, PNG, WebP or PDF of at most 5 MB: checked here
// before sending, and again by the server by their content.
import { Trans, useLingui } from '@lingui/react/macro';
import { choiceLabel, PROVINCES } from '@sajilo/i18n/choices';
import { useComplaintSymptomsQuery, useOpenSupportTicketMutation } from '@sajilo/store';
import { Button, FileField, SelectField, TextAreaField, TextField } from '@sajilo/ui';
import { useServerForm } from '../lib/use-server-form.js';
import { contractRules, firstFile, missingField, todayIso } from '../lib/validation.js';
import { acceptOf, CARD_FILES, CARD_MAX_MB, CARD_TYPES_TEXT, SUPPORT_CATEGORIES } from './constants.js';
import styles from './form-layout.module.css';
import { FormSection } from './form-section.js';
import { RequiredNote } from './required-note.js';
import { fixedOptions, toOptions } from './server-options.js';
import { SubmitButton } from './submit-button.js';

interface SupportTicketValues {
  name: string;
  email: string;
  phone_number: string;
  state: string;
  city: string;
  address: string;
  street: string;
  landmark: string;
  type: string;
  product_name: string;
  serial_no: string;
  purchase_date: string;
  symptom: string;
  warrenty_card?: FileList;
  billing_card?: FileList;
  remark: string;
}

const EMPTY = {
  name: '',
  email: '',
  phone_number: '',
  state: '',
  city: '',
  address: '',
  street: '',
  landmark: '',
  type: '',
  product_name: '',
  serial_no: '',
  purchase_date: '',
  symptom: '',
  remark: '',
};

/** Every field's rules come from the contract's support ticket (openapi/storefront.yaml). */
const rules = (name: string) => contractRules('openSupportTicket', name);

export function SupportTicketForm() {
  const { t, i18n } = useLingui();
  const choice = (value: string) => choiceLabel(i18n, value);
  const cardHint = t`${CARD_TYPES_TEXT}, at most ${CARD_MAX_MB} MB.`;
  const symptoms = useComplaintSymptomsQuery();
  const [openTicket] = useOpenSupportTicketMutation();
  const today = todayIso();
  const { field, onSubmit, submitting, generation } = useServerForm<SupportTicketValues>({
    defaultValues: EMPTY,
    send: ({ type, landmark, serial_no, symptom, warrenty_card, billing_card, ...rest }) => {
      const symptomId = Number(symptom);
      if (!Number.isInteger(symptomId) || symptomId < 1) return Promise.reject(missingField('symptom'));
      return openTicket({
        ...rest,
        symptom: symptomId,
        type: SUPPORT_CATEGORIES.find((category) => category === type),
        landmark: landmark || undefined,
        serial_no: serial_no || undefined,
        warrenty_card: firstFile(warrenty_card),
        billing_card: firstFile(billing_card),
      }).unwrap();
    },
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <RequiredNote />
      <FormSection title={t`Your Details`}>
        <TextField label={t`Name`} autoComplete="name" {...field('name', rules('name'))} />
        <TextField label={t`Email`} type="email" autoComplete="email" {...field('email', rules('email'))} />
        <TextField
          label={t`Mobile`}
          type="tel"
          autoComplete="tel"
          {...field('phone_number', rules('phone_number'))}
        />
      </FormSection>

      <FormSection title={t`Location Details`}>
        <SelectField
          label={t`State`}
          placeholder={t`Select state`}
          options={fixedOptions(PROVINCES, choice)}
          autoComplete="address-level1"
          {...field('state', rules('state'))}
        />
        <TextField label={t`City`} autoComplete="address-level2" {...field('city', rules('city'))} />
        <TextField label={t`Address`} autoComplete="address-line1" {...field('address', rules('address'))} />
        <TextField label={t`Street`} autoComplete="address-line2" {...field('street', rules('street'))} />
        <TextField label={t`Landmark`} optional {...field('landmark', rules('landmark'))} />
      </FormSection>

      <FormSection title={t`Product and Complaint`}>
        <TextField label={t`Product Name`} {...field('product_name', rules('product_name'))} />
        <SelectField
          label={t`Category`}
          optional
          placeholder={t`Select category`}
          options={fixedOptions(SUPPORT_CATEGORIES, choice)}
          {...field('type', rules('type'))}
        />
        <TextField label={t`Serial No.`} optional {...field('serial_no', rules('serial_no'))} />
        <TextField
          label={t`Purchase Date`}
          type="date"
          max={today}
          {...field('purchase_date', { ...rules('purchase_date'), notAfter: today })}
        />
        <SelectField
          label={t`Complaint Symptom`}
          placeholder={t`Select symptom`}
          options={toOptions(symptoms.data?.complains)}
          loading={symptoms.isLoading}
          emptyText={symptoms.isError ? t`Could not load the symptoms` : t`No data found`}
          hint={
            symptoms.isError ? (
              <Button variant="link" size="small" onClick={() => symptoms.refetch()}>
                <Trans>Try loading the symptoms again</Trans>
              </Button>
            ) : undefined
          }
          {...field('symptom', rules('symptom'))}
        />
        <TextAreaField
          label={t`Remarks`}
          rows={5}
          className={styles.wide}
          {...field('remark', rules('remark'))}
        />
      </FormSection>

      <FormSection title={t`Documents`}>
        <FileField
          key={`warranty-${generation}`}
          label={t`Warranty Card`}
          optional
          accept={acceptOf(CARD_FILES)}
          hint={cardHint}
          {...field('warrenty_card', rules('warrenty_card'))}
        />
        <FileField
          key={`billing-${generation}`}
          label={t`Billing Card`}
          optional
          accept={acceptOf(CARD_FILES)}
          hint={cardHint}
          {...field('billing_card', rules('billing_card'))}
        />
      </FormSection>

      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>
          <Trans>Submit Ticket</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
