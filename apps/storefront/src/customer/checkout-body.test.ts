import { describe, expect, it } from 'vitest';
import { checkoutBody, EMPTY_CHECKOUT, isEmptyCart } from './checkout-body.js';

const filled = {
  ...EMPTY_CHECKOUT,
  name: ' Ram Thapa ',
  email: 'ram@example.com',
  state: 'Bagmati',
  city: 'Kathmandu',
  phone_number: '9841000000',
  street_address: 'Baneshwor',
};

describe('checkoutBody', () => {
  it('leaves out the optional company name and note when empty (docs/customer.md §5)', () => {
    const body = checkoutBody({ ...filled, company_name: '  ', note: '' });
    expect(body).toEqual({
      name: 'Ram Thapa',
      email: 'ram@example.com',
      state: 'Bagmati',
      city: 'Kathmandu',
      phone_number: '9841000000',
      street_address: 'Baneshwor',
    });
    expect('company_name' in body).toBe(false);
    expect('note' in body).toBe(false);
  });

  it('leaves out an empty email: the server asks for it unless the account has none', () => {
    expect('email' in checkoutBody({ ...filled, email: ' ' })).toBe(false);
  });

  it('sends them when given', () => {
    const body = checkoutBody({ ...filled, company_name: 'Thapa Traders', note: 'Call first.' });
    expect(body.company_name).toBe('Thapa Traders');
    expect(body.note).toBe('Call first.');
  });
});

describe('checkoutBody payments', () => {
  it('sends an online payment method and the buyer PAN, never cash on delivery or an unknown method', () => {
    expect(checkoutBody({ ...filled, payment_method: 'esewa', buyer_pan: ' 123456789 ' })).toMatchObject({
      payment_method: 'esewa',
      buyer_pan: '123456789',
    });
    expect('payment_method' in checkoutBody({ ...filled, payment_method: 'cod' })).toBe(false);
    expect('payment_method' in checkoutBody({ ...filled, payment_method: 'paypal' })).toBe(false);
  });
});

describe('checkoutBody collection', () => {
  it('sends the showroom and no address when collecting (docs/delivery.md "Collection at a showroom")', () => {
    const body = checkoutBody({
      ...filled,
      district: 'Kathmandu',
      ward: '4',
      fulfilment: 'collect',
      collect_at: 'chabahil',
    });
    expect(body).toEqual({
      name: 'Ram Thapa',
      email: 'ram@example.com',
      phone_number: '9841000000',
      fulfilment: 'collect',
      collect_at: 'chabahil',
    });
  });

  it('sends the address and no fulfilment for a delivery', () => {
    const body = checkoutBody({ ...filled, collect_at: 'chabahil' });
    expect(body).toMatchObject({ state: 'Bagmati', street_address: 'Baneshwor' });
    expect('fulfilment' in body).toBe(false);
    expect('collect_at' in body).toBe(false);
  });
});

describe('isEmptyCart', () => {
  it("knows the server's empty cart by its shape, in any language", () => {
    expect(isEmptyCart({ status: 422, message: 'तपाईंको कार्ट खाली छ।', fieldErrors: {} })).toBe(true);
    expect(isEmptyCart({ status: 422, message: 'Your cart is empty.', fieldErrors: {} })).toBe(true);
    const refused = { payment_method: ['eSewa is not available at the moment.'] };
    expect(
      isEmptyCart({ status: 422, message: 'eSewa is not available at the moment.', fieldErrors: refused }),
    ).toBe(false);
    expect(isEmptyCart({ status: 400, message: 'Enter a valid email address.', fieldErrors: {} })).toBe(
      false,
    );
  });
});
