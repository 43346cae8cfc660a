// Security headers on every response, and CORS per route group: the storefront's origin on every route, a
// partner's origins on the widgets' routes only (a partner page must never call a customer's bearer routes).
//
// Both are built once at start and set directly on each request (docs/server.md "Answers on the wire").
// @fastify/helmet built Helmet's middleware and parsed the CSP on every request, and @fastify/cors normalised
// its options on every request through our delegator: together about 6 % of a kept catalogue answer's CPU
// time. The answers are the same header for header (test/headers.test.ts pins them): Helmet's headers as its
// middleware sets them, and CORS as @fastify/cors answered with these options (Vary: Origin on every answer,
// the origin echoed when allowed, strict preflights).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from '../errors.js';
import { partnerOperations } from './clients.js';
import { vary } from './language.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** An allowed CORS preflight, answered by the hook; the OPTIONS catch-all route 404s any other. */
    corsPreflight: boolean;
  }
}

const HELMET: HelmetOptions = {
  // JSON and images are read by the storefront and partner sites on other origins.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The showroom and catalogue pages are framed by the storefront; they set frame-ancestors themselves.
  frameguard: false,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
    },
  },
};

/** The headers Helmet's middleware sets with `options`, in its order: it sets the same ones on every request. */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    // X-Powered-By, which nothing here sets.
    removeHeader() {},
    getHeader() {
      return undefined;
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Partner origins are answered on the widgets' paths only (clients.ts, `x-partner` in the contract). */
const partnerRoute = (request: FastifyRequest) => {
  const url = request.url;
  const at = url.indexOf('?');
  return partnerOperations.paths.has(at < 0 ? url : url.slice(0, at));
};
/** The back office's operations answer its own origins only (openapi/admin.yaml, config ADMIN_ORIGIN). */
const adminRoute = (request: FastifyRequest) => request.url.startsWith('/api/admin/');

const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Content-Type, Authorization, X-Api-Key, Idempotency-Key';
const EXPOSE_HEADERS = 'Retry-After';
const MAX_AGE = '600';

export default fp(
  async (app) => {
    const originAllowed = (origin: string, request: FastifyRequest) =>
      adminRoute(request)
        ? app.config.adminOrigins.includes(origin)
        : app.clients.originAllowed(origin, partnerRoute(request));

    const security = helmetHeaders(HELMET);
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of security) raw.setHeader(name, value);
      done();
    });
    // Catalogue PDFs are shown inside the viewer page (API host) and the storefront's full-screen viewer.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/uploads/') && request.url.split('?')[0]?.endsWith('.pdf')) {
        reply.header('Content-Security-Policy', `frame-ancestors 'self' ${app.config.storefrontOrigin}`);
      }
    });
    // A preflight from an origin no key allows is refused with an honest 403 (docs/design.md: 403 for a wrong
    // origin), not the 404 the catch-all below would answer; still without CORS headers, so the browser blocks
    // the call (a partner widget on a foreign site, docs/architecture.md "Widgets for partner sites").
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (
        request.method === 'OPTIONS' &&
        origin &&
        request.headers['access-control-request-method'] &&
        !originAllowed(origin, request)
      ) {
        throw new HttpError(403, /*i18n*/ 'This origin is not allowed to call the Sajilo API.');
      }
    });

    app.decorateRequest('corsPreflight', false);
    app.addHook('onRequest', (request, reply: FastifyReply, done) => {
      if (reply.getHeader('Vary') === undefined) reply.header('Vary', 'Origin');
      else vary(reply, 'Origin');
      const origin = request.headers.origin;
      // No Origin: not a browser cross-origin call (curl, server to server).
      if (origin && !originAllowed(origin, request)) return done();
      if (origin) reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
      if (request.raw.method !== 'OPTIONS') return done();
      // A preflight: strict, as @fastify/cors answered (an Origin and the method asked for, or 400).
      if (!origin || !request.headers['access-control-request-method']) {
        reply.status(400).type('text/plain').send('Invalid Preflight Request');
        return;
      }
      request.corsPreflight = true;
      reply
        .header('Access-Control-Allow-Methods', ALLOW_METHODS)
        .header('Access-Control-Allow-Headers', ALLOW_HEADERS)
        .header('Access-Control-Max-Age', MAX_AGE)
        .code(204)
        .header('Content-Length', '0')
        .send();
    });
    // Every other OPTIONS request is an address not found.
    app.options('*', { schema: { hide: true } }, (request, reply) => {
      if (!request.corsPreflight) {
        reply.callNotFound();
        return;
      }
      reply.send();
    });
  },
  { name: 'security', dependencies: ['clients'] },
);
