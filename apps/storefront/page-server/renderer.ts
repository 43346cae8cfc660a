// What the page server and its renderer (src/entry-server.tsx, built by `vite build --ssr` into dist/server)
// agree on: the renderer's options and its answer. Types only: the page server loads the built renderer at
// start (main.ts), and entry-server.tsx declares its `render` with these.

/** Vite's build manifest (dist/.vite/manifest.json), the parts used here. */
export type Manifest = Record<
  string,
  {
    file: string;
    css?: string[];
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
    src?: string;
  }
>;

export interface RenderOptions {
  /** The page's full URL as the visitor asked for it (origin included). */
  url: string;
  /** The API host and key the store calls. */
  config: { apiBaseUrl: string; apiKey: string };
  /** The inline script with the runtime configuration (config.ts's pageConfigScript), nonce included. */
  configScript: string;
  manifest: Manifest;
  /** The Content-Security-Policy nonce of the response (or a placeholder the page server replaces). */
  nonce: string;
  /** How long the API may take in all before the page is sent with what has answered. */
  deadlineMs?: number;
  /**
   * How long in all a page waits for its own record (the product, the post, the listing: what decides
   * whether it exists) when that is what has not answered by `deadlineMs`. A page sent without it could only
   * guess its status: past this limit it is sent as it stands with 503 and `retryAfter`, never as a 200 that
   * may be a missing page's (docs/storefront.md "Server rendering").
   */
  decideMs?: number;
  /**
   * The text of a built stylesheet (`assets/….css`), when the page server has it: the page carries its
   * stylesheets inline, so its first paint waits for no further request (without it, `<link>`s).
   */
  stylesheet?: (file: string) => string | undefined;
}

/**
 * One API answer the render used: asked for again with these headers, the same status and body (or a 304 to
 * its ETag) mean the page would render the same (the page server keeps rendered pages on that:
 * page-cache.ts).
 */
export interface RenderAnswer {
  url: string;
  headers: [string, string][];
  status: number;
  /** The answer's ETag, when it had one (catalogue answers). */
  etag?: string;
  /** The body's SHA-256 (base64url). */
  digest: string;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      /**
       * Every API answer the page was rendered with, when all of them arrived before the deadline (else
       * absent: the page shows something loading and must not be kept).
       */
      answers?: RenderAnswer[];
      /** With a 503: the seconds after which the page may be asked for again (Retry-After). */
      retryAfter?: number;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A page rendered in the browser only (the customer's own pages): the page server sends the shell. */
  | { kind: 'client' };

/** The renderer: dist/server/entry-server.js's `render`. */
export type Render = (options: RenderOptions) => Promise<RenderResult>;
