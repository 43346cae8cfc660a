// The reviews' endpoints (docs/back-office.md "Reviews"), injected into the back office's one createApi.
import type { AdminOperations } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

export type ReviewsQuery = NonNullable<AdminOperations['adminListReviews']['parameters']['query']>;

export const reviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query({
      queryFn: (query: ReviewsQuery, a) => call(a, (c) => c.GET('/api/admin/reviews', { params: { query } })),
      providesTags: ['Review'],
    }),
    approveReview: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.POST('/api/admin/reviews/{id}/approve', { params: { path: { id } } })),
      invalidatesTags: ['Review', 'Audit'],
    }),
    rejectReview: build.mutation({
      queryFn: ({ id, reason }: { id: number; reason: string }, a) =>
        call(a, (c) =>
          c.POST('/api/admin/reviews/{id}/reject', { params: { path: { id } }, body: { reason } }),
        ),
      invalidatesTags: ['Review', 'Audit'],
    }),
    replyReview: build.mutation({
      queryFn: ({ id, reply }: { id: number; reply: string }, a) =>
        call(a, (c) => c.PUT('/api/admin/reviews/{id}/reply', { params: { path: { id } }, body: { reply } })),
      invalidatesTags: ['Review', 'Audit'],
    }),
  }),
});

export const { useReviewsQuery, useApproveReviewMutation, useRejectReviewMutation, useReplyReviewMutation } =
  reviewsApi;
