// Cart and checkout (docs/customer.md §2.3 Cart, Checkout). Totals always come from the server.
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';

type Schemas = components['schemas'];

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    cart: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/carts')),
      providesTags: ['Cart'],
    }),
    cartCount: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/carts/count')),
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation({
      // `area`: a tile ordered by area; the server counts the boxes and the line keeps the area.
      queryFn: ({ slug, ...body }: { slug: string } & Schemas['AddToCartInput'], a) =>
        request(a, (c) => c.POST('/api/carts/{slug}/added', { params: { path: { slug } }, body })),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
    updateCartLine: build.mutation({
      queryFn: ({ id, quantity }: { id: number; quantity: number }, a) =>
        request(a, (c) => c.POST('/api/carts/{id}/update', { params: { path: { id } }, body: { quantity } })),
      // No refetch of the cart: the answer holds the line's subtotal and the cart's total, which the caller
      // writes into the cached cart (cartApi.util.updateQueryData). A refetch started by one change could
      // land after the answer to the next one and show the earlier total; the line count does not change.
      invalidatesTags: [],
    }),
    removeCartLine: build.mutation({
      queryFn: (id: number, a) =>
        request(a, (c) => c.DELETE('/api/carts/{id}', { params: { path: { id } } })),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
    // A promotion code for the cart (docs/promotions.md): the answer is the cart with it, written into the
    // cache; a code that does not apply is refused with why beside `code`, and the cart stays as it was.
    applyPromotionCode: build.mutation({
      queryFn: (code: string, a) =>
        request(a, (c) => c.POST('/api/carts/promotion-code', { body: { code } })),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
    removePromotionCode: build.mutation({
      queryFn: (_: void, a) => request(a, (c) => c.DELETE('/api/carts/promotion-code')),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
    // Delivery to a district (and municipality) for these lines (docs/delivery.md): public, so a visitor's
    // cart asks it too; a question, not a change, though it is a POST (the lines travel in the body).
    deliveryQuote: build.query({
      queryFn: (body: Schemas['DeliveryQuoteInput'], a) =>
        request(a, (c) => c.POST('/api/delivery/quote', { body })),
    }),
    // The showrooms the cart can be collected at, when, and its totals with no delivery charge
    // (docs/delivery.md "Collection at a showroom"); asked again whenever the cart changes.
    collectionPoints: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/carts/collection')),
      providesTags: ['Cart', 'Stock'],
    }),
    checkout: build.mutation({
      // The key is made once per checkout attempt by the form, so a double click or a retry places one order.
      queryFn: ({ idempotencyKey, ...body }: Schemas['CheckoutInput'] & { idempotencyKey: string }, a) =>
        request(a, (c) =>
          c.POST('/api/checkouts', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }),
        ),
      // An order takes goods from the stock: the product pages' availability is asked for again.
      invalidatesTags: (_r, error) => (error ? [] : ['Cart', 'Order', 'Dashboard', 'Stock', 'Dealer']),
    }),
  }),
});

export const {
  useCartQuery,
  useCartCountQuery,
  useAddToCartMutation,
  useUpdateCartLineMutation,
  useRemoveCartLineMutation,
  useApplyPromotionCodeMutation,
  useRemovePromotionCodeMutation,
  useCheckoutMutation,
  useDeliveryQuoteQuery,
  useCollectionPointsQuery,
} = cartApi;
