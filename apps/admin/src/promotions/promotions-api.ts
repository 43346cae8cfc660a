// The promotions' endpoints (docs/back-office.md "Promotions"), injected into the back office's one
// createApi (store/api.ts) from their own file.
import type { AdminComponents } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

export type Promotion = AdminComponents['schemas']['Promotion'];
export type PromotionInput = AdminComponents['schemas']['PromotionInput'];

export const promotionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    promotions: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/promotions')),
      providesTags: ['Promotion'],
    }),
    createPromotion: build.mutation({
      queryFn: (body: PromotionInput, api) => call(api, (c) => c.POST('/api/admin/promotions', { body })),
      invalidatesTags: ['Promotion', 'Audit'],
    }),
    updatePromotion: build.mutation({
      queryFn: ({ id, ...body }: PromotionInput & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/promotions/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Promotion', 'Audit'],
    }),
    pausePromotion: build.mutation({
      queryFn: ({ id, paused }: { id: number; paused: boolean }, api) =>
        call(api, (c) =>
          c.PUT('/api/admin/promotions/{id}/paused', { params: { path: { id } }, body: { paused } }),
        ),
      invalidatesTags: ['Promotion', 'Audit'],
    }),
  }),
});

export const {
  usePromotionsQuery,
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  usePausePromotionMutation,
} = promotionsApi;
