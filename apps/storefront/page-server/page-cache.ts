// The page server's rendered pages, kept so a page asked for again is not rendered again (docs/storefront.md
// "The page cache"). A server-rendered page is a function of its address and of the API answers its render
// used (rendered logged out, the same for every visitor; pages.ts swaps each response's own
// Content-Security-Policy nonce into a page kept with a placeholder). So a kept page is served again only
// once every one of its answers has been asked for again and found unchanged: a catalogue answer with
// `If-None-Match` (the API's catalogue ETag, 304 while the catalogue's version stands; docs/server.md
// "Caching"), any other answer by the SHA-256 of its body. A write through the admin shows on the very next
// request. Only pages whose every answer arrived before the render's deadline are kept, and none longer than
// `maxAgeMs` (what a page says may also depend on the day: a job's deadline passing): half a minute, so that a
// kept page's answers, with its render and the browser's hydration, stay younger than the minute after which
// the product page asks for its stock again (docs/storefront.md "The page cache"). Least recently used pages
// go first.
import { createHash } from 'node:crypto';
import type { RenderAnswer } from './renderer.js';

/** The SHA-256 of a body, to recognise the same answer again. */
export const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

/** How long a rendered page is kept at most. */
export const KEPT_PAGE_MS = 30_000;

export interface PageCache<Page> {
  readonly size: number;
  /** The page kept for `key` while every answer it was rendered with is unchanged; else nothing (dropped). */
  fresh(key: string): Promise<Page | undefined>;
  /** Keeps `page`, rendered with `answers`. */
  set(key: string, page: Page, answers: RenderAnswer[]): void;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

export function createPageCache<Page>({
  maxEntries = 200,
  maxAgeMs = KEPT_PAGE_MS,
  fetch = globalThis.fetch,
  now = Date.now,
}: PageCacheOptions = {}): PageCache<Page> {
  const pages = new Map<string, { page: Page; answers: RenderAnswer[]; at: number }>();

  /** Whether an answer is still what the page was rendered with. */
  async function unchanged(answer: RenderAnswer): Promise<boolean> {
    const headers = new Headers(answer.headers);
    if (answer.etag) headers.set('If-None-Match', answer.etag);
    const res = await fetch(answer.url, { headers });
    if (res.status === 304) {
      await res.body?.cancel();
      return answer.etag !== undefined;
    }
    if (res.status !== answer.status) {
      await res.body?.cancel();
      return false;
    }
    return digestOf(Buffer.from(await res.arrayBuffer())) === answer.digest;
  }

  return {
    get size() {
      return pages.size;
    },
    async fresh(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > maxAgeMs) {
        pages.delete(key);
        return undefined;
      }
      let same = false;
      try {
        same = (await Promise.all(entry.answers.map(unchanged))).every(Boolean);
      } catch {
        same = false;
      }
      // A newer render may have replaced it meanwhile: drop only this one.
      if (!same) {
        if (pages.get(key) === entry) pages.delete(key);
        return undefined;
      }
      // Most recently used last.
      if (pages.get(key) === entry) {
        pages.delete(key);
        pages.set(key, entry);
      }
      return entry.page;
    },
    set(key, page, answers) {
      if (maxEntries <= 0) return;
      pages.delete(key);
      pages.set(key, { page, answers, at: now() });
      while (pages.size > maxEntries) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
    },
  };
}
