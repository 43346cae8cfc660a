// A tile line's shade lots, the shopper's choices before paying (docs/tiles.md "Split lots and top-ups"):
// accepting boxes from several lots when no single lot has the line, and buying more from the lot of an
// earlier order (a same-lot top-up, its own button and operation beside the whole order's reorder).
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { cartLines, orderItems, orders, products, stockAllocations, stockLots } from '../db/schema.js';
import { HttpError, notFound } from '../errors.js';
import type { Text } from '../i18n.js';
import { currentCustomer } from '../plugins/customers.js';
import { MAX_CART_LINES, sellableLine } from '../services/cart.js';
import { closestLot, lotsLeft, shownLot } from '../services/stock.js';

const NOT_IN_CART = /*i18n*/ 'This product is not in your cart.';

const routes: FastifyPluginAsync = async (app) => {
  app.operation('setCartLineLots', async (request) => {
    const me = currentCustomer(request);
    // A sample takes no lot (docs/tiles.md "Samples"): only the boxes' lines choose one.
    const mine = and(
      eq(cartLines.id, request.params.id),
      eq(cartLines.customerId, me.id),
      eq(cartLines.sample, false),
    );
    const [line] = await app.db
      .select({ productId: cartLines.productId, quantity: cartLines.quantity, lotId: cartLines.lotId })
      .from(cartLines)
      .where(mine)
      .limit(1);
    if (!line) throw notFound(NOT_IN_CART);
    const { split, same_lot: sameLot } = request.body;
    const change: { splitLots?: boolean; lotId?: number | null } = {};
    if (split !== undefined) change.splitLots = split;
    let message: Text = split
      ? /*i18n*/ 'Your boxes may come from several shade lots; the order will say which.'
      : /*i18n*/ 'Your boxes will come from one shade lot.';
    if (split === true && line.lotId !== null) {
      // Several lots for a top-up start with what is left of the earlier lot, then the lots closest to it
      // (chooseAllocations): the lot stays on the line, no longer alone.
      const lots = (await lotsLeft(app.db, [line.productId])).get(line.productId) ?? [];
      const earlier = lots.find((lot) => lot.lotId === line.lotId);
      message = /*i18n*/ {
        id: 'Your boxes may come from several shade lots, what is left of your lot {code} first; the order will say which.',
        values: { code: earlier?.code ?? '' },
      };
    } else if (sameLot === false && line.lotId !== null) {
      // The closest lot that has the whole line (same shade and caliber first); none: no lot in particular,
      // and the usual rules apply, so the cart offers fewer boxes from one lot or a split the shopper
      // accepts (which may come with this request), never a lot that cannot fill the line.
      const lots = (await lotsLeft(app.db, [line.productId])).get(line.productId) ?? [];
      const pinned = lots.find((lot) => lot.lotId === line.lotId);
      const closest = pinned ? closestLot(lots, pinned, line.quantity) : undefined;
      change.lotId = closest?.lotId ?? null;
      message = closest
        ? /*i18n*/ {
            id: 'Your boxes will come from lot {code}, the closest to yours.',
            values: { code: closest.code },
          }
        : /*i18n*/ 'No single lot has all your boxes: take fewer from one lot, or boxes from several lots.';
    }
    if (Object.keys(change).length > 0) await app.db.update(cartLines).set(change).where(mine);
    return { result: 'success', message };
  });

  app.operation('topUpFromLot', async (request) => {
    const me = currentCustomer(request);
    const { product_slug: productSlug, quantity } = request.body;
    // The lot most of the order's boxes of this product came from (its allocations that were not given
    // back); another customer's order, or a product the order has no lot of, is answered 404 alike.
    const [found] = await app.db
      .select({
        productId: products.id,
        lotId: stockAllocations.lotId,
        boxes: sql<number>`sum(${stockAllocations.quantity})::int`,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(stockAllocations, eq(stockAllocations.orderItemId, orderItems.id))
      .innerJoin(stockLots, eq(stockLots.id, stockAllocations.lotId))
      .innerJoin(products, and(eq(products.id, orderItems.productId), eq(products.published, true)))
      .where(
        and(
          eq(orders.slug, request.params.slug),
          eq(orders.customerId, me.id),
          eq(orderItems.productSlug, productSlug),
          sql`${stockAllocations.releasedAt} IS NULL`,
          sql`${stockLots.code} <> '-'`,
        ),
      )
      .groupBy(products.id, stockAllocations.lotId)
      .orderBy(sql`3 DESC`, stockAllocations.lotId)
      .limit(1);
    if (!found) throw notFound(/*i18n*/ 'This order has no shade lot of this product.');
    const [inCart] = await app.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(
        and(
          eq(cartLines.customerId, me.id),
          eq(cartLines.productId, found.productId),
          eq(cartLines.sample, false),
        ),
      )
      .limit(1);
    if (!inCart) {
      const [lines] = await app.db
        .select({ n: count() })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(sellableLine(me.id));
      if ((lines?.n ?? 0) >= MAX_CART_LINES) {
        throw new HttpError(
          409,
          /*i18n*/ {
            id: 'Your cart holds {max} products, the most one order can. Place this order or remove a product first.',
            values: { max: MAX_CART_LINES },
          },
        );
      }
    }
    // The product's line becomes this top-up: these boxes, from this lot only, counted by hand (no area).
    const pinned = {
      quantity,
      lotId: found.lotId,
      splitLots: false,
      askedMm2: null,
      layingPattern: null,
      wastagePercent: null,
    };
    await app.db
      .insert(cartLines)
      .values({ customerId: me.id, productId: found.productId, ...pinned })
      .onConflictDoUpdate({
        target: [cartLines.customerId, cartLines.productId, cartLines.sample],
        set: pinned,
      });
    const lots = (await lotsLeft(app.db, [found.productId])).get(found.productId) ?? [];
    const lot = lots.find((l) => l.lotId === found.lotId);
    if (!lot) throw new Error('the allocated lot is gone');
    const [total] = await app.db
      .select({ n: count() })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(sellableLine(me.id));
    // Short or gone: the lot the cart will offer instead is named now (docs/tiles.md "Buy more from the same
    // lot"), or the shopper is told that only boxes of several lots make up the number.
    const closest = lot.left >= quantity ? undefined : closestLot(lots, lot, quantity);
    const all = lots.reduce((sum, l) => sum + l.left, 0);
    const values = { code: lot.code, left: lot.left, quantity, all, closest: closest?.code ?? '' };
    const message =
      lot.left >= quantity
        ? /*i18n*/ { id: 'Added to your cart, from your lot {code}.', values }
        : all < quantity
          ? /*i18n*/ {
              id: 'Your lot {code} has {left} left, and all lots together only {all}: your cart offers fewer boxes.',
              values,
            }
          : lot.left === 0
            ? closest
              ? /*i18n*/ {
                  id: 'Your lot {code} is sold out: your cart offers {quantity} from lot {closest}, the closest to yours.',
                  values,
                }
              : /*i18n*/ {
                  id: 'Your lot {code} is sold out and no other lot has {quantity}: your cart offers boxes from several lots.',
                  values,
                }
            : closest
              ? /*i18n*/ {
                  id: 'Your lot {code} has only {left} left: your cart offers those, or {quantity} from lot {closest}, the closest to yours.',
                  values,
                }
              : /*i18n*/ {
                  id: 'Your lot {code} has only {left} left and no other lot has {quantity}: your cart offers those, or boxes from several lots.',
                  values,
                };
    return {
      result: 'success',
      message,
      totalCart: total?.n ?? 0,
      lot: shownLot(lot),
      closest: closest ? shownLot(closest) : null,
    };
  });
};

export default routes;
