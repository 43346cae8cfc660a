// Catalogue reads shared by the catalog and search routes: the listing query (scope + filters + sort +
// page), the filter options of a listing, and the row → contract mappers.
//
// Every listing is one WHERE clause built here, so a category page, a brand page and a search apply the
// filters identically (seed 000 §4, §7). Indexes it relies on (src/db/schema.ts): GIN on
// products.category_ids (`@>` / `&&`), btree (brand_id, price) and (price), btree on color_id and size_id,
// GIN on the search tsvector, and the pg_trgm GIN on search_words.word (migrations 0002, 0003).
import type {
  Brand,
  Category,
  CategoryFilterChild,
  CategoryFilterNode,
  CategoryFilterSub,
  ColorOption,
  BrandOption as ContractBrandOption,
  Image,
  ProductPage,
  ProductSummary,
  SizeOption,
} from '@sajilo/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query.js';
import type { StoredImage } from '../db/schema.js';
import { notFound } from '../errors.js';
import { toImage } from './images.js';

/** seed 000 §9: pagination appears above 20 products; a page holds 20. */
export const PAGE_SIZE = 20;
const INT_MAX = 2_147_483_647;

/** The filters of a listing query (seed 000 §7): ids for brands and categories, subtitles for the rest. */
export interface ListingFilters {
  brands?: number[] | undefined;
  categories?: number[] | undefined;
  colors?: string[] | undefined;
  sizes?: string[] | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

export interface ListingQuery extends ListingFilters {
  sort?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
}

/**
 * A word of a search, resolved against the catalogue's vocabulary (table search_words: every lexeme of
 * products.search). Used as typed, as a prefix, when some catalogue word starts with it ("basi" while
 * typing); otherwise replaced by the catalogue words it is most likely a misspelling of ("basn" → basin,
 * basins); left out when it resembles nothing.
 */
export interface SearchWord {
  typed: string;
  prefix: boolean;
  corrections: string[];
}

/** What a search looks for: the words as typed, and each word resolved. */
export interface SearchTerms {
  text: string;
  words: SearchWord[];
}

/** The products a listing starts from, before its filters. */
export type Scope =
  | { kind: 'category'; id: number }
  | { kind: 'brand'; id: number }
  | { kind: 'search'; terms: SearchTerms };

/** A filter left out when computing its own options, so ticking one colour still shows the others. */
type Facet = 'brands' | 'categories' | 'colors' | 'sizes';

// ---------------------------------------------------------------------------------------------------
// Query building

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

/** At most this many words take part in a search: enough for any product name, bounded for the planner. */
const MAX_WORDS = 8;
/** Corrections of a misspelt word: the closest few, and only those nearly as close as the closest. */
const MAX_CORRECTIONS = 5;
const CORRECTION_SPREAD = 0.1;
/** Words shorter than this are too short to correct ("wc" stays "wc"). */
const MIN_CORRECTABLE = 3;
const HAS_DIGIT = /\p{N}/u;

/** The search as typed (spaces collapsed) and its distinct lower-case words. */
function splitWords(raw: string): { text: string; words: string[] } {
  const text = raw.trim().replace(/\s+/g, ' ');
  // Letters with their marks (Devanagari vowel signs are marks) and digits; everything else separates
  // words, so neither a tsquery nor a LIKE pattern built from them can be malformed.
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, MAX_WORDS);
  return { text, words };
}

interface VocabularyRow {
  typed: string;
  word: string;
  score: number;
  prefix: boolean;
}

/**
 * Resolves each word of a search against the vocabulary in one query. Typo tolerance is pg_trgm word
 * similarity (pg_trgm.word_similarity_threshold = 0.4, set per session in db/client.ts) between a typed
 * word and the catalogue's words, served by the trigram index on search_words: checking the vocabulary
 * instead of every product keeps a misspelt search as fast as a correct one on 100,000 products.
 */
export async function resolveSearch(db: Database, raw: string): Promise<SearchTerms> {
  const { text, words } = splitWords(raw);
  // Codes, sizes and numbers are taken as typed: "1042" is not a misspelling of "1043". The vocabulary
  // holds no words with digits, which keeps it to the catalogue's few thousand real words.
  const lookup = words.filter((w) => !HAS_DIGIT.test(w));
  const rows =
    lookup.length === 0
      ? []
      : await queryRows<VocabularyRow>(
          db,
          sql`select q.word as typed, x.word, x.score, x.prefix
            from (values ${sql.join(
              lookup.map((w) => sql`(${w}::text)`),
              sql`, `,
            )}) as q(word)
            cross join lateral (
              (select sw.word, 1::real as score, true as prefix from search_words sw
                where sw.word like q.word || '%' limit 1)
              union all
              (select sw.word, word_similarity(q.word, sw.word) as score, false as prefix from search_words sw
                where char_length(q.word) >= ${MIN_CORRECTABLE}::int and q.word <% sw.word
                order by 2 desc, 1 limit ${MAX_CORRECTIONS}::int)
            ) x`,
        );
  return {
    text,
    words: words.map((word) => {
      if (HAS_DIGIT.test(word)) return { typed: word, prefix: true, corrections: [] };
      const mine = rows.filter((r) => r.typed === word);
      if (mine.some((r) => r.prefix)) return { typed: word, prefix: true, corrections: [] };
      const best = Math.max(0, ...mine.map((r) => r.score));
      const corrections = mine.filter((r) => r.score >= best - CORRECTION_SPREAD).map((r) => r.word);
      return { typed: word, prefix: false, corrections };
    }),
  };
}

/** Every known word must match (as a prefix, or as one of its corrections); unknown words are left out. */
function wordsQuery(terms: SearchTerms): SQL | undefined {
  const parts = terms.words.flatMap((w): SQL[] => {
    if (w.prefix) return [sql`to_tsquery('simple', ${`${w.typed}:*`}::text)`];
    if (w.corrections.length === 0) return [];
    const alternatives = w.corrections.map((c) => sql`plainto_tsquery('simple', ${c}::text)`);
    return [sql`(${sql.join(alternatives, sql` || `)})`];
  });
  return parts.length > 0 ? sql`(${sql.join(parts, sql` && `)})` : undefined;
}

/**
 * A product matches when its words match the search as typed (websearch syntax: quotes, or, -word) or
 * the resolved words (prefixes and corrections). Both are tsqueries served by the GIN index on search.
 */
function searchMatch(terms: SearchTerms): SQL {
  const resolved = wordsQuery(terms);
  if (!resolved) return sql`false`;
  return sql`(p.search @@ websearch_to_tsquery('simple', ${terms.text}::text) or p.search @@ ${resolved})`;
}

/**
 * Relevance: the words as typed outrank corrections; the title's closeness to the search breaks ties
 * between products that share the words in their category or brand; an exact product code is first.
 */
function searchRank(terms: SearchTerms): SQL | undefined {
  const resolved = wordsQuery(terms);
  if (!resolved) return undefined;
  return sql`(2 * ts_rank(p.search, websearch_to_tsquery('simple', ${terms.text}::text))
    + ts_rank(p.search, ${resolved})
    + word_similarity(${terms.text}::text, p.title)
    + case when lower(p.product_code) = lower(${terms.text}::text) then 10 else 0 end)`;
}

function scopeCondition(scope: Scope): SQL {
  switch (scope.kind) {
    // A category includes the products of its sub- and child categories: category_ids holds the
    // product's category and every ancestor.
    case 'category':
      return sql`p.category_ids @> ${intArray([scope.id])}`;
    case 'brand':
      return sql`p.brand_id = ${scope.id}::int`;
    case 'search':
      return searchMatch(scope.terms);
  }
}

/** seed 000 §5: price bounds are applied only when the upper is greater than 0. Prices are whole rupees. */
export function priceBounds(filters: ListingFilters): { min: number; max: number } | undefined {
  const { min, max } = filters;
  if (max === undefined || !(max > 0)) return undefined;
  const low = Math.min(INT_MAX, Math.max(0, Math.ceil(min ?? 0)));
  const high = Math.min(INT_MAX, Math.floor(max));
  return { min: low, max: high };
}

const lowered = (values: readonly string[]) => values.map((v) => v.toLowerCase());

/** The WHERE clause of a listing: its scope and every filter, except `except` (for that filter's options). */
export function listingWhere(scope: Scope, filters: ListingFilters, except?: Facet): SQL {
  const conditions: SQL[] = [scopeCondition(scope)];
  if (except !== 'brands' && filters.brands?.length) {
    conditions.push(sql`p.brand_id in (${list(filters.brands)})`);
  }
  if (except !== 'categories' && filters.categories?.length) {
    // Any level of the tree: a ticked sub-category brings its child categories' products.
    conditions.push(sql`p.category_ids && ${intArray(filters.categories)}`);
  }
  if (except !== 'colors' && filters.colors?.length) {
    conditions.push(
      sql`p.color_id in (select id from colors where lower(subtitle) in (${list(lowered(filters.colors))}))`,
    );
  }
  if (except !== 'sizes' && filters.sizes?.length) {
    conditions.push(
      sql`p.size_id in (select id from sizes where lower(subtitle) in (${list(lowered(filters.sizes))}))`,
    );
  }
  const bounds = priceBounds(filters);
  if (bounds) conditions.push(sql`p.price between ${bounds.min}::int and ${bounds.max}::int`);
  return sql.join(conditions, sql` and `);
}

/**
 * seed 000 §4: price high to low by default. A search without `sort` is most relevant first; with it,
 * relevance then title break price ties. The id makes every order total, so pages never overlap.
 */
function listingOrder(scope: Scope, sort: 'asc' | 'desc' | undefined): SQL {
  // A search with no known words matches nothing, and has no rank to order by.
  const rank = scope.kind === 'search' ? searchRank(scope.terms) : undefined;
  if (rank && !sort) return sql`${rank} desc, p.title asc, p.id asc`;
  const direction = sort === 'asc' ? sql.raw('asc') : sql.raw('desc');
  return rank
    ? sql`p.price ${direction}, ${rank} desc, p.title asc, p.id asc`
    : sql`p.price ${direction}, p.id asc`;
}

// ---------------------------------------------------------------------------------------------------
// Rows and their contract shapes

interface ImageRow {
  image: StoredImage | null;
}

export interface BrandRow {
  id: number;
  slug: string;
  title: string;
  image: StoredImage;
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
}

export interface CategoryRow extends BrandRow {
  parent_id: number | null;
  depth: number;
}

interface SummaryRow extends ImageRow {
  slug: string;
  title: string;
  price: number;
  brand: string | null;
  category: string | null;
}

/** Shown when a product has no image yet, so a card never breaks (the contract requires an image). */
export function productImage(stored: StoredImage | null | undefined, title: string, baseUrl: string): Image {
  return toImage(
    stored ?? { path: 'placeholders/product', widths: [640], width: 640, height: 640, alt: title },
    baseUrl,
  );
}

// seed 000 §2: page titles come from seo_title, falling back to the title.
const seoTitle = (row: { seo_title: string; title: string }) => row.seo_title || row.title;

export function toBrand(row: BrandRow, baseUrl: string): Brand {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: toImage(row.image, baseUrl),
    seo_title: seoTitle(row),
    seo_description: row.seo_description,
    seo_keyword: row.seo_keyword,
  };
}

export function toCategory(row: CategoryRow, baseUrl: string): Category {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: toImage(row.image, baseUrl),
    seo_title: seoTitle(row),
    seo_description: row.seo_description,
    seo_keyword: row.seo_keyword,
  };
}

function toSummary(row: SummaryRow, baseUrl: string): ProductSummary {
  return {
    slug: row.slug,
    title: row.title,
    price: row.price,
    image: productImage(row.image, row.title, baseUrl),
    brand: row.brand,
    category: row.category,
  };
}

/** The columns of a product card; `p` is products, joined to its brand `b` and category `c`. */
export const SUMMARY_COLUMNS = sql`p.slug, p.title, p.price, p.images -> 0 as image,
  b.title as brand, c.title as category`;
export const SUMMARY_JOINS = sql`left join brands b on b.id = p.brand_id
  left join categories c on c.id = p.category_id`;

/** Product cards from a query selecting SUMMARY_COLUMNS. */
export async function productSummaries(db: Database, query: SQL, baseUrl: string): Promise<ProductSummary[]> {
  const rows = await queryRows<SummaryRow>(db, query);
  return rows.map((row) => toSummary(row, baseUrl));
}

const BRAND_COLUMNS = sql`id, slug, title, image, seo_title, seo_description, seo_keyword`;
const CATEGORY_COLUMNS = sql`id, slug, title, image, seo_title, seo_description, seo_keyword, parent_id, depth`;

export async function findBrand(db: Database, slug: string): Promise<BrandRow> {
  const [row] = await queryRows<BrandRow>(db, sql`select ${BRAND_COLUMNS} from brands where slug = ${slug}`);
  if (!row) throw notFound('This brand was not found.');
  return row;
}

export async function findCategory(db: Database, slug: string): Promise<CategoryRow> {
  const [row] = await queryRows<CategoryRow>(
    db,
    sql`select ${CATEGORY_COLUMNS} from categories where slug = ${slug}`,
  );
  if (!row) throw notFound('This category was not found.');
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

/** Splits a list into slides of `size` (seed 000 §2: 8 brands, 9 categories a slide). */
export function slides<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Listings and filter options

/** One page of a listing: one query for the page, one for the count. */
export async function listingPage(
  db: Database,
  scope: Scope,
  query: ListingQuery,
  baseUrl: string,
): Promise<ProductPage> {
  const page = query.page ?? 1;
  const where = listingWhere(scope, query);
  const [products, counted] = await Promise.all([
    productSummaries(
      db,
      sql`select ${SUMMARY_COLUMNS} from products p ${SUMMARY_JOINS}
        where ${where}
        order by ${listingOrder(scope, query.sort)}
        limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
      baseUrl,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from products p where ${where}`),
  ]);
  const total = counted[0]?.n ?? 0;
  return {
    result: 'success',
    products,
    totalProducts: total,
    itemsCountPerPage: PAGE_SIZE,
    perPages: PAGE_SIZE,
    // A page past the end answers empty, as asked, with the real last page beside it.
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

interface TreeRow {
  id: number;
  parent_id: number | null;
  slug: string;
  title: string;
}

/**
 * The category tree filter: top → subCategory → childCategory, pruned to categories that hold matching
 * products (or whose descendants do). `root` roots the tree at a category (a category listing): a
 * sub-category is then the node and its children are its subCategory entries.
 */
export async function categoryFilterTree(
  db: Database,
  scope: Scope,
  filters: ListingFilters,
  root?: number,
): Promise<CategoryFilterNode[]> {
  const [all, present] = await Promise.all([
    queryRows<TreeRow>(
      db,
      sql`select id, parent_id, slug, title from categories order by sort_order, title, id`,
    ),
    queryRows<{ id: number }>(
      db,
      sql`select distinct p.category_id as id from products p
        where ${listingWhere(scope, filters, 'categories')} and p.category_id is not null`,
    ),
  ]);
  const byId = new Map(all.map((c) => [c.id, c]));
  const kept = new Set<number>();
  for (const { id } of present) {
    // A product in a child category also makes its sub- and top category worth showing.
    for (
      let c = byId.get(id);
      c && !kept.has(c.id);
      c = c.parent_id === null ? undefined : byId.get(c.parent_id)
    ) {
      kept.add(c.id);
    }
  }
  const children = new Map<number | null, TreeRow[]>();
  for (const c of all) {
    if (!kept.has(c.id)) continue;
    const siblings = children.get(c.parent_id) ?? [];
    siblings.push(c);
    children.set(c.parent_id, siblings);
  }
  const checked = new Set(filters.categories ?? []);
  const child = (c: TreeRow): CategoryFilterChild => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    checked: checked.has(c.id),
  });
  const sub = (c: TreeRow): CategoryFilterSub => ({
    ...child(c),
    childCategory: (children.get(c.id) ?? []).map(child),
  });
  const node = (c: TreeRow): CategoryFilterNode => ({
    ...child(c),
    subCategory: (children.get(c.id) ?? []).map(sub),
  });
  if (root === undefined) return (children.get(null) ?? []).map(node);
  const top = byId.get(root);
  return top && kept.has(top.id) ? [node(top)] : [];
}

export async function brandOptions(
  db: Database,
  scope: Scope,
  filters: ListingFilters,
): Promise<ContractBrandOption[]> {
  const rows = await queryRows<{ id: number; title: string }>(
    db,
    sql`select b.id, b.title from brands b
      where b.id in (select p.brand_id from products p where ${listingWhere(scope, filters, 'brands')})
      order by b.sort_order, b.title, b.id`,
  );
  const checked = new Set(filters.brands ?? []);
  return rows.map((r) => ({ id: r.id, title: r.title, checked: checked.has(r.id) }));
}

interface OptionRow {
  id: number;
  title: string;
  subtitle: string;
}

async function subtitleOptions(
  db: Database,
  table: 'colors' | 'sizes',
  scope: Scope,
  filters: ListingFilters,
): Promise<(OptionRow & { checked: boolean })[]> {
  const column = table === 'colors' ? sql.raw('p.color_id') : sql.raw('p.size_id');
  const rows = await queryRows<OptionRow>(
    db,
    sql`select o.id, o.title, o.subtitle from ${sql.raw(table)} o
      where o.id in (select ${column} from products p where ${listingWhere(scope, filters, table)})
      order by o.subtitle, o.id`,
  );
  const checked = new Set(lowered(filters[table] ?? []));
  return rows.map((r) => ({ ...r, checked: checked.has(r.subtitle.toLowerCase()) }));
}

export function colorOptions(db: Database, scope: Scope, filters: ListingFilters): Promise<ColorOption[]> {
  return subtitleOptions(db, 'colors', scope, filters);
}

export function sizeOptions(db: Database, scope: Scope, filters: ListingFilters): Promise<SizeOption[]> {
  return subtitleOptions(db, 'sizes', scope, filters);
}
