// Deep pages start at a pivot (docs/server.md "Deep pages start at a pivot").
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { perOwner, VersionedCache } from '../versioned-cache.js';
import { orderedRowsSql, type Pivot } from './listing-sql.js';
import { PAGE_SIZE, type Selection } from './selection.js';

/**
 * Pivots: every PIVOT_STEP-th row of a listing in its order (rows 0, 1,000, 2,000, …), read once per
 * catalogue version and selection, as deep as the contract's last page (10,000) reaches. A deep page then
 * starts at the pivot at or before it and skips fewer than PIVOT_STEP rows, however deep it is: an index
 * range whose start the planner sees, instead of skipping every row before the page (at 1,000,000
 * products the middle page of a category skipped 180,000). The first deep page of a selection at a version
 * reads its rows once to find them.
 */
export const PIVOT_STEP = 1000;
const MAX_OFFSET = 10_000 * PAGE_SIZE;
/** Selections whose pivots an instance keeps (the least recently asked go first). */
const PIVOT_SETS = 256;

const pivotSets = perOwner((_db: Database) => new VersionedCache<Promise<Pivot[]>>(PIVOT_SETS));

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
  return pivotSets(db).remember(at, `${sort} ${JSON.stringify(s)}`, () => readPivots(db, s, sort));
}
