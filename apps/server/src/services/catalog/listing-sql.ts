// The listing's statements over the listing index (docs/server.md "Listing index", "Exact totals without
// counting rows"): catalog_listing holds one narrow row per (scope, product), its btrees leading with the
// scope and the price order, so a page is an index-only scan that stops after the page whatever the filters;
// totals are sums over catalog_facets, or over catalog_price_facets with a price range.
import { type SQL, sql } from 'drizzle-orm';
import { SUMMARY_COLUMNS, SUMMARY_JOINS } from './mappers.js';
import type { Selection } from './selection.js';

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

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
export function limitOffset(limit: number, offset: number): SQL {
  const fixed = sql.raw(`limit ${Math.trunc(limit)}`);
  return offset === 0 ? fixed : sql`${fixed} offset ${offset}::int`;
}

/** More branches than this and one index range with a sort serves better than merging ordered branches. */
const MAX_BRANCHES = 32;

/** A row of a listing in its order: where a deep page's read starts (pivots.ts). */
export interface Pivot {
  price: number;
  id: number;
}

/**
 * The (price, id) of a selection's rows in price order (ties by id), `limit` of them after skipping
 * `offset`, from `from` on (that row included) when given. Each (scope, brand) pair is an ordered index
 * range; the ranges are merged in order (Merge Append), so nothing sorts the listing.
 */
export function orderedRowsSql(
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
