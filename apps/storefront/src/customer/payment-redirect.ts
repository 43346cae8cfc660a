// Leaving for the gateway with what the server answered (docs/nepal.md "Payments"). eSewa takes a form POST
// of the signed fields (built here and submitted: the page's CSP lists eSewa's origin in form-action); Khalti
// is opened at its payment_url. The amount is in the server's signed fields; nothing here computes it.
import type { components } from '@sajilo/api';

export type PaymentStart = components['schemas']['PaymentStart'];

export function goToGateway(payment: PaymentStart): void {
  if (payment.method === 'khalti') {
    window.location.assign(payment.payment_url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = payment.action;
  for (const [name, value] of Object.entries(payment.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
