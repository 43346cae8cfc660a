// The one cache of values kept under the catalogue's version (docs/server.md "Caching").
import { describe, expect, it } from 'vitest';
import { perOwner, VersionedCache } from './versioned-cache.js';

describe('VersionedCache', () => {
  it('keeps values at a version and empties itself at a newer one', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('5', 'a', 'at 5');
    expect(cache.get('5', 'a')).toBe('at 5');
    expect(cache.get('6', 'a')).toBeUndefined();
    cache.set('6', 'a', 'at 6');
    expect(cache.get('6', 'a')).toBe('at 6');
  });

  it('neither reads nor keeps for a request at an older version', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('7', 'a', 'at 7');
    expect(cache.keeps('6')).toBe(false);
    expect(cache.get('6', 'a')).toBeUndefined();
    cache.set('6', 'b', 'at 6');
    expect(cache.get('7', 'b')).toBeUndefined();
    expect(cache.get('7', 'a')).toBe('at 7');
    // Versions compare as numbers, not as text.
    cache.set('10', 'a', 'at 10');
    expect(cache.get('9', 'a')).toBeUndefined();
    expect(cache.get('10', 'a')).toBe('at 10');
  });

  it('lets the least recently used go first', () => {
    const cache = new VersionedCache<number>(2);
    cache.set('1', 'a', 1);
    cache.set('1', 'b', 2);
    cache.get('1', 'a');
    cache.set('1', 'c', 3);
    expect(cache.get('1', 'b')).toBeUndefined();
    expect(cache.get('1', 'a')).toBe(1);
    expect(cache.get('1', 'c')).toBe(3);
  });

  it('keeps nothing when off or outside a versioned request', () => {
    const off = new VersionedCache<number>(0);
    off.set('1', 'a', 1);
    expect(off.keeps('1')).toBe(false);
    expect(off.get('1', 'a')).toBeUndefined();
    const on = new VersionedCache<number>(5);
    on.set(undefined, 'a', 1);
    expect(on.get(undefined, 'a')).toBeUndefined();
    let reads = 0;
    on.remember(undefined, 'a', () => ++reads);
    on.remember(undefined, 'a', () => ++reads);
    expect(reads).toBe(2);
  });

  it('remembers a read once, and forgets a read that fails', async () => {
    const cache = new VersionedCache<Promise<string>>(5);
    let reads = 0;
    const read = () => {
      reads += 1;
      return reads === 1 ? Promise.reject(new Error('down')) : Promise.resolve(`read ${reads}`);
    };
    await expect(cache.remember('1', 'k', read)).rejects.toThrow('down');
    expect(await cache.remember('1', 'k', read)).toBe('read 2');
    expect(await cache.remember('1', 'k', read)).toBe('read 2');
    expect(reads).toBe(2);
  });
});

describe('perOwner', () => {
  it('makes one value per owner', () => {
    const of = perOwner((owner: { name: string }) => ({ for: owner.name }));
    const a = { name: 'a' };
    expect(of(a)).toBe(of(a));
    expect(of({ name: 'b' }).for).toBe('b');
  });
});
