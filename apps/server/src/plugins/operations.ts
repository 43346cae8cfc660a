// `app.operation(operationId, handler)`: registers the route of one contract operation with the contract's
// method, path, security and schemas. Route plugins contain handlers only.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { loadContract } from '../contract.js';
import type { HeaderParams, JsonBody, OperationId, PathParams, QueryParams, SuccessBody } from '../types.js';
import { requireApiKey } from './clients.js';
import { requireCustomer } from './customers.js';

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Params: PathParams<O>;
  Querystring: QueryParams<O>;
  Headers: HeaderParams<O>;
  Body: JsonBody<O>;
}>;

export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<SuccessBody<O>>;

export interface OperationOptions {
  /** Per-route rate limit (@fastify/rate-limit options), e.g. forms and login. */
  rateLimit?: Record<string, unknown>;
  /** Body size limit in bytes for this route. */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    operation<O extends OperationId>(
      id: O,
      handler: NoInfer<OperationHandler<O>>,
      options?: OperationOptions,
    ): void;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/** Passwords are taken exactly as typed (OWASP ASVS 2.1: never altered or truncated). */
const VERBATIM = /password/;

/** Form values arrive with stray spaces and empty optional fields; trim, and treat "" as absent. */
export function tidy(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const v = typeof value === 'string' && !VERBATIM.test(key) ? value.trim() : value;
    if (v === '' || v === null || v === undefined) continue;
    out[key] = v;
  }
  return out;
}

export default fp(
  async (app) => {
    const { operations } = loadContract();
    app.decorate('operation', function operation<
      O extends OperationId,
    >(this: FastifyInstance, id: O, handler: OperationHandler<O>, options: OperationOptions = {}) {
      const op = operations.get(id);
      if (!op) throw new Error(`operation ${id} is not in openapi/storefront.yaml`);
      const routeOptions: RouteShorthandOptions = {
        schema: structuredClone(op.schema),
        config: { operationId: id, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
        ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      };
      this.route({
        ...routeOptions,
        method: op.method,
        url: op.url,
        onRequest: async (request, reply) => {
          if (op.security === 'apiKey') requireApiKey(this, request);
          if (
            op.security === 'bearer' ||
            op.path.startsWith('/api/customer/') ||
            op.path === '/api/checkouts'
          ) {
            // Nothing a customer call returns may be kept by a cache.
            reply.header('Cache-Control', 'no-store');
          }
          if (op.security === 'bearer') await requireCustomer(this, request);
        },
        preValidation: async (request) => {
          // seed 000 §7: list values are comma separated.
          const query = request.query as Record<string, unknown> | undefined;
          if (query) {
            for (const name of op.listParams) {
              const value = query[name];
              if (typeof value === 'string') {
                const items = value
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean);
                if (items.length > 0) query[name] = items;
                else delete query[name];
              }
            }
          }
          if (op.bodyKind === 'json') request.body = tidy(request.body);
        },
        handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      });
    });
  },
  { name: 'operations', dependencies: ['clients', 'customers'] },
);
