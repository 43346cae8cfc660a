// What the shop's customers send, sent as the storefront's forms send it: the inbox's items for the tests.
import { expect, inject } from 'vitest';
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
