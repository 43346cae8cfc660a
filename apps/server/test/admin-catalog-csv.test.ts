// The products' CSV export and import over HTTP: a round trip changes nothing, an import creates and updates
// by product code and refuses bad lines with their reasons while the rest go in, a second run of the same
// file changes nothing, and the storefront shows the result at once.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { Lookups } from '../src/services/admin/catalog.js';
import { firstOwner, type StaffLogin } from './admin-helpers.js';
import { type CatalogFixture, insertCatalog } from './fixtures/catalog.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let fx: CatalogFixture;
let owner: StaffLogin;

beforeAll(async () => {
  server = await startServer();
  fx = await insertCatalog(server.app.db);
  owner = await firstOwner(server);
}, 180_000);
afterAll(async () => {
  await server.close();
});

interface Report {
  result: string;
  message: string;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  lines: { line: number; product_code: string | null; outcome: string; reasons: string[] }[];
}

const exportCsv = async () => {
  const res = await server.request('/api/admin/products/export', { token: owner.token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  return res.text();
};
const importCsv = async (csv: string) => {
  const res = await server.request('/api/admin/products/import', {
    method: 'POST',
    token: owner.token,
    headers: { 'Content-Type': 'text/csv' },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as Report };
};

it('exports only the chosen products with ids, and refuses ids that are not product ids', async () => {
  const chosen = fx.products.slice(1, 3);
  const query = chosen.map((p) => `ids=${p.id}`).join('&');
  const res = await server.request(`/api/admin/products/export?${query}&ids=2147483647`, {
    token: owner.token,
  });
  expect(res.status).toBe(200);
  const rows = parse(await res.text(), { columns: true }) as Record<string, string>[];
  // In id order; an id that names no product is left out.
  expect(rows.map((r) => r.product_code)).toEqual(
    [...chosen].sort((a, b) => a.id - b.id).map((p) => p.productCode),
  );
  const one = await server.request(`/api/admin/products/export?ids=${chosen[0]?.id}`, { token: owner.token });
  expect(parse(await one.text(), { columns: true })).toHaveLength(1);
  for (const bad of ['ids=0', 'ids=x', `ids=${chosen[0]?.id}&ids=${chosen[0]?.id}`]) {
    const refused = await server.request(`/api/admin/products/export?${bad}`, { token: owner.token });
    expect(refused.status, bad).toBe(400);
  }
});

it('exports every product with its names, and importing the export changes nothing', async () => {
  const csv = await exportCsv();
  const rows = parse(csv, { columns: true }) as Record<string, string>[];
  expect(rows.length).toBe(fx.products.length);
  const first = fx.products[0];
  const row = rows.find((r) => r.product_code === first?.productCode);
  expect(row).toMatchObject({
    title: first?.title,
    brand: first?.brand,
    price: String(first?.price),
    published: 'true',
  });
  const [version] = await queryRows<{ version: string }>(
    server.app.db,
    sql`select version::text from catalog_version`,
  );
  const again = await importCsv(csv);
  expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(200);
  expect(again.body).toMatchObject({ created: 0, updated: 0, refused: 0, unchanged: fx.products.length });
  // Nothing was written: the catalogue's version did not move.
  const [after] = await queryRows<{ version: string }>(
    server.app.db,
    sql`select version::text from catalog_version`,
  );
  expect(after?.version).toBe(version?.version);
});

it('keeps a product findable by its Nepali name after an import changes it', async () => {
  const known = fx.products[2];
  if (!known) throw new Error('fixture too small');
  await server.app.db.execute(
    sql`update products set title_ne = 'परीक्षण बेसिन', search_text = search_text || ' परीक्षण बेसिन'
      where product_code = ${known.productCode}`,
  );
  const found = async () => {
    const res = await server.request(`/api/search?search=${encodeURIComponent('परीक्षण')}`, { key: true });
    return ((await res.json()) as { products: { slug: string }[] }).products.map((p) => p.slug);
  };
  expect(await found()).toEqual([known.slug]);
  const changed = await importCsv(`product_code,price\n${known.productCode},${known.price + 1}\n`);
  expect(changed.body).toMatchObject({ updated: 1, refused: 0 });
  expect(await found()).toEqual([known.slug]);
  // The export imported back still changes nothing.
  expect((await importCsv(await exportCsv())).body).toMatchObject({ updated: 0, refused: 0 });
});

it('gives back, by migration, the Nepali name an import before that fix dropped, as the editor writes it', async () => {
  // Two products with Nepali names whose search text an import wrote without them, as it did before.
  const [a, b] = fx.products.slice(3, 5);
  if (!a || !b) throw new Error('fixture too small');
  for (const [product, name] of [
    [a, 'पहिलो टायल'],
    [b, 'दोस्रो धारा'],
  ] as const) {
    await server.app.db.execute(sql`update products set title_ne = ${name} where id = ${product.id}`);
  }
  const lookups = await Lookups.load(server.app.db);
  const rows = async () =>
    (
      await queryRows<{
        id: number;
        title: string;
        title_ne: string | null;
        product_code: string;
        brand_id: number | null;
        category_ids: number[];
        color_id: number | null;
        size_id: number | null;
        size: string | null;
        search_text: string;
      }>(server.app.db, sql`select * from products order by id`)
    ).map((row) => ({
      row,
      written: (titleNe: string | null) =>
        lookups.searchText({
          title: row.title,
          titleNe,
          productCode: row.product_code,
          brandId: row.brand_id,
          categoryIds: row.category_ids,
          colorId: row.color_id,
          sizeId: row.size_id,
          size: row.size,
        }),
    }));
  for (const { row, written } of await rows()) {
    await server.app.db.execute(sql`update products set search_text = ${written(null)} where id = ${row.id}`);
  }
  const migration = readFileSync(
    new URL('../src/db/migrations/0048_search_text_nepali_name.sql', import.meta.url),
    'utf8',
  );
  await server.app.db.execute(sql.raw(migration));
  const after = await rows();
  expect(after.filter(({ row }) => row.title_ne).length).toBeGreaterThanOrEqual(2);
  // Every product's search text is what the editor would write: the Nepali names back, the rest untouched.
  expect(after.map(({ row }) => row.search_text)).toEqual(
    after.map(({ row, written }) => written(row.title_ne)),
  );
  const found = async (term: string) => {
    const res = await server.request(`/api/search?search=${encodeURIComponent(term)}`, { key: true });
    return ((await res.json()) as { products: { slug: string }[] }).products.map((p) => p.slug);
  };
  expect(await found('पहिलो टायल')).toEqual([a.slug]);
  expect(await found('दोस्रो')).toEqual([b.slug]);
});

it('creates and updates by code, refuses bad lines with reasons, and a second run changes nothing', async () => {
  const known = fx.products[1];
  if (!known) throw new Error('fixture too small');
  const csv = [
    'product_code,title,brand,category,colour,price,sale_price,stock,published,description',
    `NEW-1,Ceramic Basin,jaquar,wash-basins,White,"12,500",,4,true,"<p>Oval <script>x</script>basin</p>"`,
    `${known.productCode},${known.title},${known.brand},,,999,,0,true,`,
    'NEW-2,No Such Brand,nobrand,,,100,,,true,',
    'NEW-3,Bad Price,,,,12.50,,,true,',
    'NEW-1,Duplicate,,,,100,,,true,',
    'NEW-4,,,,,100,,,true,',
    'NEW-5,Sale Too High,,,,100,150,,true,',
    'bad code!,Bad Code,,,,100,,,true,',
    `NEW-6,"'=HYPERLINK(""x"")",,,,100,,,false,`,
    'NEW-7,Short line',
  ].join('\r\n');
  const first = await importCsv(csv);
  expect(first.status, JSON.stringify(first.body).slice(0, 500)).toBe(200);
  const outcome = Object.fromEntries(first.body.lines.map((l) => [l.line, [l.outcome, l.reasons.join(' ')]]));
  expect(outcome[2]).toEqual(['created', '']);
  expect(outcome[3]).toEqual(['updated', '']);
  expect(outcome[4]).toEqual(['refused', 'There is no brand "nobrand".']);
  expect(outcome[5]?.[1]).toMatch(/price "12.50" is not a whole number/);
  expect(outcome[6]).toEqual(['refused', 'product_code NEW-1 is on line 2 already.']);
  expect(outcome[7]).toEqual(['refused', 'A new product needs a title.']);
  expect(outcome[8]).toEqual(['refused', 'The sale price must be below the price.']);
  expect(outcome[9]?.[0]).toBe('refused');
  expect(outcome[10]).toEqual(['created', '']);
  expect(outcome[11]?.[0]).toBe('refused');
  expect(first.body).toMatchObject({ created: 2, updated: 1, refused: 7 });

  // The storefront shows the new product and the new price at once; the description was sanitised.
  const page = await server.request('/api/products/ceramic-basin', { key: true });
  expect(page.status).toBe(200);
  const product = (
    (await page.json()) as { product: { price: number; description: string; brand: { slug: string } } }
  ).product;
  expect(product).toMatchObject({
    price: 12500,
    description: '<p>Oval basin</p>',
    brand: { slug: 'jaquar' },
  });
  const updated = (await (await server.request(`/api/products/${known.slug}`, { key: true })).json()) as {
    product: { price: number };
  };
  expect(updated.product.price).toBe(999);
  // The formula guard's quote is taken back: the title is what was meant, and is quoted off again on export.
  const [formula] = await queryRows<{ title: string; published: boolean }>(
    server.app.db,
    sql`select title, published from products where product_code = 'NEW-6'`,
  );
  expect(formula).toEqual({ title: '=HYPERLINK("x")', published: false });
  expect(await exportCsv()).toContain(`NEW-6,"'=HYPERLINK(""x"")"`);

  const second = await importCsv(csv);
  expect(second.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, refused: 7 });
});

it('refuses a file it cannot read as a whole: unknown columns, no product_code, not CSV, no body', async () => {
  const unknown = await importCsv('product_code,colour_name\nA-1,Red\n');
  expect(unknown.status).toBe(400);
  expect(JSON.stringify(unknown.body.message)).toContain('Unknown column: colour_name');
  expect((await importCsv('title,price\nA,1\n')).status).toBe(400);
  expect((await importCsv('product_code,title\n"A-1,unterminated\n')).status).toBe(400);
  expect((await importCsv('')).status).toBe(400);
  const json = await server.request('/api/admin/products/import', {
    method: 'POST',
    token: owner.token,
    json: {},
  });
  expect(json.status).toBe(415);
});

it('is all-or-nothing: a file that breaks after 2,500 good lines imports none of them', async () => {
  const count = async () =>
    (await queryRows<{ n: number }>(server.app.db, sql`select count(*)::int as n from products`))[0]?.n;
  const before = await count();
  const good = Array.from({ length: 2_500 }, (_, i) => `WHOLE-${i},Whole Tile ${i},100,true`);
  // Two batches' worth of good lines are written before the parser meets the broken quote.
  const broken = ['product_code,title,price,published', ...good, '"WHOLE-X,unterminated'].join('\n');
  const failed = await importCsv(broken);
  expect(failed.status).toBe(400);
  expect(await count()).toBe(before);
  const storefront = await server.request('/api/products/whole-tile-0', { key: true });
  expect(storefront.status).toBe(404);

  // The same lines without the broken one go in whole, and the report names its record.
  const whole = await importCsv(['product_code,title,price,published', ...good].join('\n'));
  expect(whole.status).toBe(200);
  expect(whole.body).toMatchObject({ created: 2_500, refused: 0, import_id: expect.any(Number) });
  expect(await count()).toBe((before ?? 0) + 2_500);

  // Each import is recorded with how it ended: the done one with its counts, the failed one with why.
  const list = await server.request('/api/admin/products/imports', { token: owner.token });
  expect(list.status).toBe(200);
  const { imports } = (await list.json()) as {
    imports: { id: number; status: string; reason: string | null; created: number; staff_name: string }[];
  };
  expect(imports[0]).toMatchObject({
    id: (whole.body as Report & { import_id: number }).import_id,
    status: 'done',
    created: 2_500,
    reason: null,
    staff_name: 'Asha Owner',
  });
  expect(imports[1]).toMatchObject({ status: 'failed', created: 0 });
  expect(imports[1]?.reason).toMatch(/could not be read as CSV/);
});

// PostgreSQL only: on PGlite, one connection, the second import simply waits for the first to end.
it.skipIf(!process.env.TEST_DATABASE_URL)(
  'runs one import at a time: while one runs, another is refused with 409',
  async () => {
    // Held the way a running import holds it: its transaction's lock (services/admin/product-imports.ts).
    let release = () => {};
    const holding = server.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${0x49_4d_50_54}::int, 0)`);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const refused = await importCsv('product_code,title,price\nONE-AT-A-TIME,One,100\n');
    release();
    await holding;
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body.message)).toMatch(/Another import is running/);
  },
);

it('reads and writes one unit’s weight as weight_kg, stored in grams (docs/delivery.md)', async () => {
  const csv = [
    'product_code,title,price,weight_kg',
    'WEIGHED-BOX,Tile box,2400,28.5',
    'WEIGHED-TAP,Tap,1800,1.25',
    'WEIGHED-NONE,Light,900,',
    'WEIGHED-BAD,Bad,900,-2',
    'WEIGHED-ZERO,Zero,900,0',
  ].join('\n');
  const { status, body } = await importCsv(csv);
  expect(status).toBe(200);
  expect(body.lines.filter((l) => l.outcome === 'refused').map((l) => l.product_code)).toEqual([
    'WEIGHED-BAD',
    'WEIGHED-ZERO',
  ]);
  expect(body.lines.find((l) => l.product_code === 'WEIGHED-BAD')?.reasons).toEqual([
    'weight_kg "-2" is not a weight in kilograms above 0 (at most 3 decimals).',
  ]);
  const rows = await queryRows<{ product_code: string; weight_grams: number | null }>(
    server.app.db,
    sql`select product_code, weight_grams from products where product_code like 'WEIGHED-%' order by product_code`,
  );
  expect(rows).toEqual([
    { product_code: 'WEIGHED-BOX', weight_grams: 28_500 },
    { product_code: 'WEIGHED-NONE', weight_grams: null },
    { product_code: 'WEIGHED-TAP', weight_grams: 1_250 },
  ]);
  const exported = parse(await exportCsv(), { columns: true }) as Record<string, string>[];
  expect(exported.find((r) => r.product_code === 'WEIGHED-BOX')?.weight_kg).toBe('28.5');
  expect(exported.find((r) => r.product_code === 'WEIGHED-NONE')?.weight_kg).toBe('');
  // The same file again changes nothing.
  const again = await importCsv(csv.split('\n').slice(0, 4).join('\n'));
  expect(again.body.unchanged).toBe(3);
});
