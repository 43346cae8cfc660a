// Where a product's goods are, for shoppers, over real HTTP (docs/tiles.md "Where the goods are, for
// shoppers"): summed over the lots by location in the shop's order, with each place's Nepali title, null for
// a product not counted, 404 for one that does not exist; never cached with the catalogue, so an order
// shows at once and leaves the catalogue's ETag alone.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { products, stockLocations } from '../src/db/schema.js';
import { receiveMany } from '../src/services/stock.js';
import { insertShop, registerAndLogin, type ShopProduct } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let tile: ShopProduct;
let basin: ShopProduct;
let mixer: ShopProduct;

interface Availability {
  total: number;
  places: {
    location: string;
    title: string;
    title_ne: string | null;
    kind: string;
    collect: boolean;
    dispatch_days: number;
    quantity: number;
  }[];
}

async function availability(slug: string, headers: Record<string, string> = {}) {
  const res = await server.request(`/api/products/${slug}/availability`, { key: true, headers });
  return { res, body: (await res.json()) as { result: string; availability?: Availability | null } };
}

beforeAll(async () => {
  server = await startServer();
  [tile, basin, mixer] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
  const db = server.app.db;
  const [warehouse] = await db.select().from(stockLocations).where(eq(stockLocations.slug, 'warehouse'));
  if (!warehouse) throw new Error('the migrations make the warehouse');
  const showrooms = await db
    .insert(stockLocations)
    .values([
      {
        slug: `pepsicola-${tile.id}`,
        title: 'Pepsicola showroom',
        titleNe: 'पेप्सीकोला शोरुम',
        kind: 'showroom' as const,
        collect: true,
        dispatchDays: 1,
        sortOrder: 3,
      },
      {
        slug: `chabahil-${tile.id}`,
        title: 'Chabahil showroom',
        titleNe: 'चाबहिल शोरुम',
        kind: 'showroom' as const,
        collect: true,
        dispatchDays: 0,
        sortOrder: 2,
      },
    ])
    .returning({ id: stockLocations.id, slug: stockLocations.slug });
  const [pepsicola, chabahil] = showrooms.map((s) => s.id) as [number, number];
  await db.transaction((tx) =>
    receiveMany(tx, [
      // Three lots of the tile over three places; the oldest one's showroom boxes are all sold (none).
      { productId: tile.id, locationId: warehouse.id, code: 'A1', shade: 'S3', caliber: 'C2', quantity: 6 },
      { productId: tile.id, locationId: chabahil, code: 'A1', quantity: 0 },
      { productId: tile.id, locationId: warehouse.id, code: 'B7', shade: 'S4', caliber: 'C1', quantity: 10 },
      { productId: tile.id, locationId: chabahil, code: 'B7', quantity: 20 },
      { productId: tile.id, locationId: chabahil, code: 'C2', shade: 'S5', caliber: 'C1', quantity: 12 },
      { productId: tile.id, locationId: pepsicola, code: 'C2', quantity: 3 },
      // The mixer is counted, and none is left anywhere.
      { productId: mixer.id, locationId: warehouse.id, code: '-', quantity: 0 },
    ]),
  );
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/products/{slug}/availability', () => {
  it('sums the lots by place, in the shop’s order (the warehouse first), with each place’s titles', async () => {
    const { res, body } = await availability(tile.slug);
    expect(res.status).toBe(200);
    expect(body).toEqual({
      result: 'success',
      samples_left: null,
      availability: {
        total: 51,
        places: [
          {
            location: 'warehouse',
            title: 'Warehouse',
            title_ne: 'गोदाम',
            kind: 'warehouse',
            collect: false,
            dispatch_days: 2,
            quantity: 16,
          },
          {
            location: `chabahil-${tile.id}`,
            title: 'Chabahil showroom',
            title_ne: 'चाबहिल शोरुम',
            kind: 'showroom',
            collect: true,
            dispatch_days: 0,
            quantity: 32,
          },
          {
            location: `pepsicola-${tile.id}`,
            title: 'Pepsicola showroom',
            title_ne: 'पेप्सीकोला शोरुम',
            kind: 'showroom',
            collect: true,
            dispatch_days: 1,
            quantity: 3,
          },
        ],
      },
    });
    // Stock changes with every order: nothing may keep it, and it carries no catalogue tag.
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('gives a Nepali request the same places, whose Nepali titles the Nepali page shows', async () => {
    const english = await availability(tile.slug);
    const nepali = await availability(tile.slug, { 'Accept-Language': 'ne' });
    expect(nepali.res.status).toBe(200);
    expect(nepali.body).toEqual(english.body);
    expect(nepali.body.availability?.places.map((p) => p.title_ne)).toEqual([
      'गोदाम',
      'चाबहिल शोरुम',
      'पेप्सीकोला शोरुम',
    ]);
  });

  it('is null for a product not counted, and no places for one counted with none left', async () => {
    expect((await availability(basin.slug)).body).toEqual({
      result: 'success',
      samples_left: null,
      availability: null,
    });
    expect((await availability(mixer.slug)).body).toEqual({
      result: 'success',
      samples_left: null,
      availability: { total: 0, places: [] },
    });
  });

  it('answers 404 for a slug no published product has, in the request’s language', async () => {
    const unknown = await availability('no-such-tile');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toEqual({ result: 'error', message: 'This product was not found.' });
    const nepali = await availability('no-such-tile', { 'Accept-Language': 'ne' });
    expect(nepali.body).toEqual({ result: 'error', message: 'यो उत्पादन भेटिएन।' });
    await server.app.db.update(products).set({ published: false }).where(eq(products.id, basin.id));
    expect((await availability(basin.slug)).res.status).toBe(404);
    await server.app.db.update(products).set({ published: true }).where(eq(products.id, basin.id));
  });

  it('shows an order at once, and leaves the product’s catalogue answer and its ETag alone', async () => {
    const before = await server.request(`/api/products/${tile.slug}`, { key: true });
    const etag = before.headers.get('etag');
    expect(etag).not.toBeNull();
    const shopper = await registerAndLogin(server);
    const added = await server.request(`/api/carts/${tile.slug}/added`, {
      method: 'POST',
      token: shopper.token,
      json: { quantity: 5 },
    });
    expect(added.status).toBe(200);
    const placed = await server.request('/api/checkouts', {
      method: 'POST',
      token: shopper.token,
      json: {
        name: 'Sita Rai',
        email: 'sita@example.com',
        phone_number: '9841000001',
        state: 'Bagmati',
        city: 'Kathmandu',
        street_address: 'Chabahil',
      },
    });
    expect(placed.status).toBe(201);
    // The oldest lot with all five (A1, 6 at the warehouse) gave them.
    const { body } = await availability(tile.slug);
    expect(body.availability?.total).toBe(46);
    expect(body.availability?.places[0]).toMatchObject({ location: 'warehouse', quantity: 11 });
    const after = await server.request(`/api/products/${tile.slug}`, {
      key: true,
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(after.status).toBe(304);
  });

  it('records every receipt as a movement received, one per lot and place with goods', async () => {
    const rows = await queryRows<{ code: string; change: number; reason: string }>(
      server.app.db,
      sql`SELECT l.code, m.change, m.reason FROM stock_movements m JOIN stock_lots l ON l.id = m.lot_id
          WHERE l.product_id = ${tile.id} AND m.reason = 'received' ORDER BY m.id`,
    );
    expect(rows.map((r) => `${r.code} ${r.change}`).sort()).toEqual([
      'A1 6',
      'B7 10',
      'B7 20',
      'C2 12',
      'C2 3',
    ]);
    const lots = await queryRows<{ code: string; shade: string; caliber: string }>(
      server.app.db,
      sql`SELECT code, shade, caliber FROM stock_lots WHERE product_id = ${tile.id} ORDER BY code`,
    );
    // A lot keeps the shade and caliber it was first recorded with.
    expect(lots).toEqual([
      { code: 'A1', shade: 'S3', caliber: 'C2' },
      { code: 'B7', shade: 'S4', caliber: 'C1' },
      { code: 'C2', shade: 'S5', caliber: 'C1' },
    ]);
  });
});
