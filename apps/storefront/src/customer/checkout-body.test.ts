import { describe, expect, it } from 'vitest';
import { checkoutBody, EMPTY_CHECKOUT } from './checkout-body.js';

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
  it('leaves out the optional company name and note when empty (seed 001 §5)', () => {
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

  it('sends them when given', () => {
    const body = checkoutBody({ ...filled, company_name: 'Thapa Traders', note: 'Call first.' });
    expect(body.company_name).toBe('Thapa Traders');
    expect(body.note).toBe('Call first.');
  });
});
