// docs/nepal.md "Grievances": the grievance form — name, mobile, email (optional), the order's number
// (optional), what it is about and what happened; sent as POST /api/grievances. Once registered, the form
// gives way to the tracking number and the date by which the shop decides, which stay on screen until the
// visitor files another.
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@sajilo/api';
import { useFileGrievanceMutation } from '@sajilo/store';
import { Button, SelectField, TextAreaField, TextField } from '@sajilo/ui';
import { useState } from 'react';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './form-layout.module.css';
import { FormSection } from './form-section.js';
import { GrievanceStatusPanel } from './grievance-status.js';
import { RequiredNote } from './required-note.js';
import { SubmitButton } from './submit-button.js';

type Grievance = components['schemas']['Grievance'];
type Topic = components['schemas']['GrievanceTopic'];

interface GrievanceValues {
  name: string;
  phone: string;
  email: string;
  order_number: string;
  topic: string;
  details: string;
}

const EMPTY: GrievanceValues = { name: '', phone: '', email: '', order_number: '', topic: '', details: '' };

export function useTopicLabels(): Record<Topic, string> {
  const { t } = useLingui();
  return {
    order: t`An order`,
    delivery: t`Delivery`,
    product: t`A product`,
    payment: t`A payment`,
    refund: t`A refund`,
    other: t`Something else`,
  };
}

export function GrievanceForm() {
  const { t } = useLingui();
  const topics = useTopicLabels();
  const [fileGrievance] = useFileGrievanceMutation();
  const [filed, setFiled] = useState<Grievance | null>(null);
  const { field, onSubmit, submitting } = useServerForm<
    GrievanceValues,
    { message: string; grievance: Grievance }
  >({
    defaultValues: EMPTY,
    toastOnSuccess: false,
    send: ({ email, order_number, topic, ...rest }) =>
      fileGrievance({
        ...rest,
        topic: (Object.keys(topics) as Topic[]).find((key) => key === topic) ?? 'other',
        email: email || undefined,
        order_number: order_number || undefined,
      }).unwrap(),
    onSent: (reply) => setFiled(reply.grievance),
  });

  if (filed) {
    return (
      <div className={styles.form}>
        <GrievanceStatusPanel grievance={filed} registered />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setFiled(null)}>
            <Trans>File another grievance</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <RequiredNote />
      <FormSection title={t`Your Details`}>
        <TextField label={t`Your Name`} autoComplete="name" {...field('name', { required: true })} />
        <TextField label={t`Mobile`} type="tel" autoComplete="tel" {...field('phone', { required: true })} />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          optional
          hint={t`We write our decision to this address too.`}
          {...field('email', { email: true })}
        />
      </FormSection>
      <FormSection title={t`Your Grievance`}>
        <SelectField
          label={t`It is about`}
          placeholder={t`Choose one`}
          options={(Object.keys(topics) as Topic[]).map((value) => ({ value, label: topics[value] }))}
          {...field('topic', { required: true })}
        />
        <TextField
          label={t`Order number`}
          optional
          hint={t`As on your order or invoice, e.g. #1042.`}
          {...field('order_number')}
        />
        <TextAreaField
          label={t`What happened`}
          rows={6}
          className={styles.wide}
          hint={t`What went wrong, when, and what you would like us to do.`}
          {...field('details', { required: true })}
        />
      </FormSection>
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>
          <Trans>Register Grievance</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
