// The few parts of the built API server (apps/server/dist, plain JavaScript) the test stack and the
// benchmark start in-process. Only what they use is typed here.
declare module '@sajilo/server/dist/config.js' {
  export interface Config {
    port: number;
    host: string;
    publicUrl: string;
    storefrontOrigin: string;
    dataDir: string;
    databaseUrl: string | undefined;
    appKey: string;
    seedWhenEmpty: boolean;
    test: boolean;
  }
  export function loadConfig(env: Record<string, string | undefined>, overrides?: Partial<Config>): Config;
}

declare module '@sajilo/server/dist/db/client.js' {
  export interface DatabaseHandle {
    /** Drizzle's database; `$client` is the PGlite instance under it. */
    db: { $client: { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } };
    kind: 'pglite' | 'postgres';
    close(): Promise<void>;
  }
  export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle>;
}

declare module '@sajilo/server/dist/app.js' {
  import type { Config } from '@sajilo/server/dist/config.js';
  import type { DatabaseHandle } from '@sajilo/server/dist/db/client.js';
  export interface App {
    listen(options: { port: number; host: string }): Promise<string>;
    close(): Promise<void>;
    server: { address(): { port: number } | string | null };
    clients: {
      upsert(input: {
        name: string;
        kind: 'storefront' | 'partner';
        key: string;
        allowedOrigins: string[];
        formsPerMinute?: number;
      }): Promise<unknown>;
    };
  }
  export function buildApp(config: Config, database: DatabaseHandle): Promise<App>;
}

declare module '@sajilo/server/dist/seed/index.js' {
  import type { DatabaseHandle } from '@sajilo/server/dist/db/client.js';
  export const DEMO_PARTNER_KEY: string;
  export function seed(
    db: DatabaseHandle['db'],
    options: { dataDir: string; products?: number },
  ): Promise<void>;
}
