// seed 001 §2 "Checkout": name, email, company name (optional), state, city, phone number, street address,
// note (optional); button Checkout Now with a spinner while sending. One Idempotency-Key per checkout
// attempt, kept across retries of the same form, so a double click or a retry places one order.
import type { Profile } from '@sajilo/api';
import { useCheckoutMutation } from '@sajilo/store';
import { Button, TextAreaField, TextField } from '@sajilo/ui';
import { useEffect, useState } from 'react';
import { useServerForm } from '../lib/use-server-form.js';
import formStyles from './auth-form.module.css';
import styles from './checkout.module.css';
import { type CheckoutValues, checkoutBody, EMPTY_CART_MESSAGE, EMPTY_CHECKOUT } from './checkout-body.js';

/** The server's answer to a placed order: its message, and the slug of the order to open. */
export interface PlacedOrder {
  slug: string;
  message: string;
}

export interface CheckoutFormProps {
  /** Fills name, email and phone while they are still empty. */
  profile: Profile | undefined;
  onPlaced: (answer: PlacedOrder) => void;
  onEmptyCart: () => void;
}

export function CheckoutForm({ profile, onPlaced, onEmptyCart }: CheckoutFormProps) {
  const [checkout] = useCheckoutMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { form, field, onSubmit, submitting, formError } = useServerForm<CheckoutValues, PlacedOrder>({
    defaultValues: EMPTY_CHECKOUT,
    send: (values) => checkout({ ...checkoutBody(values), idempotencyKey }).unwrap(),
    checks: 'server',
    // The confirmation replaces the form and then opens the order.
    resetOnSuccess: false,
    toastOnSuccess: false,
    onSent: (answer) => onPlaced(answer),
    onFailure: (failure) => {
      if (failure.message === EMPTY_CART_MESSAGE) onEmptyCart();
    },
  });

  useEffect(() => {
    if (!profile) return;
    for (const name of ['name', 'email', 'phone_number'] as const) {
      if (!form.getValues(name)) form.setValue(name, profile[name]);
    }
  }, [profile, form]);

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="billing-heading">
      <h2 id="billing-heading" className={styles.heading}>
        Billing Details
      </h2>
      <div className={formStyles.grid}>
        <TextField {...field('name', { required: true })} label="Name" autoComplete="name" />
        <TextField {...field('email', { required: true })} label="Email" type="email" autoComplete="email" />
        <TextField
          {...field('company_name')}
          label="Company Name"
          autoComplete="organization"
          optional
          className={formStyles.wide}
        />
        <TextField {...field('state', { required: true })} label="State" autoComplete="address-level1" />
        <TextField {...field('city', { required: true })} label="City" autoComplete="address-level2" />
        <TextField
          {...field('phone_number', { required: true })}
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          {...field('street_address', { required: true })}
          label="Street Address"
          autoComplete="street-address"
        />
        <TextAreaField {...field('note')} label="Note" optional rows={3} className={formStyles.wide} />
      </div>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <p className={styles.payment}>Payment: Cash on Delivery</p>
      <Button type="submit" fullWidth loading={submitting} loadingLabel="Placing your order">
        Checkout Now
      </Button>
    </form>
  );
}
