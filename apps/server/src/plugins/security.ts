// Security headers on every response, and CORS per route group: the storefront's origin on every route, a
// partner's origins on the widgets' routes only (a partner page must never call a customer's bearer routes).
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.js';
import { partnerOperations } from './clients.js';

/** Partner origins are answered on the widgets' paths only (clients.ts, `x-partner` in the contract). */
const partnerRoute = (request: FastifyRequest) =>
  partnerOperations.paths.has(request.url.split('?')[0] ?? '');
/** The back office's operations answer its own origins only (openapi/admin.yaml, config ADMIN_ORIGIN). */
const adminRoute = (request: FastifyRequest) => request.url.startsWith('/api/admin/');

export default fp(
  async (app) => {
    const originAllowed = (origin: string, request: FastifyRequest) =>
      adminRoute(request)
        ? app.config.adminOrigins.includes(origin)
        : app.clients.originAllowed(origin, partnerRoute(request));
    await app.register(helmet, {
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
    });
    // Catalogue PDFs are shown inside the viewer page (API host) and the storefront's full-screen viewer.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/uploads/') && request.url.split('?')[0]?.endsWith('.pdf')) {
        reply.header('Content-Security-Policy', `frame-ancestors 'self' ${app.config.storefrontOrigin}`);
      }
    });
    // A preflight from an origin no key allows is refused with an honest 403 (docs/design.md: 403 for a wrong
    // origin), not the 404 the CORS plugin would fall through to; still without CORS headers, so the browser
    // blocks the call (a partner widget on a foreign site, issue 6).
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
    const options = {
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'X-Api-Key', 'Idempotency-Key'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    };
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        // No Origin: not a browser cross-origin call (curl, server to server).
        const allowed = !origin || originAllowed(origin, request as FastifyRequest);
        callback(null, { ...options, origin: allowed });
      },
    });
  },
  { name: 'security', dependencies: ['clients'] },
);
