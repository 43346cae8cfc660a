// Search over the postings (migration 0014; docs/server.md "Search").
//
// catalog_words holds one bit per product for each word of the search documents, 1,024 products a row
// (a chunk of ids), so a search is a few hundred bitwise operations on rows whatever it matches: its total
// is a bit count, its relevance tiers are bitmaps, and its page is decoded from the one or two chunks
// that hold it. It answers exactly what the tsquery of selectSearch answers, for the searches it can say
// exactly: words of plain letters (the websearch syntax of the words as typed is then only their AND,
// which every match of the resolved words already holds, see postingsOf) and no price range. Any other
// search (a code, a number, quotes, "or", -word, a price range) reads the GIN index (search-sql.ts).
import { type SQL, sql } from 'drizzle-orm';
import { SUMMARY_COLUMNS, SUMMARY_JOINS } from './mappers.js';
import { MAX_WORDS, type SearchTerms } from './search-words.js';

/** Products a postings row covers (migration 0014). */
const CHUNK = 1024;
const ZERO = sql.raw(`B'0'::bit(${CHUNK})`);
/**
 * Words said over the postings: lower-case ASCII letters, and Devanagari letters and marks (not its digits
 * or dandas). The text parser keeps each such word whole, as the JS split of search-words.ts does (in the
 * C and C.UTF-8 locales and on PGlite; docs/server.md "Search"), so the words as typed are the tsquery's;
 * each character is one UTF-16 unit, so `after` bounds a prefix.
 */
const PLAIN = /^[a-z\u0900-\u0963\u0971-\u097f]+$/;
const PLAIN_WORDS = /^[a-z\u0900-\u0963\u0971-\u097f]+( [a-z\u0900-\u0963\u0971-\u097f]+)*$/;

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

/** The first word after every word starting with `w` ("C" collation: code point order). */
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
  if (!PLAIN_WORDS.test(code) || typed.includes('or') || new Set(typed).size > MAX_WORDS) {
    return undefined;
  }
  const doc: WordRange[][] = [];
  const title: WordRange[][] = [];
  for (const w of terms.words) {
    if (!PLAIN.test(w.typed)) return undefined;
    if (!w.also.every((a) => PLAIN.test(a))) return undefined;
    const alsoDoc = w.also.flatMap((a) => rangesOf('d,p', { prefix: a }));
    const alsoTitle = w.also.flatMap((a) => rangesOf('t,q', { prefix: a }));
    if (w.prefix) {
      doc.push([...rangesOf('d,p', { prefix: w.typed }), ...alsoDoc]);
      title.push([...rangesOf('t,q', { prefix: w.typed }), ...alsoTitle]);
    } else if (w.corrections.length > 0) {
      // A correction of more than plain letters is a phrase in plainto_tsquery: not said here.
      if (!w.corrections.every((c) => PLAIN.test(c))) return undefined;
      doc.push([...rangesOf('d', { exact: w.corrections }), ...alsoDoc]);
      title.push([...rangesOf('t', { exact: w.corrections }), ...alsoTitle]);
    } else if (w.also.length > 0) {
      doc.push(alsoDoc);
      title.push(alsoTitle);
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
