// Starts the back office's page server (built into dist/page-server/, `pnpm serve`): reads the configuration
// (one line a problem, then exit 1), listens on ADMIN_HOST:ADMIN_PORT, and stops gracefully on SIGTERM or
// SIGINT (docs/operations.md "The back office's page server").
import { fileURLToPath } from 'node:url';
import { ConfigError, stopOnSignals } from '@sajilo/page-server';
import { createBackOffice } from './app.js';
import { type AdminConfig, loadAdminConfig } from './config.js';

let config: AdminConfig;
try {
  config = loadAdminConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Sajilo back office cannot start:\n${error.problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}

// This file is dist/page-server/main.js: the built app is the folder above.
const backOffice = createBackOffice({ config, dist: fileURLToPath(new URL('..', import.meta.url)) });
stopOnSignals(backOffice);
await backOffice.listen({ port: config.port, host: config.host });
console.log(`Sajilo back office on http://${config.host}:${config.port} (API ${config.apiBaseUrl})`);
