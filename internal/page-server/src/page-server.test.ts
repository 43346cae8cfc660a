import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCompressed, sendText } from './http.js';
import { createPageServer, type PageServer, type PageServerOptions } from './page-server.js';
import { NON_PAGE_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers.js';
import { IMMUTABLE, REVALIDATE, staticFiles } from './static-files.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-server-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'page-server'));
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log("app")');
  writeFileSync(join(dir, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>template</title>');
  writeFileSync(join(dir, 'page-server', 'main.js'), 'the server itself');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE_POLICY = "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'";

/** A small server: one HTML page at /, a text route, the folder's files, else an HTML 404. */
function testServer(extra: Partial<PageServerOptions> = {}): PageServer {
  return createPageServer({
    name: 'Test',
    security: { referrerPolicy: 'same-origin' },
    routes: [
      {
        path: '/',
        handle: (req, res) =>
          sendCompressed(
            req,
            res,
            200,
            '<!doctype html><title>home</title>',
            {
              'Content-Type': 'text/html; charset=utf-8',
              'Content-Security-Policy': PAGE_POLICY,
              'Cache-Control': 'no-cache',
            },
            'W/"home"',
          ),
      },
      { path: /^\/text\//, handle: (req, res, path) => sendText(req, res, 200, `text at ${path}`) },
      {
        path: (path) => path === '/broken',
        handle: () => {
          throw new Error('broken on purpose');
        },
      },
    ],
    files: staticFiles(dir, { precompressed: true, hidden: ['/index.html', '/page-server/'] }),
    fallback: (_req, res) => {
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': PAGE_POLICY,
      });
      res.end('<!doctype html><title>not found</title>');
    },
    logError: () => {},
    ...extra,
  });
}

/** The security headers of an answer (what every answer must carry alike). */
const security = (headers: Record<string, unknown>) => ({
  'x-content-type-options': headers['x-content-type-options'],
  'x-frame-options': headers['x-frame-options'],
  'referrer-policy': headers['referrer-policy'],
  'strict-transport-security': headers['strict-transport-security'],
});

describe('the request handler', () => {
  it('sends the same security headers on a page, a file, a 404, a 405 and a failure', async () => {
    const server = testServer();
    const answers = {
      page: await inject(server.handle, { url: '/' }),
      file: await inject(server.handle, { url: '/assets/app-1a2b.js' }),
      notFound: await inject(server.handle, { url: '/nothing-here' }),
      missingFile: await inject(server.handle, { url: '/assets/missing.js' }),
      text: await inject(server.handle, { url: '/text/a' }),
      post: await inject(server.handle, { method: 'POST', url: '/', payload: 'x=1' }),
      failed: await inject(server.handle, { url: '/broken' }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.statusCode]))).toEqual({
      page: 200,
      file: 200,
      notFound: 404,
      missingFile: 404,
      text: 200,
      post: 405,
      failed: 500,
    });
    for (const [name, res] of Object.entries(answers)) {
      expect(security(res.headers), name).toEqual({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'strict-transport-security': undefined,
      });
      expect(res.headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
    }
    // An HTML answer carries its own policy, anything else the one that allows nothing.
    expect(answers.page.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(answers.notFound.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(answers.file.headers['content-security-policy']).toBe(NON_PAGE_POLICY);
    expect(answers.post.headers.allow).toBe('GET, HEAD');
    expect(answers.failed.payload).toBe('Something went wrong on our side. Please try again.');
  });

  it('adds Strict-Transport-Security to every answer that came over HTTPS', async () => {
    const server = testServer();
    const https = { 'x-forwarded-proto': 'https, http' };
    for (const url of ['/', '/assets/app-1a2b.js', '/nothing-here']) {
      const res = await inject(server.handle, { url, headers: https });
      expect(res.headers['strict-transport-security'], url).toBe(STRICT_TRANSPORT_SECURITY);
    }
    const plain = await inject(server.handle, { url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a revalidated page 304 without a policy, which would replace the stored page’s', async () => {
    const res = await inject(testServer().handle, { url: '/', headers: { 'if-none-match': 'W/"home"' } });
    expect(res.statusCode).toBe(304);
    expect(res.headers.etag).toBe('W/"home"');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses for the browser and answers HEAD without a body', async () => {
    const server = testServer();
    const br = await inject(server.handle, { url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const head = await inject(server.handle, { method: 'HEAD', url: '/text/a' });
    expect(head.statusCode).toBe(200);
    expect(head.payload).toBe('');
  });

  it('answers 503 with Connection: close once the server is stopping', async () => {
    const server = testServer();
    await server.close();
    const res = await inject(server.handle, { url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('runs the guard before the routes', async () => {
    const server = testServer({
      guard: (req, res) => {
        if (req.headers.host !== 'bad') return false;
        sendText(req, res, 400, 'Bad host');
        return true;
      },
    });
    expect((await inject(server.handle, { url: '/', headers: { host: 'bad' } })).statusCode).toBe(400);
    expect((await inject(server.handle, { url: '/', headers: { host: 'good' } })).statusCode).toBe(200);
  });
});

describe('static files', () => {
  it('caches hashed assets a year, revalidates the rest, and sends the precompressed copy', async () => {
    const server = testServer();
    const asset = await inject(server.handle, { url: '/assets/app-1a2b.js' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers['content-type']).toBe('text/javascript');
    expect(asset.payload).toBe('console.log("app")');
    const icon = await inject(server.handle, { url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe(REVALIDATE);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    const compressed = await inject(server.handle, {
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const again = await inject(server.handle, {
      url: '/favicon.svg',
      headers: { 'if-none-match': String(icon.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never sends a hidden file, however its address is written', async () => {
    const server = testServer();
    for (const url of ['/index.html', '/index', '/page-server/main.js', '/page%2Dserver/main.js']) {
      const res = await inject(server.handle, { url });
      expect(res.statusCode, url).toBe(404);
      expect(res.payload, url).not.toContain('template');
      expect(res.payload, url).not.toContain('the server itself');
    }
  });

  it('survives a file that vanished after it started (a deploy replacing the build): that answer breaks, the next is sent', async () => {
    writeFileSync(join(dir, 'assets', 'gone-9z8y.js'), 'soon gone');
    // sirv lists the folder when it is made; the file goes after that.
    const server = testServer();
    rmSync(join(dir, 'assets', 'gone-9z8y.js'));
    const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
    const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    try {
      await expect(get('/assets/gone-9z8y.js')).rejects.toThrow();
      await expect(get('/assets/app-1a2b.js')).resolves.toBe('console.log("app")');
    } finally {
      await server.close();
    }
  });
});

/** What the server answers to `raw`, written on a socket as it is. */
function rawRequest(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('listening', () => {
  it('answers what the HTTP parser refuses in words, with the security headers', async () => {
    const server = testServer();
    const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toContain('X-Content-Type-Options: nosniff\r\n');
      expect(answer).toContain(`Content-Security-Policy: ${NON_PAGE_POLICY}\r\n`);
      expect(answer).toContain('X-Frame-Options: DENY\r\n');
      expect(answer.endsWith('\r\n\r\nBad request: it could not be read.')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('stops gracefully: no new connections, the request in flight finishes, then it resolves', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const inside = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = testServer({
      routes: [
        {
          path: '/slow',
          handle: async (req, res) => {
            arrived();
            await held;
            sendText(req, res, 200, 'finished');
          },
        },
      ],
    });
    const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
    const slow = new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/slow', agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    await inside;
    let stopped = false;
    const closing = server.close({ timeoutMs: 5_000 }).then(() => {
      stopped = true;
    });
    // No new connection is taken while the one in flight finishes.
    await expect(fetch(`http://127.0.0.1:${port}/text/a`)).rejects.toThrow();
    expect(stopped).toBe(false);
    release();
    expect(await slow).toEqual({ status: 200, body: 'finished', connection: 'close' });
    await closing;
    expect(stopped).toBe(true);
  });

  it('ends the process with 0 on SIGTERM once the request in flight is answered', async () => {
    // The built kit (turbo builds it before its tests), as a page server's main.ts uses it.
    const kit = new URL('../dist/index.js', import.meta.url).href;
    const script = `
      import { createPageServer, sendText, stopOnSignals } from ${JSON.stringify(kit)};
      const server = createPageServer({
        name: 'Child',
        security: { referrerPolicy: 'no-referrer' },
        fallback: (req, res) => {
          console.log('answering');
          setTimeout(() => sendText(req, res, 200, 'slow but whole'), 500);
        },
      });
      stopOnSignals(server, (signal) => console.log('stopping on ' + signal));
      const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
      console.log('listening ' + port);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const printed = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const look = () => {
          const found = pattern.exec(output);
          if (found) resolve(found);
          return found;
        };
        if (look()) return;
        child.stdout?.on('data', look);
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const port = Number((await printed(/listening (\d+)/))[1]);
    const answer = fetch(`http://127.0.0.1:${port}/`).then(async (res) => [res.status, await res.text()]);
    // The request is in flight (its answer takes half a second) when the signal comes.
    await printed(/answering/);
    child.kill('SIGTERM');
    expect(await answer).toEqual([200, 'slow but whole']);
    expect(await exited).toBe(0);
    expect(output).toContain('stopping on SIGTERM');
  }, 30_000);
});
