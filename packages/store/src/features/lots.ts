// A tile line's shade lots (docs/tiles.md "Split lots and top-ups"): accepting a split across lots, letting go
// of a top-up's lot for the closest one, and buying more from an earlier order's lot. Each changes the cart.
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';

type Schemas = components['schemas'];

export const lotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setCartLineLots: build.mutation({
      queryFn: ({ id, ...body }: { id: number } & Schemas['CartLineLotsInput'], a) =>
        request(a, (c) => c.POST('/api/carts/{id}/lots', { params: { path: { id } }, body })),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
    topUpFromLot: build.mutation({
      queryFn: ({ slug, ...body }: { slug: string } & Schemas['TopUpInput'], a) =>
        request(a, (c) => c.POST('/api/customer/orders/{slug}/top-up', { params: { path: { slug } }, body })),
      invalidatesTags: (_r, error) => (error ? [] : ['Cart']),
    }),
  }),
});

export const { useSetCartLineLotsMutation, useTopUpFromLotMutation } = lotsApi;
