// docs/dealers.md "Accounts": a customer applies for their company; staff approve or decline it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useApplyForDealerMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { useServerForm } from '../lib/use-server-form.js';

export function DealerApplyForm() {
  const { t } = useLingui();
  const [apply] = useApplyForDealerMutation();
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { company_name: '', vat_pan: '', address: '', contact_name: '', contact_phone: '' },
    send: (values) =>
      apply(values)
        .unwrap()
        .then((answer) => ({ ...answer, message: answer.message ?? '' })),
    checks: 'server',
    resetOnSuccess: false,
  });
  return (
    <section className={styles.card} aria-labelledby="dealer-apply-heading">
      <h2 id="dealer-apply-heading" className={styles.heading}>
        <Trans>Apply for a dealer account</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          Dealers buy at their own prices, on account with credit terms, with buyers of their own. Tell us
          about your company; we review every application.
        </Trans>
      </p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="dealer-apply-heading">
        <div className={formStyles.grid}>
          <TextField
            {...field('company_name', { required: true })}
            label={t`Company Name`}
            autoComplete="organization"
          />
          <TextField
            {...field('vat_pan', { required: true })}
            label={t`VAT/PAN Number`}
            inputMode="numeric"
          />
          <TextField
            {...field('address', { required: true })}
            label={t`Address`}
            autoComplete="street-address"
            className={formStyles.wide}
          />
          <TextField
            {...field('contact_name', { required: true })}
            label={t`Contact Person`}
            autoComplete="name"
          />
          <TextField
            {...field('contact_phone', { required: true })}
            label={t`Phone Number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        </div>
        {formError ? (
          <p className={formStyles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <Button type="submit" loading={submitting} loadingLabel={t`Sending`}>
            <Trans>Apply</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
