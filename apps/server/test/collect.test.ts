// Collection at a showroom over real HTTP on a real database (docs/delivery.md "Collection at a showroom"):
// only the showrooms holding every line's boxes are offered and accepted, a showroom lacking them is refused
// before anything is taken, the charge is 0 and the totals add up, the boxes come from that showroom's lots,
// staff mark it ready (a code, a mail and an SMS in the order's language), a wrong code is refused and the
// right one hands it over, tries are limited, cancelling gives the boxes back, and customers cannot do the
// staff's steps.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import {
  auditLog,
  orders,
  outbox,
  promotionRedemptions,
  promotions,
  showrooms,
  smsOutbox,
  stockLocations,
} from '../src/db/schema.js';
import { COLLECTION_ALPHABET, codeMatches } from '../src/services/collection.js';
import { receive } from '../src/services/stock.js';
import { firstOwner, type StaffLogin } from './admin-helpers.js';
import { image } from './fixtures/catalog.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let tile: ShopProduct;
let mixer: ShopProduct;
let chabahil: number;
let pepsicola: number;
let ipCount = 0;
const nextIp = () => `10.8.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

interface Shopper extends TestCustomer {
  ip: string;
}
async function shopper(): Promise<Shopper> {
  const ip = nextIp();
  const who = await registerAndLogin(server, { headers: { 'X-Forwarded-For': ip } });
  return { ...who, ip };
}

type Json = Record<string, unknown>;
async function call(
  path: string,
  who: { token: string; ip?: string },
  init: { method?: string; json?: unknown; language?: string } = {},
) {
  const headers: Record<string, string> = { 'X-Forwarded-For': who.ip ?? nextIp() };
  if (init.language) headers['Accept-Language'] = init.language;
  const res = await server.request(path, { token: who.token, headers, method: init.method, json: init.json });
  return { status: res.status, body: (await res.json()) as Json };
}
const add = (who: Shopper, product: ShopProduct, quantity: number) =>
  call(`/api/carts/${product.slug}/added`, who, { method: 'POST', json: { quantity } });
const contact = { name: 'Sita Rai', email: 'sita@example.com', phone_number: '9841234567' };
const collectAt = (who: Shopper, slug: string, language?: string) =>
  call('/api/checkouts', who, {
    method: 'POST',
    json: { ...contact, fulfilment: 'collect', collect_at: slug },
    ...(language ? { language } : {}),
  });
const admin = (path: string, json?: unknown, token = owner.token) =>
  call(path, { token }, json === undefined ? {} : { method: 'POST', json });

/** Each lot's boxes at each location, e.g. `{ 'B2@chabahil': 10 }`. */
async function counts(product: ShopProduct): Promise<Record<string, number>> {
  const rows = await queryRows<{ code: string; slug: string; quantity: number }>(
    server.app.db,
    sql`SELECT l.code, o.slug, s.quantity FROM lot_stock s JOIN stock_lots l ON l.id = s.lot_id
        JOIN stock_locations o ON o.id = s.location_id WHERE l.product_id = ${product.id}`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.code}@${r.slug}`, r.quantity]));
}
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
const orderId = async (slug: string) =>
  (await server.app.db.select({ id: orders.id }).from(orders).where(eq(orders.slug, slug)))[0]?.id ?? 0;
const smsTo = async (national: string) =>
  (
    await server.app.db
      .select({ text: smsOutbox.text })
      .from(smsOutbox)
      .where(eq(smsOutbox.to, `+977${national}`))
      .orderBy(desc(smsOutbox.id))
  ).map((r) => r.text);

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  owner = await firstOwner(server);
  const shop = (await insertShop(server)).products;
  [tile, , mixer] = shop as [ShopProduct, ShopProduct, ShopProduct];
  const db = server.app.db;
  const [page] = await db
    .insert(showrooms)
    .values({
      slug: 'chabahil-page',
      title: 'Chabahil',
      summary: 'Tiles',
      address: 'Chabahil Chowk, Kathmandu',
      addressNe: 'चाबहिल चोक, काठमाडौं',
      phone: '01-4470000',
      email: 'chabahil@example.com',
      hours: 'Sunday to Friday, 10 am to 6 pm',
      image: image('showrooms/chabahil', 'Chabahil'),
    })
    .returning({ id: showrooms.id });
  const made = await db
    .insert(stockLocations)
    .values([
      {
        slug: 'chabahil',
        title: 'Chabahil showroom',
        titleNe: 'चाबहिल शोरुम',
        kind: 'showroom' as const,
        showroomId: page?.id ?? null,
        collect: true,
        dispatchDays: 0,
        sortOrder: 1,
      },
      {
        slug: 'pepsicola',
        title: 'Pepsicola showroom',
        kind: 'showroom' as const,
        collect: true,
        dispatchDays: 1,
        sortOrder: 2,
      },
      { slug: 'back-store', title: 'Back store', kind: 'showroom' as const, collect: false, sortOrder: 3 },
    ])
    .returning({ id: stockLocations.id });
  [chabahil, pepsicola] = made.map((m) => m.id) as [number, number];
  const [warehouse] = await db.select().from(stockLocations).where(eq(stockLocations.slug, 'warehouse'));
  await db.transaction(async (tx) => {
    // The warehouse has the most (A1), Chabahil 10 of B2, Pepsicola 2 of B2 and 3 of C3: no one lot of 4 there.
    const lot = (locationId: number, code: string, quantity: number, receivedOn: string) =>
      receive(tx, { productId: tile.id, locationId, code, quantity, receivedOn });
    await lot(warehouse?.id ?? 0, 'A1', 50, '2026-09-01');
    await lot(chabahil, 'B2', 10, '2026-10-01');
    await lot(pepsicola, 'B2', 2, '2026-10-01');
    await lot(pepsicola, 'C3', 3, '2026-11-01');
  });
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('choosing a showroom', () => {
  let sita: Shopper;

  it('offers only the showrooms that hold every line’s boxes from one lot, with a charge of 0', async () => {
    sita = await shopper();
    expect((await add(sita, tile, 4)).status).toBe(200);
    // The mixer is not counted (no lots): it never keeps a showroom from being offered.
    expect((await add(sita, mixer, 1)).status).toBe(200);
    const res = await call('/api/carts/collection', sita);
    expect(res.status).toBe(200);
    const list = res.body.showrooms as Json[];
    expect(list.map((s) => [s.slug, s.available, s.missing])).toEqual([
      ['chabahil', true, []],
      ['pepsicola', false, [tile.title]],
    ]);
    expect(list[0]).toMatchObject({
      title: 'Chabahil showroom',
      title_ne: 'चाबहिल शोरुम',
      address: 'Chabahil Chowk, Kathmandu',
      hours: 'Sunday to Friday, 10 am to 6 pm',
      ready_in_days: 0,
    });
    expect(list[1]?.ready_in_days).toBeGreaterThanOrEqual(1);
    const subtotal = tile.price * 4 + mixer.price;
    expect(res.body.totals).toMatchObject({ subtotal, delivery_charge: 0, total_amount: subtotal });
  });

  it('refuses a showroom lacking the boxes before anything is taken, and keeps the cart', async () => {
    const before = await counts(tile);
    const refused = await collectAt(sita, 'pepsicola');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toEqual({
      collect_at: [
        `Pepsicola showroom does not have ${tile.title} as your cart asks: choose another showroom, or delivery.`,
      ],
    });
    expect(await counts(tile)).toEqual(before);
    const cart = await call('/api/carts', sita);
    expect((cart.body.products as unknown[]).length).toBe(2);
  });

  it('refuses a place shoppers may not collect at, and an address-less delivery', async () => {
    for (const slug of ['back-store', 'warehouse', 'nowhere']) {
      const refused = await collectAt(sita, slug);
      expect(refused.status, slug).toBe(422);
      expect(Object.keys(refused.body.message as Json)).toEqual(['collect_at']);
    }
    const noAddress = await call('/api/checkouts', sita, { method: 'POST', json: contact });
    expect(noAddress.status).toBe(400);
    expect(Object.keys(noAddress.body.message as Json).sort()).toEqual(['city', 'state', 'street_address']);
  });

  it('places the order without an address, free, with the boxes from that showroom’s lot', async () => {
    const placed = await collectAt(sita, 'chabahil');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const slug = placed.body.slug as string;
    expect(await taken(slug)).toEqual(['B2@chabahil×4']);
    const got = await call(`/api/customer/orders/${slug}`, sita);
    const order = got.body.order as Json;
    const subtotal = tile.price * 4 + mixer.price;
    expect(order).toMatchObject({
      fulfilment: 'collect',
      delivery_charge: 0,
      total_amount: subtotal,
      address: 'Collect at Chabahil showroom',
      address_ne: 'चाबहिल शोरुम बाट लैजाने',
      status_label: 'Pending',
      collection_code: null,
      // Cash is paid where the goods are handed over: at the showroom, on the order and its invoice.
      payment: 'Pay at the showroom',
    });
    expect((order.collect_at as Json).slug).toBe('chabahil');
    expect((got.body.invoice as Json).lines).not.toContainEqual(
      expect.objectContaining({ kind: 'delivery' }),
    );
    const [mail] = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, contact.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.body).toContain('Collect at:');
    expect(mail?.body).toContain('Chabahil showroom');
    expect(mail?.body).toContain('Collection at the showroom: Free');
    expect(mail?.body).not.toContain('Deliver to');
  });
});

describe('ready, the code and the hand-over', () => {
  let slug: string;
  let id: number;
  let code: string;
  let ram: Shopper;

  beforeAll(async () => {
    ram = await shopper();
    expect((await add(ram, tile, 2)).status).toBe(200);
    const placed = await collectAt(ram, 'chabahil', 'ne');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    slug = placed.body.slug as string;
    id = await orderId(slug);
  });

  it('keeps the staff’s steps from customers', async () => {
    expect(
      (await admin(`/api/admin/orders/${id}/status`, { from: 'pending', status: 'dispatched' }, ram.token))
        .status,
    ).toBe(401);
    expect((await admin(`/api/admin/orders/${id}/hand-over`, { code: 'AAAAAA' }, ram.token)).status).toBe(
      401,
    );
  });

  it('cannot be marked collected without the code', async () => {
    const res = await admin(`/api/admin/orders/${id}/status`, { from: 'pending', status: 'delivered' });
    expect(res.status).toBe(409);
    const early = await admin(`/api/admin/orders/${id}/hand-over`, { code: 'AAAAAA' });
    expect(early.status).toBe(409);
  });

  it('gets a code when staff mark it ready, sent by mail and SMS in the order’s language', async () => {
    const res = await admin(`/api/admin/orders/${id}/status`, { from: 'pending', status: 'dispatched' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({ fulfilment: 'collect', collect_at: 'Chabahil showroom' });
    expect(res.body.message).toBe(`Order SJ-${String(id).padStart(6, '0')} is ready to collect.`);
    // The staff's screen never shows the code: they type the one the customer shows.
    expect(JSON.stringify(res.body)).not.toMatch(/collection_code/);
    const got = await call(`/api/customer/orders/${slug}`, ram);
    const order = got.body.order as Json;
    expect(order.status_label).toBe('Ready to collect');
    code = order.collection_code as string;
    expect(code).toMatch(new RegExp(`^[${COLLECTION_ALPHABET}]{6}$`));
    const [sms] = await smsTo(contact.phone_number);
    expect(sms).toBe(
      `सजिलो: तपाईंको अर्डर SJ-${String(id).padStart(6, '0')} चाबहिल शोरुम मा लिन तयार छ। काउन्टरमा कोड ${code} देखाउनुहोस्।`,
    );
    const [mail] = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, contact.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe(`तपाईंको सजिलो अर्डर SJ-${String(id).padStart(6, '0')} लिन तयार छ`);
    expect(mail?.body).toContain(`काउन्टरमा यो कोड देखाउनुहोस्: ${code}`);
    expect(mail?.body).toContain('चाबहिल चोक, काठमाडौं');
    // The Nepali order page, and the HTML part in Nepali with the code large.
    expect(mail?.body).toMatch(new RegExp(`तपाईंको अर्डर: ${STOREFRONT_ORIGIN}/ne/my-orders/[\\w-]+`));
    expect(mail?.body).not.toMatch(/Dear|Your order/);
    expect(mail?.html).toContain('<html lang="ne">');
    expect(mail?.html).toContain(`<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`);
    // The mail of the order placed named the showroom, its address and the payment in Nepali too.
    const [placedMail] = await server.app.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, contact.email),
          eq(outbox.subject, `तपाईंको सजिलो अर्डर SJ-${String(id).padStart(6, '0')} राखियो`),
        ),
      );
    expect(placedMail?.body).toContain('चाबहिल शोरुम मा लिन तयार भएपछि');
    expect(placedMail?.body).toContain('भुक्तानी विधि: शोरुममा भुक्तानी');
    expect(placedMail?.body).toContain('लिने ठाउँ:');
    expect(placedMail?.body).toContain('चाबहिल चोक, काठमाडौं');
  });

  it('refuses a wrong code and changes nothing; the right one hands the order over, audited', async () => {
    const wrong = code.replace(/^./, (c) => (c === 'A' ? 'C' : 'A'));
    const refused = await admin(`/api/admin/orders/${id}/hand-over`, { code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual({
      code: ['This is not the code of this order. Ask the customer for the code we sent them.'],
    });
    expect((await call(`/api/customer/orders/${slug}`, ram)).body.order).toMatchObject({
      status_label: 'Ready to collect',
    });
    // Typed in lower case with a space, as a customer may read it out.
    const typed = `${code.slice(0, 3)} ${code.slice(3)}`.toLowerCase();
    const done = await admin(`/api/admin/orders/${id}/hand-over`, { code: typed });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.order).toMatchObject({ status: 'delivered', next_statuses: [] });
    const got = (await call(`/api/customer/orders/${slug}`, ram)).body;
    // Paid at the counter as it was handed over (cash on delivery).
    expect(got.order).toMatchObject({
      status: 3,
      status_label: 'Collected',
      collection_code: null,
      payment_status: 'paid',
    });
    // Collected counts as delivered: the returns' window is open.
    expect(got.return_until).not.toBeNull();
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toMatchObject({ status: 'delivered', handed_over: true });
    expect((await admin(`/api/admin/orders/${id}/hand-over`, { code })).status).toBe(409);
  });

  it('limits the codes tried for one order', async () => {
    const other = await shopper();
    expect((await add(other, tile, 1)).status).toBe(200);
    const placed = await collectAt(other, 'chabahil');
    const otherId = await orderId(placed.body.slug as string);
    expect(
      (await admin(`/api/admin/orders/${otherId}/status`, { from: 'pending', status: 'dispatched' })).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await admin(`/api/admin/orders/${otherId}/hand-over`, { code: 'XXXXXX' })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('cancelling a collection', () => {
  it('gives the showroom’s boxes back, whether the customer cancels or staff cancel a ready one', async () => {
    const before = await counts(tile);
    const gita = await shopper();
    expect((await add(gita, tile, 3)).status).toBe(200);
    const first = (await collectAt(gita, 'chabahil')).body.slug as string;
    expect(await taken(first)).toEqual(['B2@chabahil×3']);
    expect((await call(`/api/customer/orders/${first}`, gita, { method: 'POST' })).status).toBe(200);
    expect(await counts(tile)).toEqual(before);

    expect((await add(gita, tile, 3)).status).toBe(200);
    const second = (await collectAt(gita, 'chabahil')).body.slug as string;
    const id = await orderId(second);
    expect(
      (await admin(`/api/admin/orders/${id}/status`, { from: 'pending', status: 'dispatched' })).status,
    ).toBe(200);
    const cancelled = await admin(`/api/admin/orders/${id}/status`, {
      from: 'dispatched',
      status: 'cancelled',
      reason: 'Not collected within two weeks.',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await counts(tile)).toEqual(before);
  });
});

describe('a free-delivery code on a collection', () => {
  it("saves nothing, is not counted as a use, and is not in the collection's summary: the goods travel nowhere", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const [promotion] = await server.app.db
      .insert(promotions)
      .values({
        name: 'Tihar free delivery',
        kind: 'code',
        code: 'TIHARFREE',
        type: 'free_delivery',
        value: 0,
        usageLimit: 5,
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + DAY),
      })
      .returning();
    if (!promotion) throw new Error('promotion not stored');
    const gita = await shopper();
    expect((await add(gita, mixer, 1)).status).toBe(200);
    const entered = await call('/api/carts/promotion-code', gita, {
      method: 'POST',
      json: { code: 'TIHARFREE' },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    // The checkout's summary for a collection lists the promotions the order will record: the cart lists the
    // free delivery (nothing saved yet), a collection drops it, as the order does.
    expect((entered.body.promotions as Json[]).map((p) => p.code)).toEqual(['TIHARFREE']);
    const points = await call('/api/carts/collection', gita);
    expect(points.status).toBe(200);
    expect(points.body.promotions).toEqual([]);
    expect(points.body.totals).toMatchObject({ delivery_charge: 0, total_amount: mixer.price });
    const placed = await collectAt(gita, 'chabahil');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await call(`/api/customer/orders/${placed.body.slug as string}`, gita)).body.order as Json;
    expect(order).toMatchObject({ fulfilment: 'collect', delivery_charge: 0, total_amount: mixer.price });
    expect(order.promotions ?? []).toEqual(points.body.promotions);
    const [row] = await server.app.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.usedCount).toBe(0);
    expect(
      await server.app.db.$count(promotionRedemptions, eq(promotionRedemptions.promotionId, promotion.id)),
    ).toBe(0);
  });
});

describe('the code', () => {
  it('matches only itself, whatever is typed', () => {
    expect(codeMatches('K7MX3R', 'k7m x3r')).toBe(true);
    expect(codeMatches('K7MX3R', 'K7MX3')).toBe(false);
    expect(codeMatches('K7MX3R', 'K7MX3RR')).toBe(false);
    expect(codeMatches(null, '')).toBe(false);
    expect(codeMatches('K7MX3R', '')).toBe(false);
  });
});
