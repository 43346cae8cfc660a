// Returns, refunds and the return rules (docs/returns.md), injected into the back office's one createApi.
import type { AdminClient, AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { unwrap } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

export type ReturnsQuery = NonNullable<AdminOperations['adminListReturns']['parameters']['query']>;
type Schemas = AdminComponents['schemas'];
export type ReturnRules = Schemas['ReturnRules'];

const changed = ['Return', 'Refund', 'Dashboard', 'Audit', 'Stock'] as const;

export const returnsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    returns: build.query({
      queryFn: (query: ReturnsQuery, a) => call(a, (c) => c.GET('/api/admin/returns', { params: { query } })),
      providesTags: ['Return'],
    }),
    return: build.query({
      queryFn: (id: number, a) =>
        call(a, (c) => c.GET('/api/admin/returns/{id}', { params: { path: { id } } })),
      providesTags: ['Return'],
    }),
    decideReturn: build.mutation({
      queryFn: ({ id, ...body }: { id: number } & Schemas['ReturnDecisionInput'], a) =>
        call(a, (c) => c.POST('/api/admin/returns/{id}/decision', { params: { path: { id } }, body })),
      invalidatesTags: [...changed],
    }),
    returnPickup: build.mutation({
      queryFn: ({ id, ...body }: { id: number } & Schemas['ReturnPickupInput'], a) =>
        call(a, (c) => c.POST('/api/admin/returns/{id}/pickup', { params: { path: { id } }, body })),
      invalidatesTags: [...changed],
    }),
    receiveReturn: build.mutation({
      queryFn: ({ id, ...body }: { id: number } & Schemas['ReturnReceiveInput'], a) =>
        call(a, (c) => c.POST('/api/admin/returns/{id}/receive', { params: { path: { id } }, body })),
      invalidatesTags: [...changed],
    }),
    refundReturn: build.mutation({
      queryFn: ({ id, ...body }: { id: number } & Schemas['RefundInput'], a) =>
        call(a, (c) => c.POST('/api/admin/returns/{id}/refund', { params: { path: { id } }, body })),
      invalidatesTags: [...changed],
    }),
    refundsOwed: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/refunds')),
      providesTags: ['Refund'],
    }),
    recordRefund: build.mutation({
      queryFn: (body: Schemas['RecordRefundInput'], a) =>
        call(a, (c) => c.POST('/api/admin/refunds', { body })),
      invalidatesTags: [...changed],
    }),
    returnRules: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/settings/returns')),
      providesTags: ['Return'],
    }),
    saveReturnRules: build.mutation({
      queryFn: (body: ReturnRules, a) => call(a, (c) => c.PUT('/api/admin/settings/returns', { body })),
      invalidatesTags: ['Return', 'Audit'],
    }),
  }),
});

export const {
  useReturnsQuery,
  useReturnQuery,
  useDecideReturnMutation,
  useReturnPickupMutation,
  useReceiveReturnMutation,
  useRefundReturnMutation,
  useRefundsOwedQuery,
  useRecordRefundMutation,
  useReturnRulesQuery,
  useSaveReturnRulesMutation,
} = returnsApi;

/** A refunded return's credit note as a PDF Blob: the staff token rides with it. */
export function downloadCreditNote(client: AdminClient, id: number): Promise<Blob> {
  return unwrap(
    client.GET('/api/admin/returns/{id}/credit-note.pdf', { params: { path: { id } }, parseAs: 'blob' }),
  );
}

/** A photo the customer sent with a return (from 1), as a Blob: private, so the staff token rides with it. */
export function downloadReturnPhoto(client: AdminClient, id: number, photo: number): Promise<Blob> {
  return unwrap(
    client.GET('/api/admin/returns/{id}/photos/{photo}', {
      params: { path: { id, photo } },
      parseAs: 'blob',
    }),
  );
}

export const STATUS_LABELS: Record<Schemas['ReturnStatus'], string> = {
  requested: 'Requested',
  approved: 'Approved',
  declined: 'Declined',
  picked_up: 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
};
export const REASON_LABELS: Record<Schemas['ReturnSummary']['reason'], string> = {
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  not_as_described: 'Not as described',
  changed_mind: 'Changed their mind',
  other: 'Other',
};
export const PAID_WITH: Record<Schemas['ReturnSummary']['payment_method'], string> = {
  cod: 'Cash on delivery',
  esewa: 'eSewa',
  khalti: 'Khalti',
  fonepay: 'Fonepay QR',
  account: 'the dealer’s account',
};
