// Online payments (docs/nepal.md "Payments"): the shopper comes back from eSewa or Khalti to the storefront,
// which hands the gateway's answer to these operations; the server checks it and asks the gateway's status
// API before an order is paid. A pending or expired payment can be made again, switched to cash on delivery
// (or the order cancelled, routes/customer.ts). A sweep expires attempts left pending past PAYMENT_TTL and
// cancels orders not paid within PAYMENT_RETRY_WINDOW after (services/payments).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { orderItems, orders, paymentAttempts } from '../db/schema.js';
import { HttpError, invalid, loggable, notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { localeOf } from '../plugins/language.js';
import { collectPointOf } from '../services/collection.js';
import { issueInvoiceNumber } from '../services/invoice.js';
import { queueOrderPlaced } from '../services/mails.js';
import { ORDER_STATUS, toOrder } from '../services/orders.js';
import { readEsewaCallback } from '../services/payments/esewa.js';
import {
  askGateway,
  fonepayQrAnswer,
  gatewayFailed,
  holdAgain,
  latestAttempt,
  openAttempt,
  PAYMENT_LABELS,
  paymentLabel,
  paymentStart,
  settleAttempt,
  settleLatest,
  sweepPayments,
} from '../services/payments/index.js';
import { REFUND_DAYS } from '../services/returns.js';
import { StockShortage } from '../services/stock.js';

type OrderRow = typeof orders.$inferSelect;

const NOT_VERIFIED = /*i18n*/ 'The payment could not be verified. Your order has not been marked paid.';
const ORDER_NOT_FOUND = /*i18n*/ 'Order not found.';
const ALREADY_PAID = /*i18n*/ 'This order is already paid.';

const MESSAGES: Record<OrderRow['paymentStatus'], string> = {
  paid: /*i18n*/ 'Your payment was received. Thank you!',
  pending: /*i18n*/ 'Your payment is not confirmed yet. We will update your order as soon as it is.',
  expired:
    /*i18n*/ 'The payment was not completed. You can pay again or choose cash on delivery from your order.',
  refunded: /*i18n*/ 'The payment was refunded. Your order was cancelled.',
  unpaid: /*i18n*/ 'This order is paid on delivery.',
};

// A payment that completed on an order already paid, switched or cancelled is the shop's to refund
// (docs/nepal.md "Payments", docs/returns.md "Refunds owed"): the shopper who just paid is told so, not
// that the order is paid on delivery or that their (second) payment was received.
const DUPLICATE = /*i18n*/ {
  id: 'This payment came after your order was already paid, switched to cash on delivery or cancelled. We will refund it within {days} days.',
  values: { days: REFUND_DAYS },
};

/** The order as it is now; `attempt` is the payment the shopper came back from, when there is one. */
const answer = (order: OrderRow, attempt?: { status: string }) => ({
  result: 'success' as const,
  message:
    attempt?.status === 'duplicate'
      ? DUPLICATE
      : order.status === ORDER_STATUS.cancelled && order.paymentStatus === 'expired'
        ? /*i18n*/ 'The payment was not completed, and the order was cancelled.'
        : MESSAGES[order.paymentStatus],
  order: toOrder(order),
});

/** How often the sweep looks for payments past their time. */
const SWEEP_EVERY_MS = 60_000;

const routes: FastifyPluginAsync = async (app) => {
  /** The caller's attempt with this gateway reference, and its order. */
  async function ownAttempt(customerId: number, method: 'esewa' | 'khalti', ref: string) {
    const [found] = await app.db
      .select({ attempt: paymentAttempts, order: orders })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(
        and(
          eq(orders.customerId, customerId),
          eq(paymentAttempts.method, method),
          eq(paymentAttempts.ref, ref),
        ),
      )
      .limit(1);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    return found;
  }

  /** An attempt as it is after settling (paid, or a duplicate when the order had moved on). */
  async function attemptNow(id: number) {
    const [row] = await app.db
      .select({ status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, id));
    return row;
  }

  /** The caller's order by its slug (another customer's answers like a missing one). */
  async function ownOrder(customerId: number, slug: string) {
    const [order] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.slug, slug)))
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  app.operation('confirmEsewaPayment', async (request) => {
    const me = currentCustomer(request);
    const callback = readEsewaCallback(app.config.payments.esewa, request.body.data);
    // A wrong signature (a tampered amount, uuid or status) is refused before anything is looked up.
    if (!callback) throw new HttpError(422, NOT_VERIFIED);
    const { attempt, order } = await ownAttempt(me.id, 'esewa', callback.transactionUuid);
    // A replay of a settled attempt answers the order as it is.
    if (attempt.status === 'paid' || attempt.status === 'duplicate') return answer(order, attempt);
    if (callback.totalPaisa !== attempt.amount * 100) throw new HttpError(422, NOT_VERIFIED);
    const verdict = await askGateway(app, attempt).catch(gatewayFailed);
    if (verdict.kind === 'mismatch') throw new HttpError(422, NOT_VERIFIED);
    // The redirect is not the last word: a payment eSewa does not (yet) know stays pending for the sweep.
    if (verdict.kind === 'failed') return answer(order);
    return answer(await settleAttempt(app, attempt, verdict), await attemptNow(attempt.id));
  });

  app.operation('confirmKhaltiPayment', async (request) => {
    const me = currentCustomer(request);
    const { attempt, order } = await ownAttempt(me.id, 'khalti', request.body.pidx);
    if (attempt.status === 'paid' || attempt.status === 'duplicate') return answer(order, attempt);
    const verdict = await askGateway(app, attempt).catch(gatewayFailed);
    if (verdict.kind === 'mismatch') throw new HttpError(422, NOT_VERIFIED);
    return answer(await settleAttempt(app, attempt, verdict), await attemptNow(attempt.id));
  });

  // The Fonepay payment page asks this every few seconds (and a second tab may too): the gateway's status
  // is the only word on it, and settling is conditional, so two asking at once pay the order once.
  app.operation('confirmFonepayPayment', async (request) => {
    const me = currentCustomer(request);
    let order = await ownOrder(me.id, request.body.order);
    const attempt = await latestAttempt(app.db, order.id);
    if (attempt?.method !== 'fonepay') throw notFound(ORDER_NOT_FOUND);
    // Asked while waiting, and after it failed or expired: a QR scanned late is still found (paid late, or
    // recorded as a duplicate to refund when the order moved on).
    if (attempt.status === 'pending' || attempt.status === 'failed' || attempt.status === 'expired') {
      const verdict = await askGateway(app, attempt).catch(gatewayFailed);
      if (verdict.kind === 'mismatch') throw new HttpError(422, NOT_VERIFIED);
      // A QR still waiting past its time is left to the sweep, which asks once more and expires it.
      if (verdict.kind === 'paid' || verdict.kind === 'failed') {
        order = await settleAttempt(app, attempt, verdict);
      }
    }
    const [now] = await app.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    const waiting = order.paymentStatus === 'pending' && now?.status === 'pending' && now.qrMessage;
    return {
      ...answer(order, now),
      qr: waiting && now.qrMessage ? fonepayQrAnswer(order, now, now.qrMessage) : null,
    };
  });

  app.operation('abandonPayment', async (request) => {
    const me = currentCustomer(request);
    const order = await ownOrder(me.id, request.params.slug);
    if (order.paymentStatus !== 'pending')
      throw new HttpError(409, /*i18n*/ 'This order has no payment waiting.');
    const attempt = await latestAttempt(app.db, order.id);
    if (!attempt) throw new HttpError(409, /*i18n*/ 'This order has no payment waiting.');
    const verdict = await askGateway(app, attempt).catch(gatewayFailed);
    // The shopper gave up: unless the gateway says it was paid (or still works on it), the payment expires.
    if (verdict.kind === 'pending') return answer(order);
    const final = verdict.kind === 'mismatch' ? { kind: 'failed' as const } : verdict;
    return answer(await settleAttempt(app, attempt, final));
  });

  app.operation('payOrder', async (request, reply) => {
    const me = currentCustomer(request);
    const method = request.body.payment_method;
    if (method !== 'cod' && !app.config.payments[method].enabled) {
      throw invalid(
        {
          payment_method: [
            /*i18n*/ {
              id: '{method} is not available at the moment.',
              values: { method: PAYMENT_LABELS[method] },
            },
          ],
        },
        422,
      );
    }
    // A payment the gateway completed meanwhile settles first: an order is never paid twice.
    const before = await settleLatest(app, await ownOrder(me.id, request.params.slug));
    if (before.paymentStatus === 'paid') throw new HttpError(409, ALREADY_PAID);
    const changed = await app.db
      .transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, before.id)).for('update');
        if (
          !order ||
          order.status !== ORDER_STATUS.pending ||
          (order.paymentStatus !== 'pending' && order.paymentStatus !== 'expired')
        ) {
          return { order, attempt: null, ok: false };
        }
        // Its goods went back when the payment expired: they are taken again, or the shopper is told.
        if (order.paymentStatus === 'expired') await holdAgain(tx, order.id);
        if (method === 'cod') {
          const [row] = await tx
            .update(orders)
            .set({
              paymentMethod: 'cod',
              payment: paymentLabel('cod', order.fulfilment),
              paymentStatus: 'unpaid',
              paymentRef: null,
              paymentExpiresAt: null,
            })
            .where(eq(orders.id, order.id))
            .returning();
          // Cash on delivery is a sale now, as at checkout: its VAT invoice number and the order mail.
          const invoiceNumber = await issueInvoiceNumber(tx, order.id);
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
          if (row) {
            const collectAt = await collectPointOf(tx, row);
            await queueOrderPlaced(app, tx, toOrder({ ...row, invoiceNumber }, items, collectAt), items);
          }
          return { order: row, attempt: null, ok: true };
        }
        const attempt = await openAttempt(app, tx, order, method);
        return { order, attempt, ok: true };
      })
      .catch((error: unknown) => {
        if (error instanceof StockShortage) {
          throw new HttpError(
            409,
            /*i18n*/ 'Some of this order is no longer in stock. Please order again from your cart.',
          );
        }
        throw error;
      });
    if (!changed.ok || !changed.order) {
      if (changed.order?.paymentStatus === 'paid') throw new HttpError(409, ALREADY_PAID);
      throw new HttpError(409, /*i18n*/ 'This order has no payment to make.');
    }
    reply.code(200);
    const [now] = await app.db.select().from(orders).where(eq(orders.id, before.id));
    if (!now) throw notFound(ORDER_NOT_FOUND);
    if (!changed.attempt) {
      return {
        result: 'success' as const,
        message: /*i18n*/ 'Your order will be paid on delivery.',
        slug: now.slug,
      };
    }
    return {
      result: 'success' as const,
      message: /*i18n*/ 'Your order is waiting for payment.',
      slug: now.slug,
      payment: await paymentStart(app, now, changed.attempt, localeOf(request)),
    };
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepPayments(app).catch((error: unknown) => {
        app.log.warn({ err: loggable(error) }, 'expiring abandoned payments failed');
      });
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
};

export default routes;
