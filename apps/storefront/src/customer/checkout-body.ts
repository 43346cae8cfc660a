// seed 001 §3 checkout payload: name, email, company_name, state, city, phone_number, street_address,
// note. seed 001 §5: company name and note are optional, so an empty one is left out, not sent as ''.
import type { components } from '@sajilo/api';

type CheckoutInput = components['schemas']['CheckoutInput'];

export const CHECKOUT_FIELDS = [
  'name',
  'email',
  'company_name',
  'state',
  'city',
  'phone_number',
  'street_address',
  'note',
] as const;

export type CheckoutValues = Record<(typeof CHECKOUT_FIELDS)[number], string>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  email: '',
  company_name: '',
  state: '',
  city: '',
  phone_number: '',
  street_address: '',
  note: '',
};

export function checkoutBody(values: CheckoutValues): CheckoutInput {
  const body: CheckoutInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    state: values.state.trim(),
    city: values.city.trim(),
    phone_number: values.phone_number.trim(),
    street_address: values.street_address.trim(),
  };
  const company = values.company_name.trim();
  const note = values.note.trim();
  if (company) body.company_name = company;
  if (note) body.note = note;
  return body;
}

/** seed 001 §8: the message of a checkout with an empty cart (the server's 422 says the same). */
export const EMPTY_CART_MESSAGE = 'Your cart is empty.';
