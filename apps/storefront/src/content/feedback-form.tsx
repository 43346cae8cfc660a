// docs/customer.md §2/§5/§8 feedback form (the FAQs page's 'Contact / Enquiry Form'): required first name,
// last name, address, phone and occupation; the rest optional. It works like every form
// (lib/use-server-form): the browser's checks first, the server's per-field messages beside their fields and
// as one error toast each, what was typed stays; on success the server's message as a success toast, the form
// is emptied and `onSent` closes the dialog. The spinner shows only while the request is really in flight (no
// artificial delay, docs/design.md "Deliberate differences").
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSendFeedbackMutation } from '@sajilo/store';
import { TextField, VisuallyHidden } from '@sajilo/ui';
import { RadioField } from '../forms/radio-field.js';
import { SubmitButton } from '../forms/submit-button.js';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './feedback-form.module.css';
import {
  EMPTY_FEEDBACK,
  type FeedbackValues,
  INFLUENCES,
  type Influence,
  PROJECT_TYPES,
  type ProjectType,
  RATINGS,
  toFeedbackInput,
} from './feedback-values.js';

/** The options' words in the page's language; the English option is the value the server takes. */
const OPTION_LABELS: Readonly<Record<Influence | ProjectType | (typeof RATINGS)[number], MessageDescriptor>> =
  {
    'Social Media': msg`Social Media`,
    Friend: msg`Friend`,
    Family: msg`Family`,
    Others: msg`Others`,
    Poor: msg`Poor`,
    Fair: msg`Fair`,
    Good: msg`Good`,
    'V. Good': msg`V. Good`,
    Excellent: msg`Excellent`,
    Residence: msg`Residence`,
    Commercial: msg`Commercial`,
    Hotel: msg`Hotel`,
    Institutional: msg`Institutional`,
    Hospital: msg`Hospital`,
  };

/**
 * The feedback form's state. The dialog holds it (it stays mounted while the form comes and goes with
 * the dialog), so closing and reopening the dialog keeps a draft.
 */
export function useFeedbackForm(onSent: () => void) {
  const [sendFeedback] = useSendFeedbackMutation();
  return useServerForm<FeedbackValues>({
    defaultValues: EMPTY_FEEDBACK,
    send: (values) => sendFeedback(toFeedbackInput(values)).unwrap(),
    onSent,
  });
}

export interface FeedbackFormProps {
  feedback: ReturnType<typeof useFeedbackForm>;
}

export function FeedbackForm({ feedback: { field, onSubmit, submitting } }: FeedbackFormProps) {
  const { t, i18n } = useLingui();
  const optionLabel = (option: string) => {
    const label = OPTION_LABELS[option as keyof typeof OPTION_LABELS];
    return label ? i18n._(label) : option;
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <p className={styles.note}>
        <Trans>Fields marked</Trans> <span aria-hidden="true">*</span>
        <VisuallyHidden>
          <Trans>with an asterisk</Trans>
        </VisuallyHidden>{' '}
        <Trans>are required.</Trans>
      </p>
      <div className={styles.grid}>
        <TextField
          label={t`First Name`}
          autoComplete="given-name"
          data-autofocus
          {...field('first_name', { required: true })}
        />
        <TextField
          label={t`Last Name`}
          autoComplete="family-name"
          {...field('last_name', { required: true })}
        />
        <TextField label={t`Email`} type="email" autoComplete="email" {...field('email', { email: true })} />
        <TextField
          label={t`Address`}
          autoComplete="address-line1"
          {...field('address', { required: true })}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          {...field('phone_number', { required: true })}
        />
        <TextField label={t`Project Name`} {...field('project_name')} />
        <TextField
          label={t`Occupation`}
          autoComplete="organization-title"
          {...field('occupation', { required: true })}
        />
        <TextField label={t`Agent Name`} {...field('agent_name')} />
      </div>
      <RadioField
        label={t`How did you hear about our product?`}
        options={INFLUENCES}
        optionLabel={optionLabel}
        {...field('influence')}
      />
      <RadioField
        label={t`Display Feedback`}
        options={RATINGS}
        optionLabel={optionLabel}
        {...field('feedback')}
      />
      <RadioField
        label={t`Project Type`}
        options={PROJECT_TYPES}
        optionLabel={optionLabel}
        {...field('project_type')}
      />
      <RadioField
        label={t`Product Feedback`}
        options={RATINGS}
        optionLabel={optionLabel}
        {...field('product_feedback')}
      />
      <RadioField
        label={t`Service Feedback`}
        options={RATINGS}
        optionLabel={optionLabel}
        {...field('service_feedback')}
      />
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>
          <Trans>Submit</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
