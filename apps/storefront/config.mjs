// The configuration the page gets at serve time (see src/lib/config.ts). Shared by vite.config.ts, serve.mjs
// and security-headers.mjs.

/**
 * The origin of an http(s) URL; throws naming the variable otherwise: a policy with a typo in it would
 * block what the operator meant to allow, so the page server refuses to start instead.
 */
export function originOf(value, variable, { pathAllowed = false } = {}) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable}: "${value}" is not a URL (expected e.g. https://cdn.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${variable}: "${value}" is not an http(s) address`);
  if (!pathAllowed && (url.pathname !== '/' || url.search || url.hash))
    throw new Error(`${variable}: "${value}" has a path; give the origin only (${url.origin})`);
  return url.origin;
}

/** A comma-separated list of origins from one variable (unset or '': none). */
export function originList(value, variable) {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => originOf(item, variable)),
    ),
  ];
}

export function pageConfig(env = process.env) {
  const apiPort = env.API_PORT ?? '4000';
  return {
    apiBaseUrl: (env.API_URL ?? `http://localhost:${apiPort}`).replace(/\/+$/, ''),
    apiKey: env.APP_KEY || 'sajilo-dev-storefront-key',
    // The client adds a plugin's Script Link only from these (or its own origin): the page's
    // Content-Security-Policy would refuse any other, see security-headers.mjs.
    pluginScriptOrigins: originList(env.PLUGIN_SCRIPT_ORIGINS, 'PLUGIN_SCRIPT_ORIGINS'),
  };
}

/**
 * The inline script that carries it; values are JSON-encoded with `<` escaped so they cannot close the tag.
 * With a nonce (serve.mjs: one per response) the script carries it, and hands it to react-hot-toast's
 * style element too (goober reads `window.__nonce__`), so the toasts' styles pass the policy.
 */
export function configScript(env = process.env, nonce = undefined) {
  const json = JSON.stringify(pageConfig(env)).replace(/</g, '\\u003c');
  if (nonce === undefined) return `<script>window.__SAJILO_CONFIG__=${json}</script>`;
  return `<script nonce="${nonce}">window.__SAJILO_CONFIG__=${json};window.__nonce__=${JSON.stringify(nonce)}</script>`;
}
