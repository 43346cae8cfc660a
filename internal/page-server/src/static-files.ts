// The built files a page server sends as they are (sirv): Vite's hashed files under /assets/ are cached a
// year and immutable (their name changes with their content); anything else (a favicon) is revalidated
// every time. Precompressed copies (`.br`, `.gz` beside a file, written at build time) are sent to a browser
// that accepts them, so nothing is compressed per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/** Vite's hashed files: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Any other file: kept, but revalidated with its ETag every time. */
export const REVALIDATE = 'no-cache';

export interface StaticOptions {
  /** Precompressed `.br` and `.gz` copies stand beside the files. */
  precompressed?: boolean;
  /**
   * Paths never served from the folder (the server's own code built into it, the HTML templates the server
   * fills in): a path starting with one of these, or equal to one.
   */
  hidden?: readonly string[];
}

/** Answers a request with a file of the folder; resolves false (nothing written) when it has none. */
export type StaticFiles = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean>;

export function staticFiles(dir: string, { precompressed = false, hidden = [] }: StaticOptions = {}) {
  const serve = sirv(dir, {
    etag: true,
    gzip: precompressed,
    brotli: precompressed,
    // A file is sent by its exact name only: `/index` is no name for index.html (a template).
    extensions: [],
    setHeaders: (res, pathname) =>
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE),
  });
  const isHidden = (raw: string) => {
    // As sirv reads it: `/page%2Dserver/` is `/page-server/`.
    let path = raw;
    try {
      path = decodeURI(raw);
    } catch {
      // A malformed escape: sirv keeps it as it is too.
    }
    return hidden.some((prefix) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix)));
  };
  const files: StaticFiles = (req, res, path) =>
    new Promise((resolve) => {
      if (isHidden(path)) return resolve(false);
      // sirv lists the folder once and pipes a read stream into the answer without listening for its errors:
      // a file that vanished since (a deploy replacing the build) would end the process. Its status line is
      // written by then, so the answer can only be broken off; the server goes on.
      res.once('pipe', (source) => source.once('error', () => res.destroy()));
      serve(req, res, () => resolve(false));
      // sirv has written its answer (or begun streaming it) when it did not call next.
      if (res.headersSent || res.writableEnded) resolve(true);
    });
  return files;
}
