/** One API answer a page's render used, as asked (address and headers) and as answered. */
export interface Answer {
  url: string;
  headers: [string, string][];
  status: number;
  /** The answer's ETag, when it had one (catalogue answers). */
  etag?: string;
  /** The SHA-256 of its body (digestOf). */
  digest: string;
}
export declare function digestOf(bytes: Uint8Array): string;
export interface PageCache<Page> {
  readonly size: number;
  fresh(key: string): Promise<Page | undefined>;
  set(key: string, page: Page, answers: Answer[]): void;
}
export declare function createPageCache<Page = unknown>(options?: {
  maxEntries?: number;
  maxAgeMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}): PageCache<Page>;
