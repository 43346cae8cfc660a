// The back office's Promotions screen (docs/back-office.md "Promotions", docs/promotions.md): the list with
// each promotion's status, uses and revenue; create, change, pause and resume, each audited.
import type { AdminPromotionInput } from '@sajilo/api/admin';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { orders, promotionRedemptions, promotions } from '../../db/schema.js';
import { invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { type PromotionRow, promotionStatus } from '../../services/promotions.js';

type Input = AdminPromotionInput;

/** Each promotion with its uses (orders not cancelled or rejected) and their revenue, newest first. */
async function listPromotions(db: Database, id?: number) {
  const rows = await db
    .select({
      promotion: promotions,
      uses: sql<number>`count(${orders.id}) filter (where ${orders.status} not in (4, 5))::int`,
      revenue: sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} not in (4, 5)), 0)::bigint`,
    })
    .from(promotions)
    .leftJoin(
      promotionRedemptions,
      and(eq(promotionRedemptions.promotionId, promotions.id), isNull(promotionRedemptions.voidedAt)),
    )
    .leftJoin(orders, eq(orders.id, promotionRedemptions.orderId))
    .where(id === undefined ? undefined : eq(promotions.id, id))
    .groupBy(promotions.id)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  const now = new Date();
  return rows.map((r) => toPromotion(r.promotion, Number(r.uses), Number(r.revenue), now));
}

function toPromotion(p: PromotionRow, uses: number, revenue: number, now: Date) {
  return {
    id: p.id,
    name: p.name,
    name_ne: p.nameNe,
    kind: p.kind,
    code: p.code,
    type: p.type,
    value: p.value,
    target: p.target,
    target_ids: p.targetIds,
    min_subtotal: p.minSubtotal,
    starts_at: p.startsAt.toISOString(),
    ends_at: p.endsAt?.toISOString() ?? null,
    usage_limit: p.usageLimit,
    per_customer_limit: p.perCustomerLimit,
    exclusive: p.exclusive,
    paused: p.paused,
    status: promotionStatus(p, now) as 'scheduled' | 'running' | 'paused' | 'ended',
    uses,
    revenue,
    created_at: p.createdAt.toISOString(),
  };
}

/** The row's values from the form, or each field's problem (422). */
function values(input: Input) {
  const problems: Record<string, string[]> = {};
  const code = input.code?.trim() || null;
  if (input.kind === 'code' && !code) problems.code = ['Enter the code shoppers type.'];
  if (input.type === 'percentage' && (input.value < 1 || input.value > 100))
    problems.value = ['A percentage is 1 to 100.'];
  if (input.type === 'fixed' && input.value < 1) problems.value = ['Enter the rupees it takes off.'];
  if (input.target !== 'order' && input.target_ids.length === 0)
    problems.target_ids = ['Choose what it applies to.'];
  const startsAt = new Date(input.starts_at);
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (endsAt && endsAt.getTime() <= startsAt.getTime())
    problems.ends_at = ['The end must be after the start.'];
  if (Object.keys(problems).length > 0) throw invalid(problems, 422);
  return {
    name: input.name.trim(),
    nameNe: input.name_ne?.trim() || null,
    kind: input.kind,
    code: input.kind === 'code' ? code : null,
    type: input.type,
    value: input.type === 'free_delivery' ? 0 : input.value,
    target: input.target,
    targetIds: input.target === 'order' ? [] : [...new Set(input.target_ids)],
    minSubtotal: input.min_subtotal,
    startsAt,
    endsAt,
    usageLimit: input.usage_limit ?? null,
    perCustomerLimit: input.per_customer_limit ?? null,
    exclusive: input.exclusive,
    paused: input.paused,
  };
}

const CODE_TAKEN = () => invalid({ code: ['Another promotion has this code.'] }, 409);

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListPromotions', async () => ({
    result: 'success',
    promotions: await listPromotions(app.db),
  }));

  app.adminOperation('adminCreatePromotion', async (request, reply) => {
    const row = values(request.body);
    const id = await app.db
      .transaction(async (tx) => {
        const [created] = await tx.insert(promotions).values(row).returning();
        if (!created) throw new Error('promotion insert returned no row');
        await audit(tx, request, { entity: 'promotion', entityId: created.id, before: null, after: created });
        return created.id;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? CODE_TAKEN() : error;
      });
    const [promotion] = await listPromotions(app.db, id);
    if (!promotion) throw notFound('No such promotion.');
    reply.code(201);
    return { result: 'success', message: `${promotion.name} is saved.`, promotion };
  });

  app.adminOperation('adminUpdatePromotion', async (request) => {
    const { id } = request.params;
    const row = values(request.body);
    await app.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        if (!before) throw notFound('No such promotion.');
        const [after] = await tx
          .update(promotions)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(promotions.id, id))
          .returning();
        await audit(tx, request, { entity: 'promotion', entityId: id, before, after: after ?? null });
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? CODE_TAKEN() : error;
      });
    const [promotion] = await listPromotions(app.db, id);
    if (!promotion) throw notFound('No such promotion.');
    return { result: 'success', message: `${promotion.name} is saved.`, promotion };
  });

  app.adminOperation('adminPausePromotion', async (request) => {
    const { id } = request.params;
    const { paused } = request.body;
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
      if (!before) throw notFound('No such promotion.');
      await tx.update(promotions).set({ paused, updatedAt: new Date() }).where(eq(promotions.id, id));
      await audit(tx, request, {
        entity: 'promotion',
        entityId: id,
        before: { paused: before.paused },
        after: { paused },
      });
    });
    const [promotion] = await listPromotions(app.db, id);
    if (!promotion) throw notFound('No such promotion.');
    return {
      result: 'success',
      message: paused ? `${promotion.name} is paused.` : `${promotion.name} is running again.`,
      promotion,
    };
  });
};

export default routes;
