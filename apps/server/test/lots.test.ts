// Split lots and same-lot top-ups over real HTTP (docs/tiles.md "Split lots and top-ups"): the cart says
// before paying when no single lot has a line, the shopper takes fewer boxes from one lot or accepts a split
// that the order states; a top-up of an earlier order is pinned to its lot, and says when that lot is short
// or gone, offering the closest lot.
import { eq, sql } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { stockLocations } from '../src/db/schema.js';
import { adjust, receive } from '../src/services/stock.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let tile: ShopProduct;
let basin: ShopProduct;
let warehouse: number;
const lots: Record<string, number> = {};
let ipCount = 0;
const shopper = () =>
  registerAndLogin(server, {
    headers: { 'X-Forwarded-For': `10.9.${Math.floor(++ipCount / 250)}.${ipCount % 250}` },
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
type Line = { id: number; slug: string; qty: number; lots?: Record<string, unknown> };
async function cartLine(who: TestCustomer, product: ShopProduct): Promise<Line> {
  const cart = await call('/api/carts', who.token);
  const line = (cart.body.products as Line[]).find((l) => l.slug === product.slug);
  if (!line) throw new Error('the line is not in the cart');
  return line;
}
const setLots = (who: TestCustomer, line: Line, json: unknown) =>
  call(`/api/carts/${line.id}/lots`, who.token, { method: 'POST', json });

/** The goods an order's lines took, e.g. `['A1×5']`. */
async function taken(slug: string): Promise<string[]> {
  const rows = await queryRows<{ code: string; quantity: number }>(
    server.app.db,
    sql`SELECT l.code, sum(a.quantity)::int AS quantity FROM stock_allocations a
        JOIN stock_lots l ON l.id = a.lot_id JOIN order_items i ON i.id = a.order_item_id
        JOIN orders r ON r.id = i.order_id
        WHERE r.slug = ${slug} AND a.released_at IS NULL GROUP BY l.code ORDER BY l.code`,
  );
  return rows.map((r) => `${r.code}×${r.quantity}`);
}

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  [tile, basin] = (await insertShop(server)).products as [ShopProduct, ShopProduct];
  const db = server.app.db;
  const [w] = await db.select().from(stockLocations).where(eq(stockLocations.slug, 'warehouse'));
  if (!w) throw new Error('the migrations make the warehouse');
  warehouse = w.id;
  await db.transaction(async (tx) => {
    // Three lots: A1 (shade S3) 6 boxes, B7 (shade S4) 4, C2 (shade S3, as A1) 3.
    for (const [code, shade, receivedOn, quantity] of [
      ['A1', 'S3', '2026-10-01', 6],
      ['B7', 'S4', '2026-10-15', 4],
      ['C2', 'S3', '2026-11-01', 3],
    ] as const) {
      lots[code] = await receive(tx, {
        productId: tile.id,
        locationId: warehouse,
        code,
        shade,
        caliber: 'C1',
        receivedOn,
        quantity,
      });
    }
  });
});
afterAll(async () => {
  await server.close();
});

describe('a line no single lot has', () => {
  it('is told in the cart before paying: the most one lot has, all lots, no split yet', async () => {
    const sita = await shopper();
    expect((await add(sita, tile, 8)).status).toBe(200);
    expect((await add(sita, basin, 1)).status).toBe(200);
    const line = await cartLine(sita, tile);
    expect(line.lots).toEqual({ one_lot: 6, all_lots: 13, split: false, same_lot: null, closest: null });
    // Goods not counted by lot carry nothing.
    expect((await cartLine(sita, basin)).lots).toBeUndefined();
    expect((await checkout(sita)).status).toBe(409);
  });

  it('fewer boxes from one lot: the number offered, from that lot', async () => {
    const ram = await shopper();
    await add(ram, tile, 8);
    const line = await cartLine(ram, tile);
    const oneLot = line.lots?.one_lot as number;
    const lowered = await call(`/api/carts/${line.id}/update`, ram.token, {
      method: 'POST',
      json: { quantity: oneLot },
    });
    expect(lowered.status).toBe(200);
    const placed = await checkout(ram);
    expect(placed.status).toBe(201);
    const slug = placed.body.slug as string;
    expect(await taken(slug)).toEqual(['A1×6']);
    const order = await call(`/api/customer/orders/${slug}`, ram.token);
    const [item] = order.body.items as { lots?: unknown }[];
    expect(item?.lots).toEqual([{ code: 'A1', shade: 'S3', caliber: 'C1', boxes: 6 }]);
    // Given back, for the next case.
    expect((await call(`/api/customer/orders/${slug}`, ram.token, { method: 'POST' })).status).toBe(200);
  });

  it('a split across lots, accepted: the order states each lot and its boxes', async () => {
    const gita = await shopper();
    await add(gita, tile, 8);
    const line = await cartLine(gita, tile);
    const accepted = await setLots(gita, line, { split: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(
      'Your boxes may come from several shade lots; the order will say which.',
    );
    expect((await cartLine(gita, tile)).lots?.split).toBe(true);
    const placed = await checkout(gita);
    expect(placed.status).toBe(201);
    const slug = placed.body.slug as string;
    // The fullest lots first: A1's 6, then B7's 2.
    expect(await taken(slug)).toEqual(['A1×6', 'B7×2']);
    const order = await call(`/api/customer/orders/${slug}`, gita.token);
    const [item] = order.body.items as { lots?: unknown }[];
    expect(item?.lots).toEqual([
      { code: 'A1', shade: 'S3', caliber: 'C1', boxes: 6 },
      { code: 'B7', shade: 'S4', caliber: 'C1', boxes: 2 },
    ]);
    // The PDF invoice prints them under the line.
    const res = await server.request(`/api/customer/orders/${slug}/invoice.pdf`, { token: gita.token });
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    let text = '';
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    }
    expect(text).toContain('Lot A1 (shade S3): 6');
    expect(text).toContain('Lot B7 (shade S4): 2');
    expect((await call(`/api/customer/orders/${slug}`, gita.token, { method: 'POST' })).status).toBe(200);
  });

  it('a split withdrawn is refused again; another shopper’s line is not found', async () => {
    const hari = await shopper();
    const other = await shopper();
    await add(hari, tile, 8);
    const line = await cartLine(hari, tile);
    expect((await setLots(hari, line, { split: true })).status).toBe(200);
    expect((await setLots(other, line, { split: false })).status).toBe(404);
    expect((await setLots(hari, line, { split: false })).status).toBe(200);
    expect((await checkout(hari)).status).toBe(409);
    expect((await setLots(hari, line, {})).status).toBe(400);
  });
});

describe('buying more from the same lot', () => {
  let sita: TestCustomer;
  let order: string;

  beforeAll(async () => {
    sita = await shopper();
    await add(sita, tile, 3);
    const placed = await checkout(sita);
    order = placed.body.slug as string;
    // The oldest lot with enough: A1 (3 left after this).
    expect(await taken(order)).toEqual(['A1×3']);
  });

  it('pins the cart line to the order’s lot and takes the boxes from it, though an older lot exists', async () => {
    // Another lot older than A1 is received with plenty: without the pin, it would be taken first.
    lots.Z0 = await server.app.db.transaction((tx) =>
      receive(tx, {
        productId: tile.id,
        locationId: warehouse,
        code: 'Z0',
        shade: 'S9',
        caliber: 'C9',
        receivedOn: '2026-01-01',
        quantity: 20,
      }),
    );
    const topUp = await call(`/api/customer/orders/${order}/top-up`, sita.token, {
      method: 'POST',
      json: { product_slug: tile.slug, quantity: 2 },
    });
    expect(topUp.status).toBe(200);
    expect(topUp.body).toMatchObject({
      message: 'Added to your cart, from your lot A1.',
      lot: { code: 'A1', shade: 'S3', caliber: 'C1', left: 3 },
      totalCart: 1,
    });
    const line = await cartLine(sita, tile);
    expect(line.qty).toBe(2);
    expect(line.lots?.same_lot).toEqual({ code: 'A1', shade: 'S3', caliber: 'C1', left: 3 });
    const placed = await checkout(sita);
    expect(placed.status).toBe(201);
    expect(await taken(placed.body.slug as string)).toEqual(['A1×2']);
  });

  it('says when the lot is short, refuses it at checkout, and offers the closest lot', async () => {
    const topUp = await call(`/api/customer/orders/${order}/top-up`, sita.token, {
      method: 'POST',
      json: { product_slug: tile.slug, quantity: 3 },
    });
    // The closest lot with all 3 is named at once: C2 has A1's shade and caliber (Z0 is older and fuller,
    // B7 another shade).
    expect(topUp.body).toMatchObject({
      message: 'Your lot A1 has only 1 left: your cart offers those, or 3 from lot C2, the closest to yours.',
      lot: { left: 1 },
      closest: { code: 'C2', shade: 'S3', caliber: 'C1', left: 3 },
    });
    expect((await cartLine(sita, tile)).lots).toMatchObject({
      same_lot: { code: 'A1', left: 1 },
      closest: { code: 'C2', left: 3 },
    });
    const refused = await checkout(sita);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toEqual({
      [`lines.${tile.slug}`]: [
        `Only 1 of ${tile.title} are left in your lot: take those, or the closest lot, in your cart.`,
      ],
    });
    const line = await cartLine(sita, tile);
    const moved = await setLots(sita, line, { same_lot: false });
    expect(moved.body.message).toBe('Your boxes will come from lot C2, the closest to yours.');
    expect((await cartLine(sita, tile)).lots?.same_lot).toMatchObject({ code: 'C2', left: 3 });
    const placed = await checkout(sita);
    expect(placed.status).toBe(201);
    expect(await taken(placed.body.slug as string)).toEqual(['C2×3']);
  });

  it('says when the lot is gone', async () => {
    await server.app.db.transaction((tx) =>
      adjust(tx, { lotId: lots.A1 as number, locationId: warehouse, counted: 0, note: 'broken' }),
    );
    const topUp = await call(`/api/customer/orders/${order}/top-up`, sita.token, {
      method: 'POST',
      json: { product_slug: tile.slug, quantity: 2 },
    });
    expect(topUp.body).toMatchObject({
      message: 'Your lot A1 is sold out: your cart offers 2 from lot B7, the closest to yours.',
      lot: { left: 0 },
      // C2 (A1's shade) has none left; B7 keeps A1's caliber, so it comes before the fuller Z0.
      closest: { code: 'B7', left: 4 },
    });
    expect((await cartLine(sita, tile)).lots).toMatchObject({
      same_lot: { code: 'A1', left: 0 },
      closest: { code: 'B7', left: 4 },
    });
  });

  it('when no single lot has the boxes, says so and offers several lots, never a lot that cannot fill them', async () => {
    // Left: Z0 20, B7 4, C2 0, A1 0: 21 boxes only several lots make up.
    const topUp = await call(`/api/customer/orders/${order}/top-up`, sita.token, {
      method: 'POST',
      json: { product_slug: tile.slug, quantity: 21 },
    });
    expect(topUp.body).toMatchObject({
      message: 'Your lot A1 is sold out and no other lot has 21: your cart offers boxes from several lots.',
      closest: null,
    });
    const line = await cartLine(sita, tile);
    expect(line.lots).toMatchObject({ one_lot: 20, all_lots: 24, same_lot: { code: 'A1' }, closest: null });
    const moved = await setLots(sita, line, { same_lot: false, split: true });
    expect(moved.body.message).toBe(
      'Your boxes may come from several shade lots, what is left of your lot A1 first; the order will say which.',
    );
    // The earlier lot stays on the line, no longer alone: its shade and caliber choose the lots after it.
    expect((await cartLine(sita, tile)).lots).toMatchObject({
      split: true,
      same_lot: { code: 'A1', left: 0 },
      closest: null,
    });
    const placed = await checkout(sita);
    expect(placed.status).toBe(201);
    // A1 has none and C2 (its shade) none: B7 keeps A1's caliber, so all of it before the fuller Z0.
    expect(await taken(placed.body.slug as string)).toEqual(['B7×4', 'Z0×17']);

    const more = await call(`/api/customer/orders/${order}/top-up`, sita.token, {
      method: 'POST',
      json: { product_slug: tile.slug, quantity: 5 },
    });
    expect(more.body).toMatchObject({
      message: 'Your lot A1 has 0 left, and all lots together only 3: your cart offers fewer boxes.',
      closest: null,
    });
  });

  it('split across lots, takes what is left of the earlier lot first, then its shade, then the fullest', async () => {
    // A1 2 (S3, C1), C2 4 (S3, C1), B7 3 (S4, C1), Z0 9 (S9, C9): 18 boxes, no lot with 10.
    await server.app.db.transaction(async (tx) => {
      for (const [code, counted] of [
        ['A1', 2],
        ['C2', 4],
        ['B7', 3],
        ['Z0', 9],
      ] as const)
        await adjust(tx, { lotId: lots[code] as number, locationId: warehouse, counted, note: 'found' });
    });
    const topUp = await call(`/api/customer/orders/${order}/top-up`, sita.token, {
      method: 'POST',
      json: { product_slug: tile.slug, quantity: 10 },
    });
    expect(topUp.body).toMatchObject({
      message:
        'Your lot A1 has only 2 left and no other lot has 10: your cart offers those, or boxes from several lots.',
      closest: null,
    });
    const line = await cartLine(sita, tile);
    expect((await setLots(sita, line, { same_lot: false, split: true })).status).toBe(200);
    const placed = await checkout(sita);
    expect(placed.status).toBe(201);
    // Fullest first would have been Z0×9 and C2×1: one box matching the wall instead of six.
    expect(await taken(placed.body.slug as string)).toEqual(['A1×2', 'B7×3', 'C2×4', 'Z0×1']);
  });

  it('is only for the customer’s own order and a product with lots', async () => {
    const other = await shopper();
    const json = { product_slug: tile.slug, quantity: 1 };
    const foreign = await call(`/api/customer/orders/${order}/top-up`, other.token, { method: 'POST', json });
    expect(foreign.status).toBe(404);
    const wrong = await call(`/api/customer/orders/${order}/top-up`, sita.token, {
      method: 'POST',
      json: { product_slug: basin.slug, quantity: 1 },
    });
    expect(wrong.status).toBe(404);
  });
});
