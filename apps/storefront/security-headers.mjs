// The page server's security headers (serve.mjs): a Content-Security-Policy with a fresh nonce per page,
// no framing by anyone, and Strict-Transport-Security when the page travels over HTTPS.
//
// What a page may load, and why:
// - scripts: the storefront's own files ('self': Vite's hashed chunks), its own inline scripts (the runtime
//   configuration and the preloaded answers, with this response's nonce) and the origins an operator has
//   allowed for plugin scripts (PLUGIN_SCRIPT_ORIGINS). No 'unsafe-inline', no 'unsafe-eval': an inline
//   Script plugin cannot run, so the client does not insert it (src/shell/plugin-tags.tsx, README).
//   Not 'strict-dynamic': it would let any script ours inserts run, so a plugin's Script Link from any
//   origin would load, and the operator's list would mean nothing.
// - styles: our own stylesheets and the nonced inline <style> blocks (index.html's loading screen, and the
//   toaster's one <style> element, which react-hot-toast's goober creates with window.__nonce__).
//   React sets `style` props through the CSSOM, which CSP does not restrict: no 'unsafe-inline'.
// - pictures: our own, the API host's uploads (API_URL, and PUBLIC_URL when the server's links use another
//   base) and data: URLs (one CSS background is an inline SVG).
// - calls: our own origin and the API host.
// - frames: the API host's showroom and catalogue pages, and the map providers the showrooms' map
//   addresses point at (FRAME_ORIGINS, default OpenStreetMap's embed, what the seeded showrooms use).
import { randomBytes } from 'node:crypto';
import { originList, originOf, pageConfig } from './config.mjs';

/**
 * The map providers a showroom's map may come from (the admin contract's MapEmbedUrl): OpenStreetMap's
 * embeddable map (the seeded maps) and Google Maps' embed.
 */
export const DEFAULT_FRAME_ORIGINS = ['https://www.openstreetmap.org', 'https://www.google.com'];

/**
 * eSewa's payment page (docs/nepal.md "Payments") takes a form POST from the checkout, so its origin joins
 * form-action (PAYMENT_FORM_ORIGINS; default eSewa's UAT host, the server's development ESEWA_FORM_URL).
 * Khalti is a plain navigation to its payment_url, which form-action does not govern.
 */
export const DEFAULT_PAYMENT_FORM_ORIGINS = ['https://rc-epay.esewa.com.np'];

/** The sources the policy is built from, read once at start (throws on a malformed origin). */
export function securitySettings(env = process.env) {
  const config = pageConfig(env);
  const apiOrigin = originOf(config.apiBaseUrl, 'API_URL', { pathAllowed: true });
  return {
    apiOrigin,
    // The server builds its picture, file and page links on PUBLIC_URL, which may be another host (a CDN).
    publicOrigin: env.PUBLIC_URL ? originOf(env.PUBLIC_URL, 'PUBLIC_URL', { pathAllowed: true }) : apiOrigin,
    pluginScriptOrigins: config.pluginScriptOrigins,
    frameOrigins:
      env.FRAME_ORIGINS === undefined
        ? DEFAULT_FRAME_ORIGINS
        : originList(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
    paymentFormOrigins:
      env.PAYMENT_FORM_ORIGINS === undefined
        ? DEFAULT_PAYMENT_FORM_ORIGINS
        : originList(env.PAYMENT_FORM_ORIGINS, 'PAYMENT_FORM_ORIGINS'),
  };
}

/** 128 random bits, base64: a nonce no page can guess, new for every response. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

const unique = (sources) => [...new Set(sources)].join(' ');

/** The Content-Security-Policy of one page. */
export function contentSecurityPolicy(settings, nonce, styleHashes = []) {
  const { apiOrigin, publicOrigin, pluginScriptOrigins, frameOrigins, paymentFormOrigins = [] } = settings;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...pluginScriptOrigins],
    // A server-rendered page's style attributes (a swatch's colour, a section's reserved height) are
    // allowed by the hash of each exact value in it ('unsafe-hashes' covers attributes, nothing else).
    'style-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...(styleHashes.length ? ["'unsafe-hashes'", ...styleHashes.map((hash) => `'${hash}'`)] : []),
    ],
    'img-src': ["'self'", 'data:', apiOrigin, publicOrigin],
    'connect-src': ["'self'", apiOrigin],
    'frame-src': [apiOrigin, publicOrigin, ...frameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...paymentFormOrigins],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources)}`)
    .join('; ');
}

/**
 * Whether the request reached us over HTTPS: over TLS itself, or through a proxy that says so with
 * X-Forwarded-Proto (its first value: the protocol the browser used). Trusting the header from anyone is
 * safe for this one purpose: a browser ignores Strict-Transport-Security received over plain HTTP, so a
 * forged header over HTTP changes nothing.
 */
export function isHttps(req) {
  if (req.socket?.encrypted) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return forwarded === 'https';
}

/** One year, this host and its subdomains; sent only over HTTPS (isHttps). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers every response of the page server carries (pages and files). */
export function commonSecurityHeaders(req) {
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(isHttps(req) ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** A page's headers: the policy with its nonce, no framing (X-Frame-Options for older browsers). */
export function pageSecurityHeaders(req, settings, nonce, styleHashes = []) {
  return {
    ...commonSecurityHeaders(req),
    'Content-Security-Policy': contentSecurityPolicy(settings, nonce, styleHashes),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
