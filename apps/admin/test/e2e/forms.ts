// What the shop's customers send, sent as the storefront's forms send it: the inbox's items for the tests.
import { expect, inject } from 'vitest';
import { DEV_OWNER } from './browser.js';
import { E2E_KEY } from './stack.js';

/** A one-pixel PNG: a warranty card's photograph. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A support ticket with a warranty card. */
export async function openTicket(name: string, remark = 'It drips every night.'): Promise<void> {
  const api = inject('apiUrl');
  const symptoms = (await (
    await fetch(`${api}/api/complains`, { headers: { 'X-Api-Key': E2E_KEY } })
  ).json()) as {
    complains: { id: number }[];
  };
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name,
    email: 'ticket@example.com',
    phone_number: '9851000000',
    state: 'Bagmati',
    city: 'Lalitpur',
    address: 'Jhamsikhel',
    street: 'Street 3',
    product_name: 'Basin mixer',
    purchase_date: '2026-10-01',
    symptom: String(symptoms.complains[0]?.id),
    remark,
  })) {
    form.set(k, v);
  }
  form.set('warrenty_card', new File([PNG], 'warranty-card.png', { type: 'image/png' }));
  const res = await fetch(`${api}/api/complains`, {
    method: 'POST',
    headers: { 'X-Api-Key': E2E_KEY },
    body: form,
  });
  expect(res.status, await res.text()).toBe(201);
}

const DEMO_CUSTOMER = { email: 'demo@sajilo.com.np', password: 'sajilo-demo-password' };

/** A call to the shop's API with the test stack's key (and a customer's token): its answer, which must succeed. */
export async function apiCall(
  path: string,
  init: { method?: string; json?: unknown; token?: string } = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Api-Key': E2E_KEY,
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, `${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/**
 * The back office's API as the development owner, for what a test needs in place before its screens (a
 * promotion, a staff account): the answer's body, once it is a success.
 */
export async function asOwner(path: string, json?: unknown): Promise<Record<string, unknown>> {
  const { token } = (await apiCall('/api/admin/login', { method: 'POST', json: DEV_OWNER })) as {
    token: string;
  };
  return apiCall(path, json === undefined ? { token } : { method: 'POST', json, token });
}

/**
 * A new pending order of the demo customer, placed as the storefront places one (cart, then checkout):
 * a test that needs a pending order makes its own, whatever the tests before it did with the seeded ones.
 * Paid online (`esewa`), the answer carries the gateway's form to pay it with, and the customer's token.
 */
export async function placePendingOrder(
  promotionCode?: string,
  /** Where it is delivered: Kathmandu (inside the Ring Road) unless given. */
  place: { state: string; district: string; city: string } = {
    state: 'Bagmati Province',
    district: 'Kathmandu',
    city: 'Kathmandu Metropolitan City',
  },
  paymentMethod: 'cod' | 'esewa' = 'cod',
): Promise<{ token: string; placed: Record<string, unknown> }> {
  const { token } = (await apiCall('/api/customer/login', { method: 'POST', json: DEMO_CUSTOMER })) as {
    token: string;
  };
  const { products } = (await apiCall('/api/products/trending/list')) as unknown as {
    products: { product_slug: string }[];
  };
  const slug = products[0]?.product_slug;
  await apiCall(`/api/carts/${slug}/added`, { method: 'POST', token, json: { quantity: 1 } });
  if (promotionCode)
    await apiCall('/api/carts/promotion-code', { method: 'POST', token, json: { code: promotionCode } });
  const placed = await apiCall('/api/checkouts', {
    method: 'POST',
    token,
    json: {
      name: 'Demo Customer',
      email: DEMO_CUSTOMER.email,
      phone_number: '9841000000',
      // The seeded shop delivers by place: the address names its district (docs/delivery.md).
      ...place,
      ward: 10,
      street_address: 'Baneshwor',
      payment_method: paymentMethod,
    },
  });
  return { token, placed };
}
