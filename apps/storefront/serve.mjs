// Serves the built storefront on PORT (3000): hashed assets cached for a year (precompressed where
// present), every other path gets index.html with the runtime configuration (the router renders the
// page, or the not-found screen). Every page carries its own Content-Security-Policy nonce
// (security-headers.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { configScript, pageConfig } from './config.mjs';
import { preloadTags } from './preload.mjs';
import {
  commonSecurityHeaders,
  createNonce,
  pageSecurityHeaders,
  securitySettings,
} from './security-headers.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 3000);
let config;
let security;
try {
  config = pageConfig();
  security = securitySettings();
} catch (error) {
  // A malformed origin in the configuration: one clear line, not a page served under a policy nobody meant.
  console.error(`Sajilo storefront: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
// The API's origin is connected to before anything asks for it (pictures and calls alike).
const preconnect = `<link rel="preconnect" href="${new URL(config.apiBaseUrl).origin}">`;
// index.html's own inline <style> (the loading screen) gets each response's nonce. Vite's build emits no
// inline script (its entry is an external module), so the only inline scripts are the two added here.
const NONCE = '%SAJILO_NONCE%';
const [before, after] = readFileSync(join(dist, 'index.html'), 'utf8')
  .replace(/<style(?=[\s>])/g, `<style nonce="${NONCE}"`)
  .split('<!--sajilo-config-->');
const withNonce = (html, nonce) => html.split(NONCE).join(nonce);
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
  const nonce = createNonce();
  // A filtered listing (query string) asks for other data than the plain page: no head start there.
  const tags = (req.url ?? '/').includes('?') ? '' : await preloadTags(path, { ...config, manifest, nonce });
  const head = `${configScript(process.env, nonce)}${preconnect}${tags}`;
  const page = `${withNonce(before, nonce)}${head}${withNonce(after, nonce)}`;
  // With the first screen's data inside, a page is worth compressing.
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...pageSecurityHeaders(req, security, nonce),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(gzip ? gzipSync(page) : page);
};

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(commonSecurityHeaders(req))) res.setHeader(name, value);
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
