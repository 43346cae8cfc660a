// Builds the Fastify instance: plugins first, then one route plugin per resource.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { type Config, trustProxyOption } from './config.js';
import { findContract, loadContract } from './contract.js';
import type { DatabaseHandle } from './db/client.js';
import {
  clientErrorHandler,
  frameworkErrors,
  HttpError,
  MAX_PARAM_LENGTH,
  registerErrorHandling,
} from './errors.js';
import catalogCachePlugin from './plugins/catalog-cache.js';
import clientsPlugin from './plugins/clients.js';
import compressionPlugin from './plugins/compression.js';
import configPlugin from './plugins/config.js';
import customersPlugin from './plugins/customers.js';
import databasePlugin from './plugins/database.js';
import languagePlugin from './plugins/language.js';
import mailPlugin from './plugins/mail.js';
import maintenancePlugin from './plugins/maintenance.js';
import operationsPlugin from './plugins/operations.js';
import securityPlugin from './plugins/security.js';
import smsPlugin from './plugins/sms.js';
import adminRoutes from './routes/admin/index.js';
import cartRoutes from './routes/cart.js';
import catalogRoutes from './routes/catalog.js';
import checkoutRoutes from './routes/checkout.js';
import contentRoutes from './routes/content.js';
import customerRoutes from './routes/customer.js';
import dealerRoutes from './routes/dealer.js';
import deliveryRoutes from './routes/delivery.js';
import formRoutes from './routes/forms.js';
import grievanceRoutes from './routes/grievances.js';
import healthRoutes from './routes/health.js';
import lotRoutes from './routes/lots.js';
import pageRoutes from './routes/pages.js';
import paymentRoutes from './routes/payments.js';
import phoneAccountRoutes from './routes/phone-accounts.js';
import quickOrderRoutes from './routes/quick-order.js';
import quoteRoutes from './routes/quotes.js';
import returnRoutes from './routes/returns.js';
import reviewRoutes from './routes/reviews.js';
import searchRoutes from './routes/search.js';
import sitemapRoutes from './routes/sitemap.js';
import uploadRoutes from './routes/uploads.js';
import wishlistRoutes from './routes/wishlist.js';
import { schemaController } from './schema-compilers.js';
import { rateLimitStore, tooManyAttempts } from './services/attempts.js';

/** Files at most 5 MB (issue: forms); JSON bodies at most 1 MB. */
export const FILE_LIMIT = 5 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops taking new requests (503), lets in-flight ones finish, then closes. */
    shutdown(): Promise<void>;
  }
}

export async function buildApp(config: Config, database: DatabaseHandle, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: config.test
      ? false
      : {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
          ...(config.logFormat === 'pretty'
            ? {
                transport: {
                  target: 'pino-pretty',
                  options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
                },
              }
            : {}),
        },
    // Avvio's watchdog (10 s by default) fails a start-up whose plugin has not answered in time. A plugin
    // reading its files (the API reference's) can take longer without hanging on a busy machine: the test
    // suites' servers, in process or started as `npm start` starts them, beside each other on two cores
    // (docs/testing.md "What runs"), or a small server starting beside a running one. A plugin that truly
    // hangs still fails the start, a minute on.
    pluginTimeout: 60_000,
    // One line a request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Our own onRequest hook answers during shutdown, with the envelope (Fastify's 503 body has none).
    return503OnClosing: false,
    // Addresses the router refuses and requests Node's HTTP parser refuses are answered in the envelope too.
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The client's IP (rate limits, stored submissions) from the configured proxies only (config.ts).
    trustProxy: trustProxyOption(config.trustProxy),
    // The contract's schemas compiled once per process, however many apps it builds (schema-compilers.ts).
    schemaController,
    ajv: {
      customOptions: {
        // Unknown fields are dropped, never stored; query strings are coerced to the contract's types.
        removeAdditional: 'all',
        coerceTypes: 'array',
        allErrors: true,
        useDefaults: true,
        formats: { binary: true },
      },
    },
    ...options,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // One line a request (docs/operations.md "Logs"): none for health checks and stored files, which a load
  // balancer and every page ask for all the time.
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path === '/health' ||
      path === '/ready' ||
      path.startsWith('/uploads/') ||
      path.startsWith('/docs/static/')
    ) {
      return;
    }
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      `${request.method} ${request.url} ${reply.statusCode}`,
    );
  });

  // Graceful shutdown: requests in flight finish; new ones (on kept-alive connections) get 503.
  let closing = false;
  app.decorate('shutdown', async () => {
    closing = true;
    await app.close();
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('Connection', 'close');
    throw new HttpError(503, /*i18n*/ 'The server is restarting. Please try again in a moment.');
  });

  registerErrorHandling(app);
  await app.register(languagePlugin);
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { handle: database });
  await app.register(catalogCachePlugin);
  await app.register(maintenancePlugin);
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(clientsPlugin);
  await app.register(customersPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every instance sees the same counts.
    store: rateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMIT, files: 4, fields: 60, fieldSize: 64 * 1024 },
  });

  // A browsable reference of the contract at /docs, and the document itself at /openapi.yaml.
  const { document } = loadContract();
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  const contractText = readFileSync(findContract(), 'utf8');
  app.get('/openapi.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(contractText),
  );

  await app.register(operationsPlugin);
  for (const routes of [
    healthRoutes,
    contentRoutes,
    catalogRoutes,
    searchRoutes,
    sitemapRoutes,
    formRoutes,
    grievanceRoutes,
    customerRoutes,
    phoneAccountRoutes,
    returnRoutes,
    cartRoutes,
    lotRoutes,
    wishlistRoutes,
    reviewRoutes,
    checkoutRoutes,
    dealerRoutes,
    quoteRoutes,
    quickOrderRoutes,
    deliveryRoutes,
    paymentRoutes,
    pageRoutes,
    uploadRoutes,
  ]) {
    await app.register(routes);
  }
  // The back office's operations (openapi/admin.yaml, /api/admin/), behind staff tokens.
  await app.register(adminRoutes);
  return app;
}
