// Catalogue answers revalidated and kept by the catalogue's version. The version lives in the database
// (catalog_version, migration 0008): every write to products, brands, categories, colours or sizes bumps it
// in the writer's own transaction, so a write is visible to every instance at once; an answer is a function
// of the version and its address, so its ETag is made from the version, and an instance may keep answers
// in memory under it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { findContract } from '../contract.js';
import type { Database } from '../db/client.js';
import { queryRows, shape } from '../db/query.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

/**
 * What shapes a catalogue answer besides the data: the contract and the code that builds the answers. Part
 * of the ETag, so a new release never answers 304 for an answer it would build differently, while
 * instances of one release agree on their tags.
 */
function codeHash(): string {
  const hash = createHash('sha256').update(readFileSync(findContract()));
  const ext = extname(fileURLToPath(import.meta.url));
  for (const module of [
    'routes/catalog',
    'routes/search',
    'routes/sitemap',
    'services/catalog',
    'services/images',
  ]) {
    hash.update(readFileSync(fileURLToPath(new URL(`../${module}${ext}`, import.meta.url))));
  }
  return hash.digest('base64url');
}

export class CatalogCache {
  private readonly code = codeHash();
  private readonly salts = new Map<string, string>();
  private entries = new Map<string, Buffer>();
  private version = 0n;
  /** `version` as read, so the usual request (at the version the cache holds) compares strings. */
  private versionText = '0';

  constructor(
    private readonly db: Database,
    /** Answers kept in memory (the least recently used go first); 0 keeps none. */
    private readonly max: number,
  ) {}

  /** A read of the version not started yet: requests arriving before it starts share it. */
  private pending: Promise<string> | undefined;

  /**
   * The catalogue's version now (0 for a database emptied by TRUNCATE, until its next write). Requests that
   * arrive together share one read, which starts after all of them arrived: so each still sees every write
   * committed before it arrived (a read already running is never joined), and a burst of revalidations
   * costs one query instead of one each.
   */
  current(): Promise<string> {
    this.pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.pending = undefined;
      return this.read();
    });
    return this.pending;
  }

  private async read(): Promise<string> {
    const [row] = await queryRows<{ v: string | null }>(
      this.db,
      shape(sql`select (select version::text from catalog_version) as v`),
    );
    return row?.v ?? '0';
  }

  /** The ETag of every catalogue answer at `version`; answers link pictures under `publicUrl`. */
  etag(version: string, publicUrl: string): string {
    let salt = this.salts.get(publicUrl);
    if (salt === undefined) {
      salt = createHash('sha256').update(this.code).update(publicUrl).digest('base64url').slice(0, 16);
      this.salts.set(publicUrl, salt);
    }
    return `W/"${salt}.${version}"`;
  }

  /**
   * The answer kept for `key` at `version`. A newer version empties the cache; a request that read an
   * older one (a write committed while it ran) neither reads nor keeps anything.
   */
  get(version: string, key: string): Buffer | undefined {
    if (this.max === 0 || !this.take(version)) return undefined;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Whether an answer at `version` would be kept (the cache is on, and `version` is not older than it). */
  keeps(version: string): boolean {
    return this.max > 0 && this.take(version);
  }

  /** Keeps `value`, an answer's JSON as sent, for `key` at `version`. */
  set(version: string, key: string, value: Buffer): void {
    if (this.max === 0 || !this.take(version)) return;
    this.entries.set(key, value);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private take(version: string): boolean {
    if (version === this.versionText) return true;
    const v = BigInt(version);
    if (v < this.version) return false;
    if (v > this.version) {
      this.version = v;
      this.versionText = version;
      this.entries = new Map();
    }
    return true;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogCache', new CatalogCache(app.db, app.config.catalogCacheEntries));
  },
  { name: 'catalog-cache', dependencies: ['config', 'database'] },
);
