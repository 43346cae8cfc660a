// The dealers' endpoints (docs/dealers.md): companies and applications, their terms, payments.
import type { AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

type Update = NonNullable<AdminOperations['adminUpdateDealer']['requestBody']>['content']['application/json'];
type Payment = NonNullable<
  AdminOperations['adminRecordDealerPayment']['requestBody']
>['content']['application/json'];
export type Dealer = AdminComponents['schemas']['Dealer'];

export const dealersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    dealers: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/dealers')),
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
  }),
});

export const { useDealersQuery, useUpdateDealerMutation, useRecordDealerPaymentMutation } = dealersApi;
