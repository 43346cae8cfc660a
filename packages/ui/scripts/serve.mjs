// `pnpm serve` (and so `npm start`): the static Storybook site on STORYBOOK_PORT (default 6006). The package's
// script builds it first through turbo (`storybook:build`, cached: a second start restores it at once).
// Usage: node scripts/serve.mjs [directory]; exported for the test that starts it on a free port.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A server for a static build: GET and HEAD only, nothing outside `directory`, 404 for what is not there.
 * @param {string} directory
 */
export function createStaticServer(directory) {
  const root = normalize(directory);
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(404).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      // Storybook names its bundles by content only partly (index.json, iframe.html are not): revalidate.
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const directory = process.argv[2] ?? fileURLToPath(new URL('../storybook-static', import.meta.url));
  const raw = process.env.STORYBOOK_PORT ?? '6006';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    console.error(`STORYBOOK_PORT="${raw}": must be a port number (1 to 65535).`);
    process.exit(1);
  }
  if (!existsSync(join(directory, 'index.html'))) {
    console.error(`No Storybook build in ${directory}: run \`pnpm --filter @sajilo/ui storybook:build\`.`);
    process.exit(1);
  }
  const server = createStaticServer(directory);
  server.listen(port, () => console.log(`Storybook: http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
