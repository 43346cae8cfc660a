import { isIP } from 'node:net';
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
  /**
   * Which proxies in front of the server to believe about the client's IP (X-Forwarded-For): false (none,
   * the socket's address is the client), a number of proxy hops, or the proxies' addresses/CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Write mail bodies (which can hold reset links) to the log: only with MAIL_LOG_BODIES=true. */
  logMailBodies: boolean;
  /** True in tests: quieter logs, in-memory database. */
  test: boolean;
}

export const DEV_APP_KEY = 'sajilo-dev-storefront-key';

/** Names proxy-addr knows for address ranges, besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or `false`; a hop count (`1` for one reverse proxy); or a comma-separated list of the
 * proxies' addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`). `true` is refused: it would believe the
 * left-most X-Forwarded-For entry, which the client writes, and any limit per IP could be dodged.
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would take the client-written X-Forwarded-For as the IP; set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!RANGE_NAMES.has(entry) && (version === 0 || !bitsOk || extra !== undefined)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not a number of proxies, an IP address, a CIDR range or one of loopback, linklocal, uniquelocal.`,
      );
    }
  }
  return entries;
}

/** Fastify's `trustProxy`: a hop count becomes a function (Fastify's types take no number). */
export function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logMailBodies: env.MAIL_LOG_BODIES === 'true',
    test: false,
    ...overrides,
  };
}
