// The people's endpoints: staff accounts (the owner's), the audit log (the owner's), the newsletter's
// subscribers and the partners' keys.
import type {
  AdminClient,
  AdminComponents,
  AdminOperations,
  AdminStaffCreateInput,
  AdminStaffUpdateInput,
} from '@sajilo/api/admin';
import { unwrap } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

type Schemas = AdminComponents['schemas'];
export type AuditQuery = NonNullable<AdminOperations['adminListAudit']['parameters']['query']>;
export type SubscriberQuery = NonNullable<AdminOperations['adminListSubscribers']['parameters']['query']>;

export const peopleApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
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
    audit: build.query({
      queryFn: (query: AuditQuery, api) => call(api, (c) => c.GET('/api/admin/audit', { params: { query } })),
      providesTags: ['Audit'],
    }),
    subscribers: build.query({
      queryFn: (query: SubscriberQuery, api) =>
        call(api, (c) => c.GET('/api/admin/subscribers', { params: { query } })),
      providesTags: ['Subscriber'],
    }),
    unsubscribe: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.DELETE('/api/admin/subscribers/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Subscriber', 'Audit'],
    }),
    partners: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/partners')),
      providesTags: ['Partner'],
    }),
    createPartner: build.mutation({
      queryFn: (body: Schemas['PartnerInput'], api) =>
        call(api, (c) => c.POST('/api/admin/partners', { body })),
      invalidatesTags: ['Partner', 'Audit'],
    }),
    revokePartner: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.POST('/api/admin/partners/{id}/revoke', { params: { path: { id } } })),
      invalidatesTags: ['Partner', 'Audit'],
    }),
  }),
});

export const {
  useStaffListQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useAuditQuery,
  useSubscribersQuery,
  useUnsubscribeMutation,
  usePartnersQuery,
  useCreatePartnerMutation,
  useRevokePartnerMutation,
} = peopleApi;

/** Every subscriber as CSV text. */
export function exportSubscribers(client: AdminClient): Promise<string> {
  return unwrap(client.GET('/api/admin/subscribers/export', { parseAs: 'text' }));
}
