// The back office's one RTK Query API: a createApi with every tag type and no endpoints of its own. Each
// feature injects its endpoints from its own folder (shell/shell-api.ts, orders/orders-api.ts,
// catalog/catalog-api.ts, content/content-api.ts, inbox/inbox-api.ts, people/people-api.ts, stock/stock-api.ts) and exports its
// hooks from there. Endpoints call the typed client of openapi/admin.yaml (`@sajilo/api/admin`) through
// `call`; failed calls are kept as @sajilo/store's RequestError (status, message, field messages).
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { type AdminClient, type FetchResult, unwrap } from '@sajilo/api/admin';
import { type RequestError, toRequestError } from '@sajilo/store';

export interface AdminExtra {
  client: AdminClient;
}

export function call<D>(
  api: { extra: unknown },
  run: (client: AdminClient) => Promise<FetchResult<D>>,
): Promise<QueryReturnValue<NonNullable<D>, RequestError, undefined>> {
  const { client } = api.extra as AdminExtra;
  return unwrap(run(client)).then(
    (data) => ({ data }),
    (error: unknown) => ({ error: toRequestError(error) }),
  );
}

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: fakeBaseQuery<RequestError>(),
  tagTypes: [
    'Me',
    'Dashboard',
    'Order',
    'Product',
    'Category',
    'Brand',
    'Colour',
    'Size',
    'ProductImport',
    'Content',
    'Inbox',
    'Staff',
    'Subscriber',
    'Partner',
    'Audit',
    'Stock',
    'Review',
    'Dealer',
    'Grievance',
    'Seller',
    'Promotion',
    'Return',
    'Refund',
    'Quote',
  ],
  endpoints: () => ({}),
});
