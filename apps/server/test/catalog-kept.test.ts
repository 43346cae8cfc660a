// The in-memory catalogue cache keeps an answer as the JSON it sent (and its compressed forms beside it,
// plugins/compression.ts), so a hit is a lookup and a write (docs/server.md "Caching"). What a client reads
// must be the same whether the answer was built for it or kept: the same JSON as a server without the cache
// builds, in every encoding, on the first request and on the next ones.
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalog } from './fixtures/catalog.js';
import { startServer, TEST_KEY, type TestServer } from './helpers.js';

let kept: TestServer;
let built: TestServer;

beforeAll(async () => {
  [kept, built] = await Promise.all([
    startServer({ catalogCacheEntries: 1000 }),
    startServer({ catalogCacheEntries: 0 }),
  ]);
  await insertCatalog(kept.app.db);
  await insertCatalog(built.app.db);
});
afterAll(async () => {
  await Promise.all([kept?.close(), built?.close()]);
});

/** GET as sent (fetch would decompress it on its own). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function read(server: TestServer, path: string, encoding: string) {
  const res = await rawGet(`${server.url}${path}`, { 'X-Api-Key': TEST_KEY, 'Accept-Encoding': encoding });
  const raw = res.raw;
  const coding = res.headers['content-encoding'] ?? null;
  const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
  return {
    status: res.status,
    type: res.headers['content-type'],
    coding,
    // Pictures are linked under each server's own address.
    text: body.toString('utf8').replaceAll(server.url, 'SERVER'),
  };
}

const PATHS = [
  '/api/categories/tiles',
  '/api/categories/tiles?sort=asc&page=2',
  '/api/brands',
  '/api/categories',
  '/api/search?search=basin',
  '/api/filters/tiles/brands',
  '/api/products/trending/list',
];

describe('kept catalogue answers', () => {
  it('are the JSON a server without the cache builds, in every encoding, first time and after', async () => {
    for (const path of PATHS) {
      const fresh = await read(built, path, 'identity');
      expect(fresh.status, path).toBe(200);
      for (let round = 0; round < 2; round++) {
        for (const encoding of ['identity', 'br', 'gzip', 'gzip;q=0.5, br']) {
          const answer = await read(kept, path, encoding);
          expect(answer.status, path).toBe(200);
          expect(answer.type, path).toBe('application/json; charset=utf-8');
          expect(answer.text, `${path} ${encoding} round ${round}`).toBe(fresh.text);
          if (fresh.text.length >= 1024) {
            expect(answer.coding, path).toBe(
              encoding === 'identity' ? null : encoding.includes('br') ? 'br' : 'gzip',
            );
          }
        }
      }
    }
  });

  it('keeps no error answer', async () => {
    for (let round = 0; round < 2; round++) {
      const res = await fetch(`${kept.url}/api/categories/no-such-category`, {
        headers: { 'X-Api-Key': TEST_KEY },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('etag')).toBeNull();
      expect(((await res.json()) as { result: string }).result).toBe('error');
    }
  });
});
