import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiError, createAdminClient, unwrap } from './index.js';

// A real local HTTP server that records what it received and answers like the back office's API.
const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/admin/login') {
        res.statusCode = 401;
        res.end(JSON.stringify({ result: 'error', message: 'The email or password is incorrect.' }));
        return;
      }
      res.end(
        JSON.stringify({
          result: 'success',
          entries: [],
          page: 2,
          pages: 2,
          total: 51,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends the staff token as a bearer token (read on each call) and never an application key', async () => {
  let token: string | null = 'staff-token-1';
  const client = createAdminClient({ baseUrl, getToken: () => token });
  const page = await unwrap(
    client.GET('/api/admin/audit', { params: { query: { page: 2, entity: 'staff' } } }),
  );
  expect(page.total).toBe(51);
  const first = seen.at(-1);
  expect(first?.url).toBe('/api/admin/audit?page=2&entity=staff');
  expect(first?.headers.authorization).toBe('Bearer staff-token-1');
  expect(first?.headers['x-api-key']).toBeUndefined();
  token = null;
  await unwrap(client.GET('/api/admin/audit'));
  expect(seen.at(-1)?.headers.authorization).toBeUndefined();
});

it('turns an error envelope into an ApiError with the server’s message', async () => {
  const client = createAdminClient({ baseUrl });
  const error = await unwrap(
    client.POST('/api/admin/login', { body: { email: 'a@example.com', password: 'nope' } }),
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, message: 'The email or password is incorrect.' });
  expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({ email: 'a@example.com', password: 'nope' });
});
