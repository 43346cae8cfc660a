// The storefront's Content-Security-Policy (docs/storefront.md "Security headers"), with a nonce new for
// every response; the kit (@sajilo/page-server) adds the headers every answer carries.
//
// What a page may load, and why:
// - scripts: the storefront's own files ('self': Vite's hashed chunks), its own inline scripts (the runtime
//   configuration and the preloaded answers, with this response's nonce) and the origins an operator has
//   allowed for plugin scripts (PLUGIN_SCRIPT_ORIGINS). No 'unsafe-inline', no 'unsafe-eval': an inline
//   Script plugin cannot run, so the client does not insert it (src/shell/plugin-policy.ts).
//   Not 'strict-dynamic': it would let any script ours inserts run, so a plugin's Script Link from any
//   origin would load, and the operator's list would mean nothing.
// - styles: our own stylesheets and the nonced inline <style> blocks (index.html's loading screen, the
//   stylesheets a rendered page carries inline, and the toaster's one <style> element, which
//   react-hot-toast's goober creates with window.__nonce__). React sets `style` props through the CSSOM,
//   which CSP does not restrict: no 'unsafe-inline'. A server-rendered page's style attributes (a swatch's
//   colour, a section's reserved height) are allowed by the hash of each exact value in it
//   ('unsafe-hashes' covers attributes, nothing else).
// - pictures: our own, the API host's uploads (API_URL, and PUBLIC_URL when the server's links use another
//   base) and data: URLs (one CSS background is an inline SVG).
// - calls: our own origin and the API host.
// - frames: the API host's showroom and catalogue pages, and the map providers the showrooms' map
//   addresses point at (FRAME_ORIGINS).
// - forms: our own, and the payment gateways' form pages (PAYMENT_FORM_ORIGINS).
import { createHash } from 'node:crypto';
import { policyOf } from '@sajilo/page-server';
import type { PolicySources } from './config.js';

/** The Content-Security-Policy of one page. */
export function contentSecurityPolicy(sources: PolicySources, nonce: string, styleHashes: string[] = []) {
  const { apiOrigin, filesOrigin, pluginScriptOrigins, frameOrigins, paymentFormOrigins } = sources;
  return policyOf({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...pluginScriptOrigins],
    'style-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...(styleHashes.length ? ["'unsafe-hashes'", ...styleHashes.map((hash) => `'${hash}'`)] : []),
    ],
    'img-src': ["'self'", 'data:', apiOrigin, filesOrigin],
    'connect-src': ["'self'", apiOrigin],
    'frame-src': [apiOrigin, filesOrigin, ...frameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...paymentFormOrigins],
    'frame-ancestors': ["'none'"],
  });
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/** The CSP hashes of a page's style attributes (their values as the browser parses them). */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const parsed = value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
    hashes.add(`sha256-${createHash('sha256').update(parsed).digest('base64')}`);
  }
  return [...hashes];
}
