import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('health', () => {
  it('answers /health and /ready without a key', async () => {
    for (const path of ['/health', '/ready']) {
      const res = await server.request(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ result: 'success', status: 'ok' });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
    // The contract hook saw both operations.
    expect(server.seen.has('getHealth:200') && server.seen.has('getReady:200')).toBe(true);
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await server.request('/api/nothing-here', { key: true });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ result: 'error', message: 'Not found.' });
  });

  it('serves the contract itself', async () => {
    const res = await server.request('/openapi.yaml');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^openapi: 3\.1\.0/);
  });

  it('serves the API reference', async () => {
    const res = await server.request('/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });
});
