// What the back office's catalogue writers share (routes/admin/products.ts, taxonomy.ts and the CSV import):
// the catalogue's names and trees in memory, a product's derived columns (its category path, what search
// looks at), the description's sanitising and slugs. Listings, search and the catalogue's version follow
// from the triggers on products (migrations 0008, 0011), whoever writes.
import { type SQL, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';

/**
 * The description's HTML as the storefront may show it (docs/operations.md "Security": HTML from the server
 * is sanitised): the rich-text editor's structure and links stay; scripts, styles, frames, images, event
 * handlers and `javascript:` links go. The same sanitiser (sanitize-html) as the pages the API host serves.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // `//host` and `/\host` look like paths of the shop but lead elsewhere (docs/operations.md "Links staff
    // enter").
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  }).trim();
}

/** `Aqua Wall-hung WC 600` → `aqua-wall-hung-wc-600`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

export interface CategoryNode {
  id: number;
  parentId: number | null;
  depth: number;
  slug: string;
  title: string;
  /** The name in Nepali (null: none): search finds a category's products by it too. */
  titleNe?: string | null;
}

/** The catalogue's names, read once per request (or per import): a few hundred rows. */
export class Lookups {
  readonly brands = new Map<number, { slug: string; title: string }>();
  readonly brandByName = new Map<string, number>();
  readonly categories = new Map<number, CategoryNode>();
  readonly categoryBySlug = new Map<string, number>();
  readonly colours = new Map<number, string>();
  readonly colourByName = new Map<string, number>();
  readonly sizes = new Map<number, string>();
  readonly sizeByName = new Map<string, number>();
  /** Designs by id (their slug) and by slug (docs/tiles.md "Designs"). */
  readonly designs = new Map<number, string>();
  readonly designBySlug = new Map<string, number>();

  static async load(db: Database): Promise<Lookups> {
    const out = new Lookups();
    const [brands, categories, colours, sizes, designs] = await Promise.all([
      queryRows<{ id: number; slug: string; title: string }>(db, sql`select id, slug, title from brands`),
      queryRows<{
        id: number;
        parent_id: number | null;
        depth: number;
        slug: string;
        title: string;
        title_ne: string | null;
      }>(db, sql`select id, parent_id, depth, slug, title, title_ne from categories`),
      queryRows<{ id: number; name: string }>(db, sql`select id, subtitle as name from colors`),
      queryRows<{ id: number; name: string }>(db, sql`select id, subtitle as name from sizes`),
      queryRows<{ id: number; slug: string }>(db, sql`select id, slug from designs`),
    ]);
    for (const b of brands) {
      out.brands.set(b.id, { slug: b.slug, title: b.title });
      out.brandByName.set(b.slug, b.id);
      out.brandByName.set(b.title.toLowerCase(), b.id);
    }
    for (const c of categories) {
      out.categories.set(c.id, {
        id: c.id,
        parentId: c.parent_id,
        depth: c.depth,
        slug: c.slug,
        title: c.title,
        titleNe: c.title_ne,
      });
      out.categoryBySlug.set(c.slug, c.id);
    }
    for (const c of colours) {
      out.colours.set(c.id, c.name);
      out.colourByName.set(c.name.toLowerCase(), c.id);
    }
    for (const s of sizes) {
      out.sizes.set(s.id, s.name);
      out.sizeByName.set(s.name.toLowerCase(), s.id);
    }
    for (const d of designs) {
      out.designs.set(d.id, d.slug);
      out.designBySlug.set(d.slug, d.id);
    }
    return out;
  }

  /** The category and every ancestor, the category first (products.category_ids). */
  categoryPath(id: number | null | undefined): number[] {
    const path: number[] = [];
    let at = id == null ? undefined : this.categories.get(id);
    while (at && !path.includes(at.id)) {
      path.push(at.id);
      at = at.parentId === null ? undefined : this.categories.get(at.parentId);
    }
    return path;
  }

  /**
   * What search looks at (products.search_text), as the seed writes it: title, code, brand, categories, colour,
   * size, then the Nepali names of the product and its categories (docs/nepal.md "Search in Nepali").
   */
  searchText(p: {
    title: string;
    titleNe?: string | null;
    productCode: string;
    brandId: number | null;
    categoryIds: number[];
    colorId: number | null;
    sizeId: number | null;
    size: string | null;
  }): string {
    return [
      p.title,
      p.productCode,
      p.brandId === null ? undefined : this.brands.get(p.brandId)?.title,
      ...p.categoryIds.map((id) => this.categories.get(id)?.title),
      p.colorId === null ? undefined : this.colours.get(p.colorId),
      p.size ?? (p.sizeId === null ? undefined : this.sizes.get(p.sizeId)),
      p.titleNe,
      ...p.categoryIds.map((id) => this.categories.get(id)?.titleNe),
    ]
      .filter((part): part is string => Boolean(part))
      .join(' ');
  }
}

/**
 * Writes search_text again for the products `where` selects (a renamed brand, category, colour or size, or
 * a moved category), from the names now stored: search finds them by their new names at once.
 */
export async function refreshSearchText(db: Database, where: SQL): Promise<void> {
  await db.execute(sql`update products p set search_text = concat_ws(' ', p.title, p.product_code,
      (select b.title from brands b where b.id = p.brand_id),
      (select string_agg(c.title, ' ' order by array_position(p.category_ids, c.id))
         from categories c where c.id = any(p.category_ids)),
      (select co.subtitle from colors co where co.id = p.color_id),
      coalesce(p.size, (select s.subtitle from sizes s where s.id = p.size_id)), p.title_ne,
      (select string_agg(c.title_ne, ' ' order by array_position(p.category_ids, c.id))
         from categories c where c.id = any(p.category_ids)))
    where ${where}`);
}

/** A slug not used by another row of `table`: the wanted one, or it with -2, -3, … */
export async function freeSlug(
  db: Database,
  table: 'products' | 'categories' | 'brands' | 'designs',
  wanted: string,
  except?: number,
): Promise<string> {
  const base = wanted || 'item';
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from ${sql.identifier(table)} where (slug = ${base} or slug like ${`${base}-%`})
      ${except === undefined ? sql`` : sql`and id <> ${except}`}`,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A unique-index violation's constraint name, when `error` is one (PostgreSQL 23505). */
export function uniqueViolation(error: unknown): string | undefined {
  let at: unknown = error;
  for (let i = 0; i < 4 && at; i++) {
    const e = at as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    at = e.cause;
  }
  return undefined;
}
