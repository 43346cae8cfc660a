// docs/customer.md §2.6 "Checkout": name, email (optional for an account without one), company name (optional), state, city, phone number, street
// address, note (optional); button Checkout Now with a spinner while sending. One Idempotency-Key per
// checkout attempt, kept across retries of the same form, so a double click or a retry places one order.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutInput, CollectionPointsResponse, Profile } from '@sajilo/api';
import { useCheckoutMutation } from '@sajilo/store';
import { Button, TextAreaField, TextField } from '@sajilo/ui';
import { useEffect, useState } from 'react';
import { useHref } from 'react-router-dom';
import { OnAccountChoice } from '../dealer/on-account-choice.js';
import { useServerForm } from '../lib/use-server-form.js';
import { AddressFields } from './address-fields.js';
import formStyles from './auth-form.module.css';
import styles from './checkout.module.css';
import {
  type CheckoutValues,
  checkoutBody,
  EMPTY_CHECKOUT,
  isEmptyCart,
  PAYMENT_METHODS,
} from './checkout-body.js';
import { FulfilmentChoice } from './fulfilment-choice.js';
import { usePaymentLabel } from './payment-label.js';
import { goToGateway, type PaymentStart } from './payment-redirect.js';

/** The server's answer to a placed order: its message, the slug of the order to open, where to pay. */
export interface PlacedOrder {
  slug: string;
  message: string;
  payment?: PaymentStart;
}

export interface CheckoutFormProps {
  /** Fills name, email and phone while they are still empty. */
  profile: Profile | undefined;
  onPlaced: (answer: PlacedOrder) => void;
  onEmptyCart: () => void;
  /** The address's district and municipality as they change: the summary prices delivery there. */
  onPlaceChange?: (place: { district: string; municipality: string }) => void;
  /** Why delivery to the chosen place is refused, shown beside the district before the order is sent. */
  placeProblem?: string | undefined;
  /**
   * Places the order from the form's body instead of the cart's checkout: an accepted quote
   * (docs/quotes.md "Accepting") sends the same form with its revision.
   */
  send?: (body: CheckoutInput) => Promise<PlacedOrder>;
  /** The submit button's words, when the form places something else than the cart. */
  submitLabel?: string;
  /**
   * The showrooms the cart can be collected at: given, the form offers collection instead of delivery
   * (docs/delivery.md "Collection at a showroom").
   */
  collection?: CollectionPointsResponse | undefined;
  /**
   * Collecting or not as it changes: null while delivering, else the showroom chosen ('' when none can take the
   * cart). The summary follows the choice, not the showroom: a collection never shows a delivery line.
   */
  onCollectChange?: (collect: { at: string } | null) => void;
}

export function CheckoutForm({
  profile,
  onPlaced,
  onEmptyCart,
  onPlaceChange,
  placeProblem,
  send,
  submitLabel,
  collection,
  onCollectChange,
}: CheckoutFormProps) {
  const { t } = useLingui();
  const paymentLabel = usePaymentLabel();
  const [checkout] = useCheckoutMutation();
  // The QR page is loaded afresh, as the gateways' pages are: in place, this page (its cart now empty) would
  // send the shopper on to the products while the QR page's chunk loads.
  const home = useHref('/').replace(/\/$/, '');
  const leave = (to: string) => window.location.assign(`${home}${to}`);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { form, field, onSubmit, submitting, formError } = useServerForm<CheckoutValues, PlacedOrder>({
    defaultValues: EMPTY_CHECKOUT,
    send: (values) =>
      send ? send(checkoutBody(values)) : checkout({ ...checkoutBody(values), idempotencyKey }).unwrap(),
    checks: 'server',
    // The confirmation replaces the form and then opens the order.
    resetOnSuccess: false,
    toastOnSuccess: false,
    // An online payment leaves for the gateway, or our QR page (the order waits as pending payment).
    onSent: (answer) => (answer.payment ? goToGateway(answer.payment, leave) : onPlaced(answer)),
    // The server's 422 without field messages is the empty cart (its words are in the page's language, so
    // they are not compared); a refused field (a payment method, an address) carries field messages.
    onFailure: (failure) => {
      if (isEmptyCart(failure)) onEmptyCart();
    },
  });

  useEffect(() => {
    if (!profile) return;
    for (const name of ['name', 'email', 'phone_number'] as const) {
      if (!form.getValues(name)) form.setValue(name, profile[name]);
    }
    // The profile's saved address, while the form has none.
    const saved = profile.address;
    if (saved?.province && !form.getValues('state')) {
      form.setValue('state', saved.province);
      form.setValue('district', saved.district ?? '');
      form.setValue('city', saved.municipality ?? '');
      form.setValue('ward', saved.ward ? String(saved.ward) : '');
      if (!form.getValues('street_address')) form.setValue('street_address', saved.street_address ?? '');
    }
  }, [profile, form]);

  // An account made with a mobile number has no email (the profile's is ''): it may check out without one,
  // its order's messages going by SMS (docs/customer.md "Phone-number accounts").
  const withoutEmail = profile !== undefined && !profile.email;
  const collecting = collection !== undefined && form.watch('fulfilment') === 'collect';
  const collectAt = form.watch('collect_at');
  // The first showroom that has the boxes, once the shopper chooses to collect and none is chosen yet.
  useEffect(() => {
    if (!collecting) return;
    const offered = collection?.showrooms.filter((s) => s.available) ?? [];
    if (!offered.some((s) => s.slug === collectAt)) form.setValue('collect_at', offered[0]?.slug ?? '');
  }, [collecting, collection, collectAt, form]);
  useEffect(() => {
    onCollectChange?.(collecting ? { at: collectAt } : null);
  }, [collecting, collectAt, onCollectChange]);
  const district = form.watch('district');
  const municipality = form.watch('city');
  useEffect(() => {
    onPlaceChange?.({ district, municipality });
  }, [district, municipality, onPlaceChange]);
  // docs/delivery.md: a place the shop does not deliver to is refused beside the district, before any payment.
  useEffect(() => {
    if (placeProblem) form.setError('district', { type: 'delivery', message: placeProblem });
    else if (form.getFieldState('district').error?.type === 'delivery') form.clearErrors('district');
  }, [placeProblem, form]);

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="billing-heading">
      <h2 id="billing-heading" className={styles.heading}>
        <Trans>Billing Details</Trans>
      </h2>
      <div className={formStyles.grid}>
        <TextField {...field('name', { required: true })} label={t`Name`} autoComplete="name" />
        <TextField
          {...field('email', { required: !withoutEmail })}
          label={t`Email`}
          type="email"
          autoComplete="email"
          optional={withoutEmail}
        />
        <TextField
          {...field('company_name')}
          label={t`Company Name`}
          autoComplete="organization"
          optional
          className={formStyles.wide}
        />
        {collection ? (
          <div className={formStyles.wide}>
            <FulfilmentChoice form={form} points={collection} error={field('collect_at').error} />
          </div>
        ) : null}
        {/* docs/delivery.md "Collection at a showroom": no address is needed to collect. */}
        {collecting ? null : <AddressFields form={form} field={field} />}
        <TextField
          {...field('phone_number', { required: true })}
          label={t`Phone Number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        {collecting ? null : (
          <TextField
            {...field('street_address', { required: true })}
            label={t`Street Address`}
            autoComplete="address-line1"
          />
        )}
        <TextField
          {...field('buyer_pan')}
          label={t`PAN (for a VAT invoice to your business)`}
          inputMode="numeric"
          optional
          className={formStyles.wide}
        />
        <TextAreaField {...field('note')} label={t`Note`} optional rows={3} className={formStyles.wide} />
      </div>
      <fieldset className={styles.methods}>
        <legend className={styles.methodsLegend}>
          <Trans>Payment</Trans>
        </legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method.value} className={styles.method}>
            <input type="radio" value={method.value} {...form.register('payment_method')} />
            <span>
              {paymentLabel({
                payment_method: method.value,
                fulfilment: collecting ? 'collect' : 'delivery',
              })}
            </span>
          </label>
        ))}
        <OnAccountChoice form={form} />
      </fieldset>
      {formError ? (
        <p className={formStyles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <p className={styles.payment}>
        <Trans>
          eSewa and Khalti open their own page to pay; your order is marked paid once they confirm it.
        </Trans>{' '}
        <Trans>Fonepay QR shows a code to scan with your bank or wallet app.</Trans>
      </p>
      <Button type="submit" fullWidth loading={submitting} loadingLabel={t`Placing your order`}>
        {submitLabel ?? <Trans>Checkout Now</Trans>}
      </Button>
    </form>
  );
}
