// Where an online payment stands, and the only ways it changes (docs/nepal.md "Payments"). The order is
// created before the shopper goes to the gateway (payment_status pending, its total from the server); each
// trip to a gateway is a payment attempt (checkout's, then every "pay again"), and the order's payment_ref
// names its latest. An attempt is paid only when the gateway's own status API says so for its amount; every
// change is a conditional update, so a replayed or concurrent callback changes nothing twice, and an attempt
// that completes on an order already paid (or switched to cash on delivery, or cancelled) is recorded as a
// duplicate for the shop to refund, never a second sale. An attempt that fails, is cancelled or is abandoned
// past PAYMENT_TTL expires: the order's stock goes back and the shopper can pay again or choose cash on
// delivery for PAYMENT_RETRY_WINDOW; then the order is cancelled.
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { orderItems, orders, paymentAttempts } from '../../db/schema.js';
import { HttpError, loggable } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import { collectPointOf } from '../collection.js';
import { randomSlug } from '../crypto.js';
import { issueInvoiceNumber } from '../invoice.js';
import { queueOrderPlaced } from '../mails.js';
import { ORDER_STATUS, toOrder } from '../orders.js';
import { voidRedemptions } from '../promotions.js';
import { releaseOrder, reserveLines } from '../stock.js';
import { esewaForm, esewaStatus } from './esewa.js';
import { fonepayQr, fonepayStatus } from './fonepay.js';
import { GatewayError } from './http.js';
import { khaltiInitiate, khaltiLookup } from './khalti.js';

export { GatewayError } from './http.js';

type OrderRow = typeof orders.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
type OnlineMethod = AttemptRow['method'];

export const PAYMENT_LABELS = {
  cod: 'Cash on Delivery',
  esewa: 'eSewa',
  khalti: 'Khalti',
  fonepay: 'Fonepay QR',
  account: 'On account',
} as const;

/** An order's payment as it reads on the order, its invoice and its mails: cash is paid where goods change hands. */
export function paymentLabel(
  method: keyof typeof PAYMENT_LABELS,
  fulfilment: 'delivery' | 'collect',
): string {
  return method === 'cod' && fulfilment === 'collect' ? 'Pay at the showroom' : PAYMENT_LABELS[method];
}

/** What the gateway's status API says of an attempt, in our words. */
export type Verdict =
  | { kind: 'paid'; transaction: string | null }
  | { kind: 'pending' }
  | { kind: 'failed' }
  | { kind: 'refunded' }
  /** The gateway completed a payment of another amount: never paid; the shop looks into it. */
  | { kind: 'mismatch' };

export async function askGateway(app: FastifyInstance, attempt: AttemptRow): Promise<Verdict> {
  const { payments } = app.config;
  const paisa = attempt.amount * 100;
  if (attempt.method === 'esewa' && attempt.ref) {
    const answer = await esewaStatus(payments.esewa, payments.timeoutMs, {
      transactionUuid: attempt.ref,
      totalRupees: attempt.amount,
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
  if (attempt.method === 'khalti' && attempt.ref) {
    const answer = await khaltiLookup(payments.khalti, payments.timeoutMs, attempt.ref);
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
  if (attempt.method === 'fonepay' && attempt.ref) {
    // A prn whose QR request never answered is unknown to Fonepay: not paid.
    if (attempt.qrMessage === null) return { kind: 'failed' };
    const answer = await fonepayStatus(payments.fonepay, payments.timeoutMs, attempt.ref);
    if (answer.status === 'pending') return { kind: 'pending' };
    if (answer.status === 'failed') return { kind: 'failed' };
    return answer.totalPaisa === null || answer.totalPaisa === paisa
      ? { kind: 'paid', transaction: answer.traceId }
      : { kind: 'mismatch' };
  }
  // No gateway reference: Khalti's initiate never answered.
  return { kind: 'failed' };
}

/** The order's latest attempt (the one its payment_ref names), if it ever went to a gateway. */
export async function latestAttempt(db: Database, orderId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row;
}

/**
 * A new attempt for a pending order, in the caller's transaction: the order now waits for it (method, label,
 * reference and time). eSewa's transaction_uuid is ours to choose; Khalti's pidx comes from its initiate.
 */
export async function openAttempt(
  app: FastifyInstance,
  tx: Database,
  order: OrderRow,
  method: OnlineMethod,
): Promise<AttemptRow> {
  // eSewa's transaction_uuid and Fonepay's prn (at most 25 characters) are ours to choose.
  const ref = method === 'khalti' ? null : randomSlug(20);
  const expiresAt = new Date(Date.now() + app.config.payments.ttlMs);
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({ orderId: order.id, method, ref, amount: order.totalAmount, expiresAt })
    .returning();
  if (!attempt) throw new Error('attempt insert returned no row');
  await tx
    .update(orders)
    .set({
      paymentMethod: method,
      payment: PAYMENT_LABELS[method],
      paymentStatus: 'pending',
      paymentRef: ref,
      paymentExpiresAt: expiresAt,
    })
    .where(eq(orders.id, order.id));
  return attempt;
}

/** Takes the order's goods from the stock again (its payment had expired and given them back). */
export async function holdAgain(tx: Database, orderId: number): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  await reserveLines(
    tx,
    orderId,
    items.flatMap((item) =>
      item.productId === null
        ? []
        : [{ orderItemId: item.id, productId: item.productId, quantity: item.quantity, sample: item.sample }],
    ),
  );
}

/**
 * The order's payment did not complete: its stock goes back, and it can be paid again or switched to cash
 * on delivery until PAYMENT_RETRY_WINDOW has passed (payment_expires_at says until when).
 */
export async function expirePayment(app: FastifyInstance, orderId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'expired', paymentExpiresAt: new Date(Date.now() + app.config.payments.retryMs) })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending')))
      .returning();
    if (!row) return;
    await releaseOrder(tx, row.id);
  });
}

/** The order's latest attempt: is it this one? (An earlier one settling never expires the order.) */
async function isLatest(db: Database, attempt: AttemptRow): Promise<boolean> {
  return (await latestAttempt(db, attempt.orderId))?.id === attempt.id;
}

/** Applies what the gateway said of an attempt, once. Returns the order as it is now. */
export async function settleAttempt(
  app: FastifyInstance,
  attempt: AttemptRow,
  verdict: Verdict,
): Promise<OrderRow> {
  const open = and(
    eq(paymentAttempts.id, attempt.id),
    inArray(paymentAttempts.status, ['pending', 'failed', 'expired']),
  );
  if (verdict.kind === 'paid') {
    await app.db.transaction(async (tx) => {
      // The order first, locked: two attempts completing at once settle one after the other.
      const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
      if (!order) return;
      const payable =
        order.status === ORDER_STATUS.pending &&
        (order.paymentStatus === 'pending' || order.paymentStatus === 'expired');
      const [claimed] = await tx
        .update(paymentAttempts)
        .set({
          status: payable ? 'paid' : 'duplicate',
          gatewayTransaction: verdict.transaction,
          settledAt: new Date(),
        })
        .where(open)
        .returning();
      if (!claimed) return;
      if (!payable) {
        app.log.warn(
          { order: order.id, attempt: attempt.id },
          'a payment completed on an order already paid, switched or cancelled: to refund',
        );
        return;
      }
      if (order.paymentStatus === 'expired') {
        // Paid late, after its goods went back: taken again if there are enough; otherwise the shop is
        // told (it was paid, and is kept).
        await tx
          .transaction(async (inner) => holdAgain(inner, order.id))
          .catch((error: unknown) => {
            app.log.warn({ order: order.id, err: loggable(error) }, 'a late payment found its goods gone');
          });
      }
      const [row] = await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          paymentMethod: attempt.method,
          payment: PAYMENT_LABELS[attempt.method],
          paymentRef: attempt.ref,
          paymentExpiresAt: null,
          paidAt: new Date(),
          gatewayTransaction: verdict.transaction,
        })
        .where(eq(orders.id, order.id))
        .returning();
      if (!row) return;
      // The sale is confirmed now: its VAT invoice number, and the order-placed mail with the invoice.
      await issueInvoiceNumber(tx, row.id);
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.id));
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, row.id));
      if (fresh)
        await queueOrderPlaced(app, tx, toOrder(fresh, items, await collectPointOf(tx, fresh)), items);
    });
  } else if (verdict.kind === 'failed' || verdict.kind === 'refunded') {
    const [closed] = await app.db
      .update(paymentAttempts)
      .set({ status: 'failed', settledAt: new Date() })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'pending')))
      .returning();
    if (closed && (await isLatest(app.db, attempt))) {
      if (verdict.kind === 'failed') await expirePayment(app, attempt.orderId);
      else {
        // The gateway took the money back: the order is cancelled and its goods go back.
        await app.db.transaction(async (tx) => {
          const [row] = await tx
            .update(orders)
            .set({ paymentStatus: 'refunded', status: ORDER_STATUS.cancelled, paymentExpiresAt: null })
            .where(and(eq(orders.id, attempt.orderId), eq(orders.paymentStatus, 'pending')))
            .returning({ id: orders.id });
          if (row) {
            await releaseOrder(tx, row.id);
            await voidRedemptions(tx, row.id);
          }
        });
      }
    }
  }
  const [now] = await app.db.select().from(orders).where(eq(orders.id, attempt.orderId));
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
 * Asks the gateway about a pending order's latest attempt before the shopper leaves it (pays again,
 * switches to cash on delivery, cancels): a completed payment settles first and the caller is told.
 */
export async function settleLatest(app: FastifyInstance, order: OrderRow): Promise<OrderRow> {
  if (order.paymentStatus !== 'pending') return order;
  const attempt = await latestAttempt(app.db, order.id);
  if (attempt?.status !== 'pending') return order;
  const verdict = await askGateway(app, attempt).catch(gatewayFailed);
  if (verdict.kind === 'paid') return settleAttempt(app, attempt, verdict);
  if (verdict.kind === 'failed') {
    // Closed without expiring: the shopper is about to choose again, and the goods stay held.
    await app.db
      .update(paymentAttempts)
      .set({ status: 'failed', settledAt: new Date() })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'pending')));
  }
  return order;
}

/**
 * Where the shopper goes to pay an order's latest attempt; the amount is the order's, never the client's. The
 * gateway sends them back to the return page in the language they paid from (`/ne/…` in Nepali,
 * docs/nepal.md "Languages").
 */
export async function paymentStart(
  app: FastifyInstance,
  order: OrderRow,
  attempt: AttemptRow,
  locale: Locale,
) {
  const origin = app.config.storefrontOrigin;
  const language = locale === 'ne' ? '/ne' : '';
  const back = (gateway: string) =>
    `${origin}${language}/payments/${gateway}?order=${encodeURIComponent(order.slug)}`;
  if (attempt.method === 'esewa' && attempt.ref) {
    return {
      method: 'esewa' as const,
      action: app.config.payments.esewa.formUrl,
      fields: esewaForm(app.config.payments.esewa, {
        totalRupees: attempt.amount,
        transactionUuid: attempt.ref,
        successUrl: back('esewa'),
        failureUrl: back('failed'),
      }),
    };
  }
  if (attempt.method === 'fonepay' && attempt.ref) return fonepayStart(app, order, attempt);
  try {
    const { pidx, paymentUrl } = await khaltiInitiate(
      app.config.payments.khalti,
      app.config.payments.timeoutMs,
      {
        amountPaisa: attempt.amount * 100,
        orderName: toOrder(order).order_name,
        orderSlug: order.slug,
        returnUrl: back('khalti'),
        websiteUrl: origin,
        customer: { name: order.name, email: order.email || undefined, phone: order.phoneNumber },
      },
    );
    await app.db.transaction(async (tx) => {
      await tx.update(paymentAttempts).set({ ref: pidx }).where(eq(paymentAttempts.id, attempt.id));
      await tx.update(orders).set({ paymentRef: pidx }).where(eq(orders.id, order.id));
    });
    return { method: 'khalti' as const, payment_url: paymentUrl, pidx };
  } catch (error) {
    // Khalti did not take the payment: the attempt fails at once; the shopper can pay again.
    await settleAttempt(app, attempt, { kind: 'failed' });
    return gatewayFailed(error);
  }
}

/** The QR to show for a Fonepay attempt, and what the payment page shows beside it. */
export const fonepayQrAnswer = (order: OrderRow, attempt: AttemptRow, qrMessage: string) => ({
  method: 'fonepay' as const,
  order: order.slug,
  prn: attempt.ref ?? '',
  qr_message: qrMessage,
  amount: attempt.amount,
  expires_at: attempt.expiresAt.toISOString(),
});

/**
 * Fonepay's QR for an attempt, asked once (a replayed checkout answers the same QR: a prn is never asked
 * twice); the shopper scans it on our payment page, which polls the server.
 */
async function fonepayStart(app: FastifyInstance, order: OrderRow, attempt: AttemptRow) {
  if (attempt.qrMessage) return fonepayQrAnswer(order, attempt, attempt.qrMessage);
  try {
    const { qrMessage } = await fonepayQr(app.config.payments.fonepay, app.config.payments.timeoutMs, {
      amountRupees: attempt.amount,
      prn: attempt.ref ?? '',
      remarks1: toOrder(order).order_name,
      remarks2: 'Sajilo',
    });
    await app.db
      .update(paymentAttempts)
      .set({ qrMessage })
      .where(and(eq(paymentAttempts.id, attempt.id), sql`${paymentAttempts.qrMessage} IS NULL`));
    return fonepayQrAnswer(order, attempt, qrMessage);
  } catch (error) {
    // A replay of the same checkout racing this one may have got the prn's QR first.
    const [again] = await app.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    if (again?.qrMessage) return fonepayQrAnswer(order, again, again.qrMessage);
    // Fonepay made no QR: the attempt fails at once; the shopper can pay again.
    await settleAttempt(app, attempt, { kind: 'failed' });
    return gatewayFailed(error);
  }
}

/**
 * Attempts past their time: each gateway is asked once more (a payment may have completed without the
 * shopper coming back); completed ones settle, the others expire (and with the latest, the order's
 * payment). A gateway that does not answer leaves the attempt for the next round. Then orders whose time to
 * pay again has passed are cancelled. Returns how many attempts and orders changed.
 */
export async function sweepPayments(app: FastifyInstance, limit = 50): Promise<number> {
  const due = await app.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.expiresAt, new Date())))
    .orderBy(asc(paymentAttempts.expiresAt))
    .limit(limit);
  let changed = 0;
  for (const attempt of due) {
    let verdict: Verdict;
    try {
      verdict = await askGateway(app, attempt);
    } catch (error) {
      if (error instanceof GatewayError) continue;
      throw error;
    }
    changed++;
    if (verdict.kind === 'paid') {
      await settleAttempt(app, attempt, verdict);
      continue;
    }
    // Past its time, an attempt still pending at the gateway is abandoned too.
    const [closed] = await app.db
      .update(paymentAttempts)
      .set({ status: verdict.kind === 'failed' ? 'failed' : 'expired', settledAt: new Date() })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'pending')))
      .returning();
    if (closed && (await isLatest(app.db, attempt))) await expirePayment(app, attempt.orderId);
  }
  const stale = await app.db
    .update(orders)
    .set({ status: ORDER_STATUS.cancelled, paymentExpiresAt: null })
    .where(
      and(
        eq(orders.paymentStatus, 'expired'),
        eq(orders.status, ORDER_STATUS.pending),
        lt(orders.paymentExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: orders.id });
  // Those orders' promotion uses come back, as a cancellation's do (docs/promotions.md "Uses and limits").
  for (const row of stale) await app.db.transaction((tx) => voidRedemptions(tx, row.id));
  return changed + stale.length;
}
