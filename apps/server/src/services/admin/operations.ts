// `app.adminOperation(operationId, handler)`: registers one operation of openapi/admin.yaml with the contract's
// method, path, schemas and checks before validation (plugins/operations.ts's contractRoute, as for the
// storefront's), behind the staff token and
// the operation's permission (`x-permission`): no valid staff token 401, a role without the permission 403,
// both before the request is validated, so a refused caller learns nothing about the body.
import type { AdminPermission } from '@sajilo/api/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadContract } from '../../contract.js';
import { HttpError } from '../../errors.js';
import { contractRoute, type OperationOptions } from '../../plugins/operations.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    adminOperation<O extends AdminOperationId>(
      id: O,
      handler: NoInfer<AdminHandler<O>>,
      options?: OperationOptions,
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
  'stock',
  'reviews',
  'dealers',
  'settings',
  'promotions',
  'returns',
  'returns.receive',
  'quotes',
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

export default fp(
  async (app) => {
    const permissions = adminPermissions();
    app.decorateRequest('staff', null);
    app.decorate('adminOperation', function adminOperation<
      O extends AdminOperationId,
    >(this: FastifyInstance, id: O, handler: AdminHandler<O>, options: OperationOptions = {}) {
      const { route } = contractRoute('admin.yaml', id, options);
      const permission = permissions.get(id);
      if (!permission) throw new Error(`operation ${id} has no x-permission in openapi/admin.yaml`);
      this.route({
        ...route,
        onRequest: async (request, reply) => {
          // Nothing the back office reads may be kept by a cache.
          reply.header('Cache-Control', 'no-store');
          if (permission === 'public') return;
          const member = await requireStaff(this, request);
          if (!allows(member.role, permission)) {
            throw new HttpError(403, `Your role (${member.role}) cannot do this.`);
          }
        },
        handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
      });
    });
  },
  { name: 'admin-operations', dependencies: ['config', 'database'] },
);
