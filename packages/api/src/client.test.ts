import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createSajiloClient, unwrap } from './index.js';

// A real local HTTP server that records what it received and answers like the API would.
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/api/banners') return send(res, 200, { result: 'success', banners: [] });
      if (url.pathname === '/api/carts/count') return send(res, 200, { result: 'success', totalCart: 3 });
      if (url.pathname === '/api/customer/register') {
        return send(res, 400, {
          result: 'error',
          message: {
            email: ['Enter a valid email address.'],
            password: ['Use at least 12 characters.', 'This password is too common.'],
          },
        });
      }
      if (url.pathname === '/api/customer/login') {
        return send(res, 429, { result: 'error', message: 'Too many attempts.' }, { 'Retry-After': '42' });
      }
      if (url.pathname.startsWith('/api/categories/')) {
        return send(res, 200, {
          result: 'success',
          category: { id: 1, slug: 'tiles', title: 'Tiles' },
          products: [],
          totalProducts: 0,
          itemsCountPerPage: 20,
          perPages: 20,
          currentPage: 1,
          lastPage: 1,
        });
      }
      return send(res, 404, { result: 'error', message: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createSajiloClient', () => {
  it('sends the application key on public calls', async () => {
    const client = createSajiloClient({ baseUrl, apiKey: 'dev-key-123' });
    const data = await unwrap(client.GET('/api/banners'));
    expect(data.banners).toEqual([]);
    expect(seen.at(-1)?.headers['x-api-key']).toBe('dev-key-123');
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token read at request time', async () => {
    let token: string | null = null;
    const client = createSajiloClient({ baseUrl, apiKey: 'k', getToken: () => token });
    token = 'tok-abc';
    const data = await unwrap(client.GET('/api/carts/count'));
    expect(data.totalCart).toBe(3);
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer tok-abc');
  });

  it("sends the page's language as Accept-Language, and none when not given", async () => {
    await unwrap(createSajiloClient({ baseUrl, apiKey: 'k', language: 'ne' }).GET('/api/banners'));
    expect(seen.at(-1)?.headers['accept-language']).toBe('ne');
    await unwrap(createSajiloClient({ baseUrl, apiKey: 'k' }).GET('/api/banners'));
    // Node's fetch sends `*` of its own when the client sets nothing: the server answers that in English.
    expect(seen.at(-1)?.headers['accept-language'] ?? '*').toBe('*');
  });

  it('sends list filters comma separated', async () => {
    const client = createSajiloClient({ baseUrl, apiKey: 'k' });
    await unwrap(
      client.GET('/api/categories/{slug}', {
        params: { path: { slug: 'tiles' }, query: { brands: [3, 7], colors: ['Ivory White'], page: 2 } },
      }),
    );
    const url = new URL(seen.at(-1)?.url ?? '', 'http://x');
    expect(url.searchParams.get('brands')).toBe('3,7');
    expect(url.searchParams.get('colors')).toBe('Ivory White');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('turns a field-error envelope into per-field messages', async () => {
    const client = createSajiloClient({ baseUrl });
    const error = await unwrap(
      client.POST('/api/customer/register', {
        body: {
          first_name: 'Ram',
          last_name: 'Thapa',
          phone_number: '9841000000',
          email: 'not-an-email',
          password: 'password',
          password_confirmation: 'password',
        },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Use at least 12 characters.', 'This password is too common.'],
    });
    expect(apiError.message).toBe('Enter a valid email address.');
    expect(apiError.messages).toHaveLength(3);
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toMatchObject({ email: 'not-an-email' });
  });

  it('keeps a plain message and Retry-After', async () => {
    const client = createSajiloClient({ baseUrl });
    const error = await unwrap(
      client.POST('/api/customer/login', { body: { email: 'a@b.co', password: 'x' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toBe('Too many attempts.');
    expect((error as ApiError).retryAfter).toBe(42);
    expect((error as ApiError).fieldErrors).toEqual({});
  });

  it('reports an unreachable server as status 0', async () => {
    const client = createSajiloClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await unwrap(client.GET('/api/banners')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});
