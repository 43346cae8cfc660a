// The inbox, subscribers and partner keys' endpoints, injected into the back office's one createApi. Handling
// an item refreshes the dashboard's counts.
import type { AdminClient, AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { unwrap } from '@sajilo/api/admin';
import { adminApi, call } from './api.js';

type Schemas = AdminComponents['schemas'];
export type InboxQuery = NonNullable<AdminOperations['adminListInbox']['parameters']['query']>;
export type SubscriberQuery = NonNullable<AdminOperations['adminListSubscribers']['parameters']['query']>;

export const inboxApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['Inbox', 'Subscriber', 'Partner'] })
  .injectEndpoints({
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
      subscribers: build.query({
        queryFn: (query: SubscriberQuery, a) =>
          call(a, (c) => c.GET('/api/admin/subscribers', { params: { query } })),
        providesTags: ['Subscriber'],
      }),
      unsubscribe: build.mutation({
        queryFn: (id: number, a) =>
          call(a, (c) => c.DELETE('/api/admin/subscribers/{id}', { params: { path: { id } } })),
        invalidatesTags: ['Subscriber', 'Audit'],
      }),
      partners: build.query({
        queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/partners')),
        providesTags: ['Partner'],
      }),
      createPartner: build.mutation({
        queryFn: (body: Schemas['PartnerInput'], a) =>
          call(a, (c) => c.POST('/api/admin/partners', { body })),
        invalidatesTags: ['Partner', 'Audit'],
      }),
      revokePartner: build.mutation({
        queryFn: (id: number, a) =>
          call(a, (c) => c.POST('/api/admin/partners/{id}/revoke', { params: { path: { id } } })),
        invalidatesTags: ['Partner', 'Audit'],
      }),
    }),
  });

/** A file sent with an inbox item, as a Blob: the staff token rides with it (never a public address). */
export function downloadInboxFile(client: AdminClient, id: number, fileId: number): Promise<Blob> {
  return unwrap(
    client.GET('/api/admin/inbox/{id}/files/{file_id}', {
      params: { path: { id, file_id: fileId } },
      parseAs: 'blob',
    }),
  );
}

/** Every subscriber as CSV text. */
export function exportSubscribers(client: AdminClient): Promise<string> {
  return unwrap(client.GET('/api/admin/subscribers/export', { parseAs: 'text' }));
}

/** Saves `content` as a file the browser downloads. */
export function saveFile(content: Blob, name: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
