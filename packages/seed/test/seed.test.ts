// The seed catalogue (docs/server.md "The demo shop") on a real database: counts, the category tree, products
// with their pictures in the files table, search text, PDFs, the demo customer and partner, and a larger
// catalogue that reuses the pictures.

import { emptyTables } from '@sajilo/server/db/empty';
import { queryRows } from '@sajilo/server/db/query';
import { files } from '@sajilo/server/db/schema';
import { sha256 } from '@sajilo/server/services/crypto';
import { verifyPassword } from '@sajilo/server/services/passwords';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CUSTOMER,
  DEMO_OWNER,
  DEMO_PARTNER_KEY,
  seed,
  seedDemoOwner,
  seedIfEmpty,
} from '../src/index.js';
import { type Shop, startShop } from './shop.js';

let server: Shop;

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  title_ne: string | null;
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

const productsOf = (s: Shop) =>
  queryRows<ProductRow>(
    s.db,
    sql`select p.id, p.slug, p.title, p.title_ne, p.price, p.product_code, p.category_id, p.category_ids, p.unit, p.size,
          p.size_unit, p.description, p.tabs, p.images, p.search_text, p.trending, p.seo_title,
          b.title as brand, c.subtitle as colour, c.title as colour_hex, z.title as size_title
        from products p join brands b on b.id = p.brand_id join colors c on c.id = p.color_id
        join sizes z on z.id = p.size_id order by p.id`,
  );

/** Every stored file with when it was written. */
async function snapshot(s: Shop): Promise<Map<string, string>> {
  const rows = await queryRows<{ path: string; created_at: string }>(
    s.db,
    sql`select path, created_at::text from files order by path`,
  );
  return new Map(rows.map((r) => [r.path, r.created_at]));
}

/** Which of `paths` are stored as public files. */
async function publicFiles(s: Shop, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await s.db
    .select({ path: files.path })
    .from(files)
    .where(and(eq(files.public, true), inArray(files.path, paths)));
  return new Set(rows.map((r) => r.path));
}

beforeAll(async () => {
  server = await startShop();
  await seed(server.db);
}, 240_000);

afterAll(async () => {
  await server.close();
});

describe('seed: the default catalogue', () => {
  it('has the brands, a three-level category tree and 300+ products', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      server.db,
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
    }>(server.db, sql`select id, slug, depth, parent_id, image from categories`);
    const bySlug = new Map(cats.map((c) => [c.slug, c]));
    for (const slug of ['tiles', 'bath-ware', 'sanitaryware', 'kitchen', 'lighting']) {
      expect(bySlug.get(slug)?.depth, slug).toBe(0);
    }
    expect(bySlug.get('floor-tiles')?.parent_id).toBe(bySlug.get('tiles')?.id);
    expect(bySlug.get('vitrified-tiles')?.parent_id).toBe(bySlug.get('floor-tiles')?.id);
    expect(bySlug.get('wall-hung-wc')?.depth).toBe(2);
    const byId = new Map(cats.map((c) => [c.id, c]));
    for (const c of cats) {
      // A child's depth is its parent's plus one; every category has its icon stored.
      if (c.parent_id !== null) expect(byId.get(c.parent_id)?.depth).toBe(c.depth - 1);
      else expect(c.depth).toBe(0);
    }
    const icons = cats.map((c) => `${c.image.path}-256.webp`);
    const storedIcons = await publicFiles(server, icons);
    expect(icons.filter((path) => !storedIcons.has(path))).toEqual([]);
    const brands = await queryRows<{ image: { path: string; widths: number[] } }>(
      server.db,
      sql`select image from brands`,
    );
    const logos = brands.flatMap((b) => b.image.widths.map((w) => `${b.image.path}-${w}.webp`));
    const storedLogos = await publicFiles(server, logos);
    expect(logos.length).toBeGreaterThan(0);
    expect(logos.filter((path) => !storedLogos.has(path))).toEqual([]);
  });

  it('gives every product codes, prices, sizes, colours, HTML, tabs and 2+ stored pictures', async () => {
    const rows = await productsOf(server);
    const codes = new Set<string>();
    const checked = new Set<string>();
    const wanted = new Set<string>();
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
      // Its Nepali name (docs/nepal.md "Catalogue content in Nepali"): the kind of product in Nepali, the
      // brand as written.
      expect(p.title_ne, p.title).toMatch(/[\u0900-\u097F]{2}/);
      expect(p.title_ne?.startsWith(p.brand), p.title).toBe(true);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      for (const image of p.images) {
        expect(image.alt).not.toBe('');
        checked.add(image.path);
        for (const w of image.widths) wanted.add(`${image.path}-${w}.webp`);
      }
    }
    const stored = await publicFiles(server, [...wanted]);
    expect([...wanted].filter((path) => !stored.has(path))).toEqual([]);
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
      server.db,
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
      expect(p.search_text).toContain(p.title_ne);
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
      server.db,
      sql`select slug, file from catalogues`,
    );
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const c of list) {
      // The address carries the content's hash: served as immutable, a new catalogue gets a new address.
      expect(c.file).toMatch(new RegExp(`^catalogues/${c.slug}-[\\w-]{10}\\.pdf$`));
      const res = await server.request(`/uploads/${c.file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    }

    const pageSlugs = (
      await queryRows<{ slug: string; seo_title: string }>(server.db, sql`select slug, seo_title from pages`)
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
      server.db,
      sql`select slug, hours, map_url, latitude from showrooms order by sort_order`,
    );
    expect(shops.map((s) => s.slug)).toEqual(['head-office', 'chabahil', 'pepsicola']);
    for (const s of shops) {
      expect(s.hours).toBe('10:00Am - 6:00PM (Sunday - Friday)');
      expect(s.map_url).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
      expect(Number(s.latitude)).toBeCloseTo(27.7, 0);
    }

    const today = new Date().toISOString().slice(0, 10);
    const jobs = await queryRows<{ slug: string; date: string; deadline: string }>(
      server.db,
      sql`select slug, to_char(date, 'YYYY-MM-DD') as date, to_char(deadline, 'YYYY-MM-DD') as deadline from jobs`,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(5);
    // Open from today on, but one posting already closed (its page offers no Apply Now: docs/browsing.md
    // §2.14).
    for (const j of jobs) {
      expect(j.date < today).toBe(true);
      expect(j.deadline > today, j.slug).toBe(j.slug !== 'showroom-manager-chabahil');
    }
    const faqs = await queryRows<{ title: string; n: number }>(
      server.db,
      sql`select t.title, count(f.id)::int as n from faq_types t join faqs f on f.type_id = t.id group by t.title`,
    );
    expect(faqs.length).toBeGreaterThanOrEqual(5);
    for (const f of faqs) expect(f.n).toBeGreaterThanOrEqual(3);
    const [c] = await queryRows<Record<string, number>>(
      server.db,
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

  it('draws every banner twice: its words in English and in Nepali, both stored at every width', async () => {
    const rows = await queryRows<{
      title_ne: string;
      image: { path: string; widths: number[]; alt: string };
      image_ne: { path: string; widths: number[]; alt: string } | null;
    }>(server.db, sql`select title_ne, image, image_ne from banners order by sort_order`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.image_ne, row.title_ne).not.toBeNull();
      const ne = row.image_ne as NonNullable<typeof row.image_ne>;
      expect(ne.path).toMatch(/^banners\/[a-z0-9-]+-ne-[\w-]{10}$/);
      expect(ne.path).not.toBe(row.image.path);
      expect(ne.widths).toEqual(row.image.widths);
      expect(ne.alt).toBe(row.title_ne);
      const paths = ne.widths.map((w) => `${ne.path}-${w}.webp`);
      expect([...(await publicFiles(server, paths))].sort()).toEqual(paths.sort());
    }
  });

  it('has the demo customer with orders in every status, a cart, a wishlist and the demo partner key', async () => {
    const [customer] = await queryRows<{ id: number; name: string; password_hash: string }>(
      server.db,
      sql`select id, name, password_hash from customers where email = ${DEMO_CUSTOMER.email}`,
    );
    expect(customer?.name).toBe('Demo Customer');
    expect(await verifyPassword(customer?.password_hash ?? '', 'sajilo-demo-password')).toBe(true);
    expect(await verifyPassword(customer?.password_hash ?? '', 'wrong-password-here')).toBe(false);

    const orders = await queryRows<{ status: number; total_amount: number; items: number; sum: number }>(
      server.db,
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
    // Cash on delivery is invoiced as it is placed: every demo order has its VAT invoice number, in the
    // order they were placed, so a return's credit note names the invoice it corrects.
    const invoices = await queryRows<{ invoice_number: string | null; invoiced_at: string | null }>(
      server.db,
      sql`select invoice_number, invoiced_at::text from orders
          where customer_id = ${customer?.id ?? 0} order by created_at, id`,
    );
    expect(invoices.every((o) => /^\d{4}\/\d{2}-\d{6}$/.test(o.invoice_number ?? ''))).toBe(true);
    const numbers = invoices.map((o) => o.invoice_number ?? '');
    expect([...numbers].sort()).toEqual(numbers);
    const [own] = await queryRows<{ cart: number; wishes: number }>(
      server.db,
      sql`select (select count(*)::int from cart_lines where customer_id = ${customer?.id ?? 0}) as cart,
        (select count(*)::int from wishlist_items where customer_id = ${customer?.id ?? 0}) as wishes`,
    );
    expect(own).toEqual({ cart: 2, wishes: 3 });

    const [partner] = await queryRows<{ kind: string; allowed_origins: string[]; forms_per_minute: number }>(
      server.db,
      sql`select kind, allowed_origins, forms_per_minute from api_clients where key_hash = ${sha256(DEMO_PARTNER_KEY)}`,
    );
    expect(partner).toEqual({
      kind: 'partner',
      allowed_origins: ['http://localhost:4100', 'http://127.0.0.1:4100'],
      forms_per_minute: 5,
    });
  });

  it('has the demo dealer: approved on a tier with volume breaks, an order on account, a payment, its own key and a lead', async () => {
    const [dealer] = await queryRows<Record<string, unknown>>(
      server.db,
      sql`select c.status, c.credit_limit::int as credit_limit, c.terms_days,
          (select count(*)::int from price_tier_breaks b where b.tier_id = c.tier_id) as breaks,
          (select count(*)::int from orders o where o.dealer_company_id = c.id and o.payment_method = 'account') as on_account,
          (select count(*)::int from dealer_payments p where p.company_id = c.id) as payments,
          (select count(*)::int from api_clients k where k.dealer_company_id = c.id) as keys,
          (select count(*)::int from submissions s where s.dealer_company_id = c.id) as leads,
          (select array_agg(m.role || ' ' || u.email order by m.role desc)
             from dealer_members m join customers u on u.id = m.customer_id where m.company_id = c.id) as members,
          (select password_hash from customers where id = c.owner_id) as hash
        from dealer_companies c join customers o on o.id = c.owner_id where o.email = 'dealer@sajilo.test'`,
    );
    expect(dealer).toMatchObject({
      status: 'approved',
      credit_limit: 500_000,
      terms_days: 30,
      breaks: 2,
      on_account: 1,
      payments: 1,
      // Its own widget's key, and the demo partner page's (a dealer's site).
      keys: 2,
      leads: 1,
      // The owner and the buyer the README names.
      members: ['owner dealer@sajilo.test', 'buyer buyer@sajilo.test'],
    });
    expect(await verifyPassword(String(dealer?.hash), 'sajilo-demo-password')).toBe(true);
  });

  it('gives the demo dealer an expired quote of tiles at its tier’s prices, and the demo customer the other states', async () => {
    const quotesOf = async (email: string) => {
      const login = await server.request('/api/customer/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_CUSTOMER.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const list = (await (await server.request('/api/customer/quotes', { headers: auth })).json()) as {
        quotes: { slug: string; status: string }[];
      };
      return { list: list.quotes, auth };
    };
    const dealer = await quotesOf('dealer@sajilo.test');
    expect(dealer.list.map((q) => q.status)).toEqual(['expired']);
    // The buyer's own, waiting for prices, which the owner sees among the company's.
    const buyer = await quotesOf('buyer@sajilo.test');
    expect(buyer.list.map((q) => q.status)).toEqual(['requested']);
    const company = (await (
      await server.request('/api/customer/dealer/quotes', { headers: dealer.auth })
    ).json()) as { quotes: { slug: string; buyer: string }[] };
    expect(company.quotes.map((q) => [q.slug, q.buyer])).toContainEqual([
      buyer.list[0]?.slug,
      'Sunita Thapa',
    ]);
    const [expired] = dealer.list;
    const detail = (await (
      await server.request(`/api/customer/quotes/${expired?.slug}`, { headers: dealer.auth })
    ).json()) as { quote: { items: { product_slug: string; quantity: number; asked_price: number }[] } };
    expect(detail.quote.items.map((line) => line.quantity)).toEqual([60, 24]);
    // Asked as the dealer's cart showed them: the tier's tile prices, below the shop's.
    const shop = await queryRows<{ slug: string; price: number; tile: boolean }>(
      server.db,
      sql`select p.slug, p.price, exists (select 1 from categories c
            where c.slug = 'tiles' and c.id = any(p.category_ids)) as tile
          from products p where p.slug in ${detail.quote.items.map((line) => line.product_slug)}`,
    );
    for (const line of detail.quote.items) {
      const product = shop.find((row) => row.slug === line.product_slug);
      expect(product?.tile).toBe(true);
      expect(line.asked_price).toBeLessThan(product?.price ?? 0);
    }

    const customer = await quotesOf(DEMO_CUSTOMER.email);
    expect(customer.list.map((q) => q.status).sort()).toEqual([
      'accepted',
      'declined',
      'priced',
      'requested',
      'withdrawn',
    ]);
  });

  it('counts stock by lot at the warehouse and the three showrooms, every count a movement received', async () => {
    const locations = await queryRows<{
      slug: string;
      kind: string;
      showroom: string | null;
      collect: boolean;
      dispatch_days: number;
    }>(
      server.db,
      sql`select l.slug, l.kind, s.slug as showroom, l.collect, l.dispatch_days
          from stock_locations l left join showrooms s on s.id = l.showroom_id order by l.sort_order`,
    );
    expect(locations).toEqual([
      { slug: 'warehouse', kind: 'warehouse', showroom: null, collect: false, dispatch_days: 2 },
      { slug: 'head-office', kind: 'showroom', showroom: 'head-office', collect: true, dispatch_days: 0 },
      { slug: 'chabahil', kind: 'showroom', showroom: 'chabahil', collect: true, dispatch_days: 0 },
      { slug: 'pepsicola', kind: 'showroom', showroom: 'pepsicola', collect: true, dispatch_days: 1 },
    ]);
    const lots = await queryRows<{
      slug: string;
      unit: string;
      trending: boolean;
      lots: number;
      plain: boolean;
      dated: boolean;
      total: number;
      largest: number;
      places: number;
    }>(
      server.db,
      sql`select p.slug, p.unit, p.trending, count(distinct l.id)::int as lots,
            bool_and(l.code = '-') as plain, bool_and(l.shade <> '' and l.caliber <> '') as dated,
            coalesce((select sum(s.quantity)::int from lot_stock s join stock_lots x on x.id = s.lot_id
              where x.product_id = p.id), 0) as total,
            coalesce((select max(t)::int from (select sum(s.quantity) as t from lot_stock s
              join stock_lots x on x.id = s.lot_id where x.product_id = p.id group by x.id) m), 0) as largest,
            (select count(distinct s.location_id)::int from lot_stock s join stock_lots x on x.id = s.lot_id
              where x.product_id = p.id and s.quantity > 0) as places
          from products p join stock_lots l on l.product_id = p.id group by p.id order by p.id`,
    );
    const [{ n: productCount = 0 } = {}] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from products`,
    );
    expect(lots).toHaveLength(productCount);
    const tiles = lots.filter((l) => l.unit === 'box');
    expect(tiles.length).toBeGreaterThan(20);
    for (const tile of tiles) {
      expect(tile.lots).toBeGreaterThanOrEqual(2);
      expect(tile.lots).toBeLessThanOrEqual(3);
      expect(tile).toMatchObject({ plain: false, dated: true });
    }
    for (const other of lots.filter((l) => l.unit !== 'box'))
      expect(other).toMatchObject({ lots: 1, plain: true });
    // The cases a shopper meets: out of stock, 30 boxes only from several lots, a few boxes left.
    expect(tiles.filter((t) => t.total === 0)).toHaveLength(1);
    expect(tiles.some((t) => t.total >= 30 && t.largest < 30)).toBe(true);
    expect(tiles.filter((t) => t.total > 0 && t.total < 10).length).toBeGreaterThan(3);
    expect(tiles.filter((t) => t.places >= 2).length).toBeGreaterThan(tiles.length / 2);
    // The browser tests buy trending products: never short.
    for (const t of lots.filter((l) => l.trending)) expect(t.total).toBeGreaterThanOrEqual(40);
    const [ledger] = await queryRows<{ counted: number; moved: number; reasons: string[] }>(
      server.db,
      sql`select (select sum(quantity)::int from lot_stock) as counted,
            (select sum(change)::int from stock_movements) as moved,
            (select array_agg(distinct reason) from stock_movements) as reasons`,
    );
    expect(ledger).toMatchObject({ reasons: ['received'] });
    expect(ledger?.moved).toBe(ledger?.counted);

    // A shopper sees it by place (the storefront API), summed over the lots.
    const split = tiles.find((t) => t.total >= 30 && t.largest < 30);
    const res = await server.request(`/api/products/${split?.slug}/availability`, {
      headers: { 'X-Api-Key': 'seed-test-key' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      availability: { total: number; places: { location: string; quantity: number }[] } | null;
    };
    expect(body.availability?.total).toBe(split?.total);
    expect(body.availability?.places.map((p) => p.location)).toEqual(['warehouse', 'chabahil', 'pepsicola']);
  });

  it('groups tiles into designs of three sizes and finishes or more, their pages offering one another', async () => {
    const groups = await queryRows<{
      slug: string;
      title_ne: string | null;
      members: number;
      sizes: number;
      finishes: number;
      stocked: number;
      member: string;
    }>(
      server.db,
      sql`select d.slug, d.title_ne, count(*)::int as members, count(distinct p.size)::int as sizes,
            count(distinct p.finish)::int as finishes, min(p.slug) as member,
            count(*) filter (where (select sum(s.quantity) from lot_stock s join stock_lots l on l.id = s.lot_id
              where l.product_id = p.id) > 0)::int as stocked
          from designs d join products p on p.design_id = d.id and p.published
          group by d.id order by d.id`,
    );
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const group of groups) {
      expect(group.members).toBeGreaterThanOrEqual(3);
      expect(group.sizes).toBeGreaterThanOrEqual(2);
      expect(group.finishes).toBeGreaterThanOrEqual(2);
      expect(group.stocked).toBeGreaterThanOrEqual(2);
      expect(group.title_ne).toBeTruthy();
    }
    const first = groups[0];
    const res = await server.request(`/api/products/${first?.member}/design`, {
      headers: { 'X-Api-Key': 'seed-test-key' },
    });
    const body = (await res.json()) as { design: { slug: string; members: { size: string | null }[] } };
    expect(body.design.slug).toBe(first?.slug);
    expect(body.design.members).toHaveLength(first?.members ?? 0);
    expect(body.design.members.every((m) => m.size?.endsWith(' mm'))).toBe(true);
  });

  it('has the back office’s development owner, added once', async () => {
    const owners = await queryRows<{ name: string; role: string; active: boolean; password_hash: string }>(
      server.db,
      sql`select name, role, active, password_hash from staff where email = ${DEMO_OWNER.email}`,
    );
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ name: 'Shop Owner', role: 'owner', active: true });
    expect(await verifyPassword(owners[0]?.password_hash ?? '', DEMO_OWNER.password)).toBe(true);
    // A shop that has staff gets no second one (`npm start` runs this on every start).
    expect(await seedDemoOwner(server.db)).toBe(false);
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty(server.db)).toBe(false);
  });
});

describe('seed: a larger catalogue', () => {
  let other: Shop | undefined;
  afterAll(async () => {
    await other?.close();
  });

  it('leaves an empty database when it fails, so the next start seeds again', {
    timeout: 60_000,
  }, async () => {
    other = await startShop();
    // No file can be stored: the transaction that holds every row must roll back.
    await other.db.execute(sql`create function refuse_files() returns trigger language plpgsql as $$
      begin raise exception 'no room for files'; end $$`);
    await other.db.execute(
      sql`create trigger refuse_files before insert on files for each row execute function refuse_files()`,
    );
    await expect(seed(other.db, { products: 20 })).rejects.toThrow();
    const [row] = await queryRows<{ products: number; brands: number; customers: number; files: number }>(
      other.db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from brands) as brands,
        (select count(*)::int from customers) as customers, (select count(*)::int from files) as files`,
    );
    expect(row).toEqual({ products: 0, brands: 0, customers: 0, files: 0 });
  });

  it('builds exactly N products from the same pictures without rendering any', {
    timeout: 120_000,
  }, async () => {
    const before = await snapshot(server);
    // Everything but the stored files goes; the larger catalogue finds every picture it needs stored.
    await emptyTables(server.db, ['files', '__drizzle_migrations']);
    const logged: string[] = [];
    expect(await seedIfEmpty(server.db, { products: 800, log: (m) => logged.push(m) })).toBe(true);
    expect(logged.filter((m) => m.startsWith('seed: rendered'))).toEqual([
      expect.stringMatching(
        /^seed: rendered 0 picture files, read 0 from the picture cache \(\d+ pictures already there\)$/,
      ),
    ]);
    // The same pictures, none written again; the catalogue PDFs list other products, so they are new files.
    const after = await snapshot(server);
    for (const [path, created] of before) {
      if (path.endsWith('.webp')) expect(after.get(path), path).toBe(created);
    }
    expect([...after.keys()].filter((p) => p.endsWith('.webp')).sort()).toEqual(
      [...before.keys()].filter((p) => p.endsWith('.webp')).sort(),
    );

    const rows = await productsOf(server);
    expect(rows).toHaveLength(800);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(800);
    const wanted = [...new Set(rows.flatMap((p) => p.images.map((i) => `${i.path}-320.webp`)))];
    const stored = await publicFiles(server, wanted);
    expect(wanted.filter((path) => !stored.has(path))).toEqual([]);
    const variant = rows.at(-1);
    expect(variant?.search_text).toContain(variant?.brand);
    expect(variant?.search_text).toContain(variant?.product_code);
    expect(variant?.images[0]?.alt).toBe(variant?.title);
  });
});
