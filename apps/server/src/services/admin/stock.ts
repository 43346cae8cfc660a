// The back office's stock (docs/back-office.md "Stock"; docs/tiles.md "Stock by lot and location"): what each
// lot has where, as staff count it, and the checked receipts, transfers and corrections. The counts change
// only through services/stock.ts; this module reads them, checks a change against them, and writes each
// change's audit entry in the change's transaction.
//
// `lot_stock` holds what is free to sell. An open order's boxes (pending or confirmed, not yet picked) have
// left that count but are still on the shelf: on hand = available + allocated. Goods of a dispatched order
// have left the building, so its allocations count no more.
import type { AdminComponents } from '@sajilo/api/admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { lotStock, orderItems, orders, products, stockLocations, stockLots } from '../../db/schema.js';
import { invalid, notFound } from '../../errors.js';
import { ORDER_STATUS } from '../orders.js';
import { adjust, orderAllocations, receive, StockShortage, transfer } from '../stock.js';
import { boxesUnits, itemBoxesQuantities, packagingOf, tileField } from '../tiles.js';
import { audit } from './audit.js';
import { currentStaff } from './sessions.js';

type Schemas = AdminComponents['schemas'];
type ProductStock = Schemas['ProductStock'];
type StockLocation = Schemas['StockLocation'];
type Figures = Schemas['StockFigures'];

/**
 * Fewer available than this at a location that keeps a product is low stock there: one shop-wide level (the
 * dashboard's, and the product list's "Fewer than 5"), in boxes for tiles and pieces for the rest.
 */
export const LOW_STOCK_THRESHOLD = 5;
export const STOCK_PAGE = 25;
export const MOVEMENTS_PAGE = 50;

const OPEN = sql.raw(`${ORDER_STATUS.pending}, ${ORDER_STATUS.processing}`);
/** Each lot's boxes at each location taken by open orders and not yet picked. */
const ALLOCATED = sql`SELECT a.lot_id, a.location_id, sum(a.quantity)::int AS allocated
  FROM stock_allocations a JOIN order_items i ON i.id = a.order_item_id JOIN orders o ON o.id = i.order_id
  WHERE a.released_at IS NULL AND o.status IN (${OPEN})
  GROUP BY a.lot_id, a.location_id`;

const figures = (available: number, allocated: number): Figures => ({
  on_hand: available + allocated,
  allocated,
  available,
});
const plus = (a: Figures, b: Figures): Figures => ({
  on_hand: a.on_hand + b.on_hand,
  allocated: a.allocated + b.allocated,
  available: a.available + b.available,
});
const ZERO: Figures = { on_hand: 0, allocated: 0, available: 0 };

export async function stockLocationList(db: Database): Promise<StockLocation[]> {
  return db
    .select({
      id: stockLocations.id,
      slug: stockLocations.slug,
      title: stockLocations.title,
      kind: stockLocations.kind,
    })
    .from(stockLocations)
    .orderBy(asc(stockLocations.sortOrder), asc(stockLocations.id));
}

async function locationOrThrow(db: Database, id: number): Promise<StockLocation> {
  const [location] = (await stockLocationList(db)).filter((l) => l.id === id);
  if (!location) throw notFound('No such location.');
  return location;
}

async function productOrThrow(db: Database, id: number) {
  const [product] = await db
    .select({
      id: products.id,
      title: products.title,
      product_code: products.productCode,
      unit: products.unit,
      piecesPerBox: products.piecesPerBox,
      mm2PerBox: products.mm2PerBox,
      boxesPerPallet: products.boxesPerPallet,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw notFound('No such product.');
  return product;
}

async function lotOrThrow(db: Database, productId: number, lotId: number) {
  const [lot] = await db
    .select()
    .from(stockLots)
    .where(and(eq(stockLots.id, lotId), eq(stockLots.productId, productId)));
  if (!lot) throw notFound('No such lot of this product.');
  return lot;
}

/** A product's stock by lot and location: one statement for the counts, one for the lots. */
export async function productStockDetail(db: Database, productId: number): Promise<ProductStock> {
  const { piecesPerBox, mm2PerBox, boxesPerPallet, ...product } = await productOrThrow(db, productId);
  // A tile's figures in pieces and m² too, by its packaging now (docs/tiles.md "Stock by lot and location").
  const packaging = packagingOf({ piecesPerBox, mm2PerBox, boxesPerPallet });
  const units = <F extends Figures>(f: F): F =>
    packaging
      ? {
          ...f,
          tile: {
            on_hand: boxesUnits(packaging, f.on_hand),
            allocated: boxesUnits(packaging, f.allocated),
            available: boxesUnits(packaging, f.available),
          },
        }
      : f;
  const locations = await stockLocationList(db);
  const lots = await db
    .select({
      id: stockLots.id,
      code: stockLots.code,
      shade: stockLots.shade,
      caliber: stockLots.caliber,
      received_on: stockLots.receivedOn,
    })
    .from(stockLots)
    .where(eq(stockLots.productId, productId))
    .orderBy(asc(stockLots.receivedOn), asc(stockLots.id));
  const counts = await queryRows<{
    lot_id: number;
    location_id: number;
    available: number;
    allocated: number;
  }>(
    db,
    sql`WITH alloc AS (${ALLOCATED})
        SELECT s.lot_id, s.location_id, s.quantity AS available, coalesce(a.allocated, 0)::int AS allocated
        FROM lot_stock s JOIN stock_lots l ON l.id = s.lot_id
        LEFT JOIN alloc a ON a.lot_id = s.lot_id AND a.location_id = s.location_id
        WHERE l.product_id = ${productId}`,
  );
  const order = new Map(locations.map((l, i) => [l.id, i]));
  const byLocation = new Map(locations.map((l) => [l.id, ZERO]));
  let total = ZERO;
  const out = lots.map((lot) => {
    const places = counts
      .filter((c) => c.lot_id === lot.id)
      .sort((a, b) => (order.get(a.location_id) ?? 0) - (order.get(b.location_id) ?? 0))
      .map((c) => ({ location_id: c.location_id, ...figures(c.available, c.allocated) }));
    const lotTotal = places.reduce<Figures>((sum, p) => plus(sum, p), ZERO);
    for (const p of places) byLocation.set(p.location_id, plus(byLocation.get(p.location_id) ?? ZERO, p));
    total = plus(total, lotTotal);
    return { ...lot, total: units(lotTotal), places: places.map(units) };
  });
  return {
    product,
    counted: lots.length > 0,
    lotted: lots.some((lot) => lot.code !== '-'),
    threshold: LOW_STOCK_THRESHOLD,
    locations,
    lots: out,
    by_location: locations.map((l) => units({ location_id: l.id, ...(byLocation.get(l.id) ?? ZERO) })),
    total: units(total),
  };
}

/** A lot's figures at one location, its row locked for the change that follows. */
async function heldAt(tx: Database, lotId: number, locationId: number): Promise<Figures> {
  const [row] = await tx
    .select({ quantity: lotStock.quantity })
    .from(lotStock)
    .where(and(eq(lotStock.lotId, lotId), eq(lotStock.locationId, locationId)))
    .for('update');
  const [alloc] = await queryRows<{ allocated: number }>(
    tx,
    sql`SELECT coalesce(sum(allocated), 0)::int AS allocated FROM (${ALLOCATED}) a
        WHERE a.lot_id = ${lotId} AND a.location_id = ${locationId}`,
  );
  return figures(row?.quantity ?? 0, alloc?.allocated ?? 0);
}

export type ReceiveInput = Schemas['ReceiveStockInput'];

/** Receives boxes into a lot (chosen, or by its code, made the first time) at a location; audited. */
export async function receiveStock(
  db: Database,
  request: FastifyRequest,
  productId: number,
  input: ReceiveInput,
): Promise<string> {
  await productOrThrow(db, productId);
  const location = await locationOrThrow(db, input.location_id);
  if (input.lot_id !== undefined && input.code !== undefined) {
    throw invalid({ code: ['Choose a lot or type a new batch code, not both.'] }, 422);
  }
  let code = input.code?.trim();
  if (input.lot_id !== undefined) code = (await lotOrThrow(db, productId, input.lot_id)).code;
  if (!code) throw invalid({ code: ['Type the batch code printed on the boxes, or choose a lot.'] }, 422);
  const shade = input.shade?.trim() ?? '';
  const caliber = input.caliber?.trim() ?? '';
  const staffId = currentStaff(request).id;
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(stockLots)
      .where(and(eq(stockLots.productId, productId), eq(stockLots.code, code)));
    // Boxes of two shades or calibers do not match on one wall: they are two lots, never one.
    const clash: Record<string, string[]> = {};
    if (known && shade && shade !== known.shade) {
      clash.shade = [
        `Lot ${code} is shade ${known.shade || '(none)'}: boxes of another shade are another lot.`,
      ];
    }
    if (known && caliber && caliber !== known.caliber) {
      clash.caliber = [
        `Lot ${code} is caliber ${known.caliber || '(none)'}: boxes of another caliber are another lot.`,
      ];
    }
    if (Object.keys(clash).length > 0) throw invalid(clash, 409);
    const before = known ? await heldAt(tx, known.id, location.id) : ZERO;
    const lotId = await receive(tx, {
      productId,
      locationId: location.id,
      code,
      shade,
      caliber,
      ...(input.received_on ? { receivedOn: input.received_on } : {}),
      quantity: input.quantity,
      note: input.note?.trim() || null,
      staffId,
    });
    await audit(tx, request, {
      entity: 'stock',
      entityId: lotId,
      before: known ? { product_id: productId, lot: code, location: location.slug, ...before } : null,
      after: {
        product_id: productId,
        lot: code,
        location: location.slug,
        received: input.quantity,
        note: input.note ?? null,
        ...plus(before, { on_hand: input.quantity, allocated: 0, available: input.quantity }),
      },
    });
    return `${input.quantity} received into lot ${code} at ${location.title}.`;
  });
}

export type TransferInput = Schemas['TransferStockInput'];

/** Moves available boxes of a lot between two locations; audited. */
export async function transferStock(
  db: Database,
  request: FastifyRequest,
  productId: number,
  input: TransferInput,
): Promise<string> {
  await productOrThrow(db, productId);
  const lot = await lotOrThrow(db, productId, input.lot_id);
  const from = await locationOrThrow(db, input.from_location_id);
  const to = await locationOrThrow(db, input.to_location_id);
  if (from.id === to.id) {
    throw invalid({ to_location_id: ['Choose another location than the one the boxes leave.'] }, 422);
  }
  const staffId = currentStaff(request).id;
  return db.transaction(async (tx) => {
    // Locked in location order, as services/stock.ts transfer locks them.
    const [first, second] = from.id < to.id ? [from.id, to.id] : [to.id, from.id];
    const held = new Map([
      [first, await heldAt(tx, lot.id, first)],
      [second, await heldAt(tx, lot.id, second)],
    ]);
    const source = held.get(from.id) ?? ZERO;
    const target = held.get(to.id) ?? ZERO;
    try {
      await transfer(tx, {
        lotId: lot.id,
        from: from.id,
        to: to.id,
        quantity: input.quantity,
        note: input.note?.trim() || null,
        staffId,
      });
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error;
      throw invalid({ quantity: [shortage(source, `lot ${lot.code} at ${from.title}`)] }, 409);
    }
    const moved = { on_hand: input.quantity, allocated: 0, available: input.quantity };
    await audit(tx, request, {
      entity: 'stock',
      entityId: lot.id,
      before: { product_id: productId, lot: lot.code, [from.slug]: source, [to.slug]: target },
      after: {
        product_id: productId,
        lot: lot.code,
        moved: input.quantity,
        note: input.note ?? null,
        [from.slug]: plus(source, { on_hand: -moved.on_hand, allocated: 0, available: -moved.available }),
        [to.slug]: plus(target, moved),
      },
    });
    return `${input.quantity} of lot ${lot.code} moved from ${from.title} to ${to.title}.`;
  });
}

/** Why fewer may move or go: what is available, and what open orders hold besides. */
function shortage(held: Figures, what: string): string {
  const held_ = held.allocated > 0 ? ` (${held.allocated} more are allocated to open orders)` : '';
  return `Only ${held.available} available of ${what}${held_}.`;
}

export type AdjustInput = Schemas['AdjustStockInput'];
const REASON_WORDS: Record<AdjustInput['reason'], string> = {
  counted: 'Counted',
  damaged: 'Damaged',
  lost: 'Lost',
  found: 'Found',
  other: 'Other',
};

/**
 * Corrects a lot's count at a location to what was counted, or by boxes found or gone; never below zero nor
 * below what open orders hold there (their boxes must still be picked). Audited; the movement's note says
 * the reason and the staff member's words.
 */
export async function adjustStock(
  db: Database,
  request: FastifyRequest,
  productId: number,
  input: AdjustInput,
): Promise<string> {
  await productOrThrow(db, productId);
  const lot = await lotOrThrow(db, productId, input.lot_id);
  const location = await locationOrThrow(db, input.location_id);
  const note = input.note?.trim() ?? '';
  const hasCount = input.on_hand !== undefined;
  const hasChange = input.change !== undefined;
  if (hasCount === hasChange) {
    throw invalid({ on_hand: ['Type what was counted, or the boxes found or gone, one of the two.'] }, 422);
  }
  if (hasChange && input.change === 0) throw invalid({ change: ['Type how many were found or gone.'] }, 422);
  if ((input.reason === 'damaged' || input.reason === 'lost') && (input.change ?? -1) > 0) {
    throw invalid({ change: ['Damaged or lost boxes are taken away: type a number below zero.'] }, 422);
  }
  if (input.reason === 'found' && (input.change ?? 1) < 0) {
    throw invalid({ change: ['Found boxes are added: type a number above zero.'] }, 422);
  }
  if (input.reason === 'other' && !note) throw invalid({ note: ['Say why the count changes.'] }, 422);
  const staffId = currentStaff(request).id;
  return db.transaction(async (tx) => {
    const before = await heldAt(tx, lot.id, location.id);
    const change = hasCount ? (input.on_hand ?? 0) - before.on_hand : (input.change ?? 0);
    const onHand = before.on_hand + change;
    if (onHand < 0) {
      throw invalid(
        { change: [`Only ${before.on_hand} on hand of lot ${lot.code} at ${location.title}.`] },
        409,
      );
    }
    if (onHand < before.allocated) {
      const field = hasCount ? 'on_hand' : 'change';
      throw invalid(
        {
          [field]: [
            `${before.allocated} of lot ${lot.code} at ${location.title} are allocated to open orders: at least ` +
              `${before.allocated} must stay on hand (cancel an order to free its boxes).`,
          ],
        },
        409,
      );
    }
    const words = note ? `${REASON_WORDS[input.reason]}: ${note}` : REASON_WORDS[input.reason];
    await adjust(tx, {
      lotId: lot.id,
      locationId: location.id,
      counted: before.available + change,
      note: words,
      staffId,
    });
    await audit(tx, request, {
      entity: 'stock',
      entityId: lot.id,
      before: { product_id: productId, lot: lot.code, location: location.slug, ...before },
      after: {
        product_id: productId,
        lot: lot.code,
        location: location.slug,
        reason: input.reason,
        note: note || null,
        change,
        ...figures(before.available + change, before.allocated),
      },
    });
    return change === 0
      ? `Lot ${lot.code} at ${location.title}: the count matches (${onHand}).`
      : `Lot ${lot.code} at ${location.title}: ${change > 0 ? '+' : ''}${change}, ${onHand} on hand now.`;
  });
}

/** A product's movements, newest first, a page at a time. */
export async function stockMovements(db: Database, productId: number, page: number) {
  await productOrThrow(db, productId);
  const rows = await queryRows<{
    id: number;
    created_at: Date | string;
    lot_code: string;
    location: string;
    change: number;
    reason: Schemas['StockMovement']['reason'];
    note: string | null;
    staff: string | null;
    order_id: number | null;
    n: number;
  }>(
    db,
    sql`SELECT m.id, m.created_at, l.code AS lot_code, o.title AS location, m.change, m.reason, m.note,
          s.email AS staff, m.order_id, count(*) OVER ()::int AS n
        FROM stock_movements m JOIN stock_lots l ON l.id = m.lot_id
        JOIN stock_locations o ON o.id = m.location_id
        LEFT JOIN staff s ON s.id = m.staff_id
        WHERE l.product_id = ${productId}
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${MOVEMENTS_PAGE} OFFSET ${(page - 1) * MOVEMENTS_PAGE}`,
  );
  const total = rows[0]?.n ?? (page > 1 ? await movementCount(db, productId) : 0);
  return {
    movements: rows.map(({ n: _n, created_at, ...row }) => ({
      ...row,
      created_at: new Date(created_at).toISOString(),
      order_number: row.order_id === null ? null : `SJ-${String(row.order_id).padStart(6, '0')}`,
    })),
    page,
    pages: Math.max(1, Math.ceil(total / MOVEMENTS_PAGE)),
    total,
  };
}

async function movementCount(db: Database, productId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM stock_movements m JOIN stock_lots l ON l.id = m.lot_id
        WHERE l.product_id = ${productId}`,
  );
  return row?.n ?? 0;
}

/** Each counted product's figures at each location that keeps it (has or had goods there). */
const PLACES = (locationId?: number) => sql`
  SELECT l.product_id, s.location_id, sum(s.quantity)::int AS available,
    sum(coalesce(a.allocated, 0))::int AS allocated
  FROM lot_stock s JOIN stock_lots l ON l.id = s.lot_id
  LEFT JOIN (${ALLOCATED}) a ON a.lot_id = s.lot_id AND a.location_id = s.location_id
  ${locationId ? sql`WHERE s.location_id = ${locationId}` : sql``}
  GROUP BY l.product_id, s.location_id`;

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The overview: counted products by location, low stock first (the fewest available first), then by title. */
export async function stockOverview(
  db: Database,
  query: { q?: string; location_id?: number; low?: boolean; page: number },
) {
  const locations = await stockLocationList(db);
  if (query.location_id && !locations.some((l) => l.id === query.location_id)) {
    throw notFound('No such location.');
  }
  const like = query.q ? `%${literal(query.q)}%` : undefined;
  const rows = await queryRows<{
    id: number;
    title: string;
    product_code: string;
    unit: string;
    low: boolean;
    n: number;
  }>(
    db,
    sql`WITH places AS (${PLACES(query.location_id)}),
        per AS (SELECT product_id, bool_or(available < ${LOW_STOCK_THRESHOLD}) AS low,
                  min(available) AS least FROM places GROUP BY product_id)
        SELECT p.id, p.title, p.product_code, p.unit, per.low, count(*) OVER ()::int AS n
        FROM per JOIN products p ON p.id = per.product_id
        WHERE true
          ${like ? sql`AND (p.title ILIKE ${like} OR p.product_code ILIKE ${like})` : sql``}
          ${query.low ? sql`AND per.low` : sql``}
        ORDER BY per.low DESC, CASE WHEN per.low THEN per.least END ASC NULLS LAST,
          lower(p.title) COLLATE "C", p.id
        LIMIT ${STOCK_PAGE} OFFSET ${(query.page - 1) * STOCK_PAGE}`,
  );
  const ids = rows.map((r) => r.id);
  const places = ids.length
    ? await queryRows<{ product_id: number; location_id: number; available: number; allocated: number }>(
        db,
        sql`WITH places AS (${PLACES(query.location_id)})
            SELECT * FROM places WHERE product_id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    : [];
  const order = new Map(locations.map((l, i) => [l.id, i]));
  const total = rows[0]?.n ?? 0;
  return {
    threshold: LOW_STOCK_THRESHOLD,
    locations: query.location_id ? locations.filter((l) => l.id === query.location_id) : locations,
    rows: rows.map(({ n: _n, ...row }) => {
      const mine = places
        .filter((p) => p.product_id === row.id)
        .sort((a, b) => (order.get(a.location_id) ?? 0) - (order.get(b.location_id) ?? 0))
        .map((p) => ({
          location_id: p.location_id,
          ...figures(p.available, p.allocated),
          low: p.available < LOW_STOCK_THRESHOLD,
        }));
      return { ...row, total: mine.reduce<Figures>((sum, p) => plus(sum, p), ZERO), places: mine };
    }),
    page: query.page,
    pages: Math.max(1, Math.ceil(total / STOCK_PAGE)),
    total,
  };
}

/** Low stock per location: the 20 fewest of each, and how many in all. */
export async function lowStockByLocation(db: Database) {
  const locations = await stockLocationList(db);
  const rows = await queryRows<{
    location_id: number;
    id: number;
    title: string;
    product_code: string;
    available: number;
    n: number;
  }>(
    db,
    sql`WITH places AS (${PLACES()}),
        low AS (SELECT pl.location_id, p.id, p.title, p.product_code, pl.available,
                  row_number() OVER (PARTITION BY pl.location_id ORDER BY pl.available, p.id) AS rank,
                  count(*) OVER (PARTITION BY pl.location_id)::int AS n
                FROM places pl JOIN products p ON p.id = pl.product_id
                WHERE pl.available < ${LOW_STOCK_THRESHOLD})
        SELECT location_id, id, title, product_code, available, n FROM low WHERE rank <= 20
        ORDER BY location_id, rank`,
  );
  return {
    threshold: LOW_STOCK_THRESHOLD,
    locations: locations.map((location) => {
      const mine = rows.filter((r) => r.location_id === location.id);
      return {
        location,
        count: mine[0]?.n ?? 0,
        products: mine.map(({ id, title, product_code, available }) => ({
          id,
          title,
          product_code,
          available,
        })),
      };
    }),
  };
}

const STATUS_NAMES = ['pending', 'confirmed', 'dispatched', 'delivered', 'rejected', 'cancelled'] as const;

/** An order's pick list: a row per lot and location its lines' goods were taken from (stock_allocations). */
export async function pickList(db: Database, orderId: number): Promise<Schemas['PickListResponse']> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, name: orders.name, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound('No such order.');
  const items = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      title: orderItems.productName,
      quantity: orderItems.quantity,
      sample: orderItems.sample,
      code: products.productCode,
      pieces: orderItems.pieces,
      coveredMm2: orderItems.coveredMm2,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const taken = await orderAllocations(db, orderId);
  const lines: Schemas['PickLine'][] = [];
  for (const item of items) {
    // A tile's row says the pieces and m² of its boxes beside them (docs/tiles.md "Split lots and top-ups").
    const tile = (boxes: number) => (item.sample ? {} : tileField(itemBoxesQuantities(item, boxes)));
    const base = {
      order_item_id: item.id,
      product_id: item.productId,
      title: item.title,
      product_code: item.code,
      sample: item.sample,
    };
    const mine = taken.filter((t) => t.orderItemId === item.id);
    // Goods that are not counted (or an order whose goods went back): the line as ordered, keyed by minus its id.
    if (mine.length === 0) {
      lines.push({
        ...base,
        id: -item.id,
        lot_code: null,
        shade: null,
        caliber: null,
        location: null,
        quantity: item.quantity,
        ...tile(item.quantity),
      });
    }
    for (const t of mine) {
      lines.push({
        ...base,
        id: t.id,
        lot_code: t.code,
        shade: t.shade,
        caliber: t.caliber,
        location: t.location,
        quantity: t.quantity,
        ...tile(t.quantity),
      });
    }
  }
  const status = STATUS_NAMES[order.status] ?? 'pending';
  return {
    result: 'success',
    order: {
      id: order.id,
      number: `SJ-${String(order.id).padStart(6, '0')}`,
      status,
      name: order.name,
      created_at: order.createdAt.toISOString(),
    },
    lines,
  };
}
