// The logged-in customer's cart. docs/customer.md §2.3 "Cart", §7 calls. Totals always come from the
// products' current prices on the server, never from the client.
import type { AddToCartInput, CartLine, CartLineLots, TilePackaging } from '@sajilo/api';
import type { Packaging } from '@sajilo/units';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { cartLines, cartPromotionCodes, productSamples, products } from '../db/schema.js';
import { HttpError, invalid, notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { localize } from '../plugins/language.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, productImage, sellableLine } from '../services/cart.js';
import { regularPrice } from '../services/catalog/index.js';
import { collectionFor, collectPointView } from '../services/collection.js';
import { priceLinesFor } from '../services/dealer-prices.js';
import { toImage } from '../services/images.js';
import { appliedFor, appliedView, promotionsFor } from '../services/promotions.js';
import {
  forGoods,
  MAX_SAMPLES_PER_ORDER,
  NO_SAMPLE,
  recentlySampled,
  sampledRecently,
  TOO_MANY_SAMPLES,
} from '../services/samples.js';
import { cartLineRequest, closestLot, type LotLeft, lotsLeft, shownLot } from '../services/stock.js';
import {
  boxesForArea,
  packagingOf,
  tileField,
  tileQuantities,
  toTilePackaging,
  wastageOf,
} from '../services/tiles.js';
import { orderTotals, totalsView } from '../services/totals.js';

const packagingField = (packaging: TilePackaging | null) => (packaging ? { packaging } : {});

const NOT_IN_CART = /*i18n*/ 'This product is not in your cart.';

type AreaInput = NonNullable<AddToCartInput['area']>;

/**
 * An area a shopper orders a tile by: checked against the product (sold by area) and the pattern's wastage,
 * kept in whole mm², with the boxes @sajilo/units counts for it. Undefined when the line is added by quantity.
 */
function askedArea(packaging: Packaging | null, area: AreaInput | undefined) {
  if (!area) return undefined;
  if (!packaging) throw invalid({ area: [/*i18n*/ 'This product is not sold by area.'] }, 422);
  const wastagePercent = wastageOf(area.laying_pattern, area.wastage_percent);
  if (wastagePercent === undefined)
    throw invalid({ 'area.wastage_percent': [/*i18n*/ 'Enter the wastage in per cent, 0 to 50.'] }, 422);
  if (area.wastage_percent !== undefined && area.wastage_percent !== wastagePercent)
    throw invalid({ 'area.wastage_percent': [/*i18n*/ "This wastage is not the laying pattern's."] }, 422);
  const askedMm2 = Math.round(area.m2 * 1_000_000);
  if (askedMm2 < 1) throw invalid({ 'area.m2': [/*i18n*/ 'Enter an area above 0.'] }, 422);
  const boxes = boxesForArea(packaging, askedMm2, wastagePercent);
  if (boxes > MAX_LINE_QUANTITY) {
    throw invalid(
      {
        'area.m2': [
          /*i18n*/ {
            id: 'This area takes {boxes} boxes; one order line holds at most {max}. Please ask us for a quote.',
            values: { boxes, max: MAX_LINE_QUANTITY },
          },
        ],
      },
      422,
    );
  }
  return { askedMm2, layingPattern: area.laying_pattern, wastagePercent, boxes };
}

/**
 * A counted line's lots as the cart and the checkout show them before paying (docs/tiles.md "Split lots and
 * top-ups"): the most one lot has, all lots, the shopper's consent to a split, and the pinned lot's count.
 */
function lineLots(
  lots: LotLeft[] | undefined,
  line: { splitLots: boolean; lotId: number | null; quantity: number },
): { lots?: CartLineLots } {
  if (!lots) return {};
  const pinned = line.lotId === null ? undefined : lots.find((lot) => lot.lotId === line.lotId);
  // A pinned lot that is short: the lot the shopper would get instead, named before they choose it.
  const closest = pinned && pinned.left < line.quantity ? closestLot(lots, pinned, line.quantity) : undefined;
  return {
    lots: {
      one_lot: Math.max(0, ...lots.map((lot) => lot.left)),
      all_lots: lots.reduce((sum, lot) => sum + lot.left, 0),
      split: line.splitLots,
      same_lot: pinned ? shownLot(pinned) : null,
      closest: closest ? shownLot(closest) : null,
    },
  };
}

/** The customer's cart lines joined with the products' current prices, oldest line first. */
export async function cartOf(app: FastifyInstance, customerId: number) {
  const rows = await app.db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      brandId: products.brandId,
      categoryIds: products.categoryIds,
      slug: products.slug,
      title: products.title,
      titleNe: products.titleNe,
      price: products.sellingPrice,
      listPrice: products.price,
      images: products.images,
      piecesPerBox: products.piecesPerBox,
      mm2PerBox: products.mm2PerBox,
      boxesPerPallet: products.boxesPerPallet,
      weightGrams: products.weightGrams,
      askedMm2: cartLines.askedMm2,
      layingPattern: cartLines.layingPattern,
      wastagePercent: cartLines.wastagePercent,
      productId: cartLines.productId,
      splitLots: cartLines.splitLots,
      lotId: cartLines.lotId,
      sample: cartLines.sample,
      samplePrice: productSamples.price,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productSamples, eq(productSamples.productId, cartLines.productId))
    .where(sellableLine(customerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const lots = await lotsLeft(
    app.db,
    rows.map((row) => row.productId),
  );
  // A dealer's buyer pays the tier's unit price (services/dealer-prices.ts), the shop's shown struck through;
  // a sample is at the sample's price for everyone (docs/tiles.md "Samples").
  const priced = await forGoods(
    rows,
    (goods) =>
      priceLinesFor(
        app.db,
        customerId,
        goods.map((row) => ({ productId: row.productId, quantity: row.quantity })),
      ),
    undefined,
  );
  const lines = rows.map((row, i): CartLine => {
    if (row.sample) {
      const price = row.samplePrice ?? 0;
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        title_ne: row.titleNe,
        image: toImage(productImage(row.images, row.title), app.config.publicUrl),
        qty: 1,
        price,
        regular_price: null,
        subtotal: price,
        sample: true,
      };
    }
    const unit = priced[i]?.unitPrice ?? row.price;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      title_ne: row.titleNe,
      image: toImage(productImage(row.images, row.title), app.config.publicUrl),
      qty: row.quantity,
      price: unit,
      regular_price: unit === row.price ? regularPrice(row.price, row.listPrice) : null,
      ...(unit === row.price ? {} : { shop_price: row.price }),
      subtotal: unit * row.quantity,
      ...tileField(tileQuantities(packagingOf(row), row.quantity, row)),
      ...packagingField(toTilePackaging(row)),
      ...lineLots(lots.get(row.productId), row),
    };
  });
  // The promotions of these lines, at the prices they are paid, with the cart's code (docs/promotions.md); the cart's summary is the
  // totals function's, as the checkout and the order's (services/totals.ts).
  const [kept] = await app.db
    .select({ code: cartPromotionCodes.code })
    .from(cartPromotionCodes)
    .where(eq(cartPromotionCodes.customerId, customerId));
  const code = kept?.code ?? null;
  // Promotions take nothing off a sample (docs/promotions.md).
  const outcome = await promotionsFor(app.db, {
    customerId,
    code,
    lines: rows.flatMap((row, i) =>
      row.sample
        ? []
        : [
            {
              productId: row.productId,
              brandId: row.brandId,
              categoryIds: row.categoryIds,
              unitPrice: lines[i]?.price ?? row.price,
              quantity: row.quantity,
            },
          ],
    ),
  });
  const discounts = await forGoods(rows, () => outcome.lineDiscounts, 0);
  const totals = orderTotals({
    lines: lines.map((line, i) => ({
      unitPrice: line.price,
      quantity: line.qty,
      discount: discounts[i] ?? 0,
    })),
    orderDiscount: outcome.orderDiscount,
  });
  return { lines, rows, totalAmount: totals.total, totals, outcome, code };
}

/** The contract's Cart: the lines, their totals and the promotions that apply. */
async function cartView(app: FastifyInstance, request: FastifyRequest, customerId: number) {
  const { lines, totals, outcome, code } = await cartOf(app, customerId);
  return {
    result: 'success' as const,
    products: lines,
    totalAmount: totals.total,
    totalCart: lines.length,
    subtotal: totals.subtotal,
    discount: totals.lineDiscounts + totals.orderDiscount,
    promotions: outcome.applied.map((a) => appliedView({ ...a.promotion, amount: a.amount })),
    promotion_code: code,
    ...(outcome.refusal ? { promotion_problem: localize(request, outcome.refusal.message) } : {}),
    problem: outcome.refusal?.message,
  };
}

async function lineCount(app: FastifyInstance, customerId: number): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(sellableLine(customerId));
  return row?.n ?? 0;
}

const routes: FastifyPluginAsync = async (app) => {
  /** A new line past the cart's most (services/cart.ts) is refused. */
  async function roomForALine(customerId: number): Promise<void> {
    // Checkout refuses such a cart too, so two adds at once that both pass here still never make an order
    // larger than the most.
    if ((await lineCount(app, customerId)) < MAX_CART_LINES) return;
    throw new HttpError(
      409,
      /*i18n*/ {
        id: 'Your cart holds {max} products, the most one order can. Place this order or remove a product first.',
        values: { max: MAX_CART_LINES },
      },
    );
  }

  /**
   * The product's sample as a line of its own, one, apart from its boxes (docs/tiles.md "Samples"). Refused,
   * with why, when the product offers none or has none left, past the samples one order holds, and for a
   * product the customer had a sample of within the last days the rule names. The checkout checks the last
   * two again, for orders placed since.
   */
  async function addSample(customerId: number, productId: number) {
    const [offer] = await app.db
      .select({ stock: productSamples.stock, offered: productSamples.offered, title: products.title })
      .from(productSamples)
      .innerJoin(products, eq(products.id, productSamples.productId))
      .where(eq(productSamples.productId, productId));
    if (!offer?.offered) throw invalid({ sample: [NO_SAMPLE] }, 422);
    const samples = await app.db
      .select({ productId: cartLines.productId })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(and(sellableLine(customerId), eq(cartLines.sample, true)));
    const total = async () => ({ result: 'success' as const, totalCart: await lineCount(app, customerId) });
    if (samples.some((line) => line.productId === productId)) {
      return {
        ...(await total()),
        message: /*i18n*/ 'This sample is already in your cart: one of a tile.',
      };
    }
    if (samples.length >= MAX_SAMPLES_PER_ORDER) throw new HttpError(409, TOO_MANY_SAMPLES);
    if ((await recentlySampled(app.db, customerId, [productId])).has(productId)) {
      throw new HttpError(409, sampledRecently(offer.title));
    }
    if (offer.stock <= 0) throw new HttpError(409, /*i18n*/ 'No samples of this tile are left for now.');
    await roomForALine(customerId);
    await app.db
      .insert(cartLines)
      .values({ customerId, productId, quantity: 1, sample: true })
      .onConflictDoNothing({ target: [cartLines.customerId, cartLines.productId, cartLines.sample] });
    return {
      ...(await total()),
      message: /*i18n*/ 'A sample is added to your cart.',
    };
  }

  app.operation('getCart', async (request) => {
    const { problem: _, ...view } = await cartView(app, request, currentCustomer(request).id);
    return view;
  });

  app.operation('applyPromotionCode', async (request) => {
    const me = currentCustomer(request);
    const code = request.body.code;
    // Kept first and judged on the cart as it is: a code that does not apply is taken back off, with why.
    const [before] = await app.db
      .select({ code: cartPromotionCodes.code })
      .from(cartPromotionCodes)
      .where(eq(cartPromotionCodes.customerId, me.id));
    await app.db
      .insert(cartPromotionCodes)
      .values({ customerId: me.id, code })
      .onConflictDoUpdate({ target: cartPromotionCodes.customerId, set: { code, createdAt: sql`now()` } });
    const { problem, ...view } = await cartView(app, request, me.id);
    if (problem) {
      if (before) {
        await app.db
          .update(cartPromotionCodes)
          .set({ code: before.code })
          .where(eq(cartPromotionCodes.customerId, me.id));
      } else await app.db.delete(cartPromotionCodes).where(eq(cartPromotionCodes.customerId, me.id));
      throw invalid({ code: [problem] }, 422);
    }
    return {
      ...view,
      message: localize(request, /*i18n*/ { id: 'The code {code} is applied.', values: { code } }),
    };
  });

  app.operation('removePromotionCode', async (request) => {
    const me = currentCustomer(request);
    await app.db.delete(cartPromotionCodes).where(eq(cartPromotionCodes.customerId, me.id));
    const { problem: _, ...view } = await cartView(app, request, me.id);
    return view;
  });

  // docs/delivery.md "Collection at a showroom": the showrooms that hold every line's boxes as the checkout
  // would take them there, and the cart's totals and promotions as a collected order records them (no
  // delivery charge, and so no free delivery).
  app.operation('getCollectionPoints', async (request) => {
    const me = currentCustomer(request);
    const { rows, totals, outcome } = await cartOf(app, me.id);
    const now = new Date();
    const places = await collectionFor(app.db, rows.map(cartLineRequest));
    const titles = new Map(rows.map((row) => [row.productId, row.title]));
    return {
      result: 'success',
      showrooms: places.map(({ place, missing }) => ({
        ...collectPointView(place, now),
        available: missing.length === 0,
        missing: missing.map((id) => titles.get(id) ?? ''),
      })),
      totals: totalsView(totals),
      promotions: appliedFor(outcome.applied, 0, true).map((a) =>
        appliedView({ ...a.promotion, amount: a.amount }),
      ),
    };
  });

  app.operation('getCartCount', async (request) => {
    const me = currentCustomer(request);
    return { result: 'success', totalCart: await lineCount(app, me.id) };
  });

  app.operation('addToCart', async (request) => {
    const me = currentCustomer(request);
    const [product] = await app.db
      .select({
        id: products.id,
        piecesPerBox: products.piecesPerBox,
        mm2PerBox: products.mm2PerBox,
        boxesPerPallet: products.boxesPerPallet,
        weightGrams: products.weightGrams,
      })
      .from(products)
      .where(and(eq(products.slug, request.params.slug), eq(products.published, true)))
      .limit(1);
    if (!product) throw notFound(/*i18n*/ 'Product not found.');
    if (request.body.sample) return addSample(me.id, product.id);
    const asked = askedArea(packagingOf(product), request.body.area);
    // A new line past the cart's most (services/cart.ts): checkout refuses such a cart too, so two adds
    // at once that both pass here still never make an order larger than the most.
    const [inCart] = await app.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(
        and(
          eq(cartLines.customerId, me.id),
          eq(cartLines.productId, product.id),
          eq(cartLines.sample, false),
        ),
      )
      .limit(1);
    if (!inCart) await roomForALine(me.id);
    const quantity = asked ? asked.boxes : request.body.quantity;
    // Adding a product already in the cart adds to its line, up to the line's maximum; one statement, so
    // two quick clicks cannot both insert. A line already full is left as it is (no row comes back).
    // By area onto a line asked by area with the same wastage, the areas add up and the boxes are counted
    // again for their sum (a box opened for one room finishes the next, docs/tiles.md "The cart keeps the
    // area"); onto any other line, the boxes add up and the line keeps no area.
    const sameArea = sql`${cartLines.askedMm2} is not null and ${cartLines.wastagePercent} = ${asked?.wastagePercent ?? -1}`;
    const keptArea = asked
      ? {
          askedMm2: sql`case when ${sameArea} then ${cartLines.askedMm2} + ${asked.askedMm2}::bigint end`,
          layingPattern: sql`case when ${sameArea} then excluded.laying_pattern end`,
          wastagePercent: sql`case when ${sameArea} then excluded.wastage_percent end`,
        }
      : { askedMm2: null, layingPattern: null, wastagePercent: null };
    const changed = await app.db
      .insert(cartLines)
      .values({
        customerId: me.id,
        productId: product.id,
        quantity,
        askedMm2: asked?.askedMm2 ?? null,
        layingPattern: asked?.layingPattern ?? null,
        wastagePercent: asked?.wastagePercent ?? null,
      })
      .onConflictDoUpdate({
        target: [cartLines.customerId, cartLines.productId, cartLines.sample],
        set: {
          quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
          ...keptArea,
        },
        setWhere: sql`${cartLines.quantity} < ${MAX_LINE_QUANTITY}`,
      })
      .returning({
        id: cartLines.id,
        quantity: cartLines.quantity,
        askedMm2: cartLines.askedMm2,
        wastagePercent: cartLines.wastagePercent,
      });
    if (changed.length === 0) {
      throw new HttpError(
        409,
        /*i18n*/ {
          id: 'Your cart already holds {max} of this product, the most one order line can.',
          values: { max: MAX_LINE_QUANTITY },
        },
      );
    }
    let line = changed[0];
    const packaging = packagingOf(product);
    if (line && packaging && asked && line.askedMm2 !== null && line.askedMm2 !== asked.askedMm2) {
      // The summed area's own count of boxes (fewer than the two counts added, or as many), within the line's
      // most; past it the line is full and keeps no area, since its boxes no longer cover it.
      const boxes = boxesForArea(packaging, line.askedMm2, line.wastagePercent ?? 0);
      const [recounted] = await app.db
        .update(cartLines)
        .set(
          boxes <= MAX_LINE_QUANTITY
            ? { quantity: boxes }
            : { quantity: MAX_LINE_QUANTITY, askedMm2: null, layingPattern: null, wastagePercent: null },
        )
        .where(eq(cartLines.id, line.id))
        .returning({
          id: cartLines.id,
          quantity: cartLines.quantity,
          askedMm2: cartLines.askedMm2,
          wastagePercent: cartLines.wastagePercent,
        });
      line = recounted ?? line;
    }
    return {
      result: 'success',
      message:
        line?.quantity === MAX_LINE_QUANTITY
          ? /*i18n*/ {
              id: 'Added to your cart: the line now holds {max}, the most one line can.',
              values: { max: MAX_LINE_QUANTITY },
            }
          : asked
            ? /*i18n*/ {
                id: 'Added to your cart: {boxes} boxes for this area.',
                values: { boxes: asked.boxes },
              }
            : /*i18n*/ 'Product added to your cart.',
      totalCart: await lineCount(app, me.id),
    };
  });

  app.operation('updateCartLine', async (request) => {
    const me = currentCustomer(request);
    // Only the caller's own line: another customer's line id is answered like an unknown one.
    const [current] = await app.db
      .select({ sample: cartLines.sample })
      .from(cartLines)
      .where(and(eq(cartLines.id, request.params.id), eq(cartLines.customerId, me.id)));
    // A sample is one (docs/tiles.md "Samples"): its line's quantity does not change.
    if (current?.sample) throw invalid({ quantity: [/*i18n*/ 'A sample line holds one sample.'] }, 422);
    const updated = await app.db
      .update(cartLines)
      // Boxes set by hand are the shopper's own count: the line no longer says it was asked by area
      // (docs/tiles.md "The cart keeps the area").
      .set({ quantity: request.body.quantity, askedMm2: null, layingPattern: null, wastagePercent: null })
      .where(and(eq(cartLines.id, request.params.id), eq(cartLines.customerId, me.id)))
      .returning({ id: cartLines.id });
    if (updated.length === 0) throw notFound(NOT_IN_CART);
    const { lines, totalAmount } = await cartOf(app, me.id);
    const line = lines.find((l) => l.id === request.params.id);
    return {
      result: 'success',
      message: /*i18n*/ 'Quantity updated.',
      amount: line?.subtotal ?? 0,
      totalAmount,
    };
  });

  app.operation('removeCartLine', async (request) => {
    const me = currentCustomer(request);
    const removed = await app.db
      .delete(cartLines)
      .where(and(eq(cartLines.id, request.params.id), eq(cartLines.customerId, me.id)))
      .returning({ id: cartLines.id });
    if (removed.length === 0) throw notFound(NOT_IN_CART);
    return {
      result: 'success',
      message: /*i18n*/ 'Product removed from your cart.',
      totalCart: await lineCount(app, me.id),
    };
  });
};

export default routes;
