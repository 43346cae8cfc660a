// The storefront's page server as routes of the kit (@sajilo/page-server, docs/storefront.md "How it is
// built"): robots.txt, the sitemaps, the built files (hashed assets cached a year, precompressed), and every
// other address a page (pages.ts). The kit puts the security headers on every answer and reads only.
import type { IncomingMessage } from 'node:http';
import { createPageServer, sendText, staticFiles } from '@sajilo/page-server';
import type { StorefrontConfig } from './config.js';
import { createPages } from './pages.js';
import type { Render } from './renderer.js';
import { ROBOTS_CACHE, robots } from './robots.js';
import { isSitemapPath, sendSitemap, sitemapClient } from './sitemap.js';

/**
 * A Host header this server can name itself by: a DNS name (a final dot allowed) or an IPv4 address, or an
 * IPv6 one in brackets, with an optional port. Anything else (empty, a path, a quote, a space) is refused
 * with 400 before it can reach a page's links.
 */
const HOST =
  /^(?:[\w](?:[\w-]{0,61}[\w])?(?:\.[\w](?:[\w-]{0,61}[\w])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function validHost(host: string | undefined): boolean {
  const match = typeof host === 'string' ? HOST.exec(host) : null;
  if (!match || (match[1] !== undefined && Number(match[1]) > 65_535)) return false;
  return URL.canParse(`http://${host}/`);
}

export interface StorefrontOptions {
  config: StorefrontConfig;
  /** The built app (dist/): files, index.html, the manifest. */
  dist: string;
  /** The renderer (dist/server/entry-server.js's `render`; a test's own). */
  render: Render;
  /** What the page cache and the sitemap call the API with (tests). */
  fetch?: typeof globalThis.fetch;
}

export function createStorefront({ config, dist, render, fetch }: StorefrontOptions) {
  /**
   * The shop's public origin, for canonical links, the sitemap and robots.txt: STOREFRONT_ORIGIN when set (so
   * no Host header a visitor sends can change what a CDN keeps), else the origin the visitor asked for: the
   * Host header over the protocol (a proxy's X-Forwarded-Proto).
   */
  const originOf = (req: IncomingMessage) => {
    if (config.shopOrigin) return config.shopOrigin;
    const proto = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim();
    return `${proto === 'https' ? 'https' : 'http'}://${req.headers.host ?? `localhost:${config.port}`}`;
  };
  const sendPage = createPages({ config, dist, render, originOf, ...(fetch ? { fetch } : {}) });
  const api = sitemapClient({ ...config.page, ...(fetch ? { fetch } : {}) });
  return createPageServer({
    name: 'Sajilo storefront',
    security: { referrerPolicy: 'strict-origin-when-cross-origin' },
    // Without STOREFRONT_ORIGIN a page names itself by the request's Host (canonical links, the sitemap): one
    // that is no host at all is the client's error, not a page to render.
    guard: (req, res) => {
      if (config.shopOrigin || validHost(req.headers.host)) return false;
      sendText(req, res, 400, 'Bad request: the Host header does not name a host.', {
        'Cache-Control': 'no-store',
      });
      return true;
    },
    routes: [
      {
        path: '/robots.txt',
        handle: (req, res) =>
          sendText(req, res, 200, robots(originOf(req)), { 'Cache-Control': ROBOTS_CACHE }),
      },
      { path: isSitemapPath, handle: (req, res, path) => sendSitemap(req, res, path, originOf(req), api) },
      // The page itself, never index.html as a file (the template the pages are made from).
      { path: '/', handle: sendPage },
    ],
    files: staticFiles(dist, {
      precompressed: true,
      // The renderer and this server are built into dist/ too; Vite's manifest is the build's own.
      hidden: ['/index.html', '/server/', '/page-server/', '/.vite/'],
    }),
    fallback: sendPage,
  });
}
