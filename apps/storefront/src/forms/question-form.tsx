// docs/customer.md §2, §3 Ask your question: full name, FAQ type (a dropdown from GET /api/faq_types showing
// Loading, then No data found when empty), email, phone and the query; sent as POST /api/faqs with the
// type's id.
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
        <TextField label="Full Name" autoComplete="name" {...field('name', { required: true })} />
        <SelectField
          label="FAQ Type"
          placeholder="Select FAQ type"
          options={toOptions(types.data?.types)}
          loading={types.isLoading}
          emptyText={types.isError ? 'Could not load the FAQ types' : 'No data found'}
          hint={
            types.isError ? (
              <Button variant="link" size="small" onClick={() => types.refetch()}>
                Try loading the FAQ types again
              </Button>
            ) : undefined
          }
          {...field('type', { required: true })}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email', { required: true, email: true })}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...field('phone_number', { required: true })}
        />
        <TextAreaField
          label="Your Query"
          rows={5}
          className={styles.wide}
          {...field('question', { required: true })}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>Submit Question</SubmitButton>
      </div>
    </form>
  );
}
