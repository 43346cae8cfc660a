// The back office page server's configuration (docs/operations.md "The back office's page server"), read by
// a schema as the API server reads its own; and the runtime configuration the page gets (src/config.ts reads
// window.SAJILO_ADMIN), which vite.config.ts writes into the development server's page too.
import { configScript, loadConfig, originOf, PORT_NUMBER } from '@sajilo/page-server';

export interface AdminConfig {
  port: number;
  /** The address it listens on (ADMIN_HOST). */
  host: string;
  /** The API host the back office calls (`/api/admin/…`). */
  apiBaseUrl: string;
  apiOrigin: string;
}

interface Env {
  NODE_ENV?: string;
  ADMIN_PORT: number;
  ADMIN_HOST: string;
  API_URL?: string;
  API_PORT: number;
}

const ENV_SCHEMA = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string' },
    ADMIN_PORT: { ...PORT_NUMBER, default: 3100 },
    ADMIN_HOST: { type: 'string', minLength: 1, default: 'localhost' },
    // Checked by originOf, whose line says what to give instead.
    API_URL: { type: 'string' },
    API_PORT: { ...PORT_NUMBER, default: 4000 },
  },
} as const;

/** The configuration from the environment; throws a ConfigError naming every variable that is wrong. */
export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  return loadConfig({
    schema: ENV_SCHEMA,
    env,
    derive: (checked: Env, problems) => {
      if (checked.NODE_ENV === 'production' && !checked.API_URL) {
        problems.push("API_URL: set the API's public address (https://…); the default is this machine.");
      }
      const apiBaseUrl = (checked.API_URL ?? `http://localhost:${checked.API_PORT}`).replace(/\/+$/, '');
      return {
        port: checked.ADMIN_PORT,
        host: checked.ADMIN_HOST,
        apiBaseUrl,
        apiOrigin: originOf(apiBaseUrl, 'API_URL', problems, { pathAllowed: true }),
      };
    },
  });
}

/** The inline script with the page's runtime configuration (with the response's nonce, when given). */
export const adminConfigScript = (config: AdminConfig, nonce?: string) =>
  configScript('SAJILO_ADMIN', { apiBaseUrl: config.apiBaseUrl }, nonce);
