// Checkout: the cart becomes an order in one transaction. docs/customer.md §2.6 "Checkout", §7 POST
// /api/checkouts. A double click or a retry with the same Idempotency-Key creates one order and gets the
// first answer. A key is bound to the cart it checked out: that order took every line, so a repeat that finds
// lines in the cart is about another cart (409), never answered "placed" while those lines stay behind. Keys
// last 24 hours.

import { addressProblems } from '@sajilo/nepal/addresses';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import {
  cartLines,
  cartPromotionCodes,
  dealerCompanies,
  orderItems,
  orders,
  products,
} from '../db/schema.js';
import { HttpError, invalid } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { localeOf } from '../plugins/language.js';
import { ADDRESS_MESSAGES } from '../services/accounts.js';
import { MAX_CART_LINES, productImage, sellableLine } from '../services/cart.js';
import { randomSlug } from '../services/crypto.js';
import { type DealerMember, dealerOf, loadTier, priceLinesFor } from '../services/dealer-prices.js';
import { balanceOf } from '../services/dealers.js';
import { deliveryForCheckout } from '../services/delivery.js';
import { issueInvoiceNumber } from '../services/invoice.js';
import { formatRupees, queueOrderPlaced } from '../services/mails.js';
import { keyExpired, toOrder } from '../services/orders.js';
import { latestAttempt, openAttempt, PAYMENT_LABELS, paymentStart } from '../services/payments/index.js';
import { promotionsFor, redeem } from '../services/promotions.js';
import { reserveLines, StockShortage } from '../services/stock.js';
import { soldTiles } from '../services/tiles.js';
import { orderTotals } from '../services/totals.js';

type OrderRow = typeof orders.$inferSelect;

const PLACED = /*i18n*/ 'Your order has been placed.';
const TO_PAY = /*i18n*/ 'Your order is placed and waiting for payment.';
const ADDRESS_FIELDS = {
  province: 'state',
  district: 'district',
  municipality: 'city',
  ward: 'ward',
} as const;

/** A line the stock cannot fill as asked, as the cart shows it beside the line (409). */
function shortage(
  error: StockShortage,
  lines: { productId: number; slug: string; title: string }[],
): HttpError {
  const line = lines.find((l) => l.productId === error.productId);
  const values = { product: line?.title ?? '', left: error.singleLot, total: error.total };
  const message =
    error.lotId !== null
      ? /*i18n*/ {
          id: 'Only {left} of {product} are left in your lot: take those, or the closest lot, in your cart.',
          values,
        }
      : error.total < error.asked
        ? /*i18n*/ { id: 'Only {total} of {product} are left: lower the quantity in your cart.', values }
        : /*i18n*/ {
            id: 'Only {left} of {product} are left from one shade lot ({total} in all): take those, or accept boxes from several lots, in your cart.',
            values,
          };
  // The field is the cart line's (its product's slug), where the storefront shows the message.
  const field = `lines.${line?.slug ?? error.productId}`;
  return invalid({ [field]: [message] }, 409);
}

/**
 * On account (docs/dealers.md "Credit"): only an approved dealer's buyer, and only up to the credit left
 * (limit − what the company owes). The company's row is locked first, so two buyers' orders at once are
 * counted one after the other and never pass the limit together.
 */
async function checkCredit(tx: Database, dealer: DealerMember | null, total: number): Promise<void> {
  if (!dealer || dealer.creditLimit <= 0) {
    throw invalid(
      { payment_method: [/*i18n*/ 'On account is for approved dealers with a credit limit.'] },
      422,
    );
  }
  await tx
    .select({ id: dealerCompanies.id })
    .from(dealerCompanies)
    .where(eq(dealerCompanies.id, dealer.companyId))
    .for('update');
  const available = Math.max(0, dealer.creditLimit - (await balanceOf(tx, dealer.companyId)));
  if (total > available) {
    throw invalid(
      {
        payment_method: [
          /*i18n*/ {
            id: 'This order comes to {total}, more than the {available} of credit your company has available. Pay another way, or ask us to raise the limit.',
            values: { total: formatRupees(total), available: formatRupees(available) },
          },
        ],
      },
      422,
    );
  }
}

const KEY_USED =
  /*i18n*/ 'This checkout was already placed as an order, and your cart has changed since. Please review your cart and check out again.';

const routes: FastifyPluginAsync = async (app) => {
  app.operation('checkout', async (request, reply) => {
    const me = currentCustomer(request);
    const body = request.body;
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && header.length > 0 ? header : null;
    const details = {
      name: body.name,
      email: body.email,
      phoneNumber: body.phone_number,
      // docs/customer.md §5: company name and note are optional.
      companyName: body.company_name ?? null,
      state: body.state,
      city: body.city,
      streetAddress: body.street_address,
      note: body.note ?? null,
      // The address pickers' district and ward, the buyer's PAN, how the order is paid.
      district: body.district ?? null,
      ward: body.ward ?? null,
      buyerPan: body.buyer_pan ?? null,
      paymentMethod: body.payment_method ?? 'cod',
      // Its text messages are written in the language it is placed in.
      locale: localeOf(request),
    };
    const method = details.paymentMethod;
    const online = method !== 'cod' && method !== 'account';
    if (method !== 'cod' && method !== 'account' && !app.config.payments[method].enabled) {
      throw invalid(
        {
          payment_method: [
            /*i18n*/ {
              id: '{method} is not available at the moment.',
              values: { method: PAYMENT_LABELS[details.paymentMethod] },
            },
          ],
        },
        422,
      );
    }
    // An address from the pickers (it names a district) must be one of Nepal's: province (`state`),
    // district, municipality (`city`) and a ward the municipality has. A free-text one (no district) is kept.
    if (body.district !== undefined) {
      const [problem] = addressProblems({
        province: body.state,
        district: body.district,
        municipality: body.city,
        ward: body.ward ?? 0,
      });
      if (problem) throw invalid({ [ADDRESS_FIELDS[problem]]: [ADDRESS_MESSAGES[problem]] });
    }

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
            price: products.sellingPrice,
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
        // Current prices, read now (never from the client, never from when the line was added), and the
        // delivery to the address, charged by place and weight (docs/delivery.md): a place the shop does not
        // deliver to is refused here, before any payment.
        // A dealer's buyer pays the tier's unit prices (services/dealer-prices.ts, docs/dealers.md); the
        // promotions are the cart's (its code and the automatic ones), judged again now on the prices paid: a
        // code that no longer applies is refused with why, before anything is written (docs/promotions.md).
        const dealer = await dealerOf(tx, me.id);
        const tier = dealer?.tierId ? await loadTier(tx, dealer.tierId) : null;
        const priced = await priceLinesFor(tx, me.id, lines, tier);
        const unitPrice = (i: number) => priced[i]?.unitPrice ?? lines[i]?.price ?? 0;
        const [kept] = await tx
          .select({ code: cartPromotionCodes.code })
          .from(cartPromotionCodes)
          .where(eq(cartPromotionCodes.customerId, me.id));
        const promotion = await promotionsFor(tx, {
          customerId: me.id,
          code: kept?.code ?? null,
          lines: lines.map((l, i) => ({ ...l, unitPrice: unitPrice(i) })),
        });
        if (promotion.refusal) throw new HttpError(409, promotion.refusal.message);
        const discounted = lines.map((l, i) => ({
          unitPrice: unitPrice(i),
          quantity: l.quantity,
          discount: promotion.lineDiscounts[i] ?? 0,
        }));
        const goods = orderTotals({ lines: discounted, orderDiscount: promotion.orderDiscount });
        const delivery = await deliveryForCheckout(tx, body.district, body.city, lines, goods.total);
        // A free delivery saves the charge the address would have had; one that saves nothing (the goods
        // already travel free) is not counted as a use.
        const charge = promotion.freeDelivery ? 0 : delivery.charge;
        const applied = promotion.applied
          .map((a) => (a.freeDelivery ? { ...a, amount: delivery.charge } : a))
          .filter((a) => !(a.freeDelivery && a.amount === 0 && a.promotion.kind === 'automatic'));
        const totals = orderTotals({
          lines: discounted,
          orderDiscount: promotion.orderDiscount,
          delivery: charge,
        });
        const totalAmount = totals.total;
        if (method === 'account') await checkCredit(tx, dealer, totalAmount);
        const [order] = await tx
          .insert(orders)
          .values({
            ...details,
            slug: randomSlug(),
            customerId: me.id,
            totalAmount,
            deliveryCharge: charge,
            orderDiscount: totals.orderDiscount,
            deliveryZone: delivery.zone,
            deliveryEarliest: delivery.earliest,
            deliveryLatest: delivery.latest,
            idempotencyKey: key,
            dealerCompanyId: dealer?.companyId ?? null,
            payment: PAYMENT_LABELS[details.paymentMethod],
            // Online: pending until the gateway confirms its first attempt (services/payments).
            paymentStatus: online ? 'pending' : 'unpaid',
          })
          .returning();
        if (!order) throw new Error('order insert returned no row');
        if (method !== 'cod' && method !== 'account') await openAttempt(app, tx, order, method);
        // The pictures the lines keep, read again under a key-share lock on their products: a back-office
        // change that replaces a picture (and deletes its files when nothing else shows them) either
        // committed before, and this reads the new one, or waits and then finds these lines naming it
        // (services/orphan-files.ts).
        const held = await tx
          .select({ id: products.id, images: products.images })
          .from(products)
          .where(
            inArray(
              products.id,
              lines.map((line) => line.productId),
            ),
          )
          .orderBy(asc(products.id))
          .for('key share');
        const pictures = new Map(held.map((row) => [row.id, row.images]));
        const items = lines.map((line, i) => ({
          orderId: order.id,
          productId: line.productId,
          // The invoice keeps what was sold even if the product is renamed or repriced later.
          productSlug: line.slug,
          productName: line.title,
          image: productImage(pictures.get(line.productId) ?? line.images, line.title),
          quantity: line.quantity,
          amount: unitPrice(i),
          shopAmount: unitPrice(i) === line.price ? null : line.price,
          total: unitPrice(i) * line.quantity,
          discount: Math.min(promotion.lineDiscounts[i] ?? 0, unitPrice(i) * line.quantity),
          // A tile line keeps its pieces and covered area as sold, and the area asked (docs/tiles.md).
          ...soldTiles(line),
        }));
        const inserted = await tx.insert(orderItems).values(items).returning({ id: orderItems.id });
        await redeem(tx, { id: order.id, customerId: me.id }, applied);
        // The goods leave the stock with the order (docs/tiles.md "Stock by lot and location"): each line
        // from one lot, or the order is refused with what is left.
        await reserveLines(
          tx,
          order.id,
          lines.map((line, i) => ({
            orderItemId: inserted[i]?.id ?? 0,
            productId: line.productId,
            quantity: line.quantity,
            // The shopper's choices in the cart (docs/tiles.md "Split lots and top-ups").
            split: line.splitLots,
            preferLotId: line.lotId,
            lotOnly: line.lotId !== null,
          })),
        ).catch((error) => {
          throw error instanceof StockShortage ? shortage(error, lines) : error;
        });
        await tx.delete(cartPromotionCodes).where(eq(cartPromotionCodes.customerId, me.id));
        await tx.delete(cartLines).where(
          inArray(
            cartLines.id,
            lines.map((line) => line.id),
          ),
        );
        // Cash on delivery is a sale now: its VAT invoice number, and the mail (in the order's transaction: an
        // order that fails, or loses a race for its key, mails nothing). Online orders get both once paid.
        if (!online) {
          const invoiceNumber = await issueInvoiceNumber(tx, order.id);
          await queueOrderPlaced(app, tx, toOrder({ ...order, invoiceNumber }, items), items);
        }
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
    const [placed] = await app.db.select().from(orders).where(eq(orders.slug, slug)).limit(1);
    if (placed?.paymentStatus !== 'pending') return { result: 'success', message: PLACED, slug };
    const attempt = await latestAttempt(app.db, placed.id);
    if (!attempt) throw new Error('a pending order without an attempt');
    return { result: 'success', message: TO_PAY, slug, payment: await paymentStart(app, placed, attempt) };
  });
};

export default routes;
