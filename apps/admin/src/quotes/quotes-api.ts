// The quotes' endpoints (docs/quotes.md "Who prices"): the list, one quote, pricing it, writing to the buyer.
import type { AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

export type QuoteQuery = NonNullable<AdminOperations['adminListQuotes']['parameters']['query']>;
export type QuotePriceInput = AdminComponents['schemas']['QuotePriceInput'];
export type QuoteStatus = AdminComponents['schemas']['QuoteStatus'];

export const quotesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    quotes: build.query({
      queryFn: (query: QuoteQuery, api) =>
        call(api, (c) => c.GET('/api/admin/quotes', { params: { query } })),
      providesTags: ['Quote'],
    }),
    quote: build.query({
      queryFn: (id: number, api) =>
        call(api, (c) => c.GET('/api/admin/quotes/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Quote', id }],
    }),
    priceQuote: build.mutation({
      queryFn: ({ id, ...body }: { id: number } & QuotePriceInput, api) =>
        call(api, (c) => c.POST('/api/admin/quotes/{id}/revisions', { params: { path: { id } }, body })),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['Quote', { type: 'Quote', id }, 'Audit']),
    }),
    sendQuoteMessage: build.mutation({
      queryFn: ({ id, body }: { id: number; body: string }, api) =>
        call(api, (c) =>
          c.POST('/api/admin/quotes/{id}/messages', { params: { path: { id } }, body: { body } }),
        ),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['Quote', { type: 'Quote', id }, 'Audit']),
    }),
  }),
});

export const { useQuotesQuery, useQuoteQuery, usePriceQuoteMutation, useSendQuoteMessageMutation } =
  quotesApi;

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: 'Requested (to price)',
  priced: 'Priced (sent)',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};
