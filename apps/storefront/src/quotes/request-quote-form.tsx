// docs/quotes.md "Asking for a quote": under the cart, the cart asked to be priced for a project (name,
// site, the day wanted, a note). The cart stays; the new quote's page opens.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRequestQuoteMutation } from '@sajilo/store';
import { Button, TextAreaField, TextField } from '@sajilo/ui';
import { useNavigate } from 'react-router-dom';
import formStyles from '../customer/auth-form.module.css';
import { quotePath } from '../customer/paths.js';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './quotes.module.css';

export function RequestQuoteForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [requestQuote] = useRequestQuoteMutation();
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { project_name: '', site: '', wanted_by: '', note: '' },
    send: ({ wanted_by, note, ...rest }) =>
      requestQuote({
        ...rest,
        ...(wanted_by ? { wanted_by } : {}),
        ...(note ? { note } : {}),
      })
        .unwrap()
        .then((answer) => ({ message: answer.message ?? '', slug: answer.quote.slug })),
    checks: 'server',
    resetOnSuccess: false,
    onSent: (answer) => navigate(quotePath(answer.slug)),
  });
  return (
    <details className={styles.disclosure}>
      <summary>
        <Trans>Request a quote for a project</Trans>
      </summary>
      <p>
        <Trans>
          We price these products for your project and mail you. Your cart stays as it is; accept the quote
          later from My Quotes.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Request a quote`}>
        <div className={styles.grid}>
          <TextField {...field('project_name', { required: true })} label={t`Project name`} />
          <TextField {...field('site', { required: true })} label={t`Site or address`} />
          <TextField {...field('wanted_by')} label={t`Wanted by`} type="date" optional />
        </div>
        <TextAreaField {...field('note')} label={t`Note`} optional rows={3} />
        {formError ? (
          <p className={formStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={submitting} loadingLabel={t`Sending`}>
            <Trans>Request a quote</Trans>
          </Button>
        </div>
      </form>
    </details>
  );
}
