// The back office's page server without a socket (the kit's handler driven by light-my-request), on a built
// app of its own: the same security headers on the page, the files and the 404s, the page's policy and its
// nonce, and the configuration's checks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configProblems, NON_PAGE_POLICY, STRICT_TRANSPORT_SECURITY } from '@sajilo/page-server';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackOffice } from './app.js';
import { loadAdminConfig } from './config.js';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'admin-page-server-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'page-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--sajilo-admin-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-1a2b.js'), 'console.log("back office")');
  writeFileSync(join(dist, 'page-server', 'main.js'), 'the page server');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const backOffice = () =>
  createBackOffice({ config: loadAdminConfig({ API_URL: 'https://api.shop.example/' }), dist });

const securityOf = (headers: Record<string, unknown>) => ({
  'x-content-type-options': headers['x-content-type-options'],
  'x-frame-options': headers['x-frame-options'],
  'referrer-policy': headers['referrer-policy'],
  'strict-transport-security': headers['strict-transport-security'],
});

describe('the back office’s page server', () => {
  it('sends the same security headers on the page, the files and 404s, over HTTP and HTTPS', async () => {
    const { handle } = backOffice();
    const answers = {
      page: { url: '/', status: 200, html: true },
      screen: { url: '/orders/12?tab=history', status: 200, html: true },
      asset: { url: '/assets/index-1a2b.js', status: 200, html: false },
      missingFile: { url: '/assets/missing-9z.js', status: 404, html: false },
      post: { url: '/', status: 405, html: false, method: 'POST' as const },
    };
    for (const https of [false, true]) {
      for (const [name, { url, status, html, ...rest }] of Object.entries(answers)) {
        const res = await inject(handle, {
          url,
          method: 'method' in rest ? rest.method : 'GET',
          headers: https ? { 'x-forwarded-proto': 'https' } : {},
        });
        expect(res.statusCode, name).toBe(status);
        expect(securityOf(res.headers), name).toEqual({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'same-origin',
          'strict-transport-security': https ? STRICT_TRANSPORT_SECURITY : undefined,
        });
        const policy = String(res.headers['content-security-policy']);
        expect(policy, name).toContain("frame-ancestors 'none'");
        if (!html) expect(policy, name).toBe(NON_PAGE_POLICY);
      }
    }
    const asset = await inject(handle, { url: '/assets/index-1a2b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives the page a policy with a nonce of its own, carried by the configuration’s script', async () => {
    const { handle } = backOffice();
    const [first, second] = [await inject(handle, { url: '/' }), await inject(handle, { url: '/' })];
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    expect(first.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        `style-src 'self' 'nonce-${nonce}'`,
        "img-src 'self' data: blob: https://api.shop.example",
        "connect-src 'self' https://api.shop.example",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.payload).toContain(
      `<script nonce="${nonce}">window.SAJILO_ADMIN={"apiBaseUrl":"https://api.shop.example"};window.__nonce__="${nonce}"</script>`,
    );
  });

  it('never sends its template or its own code as files', async () => {
    const { handle } = backOffice();
    for (const url of ['/index.html', '/page-server/main.js']) {
      const res = await inject(handle, { url });
      // The app's page (its router draws the not-found screen), never the file.
      expect(res.payload, url).toContain('window.SAJILO_ADMIN=');
      expect(res.payload, url).not.toContain('the page server');
    }
  });

  it('reads its variables by a schema, one line a problem', () => {
    expect(loadAdminConfig({})).toEqual({
      port: 3100,
      host: 'localhost',
      apiBaseUrl: 'http://localhost:4000',
      apiOrigin: 'http://localhost:4000',
    });
    const problems = (env: NodeJS.ProcessEnv) => configProblems(() => loadAdminConfig(env));
    expect(problems({ ADMIN_PORT: 'abc', API_PORT: '70000' })).toEqual([
      'ADMIN_PORT="abc": must be integer.',
      'API_PORT="70000": must be <= 65535.',
    ]);
    expect(problems({ API_URL: 'ftp://api.example' })).toEqual([
      'API_URL: "ftp://api.example" is not an http(s) address.',
    ]);
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      "API_URL: set the API's public address (https://…); the default is this machine.",
    ]);
  });
});
