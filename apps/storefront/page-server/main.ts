// Starts the storefront's page server (built into dist/page-server/, `pnpm serve`): reads the configuration
// (one line a problem, then exit 1), loads the built renderer, listens on PORT, and stops gracefully on
// SIGTERM or SIGINT (docs/operations.md "The storefront's page server").
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigError, stopOnSignals } from '@sajilo/page-server';
import { createStorefront } from './app.js';
import { loadStorefrontConfig, type StorefrontConfig } from './config.js';
import type { Render } from './renderer.js';

let config: StorefrontConfig;
try {
  config = loadStorefrontConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line a problem, and no stack: the operator has something to set, not a bug to read.
  console.error(`Sajilo storefront cannot start:\n${error.problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}

// This file is dist/page-server/main.js: the built app is the folder above.
const dist = fileURLToPath(new URL('..', import.meta.url));
// The renderer runs React's production build unless told otherwise (its development build is slower).
process.env.NODE_ENV ??= 'production';
const renderer: { render: Render } = await import(
  pathToFileURL(join(dist, 'server', 'entry-server.js')).href
);

const storefront = createStorefront({ config, dist, render: renderer.render });
stopOnSignals(storefront);
await storefront.listen({ port: config.port });
console.log(`\n  Sajilo storefront http://localhost:${config.port}  (API ${config.page.apiBaseUrl})\n`);
