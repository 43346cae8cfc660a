// Orders in the back office: the list with its filters, one order, the status workflow (the rules are
// here, on the server), and the CSV export of a date range.
import type { AdminComponents } from '@sajilo/api/admin';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { listOrder } from '../../db/list-order.js';
import { orderEvents, orderItems, orders, staff, stockLocations } from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { csvLine } from '../../services/admin/csv.js';
import { currentStaff } from '../../services/admin/sessions.js';
import { AttemptLimiter } from '../../services/attempts.js';
import { codeMatches, markReady } from '../../services/collection.js';
import { queueOrderCancelled } from '../../services/mails.js';
import { queueOrderSms } from '../../services/order-sms.js';
import { ORDER_STATUS, orderAddress, paidOnHandover, toOrder } from '../../services/orders.js';
import { orderPromotions, voidRedemptions } from '../../services/promotions.js';
import { releaseOrder } from '../../services/stock.js';
import { itemTileQuantities, tileField } from '../../services/tiles.js';
import { orderTotals, totalsView } from '../../services/totals.js';

type OrderStatus = AdminComponents['schemas']['OrderStatus'];
type AdminOrder = AdminComponents['schemas']['Order'];
type AdminOrderSummary = AdminComponents['schemas']['OrderSummary'];

/**
 * The stored codes (docs/customer.md §4: 0 Pending, 1 Processing, 2 Shipping, 3 Delivered, 4 Rejected, 5
 * Cancelled).
 */
export const STATUS_NAMES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'dispatched',
  'delivered',
  'rejected',
  'cancelled',
];
const code = (status: OrderStatus) => STATUS_NAMES.indexOf(status);
const nameOf = (value: number): OrderStatus => STATUS_NAMES[value] ?? 'pending';

/** The workflow: where each status may go. Delivered, rejected and cancelled are final. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled', 'rejected'],
  confirmed: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  rejected: [],
  cancelled: [],
};
/**
 * A collection at a showroom (docs/delivery.md "Collection at a showroom"): dispatched is "ready to
 * collect" (pending may go there at once), delivered is "collected" and comes only by the hand-over with
 * the customer's code; a ready order the customer never came for may be cancelled.
 */
export const COLLECT_NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'dispatched', 'cancelled', 'rejected'],
  confirmed: ['dispatched', 'cancelled'],
  dispatched: ['cancelled'],
  delivered: [],
  rejected: [],
  cancelled: [],
};
const nextOf = (row: Pick<typeof orders.$inferSelect, 'fulfilment' | 'status'>) =>
  (row.fulfilment === 'collect' ? COLLECT_NEXT_STATUSES : NEXT_STATUSES)[nameOf(row.status)];
const NEEDS_REASON: readonly OrderStatus[] = ['cancelled', 'rejected'];
/** Codes typed for one order: five in 15 minutes (docs/delivery.md "Collection at a showroom"). */
const HAND_OVER_TRIES = { max: 5, windowMs: 15 * 60_000 };

/** The showrooms' names by location id, for the orders collected there. */
async function placeNames(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: stockLocations.id, title: stockLocations.title }).from(stockLocations);
  return new Map(rows.map((r) => [r.id, r.title]));
}

const PER_PAGE = 25;
const EXPORT_DAYS = 366;
const NEPAL = 'Asia/Kathmandu';

const orderNumber = (id: number) => `SJ-${String(id).padStart(6, '0')}`;
/** The first instant of a Nepal day, and of the day after one. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${NEPAL}`;
const dayAfter = (day: string) => sql`((${day}::date) + 1)::timestamp AT TIME ZONE ${NEPAL}`;
/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function summary(
  row: typeof orders.$inferSelect,
  lines: number,
  places: Map<number, string>,
): AdminOrderSummary {
  return {
    fulfilment: row.fulfilment,
    collect_at: row.collectLocationId ? (places.get(row.collectLocationId) ?? null) : null,
    id: row.id,
    number: orderNumber(row.id),
    slug: row.slug,
    placed_at: row.createdAt.toISOString(),
    status: nameOf(row.status),
    customer_name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    total_amount: row.totalAmount,
    payment: row.payment,
    lines,
  };
}

async function orderDetail(db: Database, id: number): Promise<AdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('No such order.');
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  const events = await db
    .select({
      at: orderEvents.createdAt,
      staffEmail: staff.email,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      reason: orderEvents.reason,
    })
    .from(orderEvents)
    .leftJoin(staff, eq(staff.id, orderEvents.staffId))
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return {
    ...summary(row, items.length, await placeNames(db)),
    company_name: row.companyName,
    state: row.state,
    city: row.city,
    street_address: row.streetAddress,
    // The whole address as the customer's invoice writes it: ward, municipality, district, province.
    address: orderAddress(row, 'en'),
    note: row.note,
    items: items.map((item) => ({
      product_id: item.productId,
      product_slug: item.productSlug,
      product_name: item.productName,
      quantity: item.quantity,
      amount: item.amount,
      total: item.total,
      ...(item.sample ? { sample: true } : {}),
      ...tileField(itemTileQuantities(item)),
    })),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      staff_email: e.staffEmail,
      from: nameOf(e.from),
      to: nameOf(e.to),
      reason: e.reason,
    })),
    next_statuses: [...nextOf(row)],
    district: row.district,
    delivery_zone: row.deliveryZone,
    delivery_earliest: row.deliveryEarliest,
    delivery_latest: row.deliveryLatest,
    promotions: (await orderPromotions(db, id)).map(({ name, code, amount, free_delivery }) => ({
      name,
      code,
      amount,
      free_delivery,
    })),
    // The same figures as the shopper's invoice (services/totals.ts).
    totals: totalsView(
      orderTotals({
        lines: items.map((item) => ({
          unitPrice: item.amount,
          quantity: item.quantity,
          discount: item.discount,
        })),
        orderDiscount: row.orderDiscount,
        delivery: row.deliveryCharge,
      }),
    ),
  };
}

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListOrders', async (request) => {
    const { status, from, to, q, fulfilment, sort = '-placed', page = 1 } = request.query;
    const number = q ? /^(?:SJ-?)?0*(\d{1,9})$/i.exec(q)?.[1] : undefined;
    const like = q ? `%${literal(q.toLowerCase())}%` : undefined;
    const filters: (SQL | undefined)[] = [
      status === undefined ? undefined : eq(orders.status, code(status)),
      fulfilment === undefined ? undefined : eq(orders.fulfilment, fulfilment),
      from === undefined ? undefined : sql`${orders.createdAt} >= ${dayStart(from)}`,
      to === undefined ? undefined : sql`${orders.createdAt} < ${dayAfter(to)}`,
      like === undefined
        ? undefined
        : sql`(lower(${orders.name}) LIKE ${like} OR lower(${orders.email}) LIKE ${like}
               OR ${orders.phoneNumber} LIKE ${like}${number ? sql` OR ${orders.id} = ${Number(number)}` : sql``})`,
    ];
    const where = and(...filters);
    const [{ total } = { total: 0 }] = await app.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
    const rows = await app.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...listOrder(sort, { placed: orders.createdAt, total: orders.totalAmount }, orders.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE);
    const counts = rows.length
      ? await app.db
          .select({ orderId: orderItems.orderId, n: sql<number>`count(*)::int` })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(orderItems.orderId)
      : [];
    const lines = new Map(counts.map((c) => [c.orderId, c.n]));
    const places = await placeNames(app.db);
    return {
      result: 'success',
      orders: rows.map((row) => summary(row, lines.get(row.id) ?? 0, places)),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
    };
  });

  app.adminOperation('adminGetOrder', async (request) => ({
    result: 'success',
    order: await orderDetail(app.db, request.params.id),
  }));

  app.adminOperation('adminSetOrderStatus', async (request) => {
    const { id } = request.params;
    const { from, status, reason } = request.body;
    const member = currentStaff(request);
    if (NEEDS_REASON.includes(status) && !reason) {
      throw invalid({ reason: [`Say why the order is ${status}: the customer is told.`] }, 422);
    }
    let collecting = false;
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!before) throw notFound('No such order.');
      collecting = before.fulfilment === 'collect';
      const now = nameOf(before.status);
      if (now !== from) {
        throw new HttpError(
          409,
          `This order is ${now} now (it changed since you opened it); look at it again.`,
        );
      }
      if (!nextOf(before).includes(status)) {
        throw new HttpError(409, `A ${from} order cannot become ${status}.`);
      }
      // Conditional on the status seen: of two staff members (or a customer cancelling) at once, one wins.
      const [after] = await tx
        .update(orders)
        .set({
          status: code(status),
          ...(status === 'delivered' ? { paymentStatus: paidOnHandover() } : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.status, code(from))))
        .returning();
      if (!after) throw new HttpError(409, 'This order changed since you opened it; look at it again.');
      await tx.insert(orderEvents).values({
        orderId: id,
        staffId: member.id,
        fromStatus: code(from),
        toStatus: code(status),
        reason: NEEDS_REASON.includes(status) ? (reason ?? null) : null,
      });
      // A cancelled or rejected order's goods go back to their lots (docs/tiles.md).
      if (status === 'cancelled' || status === 'rejected') {
        await releaseOrder(tx, id);
        await voidRedemptions(tx, id);
      }
      if (status === 'cancelled') await queueOrderCancelled(app, tx, toOrder(after));
      // A collection that is ready gets its code, mailed and texted (services/collection.ts).
      if (status === 'dispatched' && after.fulfilment === 'collect') await markReady(app, tx, id);
      else if (status === 'dispatched') await queueOrderSms(app, tx, after.slug, 'dispatched');
      await audit(tx, request, {
        entity: 'order',
        entityId: id,
        before: { status: from },
        after: { status, ...(reason && NEEDS_REASON.includes(status) ? { reason } : {}) },
      });
    });
    return {
      result: 'success',
      message: `Order ${orderNumber(id)} is ${collecting && status === 'dispatched' ? 'ready to collect' : status}.`,
      order: await orderDetail(app.db, id),
    };
  });

  const handOverTries = new AttemptLimiter(app.db, 'collection-code', HAND_OVER_TRIES);
  app.adminOperation('adminHandOverOrder', async (request) => {
    const { id } = request.params;
    const member = currentStaff(request);
    const [seen] = await app.db.select().from(orders).where(eq(orders.id, id));
    if (!seen) throw notFound('No such order.');
    if (seen.fulfilment !== 'collect' || seen.status !== ORDER_STATUS.shipping) {
      throw new HttpError(409, 'Only an order ready to collect at a showroom can be handed over.');
    }
    // Counted before the comparison, per order: a code cannot be guessed by trying many.
    await handOverTries.hit(String(id));
    if (!codeMatches(seen.collectionCode, request.body.code)) {
      throw invalid(
        { code: ['This is not the code of this order. Ask the customer for the code we sent them.'] },
        422,
      );
    }
    await app.db.transaction(async (tx) => {
      const [after] = await tx
        .update(orders)
        .set({ status: ORDER_STATUS.delivered, paymentStatus: paidOnHandover() })
        .where(and(eq(orders.id, id), eq(orders.status, ORDER_STATUS.shipping)))
        .returning();
      if (!after) throw new HttpError(409, 'This order changed since you opened it; look at it again.');
      // Collected counts as delivered: the returns' window and reviews start here (docs/returns.md).
      await tx.insert(orderEvents).values({
        orderId: id,
        staffId: member.id,
        fromStatus: ORDER_STATUS.shipping,
        toStatus: ORDER_STATUS.delivered,
        reason: null,
      });
      await audit(tx, request, {
        entity: 'order',
        entityId: id,
        before: { status: 'dispatched' },
        after: { status: 'delivered', handed_over: true },
      });
    });
    await handOverTries.reset(String(id));
    return {
      result: 'success',
      message: `Order ${orderNumber(id)} is collected.`,
      order: await orderDetail(app.db, id),
    };
  });

  app.adminOperation('adminExportOrders', async (request, reply) => {
    const { from, to } = request.query;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) throw invalid({ to: ['The last day comes before the first.'] });
    if (days >= EXPORT_DAYS) throw invalid({ to: [`Export at most ${EXPORT_DAYS} days at once.`] });
    const rows = await app.db
      .select({ order: orders, item: orderItems })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(sql`${orders.createdAt} >= ${dayStart(from)}`, sql`${orders.createdAt} < ${dayAfter(to)}`))
      .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderItems.id));
    let csv = csvLine([
      'order',
      'placed_at',
      'status',
      'customer',
      'email',
      'phone',
      'company',
      'state',
      'city',
      'street_address',
      'payment',
      'order_total',
      'product',
      'product_slug',
      'quantity',
      'unit_price',
      'line_total',
    ]);
    for (const { order, item } of rows) {
      csv += csvLine([
        orderNumber(order.id),
        order.createdAt.toISOString(),
        nameOf(order.status),
        order.name,
        order.email,
        order.phoneNumber,
        order.companyName,
        order.state,
        order.city,
        order.streetAddress,
        order.payment,
        order.totalAmount,
        item?.productName,
        item?.productSlug,
        item?.quantity,
        item?.amount,
        item?.total,
      ]);
    }
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="orders-${from}-to-${to}.csv"`);
    return csv;
  });
};

export default routes;
