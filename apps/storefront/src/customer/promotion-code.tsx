// docs/promotions.md "In the cart and at checkout": the promotions a cart has and what each saves, and the
// field where the shopper enters a festival code. A code that does not apply says why beside the field; one
// that stopped applying since it was entered says why under it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Cart } from '@sajilo/api';
import { useApplyPromotionCodeMutation, useRemovePromotionCodeMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import { useLocalized } from '../i18n/localized.js';
import { asRequestError, showErrorToasts } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './promotion-code.module.css';
import { PromotionSaving } from './promotion-saving.js';

type Applied = NonNullable<Cart['promotions']>[number];

/** Each promotion as a line of the summary: its name (and code), and what it saved. */
export function PromotionLines({ promotions }: { promotions: readonly Applied[] }) {
  const localized = useLocalized();
  return (
    <>
      {promotions.map((p) => (
        <div key={`${p.code ?? ''}${p.name}`} className={styles.saving} data-testid="promotion-line">
          <dt>
            {localized(p.name, p.name_ne)}
            {p.code ? <span className={styles.code}>{p.code}</span> : null}
          </dt>
          <dd>
            <PromotionSaving promotion={p} />
          </dd>
        </div>
      ))}
    </>
  );
}

export function PromotionCode({ cart }: { cart: Cart }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string[] | undefined>();
  const [apply, applying] = useApplyPromotionCodeMutation();
  const [remove, removing] = useRemovePromotionCodeMutation();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError([t`Enter a code.`]);
      return;
    }
    try {
      const answer = await apply(typed).unwrap();
      setError(undefined);
      setCode('');
      if (answer.message) toast.success(answer.message);
    } catch (failure) {
      const problem = asRequestError(failure);
      const messages = problem.fieldErrors.code;
      if (messages) setError(messages);
      else showErrorToasts(problem);
    }
  };
  if (cart.promotion_code) {
    return (
      <div className={styles.entered}>
        <p className={styles.applied} data-testid="promotion-code">
          <Trans>
            Code <strong>{cart.promotion_code}</strong>
          </Trans>
        </p>
        <Button variant="secondary" size="small" loading={removing.isLoading} onClick={() => void remove()}>
          <Trans>Remove code</Trans>
        </Button>
        {cart.promotion_problem ? (
          <p className={styles.problem} role="alert">
            {cart.promotion_problem}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={send} noValidate aria-label={t`Promotion code`}>
      <TextField
        label={t`Promotion code`}
        name="promotion_code"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" loading={applying.isLoading}>
        <Trans>Apply code</Trans>
      </Button>
    </form>
  );
}
