// The demo partner site: a plain HTML page of a fictional dealer, styled nothing like Sajilo and with
// aggressive global CSS, that pastes the widgets' snippet; it also serves the built widget files under
// /widgets/. `pnpm serve` runs it on WIDGETS_PORT (4100, an origin the seeded demo partner key allows)
// against API_URL (http://localhost:4000). Tests and the benchmark start it on other ports.
//
// /plain.html is the other page a partner might have: bare HTML with the README's integration guide pasted
// in as it is written (its three code blocks, the placeholders filled in), so the guide cannot drift from
// what works.
//
// Query parameters vary the page: ?plain (without the aggressive CSS), ?widgets=off (without the snippet),
// ?queue (calls Sajilo('open', 'enquiry') before the loader arrives), and any loader attribute:
// ?theme=%23b45309, ?locale=ne, ?enquiry-delay=3000, ?enquiry-title=…, ?enquiry-button=false.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, '..', 'dist');
const template = readFileSync(join(here, 'index.html'), 'utf8');
const readme = readFileSync(join(here, '..', 'README.md'), 'utf8');

export const DEMO_KEY = 'sajilo-demo-partner-key';

const LOADER_ATTRIBUTES = [
  'widgets',
  'locale',
  'theme',
  'enquiry-delay',
  'enquiry-title',
  'enquiry-button',
  'enquiry-auto',
];

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** @param {string} value */
const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param {string} html
 * @param {string} name
 */
const strip = (html, name) =>
  html.replace(new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`), '');

/**
 * The demo page for one request.
 * @param {URLSearchParams} query
 * @param {{ apiUrl: string, key: string }} options
 */
export function renderPage(query, options) {
  let html = template;
  if (query.has('plain')) html = strip(html, 'aggressive');
  if (query.get('widgets') === 'off') return strip(html, 'sajilo');
  const attributes = [
    `data-key="${escapeAttribute(options.key)}"`,
    `data-api="${escapeAttribute(options.apiUrl)}"`,
  ];
  for (const name of LOADER_ATTRIBUTES) {
    const value = query.get(name);
    if (value !== null) attributes.push(`data-${name}="${escapeAttribute(value)}"`);
  }
  return html
    .replace('data-sajilo-attributes', attributes.join(' '))
    .replace('/* sajilo:queue */', query.has('queue') ? "Sajilo('open', 'enquiry');" : '');
}

/**
 * A bare page with the README's snippet, mount points and own button pasted in, placeholders filled.
 * @param {{ apiUrl: string, key: string, origin: string }} options
 */
export function renderReadmePage({ apiUrl, key, origin }) {
  const [snippet = '', mountPoints = '', ownButton = ''] = [
    ...readme.matchAll(/```html\n([\s\S]*?)```/g),
  ].map((match) => match[1]);
  const placeholders = [
    'https://widgets.example.com/loader.js',
    'YOUR-PARTNER-KEY',
    'https://api.example.com',
  ];
  const missing = placeholders.filter((placeholder) => !snippet.includes(placeholder));
  if (missing.length || !mountPoints.includes('data-sajilo=') || !ownButton.includes('Sajilo(')) {
    throw new Error(`README.md: the integration guide's code blocks changed (${missing.join(', ')})`);
  }
  const pasted = snippet
    .replace(placeholders[0], `${origin}/widgets/loader.js`)
    .replace(placeholders[1], escapeAttribute(key))
    .replace(placeholders[2], escapeAttribute(apiUrl));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A plain dealer page with Sajilo's widgets</title>
<link rel="icon" href="data:,">
${pasted}</head>
<body>
<h1>A plain dealer page</h1>
<p>${ownButton}</p>
${mountPoints}</body>
</html>
`;
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string | Buffer} body
 */
function send(request, response, status, headers, body) {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && buffer.length > 512;
  response.writeHead(status, {
    ...headers,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : gzip ? gzipSync(buffer) : buffer);
}

/**
 * Starts the demo partner site.
 * @param {{ port: number, apiUrl: string, key?: string }} options
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export function startDemoServer({ port, apiUrl, key = DEMO_KEY }) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://demo.invalid');
    if (url.pathname === '/' || url.pathname === '/index.html') {
      return send(
        request,
        response,
        200,
        { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' },
        renderPage(url.searchParams, { apiUrl, key }),
      );
    }
    if (url.pathname === '/plain.html') {
      return send(
        request,
        response,
        200,
        { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' },
        renderReadmePage({ apiUrl, key, origin: `http://${request.headers.host}` }),
      );
    }
    if (url.pathname.startsWith('/widgets/')) {
      const file = normalize(join(dist, decodeURIComponent(url.pathname.slice('/widgets/'.length))));
      if (file.startsWith(dist + sep) && !file.includes(`${sep}.vite${sep}`) && existsSync(file)) {
        const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))];
        if (type) {
          return send(
            request,
            response,
            200,
            {
              'Content-Type': type,
              // Module chunks are fetched in CORS mode when the page is on another origin than the files.
              'Access-Control-Allow-Origin': '*',
              // The loader's URL never changes, so it is cached briefly; chunks have hashed names.
              'Cache-Control': file.endsWith(`${sep}loader.js`)
                ? 'public, max-age=300'
                : 'public, max-age=31536000, immutable',
            },
            readFileSync(file),
          );
        }
      }
    }
    send(request, response, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Every interface, like the storefront's server: http://localhost and http://127.0.0.1 both reach it.
    server.listen(port, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://localhost:${actual}`,
        port: actual,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  if (!existsSync(join(dist, 'loader.js'))) {
    console.error('The widgets are not built: run `pnpm --filter @sajilo/widgets build` first.');
    process.exit(1);
  }
  const port = Number(process.env.WIDGETS_PORT ?? 4100);
  const apiUrl = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
  const demo = await startDemoServer({ port, apiUrl, key: process.env.PARTNER_KEY ?? DEMO_KEY });
  console.log(`\n  Sajilo widgets demo partner page ${demo.url}  (API ${apiUrl})\n`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => demo.close().then(() => process.exit(0)));
}
