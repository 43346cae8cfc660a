// The back office's page configuration at serve time (src/config.ts reads it), and its security headers.
// Shared by vite.config.ts (development) and serve.mjs.

/** The API host the back office calls (`/api/admin/…`), from API_URL or API_PORT. */
export function adminConfig(env = process.env) {
  const raw = env.API_URL ?? `http://localhost:${env.API_PORT ?? '4000'}`;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`API_URL: "${raw}" is not a URL (expected e.g. https://api.shop.example)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`API_URL: "${raw}" is not http(s)`);
  return { apiBaseUrl: raw.replace(/\/+$/, ''), apiOrigin: url.origin };
}

/**
 * The inline script with the configuration; JSON with `<` escaped so a value cannot close the tag. It hands
 * the nonce to react-hot-toast's style element too (goober reads `window.__nonce__`).
 */
export function configScript(config, nonce) {
  const json = JSON.stringify({ apiBaseUrl: config.apiBaseUrl }).replace(/</g, '\\u003c');
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  const nonceLine = nonce ? `window.__nonce__=${JSON.stringify(nonce)};` : '';
  return `<script${attribute}>${nonceLine}window.SAJILO_ADMIN=${json};</script>`;
}

/**
 * Every page's headers: a Content-Security-Policy with the response's nonce (no unsafe-inline), calls and
 * pictures from the page's own origin and the API host only, never framed.
 */
export function securityHeaders(config, nonce) {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${config.apiOrigin}`,
    `connect-src 'self' ${config.apiOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  };
}
