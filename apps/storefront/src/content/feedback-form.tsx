// docs/customer.md §2/§5/§8 feedback form (the FAQs page's 'Contact / Enquiry Form'): required first name,
// last name, address, phone and occupation; the rest optional. It works like every form
// (lib/use-server-form): the browser's checks first, the server's per-field messages beside their fields and
// as one error toast each, what was typed stays; on success the server's message as a success toast, the form
// is emptied and `onSent` closes the dialog. The spinner shows only while the request is really in flight (no
// artificial delay, docs/design.md "Deliberate differences").
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
  PROJECT_TYPES,
  RATINGS,
  toFeedbackInput,
} from './feedback-values.js';

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
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <p className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
      </p>
      <div className={styles.grid}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          data-autofocus
          {...field('first_name', { required: true })}
        />
        <TextField label="Last Name" autoComplete="family-name" {...field('last_name', { required: true })} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email', { email: true })} />
        <TextField label="Address" autoComplete="street-address" {...field('address', { required: true })} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...field('phone_number', { required: true })}
        />
        <TextField label="Project Name" {...field('project_name')} />
        <TextField
          label="Occupation"
          autoComplete="organization-title"
          {...field('occupation', { required: true })}
        />
        <TextField label="Agent Name" {...field('agent_name')} />
      </div>
      <RadioField label="How did you hear about our product?" options={INFLUENCES} {...field('influence')} />
      <RadioField label="Display Feedback" options={RATINGS} {...field('feedback')} />
      <RadioField label="Project Type" options={PROJECT_TYPES} {...field('project_type')} />
      <RadioField label="Product Feedback" options={RATINGS} {...field('product_feedback')} />
      <RadioField label="Service Feedback" options={RATINGS} {...field('service_feedback')} />
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>Submit</SubmitButton>
      </div>
    </form>
  );
}
