// Leaving for the gateway with what the server answered (docs/nepal.md "Payments"). eSewa takes a form POST
// of the signed fields (built here and submitted: the page's CSP lists eSewa's origin in form-action); Khalti
// is opened at its payment_url; Fonepay's QR is shown on our own payment page (`navigate`, in the page's
// language). The amount is the server's; nothing here computes it.
import type { components } from '@sajilo/api';

export type PaymentStart = components['schemas']['PaymentStart'];

/** Our page that shows an order's Fonepay QR and waits for it to be paid. */
export const fonepayPath = (slug: string) => `/payments/fonepay?order=${encodeURIComponent(slug)}`;

export function goToGateway(payment: PaymentStart, navigate: (to: string) => void): void {
  if (payment.method === 'fonepay') {
    navigate(fonepayPath(payment.order));
    return;
  }
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
