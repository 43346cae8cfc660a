// The storefront's pages (docs/storefront.md "Server rendering" and "HTTP answers"): every public page
// rendered on the server by the built renderer (dist/server/entry-server.js) with the answers it shows
// inside, the customer's own pages as the plain shell the browser renders. Every page carries its own
// Content-Security-Policy nonce (policy.ts).
//
// HTTP caching: a server-rendered page is the same for every visitor (rendered logged out), so it gets a
// validator (ETag over the page without its nonce) and a Cache-Control a CDN may keep briefly (s-maxage,
// stale-while-revalidate); a revalidation whose ETag still matches answers 304 without a body. The
// customer's pages and anything else tied to a visitor are `private, no-store`. Compression runs on libuv's
// thread pool (the kit's sendCompressed), never blocking the event loop.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createNonce, sendCompressed, weakEtag } from '@sajilo/page-server';
import { pageConfigScript, type StorefrontConfig } from './config.js';
import { createPageCache } from './page-cache.js';
import { contentSecurityPolicy, styleAttributeHashes } from './policy.js';
import type { Manifest, Render, RenderResult } from './renderer.js';

/** Public pages: browsers revalidate each time; a CDN keeps one a minute, serving it stale to refresh. */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** The customer's pages: never stored anywhere. */
const PRIVATE_PAGE_CACHE = 'private, no-store';

// A page is rendered once with this in place of the nonce: its ETag is the same for every visitor, and
// each response swaps in its own nonce (a 304 carries no body, so no nonce either).
const NONCE = 'SAJILO-NONCE-PLACEHOLDER';
const withNonce = (html: string, nonce: string) => html.split(NONCE).join(nonce);

/** A page as it is sent (and kept: page-cache.ts), with the nonce still a placeholder. */
interface Page {
  status: number;
  html: string;
  cache: string;
  etag?: string;
  styleHashes?: string[];
  retryAfter?: number;
}

/** The validator and style hashes of a rendered page, worked out once per render. */
function publicPage(result: Extract<RenderResult, { kind: 'page' }>): Page {
  // The handed-over cache carries a request id and times that differ on every render of the same page:
  // left out of the validator, which follows what the page says.
  const stable = result.html.replace(/"requestId":"[^"]*"|"(?:started|fulfilled)TimeStamp":\d+/g, '');
  return {
    status: result.status,
    html: result.html,
    // A 503 (the page's own record did not answer in time) is kept by nobody, and so is a page rendered
    // without all its answers (a section past the deadline, still loading for the browser to finish): a CDN
    // would hand it on for minutes, reviews and all missing from its structured data (docs/storefront.md).
    cache:
      result.status === 503 || !result.answers
        ? 'no-store'
        : result.status === 200
          ? PUBLIC_PAGE_CACHE
          : 'public, max-age=0, s-maxage=60',
    ...(result.retryAfter ? { retryAfter: result.retryAfter } : {}),
    etag: weakEtag(stable),
    styleHashes: styleAttributeHashes(result.html),
  };
}

export interface PagesOptions {
  config: StorefrontConfig;
  /** The built app: index.html, the manifest, the stylesheets. */
  dist: string;
  render: Render;
  /** The page's origin as the shop names itself (STOREFRONT_ORIGIN, or the request's). */
  originOf(req: IncomingMessage): string;
  /** The page cache's fetch (tests). */
  fetch?: typeof globalThis.fetch;
}

/** The route of every page: rendered, kept, or the shell the browser renders. */
export function createPages({ config, dist, render, originOf, fetch }: PagesOptions) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // The built stylesheets, which pages carry inline (src/entry-server.tsx); hashed files never change.
  const stylesheets = new Map<string, string | undefined>();
  const stylesheet = (file: string) => {
    if (!/^assets\/[\w.-]+\.css$/.test(file)) return undefined;
    if (!stylesheets.has(file)) {
      const path = join(dist, file);
      stylesheets.set(file, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    }
    return stylesheets.get(file);
  };
  const configScript = pageConfigScript(config.page, NONCE);
  const preconnect = `<link rel="preconnect" href="${config.policy.apiOrigin}">`;
  // The shell of the pages rendered in the browser (index.html from the build, its loading screen's <style>
  // with the nonce).
  const [before = '', after = ''] = readFileSync(join(dist, 'index.html'), 'utf8')
    .replace(/<style(?=[\s>])/g, `<style nonce="${NONCE}"`)
    .split('<!--sajilo-config-->');
  const clientShell = `${before}${configScript}${preconnect}${after}`;
  // Rendered pages, served again while every API answer they were rendered with is unchanged.
  const pageCache = createPageCache<Page>({
    maxEntries: config.pageCacheSize,
    ...(fetch ? { fetch } : {}),
  });

  function send(req: IncomingMessage, res: ServerResponse, page: Page, timing?: string) {
    const nonce = createNonce();
    return sendCompressed(
      req,
      res,
      page.status,
      withNonce(page.html, nonce),
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': page.cache,
        'Content-Security-Policy': contentSecurityPolicy(config.policy, nonce, page.styleHashes),
        ...(page.retryAfter ? { 'Retry-After': String(page.retryAfter) } : {}),
        // How the page was made: rendered (and how long that took) or kept from an earlier render.
        ...(timing ? { 'Server-Timing': timing } : {}),
      },
      page.etag,
    );
  }

  return async function sendPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = `${originOf(req)}${req.url ?? '/'}`;
    const started = performance.now();
    const elapsed = () => (performance.now() - started).toFixed(1);
    const kept = await pageCache.fresh(url);
    if (kept) return send(req, res, kept, `kept;dur=${elapsed()}`);
    let result: RenderResult;
    try {
      result = await render({
        url,
        config: { apiBaseUrl: config.page.apiBaseUrl, apiKey: config.page.apiKey },
        configScript,
        manifest,
        nonce: NONCE,
        stylesheet,
        deadlineMs: config.renderDeadlineMs,
        decideMs: config.renderDecideMs,
      });
    } catch (error) {
      // A page the server cannot render is still a page: the browser renders it (and shows what failed).
      console.error('Sajilo storefront: server render failed', error);
      result = { kind: 'client' };
    }
    if (result.kind === 'redirect') {
      res.writeHead(result.status, { Location: result.location, 'Cache-Control': PRIVATE_PAGE_CACHE });
      res.end();
      return;
    }
    if (result.kind === 'client') {
      return send(req, res, { status: 200, html: clientShell, cache: PRIVATE_PAGE_CACHE });
    }
    const page = publicPage(result);
    if (result.answers) pageCache.set(url, page, result.answers);
    return send(req, res, page, `render;dur=${elapsed()}`);
  };
}
