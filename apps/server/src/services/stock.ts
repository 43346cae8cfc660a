// Stock by lot and location (docs/tiles.md "Stock by lot and location"): what a product has where, and the
// only code that changes it. Every change locks the lot_stock rows it reads, writes one stock_movements row
// per lot and location it touches, and runs in its caller's transaction, so an order and the boxes it took
// commit together or not at all.
import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query.js';
import {
  lotStock,
  productSamples,
  type STOCK_REASONS,
  sampleAllocations,
  stockAllocations,
  stockLocations,
  stockLots,
  stockMovements,
} from '../db/schema.js';

type Reason = (typeof STOCK_REASONS)[number];

/** A lot's count at one location, as locked for a change. */
interface Held {
  lotId: number;
  locationId: number;
  quantity: number;
  receivedOn: string;
  sortOrder: number;
  shade: string;
  caliber: string;
}

/** One lot at one location, and how many of it a line takes there. */
export interface Allocation {
  lotId: number;
  locationId: number;
  quantity: number;
}

/** What one order line asks of the stock. */
export interface LineRequest {
  orderItemId: number;
  productId: number;
  quantity: number;
  /**
   * The lot of an earlier order (a top-up): taken whole when it has the line; with a split accepted, taken
   * first, what is left of it, then the lots closest to it.
   */
  preferLotId?: number | null;
  /** Only goods at this location (collection at a showroom). */
  locationId?: number | null;
  /** The shopper accepted goods from several lots when no single lot has enough. */
  split?: boolean;
  /** The line is pinned to `preferLotId` (a same-lot top-up): that lot or a StockShortage, never another. */
  lotOnly?: boolean;
  /** A sample (docs/tiles.md "Samples"): one from the product's samples, never a box from a lot. */
  sample?: boolean;
}

/**
 * A line no single lot can fill (and the shopper did not accept a split), or that the stock cannot fill
 * at all. `singleLot` is the most one lot has (what the shopper may take instead), `total` all lots.
 */
export class StockShortage extends Error {
  constructor(
    readonly productId: number,
    readonly asked: number,
    readonly singleLot: number,
    readonly total: number,
    /** The pinned lot that is short (a top-up): `singleLot` is then what that lot has. */
    readonly lotId: number | null = null,
  ) {
    super(`product ${productId}: ${asked} asked, ${singleLot} in one lot, ${total} in all`);
  }
}

/**
 * A sample line whose product has none left, or no longer offers any (docs/tiles.md "Samples"): a shortage of
 * one with nothing left, for the callers that handle shortages.
 */
export class SampleShortage extends StockShortage {
  constructor(productId: number) {
    super(productId, 1, 0, 0);
  }
}

/**
 * Locks and reads a product's counts (at one location if given), oldest lot first. Rows are locked in
 * (lot, location) order, the same order for every caller, so two orders for the same products wait for
 * each other instead of deadlocking.
 */
async function lockProductStock(
  tx: Database,
  productId: number,
  locationId?: number | null,
  lock = true,
): Promise<Held[]> {
  const rows = await queryRows<{
    lot_id: number;
    location_id: number;
    quantity: number;
    received_on: string;
    sort_order: number;
    shade: string;
    caliber: string;
  }>(
    tx,
    sql`SELECT s.lot_id, s.location_id, s.quantity, l.received_on::text AS received_on, o.sort_order,
               l.shade, l.caliber
        FROM lot_stock s
        JOIN stock_lots l ON l.id = s.lot_id
        JOIN stock_locations o ON o.id = s.location_id
        WHERE l.product_id = ${productId} ${locationId ? sql`AND s.location_id = ${locationId}` : sql``}
        ORDER BY s.lot_id, s.location_id
        ${lock ? sql`FOR UPDATE OF s` : sql``}`,
  );
  return rows.map((r) => ({
    lotId: r.lot_id,
    locationId: r.location_id,
    quantity: r.quantity,
    receivedOn: r.received_on,
    sortOrder: r.sort_order,
    shade: r.shade,
    caliber: r.caliber,
  }));
}

/**
 * What a cart line asks of the stock, from the shopper's choices (docs/tiles.md "Split lots and top-ups"): a
 * line with an earlier lot is pinned to it, unless the shopper accepted several lots, which then start with
 * what is left of it.
 */
export function cartLineRequest(line: {
  productId: number;
  quantity: number;
  splitLots: boolean;
  lotId: number | null;
  sample?: boolean;
}): Omit<LineRequest, 'orderItemId'> {
  return {
    productId: line.productId,
    quantity: line.quantity,
    split: line.splitLots,
    preferLotId: line.lotId,
    lotOnly: line.lotId !== null && !line.splitLots,
    sample: line.sample ?? false,
  };
}

/**
 * How far a lot is from a shopper's earlier lot, 0 (the same shade and caliber) to 3 (neither): the shade
 * shows on a wall more than the caliber (docs/tiles.md "Split lots and top-ups").
 */
function distance(from: { shade: string; caliber: string }, to: { shade: string; caliber: string }): number {
  return (to.shade === from.shade ? 0 : 2) + (to.caliber === from.caliber ? 0 : 1);
}

/**
 * Which lots and locations fill `request` from `held` (pure, so its rules are tested alone): the preferred
 * lot when it has enough, else the oldest lot that has enough (older boxes leave first); within a lot the
 * locations in the shop's order (the warehouse first). With no lot enough, a split accepted for a top-up
 * takes what is left of the earlier lot, then the lots closest to it (as `closestLot` ranks them), so the
 * most boxes match the wall; any other split takes the fullest lots first (the fewest shades on the wall).
 * Without the shopper's consent it is a StockShortage.
 */
export function chooseAllocations(held: Held[], request: Omit<LineRequest, 'orderItemId'>): Allocation[] {
  const lots = new Map<
    number,
    { receivedOn: string; shade: string; caliber: string; total: number; places: Held[] }
  >();
  for (const row of held) {
    if (row.quantity <= 0) continue;
    const lot = lots.get(row.lotId) ?? {
      receivedOn: row.receivedOn,
      shade: row.shade,
      caliber: row.caliber,
      total: 0,
      places: [],
    };
    lot.total += row.quantity;
    lot.places.push(row);
    lots.set(row.lotId, lot);
  }
  const total = [...lots.values()].reduce((sum, lot) => sum + lot.total, 0);
  const singleLot = Math.max(0, ...[...lots.values()].map((lot) => lot.total));
  const byAge = [...lots.entries()].sort(
    ([a, x], [b, y]) => x.receivedOn.localeCompare(y.receivedOn) || a - b,
  );
  const preferred = request.preferLotId ? lots.get(request.preferLotId) : undefined;
  if (request.lotOnly && request.preferLotId && (preferred?.total ?? 0) < request.quantity)
    throw new StockShortage(
      request.productId,
      request.quantity,
      preferred?.total ?? 0,
      total,
      request.preferLotId,
    );
  // A top-up split across lots starts with its earlier lot even when another lot could fill it alone: the
  // boxes that match the wall are that lot's.
  const topUpSplit = request.split && request.preferLotId && !request.lotOnly;
  const whole =
    preferred && preferred.total >= request.quantity
      ? ([request.preferLotId, preferred] as const)
      : topUpSplit
        ? undefined
        : byAge.find(([, lot]) => lot.total >= request.quantity);
  // The earlier lot's shade and caliber, though none of it is left (its rows are then not among `lots`).
  const earlier = request.preferLotId ? held.find((row) => row.lotId === request.preferLotId) : undefined;
  const near = (lot: { shade: string; caliber: string }) => (earlier ? distance(earlier, lot) : 0);
  let order: typeof byAge;
  if (whole) order = [whole as (typeof byAge)[number]];
  else if (request.split && total >= request.quantity)
    order = [...byAge].sort(
      ([a, x], [b, y]) =>
        Number(b === request.preferLotId) - Number(a === request.preferLotId) ||
        near(x) - near(y) ||
        y.total - x.total ||
        a - b,
    );
  else throw new StockShortage(request.productId, request.quantity, singleLot, total);

  const taken: Allocation[] = [];
  let left = request.quantity;
  for (const [lotId, lot] of order) {
    const places = [...lot.places].sort((a, b) => a.sortOrder - b.sortOrder || a.locationId - b.locationId);
    for (const place of places) {
      if (left === 0) break;
      const quantity = Math.min(left, place.quantity);
      taken.push({ lotId, locationId: place.locationId, quantity });
      left -= quantity;
    }
    if (left === 0) break;
  }
  return taken;
}

/** Adds `change` to a lot's count at a location (creating the row), and records why. */
async function move(
  tx: Database,
  at: { lotId: number; locationId: number },
  change: number,
  reason: Reason,
  extra: { note?: string | null; staffId?: number | null; orderId?: number | null } = {},
): Promise<void> {
  if (change < 0) {
    // The check constraint refuses a count below zero: a caller that read too few locked rows fails here.
    const taken = await tx
      .update(lotStock)
      .set({ quantity: sql`${lotStock.quantity} + ${change}` })
      .where(and(eq(lotStock.lotId, at.lotId), eq(lotStock.locationId, at.locationId)))
      .returning({ quantity: lotStock.quantity });
    if (taken.length === 0) throw new Error(`no stock of lot ${at.lotId} at location ${at.locationId}`);
  } else {
    await tx
      .insert(lotStock)
      .values({ lotId: at.lotId, locationId: at.locationId, quantity: change })
      .onConflictDoUpdate({
        target: [lotStock.lotId, lotStock.locationId],
        set: { quantity: sql`${lotStock.quantity} + ${change}` },
      });
  }
  await tx.insert(stockMovements).values({
    lotId: at.lotId,
    locationId: at.locationId,
    change,
    reason,
    note: extra.note ?? null,
    staffId: extra.staffId ?? null,
    orderId: extra.orderId ?? null,
  });
}

/**
 * Takes the goods of an order's lines, in the order's transaction. Products without lots are not counted
 * and take nothing. Lines are taken in product order (see lockProductStock). Throws the first
 * StockShortage; the caller's transaction then rolls back every line taken before it.
 */
export async function reserveLines(tx: Database, orderId: number, lines: LineRequest[]): Promise<void> {
  const counted = await countedProducts(
    tx,
    lines.map((line) => line.productId),
  );
  const sorted = [...lines].sort((a, b) => a.productId - b.productId || a.orderItemId - b.orderItemId);
  for (const line of sorted) {
    if (line.sample) {
      await takeSample(tx, line);
      continue;
    }
    if (!counted.has(line.productId)) continue;
    const held = await lockProductStock(tx, line.productId, line.locationId);
    for (const allocation of chooseAllocations(held, line)) {
      await tx.insert(stockAllocations).values({ orderItemId: line.orderItemId, ...allocation });
      await move(tx, allocation, -allocation.quantity, 'ordered', { orderId });
    }
  }
}

/**
 * Takes one of a product's samples for an order line. One statement that decrements only a count above zero:
 * a second checkout for the last sample waits for the first's row lock, then finds none left (the check
 * constraint keeps the count at zero or above besides).
 */
async function takeSample(tx: Database, line: LineRequest): Promise<void> {
  const taken = await tx
    .update(productSamples)
    .set({ stock: sql`${productSamples.stock} - 1` })
    .where(
      and(
        eq(productSamples.productId, line.productId),
        eq(productSamples.offered, true),
        sql`${productSamples.stock} > 0`,
      ),
    )
    .returning({ productId: productSamples.productId });
  if (taken.length === 0) throw new SampleShortage(line.productId);
  // Taken again after an expired payment gave it back: the same line's allocation is held again.
  await tx
    .insert(sampleAllocations)
    .values({ orderItemId: line.orderItemId, productId: line.productId })
    .onConflictDoUpdate({ target: sampleAllocations.orderItemId, set: { releasedAt: null } });
}

/**
 * The products of `lines` whose goods at `locationId` cannot fill them as `reserveLines` would take them
 * there (one lot a line, or as the shopper chose), read without locks: what the checkout offers for
 * collection at a showroom (docs/delivery.md "Collection at a showroom"). The order's own reservation
 * decides at checkout. Goods without lots are not counted, so never missing.
 */
export async function shortAt(
  db: Database,
  lines: readonly Omit<LineRequest, 'orderItemId' | 'locationId'>[],
  locationId: number,
): Promise<number[]> {
  const counted = await countedProducts(
    db,
    lines.map((line) => line.productId),
  );
  const missing: number[] = [];
  for (const line of lines) {
    // A sample comes from the samples' own count, not a lot (docs/tiles.md "Samples").
    if (line.sample || !counted.has(line.productId)) continue;
    const held = await lockProductStock(db, line.productId, locationId, false);
    try {
      chooseAllocations(held, line);
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error;
      missing.push(line.productId);
    }
  }
  return missing;
}

/** The products among `ids` whose stock is counted (they have lots). */
export async function countedProducts(tx: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ productId: stockLots.productId })
    .from(stockLots)
    .where(inArray(stockLots.productId, ids));
  return new Set(rows.map((r) => r.productId));
}

/**
 * Gives back what an order took (it was cancelled, rejected or its payment expired), once: the allocations
 * are marked released in the same statement that finds them, so two cancellations cannot both return them.
 */
export async function releaseOrder(
  tx: Database,
  orderId: number,
  reason: Reason = 'released',
): Promise<void> {
  const released = await queryRows<{ lot_id: number; location_id: number; quantity: number }>(
    tx,
    sql`UPDATE stock_allocations a SET released_at = now()
        FROM order_items i
        WHERE i.id = a.order_item_id AND i.order_id = ${orderId} AND a.released_at IS NULL
        RETURNING a.lot_id, a.location_id, a.quantity`,
  );
  const sorted = released.sort((a, b) => a.lot_id - b.lot_id || a.location_id - b.location_id);
  for (const row of sorted) {
    await move(tx, { lotId: row.lot_id, locationId: row.location_id }, row.quantity, reason, { orderId });
  } // Its samples go back to their products' counts, once, as the boxes do.
  const samples = await queryRows<{ product_id: number }>(
    tx,
    sql`UPDATE sample_allocations a SET released_at = now()
        FROM order_items i
        WHERE i.id = a.order_item_id AND i.order_id = ${orderId} AND a.released_at IS NULL
        RETURNING a.product_id`,
  );
  for (const row of samples.sort((a, b) => a.product_id - b.product_id)) {
    await tx
      .update(productSamples)
      .set({ stock: sql`${productSamples.stock} + 1` })
      .where(eq(productSamples.productId, row.product_id));
  }
}

/**
 * Goods a customer sent back go into the lot they left, at the location staff put them (docs/returns.md
 * "Staff steps"): one movement `returned` naming the order.
 */
export async function returnGoods(
  tx: Database,
  input: {
    lotId: number;
    locationId: number;
    quantity: number;
    orderId: number;
    staffId?: number | null;
    note?: string | null;
  },
): Promise<void> {
  await move(tx, { lotId: input.lotId, locationId: input.locationId }, input.quantity, 'returned', input);
}

/** Staff receive goods into a lot at a location; the lot is made the first time its code is seen. */
export async function receive(
  tx: Database,
  input: {
    productId: number;
    locationId: number;
    code: string;
    shade?: string;
    caliber?: string;
    receivedOn?: string;
    quantity: number;
    note?: string | null;
    staffId?: number | null;
  },
): Promise<number> {
  const [lot] = await tx
    .insert(stockLots)
    .values({
      productId: input.productId,
      code: input.code,
      shade: input.shade ?? '',
      caliber: input.caliber ?? '',
      ...(input.receivedOn ? { receivedOn: input.receivedOn } : {}),
    })
    .onConflictDoUpdate({
      target: [stockLots.productId, stockLots.code],
      // Keeps the lot as first recorded; the no-op update makes RETURNING give its id.
      set: { code: sql`excluded.code` },
    })
    .returning({ id: stockLots.id });
  if (!lot) throw new Error('lot upsert returned no row');
  await move(tx, { lotId: lot.id, locationId: input.locationId }, input.quantity, 'received', input);
  return lot.id;
}

/** One receipt of `receiveMany`: goods of a product's lot (made the first time its code is seen) at a location. */
export interface Receipt {
  productId: number;
  locationId: number;
  code: string;
  shade?: string;
  caliber?: string;
  receivedOn?: string;
  quantity: number;
}

/**
 * `receive` for many receipts at once (the demo seed, a delivery's packing list): three statements whatever
 * their number. Lots are made the first time their code is seen (keeping the lot as first recorded), each
 * count is added to, and each receipt is a movement `received`. Receipts of one lot at one location are
 * added together; a new lot takes the shade and caliber its receipts give, and the earliest date. Returns the
 * lots' ids by `productId:code`.
 */
export async function receiveMany(
  tx: Database,
  receipts: Receipt[],
  by: { note?: string | null; staffId?: number | null } = {},
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (receipts.length === 0) return ids;
  const input = JSON.stringify(
    receipts.map((r) => ({
      product_id: r.productId,
      location_id: r.locationId,
      code: r.code,
      shade: r.shade ?? '',
      caliber: r.caliber ?? '',
      received_on: r.receivedOn ?? null,
      quantity: r.quantity,
    })),
  );
  const recordset = sql`json_to_recordset(${input}::json) AS i(product_id int, location_id int, code text,
    shade text, caliber text, received_on date, quantity int)`;
  const lots = await queryRows<{ id: number; product_id: number; code: string }>(
    tx,
    sql`INSERT INTO stock_lots (product_id, code, shade, caliber, received_on)
        SELECT i.product_id, i.code, coalesce(max(nullif(i.shade, '')), ''),
          coalesce(max(nullif(i.caliber, '')), ''), coalesce(min(i.received_on), current_date)
        FROM ${recordset} GROUP BY i.product_id, i.code ORDER BY i.product_id, i.code
        ON CONFLICT (product_id, code) DO UPDATE SET code = excluded.code
        RETURNING id, product_id, code`,
  );
  for (const lot of lots) ids.set(`${lot.product_id}:${lot.code}`, lot.id);
  // A receipt of none makes its lot only (a lot known, and none of it here).
  const joined = sql`FROM ${recordset} JOIN stock_lots l ON l.product_id = i.product_id AND l.code = i.code
    WHERE i.quantity <> 0`;
  // Rows in (lot, location) order, the order every change locks them in (lockProductStock).
  await tx.execute(sql`INSERT INTO lot_stock (lot_id, location_id, quantity)
    SELECT l.id, i.location_id, sum(i.quantity)::int ${joined}
    GROUP BY l.id, i.location_id ORDER BY l.id, i.location_id
    ON CONFLICT (lot_id, location_id) DO UPDATE SET quantity = lot_stock.quantity + excluded.quantity`);
  await tx.execute(sql`INSERT INTO stock_movements (lot_id, location_id, change, reason, note, staff_id)
    SELECT l.id, i.location_id, i.quantity, 'received', ${by.note ?? null}::text, ${by.staffId ?? null}::int
    ${joined}`);
  return ids;
}

/** Moves goods of one lot between locations; refused (StockShortage) when the source has fewer. */
export async function transfer(
  tx: Database,
  input: {
    lotId: number;
    from: number;
    to: number;
    quantity: number;
    note?: string | null;
    staffId?: number | null;
  },
): Promise<void> {
  const [source] = await tx
    .select({ quantity: lotStock.quantity, productId: stockLots.productId })
    .from(lotStock)
    .innerJoin(stockLots, eq(stockLots.id, lotStock.lotId))
    .where(and(eq(lotStock.lotId, input.lotId), eq(lotStock.locationId, input.from)))
    .for('update', { of: lotStock });
  const have = source?.quantity ?? 0;
  if (have < input.quantity) throw new StockShortage(source?.productId ?? 0, input.quantity, have, have);
  // Locked in (lot, location) order, as lockProductStock does.
  const [first, second] = input.from < input.to ? [input.from, input.to] : [input.to, input.from];
  await tx
    .select({ lotId: lotStock.lotId })
    .from(lotStock)
    .where(and(eq(lotStock.lotId, input.lotId), inArray(lotStock.locationId, [first, second])))
    .orderBy(asc(lotStock.locationId))
    .for('update');
  await move(tx, { lotId: input.lotId, locationId: input.from }, -input.quantity, 'transfer', input);
  await move(tx, { lotId: input.lotId, locationId: input.to }, input.quantity, 'transfer', input);
}

/** Sets a lot's count at a location to what was counted, recording the difference and why. */
export async function adjust(
  tx: Database,
  input: { lotId: number; locationId: number; counted: number; note: string; staffId?: number | null },
): Promise<number> {
  const [row] = await tx
    .select({ quantity: lotStock.quantity })
    .from(lotStock)
    .where(and(eq(lotStock.lotId, input.lotId), eq(lotStock.locationId, input.locationId)))
    .for('update');
  const change = input.counted - (row?.quantity ?? 0);
  if (change !== 0) await move(tx, input, change, 'adjusted', input);
  return change;
}

/** A product's goods at each location, for its page and the back office: every lot with some. */
export interface StockPlace {
  locationId: number;
  slug: string;
  title: string;
  titleNe: string | null;
  kind: 'warehouse' | 'showroom';
  collect: boolean;
  dispatchDays: number;
  lotId: number;
  code: string;
  shade: string;
  caliber: string;
  receivedOn: string;
  quantity: number;
}

/** One query: the product's counts by lot and location, the shop's location order, lots oldest first. */
export async function productStock(db: Database, productId: number): Promise<StockPlace[]> {
  return db
    .select({
      locationId: stockLocations.id,
      slug: stockLocations.slug,
      title: stockLocations.title,
      titleNe: stockLocations.titleNe,
      kind: stockLocations.kind,
      collect: stockLocations.collect,
      dispatchDays: stockLocations.dispatchDays,
      lotId: stockLots.id,
      code: stockLots.code,
      shade: stockLots.shade,
      caliber: stockLots.caliber,
      receivedOn: stockLots.receivedOn,
      quantity: lotStock.quantity,
    })
    .from(lotStock)
    .innerJoin(stockLots, eq(stockLots.id, lotStock.lotId))
    .innerJoin(stockLocations, eq(stockLocations.id, lotStock.locationId))
    .where(eq(stockLots.productId, productId))
    .orderBy(
      asc(stockLocations.sortOrder),
      asc(stockLocations.id),
      asc(stockLots.receivedOn),
      asc(stockLots.id),
    );
}

/** A place a product's goods are, summed over its lots: what a shopper sees (lots are the back office's). */
export interface AvailabilityPlace {
  slug: string;
  title: string;
  titleNe: string | null;
  kind: 'warehouse' | 'showroom';
  collect: boolean;
  dispatchDays: number;
  quantity: number;
}

/**
 * A published product's goods by location for its page, in one statement: `undefined` when no published
 * product has the slug, `null` when it is not counted (no lot: it sells without limit), else its total and
 * the places that have some, in the shop's order. Read by the product page only, never by a list.
 */
export async function productAvailability(
  db: Database,
  slug: string,
): Promise<
  { goods: { total: number; places: AvailabilityPlace[] } | null; samplesLeft: number | null } | undefined
> {
  const rows = await queryRows<{
    lots: number;
    samples_left: number | null;
    slug: string | null;
    title: string | null;
    title_ne: string | null;
    kind: 'warehouse' | 'showroom' | null;
    collect: boolean | null;
    dispatch_days: number | null;
    quantity: number | null;
  }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM stock_lots x WHERE x.product_id = p.id) AS lots,
          (SELECT ps.stock FROM product_samples ps WHERE ps.product_id = p.id AND ps.offered) AS samples_left,
          o.slug, o.title, o.title_ne, o.kind, o.collect, o.dispatch_days, sum(s.quantity)::int AS quantity
        FROM products p
        LEFT JOIN stock_lots l ON l.product_id = p.id
        LEFT JOIN lot_stock s ON s.lot_id = l.id AND s.quantity > 0
        LEFT JOIN stock_locations o ON o.id = s.location_id
        WHERE p.slug = ${slug} AND p.published
        GROUP BY p.id, o.id
        ORDER BY o.sort_order, o.id`,
  );
  const [first] = rows;
  if (!first) return undefined;
  const samplesLeft = first.samples_left;
  if (first.lots === 0) return { goods: null, samplesLeft };
  const places: AvailabilityPlace[] = [];
  for (const r of rows) {
    if (r.slug === null || r.title === null || r.kind === null || !r.quantity) continue;
    places.push({
      slug: r.slug,
      title: r.title,
      titleNe: r.title_ne,
      kind: r.kind,
      collect: r.collect ?? false,
      dispatchDays: r.dispatch_days ?? 0,
      quantity: r.quantity,
    });
  }
  return { goods: { total: places.reduce((sum, p) => sum + p.quantity, 0), places }, samplesLeft };
}

/** The goods an order's lines were given: the pick list's rows (lot and location), released ones left out. */
export async function orderAllocations(db: Database, orderId: number) {
  return db
    .select({
      id: stockAllocations.id,
      orderItemId: stockAllocations.orderItemId,
      quantity: stockAllocations.quantity,
      lotId: stockLots.id,
      code: stockLots.code,
      shade: stockLots.shade,
      caliber: stockLots.caliber,
      location: stockLocations.title,
      locationSlug: stockLocations.slug,
    })
    .from(stockAllocations)
    .innerJoin(stockLots, eq(stockLots.id, stockAllocations.lotId))
    .innerJoin(stockLocations, eq(stockLocations.id, stockAllocations.locationId))
    .where(
      and(
        isNull(stockAllocations.releasedAt),
        sql`${stockAllocations.orderItemId} IN (SELECT id FROM order_items WHERE order_id = ${orderId})`,
      ),
    )
    .orderBy(asc(stockAllocations.orderItemId), asc(stockLocations.sortOrder), asc(stockAllocations.id));
}

/** The warehouse's slug (migration 0023 makes it): where goods without lots are counted. */
export const WAREHOUSE = 'warehouse';

/** The lot code of goods that carry no lot (a basin, a tap): one per product. */
export const NO_LOT = '-';

/** Each product's goods over every lot and location; products without lots are missing (not counted). */
export async function stockTotals(db: Database, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: stockLots.productId,
      total: sql<number>`coalesce(sum(${lotStock.quantity}), 0)::int`,
    })
    .from(stockLots)
    .leftJoin(lotStock, eq(lotStock.lotId, stockLots.id))
    .where(inArray(stockLots.productId, productIds))
    .groupBy(stockLots.productId);
  return new Map(rows.map((r) => [r.productId, r.total]));
}

/** SQL for a product's total (null: not counted), for lists that filter or show it. */
export const stockTotalSql = (productId: SQL | AnyColumn) =>
  sql`(SELECT sum(s.quantity)::int FROM stock_lots l JOIN lot_stock s ON s.lot_id = l.id
       WHERE l.product_id = ${productId})`;

/**
 * The back office's one number for goods without lots (the product editor's and the CSV's `stock`): the
 * product's total becomes `stock`, counted at the warehouse in its lot `-`, each change a movement with
 * `note`. Products with lots of their own are counted by lot only: a different number for one of them is
 * refused (returned), never spread over its lots. Set-based, for a CSV batch as for one product.
 */
export async function setSimpleStock(
  tx: Database,
  items: { productId: number; stock: number }[],
  by: { staffId?: number | null; note: string },
): Promise<{ refused: number[] }> {
  if (items.length === 0) return { refused: [] };
  const input = JSON.stringify(items.map((i) => ({ product_id: i.productId, stock: i.stock })));
  const refused = await queryRows<{ product_id: number }>(
    tx,
    sql`SELECT i.product_id FROM json_to_recordset(${input}::json) AS i(product_id int, stock int)
        WHERE EXISTS (SELECT 1 FROM stock_lots l WHERE l.product_id = i.product_id AND l.code <> ${NO_LOT})
          AND i.stock IS DISTINCT FROM (
            SELECT coalesce(sum(s.quantity), 0) FROM stock_lots l JOIN lot_stock s ON s.lot_id = l.id
            WHERE l.product_id = i.product_id)`,
  );
  if (refused.length > 0) return { refused: refused.map((r) => r.product_id) };
  await tx.execute(sql`INSERT INTO stock_lots (product_id, code)
    SELECT i.product_id, ${NO_LOT} FROM json_to_recordset(${input}::json) AS i(product_id int, stock int)
    WHERE NOT EXISTS (SELECT 1 FROM stock_lots l WHERE l.product_id = i.product_id AND l.code <> ${NO_LOT})
    ON CONFLICT (product_id, code) DO NOTHING`);
  // The warehouse's count of each lot `-` is what makes the total `stock`; the other locations' stay.
  const changes = await queryRows<{ lot_id: number; location_id: number; change: number; target: number }>(
    tx,
    sql`WITH i AS (SELECT * FROM json_to_recordset(${input}::json) AS i(product_id int, stock int)),
        w AS (SELECT id FROM stock_locations WHERE slug = ${WAREHOUSE}),
        lots AS (SELECT l.id AS lot_id, i.stock FROM i JOIN stock_lots l ON l.product_id = i.product_id
                 AND l.code = ${NO_LOT}
                 WHERE NOT EXISTS (SELECT 1 FROM stock_lots o WHERE o.product_id = i.product_id AND o.code <> ${NO_LOT})),
        held AS (SELECT s.lot_id, s.location_id, s.quantity FROM lot_stock s JOIN lots USING (lot_id)
                 ORDER BY s.lot_id, s.location_id FOR UPDATE OF s)
        SELECT lots.lot_id, w.id AS location_id,
          lots.stock - coalesce((SELECT sum(quantity) FROM held h WHERE h.lot_id = lots.lot_id), 0)::int AS change,
          lots.stock - coalesce((SELECT sum(quantity) FROM held h WHERE h.lot_id = lots.lot_id
                                 AND h.location_id <> w.id), 0)::int AS target
        FROM lots, w`,
  );
  const wrong = changes.filter((c) => c.target < 0);
  if (wrong.length > 0) {
    const lots = await tx
      .select({ productId: stockLots.productId })
      .from(stockLots)
      .where(
        inArray(
          stockLots.id,
          wrong.map((c) => c.lot_id),
        ),
      );
    return { refused: lots.map((l) => l.productId) };
  }
  for (const c of changes.filter((c) => c.change !== 0)) {
    await move(tx, { lotId: c.lot_id, locationId: c.location_id }, c.change, 'adjusted', by);
  }
  return { refused: [] };
}

/** The products among `ids` counted by lots of their own (not only the lot `-`). */
export async function lottedProducts(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: stockLots.productId })
    .from(stockLots)
    .where(and(inArray(stockLots.productId, ids), sql`${stockLots.code} <> ${NO_LOT}`));
  return new Set(rows.map((r) => r.productId));
}

/** One lot of a product as a shopper choosing lots sees it: its code, shade and caliber, and what is left. */
export interface LotLeft {
  lotId: number;
  code: string;
  shade: string;
  caliber: string;
  left: number;
}

/**
 * Each product's lots with what is left of each over every location (lots with none included, so a pinned
 * lot that is gone says 0), oldest first: one statement for a whole cart. Products without lots are missing.
 */
export async function lotsLeft(db: Database, productIds: number[]): Promise<Map<number, LotLeft[]>> {
  const byProduct = new Map<number, LotLeft[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: stockLots.productId,
      lotId: stockLots.id,
      code: stockLots.code,
      shade: stockLots.shade,
      caliber: stockLots.caliber,
      left: sql<number>`coalesce(sum(${lotStock.quantity}), 0)::int`,
    })
    .from(stockLots)
    .leftJoin(lotStock, eq(lotStock.lotId, stockLots.id))
    .where(inArray(stockLots.productId, productIds))
    .groupBy(stockLots.id)
    .orderBy(asc(stockLots.receivedOn), asc(stockLots.id));
  for (const { productId, ...lot } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(lot);
    byProduct.set(productId, list);
  }
  return byProduct;
}

/**
 * The lot closest to `lot` that has `quantity`: the same shade and caliber, then the same shade, then the
 * same caliber, then any, the fullest first within each (pure; docs/tiles.md "Split lots and top-ups"). Undefined when none has it.
 */
export function closestLot(lots: LotLeft[], lot: LotLeft, quantity: number): LotLeft | undefined {
  return lots
    .filter((other) => other.lotId !== lot.lotId && other.left >= quantity)
    .sort((a, b) => distance(lot, a) - distance(lot, b) || b.left - a.left || a.lotId - b.lotId)[0];
}

/** A lot as a shopper choosing lots sees it: its code, shade, caliber and what is left (no ids). */
export function shownLot({ code, shade, caliber, left }: LotLeft) {
  return { code, shade, caliber, left };
}

/**
 * The shade lots each of an order's items came from and the boxes of each, for My Orders and the invoice
 * (docs/tiles.md "Split lots and top-ups"): goods without lots (the lot `-`) are left out.
 */
export async function itemLots(
  db: Database,
  orderId: number,
): Promise<Map<number, { code: string; shade: string; caliber: string; boxes: number }[]>> {
  const rows = await queryRows<{ item: number; code: string; shade: string; caliber: string; boxes: number }>(
    db,
    sql`SELECT a.order_item_id AS item, l.code, l.shade, l.caliber, sum(a.quantity)::int AS boxes
        FROM stock_allocations a
        JOIN order_items i ON i.id = a.order_item_id
        JOIN stock_lots l ON l.id = a.lot_id
        WHERE i.order_id = ${orderId} AND a.released_at IS NULL AND l.code <> ${NO_LOT}
        GROUP BY a.order_item_id, l.id
        ORDER BY a.order_item_id, sum(a.quantity) DESC, l.id`,
  );
  const byItem = new Map<number, { code: string; shade: string; caliber: string; boxes: number }[]>();
  for (const { item, ...lot } of rows) byItem.set(item, [...(byItem.get(item) ?? []), lot]);
  return byItem;
}
