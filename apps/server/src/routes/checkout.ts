// Checkout: the cart becomes an order in one transaction. docs/customer.md §2.6 "Checkout", §7 POST
// /api/checkouts. A double click or a retry with the same Idempotency-Key creates one order and gets the
// first answer. A key is bound to the cart it checked out: that order took every line, so a repeat that finds
// lines in the cart is about another cart (409), never answered "placed" while those lines stay behind. Keys
// last 24 hours. The order itself is placed by services/checkout.ts, as an accepted quote's is.

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isUniqueViolation } from '../db/errors.js';
import { cartLines, cartPromotionCodes, orders, productSamples, products } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { localeOf } from '../plugins/language.js';
import { MAX_CART_LINES, sellableLine } from '../services/cart.js';
import { checkoutDetails, placedAnswer, placeOrder } from '../services/checkout.js';
import { keyExpired } from '../services/orders.js';

type OrderRow = typeof orders.$inferSelect;

const KEY_USED =
  /*i18n*/ 'This checkout was already placed as an order, and your cart has changed since. Please review your cart and check out again.';

const routes: FastifyPluginAsync = async (app) => {
  app.operation('checkout', async (request, reply) => {
    const me = currentCustomer(request);
    const body = request.body;
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && header.length > 0 ? header : null;
    const details = await checkoutDetails(app, body, localeOf(request), me.email);

    /** The first attempt's answer again, for a retry of the same checkout (`lines`: what this one found). */
    function replay(existing: OrderRow, lines: number) {
      if (lines > 0) throw new HttpError(409, KEY_USED);
      const same = (Object.keys(details) as (keyof typeof details)[]).every(
        (field) => existing[field] === details[field],
      );
      // A key names one checkout attempt: the same key with another form is a client bug, not a retry.
      if (!same)
        throw new HttpError(422, /*i18n*/ 'This Idempotency-Key was already used for a different checkout.');
      reply.header('Idempotent-Replayed', 'true');
      return existing.slug;
    }

    async function findByKey(idempotencyKey: string): Promise<OrderRow | undefined> {
      const [existing] = await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, me.id), eq(orders.idempotencyKey, idempotencyKey)))
        .limit(1);
      return existing;
    }

    let slug: string;
    /** The lines this attempt locked, for the unique-violation path below (its transaction is gone). */
    let locked = 0;
    try {
      slug = await app.db.transaction(async (tx) => {
        // Locks the cart's lines: a concurrent checkout of this customer waits here until this one ends,
        // then finds the lines gone (and, below, the order its key already made).
        const lines = await tx
          .select({
            id: cartLines.id,
            quantity: cartLines.quantity,
            productId: products.id,
            brandId: products.brandId,
            categoryIds: products.categoryIds,
            slug: products.slug,
            title: products.title,
            // A sample line is at the sample's price (docs/tiles.md "Samples").
            price: sql<number>`case when ${cartLines.sample} then coalesce(${productSamples.price}, 0) else ${products.sellingPrice} end`,
            sample: cartLines.sample,
            images: products.images,
            piecesPerBox: products.piecesPerBox,
            mm2PerBox: products.mm2PerBox,
            boxesPerPallet: products.boxesPerPallet,
            askedMm2: cartLines.askedMm2,
            layingPattern: cartLines.layingPattern,
            wastagePercent: cartLines.wastagePercent,
            splitLots: cartLines.splitLots,
            lotId: cartLines.lotId,
          })
          .from(cartLines)
          .innerJoin(products, eq(products.id, cartLines.productId))
          .leftJoin(productSamples, eq(productSamples.productId, cartLines.productId))
          .where(sellableLine(me.id))
          .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
          .for('update', { of: cartLines });
        locked = lines.length;
        if (key) {
          // An expired key names nothing any more: it is let go before it is looked up.
          await tx
            .update(orders)
            .set({ idempotencyKey: null })
            .where(and(eq(orders.customerId, me.id), eq(orders.idempotencyKey, key), keyExpired()));
          const [existing] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.customerId, me.id), eq(orders.idempotencyKey, key)))
            .limit(1);
          if (existing) return replay(existing, lines.length);
        }
        // docs/customer.md §8: the message the checkout screen shows before sending the customer to
        // /products.
        if (lines.length === 0) throw new HttpError(422, /*i18n*/ 'Your cart is empty.');
        if (lines.length > MAX_CART_LINES) {
          throw new HttpError(
            422,
            /*i18n*/ {
              id: 'One order holds at most {max} products; remove some from your cart and order them separately.',
              values: { max: MAX_CART_LINES },
            },
          );
        }
        // Current prices, read now (never from the client, never from when the line was added), with the
        // cart's promotion code (docs/promotions.md).
        const [kept] = await tx
          .select({ code: cartPromotionCodes.code })
          .from(cartPromotionCodes)
          .where(eq(cartPromotionCodes.customerId, me.id));
        const order = await placeOrder(
          app,
          tx,
          me.id,
          details,
          lines,
          { kind: 'cart', code: kept?.code ?? null },
          key,
        );
        await tx.delete(cartPromotionCodes).where(eq(cartPromotionCodes.customerId, me.id));
        await tx.delete(cartLines).where(
          inArray(
            cartLines.id,
            lines.map((line) => line.id),
          ),
        );
        return order.slug;
      });
    } catch (error) {
      // Two attempts with one key that locked different lines (a line added while the first ran): the
      // unique index lets one order in, and this attempt answers with that one.
      const existing = key && isUniqueViolation(error) ? await findByKey(key) : undefined;
      if (!existing) throw error;
      slug = replay(existing, locked);
    }
    reply.code(201);
    return placedAnswer(app, slug, localeOf(request));
  });
};

export default routes;
