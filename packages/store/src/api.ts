// The one createApi of the storefront. Features inject their endpoints (features/*.ts) and export their
// hooks from there. Endpoints call the typed client from @sajilo/api through `request()`.
import { createAction } from '@reduxjs/toolkit';
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule, fakeBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
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
  'Stock',
  'Review',
  'Dealer',
  'Quote',
] as const;

/**
 * The API cache a server render filled (`store.getState().api`), handed to the browser's store: the
 * queries it answered are taken as they are, so the page asks for none of them again.
 */
export const apiStateHydrated = createAction<unknown>('api/stateHydrated');

// On a server (no window) the hooks start their queries during render instead of in an effect, so a
// render pass collects every query the page asks for and the page server waits for them before the
// render it sends (RTK Query's server-rendering mode). In the browser they subscribe in effects as usual.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<RequestError>(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo(action) {
    // biome-ignore lint/suspicious/noExplicitAny: the payload is this slice's own state, serialised by the server.
    return apiStateHydrated.match(action) ? (action.payload as any) : undefined;
  },
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
