// `app.adminOperation(operationId, handler)`: registers one operation of openapi/admin.yaml with the contract's
// method, path and schemas (as plugins/operations.ts does for the storefront's), behind the staff token and
// the operation's permission (`x-permission`): no valid staff token 401, a role without the permission 403,
// both before the request is validated, so a refused caller learns nothing about the body.
import type { AdminPermission } from '@sajilo/api/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { loadContract } from '../../contract.js';
import { HttpError, invalid } from '../../errors.js';
import { queryProblems, tidy } from '../../plugins/operations.js';
import { allows } from './roles.js';
import { requireStaff } from './sessions.js';
import type {
  AdminJsonBody,
  AdminOperationId,
  AdminPathParams,
  AdminQueryParams,
  AdminSuccessBody,
} from './types.js';

export type AdminRequest<O extends AdminOperationId> = FastifyRequest<{
  Params: AdminPathParams<O>;
  Querystring: AdminQueryParams<O>;
  Body: AdminJsonBody<O>;
}>;

export type AdminHandler<O extends AdminOperationId> = (
  request: AdminRequest<O>,
  reply: FastifyReply,
) => Promise<AdminSuccessBody<O>>;

export interface AdminOperationOptions {
  /** Per-route rate limit (@fastify/rate-limit options), e.g. login. */
  rateLimit?: Record<string, unknown>;
  /** Body size limit in bytes for this route. */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminOperation<O extends AdminOperationId>(
      id: O,
      handler: NoInfer<AdminHandler<O>>,
      options?: AdminOperationOptions,
    ): void;
  }
}

const KNOWN: ReadonlySet<string> = new Set<AdminPermission | 'public'>([
  'public',
  'session',
  'dashboard',
  'orders',
  'staff.manage',
  'audit.read',
  'catalog.read',
  'catalog.write',
  'content',
  'plugins',
  'inbox',
  'subscribers',
  'partners',
]);

/** Each operation's `x-permission`, read from the document as written. */
export function adminPermissions(): Map<string, AdminPermission | 'public'> {
  const { document } = loadContract('admin.yaml');
  const out = new Map<string, AdminPermission | 'public'>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const op of Object.values(item)) {
      const { operationId, 'x-permission': permission } = (op ?? {}) as {
        operationId?: string;
        'x-permission'?: string;
      };
      if (!operationId) continue;
      if (!permission || !KNOWN.has(permission)) {
        throw new Error(`openapi/admin.yaml: ${operationId} has no known x-permission (${permission})`);
      }
      out.set(operationId, permission as AdminPermission | 'public');
    }
  }
  return out;
}

/** Reads a multipart body to its end without keeping it, so the client reads the answer, not a reset. */
async function discardParts(request: FastifyRequest): Promise<void> {
  try {
    for await (const part of request.parts()) if (part.type === 'file') part.file.resume();
  } catch {
    // A malformed or oversized form: the answer is the same 415.
  }
}

export default fp(
  async (app) => {
    const { operations } = loadContract('admin.yaml');
    const permissions = adminPermissions();
    app.decorateRequest('staff', null);
    app.decorate('adminOperation', function adminOperation<
      O extends AdminOperationId,
    >(this: FastifyInstance, id: O, handler: AdminHandler<O>, options: AdminOperationOptions = {}) {
      const op = operations.get(id);
      const permission = permissions.get(id);
      if (!op || !permission) throw new Error(`operation ${id} is not in openapi/admin.yaml`);
      const queryNames = new Set(Object.keys(op.schema.querystring?.properties ?? {}));
      const listNames = new Set(op.listParams);
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
          // Nothing the back office reads may be kept by a cache.
          reply.header('Cache-Control', 'no-store');
          if (permission === 'public') return;
          const member = await requireStaff(this, request);
          if (!allows(member.role, permission)) {
            throw new HttpError(403, `Your role (${member.role}) cannot do this.`);
          }
        },
        preValidation: async (request) => {
          const query = request.query as Record<string, unknown> | undefined;
          if (query && queryNames.size > 0) {
            const problems = queryProblems(request.raw.url ?? '', queryNames);
            for (const [name, value] of Object.entries(query)) {
              if (!queryNames.has(name)) continue;
              if (listNames.has(name)) {
                const items = ([] as unknown[])
                  .concat(value)
                  .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
                  .map((s) => s.trim())
                  .filter(Boolean);
                if (items.length > 0) query[name] = items;
                else delete query[name];
              } else if (Array.isArray(value)) {
                problems[name] ??= ['Give this value only once.'];
              }
            }
            if (Object.keys(problems).length > 0) throw invalid(problems);
          }
          if (op.bodyKind === 'json') {
            if (request.isMultipart()) {
              await discardParts(request);
              throw new HttpError(415, 'Send this request as application/json.');
            }
            if (request.body === undefined) throw invalid({ body: ['The request body is empty.'] });
            request.body = tidy(request.body);
          }
        },
        handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      });
    });
  },
  { name: 'admin-operations', dependencies: ['config', 'database'] },
);
