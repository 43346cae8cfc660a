// seed 001 §2/§5/§8 feedback form (the FAQs page's 'Contact / Enquiry Form'): required first name, last
// name, address, phone and occupation; the rest optional. The server's per-field messages show beside
// their fields and as one error toast each; what was typed stays. On success: the server's message as a
// success toast, the form is emptied and `onSent` closes the dialog. The spinner shows only while the
// request is really in flight (no artificial delay, DESIGN.md "Deliberate differences").
import type { FieldErrors } from '@sajilo/api';
import { errorMessages, isRequestError, useSendFeedbackMutation } from '@sajilo/store';
import { Button, TextField, toast, VisuallyHidden } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import styles from './feedback-form.module.css';
import {
  EMPTY_FEEDBACK,
  type FeedbackValues,
  INFLUENCES,
  PROJECT_TYPES,
  RATINGS,
  type TextFieldName,
  toFeedbackInput,
} from './feedback-values.js';
import { RadioGroup } from './radio-group.js';

export interface FeedbackFormProps {
  /** Kept by the caller so closing and reopening the dialog keeps a draft. */
  values: FeedbackValues;
  onValuesChange: (values: FeedbackValues) => void;
  onSent: () => void;
}

const FALLBACK_ERROR = 'We could not send your feedback. Please try again.';

export function FeedbackForm({ values, onValuesChange, onSent }: FeedbackFormProps) {
  const [sendFeedback, { isLoading }] = useSendFeedbackMutation();
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof FeedbackValues>(name: K, value: FeedbackValues[K]) => {
    onValuesChange({ ...values, [name]: value });
    if (errors[name]) {
      const { [name]: _cleared, ...rest } = errors;
      setErrors(rest);
    }
  };

  const text = (name: TextFieldName) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(name, event.currentTarget.value),
    error: errors[name],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const response = await sendFeedback(toFeedbackInput(values)).unwrap();
      setErrors({});
      onValuesChange(EMPTY_FEEDBACK);
      toast.success(response.message);
      onSent();
    } catch (error: unknown) {
      if (isRequestError(error)) {
        setErrors(error.fieldErrors);
        for (const message of errorMessages(error)) toast.error(message);
      } else {
        toast.error(FALLBACK_ERROR);
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={isLoading || undefined}>
      <p className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
      </p>
      <div className={styles.grid}>
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          data-autofocus
          {...text('first_name')}
        />
        <TextField label="Last Name" required autoComplete="family-name" {...text('last_name')} />
        <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
        <TextField label="Address" required autoComplete="street-address" {...text('address')} />
        <TextField label="Phone" type="tel" required autoComplete="tel" {...text('phone_number')} />
        <TextField label="Project Name" {...text('project_name')} />
        <TextField label="Occupation" required autoComplete="organization-title" {...text('occupation')} />
        <TextField label="Agent Name" {...text('agent_name')} />
      </div>
      <RadioGroup
        legend="How did you hear about our product?"
        name="influence"
        options={INFLUENCES}
        value={values.influence}
        onChange={(value) => set('influence', value)}
        error={errors.influence}
      />
      <RadioGroup
        legend="Display Feedback"
        name="feedback"
        options={RATINGS}
        value={values.feedback}
        onChange={(value) => set('feedback', value)}
        error={errors.feedback}
      />
      <RadioGroup
        legend="Project Type"
        name="project_type"
        options={PROJECT_TYPES}
        value={values.project_type}
        onChange={(value) => set('project_type', value)}
        error={errors.project_type}
      />
      <RadioGroup
        legend="Product Feedback"
        name="product_feedback"
        options={RATINGS}
        value={values.product_feedback}
        onChange={(value) => set('product_feedback', value)}
        error={errors.product_feedback}
      />
      <RadioGroup
        legend="Service Feedback"
        name="service_feedback"
        options={RATINGS}
        value={values.service_feedback}
        onChange={(value) => set('service_feedback', value)}
        error={errors.service_feedback}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading} loadingLabel="Sending">
          Submit
        </Button>
      </div>
    </form>
  );
}
