// The record of every CSV import of products and how it ended (docs/back-office.md "CSV import and
// export"). An import runs in one transaction (./product-csv.ts); its row is written before that transaction
// and finished after it. The transaction holds an advisory lock named by the import's id for as long as it
// runs, so an import still `running` whose lock anyone can take is one whose server stopped: nothing of it
// was committed, and it is marked failed when the list is read. The same lock, named 0, lets one import run
// at a time (two would lock the same products in different orders).
import type { AdminComponents } from '@sajilo/api/admin';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { productImports, staff } from '../../db/schema.js';
import { HttpError } from '../../errors.js';

type ProductImport = AdminComponents['schemas']['ProductImport'];

/** Any number fixed for the project: the advisory locks' first key ("IMPT"). */
const IMPORT_LOCK = 0x49_4d_50_54;

/**
 * How long after its row is written an import has to take its lock (a few milliseconds in practice); a
 * running row younger than this is never judged.
 */
const GRACE_SECONDS = 5;

export const INTERRUPTED = 'The server stopped during the import; nothing of it was imported.';

/** Writes the row of an import that starts now; returns its id. */
export async function startImport(db: Database, staffId: number | null): Promise<number> {
  const [row] = await db.insert(productImports).values({ staffId }).returning({ id: productImports.id });
  if (!row) throw new Error('product import insert returned no row');
  return row.id;
}

/** An import refused before it started (its file too large, or not received whole). */
export async function recordRefusedImport(
  db: Database,
  staffId: number | null,
  reason: string,
): Promise<void> {
  await db.insert(productImports).values({ staffId, status: 'failed', finishedAt: new Date(), reason });
}

/**
 * In the import's transaction: refuses (409) while another import runs, and holds this import's own lock
 * until the transaction ends.
 */
export async function holdImport(tx: Database, id: number): Promise<void> {
  const [row] = await queryRows<{ free: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}::int, 0) as free`,
  );
  if (!row?.free) throw new HttpError(409, 'Another import is running; import this file when it has ended.');
  await queryRows(tx, sql`select pg_advisory_xact_lock(${IMPORT_LOCK}::int, ${id}::int)`);
}

export type ImportOutcome =
  | { status: 'done'; lines: number; created: number; updated: number; unchanged: number; refused: number }
  | { status: 'failed'; reason: string };

export async function finishImport(db: Database, id: number, outcome: ImportOutcome): Promise<void> {
  await db
    .update(productImports)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(productImports.id, id));
}

/** Marks failed every running import whose transaction is gone (see the top of this file). */
async function settleInterrupted(db: Database): Promise<void> {
  const running = await queryRows<{ id: number }>(
    db,
    sql`select id from product_imports
        where status = 'running' and started_at < now() - make_interval(secs => ${GRACE_SECONDS})`,
  );
  for (const { id } of running) {
    await db.transaction(async (tx) => {
      const [row] = await queryRows<{ gone: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}::int, ${id}::int) as gone`,
      );
      if (!row?.gone) return;
      await tx
        .update(productImports)
        .set({ status: 'failed', reason: INTERRUPTED, finishedAt: new Date() })
        .where(sql`${productImports.id} = ${id} and ${productImports.status} = 'running'`);
    });
  }
}

/** The newest imports, newest first. */
export async function listImports(db: Database, limit = 20): Promise<ProductImport[]> {
  await settleInterrupted(db);
  const rows = await db
    .select({ row: productImports, staffName: staff.name })
    .from(productImports)
    .leftJoin(staff, eq(staff.id, productImports.staffId))
    .orderBy(desc(productImports.startedAt), desc(productImports.id))
    .limit(limit);
  return rows.map(({ row, staffName }) => ({
    id: row.id,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    staff_name: staffName,
    lines: row.lines,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    refused: row.refused,
    reason: row.reason,
  }));
}
