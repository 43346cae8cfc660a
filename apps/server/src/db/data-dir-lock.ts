// PGlite is one PostgreSQL inside one process: two processes writing the same DATA_DIR corrupt it or lose
// each other's writes. The first process takes DATA_DIR/server.pid (created exclusively, like PostgreSQL's
// postmaster.pid) and removes it when it closes; a second process finds it, sees its owner alive and is
// refused. A file left by a process that died (kill -9, power loss) names a process that no longer runs,
// and the next start takes it over.
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `DATA_DIR ${dataDir} is in use by another Sajilo process (pid ${owner.pid} on ${owner.host}, since ${owner.since}). PGlite serves one process: stop that one, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between several.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

function alive(owner: LockOwner): boolean {
  // Another machine's process (a shared network folder) cannot be checked: it is taken to be running.
  if (owner.host !== hostname()) return true;
  // This very process (a container whose server is always pid 1) left the file in an earlier life.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, since: String(owner.since ?? 'unknown') }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The folders this process holds now (its own pid in a file is stale only when it does not hold it). */
const held = new Set<string>();

/** Takes DATA_DIR for this process, or throws DataDirLockedError. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.pid');
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  if (held.has(file)) throw new DataDirLockedError(dataDir, readOwner(file) ?? me);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        // Only our own file: never one a later owner wrote.
        if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        const owner = readOwner(file);
        if (owner) throw new DataDirLockedError(dataDir, owner);
        throw error;
      }
      const owner = readOwner(file);
      // A file that reads as nothing is being written this instant (its writer is alive), unless it is old:
      // then a crash cut its writing short.
      const unreadable = owner === undefined && Date.now() - statSync(file).mtimeMs < 10_000;
      if (unreadable || (owner && alive(owner))) {
        throw new DataDirLockedError(dataDir, owner ?? { pid: 0, host: hostname(), since: 'now' });
      }
      rmSync(file, { force: true });
    }
  }
}
