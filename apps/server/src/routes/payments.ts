// Online payments (docs/nepal.md "Payments"): the shopper comes back from eSewa or Khalti to the storefront,
// which hands the gateway's answer to these operations; the server checks it and asks the gateway's status
// API before an order is paid. A sweep expires payments left pending past PAYMENT_TTL (services/payments).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { orders } from '../db/schema.js';
import { HttpError, loggable, notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { toOrder } from '../services/orders.js';
import { readEsewaCallback } from '../services/payments/esewa.js';
import { applyVerdict, askGateway, gatewayFailed, sweepPayments } from '../services/payments/index.js';

type OrderRow = typeof orders.$inferSelect;

const NOT_VERIFIED = /*i18n*/ 'The payment could not be verified. Your order has not been marked paid.';
const ORDER_NOT_FOUND = /*i18n*/ 'Order not found.';

const MESSAGES: Record<OrderRow['paymentStatus'], string> = {
  paid: /*i18n*/ 'Your payment was received. Thank you!',
  pending: /*i18n*/ 'Your payment is not confirmed yet. We will update your order as soon as it is.',
  expired:
    /*i18n*/ 'The payment was not completed. Your order was cancelled and its items are back in your cart.',
  refunded: /*i18n*/ 'The payment was refunded. Your order was cancelled.',
  unpaid: /*i18n*/ 'This order is paid on delivery.',
};

const answer = (order: OrderRow) => ({
  result: 'success' as const,
  message: MESSAGES[order.paymentStatus],
  order: toOrder(order),
});

/** How often the sweep looks for payments past their time. */
const SWEEP_EVERY_MS = 60_000;

const routes: FastifyPluginAsync = async (app) => {
  app.operation('confirmEsewaPayment', async (request) => {
    const me = currentCustomer(request);
    const callback = readEsewaCallback(app.config.payments.esewa, request.body.data);
    // A wrong signature (a tampered amount, uuid or status) is refused before anything is looked up.
    if (!callback) throw new HttpError(422, NOT_VERIFIED);
    const [order] = await app.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.customerId, me.id),
          eq(orders.paymentMethod, 'esewa'),
          eq(orders.paymentRef, callback.transactionUuid),
        ),
      )
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    // A replay of a settled payment answers the order as it is.
    if (order.paymentStatus !== 'pending') return answer(order);
    if (callback.totalPaisa !== order.totalAmount * 100) throw new HttpError(422, NOT_VERIFIED);
    const verdict = await askGateway(app, order).catch(gatewayFailed);
    if (verdict.kind === 'mismatch') throw new HttpError(422, NOT_VERIFIED);
    // The redirect is not the last word: a payment eSewa does not (yet) know stays pending for the sweep.
    if (verdict.kind === 'failed') return answer(order);
    return answer(await applyVerdict(app, order, verdict));
  });

  app.operation('confirmKhaltiPayment', async (request) => {
    const me = currentCustomer(request);
    const [order] = await app.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.customerId, me.id),
          eq(orders.paymentMethod, 'khalti'),
          eq(orders.paymentRef, request.body.pidx),
        ),
      )
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentStatus !== 'pending') return answer(order);
    const verdict = await askGateway(app, order).catch(gatewayFailed);
    if (verdict.kind === 'mismatch') throw new HttpError(422, NOT_VERIFIED);
    return answer(await applyVerdict(app, order, verdict));
  });

  app.operation('abandonPayment', async (request) => {
    const me = currentCustomer(request);
    const [order] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, me.id), eq(orders.slug, request.params.slug)))
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentStatus !== 'pending')
      throw new HttpError(409, /*i18n*/ 'This order has no payment waiting.');
    const verdict = await askGateway(app, order).catch(gatewayFailed);
    // The shopper gave up: unless the gateway says it was paid (or still works on it), the payment expires.
    if (verdict.kind === 'pending') return answer(order);
    const final = verdict.kind === 'mismatch' ? { kind: 'failed' as const } : verdict;
    return answer(await applyVerdict(app, order, final));
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
