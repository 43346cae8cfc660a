// A dealer's own account, prices, orders, statement and leads (docs/dealers.md). Every answer is the
// logged-in customer's alone; a logout forgets them with the other customer data (`Dealer` is a customer tag).
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';

type Schemas = components['schemas'];

export const dealerApi = api.injectEndpoints({
  endpoints: (build) => ({
    dealerAccount: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/dealer')),
      providesTags: ['Dealer'],
    }),
    applyForDealer: build.mutation({
      queryFn: (body: Schemas['DealerApplication'], a) =>
        request(a, (c) => c.POST('/api/customer/dealer/application', { body })),
      invalidatesTags: (_r, error) => (error ? [] : ['Dealer']),
    }),
    inviteDealerBuyer: build.mutation({
      queryFn: (email: string, a) =>
        request(a, (c) => c.POST('/api/customer/dealer/invites', { body: { email } })),
      invalidatesTags: (_r, error) => (error ? [] : ['Dealer']),
    }),
    joinDealer: build.mutation({
      queryFn: (token: string, a) =>
        request(a, (c) => c.POST('/api/customer/dealer/join', { body: { token } })),
      // A buyer's prices change with the company they joined.
      invalidatesTags: (_r, error) => (error ? [] : ['Dealer', 'Cart']),
    }),
    removeDealerBuyer: build.mutation({
      queryFn: (id: number, a) =>
        request(a, (c) => c.DELETE('/api/customer/dealer/buyers/{id}', { params: { path: { id } } })),
      invalidatesTags: (_r, error) => (error ? [] : ['Dealer']),
    }),
    dealerPrices: build.query({
      queryFn: (slugs: readonly string[], a) =>
        request(a, (c) => c.POST('/api/customer/dealer/prices', { body: { slugs: [...slugs] } })),
      providesTags: ['Dealer'],
    }),
    dealerOrders: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/dealer/orders')),
      providesTags: ['Dealer', 'Order'],
    }),
    dealerQuotes: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/dealer/quotes')),
      providesTags: ['Dealer', 'Quote'],
    }),
    dealerStatement: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/dealer/statement')),
      providesTags: ['Dealer', 'Order'],
    }),
    dealerLeads: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/dealer/leads')),
      providesTags: ['Dealer'],
    }),
  }),
});

export const {
  useDealerAccountQuery,
  useApplyForDealerMutation,
  useInviteDealerBuyerMutation,
  useJoinDealerMutation,
  useRemoveDealerBuyerMutation,
  useDealerPricesQuery,
  useDealerOrdersQuery,
  useDealerQuotesQuery,
  useDealerStatementQuery,
  useDealerLeadsQuery,
} = dealerApi;
