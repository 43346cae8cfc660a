// Product reviews (docs/customer.md §2.11): a product's approved reviews, the customer's own review
// and whether they may write one, writing it (multipart, up to three photos) and helpful votes.
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';

type Schemas = components['schemas'];

export type ReviewSort = 'newest' | 'helpful';

export interface ReviewDraft {
  slug: string;
  rating: number;
  title?: string;
  body: string;
  /** Up to three photos: they replace the review's earlier ones. */
  photos?: Blob[];
  removePhotos?: boolean;
}

function reviewForm(draft: ReviewDraft): FormData {
  const data = new FormData();
  data.set('rating', String(draft.rating));
  if (draft.title?.trim()) data.set('title', draft.title);
  data.set('body', draft.body);
  (draft.photos ?? []).slice(0, 3).forEach((photo, i) => {
    data.set(`photo_${i + 1}`, photo);
  });
  if (draft.removePhotos) data.set('remove_photos', 'true');
  return data;
}

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    productReviews: build.query({
      queryFn: ({ slug, sort, page }: { slug: string; sort: ReviewSort; page: number }, a) =>
        request(a, (c) =>
          c.GET('/api/products/{slug}/reviews', { params: { path: { slug }, query: { sort, page } } }),
        ),
      providesTags: (_r, _e, { slug }) => [{ type: 'Review', id: slug }],
    }),
    myReview: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/customer/reviews/{slug}', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Review', id: `mine:${slug}` }],
    }),
    submitReview: build.mutation({
      queryFn: (draft: ReviewDraft, a) =>
        request(a, (c) =>
          c.POST('/api/customer/reviews/{slug}', {
            params: { path: { slug: draft.slug } },
            body: {} as Schemas['ReviewInput'],
            bodySerializer: () => reviewForm(draft),
          }),
        ),
      // An edited review leaves the page until approved; the product's rating may change with it.
      invalidatesTags: (_r, error, draft) =>
        error
          ? []
          : [
              { type: 'Review', id: `mine:${draft.slug}` },
              { type: 'Review', id: draft.slug },
              { type: 'Product', id: draft.slug },
            ],
    }),
    markReviewHelpful: build.mutation({
      queryFn: ({ id }: { id: number; slug: string }, a) =>
        request(a, (c) => c.POST('/api/reviews/{id}/helpful', { params: { path: { id } } })),
      invalidatesTags: (_r, error, { slug }) => (error ? [] : [{ type: 'Review', id: slug }]),
    }),
  }),
});

export const {
  useProductReviewsQuery,
  useMyReviewQuery,
  useSubmitReviewMutation,
  useMarkReviewHelpfulMutation,
} = reviewsApi;
