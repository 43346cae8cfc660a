// The delivery quote (docs/delivery.md): public, so a visitor's cart page can show the charge and the days for
// a district before login, and the checkout the exact charge for the chosen address. Prices and weights are
// read here, never taken from the client; the figures are the totals function's, as on the order. A dealer's
// checkout sends its bearer token, and its lines are priced at the dealer's prices as the order will be
// (docs/dealers.md "Prices"): the total and the free-delivery threshold are judged on what the dealer pays.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { productSamples, products } from '../db/schema.js';
import { customerIfAny } from '../plugins/customers.js';
import { priceLinesFor } from '../services/dealer-prices.js';
import { linesWeight, NOT_SERVED, quoteDelivery } from '../services/delivery.js';
import { appliedView, promotionsFor } from '../services/promotions.js';
import { forGoods } from '../services/samples.js';
import { orderTotals, totalsView } from '../services/totals.js';

const routes: FastifyPluginAsync = async (app) => {
  app.operation('quoteDelivery', async (request, reply) => {
    const { district, municipality, lines, promotion_code: code } = request.body;
    const slugs = [...new Set(lines.map((line) => line.slug))];
    const found =
      slugs.length === 0
        ? []
        : await app.db
            .select({
              id: products.id,
              slug: products.slug,
              price: products.sellingPrice,
              brandId: products.brandId,
              categoryIds: products.categoryIds,
              samplePrice: productSamples.price,
            })
            .from(products)
            .leftJoin(productSamples, eq(productSamples.productId, products.id))
            .where(and(inArray(products.slug, slugs), eq(products.published, true)));
    const bySlug = new Map(found.map((p) => [p.slug, p]));
    // A product no longer sold is left out, as the cart leaves it out (services/cart.ts sellableLine).
    const priced = lines.flatMap((line) => {
      const product = bySlug.get(line.slug);
      return product
        ? [
            {
              productId: product.id,
              // A sample is one, at the sample's price (docs/tiles.md "Samples").
              price: line.sample ? (product.samplePrice ?? 0) : product.price,
              quantity: line.sample ? 1 : line.quantity,
              sample: line.sample ?? false,
              brandId: product.brandId,
              categoryIds: product.categoryIds,
            },
          ]
        : [];
    });
    const customer = await customerIfAny(app, request);
    const dealerPrices = customer
      ? await forGoods(priced, (goods) => priceLinesFor(app.db, customer.id, goods), undefined)
      : [];
    const unitPrice = (i: number) => dealerPrices[i]?.unitPrice ?? priced[i]?.price ?? 0;
    // The automatic promotions and the cart's code, as the checkout will take them off (docs/promotions.md);
    // a code that does not apply is left out here (the cart says why).
    const promotion = await promotionsFor(app.db, {
      customerId: null,
      code: code ?? null,
      lines: priced.flatMap((l, i) => (l.sample ? [] : [{ ...l, unitPrice: unitPrice(i) }])),
    });
    const discounts = await forGoods(priced, () => promotion.lineDiscounts, 0);
    const goodsLines = priced.map((l, i) => ({
      unitPrice: unitPrice(i),
      quantity: l.quantity,
      discount: discounts[i] ?? 0,
    }));
    const goods = orderTotals({ lines: goodsLines, orderDiscount: promotion.orderDiscount });
    const weight = await linesWeight(app.db, priced);
    const quote = await quoteDelivery(app.db, { district, municipality }, goods.total, weight);
    reply.header('Cache-Control', 'no-store');
    const zone = quote.zone && { name: quote.zone.name, name_ne: quote.zone.nameNe };
    if (!quote.served) return { result: 'success', served: false, message: NOT_SERVED, zone };
    const charge = promotion.freeDelivery ? 0 : quote.charge;
    return {
      result: 'success',
      served: true,
      zone,
      delivery_charge: charge,
      free_above: quote.freeAbove,
      weight_grams: quote.weightGrams,
      days_min: quote.daysMin,
      days_max: quote.daysMax,
      earliest: quote.earliest,
      latest: quote.latest,
      totals: totalsView(
        orderTotals({ lines: goodsLines, orderDiscount: promotion.orderDiscount, delivery: charge }),
      ),
      promotions: promotion.applied.map((a) =>
        appliedView({ ...a.promotion, amount: a.freeDelivery ? quote.charge : a.amount }),
      ),
    };
  });
};

export default routes;
