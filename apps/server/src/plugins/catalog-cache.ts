// Catalogue answers revalidated and kept by the catalogue's version. The version lives in the database
// (catalog_version, migration 0008): every write to products, brands, categories, colours or sizes bumps it
// in the writer's own transaction, so a write is visible to every instance at once; an answer is a function
// of the version and its address, so its ETag is made from the version, and an instance may keep answers
// in memory under it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { findContract } from '../contract.js';
import type { Database } from '../db/client.js';
import { queryRows, shape } from '../db/query.js';
import { VersionedCache } from '../services/versioned-cache.js';

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
  const file = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
  // The catalogue's services are a folder: each of its modules, in name order.
  const catalog = readdirSync(file('services/catalog'))
    .filter((name) => name.endsWith(ext) && !name.endsWith(`.d${ext}`))
    .sort()
    .map((name) => `services/catalog/${name}`);
  for (const module of [
    'routes/catalog',
    'routes/search',
    'routes/sitemap',
    'services/images',
    'services/reviews',
  ]) {
    hash.update(readFileSync(file(`${module}${ext}`)));
  }
  for (const module of catalog) hash.update(readFileSync(file(module)));
  return hash.digest('base64url');
}

export class CatalogCache {
  private readonly code = codeHash();
  private readonly salts = new Map<string, string>();
  /** Answers as sent, under the version they were read at (services/versioned-cache.ts). */
  private readonly answers: VersionedCache<Buffer>;

  constructor(
    private readonly db: Database,
    /** Answers kept in memory (the least recently used go first); 0 keeps none. */
    max: number,
  ) {
    this.answers = new VersionedCache(max);
  }

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
    return this.answers.get(version, key);
  }

  /** Whether an answer at `version` would be kept (the cache is on, and `version` is not older than it). */
  keeps(version: string): boolean {
    return this.answers.keeps(version);
  }

  /** Keeps `value`, an answer's JSON as sent, for `key` at `version`. */
  set(version: string, key: string, value: Buffer): void {
    this.answers.set(version, key, value);
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogCache', new CatalogCache(app.db, app.config.catalogCacheEntries));
  },
  { name: 'catalog-cache', dependencies: ['config', 'database'] },
);
