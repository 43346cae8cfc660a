// Stored files live in the `files` table (schema.ts): every instance serves the same ones, and a file is
// written in the transaction of the row that owns it. Public files are addressed by a path that never
// names other content (uploads add a random part, the seed a hash), so they are served as immutable.
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
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
