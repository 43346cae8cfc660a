// Tile samples over real HTTP (docs/tiles.md "Samples"): the product page's offer, one sample line apart from
// the boxes at the sample's price, the limits a cart and a customer meet (with why), checkout of samples alone
// and with boxes, the sample count taken and given back, the last sample sold once under many checkouts, the
// invoice's VAT, returns refused, promotions that leave samples alone, and the back office's fields and CSV.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { productSamples, promotions, stockLocations } from '../src/db/schema.js';
import { MAX_SAMPLES_PER_ORDER } from '../src/services/samples.js';
import { receive } from '../src/services/stock.js';
import { firstOwner, type StaffLogin } from './admin-helpers.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the contract check types them.
type Json = any;

let server: TestServer;
let owner: StaffLogin;
/** Six products of the small shop, each offering a sample; `tile` also has boxes counted by lot. */
let sampled: ShopProduct[];
let tile: ShopProduct;
let plain: ShopProduct;
let ipCount = 0;
const shopper = () =>
  registerAndLogin(server, {
    headers: { 'X-Forwarded-For': `10.8.${Math.floor(++ipCount / 250)}.${ipCount % 250}` },
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
  return { status: res.status, body: (await res.json()) as Json };
}
const addSample = (who: TestCustomer, product: ShopProduct) =>
  call(`/api/carts/${product.slug}/added`, who.token, {
    method: 'POST',
    json: { quantity: 1, sample: true },
  });
const addBoxes = (who: TestCustomer, product: ShopProduct, quantity: number) =>
  call(`/api/carts/${product.slug}/added`, who.token, { method: 'POST', json: { quantity } });
const productPage = async (product: ShopProduct) => {
  const res = await server.request(`/api/products/${product.slug}`, { key: true });
  return ((await res.json()) as Json).product;
};
const cart = (who: TestCustomer) => call('/api/carts', who.token);
const availability = async (product: ShopProduct) => {
  const res = await server.request(`/api/products/${product.slug}/availability`, { key: true });
  return { status: res.status, body: (await res.json()) as Json };
};
const checkout = (who: TestCustomer) => call('/api/checkouts', who.token, { method: 'POST', json: address });
const samplesLeft = async (product: ShopProduct) => {
  const [row] = await server.app.db
    .select({ stock: productSamples.stock })
    .from(productSamples)
    .where(eq(productSamples.productId, product.id));
  return row?.stock;
};
const setSample = (product: ShopProduct, values: Partial<typeof productSamples.$inferInsert>) =>
  server.app.db.update(productSamples).set(values).where(eq(productSamples.productId, product.id));

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  const shops = [await insertShop(server), await insertShop(server)];
  const all = shops.flatMap((s) => s.products);
  sampled = all.slice(0, 6);
  [tile] = sampled as [ShopProduct];
  plain = (await insertShop(server)).products[0] as ShopProduct;
  await server.app.db.insert(productSamples).values(
    sampled.map((p, i) => ({
      productId: p.id,
      offered: true,
      kind: i === 0 ? ('piece' as const) : ('cut' as const),
      size: i === 0 ? '600 × 600 mm' : '10 × 10 cm',
      sizeNe: i === 0 ? '६०० × ६०० मि.मि.' : null,
      // The first one priced, the rest free.
      price: i === 0 ? 113 : 0,
      stock: 50,
    })),
  );
  const [w] = await server.app.db.select().from(stockLocations).where(eq(stockLocations.slug, 'warehouse'));
  if (!w) throw new Error('no warehouse');
  await server.app.db.transaction((tx) =>
    receive(tx, { productId: tile.id, locationId: w.id, code: 'A1', quantity: 20 }),
  );
  owner = await firstOwner(server);
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('the product page and the cart', () => {
  it('offers the sample on the product page, and nothing for a product without one', async () => {
    expect((await productPage(tile)).sample).toEqual({
      kind: 'piece',
      size: '600 × 600 mm',
      size_ne: '६०० × ६०० मि.मि.',
      price: 113,
    });
    expect((await productPage(plain)).sample).toBeUndefined();
  });

  it('adds one sample line, apart from the boxes, at the sample price, and keeps it at one', async () => {
    const me = await shopper();
    expect((await addBoxes(me, tile, 3)).status).toBe(200);
    const added = await addSample(me, tile);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ totalCart: 2, message: 'A sample is added to your cart.' });
    // Again: still one sample, said politely.
    const again = await addSample(me, tile);
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already in your cart/);
    const view = await cart(me);
    expect(view.body.products).toHaveLength(2);
    const [boxes, sample] = view.body.products;
    expect(boxes).toMatchObject({ slug: tile.slug, qty: 3, price: tile.price });
    expect(boxes.sample).toBeUndefined();
    expect(sample).toMatchObject({ slug: tile.slug, qty: 1, price: 113, subtotal: 113, sample: true });
    expect(view.body.totalAmount).toBe(3 * tile.price + 113);
    // Its quantity does not change; the boxes' does.
    const five = await call(`/api/carts/${sample.id}/update`, me.token, {
      method: 'POST',
      json: { quantity: 5 },
    });
    expect(five.status).toBe(422);
    expect(five.body.message.quantity[0]).toMatch(/one sample/);
    // Removing the sample leaves the boxes.
    const removed = await call(`/api/carts/${sample.id}`, me.token, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await cart(me)).body.products).toHaveLength(1);
  });

  it('refuses, with why: no offer, none left, more samples than an order holds', async () => {
    const me = await shopper();
    const none = await addSample(me, plain);
    expect(none.status).toBe(422);
    expect(none.body.message.sample[0]).toBe('This product offers no sample.');
    await setSample(sampled[5] as ShopProduct, { stock: 0 });
    // The product page knows before the shopper tries: the availability, read at every request, counts them.
    const told = await availability(sampled[5] as ShopProduct);
    expect(told.status).toBe(200);
    expect(told.body.samples_left).toBe(0);
    const out = await addSample(me, sampled[5] as ShopProduct);
    expect(out.status).toBe(409);
    expect(out.body.message).toBe('No samples of this tile are left for now.');
    await setSample(sampled[5] as ShopProduct, { stock: 50 });
    expect((await availability(sampled[5] as ShopProduct)).body.samples_left).toBe(50);
    expect((await availability(plain)).body.samples_left).toBeNull();
    for (const p of sampled.slice(0, MAX_SAMPLES_PER_ORDER))
      expect((await addSample(me, p)).status).toBe(200);
    const sixth = await addSample(me, sampled[5] as ShopProduct);
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(
      'One order holds at most 5 samples: order these first, or remove a sample from your cart.',
    );
  });

  it('says why in Nepali on the Nepali pages', async () => {
    const me = await shopper();
    const res = await server.request(`/api/carts/${plain.slug}/added`, {
      method: 'POST',
      token: me.token,
      headers: { 'Accept-Language': 'ne' },
      json: { quantity: 1, sample: true },
    });
    const body = (await res.json()) as Json;
    expect(res.status).toBe(422);
    expect(body.message.sample[0]).toMatch(/[\u0900-\u097f]/);
  });

  it('takes no promotion off a sample', async () => {
    const code = `SAMPLE${Date.now() % 100000}`;
    await server.app.db.insert(promotions).values({
      name: 'Ten off',
      kind: 'code',
      code,
      type: 'percentage',
      value: 10,
      startsAt: new Date(Date.now() - 86_400_000),
    });
    const me = await shopper();
    expect((await addSample(me, tile)).status).toBe(200);
    // Only a sample: the code has nothing to take off.
    const alone = await call('/api/carts/promotion-code', me.token, { method: 'POST', json: { code } });
    expect(alone.body.discount ?? 0).toBe(0);
    await call('/api/carts/promotion-code', me.token, { method: 'DELETE' });
    expect((await addBoxes(me, tile, 2)).status).toBe(200);
    const both = await call('/api/carts/promotion-code', me.token, { method: 'POST', json: { code } });
    expect(both.status).toBe(200);
    // Ten per cent of the boxes, nothing of the sample.
    expect(both.body.discount).toBe(Math.floor((2 * tile.price) / 10));
    await call('/api/carts/promotion-code', me.token, { method: 'DELETE' });
  });
});

describe('checkout', () => {
  it('places samples alone as an order: the count taken, no lot, the invoice with VAT on a priced one', async () => {
    const me = await shopper();
    const free = sampled[1] as ShopProduct;
    const before = { tile: await samplesLeft(tile), free: await samplesLeft(free) };
    expect((await addSample(me, tile)).status).toBe(200);
    expect((await addSample(me, free)).status).toBe(200);
    const placed = await checkout(me);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await samplesLeft(tile)).toBe((before.tile ?? 0) - 1);
    expect(await samplesLeft(free)).toBe((before.free ?? 0) - 1);
    const lots = await queryRows<{ n: number }>(
      server.app.db,
      sql`SELECT count(*)::int AS n FROM stock_allocations a JOIN order_items i ON i.id = a.order_item_id
          JOIN orders o ON o.id = i.order_id WHERE o.slug = ${placed.body.slug}`,
    );
    expect(lots[0]?.n).toBe(0);
    const order = await call(`/api/customer/orders/${placed.body.slug}`, me.token);
    expect(order.body.items).toEqual([
      expect.objectContaining({
        product_slug: tile.slug,
        quantity: 1,
        amount: 113,
        total: 113,
        sample: true,
      }),
      expect.objectContaining({ product_slug: free.slug, quantity: 1, amount: 0, total: 0, sample: true }),
    ]);
    expect(order.body.order.total_amount).toBe(113);
    const lines = order.body.invoice.lines;
    // Rs 113 with VAT is Rs 100 and Rs 13 VAT; the free one is a line at 0.
    expect(lines[0]).toMatchObject({ description: `Sample — ${tile.title}`, amount: 100, vat: 13 });
    expect(lines[1]).toMatchObject({ description: `Sample — ${free.title}`, amount: 0, vat: 0 });
    const pdf = await server.request(`/api/customer/orders/${placed.body.slug}/invoice.pdf`, {
      token: me.token,
    });
    expect(pdf.status).toBe(200);
    // The mail names the sample.
    const [mail] = await queryRows<{ text: string }>(
      server.app.db,
      sql`SELECT body AS text FROM outbox WHERE "to" = ${address.email} ORDER BY id DESC LIMIT 1`,
    );
    expect(mail?.text).toContain(`Sample — ${tile.title}`);

    // One sample of a product a customer each month: refused with why.
    const again = await addSample(me, tile);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `You had a sample of ${tile.title} in the last 30 days: one sample of a tile a customer each month.`,
    );

    // Cancelled: the samples go back, once, and the customer may ask again.
    const cancel = await call(`/api/customer/orders/${placed.body.slug}`, me.token, { method: 'POST' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await samplesLeft(tile)).toBe(before.tile);
    expect(await samplesLeft(free)).toBe(before.free);
    expect((await addSample(me, tile)).status).toBe(200);
  });

  it('places boxes and a sample of the same tile as one order: the boxes from a lot, the sample from the samples', async () => {
    const me = await shopper();
    const left = await samplesLeft(tile);
    expect((await addBoxes(me, tile, 2)).status).toBe(200);
    expect((await addSample(me, tile)).status).toBe(200);
    const placed = await checkout(me);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await samplesLeft(tile)).toBe((left ?? 0) - 1);
    const order = await call(`/api/customer/orders/${placed.body.slug}`, me.token);
    expect(order.body.items).toHaveLength(2);
    const [boxes, sample] = order.body.items;
    expect(boxes).toMatchObject({ quantity: 2, lots: [expect.objectContaining({ code: 'A1', boxes: 2 })] });
    expect(sample).toMatchObject({ quantity: 1, sample: true });
    expect(sample.lots).toBeUndefined();
    expect(order.body.order.total_amount).toBe(2 * tile.price + 113);

    // The back office's order shows the sample as one.
    const [row] = await queryRows<{ id: number }>(
      server.app.db,
      sql`SELECT id FROM orders WHERE slug = ${placed.body.slug}`,
    );
    const admin = await call(`/api/admin/orders/${row?.id}`, owner.token);
    expect(admin.body.order.items.map((i: Json) => i.sample ?? false)).toEqual([false, true]);
    // Its pick list says which line is the sample, counted apart from the lots: not a box to take.
    const pick = await call(`/api/admin/orders/${row?.id}/pick-list`, owner.token);
    expect((pick.body.lines as Json[]).map((l) => [l.lot_code, l.quantity, l.sample])).toEqual([
      ['A1', 2, false],
      [null, 1, true],
    ]);

    // Delivered: the sample is not returnable, and the return form says so.
    for (const [from, status] of [
      ['pending', 'confirmed'],
      ['confirmed', 'dispatched'],
      ['dispatched', 'delivered'],
    ]) {
      const r = await call(`/api/admin/orders/${row?.id}/status`, owner.token, {
        method: 'POST',
        json: { from, status },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const form = new FormData();
    form.set('kind', 'refund');
    form.set('reason', 'changed_mind');
    form.set('lines', JSON.stringify([{ item: sample.id, quantity: 1 }]));
    const asked = await server.request(`/api/customer/orders/${placed.body.slug}/returns`, {
      method: 'POST',
      token: me.token,
      body: form,
    });
    const refused = (await asked.json()) as Json;
    expect(asked.status).toBe(422);
    expect(refused.message.lines).toContain(`A sample of ${tile.title} is not returnable.`);
  });

  it('sells the last sample once when many check out at once', async () => {
    const last = sampled[4] as ShopProduct;
    await setSample(last, { stock: 1 });
    const shoppers: TestCustomer[] = [];
    for (let i = 0; i < 12; i++) shoppers.push(await shopper());
    for (const one of shoppers) expect((await addSample(one, last)).status).toBe(200);
    const answers = await Promise.all(shoppers.map((one) => checkout(one)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.message[`samples.${last.slug}`][0]).toBe(
      `No samples of ${last.title} are left for now: remove it from your cart.`,
    );
    expect(await samplesLeft(last)).toBe(0);
  });
});

describe('the back office', () => {
  it('edits a product’s sample offer, audited, and the CSV carries it both ways', async () => {
    const detail = await call(`/api/admin/products/${plain.id}`, owner.token);
    expect(detail.status).toBe(200);
    expect(detail.body.product.sample).toBeNull();
    const p = detail.body.product;
    const input = {
      title: p.title,
      product_code: p.product_code,
      price: p.price,
      category_id: p.category_id ?? undefined,
      brand_id: p.brand_id ?? undefined,
      published: true,
      pictures: p.pictures.map((pic: Json) => ({ path: pic.path, alt: pic.alt })),
      sample: { offered: true, kind: 'cut', size: '15 × 15 cm', size_ne: '', price: 50, stock: 8 },
    };
    const saved = await call(`/api/admin/products/${plain.id}`, owner.token, { method: 'PUT', json: input });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.product.sample).toEqual({
      offered: true,
      kind: 'cut',
      size: '15 × 15 cm',
      size_ne: null,
      price: 50,
      stock: 8,
    });
    const [logged] = await queryRows<{ after: Json }>(
      server.app.db,
      sql`SELECT after FROM audit_log WHERE entity = 'product' AND entity_id = ${String(plain.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(logged?.after.sample).toMatchObject({ offered: true, price: 50, stock: 8 });
    // The page offers it now.
    expect((await productPage(plain)).sample).toMatchObject({ kind: 'cut', price: 50 });

    // Export, change, import: the columns round-trip.
    const res = await server.request(`/api/admin/products/export?ids=${plain.id}`, { token: owner.token });
    const csv = await res.text();
    const [row] = parse(csv, { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      sample_offered: 'true',
      sample_kind: 'cut',
      sample_size: '15 × 15 cm',
      sample_size_ne: '',
      sample_price: '50',
      sample_stock: '8',
    });
    const unchanged = await server.request('/api/admin/products/import', {
      method: 'POST',
      token: owner.token,
      headers: { 'Content-Type': 'text/csv' },
      body: csv,
    });
    expect(((await unchanged.json()) as Json).unchanged).toBe(1);
    const changed = csv.replace(',cut,15 × 15 cm,,50,8,', ',piece,,,0,3,');
    expect(changed).not.toBe(csv);
    const imported = await server.request('/api/admin/products/import', {
      method: 'POST',
      token: owner.token,
      headers: { 'Content-Type': 'text/csv' },
      body: changed,
    });
    const report = (await imported.json()) as Json;
    expect(report.updated, JSON.stringify(report)).toBe(1);
    const after = await call(`/api/admin/products/${plain.id}`, owner.token);
    expect(after.body.product.sample).toEqual({
      offered: true,
      kind: 'piece',
      size: null,
      size_ne: null,
      price: 0,
      stock: 3,
    });
    // A kind the shop does not know is refused beside the line.
    const bad = await server.request('/api/admin/products/import', {
      method: 'POST',
      token: owner.token,
      headers: { 'Content-Type': 'text/csv' },
      body: changed.replace(',piece,,,0,3,', ',slab,,,0,3,'),
    });
    const badReport = (await bad.json()) as Json;
    expect(badReport.lines[0].reasons.join(' ')).toMatch(/sample_kind must be piece or cut/);
  });
});
