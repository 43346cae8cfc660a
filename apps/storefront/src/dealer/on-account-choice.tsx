// docs/dealers.md "Credit": an approved dealer's buyer may pay on the company's account, up to the credit
// available; the server refuses more, beside this choice, saying how much is available.
import { Trans } from '@lingui/react/macro';
import { Price } from '@sajilo/ui';
import type { UseFormReturn } from 'react-hook-form';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/checkout.module.css';
import type { CheckoutValues } from '../customer/checkout-body.js';
import { useApprovedDealer } from './use-dealer.js';

export function OnAccountChoice({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const dealer = useApprovedDealer();
  const problem = form.formState.errors.payment_method?.message;
  if (!dealer || dealer.credit_limit <= 0) return null;
  return (
    <>
      <label className={styles.method}>
        <input type="radio" value="account" {...form.register('payment_method')} />
        <span>
          <Trans>On account</Trans> (
          <Trans>
            credit available <Price amount={dealer.available ?? 0} />
          </Trans>
          )
        </span>
      </label>
      {problem ? (
        <p className={formStyles.formError} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
