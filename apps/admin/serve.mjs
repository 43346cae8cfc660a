// Serves the built back office on ADMIN_PORT (3100): hashed assets cached for a year, every other address
// the app's page (the router draws it, or its not-found screen), with the runtime configuration and a
// Content-Security-Policy nonce of its own. The page calls the API host (API_URL) directly: the server
// answers /api/admin/ to this origin only (ADMIN_ORIGIN on the API server).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { adminConfig, configScript, securityHeaders } from './config.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.ADMIN_PORT ?? 3100);
const host = process.env.ADMIN_HOST ?? 'localhost';
let config;
try {
  config = adminConfig();
} catch (error) {
  console.error(`Sajilo back office: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const NONCE = 'SAJILO-NONCE-PLACEHOLDER';
const page = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  '<!--sajilo-admin-config-->',
  configScript(config, NONCE),
);

const assets = sirv(dist, {
  etag: true,
  setHeaders: (res, pathname) =>
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
});

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path.startsWith('/assets/')) {
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    });
    return;
  }
  // The back office's page is only read (its forms send to the API): any other method says so in words.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {
      Allow: 'GET, HEAD',
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end('Method not allowed: this address can only be read (GET or HEAD).');
    return;
  }
  const nonce = randomBytes(16).toString('base64');
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    ...securityHeaders(config, nonce),
  });
  res.end(req.method === 'HEAD' ? undefined : page.split(NONCE).join(nonce));
});

server.listen(port, host, () => {
  console.log(`Sajilo back office on http://${host}:${port} (API ${config.apiBaseUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
