// The back office's RTK Query API: one createApi whose endpoints call the typed client of openapi/admin.yaml
// (`@sajilo/api/admin`). Failed calls are kept as @sajilo/store's RequestError (status, message, field messages).
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  type AdminClient,
  type AdminComponents,
  type AdminOperations,
  type AdminStaffCreateInput,
  type AdminStaffUpdateInput,
  type FetchResult,
  unwrap,
} from '@sajilo/api/admin';
import { type RequestError, toRequestError } from '@sajilo/store';

export type OrderQuery = NonNullable<AdminOperations['adminListOrders']['parameters']['query']>;
export type OrderStatusInput = AdminComponents['schemas']['OrderStatusInput'];

export interface AdminExtra {
  client: AdminClient;
}

export function call<D>(
  api: { extra: unknown },
  run: (client: AdminClient) => Promise<FetchResult<D>>,
): Promise<QueryReturnValue<NonNullable<D>, RequestError, undefined>> {
  const { client } = api.extra as AdminExtra;
  return unwrap(run(client)).then(
    (data) => ({ data }),
    (error: unknown) => ({ error: toRequestError(error) }),
  );
}

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: fakeBaseQuery<RequestError>(),
  tagTypes: ['Me', 'Dashboard', 'Staff', 'Audit', 'Order'],
  endpoints: (build) => ({
    login: build.mutation({
      queryFn: (body: { email: string; password: string }, api) =>
        call(api, (c) => c.POST('/api/admin/login', { body })),
    }),
    logout: build.mutation({
      queryFn: (_: undefined, api) => call(api, (c) => c.POST('/api/admin/logout')),
    }),
    me: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/me')),
      providesTags: ['Me'],
    }),
    changePassword: build.mutation({
      queryFn: (body: { current_password: string; password: string; password_confirmation: string }, api) =>
        call(api, (c) => c.POST('/api/admin/me/password', { body })),
    }),
    dashboard: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/dashboard')),
      providesTags: ['Dashboard'],
    }),
    staffList: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/staff')),
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation({
      queryFn: (body: AdminStaffCreateInput, api) => call(api, (c) => c.POST('/api/admin/staff', { body })),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    updateStaff: build.mutation({
      queryFn: ({ id, ...body }: AdminStaffUpdateInput & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/staff/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Staff', 'Audit', 'Me'],
    }),
    orders: build.query({
      queryFn: (query: OrderQuery, api) =>
        call(api, (c) => c.GET('/api/admin/orders', { params: { query } })),
      providesTags: ['Order'],
    }),
    order: build.query({
      queryFn: (id: number, api) =>
        call(api, (c) => c.GET('/api/admin/orders/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    setOrderStatus: build.mutation({
      queryFn: ({ id, ...body }: { id: number } & OrderStatusInput, api) =>
        call(api, (c) => c.POST('/api/admin/orders/{id}/status', { params: { path: { id } }, body })),
      invalidatesTags: (_result, _error, { id }) => ['Order', { type: 'Order', id }, 'Dashboard', 'Audit'],
    }),
    audit: build.query({
      queryFn: (query: { page?: number; staff_id?: number; entity?: string }, api) =>
        call(api, (c) => c.GET('/api/admin/audit', { params: { query } })),
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useChangePasswordMutation,
  useDashboardQuery,
  useStaffListQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useAuditQuery,
  useOrdersQuery,
  useOrderQuery,
  useSetOrderStatusMutation,
} = adminApi;

/** The CSV of the orders placed from `from` to `to` (days), as text: the staff token rides with it. */
export async function exportOrders(client: AdminClient, from: string, to: string): Promise<string> {
  return unwrap(client.GET('/api/admin/orders/export', { params: { query: { from, to } }, parseAs: 'text' }));
}
