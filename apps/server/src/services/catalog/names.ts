// The catalogue's names (docs/server.md "Names and words read once per catalogue version"): categories and
// brands by slug, the category tree, colour and size ids by name, read in one query once per catalogue
// version; and the brand and category reads of the pages.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { notFound } from '../../errors.js';
import { perOwner, VersionedCache } from '../versioned-cache.js';
import type { BrandRow, CategoryRow } from './mappers.js';
import type { CategoryTree } from './selection.js';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Names as compared: the catalogue's colour and size names are matched without regard to case. */
export const lowered = (values: readonly string[]) => values.map((v) => v.toLowerCase());

const BRAND_COLUMNS = sql`id, slug, title, image, seo_title, seo_description, seo_keyword`;
const CATEGORY_COLUMNS = sql`id, slug, title, title_ne, image, seo_title, seo_description, seo_keyword, parent_id, depth`;

/** A category as the category filter shows it. */
export interface TreeRow {
  id: number;
  parent_id: number | null;
  slug: string;
  title: string;
  title_ne: string | null;
}

/**
 * What the catalogue's names mean at a version: categories and brands by slug, the category tree, colour
 * and size ids by lower-case name. A few hundred rows, read in one query once per catalogue version (every
 * write to those tables bumps it, migration 0008) instead of a query or two in every listing, filter and
 * search request.
 */
interface Dictionary {
  categories: Map<string, CategoryRow>;
  brands: Map<string, BrandRow>;
  tree: CategoryTree;
  /** The categories in display order, for the category filter. */
  ordered: TreeRow[];
  colors: Map<string, number[]>;
  sizes: Map<string, number[]>;
}

const dictionaries = perOwner((_db: Database) => new VersionedCache<Promise<Dictionary>>(1));

async function readDictionary(db: Database): Promise<Dictionary> {
  const [row] = await queryRows<{
    categories: (CategoryRow & { sort_order: number })[];
    brands: BrandRow[];
    colors: [string, number][];
    sizes: [string, number][];
  }>(
    db,
    sql`select
      (select coalesce(json_agg(c order by c.sort_order, c.title, c.id), '[]') from
        (select ${CATEGORY_COLUMNS}, sort_order from categories) c) as categories,
      (select coalesce(json_agg(b), '[]') from (select ${BRAND_COLUMNS} from brands) b) as brands,
      (select coalesce(json_agg(json_build_array(lower(subtitle), id)), '[]') from colors) as colors,
      (select coalesce(json_agg(json_build_array(lower(subtitle), id)), '[]') from sizes) as sizes`,
  );
  const byName = (pairs: [string, number][]) => {
    const out = new Map<string, number[]>();
    for (const [name, id] of pairs) out.set(name, [...(out.get(name) ?? []), id]);
    return out;
  };
  const categories = (row?.categories ?? []).map(({ sort_order: _, ...c }) => c);
  return {
    categories: new Map(categories.map((c) => [c.slug, c])),
    brands: new Map((row?.brands ?? []).map((b) => [b.slug, b])),
    tree: new Map(categories.map((c) => [c.id, c.parent_id])),
    ordered: categories.map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      slug: c.slug,
      title: c.title,
      title_ne: c.title_ne,
    })),
    colors: byName(row?.colors ?? []),
    sizes: byName(row?.sizes ?? []),
  };
}

/**
 * The dictionary at the request's catalogue version `at` (passed along explicitly: an AsyncLocalStorage
 * carrying it slowed every promise of every request), or undefined outside a catalogue request.
 */
function dictionary(db: Database, at: string | undefined): Promise<Dictionary> | undefined {
  return at === undefined ? undefined : dictionaries(db).remember(at, '', () => readDictionary(db));
}

/** The categories in display order, for the category filter. */
export function orderedCategories(db: Database, version: string | undefined): Promise<TreeRow[]> {
  const known = dictionary(db, version);
  return known
    ? known.then((d) => d.ordered)
    : queryRows<TreeRow>(
        db,
        sql`select id, parent_id, slug, title, title_ne from categories order by sort_order, title, id`,
      );
}

/** The category tree and the ids of the colour and size names asked for, in one query (when any is needed). */
export async function lookups(
  db: Database,
  version: string | undefined,
  needTree: boolean,
  colors: string[] | undefined,
  sizes: string[] | undefined,
): Promise<{ tree: CategoryTree; colors: number[] | undefined; sizes: number[] | undefined }> {
  if (!needTree && !colors && !sizes) return { tree: new Map(), colors: undefined, sizes: undefined };
  const known = dictionary(db, version);
  if (known) {
    const d = await known;
    const find = (names: string[] | undefined, byName: Map<string, number[]>) =>
      names && [...new Set(lowered(names).flatMap((name) => byName.get(name) ?? []))];
    return { tree: d.tree, colors: find(colors, d.colors), sizes: find(sizes, d.sizes) };
  }
  const ids = (table: 'colors' | 'sizes', names: string[] | undefined) =>
    names
      ? sql`array(select id from ${sql.raw(table)} where lower(subtitle) in (${list(lowered(names))}))`
      : sql`null::int[]`;
  const [row] = await queryRows<{
    tree: [number, number | null][] | null;
    colors: number[] | null;
    sizes: number[] | null;
  }>(
    db,
    sql`select ${needTree ? sql`(select coalesce(json_agg(json_build_array(id, parent_id)), '[]') from categories)` : sql`null::json`} as tree,
      ${ids('colors', colors)} as colors, ${ids('sizes', sizes)} as sizes`,
  );
  return {
    tree: new Map(row?.tree ?? []),
    colors: row?.colors ?? undefined,
    sizes: row?.sizes ?? undefined,
  };
}

export async function findBrand(db: Database, slug: string, version?: string): Promise<BrandRow> {
  const known = dictionary(db, version);
  const [row] = known
    ? [(await known).brands.get(slug)]
    : await queryRows<BrandRow>(db, sql`select ${BRAND_COLUMNS} from brands where slug = ${slug}`);
  if (!row) throw notFound(/*i18n*/ 'This brand was not found.');
  return row;
}

export async function findCategory(db: Database, slug: string, version?: string): Promise<CategoryRow> {
  const known = dictionary(db, version);
  const [row] = known
    ? [(await known).categories.get(slug)]
    : await queryRows<CategoryRow>(db, sql`select ${CATEGORY_COLUMNS} from categories where slug = ${slug}`);
  if (!row) throw notFound(/*i18n*/ 'This category was not found.');
  return row;
}

export function listBrands(db: Database): Promise<BrandRow[]> {
  return queryRows<BrandRow>(db, sql`select ${BRAND_COLUMNS} from brands order by sort_order, title, id`);
}

/** Categories in display order; `where` narrows them (e.g. the top two levels). */
export function listCategories(db: Database, where: SQL = sql`true`): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`select ${CATEGORY_COLUMNS} from categories where ${where} order by sort_order, title, id`,
  );
}
