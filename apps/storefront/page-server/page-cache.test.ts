// The page server's kept pages (page-cache.ts): served again only while every API answer they were
// rendered with is unchanged.
import { describe, expect, it } from 'vitest';
import { createPageCache, digestOf } from './page-cache.js';
import type { RenderAnswer as Answer } from './renderer.js';

/** An API of fixed answers (a body per address, an ETag for some), noting what it was asked. */
function fakeApi(bodies: Record<string, { body: string; etag?: string; status?: number }>) {
  const asked: { url: string; ifNoneMatch: string | null; key: string | null }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    asked.push({ url, ifNoneMatch: headers.get('If-None-Match'), key: headers.get('X-Api-Key') });
    const answer = bodies[url];
    if (!answer) throw new Error(`no answer for ${url}`);
    if (answer.etag && headers.get('If-None-Match') === answer.etag)
      return new Response(null, { status: 304 });
    return new Response(answer.body, {
      status: answer.status ?? 200,
      headers: answer.etag ? { ETag: answer.etag } : {},
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked, bodies };
}

const answer = (url: string, body: string, etag?: string, status = 200): Answer => ({
  url,
  headers: [['x-api-key', 'key']],
  status,
  ...(etag ? { etag } : {}),
  digest: digestOf(Buffer.from(body)),
});

describe('kept pages', () => {
  it('serves a kept page again while its answers are unchanged, revalidating with ETag and the key', async () => {
    const api = fakeApi({
      'http://api/products/a': { body: '{"p":1}', etag: 'W/"r.1"' },
      'http://api/pages/home': { body: '{"h":1}' },
    });
    const cache = createPageCache<string>({ fetch: api.fetch });
    cache.set('/a', 'page A', [
      answer('http://api/products/a', '{"p":1}', 'W/"r.1"'),
      answer('http://api/pages/home', '{"h":1}'),
    ]);
    expect(await cache.fresh('/a')).toBe('page A');
    expect(api.asked).toEqual([
      { url: 'http://api/products/a', ifNoneMatch: 'W/"r.1"', key: 'key' },
      { url: 'http://api/pages/home', ifNoneMatch: null, key: 'key' },
    ]);
    expect(await cache.fresh('/b')).toBeUndefined();
  });

  it('renders again once a catalogue answer changed', async () => {
    const api = fakeApi({ 'http://api/products/a': { body: '{"p":1}', etag: 'W/"r.1"' } });
    const cache = createPageCache<string>({ fetch: api.fetch });
    cache.set('/a', 'page A', [answer('http://api/products/a', '{"p":1}', 'W/"r.1"')]);
    api.bodies['http://api/products/a'] = { body: '{"p":2}', etag: 'W/"r.2"' };
    expect(await cache.fresh('/a')).toBeUndefined();
    // Dropped: not even asked again.
    api.asked.length = 0;
    expect(await cache.fresh('/a')).toBeUndefined();
    expect(api.asked).toEqual([]);
  });

  it('keeps serving it when another write moved the catalogue version but this answer is the same', async () => {
    const api = fakeApi({ 'http://api/products/a': { body: '{"p":1}', etag: 'W/"r.2"' } });
    const cache = createPageCache<string>({ fetch: api.fetch });
    cache.set('/a', 'page A', [answer('http://api/products/a', '{"p":1}', 'W/"r.1"')]);
    expect(await cache.fresh('/a')).toBe('page A');
  });

  it('renders again once an answer without an ETag says something else, or answers another status', async () => {
    const api = fakeApi({ 'http://api/pages/home': { body: '{"h":1}' } });
    const cache = createPageCache<string>({ fetch: api.fetch });
    cache.set('/', 'home', [answer('http://api/pages/home', '{"h":1}')]);
    api.bodies['http://api/pages/home'] = { body: '{"h":2}' };
    expect(await cache.fresh('/')).toBeUndefined();
    cache.set('/', 'home', [answer('http://api/pages/home', '{"h":2}')]);
    api.bodies['http://api/pages/home'] = { body: '{"h":2}', status: 404 };
    expect(await cache.fresh('/')).toBeUndefined();
  });

  it('renders again when the API does not answer', async () => {
    const api = fakeApi({});
    const cache = createPageCache<string>({ fetch: api.fetch });
    cache.set('/', 'home', [answer('http://api/pages/home', '{}')]);
    expect(await cache.fresh('/')).toBeUndefined();
  });

  it('keeps a page no longer than its age limit, and no more pages than its size (least recently used first)', async () => {
    let now = 0;
    const api = fakeApi({ 'http://api/x': { body: 'x' } });
    const cache = createPageCache<string>({
      fetch: api.fetch,
      maxAgeMs: 1000,
      maxEntries: 2,
      now: () => now,
    });
    const x = [answer('http://api/x', 'x')];
    cache.set('/1', 'one', x);
    cache.set('/2', 'two', x);
    expect(await cache.fresh('/1')).toBe('one');
    cache.set('/3', 'three', x);
    expect(cache.size).toBe(2);
    expect(await cache.fresh('/2')).toBeUndefined();
    expect(await cache.fresh('/1')).toBe('one');
    now = 1001;
    expect(await cache.fresh('/1')).toBeUndefined();
    // By default half a minute: a page kept longer, with its render and hydration, would come with answers
    // older than the minute after which the product page asks for its stock and design again.
    const kept = createPageCache<string>({ fetch: api.fetch, now: () => now });
    now = 0;
    kept.set('/1', 'one', x);
    now = 30_001;
    expect(await kept.fresh('/1')).toBeUndefined();
    const none = createPageCache<string>({ fetch: api.fetch, maxEntries: 0 });
    none.set('/1', 'one', x);
    expect(await none.fresh('/1')).toBeUndefined();
  });
});
