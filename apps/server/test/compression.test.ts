// Compressed answers (src/plugins/compression.ts), over raw HTTP so the test sees the bytes as sent: the
// encoding the client's q-values choose, Vary, the threshold and a streamed answer. Stored files,
// which opt out, are files.test.ts's.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOwner } from './admin-helpers.js';
import { insertCatalog } from './fixtures/catalog.js';
import { startServer, TEST_KEY, type TestServer } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  await insertCatalog(server.app.db);
});
afterAll(async () => {
  await server.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET `path` with exactly these headers (fetch would add and undo Accept-Encoding itself). */
function get(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (res: Raw): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
};

const LISTING = '/api/categories/tiles';

describe('compressed answers', () => {
  it('sends Brotli or gzip as the client prefers, the same answer either way, with Vary', async () => {
    const plain = await get(LISTING, { 'X-Api-Key': TEST_KEY });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    // Even the uncompressed answer says it depends on Accept-Encoding, so no cache hands it to another client.
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/i);

    const cases: [string, string | undefined][] = [
      ['br, gzip', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await get(LISTING, { 'X-Api-Key': TEST_KEY, 'Accept-Encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(JSON.parse(decoded(res)), accept).toEqual(JSON.parse(plain.body.toString('utf8')));
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
      if (expected) expect(res.body.length, accept).toBeLessThan(plain.body.length / 2);
    }
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/health', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a streamed answer (the products CSV export) as it streams', async () => {
    const owner = await firstOwner(server);
    const headers = { Authorization: `Bearer ${owner.token}` };
    const plain = await get('/api/admin/products/export', headers);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/csv/);
    const res = await get('/api/admin/products/export', { ...headers, 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(plain.body.toString('utf8'));
  });
});
