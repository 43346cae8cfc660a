// Quick order and reorder (docs/quotes.md "Quick order", "Reorder"): lines of product and quantity added
// to the cart in one step, each line reported in the shopper's language.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { orderItems, orders, products } from '../db/schema.js';
import { notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { localize } from '../plugins/language.js';
import { addLinesToCart, cartCount, type LineReport, parsePasted } from '../services/quick-order.js';

const routes: FastifyPluginAsync = async (app) => {
  /** The report as the contract has it; 422 when nothing was added. */
  function answer(request: FastifyRequest, reports: LineReport[], totalCart: number) {
    const added = reports.filter((r) => r.added > 0).length;
    const failed = reports.length - added;
    return {
      result: added > 0 ? ('success' as const) : ('error' as const),
      message: localize(
        request,
        added === 0
          ? /*i18n*/ 'Nothing was added to your cart: see each line.'
          : added === 1
            ? failed === 0
              ? /*i18n*/ 'Added one line to your cart.'
              : /*i18n*/ {
                  id: 'Added one line to your cart; {failed} could not be added: see each line.',
                  values: { failed },
                }
            : failed === 0
              ? /*i18n*/ { id: 'Added {added} lines to your cart.', values: { added } }
              : /*i18n*/ {
                  id: 'Added {added} lines to your cart; {failed} could not be added: see each line.',
                  values: { added, failed },
                },
      ),
      lines: reports.map(({ message, ...rest }) => ({ ...rest, message: localize(request, message) })),
      totalCart,
    };
  }

  app.operation('quickOrder', async (request, reply) => {
    const me = currentCustomer(request);
    const pasted = parsePasted(request.body.lines);
    const reports = await app.db.transaction((tx) => addLinesToCart(tx, me.id, pasted));
    if (!reports.some((r) => r.added > 0)) reply.code(422);
    return answer(request, reports, await cartCount(app.db, me.id));
  });

  app.operation('reorder', async (request, reply) => {
    const me = currentCustomer(request);
    const [order] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.slug, request.params.slug), eq(orders.customerId, me.id)))
      .limit(1);
    if (!order) throw notFound(/*i18n*/ 'Order not found.');
    // By product and quantity, as ordered; a product deleted since has no code and is reported as gone.
    const items = await app.db
      .select({ code: products.productCode, name: orderItems.productName, quantity: orderItems.quantity })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const reports = await app.db.transaction((tx) =>
      addLinesToCart(
        tx,
        me.id,
        items
          .filter((item) => item.code !== null)
          .map((item) => ({ line: 0, code: item.code ?? '', quantity: String(item.quantity) })),
      ),
    );
    for (const item of items.filter((i) => i.code === null)) {
      reports.push({
        line: 0,
        code: '',
        quantity: item.quantity,
        added: 0,
        title: item.name,
        slug: null,
        problem: 'unavailable',
        message: /*i18n*/ { id: '{product} is no longer sold.', values: { product: item.name } },
      });
    }
    if (!reports.some((r) => r.added > 0)) reply.code(422);
    return answer(request, reports, await cartCount(app.db, me.id));
  });
};

export default routes;
