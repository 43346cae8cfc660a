// A search's words resolved against the catalogue's vocabulary (docs/server.md "Names and words read once
// per catalogue version"): each as a prefix, or its corrections when misspelt; kept per version and word.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows, shape } from '../../db/query.js';
import { perOwner, VersionedCache } from '../versioned-cache.js';
import { synonymsOf } from './synonyms.js';

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
  /** Catalogue words it also means, each as a prefix (synonyms.ts: Nepali and romanised spellings). */
  also: readonly string[];
}

/** What a search looks for: the words as typed, and each word resolved. */
export interface SearchTerms {
  text: string;
  words: SearchWord[];
}

/** At most this many words take part in a search: enough for any product name, bounded for the planner. */
export const MAX_WORDS = 8;
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

/**
 * The resolutions kept per database at the request's catalogue version: the vocabulary changes only with the
 * catalogue, whose every write bumps the version.
 */
const resolvedWords = perOwner((_db: Database) => new VersionedCache<VocabularyRow[]>(RESOLVED_WORDS));

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
  const kept = resolvedWords(db);
  const known: VocabularyRow[] = [];
  const lookup: string[] = [];
  for (const word of words) {
    if (HAS_DIGIT.test(word)) continue;
    const hit = kept.get(version, word);
    if (hit === undefined) lookup.push(word);
    else known.push(...hit);
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
  for (const word of lookup) {
    kept.set(
      version,
      word,
      read.filter((r) => r.typed === word),
    );
  }
  const rows = [...known, ...read];
  return {
    text,
    words: words.map((word) => {
      if (HAS_DIGIT.test(word)) return { typed: word, prefix: true, corrections: [], also: [] };
      const also = synonymsOf(word);
      const mine = rows.filter((r) => r.typed === word);
      if (mine.some((r) => r.prefix)) return { typed: word, prefix: true, corrections: [], also };
      // A word known as a synonym is not a misspelling: "tail" means tiles, not "tall".
      if (also.length > 0) return { typed: word, prefix: false, corrections: [], also };
      const best = Math.max(0, ...mine.map((r) => r.score));
      const corrections = mine.filter((r) => r.score >= best - CORRECTION_SPREAD).map((r) => r.word);
      return { typed: word, prefix: false, corrections, also };
    }),
  };
}

/** Every known word must match (as a prefix, or as one of its corrections); unknown words are left out. */
export function wordsQuery(terms: SearchTerms): SQL | undefined {
  const parts = terms.words.flatMap((w): SQL[] => {
    const alternatives = [
      ...(w.prefix
        ? [sql`to_tsquery('simple', ${`${w.typed}:*`}::text)`]
        : w.corrections.map((c) => sql`plainto_tsquery('simple', ${c}::text)`)),
      // Synonyms are single words of letters (synonyms.ts), safe in a tsquery as prefixes.
      ...w.also.map((a) => sql`to_tsquery('simple', ${`${a}:*`}::text)`),
    ];
    if (alternatives.length === 0) return [];
    return [
      alternatives.length === 1 ? (alternatives[0] as SQL) : sql`(${sql.join(alternatives, sql` || `)})`,
    ];
  });
  return parts.length > 0 ? sql`(${sql.join(parts, sql` && `)})` : undefined;
}
