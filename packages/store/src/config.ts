/** Where the store's API client points; always from configuration (env), never a literal in app code. */
export interface StoreConfig {
  /** The API host, e.g. `http://localhost:4000`. */
  apiBaseUrl: string;
  /** The storefront's application key (`X-Api-Key`). */
  apiKey: string;
  /**
   * The page's language (`en`, `ne`), sent as `Accept-Language` on every call: the server writes its
   * messages (toasts, field messages, errors) in it. English when absent.
   */
  language?: string;
}
