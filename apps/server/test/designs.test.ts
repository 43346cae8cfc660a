// Designs over real HTTP (docs/tiles.md "Designs"): the back office creates and renames a design and assigns
// products to it with their size and finish (each change audited), the CSV carries the design's slug and the
// finish both ways, and the product page's answer lists the design's published members with their labels,
// prices and whether they have goods, read fresh at every request.
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, stockLocations } from '../src/db/schema.js';
import { receiveMany } from '../src/services/stock.js';
import { firstOwner, type StaffLogin } from './admin-helpers.js';
import { insertShop, type ShopProduct } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let glossy: ShopProduct;
let matt: ShopProduct;
let large: ShopProduct;
let loner: ShopProduct;

interface Member {
  slug: string;
  title: string;
  size: string | null;
  finish: string | null;
  finish_ne: string | null;
  price: number;
  current: boolean;
  in_stock: boolean;
}
interface Design {
  slug: string;
  title: string;
  title_ne: string | null;
  members: Member[];
}

async function designOf(slug: string) {
  const res = await server.request(`/api/products/${slug}/design`, { key: true });
  return { res, body: (await res.json()) as { result: string; design?: Design | null; message?: string } };
}

async function admin(path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.request(path, { token: owner.token, ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The product editor's save: the product as it is, with `changes`. */
async function saveProduct(id: number, changes: Record<string, unknown>) {
  const { body } = await admin(`/api/admin/products/${id}`);
  const p = body.product as Record<string, unknown>;
  const keep = ['title', 'product_code', 'price', 'brand_id', 'category_id', 'size', 'size_unit', 'unit'];
  const json = {
    ...Object.fromEntries(keep.filter((k) => p[k] !== null).map((k) => [k, p[k]])),
    published: true,
    design_id: p.design_id,
    ...(p.finish === null ? {} : { finish: p.finish }),
    ...(p.finish_ne === null ? {} : { finish_ne: p.finish_ne }),
    ...changes,
  };
  return admin(`/api/admin/products/${id}`, { method: 'PUT', json });
}

beforeAll(async () => {
  server = await startServer();
  owner = await firstOwner(server);
  [glossy, matt, large] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
  [loner] = (await insertShop(server)).products as [ShopProduct];
  const db = server.app.db;
  const [warehouse] = await db.select().from(stockLocations).where(eq(stockLocations.slug, 'warehouse'));
  if (!warehouse) throw new Error('the migrations make the warehouse');
  // The glossy one has boxes, the large one is counted and sold out, the matt one is not counted.
  await db.transaction((tx) =>
    receiveMany(tx, [
      { productId: glossy.id, locationId: warehouse.id, code: 'A1', quantity: 12 },
      { productId: large.id, locationId: warehouse.id, code: 'B2', quantity: 0 },
    ]),
  );
}, 120_000);

afterAll(async () => {
  await server.close();
});

let designId: number;

describe('the back office', () => {
  it('creates a design by its names, with an address made from the English, and audits it', async () => {
    const created = await admin('/api/admin/designs', {
      method: 'POST',
      json: { title: 'Statuario marble look', title_ne: 'स्टेचुअरियो मार्बल' },
    });
    expect(created.status).toBe(201);
    const design = created.body.design as { id: number; slug: string; members: unknown[] };
    expect(design).toMatchObject({
      slug: 'statuario-marble-look',
      title: 'Statuario marble look',
      title_ne: 'स्टेचुअरियो मार्बल',
      members: [],
    });
    designId = design.id;
    const again = await admin('/api/admin/designs', {
      method: 'POST',
      json: { title: 'Statuario marble look' },
    });
    expect(again.status).toBe(201);
    expect((again.body.design as { slug: string }).slug).toBe('statuario-marble-look-2');
    const taken = await admin('/api/admin/designs', {
      method: 'POST',
      json: { title: 'Other', slug: 'statuario-marble-look' },
    });
    expect(taken.status).toBe(409);
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminCreateDesign'), eq(auditLog.entityId, String(designId))));
    expect(entry?.after).toMatchObject({ title: 'Statuario marble look', slug: 'statuario-marble-look' });
  });

  it('assigns products to the design with their size and finish in the product editor, audited', async () => {
    // The finish in Nepali beside the English; none written: null, the English on the Nepali pages.
    const assign = [
      [glossy, '600 x 600', 'Glossy', 'चम्किलो'],
      [matt, '600 x 600', 'Matt', 'म्याट'],
      [large, '600 x 1200', 'Glossy', ''],
    ] as const;
    for (const [product, size, finish, finishNe] of assign) {
      const saved = await saveProduct(product.id, {
        design_id: designId,
        size,
        size_unit: 'mm',
        finish,
        finish_ne: finishNe,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.product).toMatchObject({
        design_id: designId,
        finish,
        finish_ne: finishNe || null,
        size,
      });
    }
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminUpdateProduct'), eq(auditLog.entityId, String(matt.id))));
    expect(entry?.before).toMatchObject({ designId: null, finish: null });
    expect(entry?.after).toMatchObject({ designId, finish: 'Matt', finishNe: 'म्याट' });
    const list = await admin('/api/admin/designs');
    const mine = (list.body.designs as { id: number; members: { id: number; size: string }[] }[]).find(
      (d) => d.id === designId,
    );
    expect(mine?.members.map((m) => [m.id, m.size])).toEqual([
      [glossy.id, '600 x 600 mm'],
      [matt.id, '600 x 600 mm'],
      [large.id, '600 x 1200 mm'],
    ]);
  });

  it('refuses a design that does not exist beside its field', async () => {
    const saved = await saveProduct(loner.id, { design_id: 2_000_000 });
    expect(saved.status).toBe(422);
    expect(saved.body.message).toEqual({ design_id: ['There is no such design.'] });
  });
});

describe('GET /api/products/{slug}/design', () => {
  it('lists the design’s members with their labels, prices and stock, the asked one current', async () => {
    const { res, body } = await designOf(matt.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.design).toMatchObject({ slug: 'statuario-marble-look', title_ne: 'स्टेचुअरियो मार्बल' });
    expect(body.design?.members).toEqual([
      expect.objectContaining({
        slug: glossy.slug,
        size: '600 x 600 mm',
        finish: 'Glossy',
        finish_ne: 'चम्किलो',
        price: glossy.price,
        current: false,
        in_stock: true,
      }),
      // Not counted: sells without limit.
      expect.objectContaining({
        slug: matt.slug,
        finish: 'Matt',
        finish_ne: 'म्याट',
        current: true,
        in_stock: true,
      }),
      // Counted, none left.
      expect.objectContaining({
        slug: large.slug,
        size: '600 x 1200 mm',
        finish_ne: null,
        current: false,
        in_stock: false,
      }),
    ]);
  });

  it('is null for a product of no design, and 404 for one that does not exist', async () => {
    expect((await designOf(loner.slug)).body).toEqual({ result: 'success', design: null });
    const missing = await designOf('no-such-tile');
    expect(missing.res.status).toBe(404);
    expect(missing.body).toEqual({ result: 'error', message: 'This product was not found.' });
  });

  it('shows a member renamed or unpublished at once, and a renamed design on every member’s page', async () => {
    const before = await server.request(`/api/products/${glossy.slug}`, { key: true });
    const etag = before.headers.get('etag');
    expect(etag).toBeTruthy();
    const renamed = await saveProduct(large.id, { title: 'Statuario Glossy 600 x 1200' });
    expect(renamed.status).toBe(200);
    const unpublished = await saveProduct(matt.id, { published: false });
    expect(unpublished.status).toBe(200);
    const { body } = await designOf(glossy.slug);
    expect(body.design?.members.map((m) => [m.slug, m.title])).toEqual([
      [glossy.slug, glossy.title],
      [large.slug, 'Statuario Glossy 600 x 1200'],
    ]);
    // The unpublished member has no page, so no choices either.
    expect((await designOf(matt.slug)).res.status).toBe(404);

    const rename = await admin(`/api/admin/designs/${designId}`, {
      method: 'PUT',
      json: { title: 'Statuario', title_ne: 'स्टेचुअरियो' },
    });
    expect(rename.status).toBe(200);
    expect((await designOf(large.slug)).body.design).toMatchObject({ title: 'Statuario' });
    // The catalogue's version moved: every member's kept product page is answered afresh.
    const after = await server.request(`/api/products/${glossy.slug}`, {
      key: true,
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    await saveProduct(matt.id, { published: true });
  });
});

describe('the products CSV', () => {
  const exportRows = async () => {
    const res = await server.request('/api/admin/products/export', { token: owner.token });
    return parse(await res.text(), { columns: true }) as Record<string, string>[];
  };
  const importCsv = async (csv: string) => {
    const res = await server.request('/api/admin/products/import', {
      method: 'POST',
      token: owner.token,
      headers: { 'Content-Type': 'text/csv' },
      body: csv,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('exports the design’s slug and the finish, and importing them back changes nothing', async () => {
    const rows = await exportRows();
    const row = rows.find((r) => r.title === 'Statuario Glossy 600 x 1200');
    expect(row).toMatchObject({ design: 'statuario-marble-look', finish: 'Glossy', size: '600 x 1200' });
    const lonerRow = rows.find((r) => r.slug === loner.slug);
    expect(lonerRow).toMatchObject({ design: '', finish: '' });
    const code = row?.product_code;
    const line = `product_code,design,finish\n${code},statuario-marble-look,Glossy\n`;
    expect((await importCsv(line)).body).toMatchObject({ unchanged: 1, updated: 0, refused: 0 });
  });

  it('assigns and clears a design by its slug, and refuses one that does not exist', async () => {
    const [lonerCode] = await server.app.db
      .select({ code: products.productCode })
      .from(products)
      .where(eq(products.id, loner.id));
    const csv = `product_code,design,finish\n${lonerCode?.code},statuario-marble-look,Rustic\n`;
    expect((await importCsv(csv)).body).toMatchObject({ updated: 1, refused: 0 });
    const { body } = await designOf(loner.slug);
    expect(body.design?.members.find((m) => m.current)).toMatchObject({ finish: 'Rustic' });
    const cleared = await importCsv(`product_code,design,finish\n${lonerCode?.code},,\n`);
    expect(cleared.body).toMatchObject({ updated: 1 });
    expect((await designOf(loner.slug)).body.design).toBeNull();
    const unknown = await importCsv(`product_code,design\n${lonerCode?.code},no-such-design\n`);
    expect(unknown.body).toMatchObject({ refused: 1 });
    expect(JSON.stringify(unknown.body.lines)).toContain('There is no design \\"no-such-design\\".');
  });

  it('exports the finish in Nepali and sets or clears it by import, as the Nepali pages show it', async () => {
    const code = (await exportRows()).find((r) => r.title === 'Statuario Glossy 600 x 1200')?.product_code;
    // The finish in Nepali is a column of its own beside the finish, in the export's order.
    const header = (await (await server.request('/api/admin/products/export', { token: owner.token })).text())
      .split('\n')[0]
      ?.split(',');
    expect(header?.slice(header.indexOf('finish'), header.indexOf('finish') + 2)).toEqual([
      'finish',
      'finish_ne',
    ]);
    const set = await importCsv(`product_code,finish_ne\n${code},सेतो चम्किलो\n`);
    expect(set.body).toMatchObject({ updated: 1, refused: 0 });
    expect((await exportRows()).find((r) => r.product_code === code)).toMatchObject({
      finish: 'Glossy',
      finish_ne: 'सेतो चम्किलो',
    });
    const member = async () => (await designOf(large.slug)).body.design?.members.find((m) => m.current);
    expect(await member()).toMatchObject({ finish: 'Glossy', finish_ne: 'सेतो चम्किलो' });
    // The same file again changes nothing; a file without the column leaves it; an empty cell clears it.
    expect((await importCsv(`product_code,finish_ne\n${code},सेतो चम्किलो\n`)).body).toMatchObject({
      unchanged: 1,
    });
    expect((await importCsv(`product_code,finish\n${code},Glossy\n`)).body).toMatchObject({ unchanged: 1 });
    expect((await importCsv(`product_code,finish_ne\n${code},\n`)).body).toMatchObject({ updated: 1 });
    expect(await member()).toMatchObject({ finish: 'Glossy', finish_ne: null });
    const long = await importCsv(`product_code,finish_ne\n${code},${'म'.repeat(61)}\n`);
    expect(JSON.stringify(long.body.lines)).toContain('finish_ne is longer than 60 characters.');
  });
});
