// A page server: one request handler (`handle`, which a test drives without listening, e.g. with
// light-my-request) that puts the security headers on every answer, reads only (GET and HEAD), tries the
// server's routes, then its static files, then its fallback (the page); and `listen`/`close` around it, with
// the HTTP parser's refusals answered in words and a graceful stop: no new connections, new requests on kept
// connections answered 503 with `Connection: close`, the requests in flight finished
// (docs/operations.md "Several instances").
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { pathOf, sendText } from './http.js';
import { rawSecurityHeaders, type SecurityOptions, securityHeaders } from './security-headers.js';
import type { StaticFiles } from './static-files.js';

export type Handler = (req: IncomingMessage, res: ServerResponse, path: string) => void | Promise<void>;

export interface Route {
  /** The address's path (no query) it answers: exactly this one, any this pattern matches, or a test. */
  path: string | RegExp | ((path: string) => boolean);
  handle: Handler;
}

export interface PageServerOptions {
  /** How the server names itself in its log lines (`Sajilo storefront`). */
  name: string;
  security: SecurityOptions;
  /**
   * A check before any route (after the method): true when it has answered the request itself (a refusal).
   */
  guard?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Tried in order before the files. */
  routes?: readonly Route[];
  /** The built files, after the routes. */
  files?: StaticFiles;
  /** Whatever no route and no file answered: the app's page, or its not-found answer. */
  fallback: Handler;
  /** Where a failed request is reported (console.error by default). */
  logError?: (message: string, error: unknown) => void;
}

export interface PageServer {
  /** Answers one request: the whole server, without a socket of its own. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Listens (port 0: any free one); resolves with the port once it does. */
  listen(options: { port: number; host?: string }): Promise<{ port: number; server: Server }>;
  /**
   * Stops gracefully: no new connections, new requests on kept connections get 503, those in flight finish;
   * after `timeoutMs` whatever is still open is cut. Resolves once every connection is closed.
   */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

const matches = (pattern: Route['path'], path: string) =>
  typeof pattern === 'string'
    ? pattern === path
    : pattern instanceof RegExp
      ? pattern.test(path)
      : pattern(path);

/** The parser's refusals, by Node's error code: a status, its reason phrase and the reason in words. */
function refusalOf(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [
      431,
      'Request Header Fields Too Large',
      'Request headers too large: the address or the cookies are too long.',
    ];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [408, 'Request Timeout', 'The request took too long to arrive. Please try again.'];
  }
  return [400, 'Bad Request', 'Bad request: it could not be read.'];
}

export function createPageServer(options: PageServerOptions): PageServer {
  const { name, security, guard, routes = [], files, fallback } = options;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  let server: Server | undefined;
  let closing = false;
  const inFlight = new Set<ServerResponse>();

  async function answer(req: IncomingMessage, res: ServerResponse) {
    for (const [header, value] of Object.entries(securityHeaders(req, security)))
      res.setHeader(header, value);
    if (closing) {
      res.setHeader('Connection', 'close');
      return sendText(req, res, 503, 'The server is restarting. Please try again in a moment.', {
        'Cache-Control': 'no-store',
        'Retry-After': '1',
      });
    }
    // Pages and files are only read (the forms post to the API): any other method answers 405 and says
    // which are allowed, rather than the page as if it had been read.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(req, res, 405, 'Method not allowed: this address can only be read (GET or HEAD).', {
        Allow: 'GET, HEAD',
        'Cache-Control': 'no-store',
      });
    }
    if (guard?.(req, res)) return;
    const path = pathOf(req);
    const route = routes.find((candidate) => matches(candidate.path, path));
    if (route) return route.handle(req, res, path);
    if (files && (await files(req, res, path))) return;
    return fallback(req, res, path);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // Its connection is idle now: nothing keeps it open once the server stops.
      if (closing) setImmediate(() => server?.closeIdleConnections());
    });
    try {
      await answer(req, res);
    } catch (error) {
      logError(`${name}: ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) {
        sendText(req, res, 500, 'Something went wrong on our side. Please try again.', {
          'Cache-Control': 'no-store',
        });
      } else {
        res.destroy();
      }
    }
  }

  /**
   * A request Node's HTTP parser refuses (headers over its limit, a malformed request line, a control
   * character in a header) is answered with its reason in words and the security headers, instead of Node's
   * bare status line with no body.
   */
  function refuse(error: NodeJS.ErrnoException, socket: Socket) {
    // The connection is gone: nobody to answer (Node's own rule for this event).
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, text] = refusalOf(error.code);
    if (socket.writable) {
      const encrypted = Boolean((socket as Socket & { encrypted?: boolean }).encrypted);
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(text)}\r\n${rawSecurityHeaders(encrypted, security)}` +
          `Cache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  }

  return {
    handle,
    listen({ port, host }) {
      const listening = createServer((req, res) => void handle(req, res));
      listening.on('clientError', refuse);
      server = listening;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          listening.off('error', reject);
          const address = listening.address();
          resolve({ port: typeof address === 'object' && address ? address.port : port, server: listening });
        });
      });
    },
    async close({ timeoutMs = 10_000 } = {}) {
      closing = true;
      const listening = server;
      if (!listening?.listening) return;
      // Those in flight that have not answered yet close their connection after answering.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
      listening.closeIdleConnections();
      const cut = setTimeout(() => listening.closeAllConnections(), timeoutMs);
      await closed;
      clearTimeout(cut);
    },
  };
}

/**
 * SIGTERM and SIGINT stop the server gracefully (close) and end the process with 0; `onStop` runs first
 * (a log line). A second signal while stopping ends it at once.
 */
export function stopOnSignals(server: PageServer, onStop?: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      onStop?.(signal);
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
