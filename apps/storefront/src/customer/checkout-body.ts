// docs/customer.md §3 checkout payload: name, email, company_name, state, city, phone_number, street_address,
// note. docs/customer.md §5: company name and note are optional, so an empty one is left out, not sent as ''.
import type { components } from '@sajilo/api';
import type { RequestError } from '@sajilo/store';

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
  'buyer_pan',
  'payment_method',
  'district',
  'ward',
  'fulfilment',
  'collect_at',
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
  buyer_pan: '',
  payment_method: 'cod',
  district: '',
  ward: '',
  fulfilment: 'delivery',
  collect_at: '',
};

/** Cash on delivery, or paying online now with eSewa, Khalti or a Fonepay QR (docs/nepal.md "Payments"). */
export const PAYMENT_METHODS = [
  { value: 'cod' },
  { value: 'esewa' },
  { value: 'khalti' },
  { value: 'fonepay' },
] as const;

type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];
const isPaymentMethod = (value: string): value is PaymentMethod =>
  PAYMENT_METHODS.some((m) => m.value === value);

export function checkoutBody(values: CheckoutValues): CheckoutInput {
  const body: CheckoutInput = {
    name: values.name.trim(),
    phone_number: values.phone_number.trim(),
  };
  // An empty email is left out: the server asks for it unless the account has none (docs/customer.md
  // "Phone-number accounts").
  const email = values.email.trim();
  if (email) body.email = email;
  const company = values.company_name.trim();
  const note = values.note.trim();
  if (company) body.company_name = company;
  if (note) body.note = note;
  const pan = values.buyer_pan.trim();
  if (pan) body.buyer_pan = pan;
  // Cash on delivery is the server's default: sent only when another method was chosen.
  if (isPaymentMethod(values.payment_method) && values.payment_method !== 'cod') {
    body.payment_method = values.payment_method;
  }
  // A dealer's order on the company's account (docs/dealers.md "Credit"), offered to dealers only.
  if (values.payment_method === 'account') body.payment_method = 'account';
  // Collected at a showroom (docs/delivery.md "Collection at a showroom"): no address is sent.
  if (values.fulfilment === 'collect') {
    body.fulfilment = 'collect';
    body.collect_at = values.collect_at;
    return body;
  }
  body.state = values.state.trim();
  body.city = values.city.trim();
  body.street_address = values.street_address.trim();
  // The address pickers' district and ward (the province travels as `state`, the local level as `city`).
  const district = values.district.trim();
  if (district) body.district = district;
  const ward = Number(values.ward);
  if (values.ward.trim() && Number.isInteger(ward)) body.ward = ward;
  return body;
}

/**
 * docs/customer.md §8: whether a refused checkout is the server's empty cart: a 422 with a sentence and no field messages. Not
 * by its words, which the server writes in the page's language (`Accept-Language`).
 */
export const isEmptyCart = (failure: RequestError): boolean =>
  failure.status === 422 && Object.keys(failure.fieldErrors).length === 0;
