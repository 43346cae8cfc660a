import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, toApiError } from './errors.js';
import type { paths } from './generated/storefront.js';

export interface SajiloClientOptions {
  /** The API host, e.g. `http://localhost:4000`; always from configuration, never a literal in app code. */
  baseUrl: string;
  /** The application key sent as `X-Api-Key` on public calls. */
  apiKey?: string;
  /** Returns the customer's bearer token, if any; read on every request so a new login applies at once. */
  getToken?: () => string | null | undefined;
  /** A fetch implementation (tests, server-side rendering); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /**
   * The language the server writes its messages in (`Accept-Language`): `en` or `ne` (the page's language).
   * Without it the server answers in English.
   */
  language?: string;
}

export type SajiloClient = Client<paths>;

/**
 * A typed client for every operation of openapi/storefront.yaml. List query parameters are sent
 * comma-separated (`brands=1,2`), as the contract states.
 */
export function createSajiloClient(options: SajiloClientOptions): SajiloClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    querySerializer: { array: { style: 'form', explode: false } },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      if (options.apiKey) request.headers.set('X-Api-Key', options.apiKey);
      if (options.language) request.headers.set('Accept-Language', options.language);
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}

/** What an openapi-fetch call resolves to. */
export type FetchResult<D> =
  | { data: D; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/**
 * Awaits an openapi-fetch call and returns its data, or throws one ApiError carrying the status, the
 * message and the per-field messages. Network failures become an ApiError with status 0.
 */
export async function unwrap<D>(call: Promise<FetchResult<D>>): Promise<NonNullable<D>> {
  let result: FetchResult<D>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw toApiError(0, undefined);
  }
  const { data, error, response } = result;
  if (error !== undefined || !response.ok || data === undefined || data === null) {
    throw toApiError(response.status, error, response.headers.get('Retry-After'));
  }
  return data;
}
