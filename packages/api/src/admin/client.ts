import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/admin.js';

export interface AdminClientOptions {
  /**
   * Where `/api/admin/…` is answered: the API host, or the back office's own origin when its page server
   * passes the calls on (`''` for relative addresses in the browser).
   */
  baseUrl: string;
  /** Returns the staff token, if any; read on every request so a new login applies at once. */
  getToken?: () => string | null | undefined;
  /** A fetch implementation (tests); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

export type AdminClient = Client<paths>;

/** A typed client for every operation of openapi/admin.yaml, sending the staff token as a bearer token. */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    querySerializer: { array: { style: 'form', explode: false } },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}
