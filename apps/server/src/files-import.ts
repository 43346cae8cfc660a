// `pnpm --filter @sajilo/server files:import [--delete]` (built: `node dist/files-import.js`): moves the files
// an older installation kept on disk into the `files` table, under the paths they were addressed by:
// DATA_DIR/uploads/public/products/x-640.webp becomes the public `products/x-640.webp` (still
// /uploads/products/x-640.webp), DATA_DIR/uploads/private/support_ticket/y.pdf the private
// `private/support_ticket/y.pdf` (what submission_files names). Run once per installation; a second run
// finds every file there. The originals are deleted only with --delete, once their rows are committed and
// hold the same content.
import { lstat, readdir, readFile, rmdir, unlink } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { fileTypeFromBuffer } from 'file-type';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { contentHash, isFilePath, type NewFile, putFiles, storedDigests } from './services/files.js';

const USAGE = `Usage: pnpm --filter @sajilo/server files:import [--delete]
  Moves DATA_DIR/uploads/public/** (served) and DATA_DIR/uploads/private/** (form attachments) into the
  database. Files already stored are skipped.
  --delete  remove the originals once they are stored`;

/** Types by extension, for content file-type cannot name (it sees an old .doc as a CFB container). */
const BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** Containers whose content is named better by the file's extension, when it is one of the above. */
const CONTAINERS = new Set(['application/x-cfb', 'application/zip']);

/** The media type by content (magic bytes), else by extension, else application/octet-stream. */
async function mimeOf(content: Buffer, name: string): Promise<string> {
  const detected = (await fileTypeFromBuffer(content))?.mime;
  const byName = BY_EXTENSION[extname(name).toLowerCase()];
  if (detected && !(byName && CONTAINERS.has(detected))) return detected;
  return byName ?? 'application/octet-stream';
}

interface Found {
  /** Where it is on disk. */
  file: string;
  /** Its path in the `files` table. */
  path: string;
  public: boolean;
  size: number;
}

/** A file that is stored (now or before) with the content it has on disk: its original may go. */
interface Stored {
  file: string;
  path: string;
  sha256: string;
  public: boolean;
}

/** Every file under `root`, named by `prefix` + its path below root; anything else is reported in `refused`. */
async function findFiles(
  root: string,
  prefix: string,
  isPublic: boolean,
  refused: string[],
): Promise<Found[]> {
  const found: Found[] = [];
  const walk = async (dir: string): Promise<void> => {
    let names: string[];
    try {
      names = (await readdir(dir)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && dir === root) return;
      throw error;
    }
    for (const name of names) {
      const file = join(dir, name);
      const stats = await lstat(file);
      if (stats.isDirectory()) {
        await walk(file);
        continue;
      }
      const path = prefix + relative(root, file).split(sep).join('/');
      // A link could point anywhere; a path /uploads/ cannot address (`\`, control characters) stays out,
      // and so does a public file under private/, where only private files live.
      if (!stats.isFile()) refused.push(`${file}: not a regular file`);
      else if (!isFilePath(path)) refused.push(`${file}: its name cannot be a file's address`);
      else if (isPublic && path.startsWith('private/'))
        refused.push(`${file}: private/ is for private files`);
      else found.push({ file, path, public: isPublic, size: stats.size });
    }
  };
  await walk(root);
  return found;
}

/** Files read and written a batch at a time: each batch is one transaction, and memory stays bounded. */
const BATCH_BYTES = 32 * 1024 * 1024;
const BATCH_FILES = 200;

function* batches(found: Found[]): Generator<Found[]> {
  let batch: Found[] = [];
  let bytes = 0;
  for (const f of found) {
    if (batch.length > 0 && (bytes + f.size > BATCH_BYTES || batch.length === BATCH_FILES)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(f);
    bytes += f.size;
  }
  if (batch.length > 0) yield batch;
}

const number = (n: number) => n.toLocaleString('en-US');
const fileCount = (n: number) => `${number(n)} file${n === 1 ? '' : 's'}`;

async function importAll(db: Database, found: Found[], refused: string[]) {
  const stored: Stored[] = [];
  let imported = 0;
  let importedBytes = 0;
  let already = 0;
  for (const batch of batches(found)) {
    const digests = await storedDigests(
      db,
      batch.map((f) => f.path),
    );
    const fresh: NewFile[] = [];
    const freshStored: Stored[] = [];
    for (const f of batch) {
      const content = await readFile(f.file);
      const sha256 = contentHash(content);
      const existing = digests.get(f.path);
      if (!existing) {
        fresh.push({ path: f.path, content, mime: await mimeOf(content, f.path), public: f.public });
        freshStored.push({ file: f.file, path: f.path, sha256, public: f.public });
        importedBytes += content.length;
      } else if (existing.sha256 === sha256 && existing.public === f.public) {
        stored.push({ file: f.file, path: f.path, sha256, public: f.public });
        already += 1;
      } else {
        refused.push(`${f.file}: another file is stored under ${f.path}`);
      }
    }
    if (fresh.length > 0) {
      await db.transaction((tx) => putFiles(tx, fresh));
      imported += fresh.length;
      stored.push(...freshStored);
    }
  }
  return { stored, imported, importedBytes, already };
}

/**
 * Deletes the originals whose row holds their content, checked again now that every batch is committed
 * (a path another process stored meanwhile keeps its original), then the folders left empty.
 */
async function deleteOriginals(db: Database, stored: Stored[], roots: string[]): Promise<number> {
  const digests = await storedDigests(
    db,
    stored.map((s) => s.path),
  );
  let deleted = 0;
  for (const s of stored) {
    const row = digests.get(s.path);
    if (row?.sha256 !== s.sha256 || row.public !== s.public) continue;
    await unlink(s.file);
    deleted += 1;
  }
  const prune = async (dir: string): Promise<void> => {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const path = join(dir, name);
      if ((await lstat(path)).isDirectory()) await prune(path);
    }
    await rmdir(dir).catch(() => undefined);
  };
  for (const root of roots) await prune(root);
  return deleted;
}

/** One line for a failure: the message, without the parameters drizzle appends (the files' bytes). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const message = error.message.split('\nparams:')[0]?.trim() ?? error.message;
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${message}${cause}`;
}

async function main(): Promise<number> {
  let remove: boolean;
  try {
    const { values } = parseArgs({
      options: { delete: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    remove = values.delete;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`files:import cannot start:\n${error.problems.map((line) => `  ${line}`).join('\n')}`);
    return 1;
  }
  const uploads = join(config.dataDir, 'uploads');
  const publicRoot = join(uploads, 'public');
  const privateRoot = join(uploads, 'private');
  const refused: string[] = [];
  const found = [
    ...(await findFiles(publicRoot, '', true, refused)),
    ...(await findFiles(privateRoot, 'private/', false, refused)),
  ];
  if (found.length === 0 && refused.length === 0) {
    console.log(`files:import: no files under ${uploads}/public or ${uploads}/private; nothing to import.`);
    return 0;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    // The server is running on this DATA_DIR (PGlite): stop it first.
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`files:import: ${uploads} into ${where}`);
    const { stored, imported, importedBytes, already } = await importAll(database.db, found, refused);
    const total = found.reduce((sum, f) => sum + f.size, 0);
    console.log(`  imported       ${fileCount(imported)}, ${number(importedBytes)} bytes`);
    console.log(`  already there  ${fileCount(already)}`);
    console.log(`  in all         ${fileCount(found.length)}, ${number(total)} bytes`);
    if (remove) {
      const deleted = await deleteOriginals(database.db, stored, [publicRoot, privateRoot]);
      console.log(`  deleted        ${fileCount(deleted)} from ${uploads}`);
    } else if (stored.length > 0) {
      console.log('  The originals stay on disk; run with --delete to remove them.');
    }
  } finally {
    await database.close();
  }
  if (refused.length > 0) {
    for (const line of refused) console.error(`  not imported: ${line}`);
    console.error(`files:import: ${fileCount(refused.length)} not imported (above); left on disk.`);
    return 1;
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`files:import failed: ${describe(error)}`);
  process.exitCode = 1;
}
