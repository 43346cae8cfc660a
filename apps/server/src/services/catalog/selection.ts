// What a listing asks for (its scope, filters, sort and page) and the selection it becomes in the listing
// index's terms: scopes that never overlap and ids for the other filters (docs/browsing.md §4, §5, §7).
import type { Database } from '../../db/client.js';
import { lookups } from './names.js';
import type { SearchTerms } from './search-words.js';

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

/** The products a listing starts from, before its filters. */
export type Scope = (
  | { kind: 'category'; id: number }
  | { kind: 'brand'; id: number }
  | { kind: 'search'; terms: SearchTerms }
) & {
  /**
   * The catalogue's version the request is answered at (plugins/operations.ts reads it before the data):
   * the names, words and pivots kept at that version are used; undefined reads them afresh.
   */
  version?: string | undefined;
};

/** A filter left out when computing its own options, so ticking one colour still shows the others. */
export type Facet = 'brands' | 'categories' | 'colors' | 'sizes';

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
export function lineage(tree: CategoryTree, id: number): number[] {
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
