// seed 001 §2 "Checkout": name, email, company name (optional), state, city, phone number, street address,
// note (optional); button Checkout Now with a spinner while sending. One Idempotency-Key per checkout
// attempt, kept across retries of the same form, so a double click or a retry places one order.
import type { Profile } from '@sajilo/api';
import { useCheckoutMutation } from '@sajilo/store';
import { Button, TextAreaField, TextField } from '@sajilo/ui';
import { useEffect, useState } from 'react';
import formStyles from './auth-form.module.css';
import styles from './checkout.module.css';
import {
  type CHECKOUT_FIELDS,
  type CheckoutValues,
  checkoutBody,
  EMPTY_CART_MESSAGE,
  EMPTY_CHECKOUT,
} from './checkout-body.js';
import { useServerForm } from './use-server-form.js';

export interface CheckoutFormProps {
  /** Fills name, email and phone while they are still empty. */
  profile: Profile | undefined;
  onPlaced: (answer: { slug: string; message: string }) => void;
  onEmptyCart: () => void;
}

export function CheckoutForm({ profile, onPlaced, onEmptyCart }: CheckoutFormProps) {
  const [checkout] = useCheckoutMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useServerForm<(typeof CHECKOUT_FIELDS)[number]>(EMPTY_CHECKOUT);
  const { setValues } = form;

  useEffect(() => {
    if (!profile) return;
    setValues((current: CheckoutValues) => ({
      ...current,
      name: current.name || profile.name,
      email: current.email || profile.email,
      phone_number: current.phone_number || profile.phone_number,
    }));
  }, [profile, setValues]);

  const submit = form.onSubmit(
    (values) => checkout({ ...checkoutBody(values), idempotencyKey }).unwrap(),
    (answer) => onPlaced(answer),
    (failure) => {
      if (failure.message === EMPTY_CART_MESSAGE) onEmptyCart();
    },
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="billing-heading">
      <h2 id="billing-heading" className={styles.heading}>
        Billing Details
      </h2>
      <div className={formStyles.grid}>
        <TextField {...form.field('name')} label="Name" autoComplete="name" required />
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
        <TextField
          {...form.field('company_name')}
          label="Company Name"
          autoComplete="organization"
          optional
          className={formStyles.wide}
        />
        <TextField {...form.field('state')} label="State" autoComplete="address-level1" required />
        <TextField {...form.field('city')} label="City" autoComplete="address-level2" required />
        <TextField
          {...form.field('phone_number')}
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
        />
        <TextField
          {...form.field('street_address')}
          label="Street Address"
          autoComplete="street-address"
          required
        />
        <TextAreaField {...form.field('note')} label="Note" optional rows={3} className={formStyles.wide} />
      </div>
      {form.formError ? (
        <p className={formStyles.formError} role="alert">
          {form.formError}
        </p>
      ) : null}
      <p className={styles.payment}>Payment: Cash on Delivery</p>
      <Button type="submit" fullWidth loading={form.submitting} loadingLabel="Placing your order">
        Checkout Now
      </Button>
    </form>
  );
}
