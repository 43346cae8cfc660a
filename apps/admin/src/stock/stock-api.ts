// Stock by lot and location (docs/back-office.md "Stock"): the locations, the overview, low stock per place, a
// product's lots and movements, receiving, transfers and corrections, and an order's pick list, injected into
// the back office's one createApi (store/api.ts) from their own file.
import type { AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

type Schemas = AdminComponents['schemas'];
export type StockQuery = NonNullable<AdminOperations['adminListStock']['parameters']['query']>;
export type ProductStock = Schemas['ProductStock'];
export type StockRow = Schemas['StockRow'];
export type StockLocation = Schemas['StockLocation'];
export type StockMovement = Schemas['StockMovement'];
export type StockUnits = Schemas['StockUnits'];
export type ReceiveInput = Schemas['ReceiveStockInput'];
export type TransferInput = Schemas['TransferStockInput'];
export type AdjustInput = Schemas['AdjustStockInput'];
export type AdjustReason = Schemas['AdjustReason'];
export type PickLine = Schemas['PickLine'];

/** A change of stock changes the product's figures, its movements, the overview, low stock and the editor's total. */
const CHANGED = (id: number) => [
  { type: 'Stock' as const, id },
  'Stock' as const,
  'Dashboard' as const,
  'Audit' as const,
  { type: 'Product' as const, id },
];

export const stockApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    stockLocations: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/stock/locations')),
    }),
    stockOverview: build.query({
      queryFn: (query: StockQuery, api) => call(api, (c) => c.GET('/api/admin/stock', { params: { query } })),
      providesTags: ['Stock'],
    }),
    lowStock: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/stock/low')),
      providesTags: ['Stock'],
    }),
    productStock: build.query({
      queryFn: (id: number, api) =>
        call(api, (c) => c.GET('/api/admin/products/{id}/stock', { params: { path: { id } } })),
      providesTags: (_r, _e, id) => [{ type: 'Stock', id }],
    }),
    stockMovements: build.query({
      queryFn: ({ id, page }: { id: number; page: number }, api) =>
        call(api, (c) =>
          c.GET('/api/admin/products/{id}/stock/movements', { params: { path: { id }, query: { page } } }),
        ),
      providesTags: (_r, _e, { id }) => [{ type: 'Stock', id }],
    }),
    receiveStock: build.mutation({
      queryFn: ({ id, ...body }: ReceiveInput & { id: number }, api) =>
        call(api, (c) =>
          c.POST('/api/admin/products/{id}/stock/receive', { params: { path: { id } }, body }),
        ),
      invalidatesTags: (_r, _e, { id }) => CHANGED(id),
    }),
    transferStock: build.mutation({
      queryFn: ({ id, ...body }: TransferInput & { id: number }, api) =>
        call(api, (c) =>
          c.POST('/api/admin/products/{id}/stock/transfer', { params: { path: { id } }, body }),
        ),
      invalidatesTags: (_r, _e, { id }) => CHANGED(id),
    }),
    adjustStock: build.mutation({
      queryFn: ({ id, ...body }: AdjustInput & { id: number }, api) =>
        call(api, (c) => c.POST('/api/admin/products/{id}/stock/adjust', { params: { path: { id } }, body })),
      invalidatesTags: (_r, _e, { id }) => CHANGED(id),
    }),
    pickList: build.query({
      queryFn: (id: number, api) =>
        call(api, (c) => c.GET('/api/admin/orders/{id}/pick-list', { params: { path: { id } } })),
      providesTags: ['Stock', 'Order'],
    }),
  }),
});

export const {
  useStockLocationsQuery,
  useStockOverviewQuery,
  useLowStockQuery,
  useProductStockQuery,
  useStockMovementsQuery,
  useReceiveStockMutation,
  useTransferStockMutation,
  useAdjustStockMutation,
  usePickListQuery,
} = stockApi;
