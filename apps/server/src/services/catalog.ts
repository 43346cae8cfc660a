// Catalogue reads shared by the catalog and search routes: the listing query (scope + filters + sort +
// page), the filter options of a listing, and the row → contract mappers.
//
// A category or brand listing reads the listing index (migration 0008, kept by triggers on products):
// catalog_listing holds one narrow row per (scope, product), where a scope is a category the product is in
// (its own or an ancestor) or 0, the whole catalogue; its btree indexes lead with the scope and the price
// order, so a page is an index-only scan that stops after the page, whatever the filters. Totals without a
// price range, and filter options, are sums over catalog_facets (products per scope, brand, colour and
// size); a total with one sums catalog_price_facets (the same per price bucket) and counts only the rows of
// the buckets at the range's ends. A search reads catalog_search, whose document holds the product's words
// and one lexeme per filter value, so the words and the filters are one GIN lookup. Every listing, whatever
// its path, applies the filters of docs/browsing.md §4, §7 identically, and totals are always exact.

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
import { queryRows, shape } from '../db/query.js';
import type { StoredImage } from '../db/schema.js';
import { notFound } from '../errors.js';
import { toImage } from './images.js';

/** docs/browsing.md §9: pagination appears above 20 products; a page holds 20. */
export const PAGE_SIZE = 20;
const INT_MAX = 2_147_483_647;

/**
 * The filters of a listing query (docs/browsing.md §7): ids for brands and categories, subtitles for the
 * rest.
 */
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
export type Scope = (
  | { kind: 'category'; id: number }
  | { kind: 'brand'; id: number }
  | { kind: 'search'; terms: SearchTerms }
) & {
  /**
   * The catalogue's version the request is answered at (plugins/operations.ts reads it before the data):
   * names and pivots kept at that version or a newer one are used; undefined reads them afresh.
   */
  version?: string | undefined;
};

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

/** Typed words whose resolutions an instance keeps per catalogue version (the least recently asked go first). */
const RESOLVED_WORDS = 2000;

const resolvedWords = new WeakMap<Database, { version: bigint; words: Map<string, VocabularyRow[]> }>();

/**
 * The resolutions kept at `at` (the request's catalogue version): the vocabulary changes only with the
 * catalogue, whose every write bumps the version. Undefined when a request at an older version (a write
 * committed while it ran) must neither read nor keep them.
 */
function keptWords(db: Database, at: string | undefined): Map<string, VocabularyRow[]> | undefined {
  if (at === undefined) return undefined;
  const version = BigInt(at);
  let kept = resolvedWords.get(db);
  if (kept === undefined || kept.version < version) {
    kept = { version, words: new Map() };
    resolvedWords.set(db, kept);
  }
  return kept.version === version ? kept.words : undefined;
}

/**
 * Resolves each word of a search against the vocabulary in one query. Typo tolerance is pg_trgm word
 * similarity (pg_trgm.word_similarity_threshold = 0.4, set per session in db/client.ts) between a typed
 * word and the catalogue's words, served by the trigram index on search_words: checking the vocabulary
 * instead of every product keeps a misspelt search as fast as a correct one on 100,000 products. Each
 * word's resolution is kept per catalogue version (`version`, the request's): a search of words asked
 * before at that version asks nothing (the query is 1-2 ms of PostgreSQL at 100,000 products).
 */
export async function resolveSearch(db: Database, raw: string, version?: string): Promise<SearchTerms> {
  const { text, words } = splitWords(raw);
  // Codes, sizes and numbers are taken as typed: "1042" is not a misspelling of "1043". The vocabulary
  // holds no words with digits, which keeps it to the catalogue's few thousand real words.
  const kept = keptWords(db, version);
  const known: VocabularyRow[] = [];
  const lookup: string[] = [];
  for (const word of words) {
    if (HAS_DIGIT.test(word)) continue;
    const hit = kept?.get(word);
    if (hit === undefined) {
      lookup.push(word);
    } else {
      kept?.delete(word);
      kept?.set(word, hit);
      known.push(...hit);
    }
  }
  const read =
    lookup.length === 0
      ? []
      : await queryRows<VocabularyRow>(
          db,
          shape(sql`select q.word as typed, x.word, x.score, x.prefix
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
            ) x`),
        );
  if (kept) {
    for (const word of lookup) {
      kept.set(
        word,
        read.filter((r) => r.typed === word),
      );
      if (kept.size > RESOLVED_WORDS) kept.delete(kept.keys().next().value as string);
    }
  }
  const rows = [...known, ...read];
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
 * docs/browsing.md §5: price bounds are applied only when the upper is greater than 0. Prices are whole
 * rupees.
 */
export function priceBounds(filters: ListingFilters): { min: number; max: number } | undefined {
  const { min, max } = filters;
  if (max === undefined || !(max > 0)) return undefined;
  const low = Math.min(INT_MAX, Math.max(0, Math.ceil(min ?? 0)));
  const high = Math.min(INT_MAX, Math.floor(max));
  return { min: low, max: high };
}

const lowered = (values: readonly string[]) => values.map((v) => v.toLowerCase());

/**
 * A category or brand listing in the listing index's terms: scopes whose rows never overlap (so their
 * union has each product once), and ids for the other filters. `undefined` is "any"; an empty `scopes`
 * matches nothing.
 */
export interface Selection {
  scopes: number[];
  brands: number[] | undefined;
  colors: number[] | undefined;
  sizes: number[] | undefined;
  bounds: { min: number; max: number } | undefined;
}

/** The category tree: each category's parent (null at the top). */
export type CategoryTree = Map<number, number | null>;

/** A category and its ancestors, nearest first. */
function lineage(tree: CategoryTree, id: number): number[] {
  const out: number[] = [];
  for (let c: number | null | undefined = id; c !== null && c !== undefined; c = tree.get(c)) {
    out.push(c);
    // A parent loop in bad data must not hang a request.
    if (out.length > tree.size) break;
  }
  return out;
}

/**
 * The categories filter (any level, docs/browsing.md §7) within the scope `base` (a category, or 0 for the
 * whole catalogue) as scopes that do not overlap: a ticked category inside the scope stands for itself, one
 * that holds the scope stands for the scope, any other matches nothing; a ticked category inside another
 * ticked one is already counted. Relies on category_ids being the category and its ancestors (schema.ts).
 */
export function categoryScopes(tree: CategoryTree, base: number, ticked: readonly number[]): number[] {
  const picked = new Set<number>();
  for (const t of ticked) {
    if (!tree.has(t)) continue;
    if (base === 0 || lineage(tree, t).includes(base)) picked.add(t);
    else if (lineage(tree, base).includes(t)) picked.add(base);
  }
  return [...picked]
    .filter(
      (s) =>
        !lineage(tree, s)
          .slice(1)
          .some((a) => picked.has(a)),
    )
    .sort((x, y) => x - y);
}

/**
 * What the catalogue's names mean at a version: categories and brands by slug, the category tree, colour
 * and size ids by lower-case name. A few hundred rows, read in one query once per catalogue version (every
 * write to those tables bumps it, migration 0008) instead of a query or two in every listing, filter and
 * search request. Never older than the request's version: a newer version reads it again.
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

const dictionaries = new WeakMap<Database, { version: bigint; dictionary: Promise<Dictionary> }>();

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
  if (at === undefined) return undefined;
  const version = BigInt(at);
  const kept = dictionaries.get(db);
  if (kept && kept.version >= version) return kept.dictionary;
  const dictionary = readDictionary(db);
  const entry = { version, dictionary };
  dictionaries.set(db, entry);
  // A failed read is not kept: the next request reads again.
  dictionary.catch(() => {
    if (dictionaries.get(db) === entry) dictionaries.delete(db);
  });
  return dictionary;
}

/** The category tree and the ids of the colour and size names asked for, in one query (when any is needed). */
async function lookups(
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

/** A category or brand listing with its filters, except `except` (for that filter's own options). */
export async function selectListing(
  db: Database,
  scope: Exclude<Scope, { kind: 'search' }>,
  filters: ListingFilters,
  except?: Facet,
): Promise<{ selection: Selection; tree: CategoryTree }> {
  const ticked = except !== 'categories' && filters.categories?.length ? filters.categories : undefined;
  const colorNames = except !== 'colors' && filters.colors?.length ? filters.colors : undefined;
  const sizeNames = except !== 'sizes' && filters.sizes?.length ? filters.sizes : undefined;
  const found = await lookups(
    db,
    scope.version,
    ticked !== undefined || except === 'categories',
    colorNames,
    sizeNames,
  );
  const base = scope.kind === 'category' ? scope.id : 0;
  let brands = except !== 'brands' && filters.brands?.length ? [...new Set(filters.brands)] : undefined;
  // A brand listing is the whole catalogue's rows of that brand (and of any brand asked for besides).
  if (scope.kind === 'brand') brands = brands ? brands.filter((b) => b === scope.id) : [scope.id];
  let scopes = ticked ? categoryScopes(found.tree, base, ticked) : [base];
  // A filter that names nothing that exists matches nothing.
  if (brands?.length === 0 || found.colors?.length === 0 || found.sizes?.length === 0) scopes = [];
  return {
    selection: { scopes, brands, colors: found.colors, sizes: found.sizes, bounds: priceBounds(filters) },
    tree: found.tree,
  };
}

const anyOf = (column: SQL, ids: readonly number[]) =>
  ids.length === 1 ? sql`${column} = ${ids[0]}::int` : sql`${column} = any(${intArray(ids)})`;

/** The conditions on a catalog_facets (`f`) or catalog_listing (`l`) row, price excepted. */
function idConditions(alias: 'f' | 'l', s: Selection, scopes: readonly number[] = s.scopes): SQL[] {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const out = [anyOf(col('scope_id'), scopes)];
  if (s.brands) out.push(anyOf(col('brand_id'), s.brands));
  if (s.colors) out.push(anyOf(col('color_id'), s.colors));
  if (s.sizes) out.push(anyOf(col('size_id'), s.sizes));
  return out;
}

/** A catalog_listing row (`l`) of the selection. */
function listingConditions(s: Selection, scopes?: readonly number[]): SQL {
  const out = idConditions('l', s, scopes);
  if (s.bounds) out.push(sql`l.price between ${s.bounds.min}::int and ${s.bounds.max}::int`);
  return sql.join(out, sql` and `);
}

/**
 * The exact number of products of a selection: without a price range a sum over its facet counts (a few
 * hundred rows whatever the catalogue's size); with one, a sum over the price buckets (migration 0019)
 * wholly inside the range, plus an index-only count of its rows in the buckets at either end. The three
 * parts split the range at the bucket floors: [min, the floor above min's bucket), the whole buckets
 * between, [max's bucket floor, max], each empty when the range lies in one or two buckets.
 */
export function countSql(s: Selection): SQL {
  if (!s.bounds) {
    return sql`select coalesce(sum(f.n), 0)::int as n from catalog_facets f where ${sql.join(idConditions('f', s), sql` and `)}`;
  }
  const { min, max } = s.bounds;
  const low = sql`catalog_price_bucket(${min}::int)`;
  const high = sql`catalog_price_bucket(${max}::int)`;
  const aboveLow = sql`catalog_price_bucket_floor(${low} + 1)`;
  const rows = (range: SQL) =>
    sql`(select count(*) from catalog_listing l where ${sql.join([...idConditions('l', s), range], sql` and `)})`;
  return sql`select ((select coalesce(sum(f.n), 0) from catalog_price_facets f
      where ${sql.join(idConditions('f', s), sql` and `)} and f.bucket > ${low} and f.bucket < ${high})
    + ${rows(sql`l.price >= ${min}::int and l.price <= ${max}::int and l.price < ${aboveLow}`)}
    + ${rows(sql`l.price >= greatest(catalog_price_bucket_floor(${high}), ${aboveLow}) and l.price <= ${max}::int`)}
    )::int as n`;
}

/**
 * A page's `limit … offset …`: the limit (a page's size, fixed) written into the statement's text, and the
 * offset too when it is 0 (a first page, by far the most asked), else a value. A prepared statement whose
 * limit or offset PostgreSQL cannot see is planned anew on every request (its generic plan is costed for
 * an unknown share of the rows); a first page's is planned once per connection: 0.6–0.9 ms less of the
 * database per request at 100,000 products (docs/server.md "Prepared shapes").
 */
function limitOffset(limit: number, offset: number): SQL {
  const fixed = sql.raw(`limit ${Math.trunc(limit)}`);
  return offset === 0 ? fixed : sql`${fixed} offset ${offset}::int`;
}

/** More branches than this and one index range with a sort serves better than merging ordered branches. */
const MAX_BRANCHES = 32;

/** A row of a listing in its order: where a deep page's read starts (see listingPivots). */
export interface Pivot {
  price: number;
  id: number;
}

/**
 * The (price, id) of a selection's rows in price order (ties by id), `limit` of them after skipping
 * `offset`, from `from` on (that row included) when given. Each (scope, brand) pair is an ordered index
 * range; the ranges are merged in order (Merge Append), so nothing sorts the listing.
 */
function orderedRowsSql(
  s: Selection,
  sort: 'asc' | 'desc',
  offset: number,
  limit: number,
  from?: Pivot,
): SQL {
  const order = (price: string, id: string) => sql.raw(`${price} ${sort}, ${id} asc`);
  const pairs = s.scopes.flatMap((scope) => (s.brands ?? [undefined]).map((brand) => ({ scope, brand })));
  // From the pivot on, in the listing's order: a range of each index whose start the planner sees.
  const after =
    from === undefined
      ? sql``
      : sort === 'asc'
        ? sql` and (l.price, l.id) >= (${from.price}::int, ${from.id}::int)`
        : sql` and l.price <= ${from.price}::int and (l.price < ${from.price}::int or l.id >= ${from.id}::int)`;
  const rows = (where: SQL) => sql`select l.price, l.id from catalog_listing l where ${where}${after}`;
  const page = sql`order by ${order('1', '2')} ${limitOffset(limit, offset)}`;
  // Several branches each ordered in parentheses, so PostgreSQL merges them (a plain UNION ALL it sorts).
  return pairs.length === 1 || pairs.length > MAX_BRANCHES
    ? sql`${rows(listingConditions(s))} ${page}`
    : sql`${sql.join(
        pairs.map(
          ({ scope, brand }) =>
            sql`(${rows(
              listingConditions({ ...s, brands: brand === undefined ? undefined : [brand] }, [scope]),
            )} order by ${order('l.price', 'l.id')})`,
        ),
        sql` union all `,
      )} ${page}`;
}

/**
 * One page of a selection's product cards in price order (ties by id), read as orderedRowsSql reads its
 * rows; `total` rides along.
 */
export function pageSql(
  s: Selection,
  sort: 'asc' | 'desc',
  offset: number,
  limit: number,
  total?: SQL,
  from?: Pivot,
): SQL {
  const inner = orderedRowsSql(s, sort, offset, limit, from);
  const outer = sql.raw(sort === 'asc' ? 'pg.price asc, pg.id asc' : 'pg.price desc, pg.id asc');
  // The total rides along as an uncorrelated subquery (computed once): one round trip for page and total.
  const extra = total ? sql`, (${total}) as total` : sql``;
  return sql`select ${SUMMARY_COLUMNS}${extra} from (${inner}) pg join products p on p.id = pg.id ${SUMMARY_JOINS}
    order by ${outer}`;
}

/** A search's tsqueries for its words and filters; `query` undefined when nothing can match. */
export interface SearchSelection {
  query: SQL | undefined;
  /** The words as typed (websearch syntax) and as resolved (prefixes, corrections), for the tiers. */
  typed: SQL;
  resolved: SQL;
  /** The search in lower case: an exact product code. */
  code: string;
  bounds: { min: number; max: number } | undefined;
  /** The same search over the postings (catalog_words), when it can be said there exactly (see below). */
  postings?: Postings | undefined;
}

/** `'B1' | 'B2'`: filter lexemes (upper case, cast as written so nothing lower-cases them). */
const lexemes = (prefix: string, ids: readonly number[]) =>
  `(${ids.map((id) => `'${prefix}${Math.trunc(id)}'`).join(' | ')})`;

/** A search with its filters, except `except`: the words as one tsquery, the filters as lexemes of it. */
export async function selectSearch(
  db: Database,
  terms: SearchTerms,
  filters: ListingFilters,
  except?: Facet,
  version?: string,
): Promise<SearchSelection> {
  const colorNames = except !== 'colors' && filters.colors?.length ? filters.colors : undefined;
  const sizeNames = except !== 'sizes' && filters.sizes?.length ? filters.sizes : undefined;
  const bounds = priceBounds(filters);
  const resolved = wordsQuery(terms);
  const typed = sql`websearch_to_tsquery('simple', ${terms.text}::text)`;
  const none = { query: undefined, typed, resolved: sql`''::tsquery`, code: '', bounds };
  if (!resolved) return none;
  const found = await lookups(db, version, false, colorNames, sizeNames);
  const parts: string[] = [];
  const facets: string[][] = [];
  const facet = (prefix: string, ids: readonly number[]) => {
    parts.push(lexemes(prefix, ids));
    facets.push(ids.map((id) => `${prefix}${Math.trunc(id)}`));
  };
  if (except !== 'brands' && filters.brands?.length) facet('B', filters.brands);
  if (except !== 'categories' && filters.categories?.length) facet('K', filters.categories);
  for (const [prefix, ids] of [
    ['C', found.colors],
    ['S', found.sizes],
  ] as const) {
    if (ids === undefined) continue;
    if (ids.length === 0) return none;
    facet(prefix, ids);
  }
  // Matches the words as typed (websearch syntax: quotes, or, -word) or as resolved (prefixes,
  // corrections): `a || b` is the same as matching either.
  const words = sql`(${typed} || ${resolved})`;
  const query = parts.length > 0 ? sql`(${words} && ${parts.join(' & ')}::tsquery)` : words;
  const code = terms.text.toLowerCase();
  return {
    query,
    typed,
    resolved,
    code,
    bounds,
    postings: bounds ? undefined : postingsOf(terms, facets, code),
  };
}

function searchConditions(s: SearchSelection): SQL {
  const out = [s.query ? sql`s.doc @@ ${s.query}` : sql`false`];
  if (s.bounds) out.push(sql`s.price between ${s.bounds.min}::int and ${s.bounds.max}::int`);
  return sql.join(out, sql` and `);
}

/**
 * Relevance tiers, best first: the exact product code; the words as typed and all of them in the title;
 * either of those; any other match (a correction, a prefix, words found in the brand or category). Within
 * a tier, id order. Each tier is a test on the narrow precomputed row (ts_rank of every match, and trigram
 * similarity of every title, cost 50–90 ms on 100,000 products; these cost about a microsecond a match).
 */
function tier(s: SearchSelection): SQL {
  const typed = sql`s.doc @@ ${s.typed}`;
  const title = sql`s.title_doc @@ ${s.resolved}`;
  return sql`case when s.product_code = ${s.code}::text then 0 when ${typed} and ${title} then 1
    when ${typed} or ${title} then 2 else 3 end`;
}

export function searchCountSql(s: SearchSelection): SQL {
  return sql`select count(*)::int as n from catalog_search s where ${searchConditions(s)}`;
}

/**
 * One page of a search's product cards: with `sort`, price order (ties by id, like the listings); without,
 * the relevance tiers. Its total is counted by searchCountSql beside it (on PostgreSQL at the same time, on
 * another connection): a window over the matches would keep every match's row to count it.
 */
export function searchPageSql(
  s: SearchSelection,
  sort: 'asc' | 'desc' | undefined,
  offset: number,
  limit: number,
): SQL {
  // Bare names: the inner order is by the select's own columns (the tier is one).
  const order = (t: string) => sql.raw(sort ? `${t}price ${sort}, ${t}id` : `${t}tier, ${t}id`);
  return sql`select ${SUMMARY_COLUMNS} from (
      select s.id, s.price, ${sort ? sql`0` : tier(s)} as tier from catalog_search s
      where ${searchConditions(s)}
      order by ${order('')} ${limitOffset(limit, offset)}
    ) pg join products p on p.id = pg.id ${SUMMARY_JOINS}
    order by ${order('pg.')}`;
}

// ---------------------------------------------------------------------------------------------------
// Search over the postings (migration 0014)
//
// catalog_words holds one bit per product for each word of the search documents, 1,024 products a row
// (a chunk of ids), so a search is a few hundred bitwise operations on rows whatever it matches: its total
// is a bit count, its relevance tiers are bitmaps, and its page is decoded from the one or two chunks
// that hold it. It answers exactly what the tsquery of selectSearch answers, for the searches it can say
// exactly: words of plain letters (the websearch syntax of the words as typed is then only their AND,
// which every match of the resolved words already holds, see postingsOf) and no price range. Any other
// search (a code, a number, quotes, "or", -word, a price range) reads the GIN index as before.

/** Products a postings row covers (migration 0014). */
const CHUNK = 1024;
const ZERO = sql.raw(`B'0'::bit(${CHUNK})`);
const PLAIN = /^[a-z]+$/;

/** A range of postings words of some kinds: `lo` ≤ word < `hi`. */
interface WordRange {
  kinds: string;
  lo: string;
  hi: string;
}

/**
 * A search said over the postings: lists of parts ANDed, each part one word (the OR of its ranges: a
 * prefix, or each of its corrections). Each range is its own read of the postings' key with its bounds
 * in the statement, so the planner estimates it from the key's statistics (a VALUES list of the ranges
 * joined to the key hid the bounds from it: it guessed a tenth of the table per range and read all of it,
 * 140 ms a search at 100,000 products on PostgreSQL). Parts are combined by aggregating per chunk, never
 * by joining them: one aggregate whatever the planner estimates.
 */
export interface Postings {
  /** The products the search matches: its words as resolved and its filters. */
  match: WordRange[][];
  /** Those whose document holds every word as typed. */
  typed: WordRange[][];
  /** Those whose title holds every word as resolved. */
  title: WordRange[][];
  /** The search in lower case, an exact product code: tier 0. */
  code: string;
}

/** The first word after every word starting with `w` (ASCII letters, "C" collation). */
const after = (w: string) => w.slice(0, -1) + String.fromCharCode(w.charCodeAt(w.length - 1) + 1);

/** One word among `kinds`: its prefix range, or exactly one of `exact` (chr(1) follows any word at once). */
function rangesOf(kinds: string, word: { prefix: string } | { exact: readonly string[] }): WordRange[] {
  return 'prefix' in word
    ? [{ kinds, lo: word.prefix, hi: after(word.prefix) }]
    : word.exact.map((w) => ({ kinds, lo: w, hi: `${w}\u0001` }));
}

/** Each part's bits per chunk, `(s, part, chunk, b)`, `s` the list the part came from. */
function partsSql(lists: readonly (readonly WordRange[][])[]): SQL {
  let part = 0;
  const rows = lists.flatMap((parts, s) =>
    parts.flatMap((ranges) => {
      const n = part++;
      return ranges.map(
        (r) => sql`select ${sql.raw(`${s} as s, ${n} as part`)}, chunk, bits from catalog_words
          where kind = any(${sql.raw(`'{${r.kinds}}'::"char"[]`)}) and word >= ${r.lo}::text and word < ${r.hi}::text`,
      );
    }),
  );
  return sql`select s, part, chunk, bit_or(bits) as b from (${sql.join(rows, sql` union all `)}) c
    group by 1, 2, 3`;
}

/** The chunks where every part has bits, with their AND: `(chunk, b)`. */
function matchSql(p: Postings): SQL {
  return sql`select chunk, bit_and(b) as b from (${partsSql([p.match])}) u
    group by chunk having count(*) = ${p.match.length}::int`;
}

/**
 * The postings form of a search with its filter lexemes (`facets`: any one of each list), or undefined
 * when it cannot be said exactly there. Plain words only (ASCII letters, so the 'simple' parser keeps each
 * whole): the words as typed are then the AND of the typed words, and every product holding them matches
 * the resolved words too (a typed word found in a document is in the vocabulary, so it resolved as a
 * prefix of itself), so `typed || resolved` is the resolved words alone; "or" is websearch's operator.
 */
export function postingsOf(
  terms: SearchTerms,
  facets: readonly string[][],
  code: string,
): Postings | undefined {
  const typed = code.split(' ');
  if (!/^[a-z]+( [a-z]+)*$/.test(code) || typed.includes('or') || new Set(typed).size > MAX_WORDS) {
    return undefined;
  }
  const doc: WordRange[][] = [];
  const title: WordRange[][] = [];
  for (const w of terms.words) {
    if (!PLAIN.test(w.typed)) return undefined;
    if (w.prefix) {
      doc.push(rangesOf('d,p', { prefix: w.typed }));
      title.push(rangesOf('t,q', { prefix: w.typed }));
    } else if (w.corrections.length > 0) {
      // A correction of more than plain letters is a phrase in plainto_tsquery: not said here.
      if (!w.corrections.every((c) => PLAIN.test(c))) return undefined;
      doc.push(rangesOf('d', { exact: w.corrections }));
      title.push(rangesOf('t', { exact: w.corrections }));
    }
  }
  if (doc.length === 0) return undefined;
  return {
    match: [...doc, ...facets.map((words) => rangesOf('f', { exact: words }))],
    typed: [...new Set(typed)].map((w) => rangesOf('d', { exact: [w] })),
    title,
    code,
  };
}

/** The exact number of products a search matches: a bit count. */
export function postingsCountSql(p: Postings): SQL {
  return sql`select coalesce(sum(bit_count(m.b)), 0)::int as n from (${matchSql(p)}) m`;
}

/**
 * One page of a search in relevance order with its total, as searchPageSql's tiers (tier 0 the exact
 * code; 1 the words as typed and all in the title; 2 either; 3 the rest; then id): each tier is a bitmap
 * per chunk, the tiers' chunks are laid end to end in (tier, chunk) order, and only the chunks under the
 * page are decoded.
 */
export function postingsPageSql(p: Postings, offset: number, limit: number): SQL {
  const end = offset + limit;
  const all = (s: number, n: number) =>
    sql`case when count(*) filter (where s = ${sql.raw(String(s))}) = ${n}::int
      then bit_and(b) filter (where s = ${sql.raw(String(s))}) else ${ZERO} end`;
  const code = sql`select s.id >> 10 as chunk, bit_or(set_bit(${ZERO}, s.id & 1023, 1)) as b
    from catalog_search s where s.product_code = ${p.code}::text group by 1`;
  return sql`with x as (
      select chunk, count(*) filter (where s = 0) = ${p.match.length}::int as matched,
        bit_and(b) filter (where s = 0) as m, ${all(1, p.typed.length)} as y, ${all(2, p.title.length)} as t,
        coalesce(bit_or(b) filter (where s = 3), ${ZERO}) as c
      from (select s, chunk, b from (${partsSql([p.match, p.typed, p.title])}) w
        union all select 3, chunk, b from (${code}) c) u
      group by chunk
    ), tiers as (
      select chunk, m & c as b0, m & ~c as r, y, t from x where matched
    ), cells as (
      select v.tier, x.chunk, v.b, bit_count(v.b)::int as n from tiers x,
        lateral (values (0, x.b0), (1, x.r & x.y & x.t), (2, x.r & (x.y # x.t)), (3, x.r & ~(x.y | x.t))) v(tier, b)
    ), placed as (
      select tier, chunk, b, n, (sum(n) over (order by tier, chunk) - n)::int as start from cells where n > 0
    ), ids as (
      select c.chunk * ${CHUNK}::int + i as id,
        c.start + row_number() over (partition by c.tier, c.chunk order by i) - 1 as pos
      from placed c, generate_series(0, ${CHUNK - 1}::int) i
      where c.start < ${end}::int and c.start + c.n > ${offset}::int and get_bit(c.b, i) = 1
    )
    select ${SUMMARY_COLUMNS}, (select coalesce(sum(n), 0)::int from cells) as total
    from ids pg join products p on p.id = pg.id ${SUMMARY_JOINS}
    where pg.pos >= ${offset}::int and pg.pos < ${end}::int
    order by pg.pos`;
}

/**
 * The ids of a filter facet (`B` brands, `C` colours, `S` sizes, `K` categories) among a search's matches:
 * the facet's postings and the match's parts in one window per chunk (no join for the planner to misjudge).
 */
export function postingsFacetSql(p: Postings, prefix: 'B' | 'C' | 'S' | 'K'): SQL {
  return sql`select substr(z.word, 2)::int from (
      select u.s, u.word, u.b, count(*) filter (where u.s = 0) over w as n, bit_and(u.b) filter (where u.s = 0) over w as m
      from (select s, chunk, null::text as word, b from (${partsSql([p.match])}) t
        union all select 1, chunk, word, bits from catalog_words
          where kind = 'f' and word >= ${prefix} and word < ${after(prefix)}) u
      window w as (partition by u.chunk)
    ) z where z.s = 1 and z.n = ${p.match.length}::int and bit_count(z.b & z.m) > 0`;
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
  title_ne: string | null;
  parent_id: number | null;
  depth: number;
}

export interface SummaryRow extends ImageRow {
  slug: string;
  title: string;
  title_ne: string | null;
  price: number;
  list_price: number;
  brand: string | null;
  category: string | null;
  category_ne: string | null;
}

/** Shown when a product has no image yet, so a card never breaks (the contract requires an image). */
export function productImage(stored: StoredImage | null | undefined, title: string, baseUrl: string): Image {
  return toImage(
    stored ?? { path: 'placeholders/product', widths: [640], width: 640, height: 640, alt: title },
    baseUrl,
  );
}

// docs/browsing.md §2: page titles come from seo_title, falling back to the title.
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
    title_ne: row.title_ne,
    image: toImage(row.image, baseUrl),
    seo_title: seoTitle(row),
    seo_description: row.seo_description,
    seo_keyword: row.seo_keyword,
  };
}

/**
 * A product's prices as the storefront shows them (migration 0015): it sells at its selling price (the
 * sale price while it is below the list price); while it does, `regular_price` is the list price, shown
 * struck through. Null when the product is not on sale.
 */
export function regularPrice(sellingPrice: number, listPrice: number): number | null {
  return sellingPrice < listPrice ? listPrice : null;
}

export function toSummary(row: SummaryRow, baseUrl: string): ProductSummary {
  return {
    slug: row.slug,
    title: row.title,
    title_ne: row.title_ne,
    price: row.price,
    regular_price: regularPrice(row.price, row.list_price),
    image: productImage(row.image, row.title, baseUrl),
    brand: row.brand,
    category: row.category,
    category_ne: row.category_ne,
  };
}

/** The columns of a product card; `p` is products, joined to its brand `b` and category `c`. */
export const SUMMARY_COLUMNS = sql`p.slug, p.title, p.title_ne, p.selling_price as price, p.price as list_price,
  p.images -> 0 as image,
  b.title as brand, c.title as category, c.title_ne as category_ne`;
export const SUMMARY_JOINS = sql`left join brands b on b.id = p.brand_id
  left join categories c on c.id = p.category_id`;

/** Product cards from a query selecting SUMMARY_COLUMNS. */
export async function productSummaries(db: Database, query: SQL, baseUrl: string): Promise<ProductSummary[]> {
  const rows = await queryRows<SummaryRow>(db, query);
  return rows.map((row) => toSummary(row, baseUrl));
}

const BRAND_COLUMNS = sql`id, slug, title, image, seo_title, seo_description, seo_keyword`;
const CATEGORY_COLUMNS = sql`id, slug, title, title_ne, image, seo_title, seo_description, seo_keyword, parent_id, depth`;

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

/** Splits a list into slides of `size` (docs/browsing.md §2: 8 brands, 9 categories a slide). */
export function slides<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Listings and filter options

/** A page at most this deep is read with its total in one query; a deeper one after it (see below). */
const SHALLOW_OFFSET = 1000;

/**
 * Pivots: every PIVOT_STEP-th row of a listing in its order (rows 0, 1,000, 2,000, …), read once per
 * catalogue version and selection, as deep as the contract's last page (10,000) reaches. A deep page then
 * starts at the pivot at or before it and skips fewer than PIVOT_STEP rows, however deep it is: an index
 * range whose start the planner sees, instead of skipping every row before the page (at 1,000,000
 * products the middle page of a category skipped 180,000). The first deep page of a selection at a version
 * reads its rows once to find them.
 */
const PIVOT_STEP = 1000;
const MAX_OFFSET = 10_000 * PAGE_SIZE;
/** Selections whose pivots an instance keeps (the least recently asked go first). */
const PIVOT_SETS = 256;

const pivotSets = new WeakMap<Database, { version: bigint; sets: Map<string, Promise<Pivot[]>> }>();

async function readPivots(db: Database, s: Selection, sort: 'asc' | 'desc'): Promise<Pivot[]> {
  const rows = orderedRowsSql(s, sort, 0, MAX_OFFSET);
  const order = sql.raw(sort === 'asc' ? 'x.price asc, x.id asc' : 'x.price desc, x.id asc');
  return queryRows<Pivot>(
    db,
    sql`select y.price, y.id from (
        select x.price, x.id, row_number() over (order by ${order}) - 1 as n from (${rows}) x
      ) y where y.n % ${PIVOT_STEP}::int = 0 order by y.n`,
  );
}

/** The pivots of a selection in `sort` order at the request's catalogue version. */
export function listingPivots(
  db: Database,
  s: Selection,
  sort: 'asc' | 'desc',
  at: string | undefined,
): Promise<Pivot[]> {
  if (at === undefined) return readPivots(db, s, sort);
  const version = BigInt(at);
  let kept = pivotSets.get(db);
  if (kept === undefined || kept.version < version) {
    kept = { version, sets: new Map() };
    pivotSets.set(db, kept);
  } else if (kept.version > version) {
    // A request at an older version (a write committed while it ran) keeps nothing.
    return readPivots(db, s, sort);
  }
  const { sets } = kept;
  const key = `${sort} ${JSON.stringify(s)}`;
  const hit = sets.get(key);
  if (hit !== undefined) {
    sets.delete(key);
    sets.set(key, hit);
    return hit;
  }
  const read = readPivots(db, s, sort);
  sets.set(key, read);
  if (sets.size > PIVOT_SETS) sets.delete(sets.keys().next().value as string);
  // A failed read is not kept: the next request reads again.
  read.catch(() => {
    if (sets.get(key) === read) sets.delete(key);
  });
  return read;
}

/**
 * A page of a search and its total from the postings: in relevance order one query (the total rides
 * along). In price order the postings count the total (a bit count) and the GIN index reads the page
 * (ordering by price needs each match's price: the catalogue's price order read from its start finds a
 * search's matches only where they are, often at its other end).
 */
async function searchByPostings(
  db: Database,
  selection: SearchSelection,
  p: Postings,
  sort: 'asc' | 'desc' | undefined,
  offset: number,
  baseUrl: string,
): Promise<[ProductSummary[], number]> {
  const count = async () => (await queryRows<{ n: number }>(db, shape(postingsCountSql(p))))[0]?.n ?? 0;
  if (sort) {
    return Promise.all([
      productSummaries(db, shape(searchPageSql(selection, sort, offset, PAGE_SIZE)), baseUrl),
      count(),
    ]);
  }
  const rows = await queryRows<SummaryRow & { total: number }>(
    db,
    shape(postingsPageSql(p, offset, PAGE_SIZE)),
  );
  // A page past the end has no row to carry the total.
  return [rows.map((row) => toSummary(row, baseUrl)), rows[0] ? rows[0].total : await count()];
}

/** One page of a listing and its exact total. */
export async function listingPage(
  db: Database,
  scope: Scope,
  query: ListingQuery,
  baseUrl: string,
): Promise<ProductPage> {
  const page = query.page ?? 1;
  const offset = (page - 1) * PAGE_SIZE;
  const count = async (q: SQL) => (await queryRows<{ n: number }>(db, shape(q)))[0]?.n ?? 0;
  let total: number;
  let products: ProductSummary[];
  if (scope.kind === 'search') {
    const selection = await selectSearch(db, scope.terms, query, undefined, scope.version);
    if (!selection.query) {
      total = 0;
      products = [];
    } else if (selection.postings) {
      [products, total] = await searchByPostings(
        db,
        selection,
        selection.postings,
        query.sort,
        offset,
        baseUrl,
      );
    } else {
      [products, total] = await Promise.all([
        productSummaries(db, shape(searchPageSql(selection, query.sort, offset, PAGE_SIZE)), baseUrl),
        count(searchCountSql(selection)),
      ]);
    }
  } else {
    const { selection } = await selectListing(db, scope, query);
    // docs/browsing.md §4: price high to low by default.
    const sort = query.sort ?? 'desc';
    if (selection.scopes.length === 0) {
      total = 0;
      products = [];
    } else if (offset < SHALLOW_OFFSET) {
      const rows = await queryRows<SummaryRow & { total: number }>(
        db,
        shape(pageSql(selection, sort, offset, PAGE_SIZE, countSql(selection))),
      );
      products = rows.map((row) => toSummary(row, baseUrl));
      // A page past the end has no row to carry the total.
      total = rows[0] ? rows[0].total : await count(countSql(selection));
    } else {
      // A deep page starts at the pivot at or before it (see listingPivots); its total rides along, as on a
      // shallow page (one round trip, where the total was a statement of its own).
      const pivots = await listingPivots(db, selection, sort, scope.version);
      const k = Math.floor(offset / PIVOT_STEP);
      const from = pivots[k];
      const rows =
        from === undefined
          ? []
          : await queryRows<SummaryRow & { total: number }>(
              db,
              shape(pageSql(selection, sort, offset - k * PIVOT_STEP, PAGE_SIZE, countSql(selection), from)),
            );
      products = rows.map((row) => toSummary(row, baseUrl));
      // A page past the end has no row to carry the total.
      total = rows[0] ? rows[0].total : await count(countSql(selection));
    }
  }
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
  title_ne: string | null;
}

/**
 * The distinct values of a facet column among a selection's products (column `x.<column>`): from the facet
 * counts, a few hundred rows whatever the catalogue's size. (Filter options take no price range in the
 * contract; with one, the listing rows in the range are read instead.)
 */
export function facetValuesSql(
  s: Selection,
  column: 'scope_id' | 'brand_id' | 'color_id' | 'size_id',
  scopes?: readonly number[],
): SQL {
  const name = sql.raw(column);
  return s.bounds
    ? sql`select distinct l.${name} as ${name} from catalog_listing l where ${listingConditions(s, scopes)}`
    : sql`select distinct f.${name} as ${name} from catalog_facets f
        where ${sql.join(idConditions('f', s, scopes), sql` and `)}`;
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
  const known = dictionary(db, scope.version);
  const allRows = known
    ? known.then((d) => d.ordered)
    : queryRows<TreeRow>(
        db,
        sql`select id, parent_id, slug, title, title_ne from categories order by sort_order, title, id`,
      );
  let present: { id: number }[];
  if (scope.kind === 'search') {
    const s = await selectSearch(db, scope.terms, filters, 'categories', scope.version);
    // Over the postings, each category of a match (its own and its ancestors: the tree keeps those anyway).
    present = await queryRows<{ id: number }>(
      db,
      shape(
        s.postings
          ? sql`select distinct k.id from (${postingsFacetSql(s.postings, 'K')}) k(id)`
          : sql`select distinct s.category_id as id from catalog_search s where ${searchConditions(s)}`,
      ),
    );
  } else {
    const { selection, tree } = await selectListing(db, scope, filters, 'categories');
    const base = selection.scopes[0];
    // Each category under the listing's scope that holds a matching product (its scope counts them).
    const candidates = [...tree.keys()].filter((id) => base === 0 || lineage(tree, id).includes(base ?? -1));
    present =
      base === undefined || candidates.length === 0
        ? []
        : await queryRows<{ id: number }>(
            db,
            shape(sql`select f.scope_id as id from (${facetValuesSql(selection, 'scope_id', candidates)}) f`),
          );
  }
  const all = await allRows;
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
    title_ne: c.title_ne,
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

/** The ids of a facet among a listing's or a search's products, the facet's own filter left out. */
async function facetIds(
  db: Database,
  scope: Scope,
  filters: ListingFilters,
  facet: 'brands' | 'colors' | 'sizes',
): Promise<SQL | undefined> {
  const column = facet === 'brands' ? 'brand_id' : facet === 'colors' ? 'color_id' : 'size_id';
  if (scope.kind === 'search') {
    const s = await selectSearch(db, scope.terms, filters, facet, scope.version);
    if (!s.query) return undefined;
    if (s.postings)
      return postingsFacetSql(s.postings, facet === 'brands' ? 'B' : facet === 'colors' ? 'C' : 'S');
    return sql`select s.${sql.raw(column)} from catalog_search s where ${searchConditions(s)}`;
  }
  const { selection } = await selectListing(db, scope, filters, facet);
  return selection.scopes.length === 0 ? undefined : facetValuesSql(selection, column);
}

export async function brandOptions(
  db: Database,
  scope: Scope,
  filters: ListingFilters,
): Promise<ContractBrandOption[]> {
  const ids = await facetIds(db, scope, filters, 'brands');
  if (!ids) return [];
  const rows = await queryRows<{ id: number; title: string }>(
    db,
    shape(
      sql`select b.id, b.title from brands b where b.id in (${ids}) order by b.sort_order, b.title, b.id`,
    ),
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
  const ids = await facetIds(db, scope, filters, table);
  if (!ids) return [];
  const rows = await queryRows<OptionRow>(
    db,
    shape(
      sql`select o.id, o.title, o.subtitle from ${sql.raw(table)} o where o.id in (${ids}) order by o.subtitle, o.id`,
    ),
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
