// Types of server.mjs (plain JavaScript so `pnpm serve` needs no build step).
export declare const DEMO_KEY: string;

export interface DemoServer {
  /** http://localhost:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the demo partner site on `port` (0: any free port) against the API at `apiUrl`. */
export declare function startDemoServer(options: {
  port: number;
  apiUrl: string;
  key?: string;
}): Promise<DemoServer>;

export declare function renderPage(query: URLSearchParams, options: { apiUrl: string; key: string }): string;

/** A bare page with the README's integration guide pasted in (its code blocks, placeholders filled). */
export declare function renderReadmePage(options: { apiUrl: string; key: string; origin: string }): string;
