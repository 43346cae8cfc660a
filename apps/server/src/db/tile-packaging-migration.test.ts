// Migration 0026 moves a tile's m² a box to whole mm² with its pieces and pallets (docs/tiles.md
// "Packaging"): a database at 0025 with tiles in it is migrated, and each product's packaging checked.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const packaging = files.findIndex((name) => name.includes('_tile_packaging'));

let db: PGlite;

async function apply(name: string) {
  for (const statement of readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const name of files.slice(0, packaging)) await apply(name);
  const tile = (slug: string, size: string | null, coverage: string | null) =>
    db.query(
      `insert into products (slug, title, price, product_code, category_ids, images, size, coverage_per_box)
       values ($1, $1, 2160, $1, '{}', '[]', $2, $3)`,
      [slug, size, coverage],
    );
  await tile('six-hundred', '600 x 600', '1.44');
  await tile('plank', '200x1200', '1.440');
  await tile('no-size', null, '1.5');
  await tile('odd', '595 x 595', '1.416');
  await tile('basin', '520 x 360 x 350', null);
  await apply(files[packaging] as string);
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe('migration 0026 (tile packaging)', () => {
  it('is the migration after 0025', () => {
    expect(files[packaging]).toMatch(/^0026_/);
  });

  it('moves m² a box to whole mm², reads the pieces from the size, and leaves other goods without packaging', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      'select slug, pieces_per_box, mm2_per_box, boxes_per_pallet from products order by id',
    );
    expect(rows).toEqual([
      { slug: 'six-hundred', pieces_per_box: 4, mm2_per_box: 1_440_000, boxes_per_pallet: 40 },
      { slug: 'plank', pieces_per_box: 6, mm2_per_box: 1_440_000, boxes_per_pallet: 40 },
      { slug: 'no-size', pieces_per_box: 1, mm2_per_box: 1_500_000, boxes_per_pallet: 40 },
      { slug: 'odd', pieces_per_box: 4, mm2_per_box: 1_416_000, boxes_per_pallet: 40 },
      { slug: 'basin', pieces_per_box: null, mm2_per_box: null, boxes_per_pallet: null },
    ]);
    const columns = await db.query(
      "select 1 from information_schema.columns where table_name = 'products' and column_name = 'coverage_per_box'",
    );
    expect(columns.rows).toHaveLength(0);
  });

  it('refuses a packaging with a zero or a missing figure', async () => {
    await expect(
      db.query(`update products set pieces_per_box = 0 where slug = 'six-hundred'`),
    ).rejects.toThrow(/products_packaging_check/);
    await expect(
      db.query(`update products set boxes_per_pallet = null where slug = 'six-hundred'`),
    ).rejects.toThrow(/products_packaging_check/);
  });

  it('keeps an asked area with its pattern and wastage, or none of them, on cart lines', async () => {
    await db.query(
      `insert into customers (name, email, phone_number, password_hash) values ('A', 'a@b.c', '9841000000', 'x')`,
    );
    const line = (asked: number | null, pattern: string | null, wastage: number | null) =>
      db.query(
        `insert into cart_lines (customer_id, product_id, quantity, asked_mm2, laying_pattern, wastage_percent)
         values ((select id from customers limit 1), (select id from products where slug = 'plank'), 1, $1, $2, $3)`,
        [asked, pattern, wastage],
      );
    await expect(line(12_000_000, 'herringbone', 60)).rejects.toThrow(/cart_lines_area_check/);
    await expect(line(12_000_000, null, 10)).rejects.toThrow(/cart_lines_area_check/);
    await expect(line(12_000_000, 'herringbone', 20)).resolves.toBeDefined();
  });
});
