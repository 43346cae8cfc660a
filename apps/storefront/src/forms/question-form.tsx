// docs/customer.md §2, §3 Ask your question: full name, FAQ type (a dropdown from GET /api/faq_types showing
// Loading, then No data found when empty), email, phone and the query; sent as POST /api/faqs with the
// type's id.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAskQuestionMutation, useFaqTypesQuery } from '@sajilo/store';
import { Button, SelectField, TextAreaField, TextField } from '@sajilo/ui';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './form-layout.module.css';
import { RequiredNote } from './required-note.js';
import { toOptions } from './server-options.js';
import { SubmitButton } from './submit-button.js';

interface QuestionValues {
  name: string;
  type: string;
  email: string;
  phone_number: string;
  question: string;
}

const EMPTY: QuestionValues = { name: '', type: '', email: '', phone_number: '', question: '' };

export function QuestionForm() {
  const { t } = useLingui();
  const types = useFaqTypesQuery();
  const [askQuestion] = useAskQuestionMutation();
  const { field, onSubmit, submitting } = useServerForm<QuestionValues>({
    defaultValues: EMPTY,
    send: ({ type, ...rest }) => askQuestion({ ...rest, type: Number(type) }).unwrap(),
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
      <RequiredNote />
      <div className={styles.grid}>
        <TextField label={t`Full Name`} autoComplete="name" {...field('name', { required: true })} />
        <SelectField
          label={t`FAQ Type`}
          placeholder={t`Select FAQ type`}
          options={toOptions(types.data?.types)}
          loading={types.isLoading}
          emptyText={types.isError ? t`Could not load the FAQ types` : t`No data found`}
          hint={
            types.isError ? (
              <Button variant="link" size="small" onClick={() => types.refetch()}>
                <Trans>Try loading the FAQ types again</Trans>
              </Button>
            ) : undefined
          }
          {...field('type', { required: true })}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...field('email', { required: true, email: true })}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          {...field('phone_number', { required: true })}
        />
        <TextAreaField
          label={t`Your Query`}
          rows={5}
          className={styles.wide}
          {...field('question', { required: true })}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>
          <Trans>Submit Question</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
