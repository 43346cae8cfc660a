// Serves the built storefront on PORT (3000): hashed assets cached for a year (precompressed where
// present); every public page rendered on the server (dist/server/entry-server.js, see
// src/entry-server.tsx) with the answers it shows inside, the customer's own pages as the plain shell
// the browser renders. Every page carries its own Content-Security-Policy nonce (security-headers.mjs).
//
// HTTP caching: a server-rendered page is the same for every visitor (rendered logged out), so it gets a
// validator (ETag over the page without its nonce) and a Cache-Control a CDN may keep briefly
// (s-maxage, stale-while-revalidate); a revalidation whose ETag still matches answers 304 without a body.
// The customer's pages and anything else tied to a visitor are `private, no-store`. Compression runs on
// libuv's thread pool (zlib's asynchronous calls), never blocking the event loop.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sirv from 'sirv';
import { configScript, originOf, pageConfig } from './config.mjs';
import { createPageCache } from './page-cache.mjs';
import {
  commonSecurityHeaders,
  createNonce,
  pageSecurityHeaders,
  securitySettings,
} from './security-headers.mjs';
import { isSitemapPath, renderSitemap, SITEMAP_INDEX } from './sitemap.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 3000);
let config;
let security;
/** STOREFRONT_ORIGIN: the shop's public origin, when set (else each request's own, see requestOrigin). */
let publicOrigin;
/**
 * RENDER_DEADLINE_MS: how long a page waits for the API before it is sent with what has answered (the rest
 * shows loading and the browser fills it in).
 */
let renderDeadlineMs = 1500;
/**
 * RENDER_DECIDE_MS: how long in all a page waits for its own record (what decides whether it exists) when that
 * is what has not answered by the deadline; past it the page is sent with 503 and Retry-After.
 */
let renderDecideMs = 5000;
/** PAGE_CACHE: how many rendered pages the page server keeps (page-cache.mjs); 0 keeps none. */
let pageCacheSize = 200;
try {
  if (process.env.PAGE_CACHE !== undefined) {
    pageCacheSize = Number(process.env.PAGE_CACHE);
    if (!Number.isInteger(pageCacheSize) || pageCacheSize < 0)
      throw new Error(`PAGE_CACHE="${process.env.PAGE_CACHE}": must be a whole number of pages, 0 or more.`);
  }
  config = pageConfig();
  if (process.env.RENDER_DEADLINE_MS) {
    renderDeadlineMs = Number(process.env.RENDER_DEADLINE_MS);
    if (!Number.isInteger(renderDeadlineMs) || renderDeadlineMs < 100 || renderDeadlineMs > 60_000)
      throw new Error(
        `RENDER_DEADLINE_MS="${process.env.RENDER_DEADLINE_MS}": must be whole milliseconds, 100 to 60000.`,
      );
  }
  if (process.env.RENDER_DECIDE_MS) {
    renderDecideMs = Number(process.env.RENDER_DECIDE_MS);
    if (!Number.isInteger(renderDecideMs) || renderDecideMs < 100 || renderDecideMs > 60_000)
      throw new Error(
        `RENDER_DECIDE_MS="${process.env.RENDER_DECIDE_MS}": must be whole milliseconds, 100 to 60000.`,
      );
  }
  security = securitySettings();
  publicOrigin = process.env.STOREFRONT_ORIGIN
    ? originOf(process.env.STOREFRONT_ORIGIN, 'STOREFRONT_ORIGIN')
    : undefined;
} catch (error) {
  // A malformed origin in the configuration: one clear line, not a page served under a policy nobody meant.
  console.error(`Sajilo storefront: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
// The renderer runs React's production build unless told otherwise (its development build is slower).
process.env.NODE_ENV ??= 'production';
const { render } = await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href);
// The built stylesheets, which pages carry inline (src/entry-server.tsx); hashed files never change.
const stylesheets = new Map();
const stylesheet = (file) => {
  if (!/^assets\/[\w.-]+\.css$/.test(file)) return undefined;
  if (!stylesheets.has(file)) {
    const path = join(dist, file);
    stylesheets.set(file, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  }
  return stylesheets.get(file);
};

/** Public pages: browsers revalidate every time, a CDN keeps a page a minute and serves it stale while it refreshes. */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** The customer's pages: never stored anywhere. */
const PRIVATE_PAGE_CACHE = 'private, no-store';

// A page is rendered once with this in place of the nonce: its ETag is the same for every visitor, and
// each response swaps in its own nonce (a 304 carries no body, so no nonce either).
const NONCE = 'SAJILO-NONCE-PLACEHOLDER';
const withNonce = (html, nonce) => html.split(NONCE).join(nonce);
const pageConfigScript = configScript(process.env, NONCE);
const preconnect = `<link rel="preconnect" href="${new URL(config.apiBaseUrl).origin}">`;
// The shell of the pages rendered in the browser (index.html from the build, its loading screen's <style>
// with the nonce).
const [before, after] = readFileSync(join(dist, 'index.html'), 'utf8')
  .replace(/<style(?=[\s>])/g, `<style nonce="${NONCE}"`)
  .split('<!--sajilo-config-->');
const clientShell = `${before}${pageConfigScript}${preconnect}${after}`;

const assets = sirv(dist, {
  gzip: true,
  brotli: true,
  etag: true,
  // Vite's hashed files never change: a year, immutable. Anything else (favicon) revalidates.
  setHeaders: (res, pathname) =>
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The page in the encoding the browser prefers among Brotli and gzip (quality for a per-request cost). */
async function compress(req, body) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    return { encoding: 'br', body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: await gzipAsync(body, { level: 6 }) };
  return { encoding: undefined, body };
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 has it for GET). */
function matchesEtag(header, etag) {
  if (!header) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The shop's public origin, for canonical links, the sitemap and robots.txt: STOREFRONT_ORIGIN when set (so
 * no Host header a visitor sends can change what a CDN keeps), else the origin the visitor asked for: the
 * Host header over the protocol (a proxy's X-Forwarded-Proto).
 */
/**
 * A Host header this server can name itself by: a DNS name (a final dot allowed) or an IPv4 address, or an
 * IPv6 one in brackets, with an optional port. Anything else (empty, a path, a quote, a space) is refused
 * with 400 before it can reach a page's links.
 */
const HOST =
  /^(?:[\w](?:[\w-]{0,61}[\w])?(?:\.[\w](?:[\w-]{0,61}[\w])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
function validHost(host) {
  const match = typeof host === 'string' ? HOST.exec(host) : null;
  if (!match || (match[1] !== undefined && Number(match[1]) > 65_535)) return false;
  return URL.canParse(`http://${host}/`);
}

function requestOrigin(req) {
  if (publicOrigin) return publicOrigin;
  const proto =
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() || 'http';
  const host = String(req.headers.host ?? `localhost:${port}`);
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
/** The CSP hashes of a page's style attributes (their values as the browser parses them). */
function styleAttributeHashes(html) {
  const hashes = new Set();
  for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const parsed = value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name) => ENTITIES[name]);
    hashes.add(`sha256-${createHash('sha256').update(parsed).digest('base64')}`);
  }
  return [...hashes];
}

async function send(req, res, { status, html, cache, etag, styleHashes = [], retryAfter }, timing) {
  const nonce = createNonce();
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cache,
    ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
    // How the page was made: rendered (and how long that took) or kept from an earlier render.
    ...(timing ? { 'Server-Timing': timing } : {}),
    ...pageSecurityHeaders(req, security, nonce, styleHashes),
    Vary: 'Accept-Encoding',
    ...(etag ? { ETag: etag } : {}),
  };
  if (etag && status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    // Only the validators and caching headers (RFC 9110 §15.4.5): the browser keeps its stored page, whose
    // scripts carry the nonce of its stored Content-Security-Policy; a new policy here would replace that
    // one and block every script of the page it keeps.
    res.writeHead(304, { 'Cache-Control': cache, Vary: 'Accept-Encoding', ETag: etag });
    return res.end();
  }
  const { encoding, body } = await compress(req, Buffer.from(withNonce(html, nonce)));
  res.writeHead(status, { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

// Rendered pages, served again while every API answer they were rendered with is unchanged (page-cache.mjs).
const pageCache = createPageCache({ maxEntries: pageCacheSize });

/** The validator and style hashes of a rendered page, worked out once per render. */
function publicPage(result) {
  // The handed-over cache carries a request id and times that differ on every render of the same page:
  // left out of the validator, which follows what the page says.
  const stable = result.html.replace(/"requestId":"[^"]*"|"(?:started|fulfilled)TimeStamp":\d+/g, '');
  return {
    status: result.status,
    html: result.html,
    // A 503 (the page's own record did not answer in time) is kept by nobody.
    cache:
      result.status === 200
        ? PUBLIC_PAGE_CACHE
        : result.status === 503
          ? 'no-store'
          : 'public, max-age=0, s-maxage=60',
    retryAfter: result.retryAfter,
    etag: `W/"${createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`,
    styleHashes: styleAttributeHashes(result.html),
  };
}

const sendPage = async (req, res) => {
  const url = `${requestOrigin(req)}${req.url ?? '/'}`;
  const started = performance.now();
  const kept = await pageCache.fresh(url);
  const elapsed = () => (performance.now() - started).toFixed(1);
  if (kept) return send(req, res, kept, `kept;dur=${elapsed()}`);
  let result;
  try {
    result = await render({
      url,
      config: { apiBaseUrl: config.apiBaseUrl, apiKey: config.apiKey },
      configScript: pageConfigScript,
      manifest,
      nonce: NONCE,
      stylesheet,
      deadlineMs: renderDeadlineMs,
      decideMs: renderDecideMs,
    });
  } catch (error) {
    // A page the server cannot render is still a page: the browser renders it (and shows what failed).
    console.error('Sajilo storefront: server render failed', error);
    result = { kind: 'client' };
  }
  if (result.kind === 'redirect') {
    res.writeHead(result.status, { Location: result.location, 'Cache-Control': PRIVATE_PAGE_CACHE });
    return res.end();
  }
  if (result.kind === 'client') {
    return send(req, res, { status: 200, html: clientShell, cache: PRIVATE_PAGE_CACHE });
  }
  const page = publicPage(result);
  if (result.answers) pageCache.set(url, page, result.answers);
  return send(req, res, page, `render;dur=${elapsed()}`);
};

// Crawlers may read every public page; the customer's own pages (account, cart, checkout, the payment
// gateways' returns) hold nothing for them. The sitemap is named by its absolute address, as the robots
// exclusion protocol's Sitemap line requires.
const robots = (origin) =>
  [
    'User-agent: *',
    'Allow: /',
    ...['/carts', '/wishlists', '/checkouts', '/payments/', '/dashboard', '/my-orders', '/update-profile']
      .concat([
        '/change-password',
        '/login',
        '/register',
        '/forget-password',
        '/reset-password',
        '/confirm-email',
      ])
      // The same pages in Nepali (docs/nepal.md "Languages": Nepali pages live under /ne).
      .flatMap((path) => [`Disallow: ${path}`, `Disallow: /ne${path}`]),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX}`,
    '',
  ].join('\n');

/** Sitemaps: a CDN keeps one an hour and serves it stale for a day while it refreshes; ETag over the XML. */
const SITEMAP_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

async function sendSitemap(req, res, path) {
  let result;
  try {
    result = await renderSitemap(path, requestOrigin(req), config);
  } catch (error) {
    console.error('Sitemap: the API did not answer', error);
    res.writeHead(503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': '60',
      'Cache-Control': 'no-store',
    });
    return res.end(req.method === 'HEAD' ? undefined : 'The sitemap is not available right now.');
  }
  if (result.status !== 200) {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=60',
    });
    return res.end(req.method === 'HEAD' ? undefined : 'Not found.');
  }
  const etag = `W/"${createHash('sha256').update(result.xml).digest('base64url').slice(0, 27)}"`;
  const cache = { 'Cache-Control': SITEMAP_CACHE, Vary: 'Accept-Encoding', ETag: etag };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, cache);
    return res.end();
  }
  const { encoding, body } = await compress(req, Buffer.from(result.xml));
  res.writeHead(200, {
    'Content-Type': 'application/xml; charset=utf-8',
    ...cache,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(commonSecurityHeaders(req))) res.setHeader(name, value);
  // Pages, sitemaps and files are only read: any other method (a form never posts here; the forms post to
  // the API) answers 405 and says which are allowed, rather than the page as if it had been read.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {
      Allow: 'GET, HEAD',
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    return void res.end('Method not allowed: this address can only be read (GET or HEAD).');
  }
  // Without STOREFRONT_ORIGIN a page names itself by the request's Host (canonical links, the sitemap): one
  // that is no host at all is the client's error, not a page to render.
  if (!publicOrigin && !validHost(req.headers.host)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    return void res.end('Bad request: the Host header does not name a host.');
  }
  if ((req.url ?? '/').split('?')[0] === '/robots.txt') {
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
    return void res.end(req.method === 'HEAD' ? undefined : robots(requestOrigin(req)));
  }
  if (isSitemapPath((req.url ?? '/').split('?')[0]))
    return void sendSitemap(req, res, (req.url ?? '/').split('?')[0]);
  // sirv would answer / (and /index.html) with the file on disk, and dist/server is the renderer's own.
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/' || path === '/index.html' || path.startsWith('/server/') || path.startsWith('/.vite/'))
    return void sendPage(req, res);
  assets(req, res, () => void sendPage(req, res));
});
// A request Node's HTTP parser refuses (headers over its limit, a malformed request line, a control character
// in a header) is answered like the other refusals above, with its reason in words, instead of Node's bare
// status line with no body.
server.on('clientError', (error, socket) => {
  // The connection is gone: nobody to answer (Node's own rule for this event).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          'Request headers too large: the address or the cookies are too long.',
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive. Please try again.']
        : [400, 'Bad Request', 'Bad request: it could not be read.'];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
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
