// The one createApi of the storefront. Features inject their endpoints (features/*.ts) and export their
// hooks from there. Endpoints call the typed client from @sajilo/api through `request()`.
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { type FetchResult, type SajiloClient, unwrap } from '@sajilo/api';
import { type RequestError, toRequestError } from './errors.js';

export const TAG_TYPES = [
  'Banner',
  'Testimonial',
  'Page',
  'Plugin',
  'Product',
  'Listing',
  'Category',
  'Brand',
  'Catalogue',
  'Showroom',
  'Blog',
  'Job',
  'Faq',
  'FaqType',
  'Symptom',
  'Profile',
  'Cart',
  'Wishlist',
  'Order',
  'Dashboard',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<RequestError>(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** What the store hands every endpoint (thunk extra argument). */
export interface StoreExtra {
  client: SajiloClient;
}

function isStoreExtra(extra: unknown): extra is StoreExtra {
  return typeof extra === 'object' && extra !== null && 'client' in extra;
}

/**
 * Runs one typed client call for an endpoint's queryFn: `{ data }` on success, `{ error }` (a
 * serialisable RequestError with field messages) otherwise.
 */
export function request<D>(
  api: { extra: unknown },
  call: (client: SajiloClient) => Promise<FetchResult<D>>,
): Promise<QueryReturnValue<NonNullable<D>, RequestError, undefined>> {
  if (!isStoreExtra(api.extra))
    return Promise.resolve({ error: toRequestError(new Error('store built without a client')) });
  return unwrap(call(api.extra.client)).then(
    (data) => ({ data }),
    (error: unknown) => ({ error: toRequestError(error) }),
  );
}
