// The audit log: every change made in the back office, written in the transaction of the change (a change
// that rolls back leaves no entry, and no change is committed without its entry).
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditChange {
  entity: string;
  entityId: string | number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The operation; by default the request's own (`adminUpdateStaff`, …). */
  action?: string;
  /** Who, when the request has no signed-in staff member yet (a login). */
  actor?: { id: number; email: string };
}

/** Names never written to the log, at any depth: secrets stay out of it. */
const SECRET = /password|token|hash/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

export async function audit(db: Database, request: FastifyRequest, change: AuditChange): Promise<void> {
  const actor = change.actor ?? (request.staff ? { id: request.staff.id, email: request.staff.email } : null);
  await db.insert(auditLog).values({
    staffId: actor?.id ?? null,
    staffEmail: actor?.email ?? null,
    action: change.action ?? request.routeOptions.config.operationId ?? `${request.method} ${request.url}`,
    entity: change.entity,
    entityId: change.entityId === null ? null : String(change.entityId),
    before: change.before && (withoutSecrets(change.before) as Record<string, unknown>),
    after: change.after && (withoutSecrets(change.after) as Record<string, unknown>),
    ip: request.ip,
  });
}
