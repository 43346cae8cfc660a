// Serves the built storefront on PORT (3000): hashed assets cached for a year (precompressed where
// present), every other path gets index.html with the runtime configuration (the router renders the
// page, or the not-found screen).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { configScript, pageConfig } from './config.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 3000);
const html = readFileSync(join(dist, 'index.html'), 'utf8').replace('<!--sajilo-config-->', configScript());
const assets = sirv(dist, { immutable: true, gzip: true, brotli: true, etag: true });

const sendPage = (res) => {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  res.end(html);
};

const server = createServer((req, res) => {
  // sirv would answer / (and /index.html) with the file on disk, which lacks the runtime configuration.
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/' || path === '/index.html') return sendPage(res);
  assets(req, res, () => sendPage(res));
});
server.listen(port, () => {
  console.log(`\n  Sajilo storefront http://localhost:${port}  (API ${pageConfig().apiBaseUrl})\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Kept-alive browser connections would hold the close open; static files have nothing in flight.
    server.closeAllConnections();
  });
}
