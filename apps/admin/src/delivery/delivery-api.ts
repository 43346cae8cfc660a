// The delivery zones' endpoints (docs/back-office.md "Delivery"), injected into the back office's one
// createApi (store/api.ts) from their own file.
import type { AdminComponents } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

export type DeliveryZone = AdminComponents['schemas']['DeliveryZone'];
export type DeliveryZoneInput = AdminComponents['schemas']['DeliveryZoneInput'];

export const deliveryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deliveryZones: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/delivery-zones')),
      providesTags: ['Product'],
    }),
    createDeliveryZone: build.mutation({
      queryFn: (body: DeliveryZoneInput, api) =>
        call(api, (c) => c.POST('/api/admin/delivery-zones', { body })),
      invalidatesTags: ['Product', 'Audit'],
    }),
    deleteDeliveryZone: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.DELETE('/api/admin/delivery-zones/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Product', 'Audit'],
    }),
    updateDeliveryZone: build.mutation({
      queryFn: ({ id, ...body }: DeliveryZoneInput & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/delivery-zones/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Product', 'Audit'],
    }),
  }),
});

export const {
  useDeliveryZonesQuery,
  useCreateDeliveryZoneMutation,
  useDeleteDeliveryZoneMutation,
  useUpdateDeliveryZoneMutation,
} = deliveryApi;
