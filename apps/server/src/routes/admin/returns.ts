// Returns in the back office (docs/returns.md): the list, one return, its steps (approve or decline, the
// pick-up, receiving the goods back into their lots, the refund and its credit note), the refunds the shop
// owes by law, and the return rules. Every change is audited in its own transaction.
import type { AdminComponents } from '@sajilo/api/admin';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  orders,
  paymentAttempts,
  refunds,
  returns,
  stockAllocations,
  stockLocations,
  stockLots,
} from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { currentStaff } from '../../services/admin/sessions.js';
import { creditNoteFileName, renderCreditNotePdf } from '../../services/credit-note-pdf.js';
import { readStoredFile } from '../../services/files.js';
import { gatewayFailed } from '../../services/payments/index.js';
import {
  type GatewayPayment,
  gatewayRefunds,
  refundThroughGateway,
} from '../../services/payments/refunds.js';
import { queueReturnMail } from '../../services/return-mails.js';
import {
  issueCreditNoteNumber,
  type ReturnDetail,
  type ReturnRules,
  refundsOwed,
  returnNumber,
  returnRules,
  returnWithLines,
  saveReturnRules,
  toOrderReturn,
} from '../../services/returns.js';
import { NO_LOT, returnGoods } from '../../services/stock.js';

type Schemas = AdminComponents['schemas'];
type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof returns.$inferSelect;

const PER_PAGE = 25;
const orderNumber = (id: number) => `SJ-${String(id).padStart(6, '0')}`;

function summary(ret: ReturnRow, order: OrderRow): Schemas['ReturnSummary'] {
  return {
    id: ret.id,
    number: returnNumber(ret.id),
    order_id: order.id,
    order_number: orderNumber(order.id),
    customer_name: order.name,
    kind: ret.kind,
    status: ret.status,
    reason: ret.reason,
    refund_amount: ret.refundAmount,
    payment_method: order.paymentMethod,
    requested_at: ret.createdAt.toISOString(),
  };
}

/** What staff may do next with a return in its status. */
function nextSteps(ret: ReturnRow): Schemas['Return']['next'] {
  switch (ret.status) {
    case 'requested':
      return ['decide'];
    case 'approved':
      return ['pickup', 'receive'];
    case 'picked_up':
      return ['receive'];
    case 'received':
      return ['refund'];
    default:
      return [];
  }
}

async function view(db: Database, ret: ReturnRow): Promise<Schemas['Return']> {
  const [order] = await db.select().from(orders).where(eq(orders.id, ret.orderId));
  if (!order) throw notFound('No such order.');
  const detail = await returnWithLines(db, ret);
  const lots = await db
    .select({ item: stockAllocations.orderItemId, code: stockLots.code })
    .from(stockAllocations)
    .innerJoin(stockLots, eq(stockLots.id, stockAllocations.lotId))
    .where(sql`${stockAllocations.orderItemId} IN (SELECT id FROM order_items WHERE order_id = ${order.id})`)
    .orderBy(asc(stockAllocations.id));
  const customer = toOrderReturn(order, detail);
  return {
    ...summary(ret, order),
    details: ret.details,
    photos: ret.photos.length,
    lines: detail.lines.map((l) => ({
      item: l.orderItemId,
      product_id: l.productId,
      product_name: l.productName,
      quantity: l.quantity,
      amount: l.amount,
      restocking_fee: l.restockingFee,
      lots: [...new Set(lots.filter((x) => x.item === l.orderItemId).map((x) => x.code))],
    })),
    gross_amount: ret.grossAmount,
    restocking_fee: ret.restockingFee,
    decline_reason: ret.declineReason,
    pickup_on: ret.pickupOn,
    steps: customer.steps,
    next: nextSteps(ret),
    credit_note_number: ret.creditNoteNumber,
    refund: detail.refund
      ? {
          method: detail.refund.method,
          reference: detail.refund.reference,
          at: detail.refund.createdAt.toISOString(),
        }
      : null,
  };
}

/** The return and its order, locked for a step; 409 when it is not in one of `from`. */
async function lockReturn(tx: Database, id: number, from: ReturnRow['status'][]) {
  const [ret] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  if (!ret) throw notFound('No such return.');
  if (!from.includes(ret.status)) {
    throw new HttpError(409, `This return is ${ret.status.replace('_', ' ')}; look at it again.`);
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId));
  if (!order) throw notFound('No such order.');
  return { ret, order };
}

type RefundWay = 'gateway' | 'cash' | 'bank' | 'account';

/** The money's way back: through the gateway, or made by hand (the reference is required then). */
function checkMethod(method: RefundWay, reference: string | undefined) {
  if ((method === 'cash' || method === 'bank') && !reference) {
    throw invalid({ reference: ['Give the receipt or bank reference of the refund made by hand.'] }, 422);
  }
}

/** Pays back through the gateway when asked to; returns the method and reference to record. */
async function payBack(
  config: Parameters<typeof refundThroughGateway>[0],
  method: 'gateway' | 'cash' | 'bank',
  reference: string | undefined,
  payment: GatewayPayment | null,
  rupees: number,
): Promise<{ method: (typeof refunds.$inferSelect)['method']; reference: string }> {
  if (method !== 'gateway') return { method, reference: reference ?? '' };
  if (!payment || !gatewayRefunds(config, payment)) {
    throw new HttpError(
      409,
      payment?.method === 'esewa'
        ? 'eSewa refunds are made in eSewa’s merchant portal: record this one as a bank refund with its reference.'
        : 'This was not paid through a gateway that can refund it: record a cash or bank refund.',
    );
  }
  const ref = await refundThroughGateway(config, payment, rupees).catch(gatewayFailed);
  return { method: payment.method, reference: ref };
}

const paymentOf = (order: OrderRow): GatewayPayment | null =>
  order.paymentStatus === 'paid' && (order.paymentMethod === 'esewa' || order.paymentMethod === 'khalti')
    ? { method: order.paymentMethod, ref: order.paymentRef, transaction: order.gatewayTransaction }
    : null;

/**
 * A dealer's order on account was never paid in money: its return is credited to the company's statement
 * (docs/returns.md "Refunds"), and only such an order is.
 */
function checkAccount(order: OrderRow, method: RefundWay): method is 'account' {
  const onAccount = order.paymentMethod === 'account';
  if (onAccount && method !== 'account') {
    throw new HttpError(409, 'This order was bought on account: credit the dealer’s account.');
  }
  if (!onAccount && method === 'account') {
    throw new HttpError(409, 'Only an order bought on account is credited to an account.');
  }
  return onAccount;
}

const routes: FastifyPluginAsync = async (app) => {
  const respond = async (id: number, message: string) => {
    const [ret] = await app.db.select().from(returns).where(eq(returns.id, id));
    if (!ret) throw notFound('No such return.');
    return { result: 'success' as const, message, return: await view(app.db, ret) };
  };
  const facts = (ret: ReturnRow) => ({ status: ret.status, refund_amount: ret.refundAmount });
  const logged = (request: FastifyRequest, tx: Database, before: ReturnRow, after: Record<string, unknown>) =>
    audit(tx, request, { entity: 'return', entityId: before.id, before: facts(before), after });

  app.adminOperation('adminListReturns', async (request) => {
    const { status, page = 1 } = request.query;
    const where: SQL | undefined = status ? eq(returns.status, status) : undefined;
    const [{ total } = { total: 0 }] = await app.db
      .select({ total: sql<number>`count(*)::int` })
      .from(returns)
      .where(where);
    const rows = await app.db
      .select({ ret: returns, order: orders })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE);
    return {
      result: 'success',
      returns: rows.map((r) => summary(r.ret, r.order)),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
    };
  });

  app.adminOperation('adminGetReturn', async (request) => respond(request.params.id, 'The return.'));

  app.adminOperation('adminDecideReturn', async (request) => {
    const { decision, reason } = request.body;
    if (decision === 'decline' && !reason) {
      throw invalid({ reason: ['Say why the return is declined: the customer is told.'] }, 422);
    }
    await app.db.transaction(async (tx) => {
      const { ret, order } = await lockReturn(tx, request.params.id, ['requested']);
      const [after] = await tx
        .update(returns)
        .set({
          status: decision === 'approve' ? 'approved' : 'declined',
          declineReason: decision === 'decline' ? (reason ?? null) : null,
          approvedAt: new Date(),
        })
        .where(eq(returns.id, ret.id))
        .returning();
      if (!after) throw new Error('return vanished');
      await queueReturnMail(app, tx, decision === 'approve' ? 'approved' : 'declined', after, order);
      await logged(request, tx, ret, { ...facts(after), ...(reason ? { reason } : {}) });
    });
    return respond(request.params.id, decision === 'approve' ? 'Approved.' : 'Declined.');
  });

  app.adminOperation('adminArrangeReturnPickup', async (request) => {
    const { pickup_on, picked_up } = request.body;
    if (!pickup_on && !picked_up) throw invalid({ pickup_on: ['Give the pick-up day.'] }, 422);
    await app.db.transaction(async (tx) => {
      const { ret, order } = await lockReturn(tx, request.params.id, ['approved']);
      const [after] = await tx
        .update(returns)
        .set({
          ...(pickup_on ? { pickupOn: pickup_on } : {}),
          ...(picked_up ? { status: 'picked_up' as const, pickedUpAt: new Date() } : {}),
        })
        .where(eq(returns.id, ret.id))
        .returning();
      if (!after) throw new Error('return vanished');
      await queueReturnMail(app, tx, picked_up ? 'picked_up' : 'pickup', after, order);
      await logged(request, tx, ret, { ...facts(after), pickup_on: after.pickupOn });
    });
    return respond(request.params.id, picked_up ? 'Picked up.' : 'Pick-up arranged.');
  });

  app.adminOperation('adminReceiveReturn', async (request) => {
    const member = currentStaff(request);
    const { location_id } = request.body;
    const [location] = await app.db
      .select({ id: stockLocations.id })
      .from(stockLocations)
      .where(eq(stockLocations.id, location_id));
    if (!location) throw invalid({ location_id: ['No such stock location.'] }, 422);
    await app.db.transaction(async (tx) => {
      const { ret, order } = await lockReturn(tx, request.params.id, ['approved', 'picked_up']);
      const detail = await returnWithLines(tx, ret);
      const placed: { lot: number; quantity: number }[] = [];
      // docs/returns.md "Staff steps": into the lots the line's goods left, oldest allocation first; goods
      // with no allocation go into the product's own lot (`-`) or its only lot; uncounted goods need none.
      for (const line of detail.lines) {
        let left = line.quantity;
        const allocations = await tx
          .select()
          .from(stockAllocations)
          .where(eq(stockAllocations.orderItemId, line.orderItemId))
          .orderBy(asc(stockAllocations.id));
        for (const a of allocations) {
          if (left === 0) break;
          const quantity = Math.min(left, a.quantity);
          await returnGoods(tx, {
            lotId: a.lotId,
            locationId: location_id,
            quantity,
            orderId: order.id,
            staffId: member.id,
            note: returnNumber(ret.id),
          });
          placed.push({ lot: a.lotId, quantity });
          left -= quantity;
        }
        if (left > 0 && line.productId !== null) {
          const lots = await tx
            .select({ id: stockLots.id, code: stockLots.code })
            .from(stockLots)
            .where(eq(stockLots.productId, line.productId))
            .orderBy(asc(stockLots.id));
          const lot = lots.find((l) => l.code === NO_LOT) ?? (lots.length === 1 ? lots[0] : undefined);
          if (lot) {
            await returnGoods(tx, {
              lotId: lot.id,
              locationId: location_id,
              quantity: left,
              orderId: order.id,
              staffId: member.id,
              note: returnNumber(ret.id),
            });
            placed.push({ lot: lot.id, quantity: left });
          }
        }
      }
      const [after] = await tx
        .update(returns)
        .set({
          status: 'received',
          receivedAt: new Date(),
          // Goods that came on the pick-up arranged left the customer by now; goods handed over the counter
          // were never picked up (docs/returns.md "Staff steps").
          pickedUpAt: ret.pickedUpAt ?? (ret.pickupOn ? new Date() : null),
        })
        .where(eq(returns.id, ret.id))
        .returning();
      if (!after) throw new Error('return vanished');
      await queueReturnMail(app, tx, 'received', after, order);
      await logged(request, tx, ret, { ...facts(after), location_id, placed });
    });
    return respond(request.params.id, 'Received back into stock.');
  });

  app.adminOperation('adminRefundReturn', async (request) => {
    const member = currentStaff(request);
    const { method, reference } = request.body;
    checkMethod(method, reference);
    await app.db.transaction(async (tx) => {
      // Locked while the gateway is asked: two staff members refunding at once cannot pay twice.
      const { ret, order } = await lockReturn(tx, request.params.id, ['received']);
      if (ret.refundAmount <= 0)
        throw new HttpError(409, 'Nothing to refund: the restocking fee takes it all.');
      const gateway = checkAccount(order, method)
        ? null
        : await payBack(app.config.payments, method, reference, paymentOf(order), ret.refundAmount);
      // Issued after the gateway answered, so its series is not held while the gateway is asked.
      const number = await issueCreditNoteNumber(tx);
      const paid = gateway ?? { method: 'account' as const, reference: number };
      await tx.insert(refunds).values({
        source: 'return',
        sourceId: ret.id,
        orderId: order.id,
        amount: ret.refundAmount,
        method: paid.method,
        reference: paid.reference,
        staffId: member.id,
      });
      const [after] = await tx
        .update(returns)
        .set({ status: 'refunded', refundedAt: new Date(), creditNoteNumber: number })
        .where(eq(returns.id, ret.id))
        .returning();
      if (!after) throw new Error('return vanished');
      await queueReturnMail(app, tx, 'refunded', after, order);
      await logged(request, tx, ret, { ...facts(after), credit_note: number, ...paid });
    });
    return respond(request.params.id, 'Refunded; the credit note is issued.');
  });

  app.adminOperation('adminGetCreditNotePdf', async (request, reply) => {
    const [ret] = await app.db.select().from(returns).where(eq(returns.id, request.params.id));
    const [order] = ret ? await app.db.select().from(orders).where(eq(orders.id, ret.orderId)) : [];
    const detail: ReturnDetail | null = ret ? await returnWithLines(app.db, ret) : null;
    const note = order && detail ? toOrderReturn(order, detail).credit_note : null;
    if (!order || !note || !ret?.refundedAt) throw notFound('No credit note for this return.');
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${creditNoteFileName(note.number)}"`);
    return renderCreditNotePdf(app.db, order, note, ret.refundedAt);
  });

  app.adminOperation('adminDownloadReturnPhoto', async (request, reply) => {
    const { id, photo } = request.params;
    const [ret] = await app.db.select({ photos: returns.photos }).from(returns).where(eq(returns.id, id));
    const path = ret?.photos[photo - 1];
    const stored = path ? await readStoredFile(app.db, path) : undefined;
    if (!stored) throw notFound('No such photo.');
    reply
      .type(stored.mime)
      .header(
        'Content-Disposition',
        `attachment; filename="${returnNumber(id)}-photo-${photo}.${path?.split('.').pop()}"`,
      )
      .header('Content-Length', stored.size)
      // A file a customer sent is never run by the back office's origin (as an inbox item's files).
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
    return stored.content;
  });

  app.adminOperation('adminListRefundsOwed', async () => {
    const owed = await refundsOwed(app.db);
    return { result: 'success', refunds: owed, overdue: owed.filter((r) => r.overdue).length };
  });

  app.adminOperation('adminRecordRefund', async (request) => {
    const member = currentStaff(request);
    const { source, id, method, reference } = request.body;
    checkMethod(method, reference);
    const done = await app.db.transaction(async (tx) => {
      let amount: number;
      let payment: GatewayPayment | null;
      let orderId: number;
      if (source === 'attempt') {
        const [attempt] = await tx
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.id, id))
          .for('update');
        if (!attempt) throw notFound('No such payment.');
        if (attempt.status !== 'duplicate')
          throw new HttpError(409, 'Only a duplicate payment is refunded here.');
        amount = attempt.amount;
        orderId = attempt.orderId;
        // Fonepay has no merchant refund: its duplicate is refunded by hand (docs/nepal.md "Refunds").
        payment =
          attempt.method === 'esewa' || attempt.method === 'khalti'
            ? { method: attempt.method, ref: attempt.ref, transaction: attempt.gatewayTransaction }
            : null;
      } else {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!order) throw notFound('No such order.');
        if (order.paymentStatus !== 'paid' || (order.status !== 4 && order.status !== 5)) {
          throw new HttpError(409, 'Only a paid order that was cancelled or rejected is refunded here.');
        }
        amount = order.totalAmount;
        orderId = order.id;
        payment = paymentOf(order);
      }
      const [already] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.source, source), eq(refunds.sourceId, id)));
      if (already) throw new HttpError(409, 'This has been refunded already.');
      const paid = await payBack(app.config.payments, method, reference, payment, amount);
      await tx.insert(refunds).values({
        source,
        sourceId: id,
        orderId,
        amount,
        method: paid.method,
        reference: paid.reference,
        staffId: member.id,
      });
      if (source === 'order')
        await tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, id));
      await audit(tx, request, {
        entity: source === 'attempt' ? 'payment_attempt' : 'order',
        entityId: id,
        before: { refunded: false },
        after: { refunded: true, amount, ...paid },
      });
      return { amount, orderId };
    });
    return { result: 'success', message: `Refunded Rs ${done.amount} of ${orderNumber(done.orderId)}.` };
  });

  app.adminOperation('adminGetReturnRules', async () => ({
    result: 'success',
    rules: await returnRules(app.db),
  }));

  app.adminOperation('adminUpdateReturnRules', async (request) => {
    const rules: ReturnRules = request.body;
    const slugs = rules.categories.map((c) => c.category);
    if (new Set(slugs).size !== slugs.length) {
      throw invalid({ categories: ['Each category may have one rule.'] }, 422);
    }
    await app.db.transaction(async (tx) => {
      const before = await returnRules(tx);
      await saveReturnRules(tx, rules);
      await audit(tx, request, {
        entity: 'return_rules',
        entityId: null,
        before: before as unknown as Record<string, unknown>,
        after: rules as unknown as Record<string, unknown>,
      });
    });
    return { result: 'success', rules: await returnRules(app.db) };
  });
};

export default routes;
