// Tiles sold by area over real HTTP (docs/tiles.md): the packaging in the product's answer and the back
// office's, lines added to the cart by area keeping what was asked, order items keeping pieces and m² as sold,
// and the order pages and both invoices printing boxes, pieces and m².
import { desc, eq } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, outbox, products } from '../src/db/schema.js';
import { firstOwner, newIp, type StaffLogin } from './admin-helpers.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field; the test server checks each against the contract.
type Json = Record<string, any>;

let server: TestServer;
let owner: StaffLogin;
let ram: TestCustomer;
let sita: TestCustomer;
let tile: ShopProduct;
let wc: ShopProduct;

const address = {
  name: 'Ram Thapa',
  email: 'ram@example.com',
  phone_number: '9841000000',
  state: 'Bagmati',
  city: 'Kathmandu',
  street_address: 'Baneshwor',
  payment_method: 'cod',
};

async function call(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.request(path, { token, headers: { 'X-Forwarded-For': newIp() }, ...init });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: (type.includes('json') ? await res.json() : {}) as Json, res };
}

const addByArea = (token: string, area: Json, quantity = 1) =>
  call(`/api/carts/${tile.slug}/added`, token, { method: 'POST', json: { quantity, area } });
const cartLine = async (token: string, slug = tile.slug) =>
  ((await call('/api/carts', token)).body.products as Json[]).find((line) => line.slug === slug);

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  const shop = await insertShop(server);
  wc = shop.products[0] as ShopProduct;
  // A 600 × 600 mm tile, four a box (1.44 m²), 48 boxes a pallet, Rs 2,160 a box.
  const [row] = await server.app.db
    .update(products)
    .set({ piecesPerBox: 4, mm2PerBox: 1_440_000, boxesPerPallet: 48, price: 2160, unit: 'box' })
    .where(eq(products.id, (shop.products[1] as ShopProduct).id))
    .returning({ id: products.id, slug: products.slug, title: products.title, price: products.price });
  tile = row as ShopProduct;
  owner = await firstOwner(server);
  ram = await registerAndLogin(server);
  sita = await registerAndLogin(server);
});
afterAll(async () => {
  await server.close();
});

describe('packaging in the contract', () => {
  it('the product answers its packaging; other goods answer none', async () => {
    const read = async (slug: string) =>
      (await (await server.request(`/api/products/${slug}`, { key: true })).json()) as Json;
    const product = await read(tile.slug);
    expect(product.product.packaging).toEqual({
      pieces_per_box: 4,
      mm2_per_box: 1_440_000,
      m2_per_box: 1.44,
      boxes_per_pallet: 48,
      grams_per_box: null,
    });
    const other = await read(wc.slug);
    expect(other.product.packaging).toBeNull();
  });

  it("the packaging carries a box's weight, the product's weight, once the back office knows it", async () => {
    const path = `/api/admin/products/${tile.id}`;
    const current = (await call(path, owner.token)).body.product;
    const save = (weight_grams: number | null) =>
      call(path, owner.token, {
        method: 'PUT',
        json: {
          title: current.title,
          product_code: current.product_code,
          price: current.price,
          unit: 'box',
          published: true,
          weight_grams,
          packaging: { pieces_per_box: 4, m2_per_box: 1.44, boxes_per_pallet: 48 },
        },
      });
    const read = async () =>
      ((await (await server.request(`/api/products/${tile.slug}`, { key: true })).json()) as Json).product
        .packaging;
    expect((await save(28_800)).status).toBe(200);
    expect(await read()).toMatchObject({ m2_per_box: 1.44, grams_per_box: 28_800 });
    // The cart's line carries the same packaging (docs/tiles.md "The cart keeps the area").
    const hari = await registerAndLogin(server);
    await call(`/api/carts/${tile.slug}/added`, hari.token, { method: 'POST', json: { quantity: 2 } });
    expect((await cartLine(hari.token))?.packaging.grams_per_box).toBe(28_800);
    // Unknown again: the rest of this file prices delivery of goods that weigh nothing.
    expect((await save(null)).status).toBe(200);
    expect((await read()).grams_per_box).toBeNull();
  });

  it('the back office reads it and writes the m² the staff type as whole mm², refusing finer than a mm²', async () => {
    const path = `/api/admin/products/${tile.id}`;
    const current = (await call(path, owner.token)).body.product;
    expect(current.packaging).toEqual({
      pieces_per_box: 4,
      mm2_per_box: 1_440_000,
      m2_per_box: 1.44,
      boxes_per_pallet: 48,
    });
    const input = {
      title: current.title,
      product_code: current.product_code,
      price: current.price,
      unit: 'box',
      published: true,
      packaging: { pieces_per_box: 3, m2_per_box: 1.92, boxes_per_pallet: 40 },
    };
    const saved = await call(path, owner.token, { method: 'PUT', json: input });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.product.packaging).toEqual({
      pieces_per_box: 3,
      mm2_per_box: 1_920_000,
      m2_per_box: 1.92,
      boxes_per_pallet: 40,
    });
    const finer = await call(path, owner.token, {
      method: 'PUT',
      json: { ...input, packaging: { ...input.packaging, m2_per_box: 1.4400001 } },
    });
    expect(finer.status).toBe(422);
    expect(Object.keys(finer.body.message)).toContain('packaging.m2_per_box');
    // Back to the 600 × 600 tile for the tests below.
    const back = await call(path, owner.token, {
      method: 'PUT',
      json: { ...input, packaging: { pieces_per_box: 4, m2_per_box: 1.44, boxes_per_pallet: 48 } },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });
});

describe('packaging in the CSV', () => {
  const csv = async (body: string) => {
    const res = await server.request('/api/admin/products/import', {
      method: 'POST',
      token: owner.token,
      headers: { 'Content-Type': 'text/csv', 'X-Forwarded-For': newIp() },
      body,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  it('exports pieces, m² and pallets a box, and imports them back (m² stored in whole mm²)', async () => {
    const res = await server.request(`/api/admin/products/export?ids=${tile.id}`, { token: owner.token });
    const [header, line] = (await res.text()).trim().split('\r\n');
    const cells = Object.fromEntries(
      (header ?? '').split(',').map((name, i) => [name, (line ?? '').split(',')[i]]),
    );
    expect([cells.pieces_per_box, cells.m2_per_box, cells.boxes_per_pallet]).toEqual(['4', '1.44', '48']);
    const code = (await server.app.db.select().from(products).where(eq(products.id, tile.id)))[0]
      ?.productCode;
    const changed = await csv(
      `product_code,pieces_per_box,m2_per_box,boxes_per_pallet\r\n${code},3,1.92,40\r\n`,
    );
    expect(changed.body.updated, JSON.stringify(changed.body)).toBe(1);
    const [row] = await server.app.db.select().from(products).where(eq(products.id, tile.id));
    expect([row?.piecesPerBox, row?.mm2PerBox, row?.boxesPerPallet]).toEqual([3, 1_920_000, 40]);
    const finer = await csv(
      `product_code,pieces_per_box,m2_per_box,boxes_per_pallet\r\n${code},3,1.9200001,40\r\n`,
    );
    expect(finer.body.refused).toBe(1);
    expect(finer.body.lines[0].reasons.join(' ')).toMatch(/m2_per_box/);
    await csv(`product_code,pieces_per_box,m2_per_box,boxes_per_pallet\r\n${code},4,1.44,48\r\n`);
  });
});

describe('the cart keeps the area asked', () => {
  it('a 4 × 3 m floor (12 m²) laid herringbone is 10 boxes, 40 pieces, 14.4 m², whatever quantity says', async () => {
    const added = await addByArea(ram.token, { m2: 12, laying_pattern: 'herringbone' }, 3);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe('Added to your cart: 10 boxes for this area.');
    const line = await cartLine(ram.token);
    expect(line?.qty).toBe(10);
    expect(line?.subtotal).toBe(21_600);
    expect(line?.tile).toEqual({
      boxes: 10,
      pieces: 40,
      m2: 14.4,
      sqft: 155.00031,
      asked: { m2: 12, laying_pattern: 'herringbone', wastage_percent: 20 },
    });
    const [row] = await server.app.db.select().from(cartLines).where(eq(cartLines.id, line?.id));
    expect(row?.askedMm2).toBe(12_000_000);
  });

  it('another room with the same wastage adds the areas and counts the boxes for their sum', async () => {
    // 0.6 m² alone would take a whole box; counted with the 12 m² it takes none more than the sum needs:
    // 12.6 m² + 20 % = 15.12 m² → 11 boxes (10 + 1 too, but the line keeps one area, not two).
    await addByArea(ram.token, { m2: 0.6, laying_pattern: 'herringbone' });
    const line = await cartLine(ram.token);
    expect(line?.qty).toBe(11);
    expect(line?.tile.asked).toEqual({ m2: 12.6, laying_pattern: 'herringbone', wastage_percent: 20 });
  });

  it('checks the wastage: custom needs one, a named pattern only its own; goods not sold by area refuse it', async () => {
    const custom = await addByArea(sita.token, { m2: 12, laying_pattern: 'custom' });
    expect(custom.status).toBe(422);
    const wrong = await addByArea(sita.token, { m2: 12, laying_pattern: 'straight', wastage_percent: 5 });
    expect(wrong.status).toBe(422);
    const notTile = await call(`/api/carts/${wc.slug}/added`, sita.token, {
      method: 'POST',
      json: { quantity: 1, area: { m2: 5, laying_pattern: 'straight' } },
    });
    expect(notTile.status).toBe(422);
    const huge = await addByArea(sita.token, { m2: 5000, laying_pattern: 'straight' });
    expect(huge.status).toBe(422);
    const ok = await addByArea(sita.token, { m2: 12, laying_pattern: 'custom', wastage_percent: 5 });
    expect(ok.status).toBe(200);
    expect((await cartLine(sita.token))?.qty).toBe(9); // 12.6 m² / 1.44 = 8.75
  });

  it("a quantity changed by hand clears the area: the boxes are the shopper's own count", async () => {
    const line = await cartLine(sita.token);
    const changed = await call(`/api/carts/${line?.id}/update`, sita.token, {
      method: 'POST',
      json: { quantity: 12 },
    });
    expect(changed.status).toBe(200);
    expect((await cartLine(sita.token))?.tile).toEqual({
      boxes: 12,
      pieces: 48,
      m2: 17.28,
      sqft: 186.000372,
      asked: null,
    });
  });

  it('other goods carry no tile figures', async () => {
    await call(`/api/carts/${wc.slug}/added`, ram.token, { method: 'POST', json: { quantity: 1 } });
    expect(await cartLine(ram.token, wc.slug)).not.toHaveProperty('tile');
  });
});

describe('orders and invoices', () => {
  let slug: string;

  beforeAll(async () => {
    const placed = await call('/api/checkouts', ram.token, { method: 'POST', json: address });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    slug = placed.body.slug;
    // A later change of packaging does not change what was sold.
    await server.app.db.update(products).set({ piecesPerBox: 5 }).where(eq(products.id, tile.id));
  });

  it('order items keep pieces and m² as sold and the area asked, on My Orders and in the HTML invoice', async () => {
    const order = (await call(`/api/customer/orders/${slug}`, ram.token)).body;
    const sold = {
      boxes: 11,
      pieces: 44,
      m2: 15.84,
      sqft: 170.500341,
      asked: { m2: 12.6, laying_pattern: 'herringbone', wastage_percent: 20 },
    };
    const item = (order.items as Json[]).find((i) => i.product_slug === tile.slug);
    expect(item?.tile).toEqual(sold);
    expect((order.items as Json[]).find((i) => i.product_slug === wc.slug)).not.toHaveProperty('tile');
    const line = (order.invoice.lines as Json[]).find((l) => l.quantity === 11);
    expect(line?.tile).toEqual(sold);
  });

  it('the back office order shows the same', async () => {
    const [row] = (await call('/api/admin/orders?per_page=50', owner.token)).body.orders as Json[];
    const detail = (await call(`/api/admin/orders/${row?.id}`, owner.token)).body;
    const item = ((detail.order ?? detail).items as Json[]).find((i) => i.product_slug === tile.slug);
    expect(item?.tile?.pieces).toBe(44);
    expect(item?.tile?.m2).toBe(15.84);
  });

  it('the order mail says the same under the tile, with the area asked', async () => {
    const mails = await server.app.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.to, address.email))
      .orderBy(desc(outbox.id));
    const placed = mails.find((mail) => mail.body.includes(tile.title));
    expect(placed?.body).toContain(
      `${tile.title}\n   11 boxes · 44 pieces · 15.84 m²\n   for 12.6 m² + 20 % herringbone\n   11 × `,
    );
    // Other goods' lines read as they always did.
    expect(placed?.body).toMatch(
      new RegExp(`${wc.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n   \\d+ × `),
    );
  });

  it('the PDF invoice prints boxes, pieces and m² under the tile and the area asked', async () => {
    const res = await server.request(`/api/customer/orders/${slug}/invoice.pdf`, { token: ram.token });
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    let text = '';
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    }
    text = text.replace(/\s+/g, ' ');
    expect(text).toContain('11 boxes · 44 pieces · 15.84 sq.m');
    expect(text).toContain('for 12.6 sq.m + 20 % herringbone');
  });
});
