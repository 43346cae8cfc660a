// Wishlist (docs/customer.md §2): add and remove are idempotent on the server.
import { api, request } from '../api.js';

export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    wishlist: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/wishlists')),
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/wishlists/{slug}', { params: { path: { slug } } })),
      invalidatesTags: (_r, error) => (error ? [] : ['Wishlist']),
    }),
    removeFromWishlist: build.mutation({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.DELETE('/api/wishlists/{slug}', { params: { path: { slug } } })),
      invalidatesTags: (_r, error) => (error ? [] : ['Wishlist']),
    }),
  }),
});

export const { useWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi;
