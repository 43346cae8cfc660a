// The back office's page server as routes of the kit (@sajilo/page-server, docs/back-office.md "The app"):
// the built files (hashed assets cached a year), and every other address the app's page, which the router
// draws (or its not-found screen), with the runtime configuration and a Content-Security-Policy nonce of its
// own. The page calls the API host directly: the API server answers /api/admin/ to this origin only
// (ADMIN_ORIGIN on the API server). The kit puts the security headers on every answer and reads only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createNonce,
  createPageServer,
  policyOf,
  sendCompressed,
  sendText,
  staticFiles,
} from '@sajilo/page-server';
import { type AdminConfig, adminConfigScript } from './config.js';

/** The back office's policy: its own files and nonced inline code, calls and pictures from the API host. */
export function adminPolicy(config: AdminConfig, nonce: string): string {
  return policyOf({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // blob: the pictures chosen for upload, shown before they are sent.
    'img-src': ["'self'", 'data:', 'blob:', config.apiOrigin],
    'connect-src': ["'self'", config.apiOrigin],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

export interface BackOfficeOptions {
  config: AdminConfig;
  /** The built app (dist/): index.html and assets/. */
  dist: string;
}

export function createBackOffice({ config, dist }: BackOfficeOptions) {
  // Each response swaps its own nonce in for this placeholder.
  const NONCE = 'SAJILO-NONCE-PLACEHOLDER';
  const page = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    '<!--sajilo-admin-config-->',
    adminConfigScript(config, NONCE),
  );
  return createPageServer({
    name: 'Sajilo back office',
    // Staff addresses (an order, a customer's message) are nobody else's business.
    security: { referrerPolicy: 'same-origin' },
    // This server is built into dist/ too.
    files: staticFiles(dist, { hidden: ['/index.html', '/page-server/'] }),
    fallback: (req, res, path) => {
      // A file that is not there is not a screen of the app.
      if (path.startsWith('/assets/')) {
        return sendText(req, res, 404, 'Not found', { 'Cache-Control': 'no-store' });
      }
      const nonce = createNonce();
      return sendCompressed(req, res, 200, page.split(NONCE).join(nonce), {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': adminPolicy(config, nonce),
        'Cache-Control': 'no-store',
      });
    },
  });
}
