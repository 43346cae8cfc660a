// Stored files live in the `files` table (schema.ts): every instance serves the same ones, and a file is
// written in the transaction of the row that owns it. Public files are addressed by a path that never
// names other content (uploads add a random part, the seed a hash), so they are served as immutable.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { files } from '../db/schema.js';

export interface NewFile {
  /** The address under /uploads/, e.g. `products/basin-3f9a1c-640.webp` or `private/tickets/<random>.pdf`. */
  path: string;
  content: Buffer;
  mime: string;
  /** Served at /uploads/<path> when true; private files (form attachments) never are. */
  public: boolean;
}

export interface StoredFileRow {
  path: string;
  content: Buffer;
  mime: string;
  size: number;
  sha256: string;
  public: boolean;
  createdAt: Date;
}

/** Longer than any path written: /uploads/ looks up nothing longer. */
export const MAX_FILE_PATH = 1024;

/**
 * Whether `path` is a path a file can be stored and addressed under: `/`-separated segments, none empty,
 * `.` or `..`, without `\` or control characters. /uploads/ answers only such paths, so no address is
 * normalised into another one.
 */
export const isFilePath = (path: string): boolean =>
  path.length > 0 &&
  path.length <= MAX_FILE_PATH &&
  path
    .split('/')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
    .every((segment) => segment !== '.' && segment !== '..' && /^[^\\\u0000-\u001f\u007f]+$/.test(segment));

/** SHA-256 of the content, base64url: the file's ETag. */
export const contentHash = (content: Buffer) => createHash('sha256').update(content).digest('base64url');

/**
 * Writes files (inside `db` when it is a transaction). A path already stored is kept as it is: paths are
 * never reused for other content, so the same path means the same file.
 */
export async function putFiles(db: Database, list: NewFile[]): Promise<void> {
  // A few at a time: a statement carries every file's bytes.
  for (let i = 0; i < list.length; i += 16) {
    const chunk = list.slice(i, i + 16);
    await db
      .insert(files)
      .values(
        chunk.map((f) => ({
          path: f.path,
          content: f.content,
          mime: f.mime,
          size: f.content.length,
          sha256: contentHash(f.content),
          public: f.public,
        })),
      )
      .onConflictDoNothing({ target: files.path });
  }
}

/** Which of `paths` are stored already. */
export async function storedPaths(db: Database, paths: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < paths.length; i += 1000) {
    const rows = await db
      .select({ path: files.path })
      .from(files)
      .where(inArray(files.path, paths.slice(i, i + 1000)));
    for (const row of rows) found.add(row.path);
  }
  return found;
}

/** One stored file with its content, or undefined. */
export async function readStoredFile(db: Database, path: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.path, path)).limit(1);
  return row;
}

/** What /uploads/ answers with: a public file's validators and type, and its content when asked for. */
export interface PublicFile {
  mime: string;
  size: number;
  sha256: string;
  createdAt: Date;
  content?: Buffer;
}

/**
 * A public file, or undefined for a private path and a missing one alike (one query either way). The
 * content is read only when `withContent`: a HEAD or a revalidation (304) needs the validators alone.
 */
export async function readPublicFile(
  db: Database,
  path: string,
  withContent: boolean,
): Promise<PublicFile | undefined> {
  const columns = { mime: files.mime, size: files.size, sha256: files.sha256, createdAt: files.createdAt };
  const where = and(eq(files.path, path), eq(files.public, true));
  if (!withContent) {
    const [row] = await db.select(columns).from(files).where(where).limit(1);
    return row;
  }
  const [row] = await db
    .select({ ...columns, content: files.content })
    .from(files)
    .where(where)
    .limit(1);
  return row;
}

/** The hash and visibility of each of `paths` that is stored: whether a file on disk is the stored one. */
export async function storedDigests(
  db: Database,
  paths: string[],
): Promise<Map<string, { sha256: string; public: boolean }>> {
  const found = new Map<string, { sha256: string; public: boolean }>();
  for (let i = 0; i < paths.length; i += 1000) {
    const rows = await db
      .select({ path: files.path, sha256: files.sha256, public: files.public })
      .from(files)
      .where(inArray(files.path, paths.slice(i, i + 1000)));
    for (const { path, ...digest } of rows) found.set(path, digest);
  }
  return found;
}
