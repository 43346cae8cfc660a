// Quotes for projects, quick order and reorder (docs/quotes.md). A quick order or reorder that adds nothing
// answers 422 with the same report per line: the report is the answer either way, so the screen shows it.
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { ApiError, type components, type FetchResult, unwrap } from '@sajilo/api';
import { api, request, type StoreExtra } from '../api.js';
import { type RequestError, toRequestError } from '../errors.js';

type Schemas = components['schemas'];
type Report = Schemas['QuickOrderResponse'];

/** The report of a quick order or reorder, also when the server refused every line (422). */
async function report(
  api: { extra: unknown },
  call: (extra: StoreExtra) => Promise<FetchResult<Report>>,
): Promise<QueryReturnValue<Report, RequestError, undefined>> {
  try {
    return { data: await unwrap(call(api.extra as StoreExtra)) };
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as Partial<Report> | undefined) : undefined;
    if (error instanceof ApiError && error.status === 422 && Array.isArray(body?.lines)) {
      return { data: body as Report };
    }
    return { error: toRequestError(error) };
  }
}

export const quotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    quotes: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/quotes')),
      providesTags: ['Quote'],
    }),
    quote: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/customer/quotes/{slug}', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Quote', id: slug }],
    }),
    requestQuote: build.mutation({
      queryFn: (body: Schemas['QuoteRequestInput'], a) =>
        request(a, (c) => c.POST('/api/customer/quotes', { body })),
      invalidatesTags: (_r, error) => (error ? [] : ['Quote']),
    }),
    sendQuoteMessage: build.mutation({
      queryFn: ({ slug, body }: { slug: string; body: string }, a) =>
        request(a, (c) =>
          c.POST('/api/customer/quotes/{slug}/messages', { params: { path: { slug } }, body: { body } }),
        ),
      invalidatesTags: (_r, error) => (error ? [] : ['Quote']),
    }),
    declineQuote: build.mutation({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.POST('/api/customer/quotes/{slug}/decline', { params: { path: { slug } } })),
      invalidatesTags: (_r, error) => (error ? [] : ['Quote']),
    }),
    acceptQuote: build.mutation({
      queryFn: ({ slug, ...body }: { slug: string } & Schemas['AcceptQuoteInput'], a) =>
        request(a, (c) => c.POST('/api/customer/quotes/{slug}/accept', { params: { path: { slug } }, body })),
      // An order takes goods from the stock, as a checkout.
      invalidatesTags: (_r, error) => (error ? [] : ['Quote', 'Order', 'Dashboard', 'Stock']),
    }),
    // The quote as a PDF, fetched with the session's token; a blob: address the caller revokes after use.
    quotePdf: build.mutation<string, string>({
      queryFn: async (slug, a) => {
        const answer = await request(a, (c) =>
          c.GET('/api/customer/quotes/{slug}/quote.pdf', { params: { path: { slug } }, parseAs: 'blob' }),
        );
        if (answer.error) return { error: answer.error };
        return { data: URL.createObjectURL(answer.data) };
      },
    }),
    quickOrder: build.mutation({
      queryFn: (lines: string, a) =>
        report(a, ({ client }) => client.POST('/api/carts/quick-order', { body: { lines } })),
      invalidatesTags: (r) => (r?.lines.some((line) => line.added > 0) ? ['Cart'] : []),
    }),
    reorder: build.mutation({
      queryFn: (slug: string, a) =>
        report(a, ({ client }) =>
          client.POST('/api/customer/orders/{slug}/reorder', { params: { path: { slug } } }),
        ),
      invalidatesTags: (r) => (r?.lines.some((line) => line.added > 0) ? ['Cart'] : []),
    }),
  }),
});

export const {
  useQuotesQuery,
  useQuoteQuery,
  useRequestQuoteMutation,
  useSendQuoteMessageMutation,
  useDeclineQuoteMutation,
  useAcceptQuoteMutation,
  useQuotePdfMutation,
  useQuickOrderMutation,
  useReorderMutation,
} = quotesApi;
