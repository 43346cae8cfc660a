// Stock by lot and location over real HTTP (docs/tiles.md "Stock by lot and location"): an order takes each
// line from one lot in its own transaction, a line no single lot fills is refused with what is left,
// cancelling gives the goods back, goods without lots are not counted, and many checkouts at once for the
// last boxes sell exactly as many as there are.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { lotStock, stockLocations, stockMovements } from '../src/db/schema.js';
import { receive } from '../src/services/stock.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let tile: ShopProduct;
let basin: ShopProduct;
let mixer: ShopProduct;
let warehouse: number;
let chabahil: number;
let ipCount = 0;
/** Each shopper from an address of their own: registration is limited per address. */
const shopper = () =>
  registerAndLogin(server, {
    headers: { 'X-Forwarded-For': `10.7.${Math.floor(++ipCount / 250)}.${ipCount % 250}` },
  });

const address = {
  name: 'Sita Rai',
  email: 'sita@example.com',
  phone_number: '9841000001',
  state: 'Bagmati',
  city: 'Kathmandu',
  street_address: 'Chabahil',
};

async function call(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const add = (who: TestCustomer, product: ShopProduct, quantity: number) =>
  call(`/api/carts/${product.slug}/added`, who.token, { method: 'POST', json: { quantity } });
const checkout = (who: TestCustomer) => call('/api/checkouts', who.token, { method: 'POST', json: address });

/** Each lot's goods at each location, e.g. `{ 'A1@warehouse': 6 }`. */
async function counts(product: ShopProduct): Promise<Record<string, number>> {
  const rows = await queryRows<{ code: string; slug: string; quantity: number }>(
    server.app.db,
    sql`SELECT l.code, o.slug, s.quantity FROM lot_stock s JOIN stock_lots l ON l.id = s.lot_id
        JOIN stock_locations o ON o.id = s.location_id WHERE l.product_id = ${product.id}`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.code}@${r.slug}`, r.quantity]));
}

/** The goods an order's lines took and still hold, e.g. `['A1@warehouse×5']`. */
async function taken(slug: string): Promise<string[]> {
  const rows = await queryRows<{ code: string; location: string; quantity: number }>(
    server.app.db,
    sql`SELECT l.code, o.slug AS location, a.quantity FROM stock_allocations a
        JOIN stock_lots l ON l.id = a.lot_id JOIN stock_locations o ON o.id = a.location_id
        JOIN order_items i ON i.id = a.order_item_id JOIN orders r ON r.id = i.order_id
        WHERE r.slug = ${slug} AND a.released_at IS NULL ORDER BY a.id`,
  );
  return rows.map((r) => `${r.code}@${r.location}×${r.quantity}`);
}

beforeAll(async () => {
  // The test client is the one proxy in front of the server: each shopper comes from an address of their own.
  server = await startServer({ trustProxy: 1 });
  [tile, basin, mixer] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
  const db = server.app.db;
  const [w] = await db.select().from(stockLocations).where(eq(stockLocations.slug, 'warehouse'));
  if (!w) throw new Error('the migrations make the warehouse');
  warehouse = w.id;
  const [c] = await db
    .insert(stockLocations)
    .values({
      slug: `chabahil-${tile.id}`,
      title: 'Chabahil showroom',
      kind: 'showroom',
      collect: true,
      sortOrder: 2,
    })
    .returning({ id: stockLocations.id });
  if (!c) throw new Error('insert returned no row');
  chabahil = c.id;
  await db.transaction(async (tx) => {
    // Two lots of the tile: the older one (A1) at the warehouse, a newer one (B7) at the showroom.
    await receive(tx, {
      productId: tile.id,
      locationId: warehouse,
      code: 'A1',
      shade: 'S3',
      caliber: 'C2',
      receivedOn: '2026-10-01',
      quantity: 6,
    });
    await receive(tx, {
      productId: tile.id,
      locationId: chabahil,
      code: 'B7',
      shade: 'S4',
      caliber: 'C2',
      receivedOn: '2026-11-01',
      quantity: 4,
    });
    await receive(tx, { productId: basin.id, locationId: warehouse, code: '-', quantity: 10 });
  });
});
afterAll(async () => {
  await server.close();
});

describe('an order and the stock', () => {
  let first: string;
  let sita: TestCustomer;

  it('takes a line from one lot, the oldest that has enough, in the order’s transaction', async () => {
    sita = await shopper();
    expect((await add(sita, tile, 5)).status).toBe(200);
    const placed = await checkout(sita);
    expect(placed.status).toBe(201);
    first = placed.body.slug as string;
    expect(await taken(first)).toEqual(['A1@warehouse×5']);
    expect(await counts(tile)).toEqual({ 'A1@warehouse': 1, [`B7@chabahil-${tile.id}`]: 4 });
  });

  it('refuses a line no single lot fills, says what one lot has, and keeps the cart', async () => {
    expect((await add(sita, tile, 5)).status).toBe(200);
    const refused = await checkout(sita);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toEqual({
      [`lines.${tile.slug}`]: [
        `Only 4 of ${tile.title} are left from one shade lot (5 in all): take those, or accept boxes from several lots, in your cart.`,
      ],
    });
    // Nothing was taken: the order and its goods rolled back together.
    expect(await counts(tile)).toEqual({ 'A1@warehouse': 1, [`B7@chabahil-${tile.id}`]: 4 });
    const cart = await call('/api/carts', sita.token);
    expect(JSON.stringify(cart.body)).toContain(tile.slug);
  });

  it('refuses more than all lots hold', async () => {
    const other = await shopper();
    expect((await add(other, tile, 6)).status).toBe(200);
    const refused = await checkout(other);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toEqual({
      [`lines.${tile.slug}`]: [`Only 5 of ${tile.title} are left: lower the quantity in your cart.`],
    });
  });

  it('gives the goods back to their lot when the order is cancelled, once', async () => {
    const cancelled = await call(`/api/customer/orders/${first}`, sita.token, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(await taken(first)).toEqual([]);
    expect(await counts(tile)).toEqual({ 'A1@warehouse': 6, [`B7@chabahil-${tile.id}`]: 4 });
    const again = await call(`/api/customer/orders/${first}`, sita.token, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await counts(tile)).toEqual({ 'A1@warehouse': 6, [`B7@chabahil-${tile.id}`]: 4 });
    const moves = await server.app.db
      .select({ change: stockMovements.change, reason: stockMovements.reason })
      .from(stockMovements)
      .innerJoin(lotStock, eq(lotStock.lotId, stockMovements.lotId))
      .where(sql`${stockMovements.orderId} IS NOT NULL AND ${lotStock.locationId} = ${warehouse}`)
      .orderBy(stockMovements.id);
    expect(moves).toEqual([
      { change: -5, reason: 'ordered' },
      { change: 5, reason: 'released' },
    ]);
  });

  it('sells goods without lots as before: they are not counted', async () => {
    const buyer = await shopper();
    expect((await add(buyer, mixer, 999)).status).toBe(200);
    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    expect(await taken(placed.body.slug as string)).toEqual([]);
  });
});

describe('many checkouts at once for the last goods', () => {
  it('sell exactly as many as there are: 50 shoppers, 10 basins', async () => {
    const shoppers: TestCustomer[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopper());
    for (const one of shoppers) expect((await add(one, basin, 1)).status).toBe(200);
    const answers = await Promise.all(shoppers.map((one) => checkout(one)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await counts(basin)).toEqual({ '-@warehouse': 0 });
    const [sold] = await queryRows<{ n: number }>(
      server.app.db,
      sql`SELECT coalesce(sum(a.quantity), 0)::int AS n FROM stock_allocations a
          JOIN stock_lots l ON l.id = a.lot_id WHERE l.product_id = ${basin.id} AND a.released_at IS NULL`,
    );
    expect(sold?.n).toBe(10);
  });
});
