// The configuration the page gets at serve time (see src/lib/config.ts). Shared by vite.config.ts and serve.mjs.
export function pageConfig(env = process.env) {
  const apiPort = env.API_PORT ?? '4000';
  return {
    apiBaseUrl: (env.API_URL ?? `http://localhost:${apiPort}`).replace(/\/+$/, ''),
    apiKey: env.APP_KEY || 'sajilo-dev-storefront-key',
  };
}

/** The inline script that carries it; values are JSON-encoded with `<` escaped so they cannot close the tag. */
export function configScript(env = process.env) {
  const json = JSON.stringify(pageConfig(env)).replace(/</g, '\\u003c');
  return `<script>window.__SAJILO_CONFIG__=${json}</script>`;
}
