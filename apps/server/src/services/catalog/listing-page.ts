// One page of a listing or a search and its exact total (docs/browsing.md §4, §9): a shallow page with its
// total in one statement, a deep page from its pivot, a search from the postings or the GIN index.
import type { ProductPage, ProductSummary } from '@sajilo/api';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows, shape } from '../../db/query.js';
import { countSql, pageSql } from './listing-sql.js';
import { productSummaries, type SummaryRow, toSummary } from './mappers.js';
import { listingPivots, PIVOT_STEP } from './pivots.js';
import { type Postings, postingsCountSql, postingsPageSql } from './postings.js';
import { type SearchSelection, searchCountSql, searchPageSql, selectSearch } from './search-sql.js';
import { type ListingQuery, PAGE_SIZE, type Scope, selectListing } from './selection.js';

/** A page at most this deep is read with its total in one query; a deeper one from its pivot (pivots.ts). */
const SHALLOW_OFFSET = 1000;

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
      // A deep page starts at the pivot at or before it (pivots.ts); its total rides along, as on a
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
