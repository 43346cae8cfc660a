// The back office's stock over HTTP on a real database (docs/back-office.md "Stock"): receiving into a new or
// known lot, transfers and corrections with the right figures, nothing below zero or below what open orders
// hold, every change in the audit log and the movements with who and why, 404 for an unknown product, lot or
// location, the overview and low stock per location, and an order's pick list. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (where the transfers at once really run at once).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products, stockLocations, stockMovements } from '../src/db/schema.js';
import { createStaff, firstOwner, type StaffLogin } from './admin-helpers.js';
import { insertShop, registerAndLogin, type ShopProduct } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let clerk: StaffLogin;
let tile: ShopProduct;
let basin: ShopProduct;
let warehouse: number;
let chabahil: number;
let lotA1: number;
let orderId: number;
let ipCount = 0;

type Init = Parameters<TestServer['request']>[1];
async function call(path: string, init: Init = {}) {
  const res = await server.request(path, { token: clerk.token, ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const post = (path: string, json: unknown, token = clerk.token) =>
  call(path, { method: 'POST', json, token });

interface Figures {
  tile?: Record<'on_hand' | 'allocated' | 'available', { pieces: number; m2: number }>;
  on_hand: number;
  allocated: number;
  available: number;
}
interface Stock {
  counted: boolean;
  lotted: boolean;
  lots: {
    id: number;
    code: string;
    shade: string;
    caliber: string;
    total: Figures;
    places: (Figures & { location_id: number })[];
  }[];
  by_location: (Figures & { location_id: number })[];
  total: Figures;
}

/** A lot's figures at a location, `on_hand/allocated/available`, from the product's stock answer. */
function at(stock: Stock, code: string, location: number): string {
  const place = stock.lots.find((l) => l.code === code)?.places.find((p) => p.location_id === location);
  return place ? `${place.on_hand}/${place.allocated}/${place.available}` : 'none';
}
async function stockOf(product: ShopProduct): Promise<Stock> {
  const res = await call(`/api/admin/products/${product.id}/stock`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.stock as Stock;
}
const lastAudit = async () =>
  (await server.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  owner = await firstOwner(server);
  clerk = await createStaff(server, owner, 'staff');
  [tile, basin] = (await insertShop(server)).products as [ShopProduct, ShopProduct];
  const db = server.app.db;
  const [w] = await db.select().from(stockLocations).where(eq(stockLocations.slug, 'warehouse'));
  if (!w) throw new Error('the migrations make the warehouse');
  warehouse = w.id;
  const [c] = await db
    .insert(stockLocations)
    .values({ slug: 'chabahil', title: 'Chabahil showroom', kind: 'showroom', collect: true, sortOrder: 2 })
    .returning({ id: stockLocations.id });
  if (!c) throw new Error('insert returned no row');
  chabahil = c.id;
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('receiving', () => {
  it('receives boxes into a new lot, recorded as a movement and in the audit log with who', async () => {
    const before = await stockOf(tile);
    expect(before).toMatchObject({ counted: false, lotted: false, lots: [] });
    const res = await post(`/api/admin/products/${tile.id}/stock/receive`, {
      location_id: warehouse,
      code: 'A1',
      shade: 'S3',
      caliber: 'C2',
      received_on: '2026-10-01',
      quantity: 40,
      note: 'Container 12',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('40 received into lot A1 at Warehouse.');
    const stock = res.body.stock as Stock;
    expect(stock).toMatchObject({ counted: true, lotted: true });
    expect(stock.lots[0]).toMatchObject({
      code: 'A1',
      shade: 'S3',
      caliber: 'C2',
      received_on: '2026-10-01',
    });
    lotA1 = stock.lots[0]?.id ?? 0;
    expect(at(stock, 'A1', warehouse)).toBe('40/0/40');
    expect(stock.total).toEqual({ on_hand: 40, allocated: 0, available: 40 });
    const [movement] = await server.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.lotId, lotA1))
      .orderBy(desc(stockMovements.id));
    expect(movement).toMatchObject({
      change: 40,
      reason: 'received',
      staffId: clerk.id,
      note: 'Container 12',
    });
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: 'adminReceiveStock',
      entity: 'stock',
      entityId: String(lotA1),
      staffId: clerk.id,
      staffEmail: clerk.email,
      before: null,
    });
    expect(entry?.after).toMatchObject({ lot: 'A1', location: 'warehouse', received: 40, on_hand: 40 });
  });

  it('receives into a known lot, chosen or by its code, at another location', async () => {
    const chosen = await post(`/api/admin/products/${tile.id}/stock/receive`, {
      location_id: chabahil,
      lot_id: lotA1,
      quantity: 6,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const byCode = await post(`/api/admin/products/${tile.id}/stock/receive`, {
      location_id: chabahil,
      code: 'A1',
      shade: 'S3',
      quantity: 4,
    });
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
    const stock = byCode.body.stock as Stock;
    expect(stock.lots).toHaveLength(1);
    expect(at(stock, 'A1', chabahil)).toBe('10/0/10');
    expect(stock.by_location.map((p) => [p.location_id, p.on_hand])).toEqual([
      [warehouse, 40],
      [chabahil, 10],
    ]);
  });

  it('refuses boxes of another shade into a known lot (409), and a receipt naming no lot or both (422)', async () => {
    const shade = await post(`/api/admin/products/${tile.id}/stock/receive`, {
      location_id: warehouse,
      code: 'A1',
      shade: 'S9',
      quantity: 1,
    });
    expect(shade.status).toBe(409);
    expect(shade.body.message).toEqual({
      shade: ['Lot A1 is shade S3: boxes of another shade are another lot.'],
    });
    const none = await post(`/api/admin/products/${tile.id}/stock/receive`, {
      location_id: warehouse,
      quantity: 1,
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toHaveProperty('code');
    const both = await post(`/api/admin/products/${tile.id}/stock/receive`, {
      location_id: warehouse,
      lot_id: lotA1,
      code: 'A1',
      quantity: 1,
    });
    expect(both.status).toBe(422);
    const zero = await post(`/api/admin/products/${tile.id}/stock/receive`, {
      location_id: warehouse,
      code: 'A1',
      quantity: 0,
    });
    expect(zero.status).toBe(400);
    expect(at(await stockOf(tile), 'A1', warehouse)).toBe('40/0/40');
  });
});

describe('transfers', () => {
  it('moves boxes of a lot between locations, two movements and one audit entry', async () => {
    const res = await post(`/api/admin/products/${tile.id}/stock/transfer`, {
      lot_id: lotA1,
      from_location_id: warehouse,
      to_location_id: chabahil,
      quantity: 15,
      note: 'For the display wall',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('15 of lot A1 moved from Warehouse to Chabahil showroom.');
    const stock = res.body.stock as Stock;
    expect(at(stock, 'A1', warehouse)).toBe('25/0/25');
    expect(at(stock, 'A1', chabahil)).toBe('25/0/25');
    const moves = await server.app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.lotId, lotA1), eq(stockMovements.reason, 'transfer')));
    expect(moves.map((m) => [m.locationId, m.change, m.staffId])).toEqual([
      [warehouse, -15, clerk.id],
      [chabahil, 15, clerk.id],
    ]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'adminTransferStock', entity: 'stock', staffId: clerk.id });
    expect(entry?.after).toMatchObject({ moved: 15, warehouse: { on_hand: 25 }, chabahil: { on_hand: 25 } });
  });

  it('refuses more than the source has (409) and the same place twice (422), changing nothing', async () => {
    const more = await post(`/api/admin/products/${tile.id}/stock/transfer`, {
      lot_id: lotA1,
      from_location_id: warehouse,
      to_location_id: chabahil,
      quantity: 26,
    });
    expect(more.status).toBe(409);
    expect(more.body.message).toEqual({ quantity: ['Only 25 available of lot A1 at Warehouse.'] });
    const same = await post(`/api/admin/products/${tile.id}/stock/transfer`, {
      lot_id: lotA1,
      from_location_id: warehouse,
      to_location_id: warehouse,
      quantity: 1,
    });
    expect(same.status).toBe(422);
    const stock = await stockOf(tile);
    expect([at(stock, 'A1', warehouse), at(stock, 'A1', chabahil)]).toEqual(['25/0/25', '25/0/25']);
  });
});

describe('an open order’s boxes', () => {
  it('are allocated: on hand stays, available drops, and they are on the order’s pick list', async () => {
    // Packed as a 600 × 600 mm tile, four a box (1.44 m²): the pick list says the pieces and m² too.
    await server.app.db
      .update(products)
      .set({ piecesPerBox: 4, mm2PerBox: 1_440_000, boxesPerPallet: 40 })
      .where(eq(products.id, tile.id));
    const shopper = await registerAndLogin(server, { headers: { 'X-Forwarded-For': `10.9.0.${++ipCount}` } });
    const added = await server.request(`/api/carts/${tile.slug}/added`, {
      method: 'POST',
      token: shopper.token,
      json: { quantity: 20 },
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
    const slug = ((await placed.json()) as { slug: string }).slug;
    const [order] = await server.app.db.select({ id: orders.id }).from(orders).where(eq(orders.slug, slug));
    orderId = order?.id ?? 0;
    expect(orderId).toBeGreaterThan(0);
    // The warehouse first (docs/tiles.md "An order takes its goods").
    expect(at(await stockOf(tile), 'A1', warehouse)).toBe('25/20/5');

    const pick = await call(`/api/admin/orders/${orderId}/pick-list`);
    expect(pick.status, JSON.stringify(pick.body)).toBe(200);
    expect(pick.body.order).toMatchObject({ id: orderId, status: 'pending', name: 'Sita Rai' });
    expect(pick.body.lines).toEqual([
      expect.objectContaining({
        product_id: tile.id,
        title: tile.title,
        lot_code: 'A1',
        shade: 'S3',
        caliber: 'C2',
        location: 'Warehouse',
        quantity: 20,
        tile: { boxes: 20, pieces: 80, m2: 28.8, sqft: 310.00062, asked: null },
      }),
    ]);
  });

  it('cannot be transferred away, nor counted or written off below what the orders hold (409)', async () => {
    const transfer = await post(`/api/admin/products/${tile.id}/stock/transfer`, {
      lot_id: lotA1,
      from_location_id: warehouse,
      to_location_id: chabahil,
      quantity: 6,
    });
    expect(transfer.status).toBe(409);
    expect(transfer.body.message).toEqual({
      quantity: ['Only 5 available of lot A1 at Warehouse (20 more are allocated to open orders).'],
    });
    const counted = await post(`/api/admin/products/${tile.id}/stock/adjust`, {
      lot_id: lotA1,
      location_id: warehouse,
      reason: 'counted',
      on_hand: 19,
    });
    expect(counted.status).toBe(409);
    expect(counted.body.message).toEqual({
      on_hand: [
        '20 of lot A1 at Warehouse are allocated to open orders: at least 20 must stay on hand (cancel an order to free its boxes).',
      ],
    });
    const damaged = await post(`/api/admin/products/${tile.id}/stock/adjust`, {
      lot_id: lotA1,
      location_id: warehouse,
      reason: 'damaged',
      change: -6,
    });
    expect(damaged.status).toBe(409);
    const belowZero = await post(`/api/admin/products/${tile.id}/stock/adjust`, {
      lot_id: lotA1,
      location_id: chabahil,
      reason: 'lost',
      change: -26,
    });
    expect(belowZero.status).toBe(409);
    expect(belowZero.body.message).toEqual({ change: ['Only 25 on hand of lot A1 at Chabahil showroom.'] });
    const stock = await stockOf(tile);
    expect([at(stock, 'A1', warehouse), at(stock, 'A1', chabahil)]).toEqual(['25/20/5', '25/0/25']);
  });

  it('counts a tile’s boxes in pieces and m² too, at each lot and place and in all; other goods in boxes only', async () => {
    const packed = (piecesPerBox: number | null, mm2PerBox: number | null, boxesPerPallet: number | null) =>
      server.app.db
        .update(products)
        .set({ piecesPerBox, mm2PerBox, boxesPerPallet })
        .where(eq(products.id, tile.id));
    // A 600 × 600 mm tile, four a box (1.44 m²).
    await packed(4, 1_440_000, 48);
    try {
      const stock = await stockOf(tile);
      const a1 = stock.lots.find((l) => l.code === 'A1');
      const place = (id: number) => a1?.places.find((p) => p.location_id === id);
      // 25 on hand at the warehouse, 20 of them for an open order, 5 free.
      expect(place(warehouse)?.tile).toEqual({
        on_hand: { pieces: 100, m2: 36 },
        allocated: { pieces: 80, m2: 28.8 },
        available: { pieces: 20, m2: 7.2 },
      });
      expect(place(chabahil)?.tile?.available).toEqual({ pieces: 100, m2: 36 });
      expect(a1?.total.tile?.on_hand).toEqual({ pieces: 200, m2: 72 });
      const atChabahil = stock.by_location.find((p) => p.location_id === chabahil);
      expect(atChabahil?.tile?.allocated).toEqual({ pieces: 0, m2: 0 });
      expect(stock.total.tile?.available.pieces).toBe(4 * stock.total.available);
      expect(stock.total.tile?.on_hand.m2).toBeCloseTo(1.44 * stock.total.on_hand, 6);
    } finally {
      await packed(null, null, null);
    }
    const plain = await stockOf(tile);
    expect(plain.total).not.toHaveProperty('tile');
    expect(plain.lots[0]?.places[0]).not.toHaveProperty('tile');
  });
});

describe('corrections', () => {
  it('writes off damaged boxes and sets a count, each a movement with the reason and an audit entry', async () => {
    const damaged = await post(`/api/admin/products/${tile.id}/stock/adjust`, {
      lot_id: lotA1,
      location_id: warehouse,
      reason: 'damaged',
      change: -2,
      note: 'Forklift',
    });
    expect(damaged.status, JSON.stringify(damaged.body)).toBe(200);
    expect(at(damaged.body.stock as Stock, 'A1', warehouse)).toBe('23/20/3');
    const counted = await post(`/api/admin/products/${tile.id}/stock/adjust`, {
      lot_id: lotA1,
      location_id: warehouse,
      reason: 'counted',
      on_hand: 30,
    });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(counted.body.message).toBe('Lot A1 at Warehouse: +7, 30 on hand now.');
    expect(at(counted.body.stock as Stock, 'A1', warehouse)).toBe('30/20/10');
    const moves = await server.app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.lotId, lotA1), eq(stockMovements.reason, 'adjusted')));
    expect(moves.map((m) => [m.change, m.note, m.staffId])).toEqual([
      [-2, 'Damaged: Forklift', clerk.id],
      [7, 'Counted', clerk.id],
    ]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'adminAdjustStock', entity: 'stock', staffEmail: clerk.email });
    expect(entry?.before).toMatchObject({ on_hand: 23, allocated: 20, available: 3 });
    expect(entry?.after).toMatchObject({ reason: 'counted', change: 7, on_hand: 30, available: 10 });
  });

  it('refuses a correction that is unclear: both figures, neither, a found box taken away, other without why', async () => {
    const base = { lot_id: lotA1, location_id: warehouse };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, reason: 'counted', on_hand: 3, change: 1 }, 'on_hand'],
      [{ ...base, reason: 'counted' }, 'on_hand'],
      [{ ...base, reason: 'found', change: -1 }, 'change'],
      [{ ...base, reason: 'damaged', change: 1 }, 'change'],
      [{ ...base, reason: 'other', change: 1 }, 'note'],
    ];
    for (const [json, field] of cases) {
      const res = await post(`/api/admin/products/${tile.id}/stock/adjust`, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.message).toHaveProperty(field);
    }
    expect(at(await stockOf(tile), 'A1', warehouse)).toBe('30/20/10');
  });

  it('lists the movements newest first, with who and the order', async () => {
    const res = await call(`/api/admin/products/${tile.id}/stock/movements`);
    expect(res.status).toBe(200);
    const movements = res.body.movements as {
      reason: string;
      change: number;
      staff: string | null;
      order_number: string | null;
    }[];
    expect(movements[0]).toMatchObject({ reason: 'adjusted', change: 7, staff: clerk.email });
    expect(movements.find((m) => m.reason === 'ordered')).toMatchObject({
      change: -20,
      staff: null,
      order_number: `SJ-${String(orderId).padStart(6, '0')}`,
    });
    expect(res.body).toMatchObject({ page: 1, pages: 1, total: movements.length });
  });
});

describe('the overview and low stock', () => {
  it('lists counted products low first with each location’s figures, filtered by location', async () => {
    await post(`/api/admin/products/${basin.id}/stock/receive`, {
      location_id: chabahil,
      code: '-',
      quantity: 2,
    });
    const all = await call('/api/admin/stock');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const rows = all.body.rows as {
      id: number;
      low: boolean;
      places: { location_id: number; available: number; low: boolean }[];
    }[];
    expect(rows.map((r) => [r.id, r.low])).toEqual([
      [basin.id, true],
      [tile.id, false],
    ]);
    expect(rows[1]?.places).toEqual([
      { location_id: warehouse, on_hand: 30, allocated: 20, available: 10, low: false },
      { location_id: chabahil, on_hand: 25, allocated: 0, available: 25, low: false },
    ]);
    const atWarehouse = await call(`/api/admin/stock?location_id=${warehouse}`);
    expect((atWarehouse.body.rows as { id: number }[]).map((r) => r.id)).toEqual([tile.id]);
    const low = await call('/api/admin/stock?low=true');
    expect((low.body.rows as { id: number }[]).map((r) => r.id)).toEqual([basin.id]);
    const found = await call(`/api/admin/stock?q=${encodeURIComponent(tile.title.slice(0, 8))}`);
    expect((found.body.rows as { id: number }[]).map((r) => r.id)).toContain(tile.id);
  });

  it('gives each location its low products', async () => {
    const res = await call('/api/admin/stock/low');
    expect(res.status).toBe(200);
    const locations = res.body.locations as {
      location: { id: number };
      count: number;
      products: { id: number; available: number }[];
    }[];
    expect(
      locations.map((l) => [l.location.id, l.count, l.products.map((p) => [p.id, p.available])]),
    ).toEqual([
      [warehouse, 0, []],
      [chabahil, 1, [[basin.id, 2]]],
    ]);
  });

  it('lists the locations in the shop’s order', async () => {
    const res = await call('/api/admin/stock/locations');
    expect((res.body.locations as { slug: string }[]).map((l) => l.slug)).toEqual(['warehouse', 'chabahil']);
  });
});

describe('unknown records', () => {
  it('answers 404 for an unknown product, lot (or another product’s) and location', async () => {
    const missing = 2147483647;
    const cases: [string, unknown][] = [
      [`/api/admin/products/${missing}/stock/receive`, { location_id: warehouse, code: 'X', quantity: 1 }],
      [`/api/admin/products/${tile.id}/stock/receive`, { location_id: missing, code: 'X', quantity: 1 }],
      [
        `/api/admin/products/${tile.id}/stock/receive`,
        { location_id: warehouse, lot_id: missing, quantity: 1 },
      ],
      [
        `/api/admin/products/${basin.id}/stock/transfer`,
        { lot_id: lotA1, from_location_id: warehouse, to_location_id: chabahil, quantity: 1 },
      ],
      [
        `/api/admin/products/${tile.id}/stock/transfer`,
        { lot_id: lotA1, from_location_id: warehouse, to_location_id: missing, quantity: 1 },
      ],
      [
        `/api/admin/products/${tile.id}/stock/adjust`,
        { lot_id: lotA1, location_id: missing, reason: 'found', change: 1 },
      ],
      [
        `/api/admin/products/${tile.id}/stock/adjust`,
        { lot_id: missing, location_id: warehouse, reason: 'found', change: 1 },
      ],
    ];
    for (const [path, json] of cases) {
      const res = await post(path, json);
      expect(res.status, `${path} ${JSON.stringify(json)}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(res.body.result).toBe('error');
    }
    for (const path of [
      `/api/admin/products/${missing}/stock`,
      `/api/admin/products/${missing}/stock/movements`,
      `/api/admin/orders/${missing}/pick-list`,
      `/api/admin/stock?location_id=${missing}`,
    ]) {
      expect((await call(path)).status, path).toBe(404);
    }
    const stock = await stockOf(tile);
    expect([at(stock, 'A1', warehouse), at(stock, 'A1', chabahil)]).toEqual(['30/20/10', '25/0/25']);
  });
});

describe('at once', () => {
  it('transfers both ways between two places at once all land, and nothing is lost or made', async () => {
    const one = (from: number, to: number) =>
      post(`/api/admin/products/${tile.id}/stock/transfer`, {
        lot_id: lotA1,
        from_location_id: from,
        to_location_id: to,
        quantity: 1,
      });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? one(warehouse, chabahil) : one(chabahil, warehouse))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
    const stock = await stockOf(tile);
    expect([at(stock, 'A1', warehouse), at(stock, 'A1', chabahil)]).toEqual(['30/20/10', '25/0/25']);
  });

  it('write-offs at once never take more than is available', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(`/api/admin/products/${tile.id}/stock/adjust`, {
          lot_id: lotA1,
          location_id: warehouse,
          reason: 'damaged',
          change: -3,
        }),
      ),
    );
    // 10 available: three write-offs of 3 fit, the rest would dig into the orders' 20.
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(at(await stockOf(tile), 'A1', warehouse)).toBe('21/20/1');
  });
});

describe('a role without the stock permission', () => {
  it('every role holds it (docs/back-office.md "Roles"), and a customer is refused', async () => {
    const manager = await createStaff(server, owner, 'manager');
    for (const token of [owner.token, manager.token, clerk.token]) {
      expect((await call('/api/admin/stock/locations', { token })).status).toBe(200);
    }
    const shopper = await registerAndLogin(server, { headers: { 'X-Forwarded-For': `10.9.0.${++ipCount}` } });
    expect((await call('/api/admin/stock/locations', { token: shopper.token })).status).toBe(401);
  });
});
