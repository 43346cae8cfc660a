// Online payments (docs/nepal.md "Payments"): the shopper's return from eSewa or Khalti is handed to the
// server, which verifies it with the gateway (Fonepay's QR page asks the server while it waits); giving
// up a payment (its goods go back to the stock); and paying a pending or expired order again, or switching
// it to cash on delivery.
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';

type Schemas = components['schemas'];

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmEsewaPayment: build.mutation({
      queryFn: (body: { data: string }, a) =>
        request(a, (c) => c.POST('/api/payments/esewa/confirm', { body })),
      invalidatesTags: ['Order', 'Dashboard', 'Cart'],
    }),
    confirmKhaltiPayment: build.mutation({
      queryFn: (body: { pidx: string }, a) =>
        request(a, (c) => c.POST('/api/payments/khalti/confirm', { body })),
      invalidatesTags: ['Order', 'Dashboard', 'Cart'],
    }),
    // The Fonepay QR page asks every few seconds: the cached orders change only once the payment moved on.
    confirmFonepayPayment: build.mutation({
      queryFn: (body: { order: string }, a) =>
        request(a, (c) => c.POST('/api/payments/fonepay/confirm', { body })),
      invalidatesTags: (result) =>
        result?.order.payment_status === 'pending' ? [] : ['Order', 'Dashboard', 'Cart'],
    }),
    abandonPayment: build.mutation({
      queryFn: (slug: string, a) =>
        request(a, (c) =>
          c.POST('/api/customer/orders/{slug}/payment/abandon', { params: { path: { slug } } }),
        ),
      invalidatesTags: ['Order', 'Dashboard', 'Cart'],
    }),
    payOrder: build.mutation({
      queryFn: (args: { slug: string; payment_method: Exclude<Schemas['PaymentMethod'], 'account'> }, a) =>
        request(a, (c) =>
          c.POST('/api/customer/orders/{slug}/payment', {
            params: { path: { slug: args.slug } },
            body: { payment_method: args.payment_method },
          }),
        ),
      // An expired order takes its goods from the stock again.
      invalidatesTags: ['Order', 'Dashboard', 'Stock'],
    }),
  }),
});

export type PaymentResult = Schemas['PaymentResult'];

export const {
  useConfirmEsewaPaymentMutation,
  useConfirmKhaltiPaymentMutation,
  useConfirmFonepayPaymentMutation,
  useAbandonPaymentMutation,
  usePayOrderMutation,
} = paymentsApi;
