// Placing an order (docs/customer.md §2.6 "Checkout"): the checkout's form checked, then, in the caller's
// transaction, the order, its lines, its stock and its payment or invoice. The cart's checkout and an
// accepted quote (docs/quotes.md) both place orders through here, so they follow one set of rules: the
// address and the method checked, a dealer's prices and the promotions for a cart (a quote's own prices
// instead), delivery by place and weight, credit on account, one lot per line, the invoice, mail and SMS.
import type { CheckoutInput } from '@sajilo/api';
import { addressProblems } from '@sajilo/nepal/addresses';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { dealerCompanies, orderItems, orders, products, type StoredImage } from '../db/schema.js';
import { HttpError, invalid, REQUIRED } from '../errors.js';
import { type Locale, rupees } from '../i18n.js';
import { ADDRESS_MESSAGES } from './accounts.js';
import { productImage } from './cart.js';
import { collectPlaceById, collectPlaceBySlug, collectPointOf, placeName } from './collection.js';
import { randomSlug } from './crypto.js';
import { type DealerMember, dealerOf, loadTier, priceLinesFor } from './dealer-prices.js';
import { balanceOf } from './dealers.js';
import { deliveryForCheckout, type Fulfilment, workingDaysAfter } from './delivery.js';
import { issueInvoiceNumber } from './invoice.js';
import { queueOrderPlaced } from './mails.js';
import { toOrder } from './orders.js';
import { latestAttempt, openAttempt, PAYMENT_LABELS, paymentLabel, paymentStart } from './payments/index.js';
import { appliedFor, promotionsFor, redeem } from './promotions.js';
import { forGoods, noSamplesLeft, sampleProblem } from './samples.js';
import { cartLineRequest, reserveLines, SampleShortage, StockShortage } from './stock.js';
import { soldTiles } from './tiles.js';
import { orderTotals } from './totals.js';

type OrderRow = typeof orders.$inferSelect;

const ADDRESS_FIELDS = {
  province: 'state',
  district: 'district',
  municipality: 'city',
  ward: 'ward',
} as const;

/**
 * The order's columns the checkout form gives, checked: the payment method offered, the address Nepal's for
 * a delivery, the showroom one shoppers may collect at for a collection (docs/delivery.md "Collection at a
 * showroom"), which needs no address.
 */
export async function checkoutDetails(
  app: FastifyInstance,
  body: CheckoutInput,
  locale: Locale,
  accountEmail: string | null,
) {
  // The email may be left out only by a customer whose account has none (made with a mobile number,
  // docs/customer.md "Phone-number accounts"): the order is kept with '' and its messages go by SMS only.
  if (!body.email && accountEmail !== null) throw invalid({ email: [REQUIRED] });
  const fulfilment: Fulfilment = body.fulfilment === 'collect' ? 'collect' : 'delivery';
  const collect = fulfilment === 'collect' ? await collectPlaceBySlug(app.db, body.collect_at) : null;
  const details = {
    name: body.name,
    email: body.email ?? '',
    phoneNumber: body.phone_number,
    // docs/customer.md §5: company name and note are optional.
    companyName: body.company_name ?? null,
    state: collect ? '' : (body.state ?? ''),
    city: collect ? '' : (body.city ?? ''),
    streetAddress: collect ? '' : (body.street_address ?? ''),
    note: body.note ?? null,
    fulfilment,
    collectLocationId: collect?.id ?? null,
    // The address pickers' district and ward, the buyer's PAN, how the order is paid.
    district: collect ? null : (body.district ?? null),
    ward: collect ? null : (body.ward ?? null),
    buyerPan: body.buyer_pan ?? null,
    paymentMethod: body.payment_method ?? 'cod',
    // Its text messages are written in the language it is placed in.
    locale,
  };
  const method = details.paymentMethod;
  if (method !== 'cod' && method !== 'account' && !app.config.payments[method].enabled) {
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
  // An address from the pickers (it names a district) must be one of Nepal's: province (`state`),
  // district, municipality (`city`) and a ward the municipality has. A free-text one (no district) is kept.
  if (!collect && body.district !== undefined) {
    const [problem] = addressProblems({
      province: body.state ?? '',
      district: body.district,
      municipality: body.city ?? '',
      ward: body.ward ?? 0,
    });
    if (problem) throw invalid({ [ADDRESS_FIELDS[problem]]: [ADDRESS_MESSAGES[problem]] });
  }
  return details;
}

export type CheckoutDetails = Awaited<ReturnType<typeof checkoutDetails>>;

/** A line to sell: its product as read now, how many, and the cart's choices for it. */
export interface SaleLine {
  productId: number;
  brandId: number | null;
  categoryIds: number[];
  slug: string;
  title: string;
  /** Whole rupees a unit, VAT included: the product's price now, or the quote's. */
  price: number;
  images: StoredImage[];
  quantity: number;
  piecesPerBox: number | null;
  mm2PerBox: number | null;
  boxesPerPallet: number | null;
  askedMm2: number | null;
  layingPattern: (typeof orderItems.$inferSelect)['layingPattern'];
  wastagePercent: number | null;
  /** The shopper's lot choices in the cart (docs/tiles.md "Split lots and top-ups"). */
  splitLots: boolean;
  lotId: number | null;
  /** A sample of the product (docs/tiles.md "Samples"): one, at `price`, the sample's. */
  sample?: boolean;
}

/** A line the stock cannot fill as asked, as the cart shows it beside the line (409). */
function shortage(error: StockShortage, lines: readonly SaleLine[]): HttpError {
  if (error instanceof SampleShortage) {
    const line = lines.find((l) => l.productId === error.productId && l.sample);
    // The field is the sample's line in the cart (its product's slug), where the storefront shows it.
    const field = `samples.${line?.slug ?? error.productId}`;
    return invalid({ [field]: [noSamplesLeft(line?.title ?? '')] }, 409);
  }
  const line = lines.find((l) => l.productId === error.productId && !l.sample);
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

/** A line the showroom chosen for collection cannot fill (409, beside the showroom's choice). */
function notAtShowroom(
  error: StockShortage,
  lines: readonly SaleLine[],
  place: { title: string; titleNe: string | null },
  locale: Locale,
): HttpError {
  const line = lines.find((l) => l.productId === error.productId && !l.sample);
  return invalid(
    {
      collect_at: [
        /*i18n*/ {
          id: '{showroom} does not have {product} as your cart asks: choose another showroom, or delivery.',
          values: { showroom: placeName(place, locale), product: line?.title ?? '' },
        },
      ],
    },
    409,
  );
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
            values: { total: rupees(total), available: rupees(available) },
          },
        ],
      },
      422,
    );
  }
}

/** How the lines are priced: a cart's (a dealer's tier, then its promotions) or a quote's, as staff set it. */
export type Pricing =
  | { kind: 'cart'; code: string | null }
  | { kind: 'quote'; discount: number; deliveryCharge: number };

/**
 * Places the order in `tx`: the prices, delivery to the address, credit on account, the order and its lines,
 * each line's goods from the stock (one lot, or as the cart chose; or the whole order is refused), the
 * promotions' uses, a payment attempt for an online method, and for cash on delivery or on account its VAT
 * invoice number, mail and SMS. Prices are read here (never the client's).
 */
export async function placeOrder(
  app: FastifyInstance,
  tx: Database,
  customerId: number,
  details: CheckoutDetails,
  lines: readonly SaleLine[],
  pricing: Pricing,
  idempotencyKey: string | null = null,
): Promise<OrderRow> {
  const method = details.paymentMethod;
  const online = method !== 'cod' && method !== 'account';
  // A dealer's buyer pays the tier's unit prices (services/dealer-prices.ts, docs/dealers.md); the
  // promotions are the cart's (its code and the automatic ones), judged again now on the prices paid: a
  // code that no longer applies is refused with why, before anything is written (docs/promotions.md). A
  // quote's prices are the ones staff gave it, with its own discount and delivery (docs/quotes.md).
  const dealer = await dealerOf(tx, customerId);
  const tier = pricing.kind === 'cart' && dealer?.tierId ? await loadTier(tx, dealer.tierId) : null;
  // Samples (docs/tiles.md "Samples"): a few an order, one of a product a customer a month; their price is
  // the sample's, never a dealer's, and no promotion takes anything off them (docs/promotions.md).
  const samplesRefused = await sampleProblem(tx, customerId, lines);
  if (samplesRefused) throw new HttpError(409, samplesRefused);
  const priced =
    pricing.kind === 'cart'
      ? await forGoods(lines, (goods) => priceLinesFor(tx, customerId, goods, tier), undefined)
      : [];
  const unitPrice = (i: number) => priced[i]?.unitPrice ?? lines[i]?.price ?? 0;
  const promotion =
    pricing.kind === 'cart'
      ? await promotionsFor(tx, {
          customerId,
          code: pricing.code,
          lines: lines.flatMap((l, i) => (l.sample ? [] : [{ ...l, unitPrice: unitPrice(i) }])),
        })
      : null;
  if (promotion?.refusal) throw new HttpError(409, promotion.refusal.message);
  const lineDiscounts = await forGoods(lines, () => promotion?.lineDiscounts ?? [], 0);
  const orderDiscount = pricing.kind === 'quote' ? pricing.discount : (promotion?.orderDiscount ?? 0);
  const discounted = lines.map((l, i) => ({
    unitPrice: unitPrice(i),
    quantity: l.quantity,
    discount: lineDiscounts[i] ?? 0,
  }));
  // The delivery to the address, charged by place and weight (docs/delivery.md): a place the shop does not
  // deliver to is refused here, before any payment.
  const goods = orderTotals({ lines: discounted, orderDiscount });
  // Collected at a showroom: no charge, and the day it is ready there (its dispatch days) as the dates
  // promised (docs/delivery.md "Collection at a showroom").
  const place = details.collectLocationId ? await collectPlaceById(tx, details.collectLocationId) : null;
  const readyOn = place ? workingDaysAfter(new Date(), place.dispatchDays) : null;
  const delivery = place
    ? { charge: 0, zone: null, zoneNe: null, earliest: readyOn, latest: readyOn }
    : await deliveryForCheckout(tx, details.district ?? undefined, details.city, lines, goods.total);
  // A free delivery saves the charge the address would have had; one that saves nothing (the goods
  // already travel free, or are collected) is not counted as a use.
  const charge = place
    ? 0
    : pricing.kind === 'quote'
      ? pricing.deliveryCharge
      : promotion?.freeDelivery
        ? 0
        : delivery.charge;
  const applied = appliedFor(promotion?.applied ?? [], delivery.charge, place !== null);
  const totals = orderTotals({ lines: discounted, orderDiscount, delivery: charge });
  if (method === 'account') await checkCredit(tx, dealer, totals.total);
  const [order] = await tx
    .insert(orders)
    .values({
      ...details,
      slug: randomSlug(),
      customerId,
      totalAmount: totals.total,
      deliveryCharge: charge,
      orderDiscount: totals.orderDiscount,
      deliveryZone: delivery.zone,
      deliveryZoneNe: delivery.zoneNe,
      deliveryEarliest: delivery.earliest,
      deliveryLatest: delivery.latest,
      idempotencyKey,
      dealerCompanyId: dealer?.companyId ?? null,
      payment: paymentLabel(method, details.fulfilment),
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
    .select({ id: products.id, images: products.images, titleNe: products.titleNe })
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
  const namesNe = new Map(held.map((row) => [row.id, row.titleNe || null]));
  const items = lines.map((line, i) => ({
    orderId: order.id,
    productId: line.productId,
    // The invoice keeps what was sold even if the product is renamed or repriced later.
    productSlug: line.slug,
    productName: line.title,
    // and its Nepali name, so a Nepali page, PDF, mail and SMS name it so (docs/nepal.md "Orders in Nepali").
    productNameNe: namesNe.get(line.productId) ?? null,
    image: productImage(pictures.get(line.productId) ?? line.images, line.title),
    quantity: line.quantity,
    amount: unitPrice(i),
    shopAmount: unitPrice(i) === line.price ? null : line.price,
    total: unitPrice(i) * line.quantity,
    discount: Math.min(lineDiscounts[i] ?? 0, unitPrice(i) * line.quantity),
    // A tile line keeps its pieces and covered area as sold, and the area asked (docs/tiles.md); a sample
    // is one piece, not boxes.
    ...(line.sample ? { sample: true } : soldTiles(line)),
  }));
  const inserted = await tx.insert(orderItems).values(items).returning({ id: orderItems.id });
  await redeem(tx, { id: order.id, customerId }, applied);
  // The goods leave the stock with the order (docs/tiles.md "Stock by lot and location"): each line
  // from one lot, or the order is refused with what is left.
  await reserveLines(
    tx,
    order.id,
    lines.map((line, i) => ({
      orderItemId: inserted[i]?.id ?? 0,
      // The shopper's choices in the cart (docs/tiles.md "Split lots and top-ups").
      ...cartLineRequest(line),
      // Collected: only the showroom's own boxes (docs/delivery.md "Collection at a showroom").
      locationId: place?.id ?? null,
    })),
  ).catch((error) => {
    if (!(error instanceof StockShortage)) throw error;
    // A sample's shortage is the sample's wherever the order is collected.
    throw place && !(error instanceof SampleShortage)
      ? notAtShowroom(error, lines, place, details.locale)
      : shortage(error, lines);
  });
  // Cash on delivery and on account are a sale now: its VAT invoice number, and the mail (in the order's
  // transaction: an order that fails, or loses a race for its key, mails nothing). Online orders get both
  // once paid.
  if (!online) {
    const invoiceNumber = await issueInvoiceNumber(tx, order.id);
    const collectAt = await collectPointOf(tx, order);
    await queueOrderPlaced(app, tx, toOrder({ ...order, invoiceNumber }, items, collectAt), items);
  }
  return order;
}

const PLACED = /*i18n*/ 'Your order has been placed.';
const TO_PAY = /*i18n*/ 'Your order is placed and waiting for payment.';

/** The answer to a placed order: its slug, and where to pay when it waits for a gateway. */
export async function placedAnswer(app: FastifyInstance, slug: string, locale: Locale) {
  const [placed] = await app.db.select().from(orders).where(eq(orders.slug, slug)).limit(1);
  if (placed?.paymentStatus !== 'pending') return { result: 'success' as const, message: PLACED, slug };
  const attempt = await latestAttempt(app.db, placed.id);
  if (!attempt) throw new Error('a pending order without an attempt');
  return {
    result: 'success' as const,
    message: TO_PAY,
    slug,
    payment: await paymentStart(app, placed, attempt, locale),
  };
}
