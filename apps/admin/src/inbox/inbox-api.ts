// The inbox's endpoints, injected into the back office's one createApi. Handling an item refreshes the
// dashboard's counts.
import type { AdminClient, AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { unwrap } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

type Schemas = AdminComponents['schemas'];
export type InboxQuery = NonNullable<AdminOperations['adminListInbox']['parameters']['query']>;

export const inboxApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query({
      queryFn: (query: InboxQuery, a) => call(a, (c) => c.GET('/api/admin/inbox', { params: { query } })),
      providesTags: ['Inbox'],
    }),
    inboxItem: build.query({
      queryFn: (id: number, a) =>
        call(a, (c) => c.GET('/api/admin/inbox/{id}', { params: { path: { id } } })),
      providesTags: (_r, _e, id) => [{ type: 'Inbox', id }],
    }),
    updateInboxItem: build.mutation({
      queryFn: ({ id, ...body }: { id: number } & Schemas['InboxUpdateInput'], a) =>
        call(a, (c) => c.PUT('/api/admin/inbox/{id}', { params: { path: { id } }, body })),
      invalidatesTags: (_r, _e, { id }) => ['Inbox', { type: 'Inbox', id }, 'Dashboard', 'Audit'],
    }),
  }),
});

export const { useInboxQuery, useInboxItemQuery, useUpdateInboxItemMutation } = inboxApi;

/** A file sent with an inbox item, as a Blob: the staff token rides with it (never a public address). */
export function downloadInboxFile(client: AdminClient, id: number, fileId: number): Promise<Blob> {
  return unwrap(
    client.GET('/api/admin/inbox/{id}/files/{file_id}', {
      params: { path: { id, file_id: fileId } },
      parseAs: 'blob',
    }),
  );
}
