// Serves the built storefront on PORT (3000): hashed assets cached for a year (precompressed where
// present), every other path gets index.html with the runtime configuration (the router renders the
// page, or the not-found screen).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { configScript, pageConfig } from './config.mjs';
import { preloadTags } from './preload.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 3000);
const config = pageConfig();
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
// The API's origin is connected to before anything asks for it (pictures and calls alike).
const head = `${configScript()}<link rel="preconnect" href="${new URL(config.apiBaseUrl).origin}">`;
const [before, after] = readFileSync(join(dist, 'index.html'), 'utf8').split('<!--sajilo-config-->');
const assets = sirv(dist, {
  gzip: true,
  brotli: true,
  etag: true,
  // Vite's hashed files never change: a year, immutable. Anything else (favicon, robots) revalidates.
  setHeaders: (res, pathname) =>
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
});

const sendPage = async (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  // A filtered listing (query string) asks for other data than the plain page: no head start there.
  const tags = (req.url ?? '/').includes('?') ? '' : await preloadTags(path, { ...config, manifest });
  const page = `${before}${head}${tags}${after}`;
  // With the first screen's data inside, a page is worth compressing.
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(gzip ? gzipSync(page) : page);
};

const server = createServer((req, res) => {
  // sirv would answer / (and /index.html) with the file on disk, which lacks the runtime configuration.
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/' || path === '/index.html') return sendPage(req, res);
  assets(req, res, () => sendPage(req, res));
});
server.listen(port, () => {
  console.log(`\n  Sajilo storefront http://localhost:${port}  (API ${config.apiBaseUrl})\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Kept-alive browser connections would hold the close open; static files have nothing in flight.
    server.closeAllConnections();
  });
}
