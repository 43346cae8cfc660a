// The forms' one definition (docs/development.md "The forms' one definition"): the validators the storefront
// and the widgets run before sending (@sajilo/api's validateForm, generated from openapi/storefront.yaml)
// judge every value exactly as this server does, message for message, `ram@example` included.
import { type FormId, validateForm } from '@sajilo/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
const KEY = 'form-rules-test-key';

beforeAll(async () => {
  server = await startServer();
  await server.app.clients.upsert({
    name: 'Form rules test storefront',
    kind: 'storefront',
    key: KEY,
    allowedOrigins: [],
    formsPerMinute: 1000,
  });
});
afterAll(async () => {
  await server.close();
});

/** The server's field messages for a payload (JSON or, for the ticket, multipart as the clients send it). */
async function serverMessages(form: FormId, values: Record<string, string>): Promise<unknown> {
  const path = {
    sendCustomerEnquiry: '/api/customer_enquiry',
    subscribe: '/api/subscribers',
    openSupportTicket: '/api/complains',
  }[form];
  let res: Response;
  if (form === 'openSupportTicket') {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    res = await server.request(path, { method: 'POST', key: KEY, body });
  } else {
    res = await server.request(path, { method: 'POST', key: KEY, json: values });
  }
  expect(res.status, form).toBe(400);
  return ((await res.json()) as { message: unknown }).message;
}

const enquiry = {
  name: 'Ram Thapa',
  email: 'ram@example.com',
  phone: '9841000000',
  address: 'Chabahil, Kathmandu',
  message: 'Do you stock 600 x 1200 slabs?',
};
const ticket = {
  name: 'Sita Shrestha',
  email: 'sita@example.com',
  phone_number: '+977 9841 234567',
  state: 'Bagmati',
  city: 'Kathmandu',
  address: 'Pepsicola',
  street: 'Main road',
  product_name: 'Wall-hung WC',
  purchase_date: '2026-01-15',
  symptom: '1',
  remark: 'The flush leaks.',
};

const cases: [FormId, Record<string, string>][] = [
  ['subscribe', { email: 'ram@example' }],
  ['subscribe', { email: '   ' }],
  ['subscribe', { email: `${'a'.repeat(250)}@example.com` }],
  ['sendCustomerEnquiry', { ...enquiry, email: 'ram@example' }],
  ['sendCustomerEnquiry', { ...enquiry, phone: '98-abc', name: ' ', message: '' }],
  ['sendCustomerEnquiry', { ...enquiry, address: 'x'.repeat(256) }],
  ['openSupportTicket', { ...ticket, email: 'ram@example' }],
  ['openSupportTicket', { ...ticket, purchase_date: '2026-02-30', symptom: 'leak', type: 'Toys' }],
  ['openSupportTicket', { ...ticket, city: '', serial_no: 'x'.repeat(61) }],
];

describe('the clients’ form rules and the server', () => {
  it.each(cases)('%s %j: the same field messages on both sides', async (form, values) => {
    const client = validateForm(form, values);
    expect(Object.keys(client).length).toBeGreaterThan(0);
    expect(await serverMessages(form, values)).toEqual(client);
  });

  it('refuse ram@example with the same words everywhere', async () => {
    expect(await serverMessages('subscribe', { email: 'ram@example' })).toEqual({
      email: ['Enter a valid email address.'],
    });
  });
});
