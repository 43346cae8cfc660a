// The audit log (the owner's): every change made in the back office, newest first, or oldest first.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { listOrder } from '../../db/list-order.js';
import { auditLog } from '../../db/schema.js';

const PER_PAGE = 50;

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListAudit', async (request) => {
    const { staff_id, entity, entity_id, sort = '-at', page = 1 } = request.query;
    const filters: (SQL | undefined)[] = [
      staff_id === undefined ? undefined : eq(auditLog.staffId, staff_id),
      entity === undefined ? undefined : eq(auditLog.entity, entity),
      entity_id === undefined ? undefined : eq(auditLog.entityId, entity_id),
    ];
    const where = and(...filters);
    const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(auditLog).where(where);
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...listOrder(sort, { at: auditLog.createdAt }, auditLog.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE);
    return {
      result: 'success',
      entries: rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        staff_id: row.staffId,
        staff_email: row.staffEmail,
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        before: row.before,
        after: row.after,
        ip: row.ip,
      })),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
    };
  });
};

export default routes;
