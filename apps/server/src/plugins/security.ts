// Security headers on every response, and CORS for the storefront and each client's allowed origins.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.js';

export default fp(
  async (app) => {
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
    // A preflight from an origin no key allows is refused with an honest 403 (DESIGN.md: 403 for a wrong
    // origin), not the 404 the CORS plugin would fall through to; still without CORS headers, so the browser
    // blocks the call (a partner widget on a foreign site, issue 6).
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (
        request.method === 'OPTIONS' &&
        origin &&
        request.headers['access-control-request-method'] &&
        !app.clients.originAllowed(origin)
      ) {
        throw new HttpError(403, 'This origin is not allowed to call the Sajilo API.');
      }
    });
    await app.register(cors, {
      origin: (origin, callback) => {
        // No Origin: not a browser cross-origin call (curl, server to server).
        if (!origin) return callback(null, true);
        callback(null, app.clients.originAllowed(origin));
      },
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'X-Api-Key', 'Idempotency-Key'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['clients'] },
);
