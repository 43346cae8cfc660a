import { resolve } from 'node:path';

export interface Config {
  /** API host port (fixed convention: 4000). */
  port: number;
  host: string;
  /** Absolute base URL of the API host, used in image, file and page links. */
  publicUrl: string;
  /** The storefront's origin: always allowed by CORS for the storefront key. */
  storefrontOrigin: string;
  /** PGlite data and uploads live here. */
  dataDir: string;
  /** A real PostgreSQL server; PGlite under dataDir when absent. */
  databaseUrl: string | undefined;
  /** The storefront's application key (development default printed at start-up). */
  appKey: string;
  /** Seconds a login token is valid. */
  tokenValidity: number;
  /** Form submissions a minute per IP through the storefront's key (partners have their own limit). */
  formsPerMinute: number;
  /** Seed the catalogue when the database is empty. */
  seedWhenEmpty: boolean;
  logLevel: string;
  /** True in tests: quieter logs, in-memory database. */
  test: boolean;
}

export const DEV_APP_KEY = 'sajilo-dev-storefront-key';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.API_PORT ?? 4000);
  const storefrontPort = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? 'localhost',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    storefrontOrigin: env.STOREFRONT_ORIGIN ?? `http://localhost:${storefrontPort}`,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appKey: env.APP_KEY || DEV_APP_KEY,
    tokenValidity: Number(env.TOKEN_VALIDITY ?? 86_400),
    formsPerMinute: Number(env.FORMS_PER_MINUTE ?? 10),
    seedWhenEmpty: env.SEED !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    test: false,
    ...overrides,
  };
}
