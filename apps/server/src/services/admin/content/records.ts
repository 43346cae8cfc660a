// What every kind of the storefront's content shares in the back office (docs/back-office.md): one change is
// one transaction with its audit entry (the row before, the row after), a taken slug is 409 (the unique index
// decides, also between two staff at once), and a picture or PDF a change lets go that no row names any more
// is deleted in it too (services/orphan-files.ts). Pictures and PDFs an input names must be stored already.
import type { AdminComponents } from '@sajilo/api/admin';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type {
  banners,
  blogs,
  catalogues,
  faqs,
  faqTypes,
  jobs,
  pages,
  plugins,
  StoredImage,
  showrooms,
  testimonials,
} from '../../../db/schema.js';
import { HttpError, invalid, notFound } from '../../../errors.js';
import { toImage } from '../../images.js';
import { deleteOrphanedFiles, holdFiles, imageFiles } from '../../orphan-files.js';
import { audit } from '../audit.js';

export type Schemas = AdminComponents['schemas'];

/** Who changes the content, where: the request (for the audit log), its database, the public address. */
export interface Editor {
  db: Database;
  request: FastifyRequest;
  /** The public address pictures and files are linked under. */
  base: string;
}

/** The content tables, each a kind of record with its audit entity and its name in messages. */
type ContentTable =
  | typeof banners
  | typeof blogs
  | typeof catalogues
  | typeof faqs
  | typeof faqTypes
  | typeof jobs
  | typeof pages
  | typeof plugins
  | typeof showrooms
  | typeof testimonials;

export interface Kind<T extends ContentTable> {
  table: T;
  /** The audit log's entity. */
  entity: string;
  /** The record's name in a message ("No such post."). */
  what: string;
}

/** A kind the back office lists, creates and saves alike: its order, its contract shape, its input's values. */
export interface EditableKind<T extends ContentTable, Input, Shown> extends Kind<T> {
  order: SQL[];
  show: (row: T['$inferSelect'], base: string) => Shown;
  /** The row's values for an input, read in the change's transaction (so stored files it names stay). */
  values: (tx: Database, input: Input) => Promise<T['$inferInsert']>;
}

const SLUG_TAKEN = 'Another record already has this address; choose another.';

/** A picture as the back office shows it, with what an input takes to keep it. */
export function contentImage(stored: StoredImage, base: string): Schemas['ContentImage'] {
  return {
    path: stored.path,
    widths: stored.widths,
    width: stored.width,
    height: stored.height,
    alt: stored.alt,
    url: toImage(stored, base, 640).url,
  };
}

/**
 * The stored picture an input names: every width must be a public file already (the record's own picture,
 * or one another record shows), so a record never points at a picture that is not there. Called in the
 * change's transaction: the files stay locked until it commits, so no clean-up deletes them meanwhile.
 */
export async function storedImage(
  db: Database,
  input: Schemas['ContentImageInput'],
  field = 'image',
): Promise<StoredImage> {
  const widths = [...new Set(input.widths)].sort((a, b) => a - b);
  const files = widths.map((w) => `${input.path}-${w}.webp`);
  const found = await holdFiles(db, files);
  if (files.some((f) => !found.has(f))) {
    throw invalid({ [field]: ['This picture is not stored. Choose one from the list.'] }, 422);
  }
  return { path: input.path, widths, width: input.width, height: input.height, alt: input.alt ?? '' };
}

/** A PDF uploaded with adminUploadCatalogueFile (public, under catalogues/), or 422. */
export async function storedPdf(db: Database, path: string): Promise<string> {
  const found = await holdFiles(db, [path]);
  if (!path.startsWith('catalogues/') || !path.endsWith('.pdf') || !found.has(path)) {
    throw invalid({ file: ['This PDF is not stored. Upload it first.'] }, 422);
  }
  return path;
}

/** The stored files a content row names: its picture's (a banner's Nepali one too), and a catalogue's PDF. */
function filesOf(row: object | null): string[] {
  if (!row) return [];
  const { image, imageNe, file } = row as {
    image?: StoredImage | null;
    imageNe?: StoredImage | null;
    file?: unknown;
  };
  return [...imageFiles(image), ...imageFiles(imageNe), ...(typeof file === 'string' ? [file] : [])];
}

/** One change in one transaction with its audit entry: the row before, the row after. */
export async function change<Row extends { id: number }>(
  editor: Editor,
  entity: string,
  work: (tx: Database) => Promise<{ before: Row | null; after: Row | null }>,
): Promise<Row | null> {
  try {
    return await editor.db.transaction(async (tx) => {
      const { before, after } = await work(tx);
      if (!before && !after) throw notFound();
      // A picture or PDF the record no longer names goes, unless another row still names it.
      await deleteOrphanedFiles(tx, filesOf(before), filesOf(after));
      await audit(tx, editor.request, {
        entity,
        entityId: (after ?? before)?.id ?? null,
        before: before as Record<string, unknown> | null,
        after: after as Record<string, unknown> | null,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN);
    throw error;
  }
}

/**
 * A kind's table as the builders below see it: any table with an id. Drizzle cannot relate a generic table's
 * insert and select types to its builders, so the values are checked against the kind's own types where they
 * are written (the kinds' `values`, insertRow's and updateRow's callers), and the row read back is that kind's row.
 */
type RecordTable = PgTable & { id: PgColumn };

/** A new record of `kind` with `values` (read in the change's transaction). */
export async function insertRow<T extends ContentTable>(
  editor: Editor,
  kind: Kind<T>,
  values: (tx: Database) => Promise<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const table: RecordTable = kind.table;
  const row = await change(editor, kind.entity, async (tx) => {
    const [after] = await tx
      .insert(table)
      .values(await values(tx))
      .returning();
    return { before: null, after: (after as T['$inferSelect'] | undefined) ?? null };
  });
  return row as T['$inferSelect'];
}

/**
 * Record `id` of `kind` changed to `values` (read in the change's transaction, with the row as it was, locked
 * for the change), or 404.
 */
export async function updateRow<T extends ContentTable>(
  editor: Editor,
  kind: Kind<T>,
  id: number,
  values: (tx: Database, before: T['$inferSelect']) => Promise<Partial<T['$inferInsert']>>,
): Promise<T['$inferSelect']> {
  const table: RecordTable = kind.table;
  const row = await change(editor, kind.entity, async (tx) => {
    const [before] = (await tx
      .select()
      .from(table)
      .where(eq(table.id, id))
      .for('update')) as T['$inferSelect'][];
    if (!before) throw notFound(`No such ${kind.what}.`);
    const [after] = await tx
      .update(table)
      .set(await values(tx, before))
      .where(eq(table.id, id))
      .returning();
    return { before, after: (after as T['$inferSelect'] | undefined) ?? null };
  });
  return row as T['$inferSelect'];
}

/** A foreign key refused the delete (PostgreSQL 23503): other rows name the record. */
const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: unknown; cause?: { code?: unknown } }).code === '23503' ||
  (error as { cause?: { code?: unknown } }).cause?.code === '23503';

/**
 * Deletes record `id` of `kind`, or 404; `refuse` (in the change's transaction, before the delete) may
 * refuse with a 409.
 */
export async function deleteRow(
  editor: Editor,
  kind: Kind<ContentTable>,
  id: number,
  refuse?: (tx: Database) => Promise<void>,
): Promise<void> {
  const table: RecordTable = kind.table;
  try {
    await change(editor, kind.entity, async (tx) => {
      await refuse?.(tx);
      const [before] = (await tx.delete(table).where(eq(table.id, id)).returning()) as { id: number }[];
      if (!before) throw notFound(`No such ${kind.what}.`);
      return { before, after: null };
    });
  } catch (error) {
    // A job that people applied for stays (their applications name it): close it instead.
    if (isForeignKeyViolation(error)) {
      throw new HttpError(409, `This ${kind.what} has applications; move its deadline to close it instead.`);
    }
    throw error;
  }
}

/** Every record of `kind`, in its order, as the contract shows them. */
export async function listRecords<T extends ContentTable, Shown>(
  db: Database,
  base: string,
  kind: EditableKind<T, never, Shown>,
): Promise<Shown[]> {
  const table: RecordTable = kind.table;
  const rows = (await db
    .select()
    .from(table)
    .orderBy(...kind.order)) as T['$inferSelect'][];
  return rows.map((row) => kind.show(row, base));
}

export async function createRecord<T extends ContentTable, Input, Shown>(
  editor: Editor,
  kind: EditableKind<T, Input, Shown>,
  input: Input,
): Promise<Shown> {
  return kind.show(await insertRow(editor, kind, (tx) => kind.values(tx, input)), editor.base);
}

export async function updateRecord<T extends ContentTable, Input, Shown>(
  editor: Editor,
  kind: EditableKind<T, Input, Shown>,
  id: number,
  input: Input,
): Promise<Shown> {
  return kind.show(await updateRow(editor, kind, id, (tx) => kind.values(tx, input)), editor.base);
}
