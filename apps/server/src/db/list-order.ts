import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The ORDER BY of a back-office list's `sort` parameter (openapi/admin.yaml: `price` ascending, `-price`
 * descending): the column it names, with a missing value last either way, then the newest row first among
 * equals (`id` descending), so that every page boundary is the same from one request to the next.
 */
export function listOrder<K extends string>(
  sort: K | `-${K}`,
  columns: Record<K, SQLWrapper>,
  id: SQLWrapper,
): SQL[] {
  const descending = sort.startsWith('-');
  // The contract's enum allows only a key of `columns`, bare or after one `-`.
  const key = (descending ? sort.slice(1) : sort) as K;
  return [sql`${columns[key]} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, sql`${id} desc`];
}
