// The orders' endpoints: the list, one order, a move in its workflow, and the CSV of a range of days.
import type { AdminClient, AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { unwrap } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

export type OrderQuery = NonNullable<AdminOperations['adminListOrders']['parameters']['query']>;
export type OrderStatusInput = AdminComponents['schemas']['OrderStatusInput'];

export const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
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
    // docs/delivery.md "Collection at a showroom": the hand-over against the code the customer shows.
    handOverOrder: build.mutation({
      queryFn: ({ id, code }: { id: number; code: string }, api) =>
        call(api, (c) =>
          c.POST('/api/admin/orders/{id}/hand-over', { params: { path: { id } }, body: { code } }),
        ),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : ['Order', { type: 'Order', id }, 'Dashboard', 'Audit'],
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery, useSetOrderStatusMutation, useHandOverOrderMutation } =
  ordersApi;

/** The CSV of the orders placed from `from` to `to` (days), as text: the staff token rides with it. */
export async function exportOrders(client: AdminClient, from: string, to: string): Promise<string> {
  return unwrap(client.GET('/api/admin/orders/export', { params: { query: { from, to } }, parseAs: 'text' }));
}
