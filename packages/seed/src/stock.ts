// The demo shop's stock (docs/tiles.md "Stock by lot and location"): the warehouse and the three showrooms
// as stock locations, and lots of every base product spread over them, received through the stock service
// (receiveMany: lots, counts and their `received` movements in three statements). Deterministic: fixed
// dates, counts from each product's slug. A few products show the cases a shopper meets: some lots low,
// one tile whose lots each hold fewer than 30 boxes (a line of 30 needs a split), one out of stock.
import type { Database } from '@sajilo/server/db/client';
import { queryRows } from '@sajilo/server/db/query';
import { NO_LOT, type Receipt, receiveMany, WAREHOUSE } from '@sajilo/server/services/stock';
import { sql } from 'drizzle-orm';
import { createRandom } from './random.js';

/** A stock location of the demo: the warehouse, or a showroom (by the showroom's slug). */
export interface LocationDef {
  slug: string;
  title: string;
  titleNe: string;
  kind: 'warehouse' | 'showroom';
  collect: boolean;
  dispatchDays: number;
}

/** The warehouse first (an order takes from it first), then the showrooms, in the shop's order. */
export const STOCK_LOCATIONS: LocationDef[] = [
  {
    slug: WAREHOUSE,
    title: 'Warehouse',
    titleNe: 'गोदाम',
    kind: 'warehouse',
    collect: false,
    dispatchDays: 2,
  },
  {
    slug: 'head-office',
    title: 'Tinkune head office',
    titleNe: 'तिनकुने मुख्य कार्यालय',
    kind: 'showroom',
    collect: true,
    dispatchDays: 0,
  },
  {
    slug: 'chabahil',
    title: 'Chabahil showroom',
    titleNe: 'चाबहिल शोरुम',
    kind: 'showroom',
    collect: true,
    dispatchDays: 0,
  },
  {
    slug: 'pepsicola',
    title: 'Pepsicola showroom',
    titleNe: 'पेप्सीकोला शोरुम',
    kind: 'showroom',
    collect: true,
    dispatchDays: 1,
  },
];

/** What the plan needs of a seeded product. */
export interface StockedProduct {
  id: number;
  slug: string;
  productCode: string;
  /** `box` for tiles: counted by lots of their own; anything else carries no lot (`-`). */
  unit: string;
  trending: boolean;
}

/** The days lots were received: fixed, so every seed makes the same lots (oldest first). */
const RECEIVED = ['2026-06-12', '2026-08-21', '2026-10-05'];
const SHOWROOMS: string[] = STOCK_LOCATIONS.filter((l) => l.kind === 'showroom').map((l) => l.slug);

/**
 * The receipts of the demo's stock: every tile 2–3 lots (batch, shade, caliber, received date) at the
 * warehouse and one or two showrooms; every other product its lot `-` at the warehouse, every third also at
 * a showroom. The first tiles not trending (the browser tests buy trending ones) are the cases above.
 */
export function stockPlan(products: StockedProduct[], locationIds: ReadonlyMap<string, number>): Receipt[] {
  const at = (slug: string) => {
    const id = locationIds.get(slug);
    if (id === undefined) throw new Error(`seed: no stock location ${slug}`);
    return id;
  };
  const receipts: Receipt[] = [];
  const tiles = products.filter((p) => p.unit === 'box');
  const outOfStock = tiles.find((p) => !p.trending);
  const split = tiles.find((p) => !p.trending && p !== outOfStock);
  tiles.forEach((p, index) => {
    const r = createRandom(`stock:${p.slug}`);
    const lots = p === split ? 3 : 2 + (r.next() < 0.5 ? 0 : 1);
    // Every fifth tile runs low: a handful of boxes in each lot.
    const low = index % 5 === 4 && !p.trending;
    for (let n = 0; n < lots; n++) {
      const receivedOn = RECEIVED[RECEIVED.length - lots + n] ?? '2026-10-05';
      const lot = {
        productId: p.id,
        code: `${p.productCode}-${receivedOn.slice(2, 4)}${receivedOn.slice(5, 7)}${String.fromCharCode(65 + n)}`,
        shade: `S${String(r.int(1, 24)).padStart(2, '0')}`,
        caliber: `C${r.int(1, 3)}`,
        receivedOn,
      };
      if (p === outOfStock) {
        // Lots known, every box sold: counted, and none left.
        receipts.push({ ...lot, locationId: at(WAREHOUSE), quantity: 0 });
        continue;
      }
      if (p === split) {
        // 12, 14 and 9 boxes: 35 in all, no lot 30.
        const places: [string, number][][] = [
          [
            [WAREHOUSE, 8],
            ['chabahil', 4],
          ],
          [[WAREHOUSE, 14]],
          [['pepsicola', 9]],
        ];
        for (const [slug, quantity] of places[n] ?? [])
          receipts.push({ ...lot, locationId: at(slug), quantity });
        continue;
      }
      const showroom = SHOWROOMS[(index + n) % SHOWROOMS.length] ?? 'chabahil';
      if (n === lots - 1) {
        // The newest lot: mostly at the warehouse, some boxes on a showroom's floor.
        receipts.push({ ...lot, locationId: at(WAREHOUSE), quantity: low ? r.int(1, 4) : r.int(40, 160) });
        receipts.push({ ...lot, locationId: at(showroom), quantity: low ? r.int(1, 3) : r.int(8, 40) });
      } else if (n === 0 && !p.trending) {
        // The oldest lot: what is left of it, at one showroom.
        receipts.push({ ...lot, locationId: at(showroom), quantity: low ? r.int(1, 3) : r.int(3, 24) });
      } else {
        receipts.push({ ...lot, locationId: at(WAREHOUSE), quantity: low ? r.int(1, 4) : r.int(20, 90) });
      }
    }
  });
  products
    .filter((p) => p.unit !== 'box')
    .forEach((p, index) => {
      const r = createRandom(`stock:${p.slug}`);
      const lot = { productId: p.id, code: NO_LOT, receivedOn: '2026-10-05' };
      receipts.push({ ...lot, locationId: at(WAREHOUSE), quantity: r.int(p.trending ? 40 : 6, 60) });
      if (index % 3 === 0) {
        const showroom = SHOWROOMS[index % SHOWROOMS.length] ?? 'chabahil';
        receipts.push({ ...lot, locationId: at(showroom), quantity: r.int(2, 12) });
      }
    });
  return receipts;
}

/**
 * Upserts the stock locations (the warehouse is made by a migration; each showroom's names its showroom
 * row) and receives the plan's goods: four statements whatever the catalogue's size.
 */
export async function seedStock(tx: Database, products: StockedProduct[]): Promise<void> {
  const input = JSON.stringify(
    STOCK_LOCATIONS.map((l, i) => ({
      slug: l.slug,
      title: l.title,
      title_ne: l.titleNe,
      kind: l.kind,
      collect: l.collect,
      dispatch_days: l.dispatchDays,
      sort_order: i,
    })),
  );
  const rows = await queryRows<{ id: number; slug: string }>(
    tx,
    sql`INSERT INTO stock_locations (slug, title, title_ne, kind, showroom_id, collect, dispatch_days, sort_order)
        SELECT i.slug, i.title, i.title_ne, i.kind, s.id, i.collect, i.dispatch_days, i.sort_order
        FROM json_to_recordset(${input}::json) AS i(slug text, title text, title_ne text, kind text,
          collect boolean, dispatch_days smallint, sort_order int)
        LEFT JOIN showrooms s ON s.slug = i.slug AND i.kind = 'showroom'
        ON CONFLICT (slug) DO UPDATE SET title = excluded.title, title_ne = excluded.title_ne,
          kind = excluded.kind, showroom_id = excluded.showroom_id, collect = excluded.collect,
          dispatch_days = excluded.dispatch_days, sort_order = excluded.sort_order
        RETURNING id, slug`,
  );
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await receiveMany(tx, stockPlan(products, ids), { note: 'Demo stock' });
}
