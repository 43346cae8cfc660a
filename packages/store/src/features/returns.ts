// Returns and exchanges (docs/returns.md "Asking for a return"): asking for one (multipart, up to three
// photos) and a refunded return's credit note as a PDF.
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';

type Schemas = components['schemas'];

export interface ReturnDraft {
  slug: string;
  kind: 'refund' | 'exchange';
  reason: Schemas['ReturnRequestInput']['reason'];
  details?: string;
  lines: { item: number; quantity: number }[];
  unopened: boolean;
  photos?: Blob[];
}

function returnForm(draft: ReturnDraft): FormData {
  const data = new FormData();
  data.set('kind', draft.kind);
  data.set('reason', draft.reason);
  if (draft.details?.trim()) data.set('details', draft.details);
  data.set('lines', JSON.stringify(draft.lines));
  if (draft.unopened) data.set('unopened', 'true');
  (draft.photos ?? []).slice(0, 3).forEach((photo, i) => {
    data.set(`photo_${i + 1}`, photo);
  });
  return data;
}

export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestReturn: build.mutation({
      queryFn: (draft: ReturnDraft, a) =>
        request(a, (c) =>
          c.POST('/api/customer/orders/{slug}/returns', {
            params: { path: { slug: draft.slug } },
            body: {} as Schemas['ReturnRequestInput'],
            bodySerializer: () => returnForm(draft),
          }),
        ),
      invalidatesTags: (_r, error, draft) => (error ? [] : [{ type: 'Order', id: draft.slug }]),
    }),
    // The credit note as a PDF, fetched with the session's token; a blob: address the caller revokes.
    creditNotePdf: build.mutation<string, { slug: string; id: number }>({
      queryFn: async ({ slug, id }, a) => {
        const answer = await request(a, (c) =>
          c.GET('/api/customer/orders/{slug}/returns/{id}/credit-note.pdf', {
            params: { path: { slug, id } },
            parseAs: 'blob',
          }),
        );
        if (answer.error) return { error: answer.error };
        return { data: URL.createObjectURL(answer.data) };
      },
    }),
  }),
});

export const { useRequestReturnMutation, useCreditNotePdfMutation } = returnsApi;
