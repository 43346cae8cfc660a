// A listing's or a search's filter options (docs/browsing.md §7): the category tree pruned to the categories
// that hold matches, and the brands, colours and sizes among the matches, each with its own filter left out.
import type {
  CategoryFilterChild,
  CategoryFilterNode,
  CategoryFilterSub,
  ColorOption,
  BrandOption as ContractBrandOption,
  SizeOption,
} from '@sajilo/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows, shape } from '../../db/query.js';
import { facetValuesSql } from './listing-sql.js';
import { lowered, orderedCategories, type TreeRow } from './names.js';
import { postingsFacetSql } from './postings.js';
import { searchConditions, selectSearch } from './search-sql.js';
import { type ListingFilters, lineage, type Scope, selectListing } from './selection.js';

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
  const allRows = orderedCategories(db, scope.version);
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

async function subtitleOptions<Row extends OptionRow>(
  db: Database,
  table: 'colors' | 'sizes',
  columns: SQL,
  scope: Scope,
  filters: ListingFilters,
): Promise<(Row & { checked: boolean })[]> {
  const ids = await facetIds(db, scope, filters, table);
  if (!ids) return [];
  const rows = await queryRows<Row>(
    db,
    shape(sql`select ${columns} from ${sql.raw(table)} o where o.id in (${ids}) order by o.subtitle, o.id`),
  );
  const checked = new Set(lowered(filters[table] ?? []));
  return rows.map((r) => ({ ...r, checked: checked.has(r.subtitle.toLowerCase()) }));
}

/** A colour's options carry its Nepali name too (docs/nepal.md "Catalogue content in Nepali"). */
export function colorOptions(db: Database, scope: Scope, filters: ListingFilters): Promise<ColorOption[]> {
  return subtitleOptions<OptionRow & { subtitle_ne: string | null }>(
    db,
    'colors',
    sql`o.id, o.title, o.subtitle, o.subtitle_ne`,
    scope,
    filters,
  );
}

export function sizeOptions(db: Database, scope: Scope, filters: ListingFilters): Promise<SizeOption[]> {
  return subtitleOptions<OptionRow>(db, 'sizes', sql`o.id, o.title, o.subtitle`, scope, filters);
}
