// The seed catalogue (issue "Seed data") on a real database: counts, the category tree, products with
// their pictures on disk, search text, PDFs, the demo customer and partner, and a larger catalogue that
// reuses the pictures.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { DEMO_CUSTOMER, DEMO_PARTNER_KEY, seed, seedIfEmpty } from '../src/seed/index.js';
import { sha256 } from '../src/services/crypto.js';
import { verifyPassword } from '../src/services/passwords.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let publicDir: string;

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  price: number;
  product_code: string;
  category_id: number;
  category_ids: number[];
  unit: string;
  size: string | null;
  size_unit: string | null;
  description: string;
  tabs: { title: string; content: string }[];
  images: { path: string; widths: number[]; width: number; height: number; alt: string }[];
  search_text: string;
  trending: boolean;
  brand: string;
  colour: string;
  colour_hex: string;
  size_title: string;
  seo_title: string;
}

const productsOf = (s: TestServer) =>
  queryRows<ProductRow>(
    s.app.db,
    sql`select p.id, p.slug, p.title, p.price, p.product_code, p.category_id, p.category_ids, p.unit, p.size,
          p.size_unit, p.description, p.tabs, p.images, p.search_text, p.trending, p.seo_title,
          b.title as brand, c.subtitle as colour, c.title as colour_hex, z.title as size_title
        from products p join brands b on b.id = p.brand_id join colors c on c.id = p.color_id
        join sizes z on z.id = p.size_id order by p.id`,
  );

/** Every file under uploads/public with its modification time. */
function snapshot(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const group of readdirSync(dir)) {
    for (const name of readdirSync(join(dir, group))) {
      files.set(`${group}/${name}`, statSync(join(dir, group, name)).mtimeMs);
    }
  }
  return files;
}

beforeAll(async () => {
  server = await startServer();
  publicDir = join(server.config.dataDir, 'uploads', 'public');
  await seed(server.app.db, { dataDir: server.config.dataDir });
}, 240_000);

afterAll(async () => {
  await server.close();
});

describe('seed: the default catalogue', () => {
  it('has the brands, a three-level category tree and 300+ products', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      server.app.db,
      sql`select (select count(*)::int from brands) as brands, (select count(*)::int from products) as products,
        (select count(*)::int from categories where show_on_home) as home,
        (select count(*)::int from categories where depth = 2) as children`,
    );
    expect(counts?.brands).toBeGreaterThanOrEqual(12);
    expect(counts?.products).toBeGreaterThanOrEqual(300);
    expect(counts?.home).toBeGreaterThanOrEqual(18);
    expect(counts?.children).toBeGreaterThan(20);

    const cats = await queryRows<{
      id: number;
      slug: string;
      depth: number;
      parent_id: number | null;
      image: { path: string };
    }>(server.app.db, sql`select id, slug, depth, parent_id, image from categories`);
    const bySlug = new Map(cats.map((c) => [c.slug, c]));
    for (const slug of ['tiles', 'bath-ware', 'sanitaryware', 'kitchen', 'lighting']) {
      expect(bySlug.get(slug)?.depth, slug).toBe(0);
    }
    expect(bySlug.get('floor-tiles')?.parent_id).toBe(bySlug.get('tiles')?.id);
    expect(bySlug.get('vitrified-tiles')?.parent_id).toBe(bySlug.get('floor-tiles')?.id);
    expect(bySlug.get('wall-hung-wc')?.depth).toBe(2);
    const byId = new Map(cats.map((c) => [c.id, c]));
    for (const c of cats) {
      // A child's depth is its parent's plus one; every category has its icon on disk.
      if (c.parent_id !== null) expect(byId.get(c.parent_id)?.depth).toBe(c.depth - 1);
      else expect(c.depth).toBe(0);
      expect(existsSync(join(publicDir, `${c.image.path}-256.webp`)), c.image.path).toBe(true);
    }
    const brands = await queryRows<{ image: { path: string; widths: number[] } }>(
      server.app.db,
      sql`select image from brands`,
    );
    for (const b of brands) {
      for (const w of b.image.widths)
        expect(existsSync(join(publicDir, `${b.image.path}-${w}.webp`))).toBe(true);
    }
  });

  it('gives every product codes, prices, sizes, colours, HTML, tabs and 2+ pictures on disk', async () => {
    const rows = await productsOf(server);
    const codes = new Set<string>();
    const checked = new Set<string>();
    for (const p of rows) {
      expect(p.product_code).toMatch(/^[A-Z]{2}-[A-Z]{2}-\d{4,}$/);
      codes.add(p.product_code);
      expect(p.price).toBeGreaterThan(0);
      expect(['box', 'piece', 'set']).toContain(p.unit);
      expect(p.size_unit).toBe('mm');
      expect(p.size_title).toBe(`${p.size} mm`);
      expect(p.colour_hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(p.description).toMatch(/^<p>/);
      expect(p.tabs.map((t) => t.title)).toEqual(
        expect.arrayContaining(['Additional Information', 'Care & Warranty']),
      );
      expect(p.seo_title).toContain(p.title);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      for (const image of p.images) {
        expect(image.alt).not.toBe('');
        if (checked.has(image.path)) continue;
        checked.add(image.path);
        for (const w of image.widths) {
          expect(existsSync(join(publicDir, `${image.path}-${w}.webp`)), `${image.path}-${w}`).toBe(true);
        }
      }
    }
    expect(codes.size).toBe(rows.length);
    // Products share pictures by kind and colour: a few per product line, not one per product.
    expect(checked.size).toBeLessThanOrEqual(160);
    expect(rows.filter((p) => p.trending)).toHaveLength(12);
    // The files are really served.
    const first = rows[0]?.images[0];
    const res = await server.request(`/uploads/${first?.path}-320.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/webp');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
  });

  it('keeps categoryIds (own + ancestors) and searchText (title, code, brand, categories, colour, size)', async () => {
    const rows = await productsOf(server);
    const cats = await queryRows<{ id: number; parent_id: number | null; title: string; slug: string }>(
      server.app.db,
      sql`select id, parent_id, title, slug from categories`,
    );
    const byId = new Map(cats.map((c) => [c.id, c]));
    for (const p of rows) {
      const chain: number[] = [];
      for (let c = byId.get(p.category_id); c; c = c.parent_id === null ? undefined : byId.get(c.parent_id)) {
        chain.push(c.id);
      }
      expect(p.category_ids[0]).toBe(p.category_id);
      expect([...p.category_ids].sort()).toEqual([...chain].sort());
      const top = byId.get(chain.at(-1) ?? 0);
      expect(top?.parent_id).toBeNull();
      expect(p.search_text).toContain(p.title);
      expect(p.search_text).toContain(p.product_code);
      expect(p.search_text).toContain(p.brand);
      expect(p.search_text).toContain(p.colour);
      expect(p.search_text).toContain(p.size_title);
      for (const id of chain) expect(p.search_text).toContain(byId.get(id)?.title);
    }
    // Realistic Rs prices by line.
    const idOf = (slug: string) => cats.find((c) => c.slug === slug)?.id ?? -1;
    const within = (slug: string, min: number, max: number, unit?: string) => {
      const list = rows.filter((p) => p.category_ids.includes(idOf(slug)));
      expect(list.length, slug).toBeGreaterThan(0);
      for (const p of list) {
        expect(p.price, p.title).toBeGreaterThanOrEqual(min);
        expect(p.price, p.title).toBeLessThanOrEqual(max);
        if (unit) expect(p.unit).toBe(unit);
      }
    };
    within('tiles', 800, 4_500, 'box');
    within('water-closets', 12_000, 95_000);
    within('faucets', 2_500, 25_000, 'piece');
    within('lighting', 900, 15_000, 'piece');
  });

  it('writes real multi-page catalogue PDFs and the content the shop needs', async () => {
    const list = await queryRows<{ slug: string; file: string }>(
      server.app.db,
      sql`select slug, file from catalogues`,
    );
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const c of list) {
      expect(c.file).toBe(`catalogues/${c.slug}.pdf`);
      const bytes = readFileSync(join(publicDir, c.file));
      expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    }

    const pageSlugs = (
      await queryRows<{ slug: string; seo_title: string }>(
        server.app.db,
        sql`select slug, seo_title from pages`,
      )
    )
      .filter((p) => p.seo_title !== '')
      .map((p) => p.slug);
    expect(pageSlugs).toEqual(
      expect.arrayContaining([
        'products',
        'contact-us',
        'who-we-are',
        'dealer-policy',
        'terms-and-condition',
        'privacy-policy',
      ]),
    );

    const shops = await queryRows<{ slug: string; hours: string; map_url: string; latitude: string }>(
      server.app.db,
      sql`select slug, hours, map_url, latitude from showrooms order by sort_order`,
    );
    expect(shops.map((s) => s.slug)).toEqual(['head-office', 'chabahil', 'pepsicola']);
    for (const s of shops) {
      expect(s.hours).toBe('10:00Am - 6:00PM (Sunday - Friday)');
      expect(s.map_url).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
      expect(Number(s.latitude)).toBeCloseTo(27.7, 0);
    }

    const today = new Date().toISOString().slice(0, 10);
    const jobs = await queryRows<{ date: string; deadline: string }>(
      server.app.db,
      sql`select to_char(date, 'YYYY-MM-DD') as date, to_char(deadline, 'YYYY-MM-DD') as deadline from jobs`,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(4);
    for (const j of jobs) {
      expect(j.date < today).toBe(true);
      expect(j.deadline > today).toBe(true);
    }
    const faqs = await queryRows<{ title: string; n: number }>(
      server.app.db,
      sql`select t.title, count(f.id)::int as n from faq_types t join faqs f on f.type_id = t.id group by t.title`,
    );
    expect(faqs.length).toBeGreaterThanOrEqual(5);
    for (const f of faqs) expect(f.n).toBeGreaterThanOrEqual(3);
    const [c] = await queryRows<Record<string, number>>(
      server.app.db,
      sql`select (select count(*)::int from blogs) as blogs, (select count(*)::int from testimonials) as testimonials,
        (select count(*)::int from banners where link like '/%') as banners,
        (select count(*)::int from complaint_symptoms) as symptoms,
        (select count(*)::int from plugins where tag_type <> 'Meta') as unsafe_plugins,
        (select count(*)::int from plugins) as plugins`,
    );
    expect(c?.blogs).toBeGreaterThanOrEqual(6);
    expect(c?.testimonials).toBeGreaterThanOrEqual(5);
    expect(c?.banners).toBeGreaterThanOrEqual(3);
    expect(c?.symptoms).toBeGreaterThanOrEqual(8);
    expect(c?.plugins).toBeGreaterThan(0);
    expect(c?.unsafe_plugins).toBe(0);
  });

  it('has the demo customer with orders in every status, a cart, a wishlist and the demo partner key', async () => {
    const [customer] = await queryRows<{ id: number; name: string; password_hash: string }>(
      server.app.db,
      sql`select id, name, password_hash from customers where email = ${DEMO_CUSTOMER.email}`,
    );
    expect(customer?.name).toBe('Demo Customer');
    expect(await verifyPassword(customer?.password_hash ?? '', 'sajilo-demo-password')).toBe(true);
    expect(await verifyPassword(customer?.password_hash ?? '', 'wrong-password-here')).toBe(false);

    const orders = await queryRows<{ status: number; total_amount: number; items: number; sum: number }>(
      server.app.db,
      sql`select o.status, o.total_amount, count(i.id)::int as items, sum(i.total)::int as sum,
            bool_and(i.total = i.amount * i.quantity) as consistent
          from orders o join order_items i on i.order_id = o.id
          where o.customer_id = ${customer?.id ?? 0} group by o.id`,
    );
    expect([...new Set(orders.map((o) => o.status))].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const o of orders) {
      expect(o.items).toBeGreaterThan(0);
      expect(o.total_amount).toBe(o.sum);
      expect(o).toMatchObject({ consistent: true });
    }
    const [own] = await queryRows<{ cart: number; wishes: number }>(
      server.app.db,
      sql`select (select count(*)::int from cart_lines where customer_id = ${customer?.id ?? 0}) as cart,
        (select count(*)::int from wishlist_items where customer_id = ${customer?.id ?? 0}) as wishes`,
    );
    expect(own).toEqual({ cart: 2, wishes: 3 });

    const [partner] = await queryRows<{ kind: string; allowed_origins: string[]; forms_per_minute: number }>(
      server.app.db,
      sql`select kind, allowed_origins, forms_per_minute from api_clients where key_hash = ${sha256(DEMO_PARTNER_KEY)}`,
    );
    expect(partner).toEqual({
      kind: 'partner',
      allowed_origins: ['http://localhost:4100', 'http://127.0.0.1:4100'],
      forms_per_minute: 5,
    });
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty(server.app.db, { dataDir: server.config.dataDir })).toBe(false);
  });
});

describe('seed: a larger catalogue', () => {
  let big: TestServer;
  afterAll(async () => {
    await big?.close();
  });

  it('leaves an empty database when it fails, so the next start seeds again', {
    timeout: 60_000,
  }, async () => {
    big = await startServer();
    // A data folder that is a file: no picture can be written, so the transaction must roll back.
    const notADirectory = join(big.config.dataDir, 'not-a-directory');
    writeFileSync(notADirectory, 'x');
    await expect(seed(big.app.db, { dataDir: notADirectory, products: 20 })).rejects.toThrow();
    const [row] = await queryRows<{ products: number; brands: number; customers: number }>(
      big.app.db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from brands) as brands,
        (select count(*)::int from customers) as customers`,
    );
    expect(row).toEqual({ products: 0, brands: 0, customers: 0 });
  });

  it('builds exactly N products from the same pictures without rendering any', {
    timeout: 120_000,
  }, async () => {
    const before = snapshot(publicDir);
    // The first server's uploads: every picture the larger catalogue needs is already there.
    expect(await seedIfEmpty(big.app.db, { dataDir: server.config.dataDir, products: 1500 })).toBe(true);
    expect(snapshot(publicDir)).toEqual(before);

    const rows = await productsOf(big);
    expect(rows).toHaveLength(1500);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(1500);
    const paths = new Set(rows.flatMap((p) => p.images.map((i) => i.path)));
    for (const path of paths) expect(existsSync(join(publicDir, `${path}-320.webp`)), path).toBe(true);
    const variant = rows.at(-1);
    expect(variant?.search_text).toContain(variant?.brand);
    expect(variant?.search_text).toContain(variant?.product_code);
    expect(variant?.images[0]?.alt).toBe(variant?.title);
  });
});
