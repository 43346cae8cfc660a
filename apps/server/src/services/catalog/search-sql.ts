// A search over the GIN index of catalog_search (docs/server.md "Search"): the words and every filter are
// one tsquery, the filters lexemes of it; a search of plain words without a price range also has its form
// over the postings (postings.ts).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { limitOffset } from './listing-sql.js';
import { SUMMARY_COLUMNS, SUMMARY_JOINS } from './mappers.js';
import { lookups } from './names.js';
import { type Postings, postingsOf } from './postings.js';
import { type SearchTerms, wordsQuery } from './search-words.js';
import { type Facet, type ListingFilters, priceBounds } from './selection.js';

/** A search's tsqueries for its words and filters; `query` undefined when nothing can match. */
export interface SearchSelection {
  query: SQL | undefined;
  /** The words as typed (websearch syntax) and as resolved (prefixes, corrections), for the tiers. */
  typed: SQL;
  resolved: SQL;
  /** The search in lower case: an exact product code. */
  code: string;
  bounds: { min: number; max: number } | undefined;
  /** The same search over the postings (catalog_words), when it can be said there exactly (postings.ts). */
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

export function searchConditions(s: SearchSelection): SQL {
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
