// Where an online payment stands, and the only ways it changes (docs/nepal.md "Payments"). The order is
// created before the shopper goes to the gateway (payment_status pending, its total from the server); it
// becomes paid only when the gateway's own status API says so for that total; every change is a conditional
// update from pending, so a replayed or concurrent callback changes nothing twice. A payment that fails, is
// cancelled or is abandoned past PAYMENT_TTL expires: the order is cancelled and its lines go back to the
// cart.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { cartLines, orderItems, orders } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { MAX_LINE_QUANTITY } from '../cart.js';
import { issueInvoiceNumber } from '../invoice.js';
import { queueOrderPlaced } from '../mails.js';
import { ORDER_STATUS, toOrder } from '../orders.js';
import { releaseOrder } from '../stock.js';
import { esewaStatus } from './esewa.js';
import { GatewayError } from './http.js';
import { khaltiLookup } from './khalti.js';

export { GatewayError } from './http.js';

type OrderRow = typeof orders.$inferSelect;

/** What the gateway's status API says of an order's payment, in our words. */
export type Verdict =
  | { kind: 'paid'; transaction: string | null }
  | { kind: 'pending' }
  | { kind: 'failed' }
  | { kind: 'refunded' }
  /** The gateway completed a payment of another amount: never paid; the shop looks into it. */
  | { kind: 'mismatch' };

export async function askGateway(app: FastifyInstance, order: OrderRow): Promise<Verdict> {
  const { payments } = app.config;
  const paisa = order.totalAmount * 100;
  if (order.paymentMethod === 'esewa' && order.paymentRef) {
    const answer = await esewaStatus(payments.esewa, payments.timeoutMs, {
      transactionUuid: order.paymentRef,
      totalRupees: order.totalAmount,
    });
    switch (answer.status) {
      case 'COMPLETE':
        return answer.totalPaisa === paisa
          ? { kind: 'paid', transaction: answer.refId }
          : { kind: 'mismatch' };
      case 'PENDING':
      case 'AMBIGUOUS':
        return { kind: 'pending' };
      case 'FULL_REFUND':
      case 'PARTIAL_REFUND':
        return { kind: 'refunded' };
      default:
        return { kind: 'failed' };
    }
  }
  if (order.paymentMethod === 'khalti' && order.paymentRef) {
    const answer = await khaltiLookup(payments.khalti, payments.timeoutMs, order.paymentRef);
    switch (answer.status) {
      case 'Completed':
        return answer.totalPaisa === paisa
          ? { kind: 'paid', transaction: answer.transactionId }
          : { kind: 'mismatch' };
      case 'Pending':
      case 'Initiated':
        return { kind: 'pending' };
      case 'Refunded':
      case 'Partially Refunded':
        return { kind: 'refunded' };
      default:
        return { kind: 'failed' };
    }
  }
  // Pending without a gateway reference: Khalti's initiate never answered.
  return { kind: 'failed' };
}

/** Puts an order's lines back in its customer's cart (added to what is there, up to a line's maximum). */
export async function restoreCart(tx: Database, order: OrderRow): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    if (item.productId === null) continue;
    await tx
      .insert(cartLines)
      .values({
        customerId: order.customerId,
        productId: item.productId,
        quantity: Math.min(item.quantity, MAX_LINE_QUANTITY),
      })
      .onConflictDoUpdate({
        target: [cartLines.customerId, cartLines.productId],
        set: { quantity: sql`least(${MAX_LINE_QUANTITY}, ${cartLines.quantity} + excluded.quantity)` },
      });
  }
}

/** Expires a pending payment: the order is cancelled and its lines go back to the cart. */
export async function expirePayment(app: FastifyInstance, orderId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'expired', status: ORDER_STATUS.cancelled })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
      .returning();
    if (!row) return;
    await releaseOrder(tx, row.id);
    await restoreCart(tx, row);
  });
}

/** Applies what the gateway said; a change happens only from pending, once. Returns the order as it is now. */
export async function applyVerdict(
  app: FastifyInstance,
  order: OrderRow,
  verdict: Verdict,
): Promise<OrderRow> {
  const pending = and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'));
  if (verdict.kind === 'paid') {
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ paymentStatus: 'paid', paidAt: new Date(), gatewayTransaction: verdict.transaction })
        .where(pending)
        .returning();
      if (!row) return;
      // The sale is confirmed now: its VAT invoice number, and the order-placed mail with the invoice.
      await issueInvoiceNumber(tx, row.id);
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.id));
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, row.id));
      if (fresh) await queueOrderPlaced(app, tx, toOrder(fresh), items);
    });
  } else if (verdict.kind === 'failed') {
    await expirePayment(app, order.id);
  } else if (verdict.kind === 'refunded') {
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ paymentStatus: 'refunded', status: ORDER_STATUS.cancelled })
        .where(pending)
        .returning({ id: orders.id });
      if (row) await releaseOrder(tx, row.id);
    });
  }
  const [now] = await app.db.select().from(orders).where(eq(orders.id, order.id));
  if (!now) throw new Error('order vanished');
  return now;
}

/** The gateway's failure as the envelope's 502 (nothing was changed). */
export function gatewayFailed(error: unknown): never {
  if (error instanceof GatewayError) {
    throw new HttpError(
      502,
      /*i18n*/ {
        id: '{gateway} could not be reached. Please try again in a moment.',
        values: { gateway: error.gateway },
      },
    );
  }
  throw error;
}

/**
 * Pending payments past their time: each gateway is asked once more (a payment may have completed without
 * the shopper coming back); completed ones are paid, the others expire. A gateway that does not answer
 * leaves the order for the next round. Returns how many orders changed.
 */
export async function sweepPayments(app: FastifyInstance, limit = 50): Promise<number> {
  const due = await app.db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.paymentExpiresAt, new Date())))
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
  let changed = 0;
  for (const order of due) {
    let verdict: Verdict;
    try {
      verdict = await askGateway(app, order);
    } catch (error) {
      if (error instanceof GatewayError) continue;
      throw error;
    }
    // Past its time, a payment still pending at the gateway is abandoned too.
    const final: Verdict =
      verdict.kind === 'pending' || verdict.kind === 'mismatch' ? { kind: 'failed' } : verdict;
    const after = await applyVerdict(app, order, final);
    if (after.paymentStatus !== 'pending') changed++;
  }
  return changed;
}
