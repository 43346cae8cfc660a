// The logged-in customer's cart. docs/customer.md §2.3 "Cart", §7 calls. Totals always come from the
// products' current prices on the server, never from the client.
import type { CartLine } from '@sajilo/api';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { cartLines, products } from '../db/schema.js';
import { HttpError, notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, productImage, sellableLine } from '../services/cart.js';
import { regularPrice } from '../services/catalog/index.js';
import { toImage } from '../services/images.js';
import { orderTotals } from '../services/totals.js';

const NOT_IN_CART = /*i18n*/ 'This product is not in your cart.';

/** The customer's cart lines joined with the products' current prices, oldest line first. */
export async function cartOf(app: FastifyInstance, customerId: number) {
  const rows = await app.db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      slug: products.slug,
      title: products.title,
      titleNe: products.titleNe,
      price: products.sellingPrice,
      listPrice: products.price,
      images: products.images,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(sellableLine(customerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const lines = rows.map(
    (row): CartLine => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      title_ne: row.titleNe,
      image: toImage(productImage(row.images, row.title), app.config.publicUrl),
      qty: row.quantity,
      price: row.price,
      regular_price: regularPrice(row.price, row.listPrice),
      subtotal: row.price * row.quantity,
    }),
  );
  // The cart's summary is the totals function's, as the checkout and the order's (services/totals.ts).
  const totals = orderTotals({ lines: lines.map((line) => ({ unitPrice: line.price, quantity: line.qty })) });
  return { lines, totalAmount: totals.total };
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
  app.operation('getCart', async (request) => {
    const me = currentCustomer(request);
    const { lines, totalAmount } = await cartOf(app, me.id);
    return { result: 'success', products: lines, totalAmount, totalCart: lines.length };
  });

  app.operation('getCartCount', async (request) => {
    const me = currentCustomer(request);
    return { result: 'success', totalCart: await lineCount(app, me.id) };
  });

  app.operation('addToCart', async (request) => {
    const me = currentCustomer(request);
    const [product] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, request.params.slug), eq(products.published, true)))
      .limit(1);
    if (!product) throw notFound(/*i18n*/ 'Product not found.');
    // A new line past the cart's most (services/cart.ts): checkout refuses such a cart too, so two adds
    // at once that both pass here still never make an order larger than the most.
    const [inCart] = await app.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(and(eq(cartLines.customerId, me.id), eq(cartLines.productId, product.id)))
      .limit(1);
    if (!inCart && (await lineCount(app, me.id)) >= MAX_CART_LINES) {
      throw new HttpError(
        409,
        /*i18n*/ {
          id: 'Your cart holds {max} products, the most one order can. Place this order or remove a product first.',
          values: { max: MAX_CART_LINES },
        },
      );
    }
    // Adding a product already in the cart adds to its line, up to the line's maximum; one statement, so
    // two quick clicks cannot both insert. A line already full is left as it is (no row comes back).
    const changed = await app.db
      .insert(cartLines)
      .values({ customerId: me.id, productId: product.id, quantity: request.body.quantity })
      .onConflictDoUpdate({
        target: [cartLines.customerId, cartLines.productId],
        set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
        setWhere: sql`${cartLines.quantity} < ${MAX_LINE_QUANTITY}`,
      })
      .returning({ quantity: cartLines.quantity });
    if (changed.length === 0) {
      throw new HttpError(
        409,
        /*i18n*/ {
          id: 'Your cart already holds {max} of this product, the most one order line can.',
          values: { max: MAX_LINE_QUANTITY },
        },
      );
    }
    return {
      result: 'success',
      message:
        changed[0]?.quantity === MAX_LINE_QUANTITY
          ? /*i18n*/ {
              id: 'Added to your cart: the line now holds {max}, the most one line can.',
              values: { max: MAX_LINE_QUANTITY },
            }
          : /*i18n*/ 'Product added to your cart.',
      totalCart: await lineCount(app, me.id),
    };
  });

  app.operation('updateCartLine', async (request) => {
    const me = currentCustomer(request);
    // Only the caller's own line: another customer's line id is answered like an unknown one.
    const updated = await app.db
      .update(cartLines)
      .set({ quantity: request.body.quantity })
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
