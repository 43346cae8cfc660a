// What an instance keeps in memory under the catalogue's version (docs/server.md "Caching"): the answers
// (plugins/catalog-cache.ts), and the names, the search words and the pivots the catalogue reads once per
// version (services/catalog/). The version is read before the data, so a value kept under it is never older
// than it; every write bumps it, so a newer version empties the cache, and a request at an older one (a write
// committed while it ran) neither reads nor keeps anything.

/**
 * Values by key at one version, the least recently used going first beyond `max` (0 keeps nothing). A
 * version is the database's text of a bigint; `undefined` (outside a catalogue request) keeps nothing.
 */
export class VersionedCache<V> {
  #entries = new Map<string, V>();
  #version = -1n;
  /** `#version` as read, so the usual request (at the version the cache holds) compares strings. */
  #versionText: string | undefined;

  constructor(private readonly max: number) {}

  /** The entries at `version` (emptied when it is newer); undefined when nothing may be kept at it. */
  #at(version: string | undefined): Map<string, V> | undefined {
    if (this.max <= 0 || version === undefined) return undefined;
    if (version === this.#versionText) return this.#entries;
    const v = BigInt(version);
    if (v < this.#version) return undefined;
    if (v > this.#version) {
      this.#version = v;
      this.#versionText = version;
      this.#entries = new Map();
    }
    return this.#entries;
  }

  /** Whether a value at `version` would be kept. */
  keeps(version: string | undefined): boolean {
    return this.#at(version) !== undefined;
  }

  get(version: string | undefined, key: string): V | undefined {
    const entries = this.#at(version);
    const hit = entries?.get(key);
    if (entries !== undefined && hit !== undefined) {
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  set(version: string | undefined, key: string, value: V): void {
    const entries = this.#at(version);
    if (entries === undefined) return;
    entries.set(key, value);
    if (entries.size > this.max) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  }

  /**
   * The value kept for `key` at `version`, or `read()`'s, kept. A promise that fails is not kept: the next
   * request reads again.
   */
  remember(version: string | undefined, key: string, read: () => V): V {
    const hit = this.get(version, key);
    if (hit !== undefined) return hit;
    const value = read();
    this.set(version, key, value);
    if (value instanceof Promise) {
      const entries = this.#entries;
      value.catch(() => {
        if (entries.get(key) === value) entries.delete(key);
      });
    }
    return value;
  }
}

/** One value per owner (a database: each test server has its own), made on first use, gone with the owner. */
export function perOwner<O extends object, T>(make: (owner: O) => T): (owner: O) => T {
  const made = new WeakMap<O, T>();
  return (owner) => {
    let value = made.get(owner);
    if (value === undefined) {
      value = make(owner);
      made.set(owner, value);
    }
    return value;
  };
}
