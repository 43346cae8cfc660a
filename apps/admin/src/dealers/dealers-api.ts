// The dealers' endpoints (docs/dealers.md, docs/back-office.md "Dealers"): companies and applications, their
// terms, payments, price tiers, the partner keys given to them and the leads their widgets bring.
import type { AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

type Update = NonNullable<AdminOperations['adminUpdateDealer']['requestBody']>['content']['application/json'];
type Payment = NonNullable<
  AdminOperations['adminRecordDealerPayment']['requestBody']
>['content']['application/json'];
export type Dealer = AdminComponents['schemas']['Dealer'];
export type PaymentMethod = Payment['method'];

/** How a dealer paid (docs/dealers.md "Credit"): the payment form's choices and the statement's words. */
export const PAYMENT_METHODS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  esewa: 'eSewa',
  khalti: 'Khalti',
  other: 'Other',
};
export type DealerDetail = AdminComponents['schemas']['DealerDetailResponse'];
export type PriceTier = AdminComponents['schemas']['PriceTier'];
export type PriceTierInput = AdminComponents['schemas']['PriceTierInput'];
export type PriceTierRule = AdminComponents['schemas']['PriceTierRule'];
export type DealerLead = AdminComponents['schemas']['DealerLead'];
export type LeadQuery = NonNullable<AdminOperations['adminListDealerLeads']['parameters']['query']>;

export const dealersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    dealers: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/dealers')),
      providesTags: ['Dealer'],
    }),
    dealer: build.query({
      queryFn: (id: number, api) =>
        call(api, (c) => c.GET('/api/admin/dealers/{id}', { params: { path: { id } } })),
      providesTags: ['Dealer'],
    }),
    updateDealer: build.mutation({
      queryFn: ({ id, ...body }: Update & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/dealers/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Dealer', 'Audit'],
    }),
    recordDealerPayment: build.mutation({
      queryFn: ({ id, ...body }: Payment & { id: number }, api) =>
        call(api, (c) => c.POST('/api/admin/dealers/{id}/payments', { params: { path: { id } }, body })),
      invalidatesTags: ['Dealer', 'Audit'],
    }),
    priceTiers: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/price-tiers')),
      providesTags: ['Dealer'],
    }),
    createPriceTier: build.mutation({
      queryFn: (body: PriceTierInput, api) => call(api, (c) => c.POST('/api/admin/price-tiers', { body })),
      invalidatesTags: ['Dealer', 'Audit'],
    }),
    updatePriceTier: build.mutation({
      queryFn: ({ id, ...body }: PriceTierInput & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/price-tiers/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Dealer', 'Audit'],
    }),
    deletePriceTier: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.DELETE('/api/admin/price-tiers/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Dealer', 'Audit'],
    }),
    assignPartnerDealer: build.mutation({
      queryFn: ({ id, dealer_id }: { id: number; dealer_id: number | null }, api) =>
        call(api, (c) =>
          c.PUT('/api/admin/partners/{id}/dealer', {
            params: { path: { id } },
            body: dealer_id === null ? {} : { dealer_id },
          }),
        ),
      invalidatesTags: ['Dealer', 'Partner', 'Audit'],
    }),
    dealerLeads: build.query({
      queryFn: (query: LeadQuery, api) =>
        call(api, (c) => c.GET('/api/admin/dealer-leads', { params: { query } })),
      providesTags: ['Dealer'],
    }),
    reassignDealerLead: build.mutation({
      queryFn: ({ id, dealer_id }: { id: number; dealer_id: number | null }, api) =>
        call(api, (c) =>
          c.PUT('/api/admin/dealer-leads/{id}', {
            params: { path: { id } },
            body: dealer_id === null ? {} : { dealer_id },
          }),
        ),
      invalidatesTags: ['Dealer', 'Audit'],
    }),
  }),
});

export const {
  useDealersQuery,
  useDealerQuery,
  useUpdateDealerMutation,
  useRecordDealerPaymentMutation,
  usePriceTiersQuery,
  useCreatePriceTierMutation,
  useUpdatePriceTierMutation,
  useDeletePriceTierMutation,
  useAssignPartnerDealerMutation,
  useDealerLeadsQuery,
  useReassignDealerLeadMutation,
} = dealersApi;
