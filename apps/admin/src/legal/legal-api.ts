// Grievances and the seller's facts (docs/back-office.md "Grievances", "Shop details"), injected into the
// back office's one createApi.
import type { AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

export type GrievancesQuery = NonNullable<AdminOperations['adminListGrievances']['parameters']['query']>;
export type Grievance = AdminComponents['schemas']['AdminGrievance'];
export type SellerFacts = AdminComponents['schemas']['AdminSeller'];
export type GrievanceChange = { id: number } & NonNullable<
  AdminOperations['adminUpdateGrievance']['requestBody']
>['content']['application/json'];

export const legalApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    grievances: build.query({
      queryFn: (query: GrievancesQuery, a) =>
        call(a, (c) => c.GET('/api/admin/grievances', { params: { query } })),
      providesTags: ['Grievance'],
    }),
    updateGrievance: build.mutation({
      queryFn: ({ id, ...body }: GrievanceChange, a) =>
        call(a, (c) => c.PATCH('/api/admin/grievances/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Grievance', 'Audit'],
    }),
    seller: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/seller')),
      providesTags: ['Seller'],
    }),
    updateSeller: build.mutation({
      queryFn: (body: SellerFacts, a) => call(a, (c) => c.PUT('/api/admin/seller', { body })),
      invalidatesTags: ['Seller', 'Audit'],
    }),
  }),
});

export const { useGrievancesQuery, useUpdateGrievanceMutation, useSellerQuery, useUpdateSellerMutation } =
  legalApi;
