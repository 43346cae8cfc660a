// Files no row refers to any more (docs/back-office.md "Stored files"): when a back-office change
// replaces a record's picture or PDF, or deletes the record, the files it named and no other row names are
// deleted in the transaction of that change, so the change and the clean-up commit or roll back together
// and nothing is left behind to sweep. Only the files the change itself let go are looked at: a picture
// uploaded and not yet saved to a record, or a file the seed stored for its own use, is never a candidate.
//
// "Refers to" is read widely: a picture shared by several records (the seed shares product pictures by kind
// and colour) stays while one of them shows it; a past order's line keeps the picture it was sold with; a
// body, link or plugin of the content that names a file's address keeps it; a review keeps its photos. Form attachments and résumés
// (private files, `private/…`, named by submission_files) are never touched.
//
// Races with a change that starts to name one of these files at the same moment: such a change checks its
// files with `holdFiles` (FOR KEY SHARE on their rows) in its own transaction; the clean-up first locks its
// candidates FOR UPDATE and only then, in a new statement whose snapshot sees every transaction that held
// them and committed, decides which no row names. Either the other change commits first and its row keeps
// the file, or it waits and finds the file gone (422, "not stored"). Checkout copies a product's picture into
// its order lines while holding the product row (routes/checkout.ts), which the product's own change locks
// first, so a picture being sold is never deleted under its order.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query.js';
import type { StoredImage } from '../db/schema.js';

/** The stored files of a picture: one WebP per width (`<path>-<width>.webp`). */
export const imageFiles = (image: StoredImage | null | undefined): string[] =>
  image ? image.widths.map((width) => `${image.path}-${width}.webp`) : [];

const list = (paths: string[]) =>
  sql.join(
    paths.map((path) => sql`${path}`),
    sql`, `,
  );

/**
 * Which of `paths` are stored, each locked (FOR KEY SHARE) until the transaction ends: a change about to
 * name them calls this inside its transaction, so no clean-up deletes them before it commits.
 */
export async function holdFiles(db: Database, paths: string[]): Promise<Set<string>> {
  const wanted = [...new Set(paths)].sort();
  if (wanted.length === 0) return new Set();
  const rows = await queryRows<{ path: string }>(
    db,
    sql`select path from files where path in (${list(wanted)}) order by path for key share`,
  );
  return new Set(rows.map((row) => row.path));
}

/**
 * Whether some row names the file at `path` (a column reference): the picture its name belongs to
 * (`<stem>-<width>.webp`), or the file itself (a catalogue's PDF), or its address in a body, link or tag.
 */
function referenced(path: SQL): SQL {
  const stem = sql`regexp_replace(${path}, '-[0-9]+\\.webp$', '')`;
  const picture = (table: string) =>
    sql`exists (select 1 from ${sql.raw(table)} r where r.image ->> 'path' = ${stem})`;
  const address = sql`'/uploads/' || ${path}`;
  const mentioned = (table: string, column: string) =>
    sql`exists (select 1 from ${sql.raw(table)} r where strpos(r.${sql.raw(column)}, ${address}) > 0)`;
  return sql`(
    exists (select 1 from submission_files r where r.path = ${path})
    -- products_image_paths_idx (migration 0016): one index probe, whatever the size of the catalogue.
    or exists (select 1 from products r
      where jsonb_path_query_array(r.images, '$[*].path') @> jsonb_build_array(${stem}))
    -- order_items_image_path_idx: a past order keeps the picture it was sold with.
    or exists (select 1 from order_items r where r.image ->> 'path' = ${stem})
    -- reviews_photos_idx: a customer's review photos (services/reviews.ts).
    or exists (select 1 from reviews r where r.photos @> jsonb_build_array(jsonb_build_object('path', ${stem})))
    or ${picture('brands')} or ${picture('categories')} or ${picture('banners')}
    or exists (select 1 from banners r where r.image_ne ->> 'path' = ${stem})
    or ${picture('testimonials')} or ${picture('pages')} or ${picture('catalogues')}
    or ${picture('showrooms')} or ${picture('blogs')}
    or exists (select 1 from catalogues r where r.file = ${path})
    or ${mentioned('pages', 'description')} or ${mentioned('blogs', 'description')}
    or ${mentioned('jobs', 'description')} or ${mentioned('showrooms', 'description')}
    or ${mentioned('faqs', 'answer')} or ${mentioned('banners', 'link')} or ${mentioned('plugins', 'code')}
    -- A product's description keeps no pictures (it is sanitised without them) but may link a PDF.
    or (${path} not like '%.webp' and ${mentioned('products', 'description')})
  )`;
}

/**
 * Deletes those of the files a change let go (`before`, less what the record still names, `after`) that no
 * row refers to any more; returns the paths deleted. Call it inside the change's transaction, after the
 * change. Public files only: a private path is never a candidate.
 */
export async function deleteOrphanedFiles(
  db: Database,
  before: string[],
  after: string[] = [],
): Promise<string[]> {
  const kept = new Set(after);
  // Never a private file, nor the placeholder pictures the server itself names (services/catalog/mappers.ts).
  const candidates = [...new Set(before)].filter(
    (path) => !kept.has(path) && !path.startsWith('private/') && !path.startsWith('placeholders/'),
  );
  if (candidates.length === 0) return [];
  // First the locks (in path order, as every locker takes them, so two clean-ups cannot deadlock)...
  const locked = await queryRows<{ path: string }>(
    db,
    sql`select path from files where path in (${list(candidates.sort())}) and public
      order by path for update`,
  );
  if (locked.length === 0) return [];
  // ...then, in a statement of its own (a fresh snapshot under READ COMMITTED), what nothing names.
  const deleted = await queryRows<{ path: string }>(
    db,
    sql`delete from files f where f.path in (${list(locked.map((row) => row.path))}) and f.public
      and not ${referenced(sql`f.path`)} returning f.path`,
  );
  return deleted.map((row) => row.path);
}

/** Staff uploads: pictures (`<folder>/upload-<random>-<w>x<h>-<width>.webp`) and catalogue PDFs. */
const UPLOAD = String.raw`^([a-z]+/upload-[a-z0-9]+-[0-9]+x[0-9]+-[0-9]+\.webp|catalogues/[a-z0-9]+-[0-9]{13}\.pdf)$`;

/** How long an upload may wait for the record that names it (an editor left open over lunch). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60_000;

/**
 * Uploads no record took up within a day (a picture or PDF uploaded in an editor that was then closed without
 * saving): the only files the clean-up above never looks at, swept by the hourly upkeep (services/purge.ts).
 * Only staff uploads are candidates, never a file the seed or a form stored; one that a record names is kept
 * however old. The same locks as above, in one transaction: a save naming the upload as it is swept either
 * commits first (and keeps it) or finds it gone (422, "upload it again").
 */
export async function deleteAbandonedUploads(db: Database, now = new Date()): Promise<string[]> {
  const storedBefore = new Date(now.getTime() - UPLOAD_GRACE_MS).toISOString();
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ path: string }>(
      tx,
      sql`select path from files where public and path ~ ${UPLOAD}
        and created_at < ${storedBefore}::timestamptz order by path for update`,
    );
    if (locked.length === 0) return [];
    const deleted = await queryRows<{ path: string }>(
      tx,
      sql`delete from files f where f.path in (${list(locked.map((row) => row.path))})
        and not ${referenced(sql`f.path`)} returning f.path`,
    );
    return deleted.map((row) => row.path);
  });
}
