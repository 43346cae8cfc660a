import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { GATEWAY_LIVE_ADDRESSES, gatewayAddressProblem } from '@sajilo/nepal';
import envSchema from 'env-schema';

export interface Config {
  /** API host port (fixed convention: 4000). */
  port: number;
  host: string;
  /** Absolute base URL of the API host, used in image, file and page links. */
  publicUrl: string;
  /** The storefront's origin: always allowed by CORS for the storefront key. */
  storefrontOrigin: string;
  /**
   * The back office's origins (ADMIN_ORIGIN; in development also http://localhost:ADMIN_PORT): the only
   * browsers answered on /api/admin/ (plugins/security.ts).
   */
  adminOrigins: string[];
  /** PGlite keeps its database (stored files included) here. */
  dataDir: string;
  /** A real PostgreSQL server; PGlite under dataDir when absent. */
  databaseUrl: string | undefined;
  /** The storefront's application key (development default printed at start-up). */
  appKey: string;
  /** Seconds a login token is valid. */
  tokenValidity: number;
  /** Form submissions a minute per IP through the storefront's key (partners have their own limit). */
  formsPerMinute: number;
  /** Form submissions an hour from one IP, over every key (docs/operations.md "Partner keys"). */
  formsPerIpPerHour: number;
  /** Form submissions an hour through one partner's key, over every IP (the key is public). */
  partnerFormsPerHour: number;
  /** Accounts one IP may register in ten minutes. */
  registrationsPerIp: number;
  /** Login requests (customers' and staff's, each counted on its own) one IP may make in a minute. */
  loginsPerIp: number;
  logLevel: string;
  /** `json` (one object a line, for log collectors) or `pretty` (readable lines; `npm start` sets it). */
  logFormat: 'json' | 'pretty';
  /**
   * Which proxies in front of the server to believe about the client's IP (X-Forwarded-For): false (none,
   * the socket's address is the client), a number of proxy hops, or the proxies' addresses/CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Write mail bodies (which can hold reset links) to the log: only with MAIL_LOG_BODIES=true. */
  logMailBodies: boolean;
  /** The SMTP server the outbox is delivered to (smtp:// or smtps://, with credentials); printed when absent. */
  smtpUrl: string | undefined;
  /** The sender of every mail: `Sajilo <shop@example.com>`. */
  mailFrom: string;
  /** The shop's own address: a notice of every enquiry, ticket and application goes there. */
  shopEmail: string;
  /** How often the mail worker looks for due mail (a queued mail also wakes it at once). */
  mailPollMs: number;
  /** A failed delivery is tried again after `firstMs`, doubling up to `maxMs`, `attempts` times in all. */
  mailRetry: { firstMs: number; maxMs: number; attempts: number };
  /** Catalogue answers an instance keeps in memory under the catalogue's version (0: none). */
  catalogCacheEntries: number;
  /** eSewa (ePay v2) and Khalti (KPG-2): credentials and gateway addresses (docs/nepal.md "Payments"). */
  payments: PaymentsConfig;
  /**
   * The SMS provider (docs/server.md "SMS"): Sparrow SMS's `v2/sms/` address, token and sender identity;
   * without `apiUrl` (development only) messages are printed to the log.
   */
  sms: {
    apiUrl: string | undefined;
    token: string;
    from: string;
    /** A failed send is tried again after `firstMs`, doubling up to `maxMs`, `attempts` times in all. */
    retry: { firstMs: number; maxMs: number; attempts: number };
    /** The wait before a number can get another one-time code (PHONE_CODE_INTERVAL, seconds; 60). */
    codeIntervalMs: number;
  };
  /** True in tests: quieter logs, in-memory database. */
  test: boolean;
}

export interface PaymentsConfig {
  /** `enabled`: offered at checkout; in production only with the shop's own credentials. */
  esewa: {
    enabled: boolean;
    productCode: string;
    secretKey: string;
    formUrl: string;
    statusUrl: string;
    /** eSewa publishes no merchant refund API: only the simulator's (docs/nepal.md "Refunds"); unset, refunds are recorded by hand. */
    refundUrl?: string;
  };
  /** `apiUrl` is the base of `epayment/initiate/` and `epayment/lookup/`. */
  khalti: { enabled: boolean; secretKey: string; apiUrl: string };
  /** `apiUrl` is the base of the merchant API (`merchant/merchantDetailsForThirdParty/…`). */
  fonepay: {
    enabled: boolean;
    merchantCode: string;
    secretKey: string;
    username: string;
    password: string;
    apiUrl: string;
  };
  /** How long a payment attempt may stay pending before it expires and the order's stock goes back. */
  ttlMs: number;
  /**
   * How long after its attempt expired an unpaid order can still be paid again or switched to cash on
   * delivery; then it is cancelled (docs/nepal.md "Payments").
   */
  retryMs: number;
  /** How long a call to a gateway may take before it counts as failed. */
  timeoutMs: number;
}

/**
 * Development defaults: eSewa's published UAT merchant (EPAYTEST) and secret key, and Khalti's sandbox
 * host. Khalti publishes no shared sandbox key (each merchant gets one from its sandbox admin), so its
 * default is a placeholder the sandbox refuses until KHALTI_SECRET_KEY is set. Fonepay's are the testing
 * merchant its dynamic-QR integration notes publish, on its UAT host. Production refuses these.
 */
export const PAYMENT_TEST_DEFAULTS = {
  ESEWA_PRODUCT_CODE: 'EPAYTEST',
  ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
  ESEWA_FORM_URL: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  ESEWA_STATUS_URL: 'https://rc.esewa.com.np/api/epay/transaction/status/',
  KHALTI_SECRET_KEY: 'set-your-khalti-sandbox-secret-key',
  KHALTI_API_URL: 'https://dev.khalti.com/api/v2/',
  FONEPAY_MERCHANT_CODE: 'fonepay123',
  FONEPAY_SECRET_KEY: 'fonepay',
  FONEPAY_USERNAME: 'bijayk',
  FONEPAY_PASSWORD: 'password',
  FONEPAY_API_URL: 'https://uat-new-merchant-api.fonepay.com/api/',
} as const;

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

/** Configuration that cannot be used: one line a problem, naming the variable and what to set. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const PORT_NUMBER = { type: 'integer', minimum: 1, maximum: 65535 };
const HTTP_ADDRESS = { type: 'string', pattern: '^https?://[^\\s/]+(/\\S*)?$' };
/** `shop@example.com` or `Sajilo <shop@example.com>`. */
const MAIL_ADDRESS = '^([^<>]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$';

/** Every variable the server reads, with its type, bounds and default (env-schema coerces and checks). */
const ENV_SCHEMA = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', default: 'development' },
    API_PORT: { ...PORT_NUMBER, default: 4000 },
    PORT: { ...PORT_NUMBER, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: 'localhost' },
    PUBLIC_URL: HTTP_ADDRESS,
    STOREFRONT_ORIGIN: { type: 'string', pattern: '^https?://[^\\s/]+$' },
    ADMIN_PORT: { ...PORT_NUMBER, default: 3100 },
    ADMIN_ORIGIN: { type: 'string', pattern: '^https?://[^\\s/]+$' },
    DATA_DIR: { type: 'string', minLength: 1, default: '.data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    APP_KEY: { type: 'string', minLength: 16, maxLength: 256 },
    TOKEN_VALIDITY: { type: 'integer', minimum: 60, maximum: 31_536_000, default: 86_400 },
    FORMS_PER_MINUTE: { type: 'integer', minimum: 1, maximum: 100_000, default: 10 },
    FORMS_PER_IP_PER_HOUR: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 120 },
    PARTNER_FORMS_PER_HOUR: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 600 },
    REGISTRATIONS_PER_IP: { type: 'integer', minimum: 1, maximum: 100_000, default: 20 },
    LOGINS_PER_IP: { type: 'integer', minimum: 1, maximum: 100_000, default: 20 },
    SEED: { type: 'boolean' },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    LOG_FORMAT: { type: 'string', enum: ['json', 'pretty'], default: 'json' },
    TRUST_PROXY: { type: 'string' },
    MAIL_LOG_BODIES: { type: 'boolean', default: false },
    SMTP_URL: { type: 'string', pattern: '^smtps?://[^\\s/]+(/\\S*)?$' },
    MAIL_FROM: { type: 'string', pattern: MAIL_ADDRESS },
    SHOP_EMAIL: { type: 'string', pattern: '^[^\\s<>@]+@[^\\s<>@]+$' },
    MAIL_POLL_INTERVAL: { type: 'integer', minimum: 1, maximum: 3600, default: 10 },
    CATALOG_CACHE: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 1000 },
    ESEWA_PRODUCT_CODE: { type: 'string', minLength: 1, maxLength: 64 },
    ESEWA_SECRET_KEY: { type: 'string', minLength: 8, maxLength: 256 },
    ESEWA_FORM_URL: HTTP_ADDRESS,
    ESEWA_STATUS_URL: HTTP_ADDRESS,
    ESEWA_REFUND_URL: HTTP_ADDRESS,
    KHALTI_SECRET_KEY: { type: 'string', minLength: 8, maxLength: 256 },
    KHALTI_API_URL: HTTP_ADDRESS,
    FONEPAY_MERCHANT_CODE: { type: 'string', minLength: 1, maxLength: 15 },
    FONEPAY_SECRET_KEY: { type: 'string', minLength: 1, maxLength: 256 },
    FONEPAY_USERNAME: { type: 'string', minLength: 1, maxLength: 25 },
    FONEPAY_PASSWORD: { type: 'string', minLength: 1, maxLength: 25 },
    FONEPAY_API_URL: HTTP_ADDRESS,
    PAYMENT_METHODS: {
      type: 'string',
      pattern: '^\\s*(cod|esewa|khalti|fonepay)\\s*(,\\s*(cod|esewa|khalti|fonepay)\\s*)*$',
    },
    PAYMENT_TTL: { type: 'integer', minimum: 60, maximum: 86_400, default: 1800 },
    PAYMENT_RETRY_WINDOW: { type: 'integer', minimum: 60, maximum: 2_592_000, default: 86_400 },
    PAYMENT_TIMEOUT: { type: 'integer', minimum: 1, maximum: 120, default: 15 },
    SMS_API_URL: HTTP_ADDRESS,
    SMS_TOKEN: { type: 'string', minLength: 8, maxLength: 256 },
    SMS_FROM: { type: 'string', minLength: 1, maxLength: 32 },
    PHONE_CODE_INTERVAL: { type: 'integer', minimum: 1, maximum: 600, default: 60 },
  },
} as const;

interface Env {
  NODE_ENV: string;
  API_PORT: number;
  PORT: number;
  HOST: string;
  PUBLIC_URL?: string;
  STOREFRONT_ORIGIN?: string;
  ADMIN_PORT: number;
  ADMIN_ORIGIN?: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  APP_KEY?: string;
  TOKEN_VALIDITY: number;
  FORMS_PER_MINUTE: number;
  FORMS_PER_IP_PER_HOUR: number;
  PARTNER_FORMS_PER_HOUR: number;
  REGISTRATIONS_PER_IP: number;
  LOGINS_PER_IP: number;
  SEED?: boolean;
  LOG_LEVEL: string;
  LOG_FORMAT: 'json' | 'pretty';
  TRUST_PROXY?: string;
  MAIL_LOG_BODIES: boolean;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  SHOP_EMAIL?: string;
  MAIL_POLL_INTERVAL: number;
  CATALOG_CACHE: number;
  ESEWA_PRODUCT_CODE?: string;
  ESEWA_SECRET_KEY?: string;
  ESEWA_FORM_URL?: string;
  ESEWA_STATUS_URL?: string;
  ESEWA_REFUND_URL?: string;
  KHALTI_SECRET_KEY?: string;
  KHALTI_API_URL?: string;
  FONEPAY_MERCHANT_CODE?: string;
  FONEPAY_SECRET_KEY?: string;
  FONEPAY_USERNAME?: string;
  FONEPAY_PASSWORD?: string;
  FONEPAY_API_URL?: string;
  PAYMENT_METHODS?: string;
  PAYMENT_TTL: number;
  PAYMENT_RETRY_WINDOW: number;
  PAYMENT_TIMEOUT: number;
  SMS_API_URL?: string;
  SMS_TOKEN?: string;
  SMS_FROM?: string;
  PHONE_CODE_INTERVAL: number;
}

/** Ajv's words for a variable, as one line: `API_PORT=abc: must be integer`. */
function problemsOf(error: unknown, raw: Record<string, string>): string[] {
  const errors = (error as { errors?: { instancePath: string; message?: string }[] }).errors ?? [];
  if (errors.length === 0) return [String((error as Error).message)];
  return errors.map((e) => {
    const name = e.instancePath.replace(/^\//, '');
    // A password in an address (SMTP_URL, DATABASE_URL) stays out of the console and the deploy log.
    const value = (raw[name] ?? '').replace(/(\/\/[^/:@\s]*:)[^@\s]*@/, '$1***@');
    return `${name}=${JSON.stringify(value)}: ${e.message ?? 'is not valid'}.`;
  });
}

/** The online payment methods and the variables each needs (cash on delivery needs none). */
const PAYMENT_VARIABLES = {
  esewa: ['ESEWA_PRODUCT_CODE', 'ESEWA_SECRET_KEY', 'ESEWA_FORM_URL', 'ESEWA_STATUS_URL'],
  khalti: ['KHALTI_SECRET_KEY', 'KHALTI_API_URL'],
  fonepay: [
    'FONEPAY_MERCHANT_CODE',
    'FONEPAY_SECRET_KEY',
    'FONEPAY_USERNAME',
    'FONEPAY_PASSWORD',
    'FONEPAY_API_URL',
  ],
} as const;
type OnlineMethod = keyof typeof PAYMENT_VARIABLES;
const ONLINE_METHODS = Object.keys(PAYMENT_VARIABLES) as OnlineMethod[];
const METHOD_NAMES: Record<OnlineMethod, string> = {
  esewa: 'eSewa',
  khalti: 'Khalti',
  fonepay: 'Fonepay QR',
};

/**
 * The online methods offered: PAYMENT_METHODS when set (`cod` alone: cash on delivery only, which is always
 * offered); otherwise every one in development (the simulators and sandboxes), and in production each method one
 * of whose variables is set.
 */
function offeredMethods(env: Env): OnlineMethod[] {
  if (env.PAYMENT_METHODS !== undefined) {
    return ONLINE_METHODS.filter((method) =>
      env.PAYMENT_METHODS?.split(',')
        .map((m) => m.trim())
        .includes(method),
    );
  }
  if (env.NODE_ENV !== 'production') return ONLINE_METHODS;
  return ONLINE_METHODS.filter((method) => PAYMENT_VARIABLES[method].some((name) => env[name] !== undefined));
}

/**
 * Production never pays into a test system: a method it offers needs every one of its variables, none of
 * them a sandbox credential, a test host or a local address; one line a variable.
 */
function paymentProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const method of offeredMethods(env)) {
    for (const name of PAYMENT_VARIABLES[method]) {
      const value = env[name];
      if (value === undefined) {
        const live = GATEWAY_LIVE_ADDRESSES[name] ? ` (${GATEWAY_LIVE_ADDRESSES[name]})` : '';
        problems.push(
          `${name}: ${METHOD_NAMES[method]} is offered (PAYMENT_METHODS, or another of its variables is set); set the shop's own value${live}.`,
        );
      } else if (name in GATEWAY_LIVE_ADDRESSES) {
        // The rule the storefront's page server follows for PAYMENT_FORM_ORIGINS too (@sajilo/nepal).
        const problem = gatewayAddressProblem(name, value, GATEWAY_LIVE_ADDRESSES[name]);
        if (problem) problems.push(problem);
      } else if (value === PAYMENT_TEST_DEFAULTS[name as keyof typeof PAYMENT_TEST_DEFAULTS]) {
        problems.push(`${name}: this is the gateway's public sandbox credential; set the shop's own.`);
      }
    }
  }
  return problems;
}

/** Sparrow SMS's live address (docs/server.md "SMS"). */
export const SMS_LIVE_ADDRESS = 'https://api.sparrowsms.com/v2/sms/';

/** Production sends codes and order messages through a real provider: never the simulator, never the log. */
function smsProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.SMS_API_URL) {
    problems.push(`SMS_API_URL: set the SMS provider's address (${SMS_LIVE_ADDRESS}).`);
  } else {
    // The simulator is a local address: the rule the payment gateways follow (@sajilo/nepal).
    const problem = gatewayAddressProblem('SMS_API_URL', env.SMS_API_URL, SMS_LIVE_ADDRESS);
    if (problem) problems.push(problem);
  }
  if (!env.SMS_TOKEN) problems.push("SMS_TOKEN: set the shop's token of the SMS provider.");
  if (!env.SMS_FROM) problems.push('SMS_FROM: set the sender identity the SMS provider gave the shop.');
  return problems;
}

/**
 * In production the development defaults are refused, one line each: the public development key, the
 * embedded PGlite, addresses that default to localhost, the demo data and mail bodies in the log.
 */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.APP_KEY || env.APP_KEY === DEV_APP_KEY) {
    problems.push("APP_KEY: set the storefront's own application key; the development key is public.");
  }
  if (!env.DATABASE_URL) {
    problems.push('DATABASE_URL: set the PostgreSQL server to use; PGlite is for development and demos.');
  }
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: set the public address of the API host (https://…).');
  if (!env.STOREFRONT_ORIGIN) problems.push("STOREFRONT_ORIGIN: set the storefront's origin (https://…).");
  if (env.SEED)
    problems.push('SEED: the demo data is never loaded in production; run `pnpm seed` explicitly.');
  if (env.MAIL_LOG_BODIES) {
    problems.push('MAIL_LOG_BODIES: mail bodies (reset links) are never logged in production.');
  }
  // Without these, order and reset mails would only be printed to the log.
  if (!env.SMTP_URL) {
    problems.push('SMTP_URL: set the SMTP server that delivers mail (smtps://user:password@host:465).');
  }
  if (!env.MAIL_FROM) problems.push('MAIL_FROM: set the sender of mails (Sajilo <shop@example.com>).');
  if (!env.SHOP_EMAIL) {
    problems.push("SHOP_EMAIL: set the shop's address that gets a notice of every enquiry and ticket.");
  }
  problems.push(...paymentProblems(env));
  problems.push(...smsProblems(env));
  return problems;
}

/**
 * The configuration from the environment, checked by a schema (typed values, bounds, defaults); throws a
 * ConfigError naming every variable that is wrong. `overrides` (tests) replace values after the checks.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable is an unset one (`DATABASE_URL= npm start`).
  const raw = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  let checked: Env;
  try {
    // Only `env`: env-schema would otherwise merge process.env in, and a test's own values would not count.
    checked = envSchema<Env>({ schema: ENV_SCHEMA, data: raw, env: false, dotenv: false });
  } catch (error) {
    throw new ConfigError(problemsOf(error, raw));
  }
  const problems = checked.NODE_ENV === 'production' ? productionProblems(checked) : [];
  let trustProxy: Config['trustProxy'] = false;
  try {
    trustProxy = parseTrustProxy(checked.TRUST_PROXY);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const port = checked.API_PORT;
  const offered = offeredMethods(checked);
  return {
    port,
    host: checked.HOST,
    publicUrl: (checked.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    storefrontOrigin: checked.STOREFRONT_ORIGIN ?? `http://localhost:${checked.PORT}`,
    // Production answers the back office's browsers only from the origin it is told (none when unset).
    adminOrigins: checked.ADMIN_ORIGIN
      ? [checked.ADMIN_ORIGIN]
      : checked.NODE_ENV === 'production'
        ? []
        : [`http://localhost:${checked.ADMIN_PORT}`, `http://127.0.0.1:${checked.ADMIN_PORT}`],
    dataDir: resolve(checked.DATA_DIR),
    databaseUrl: checked.DATABASE_URL,
    appKey: checked.APP_KEY ?? DEV_APP_KEY,
    tokenValidity: checked.TOKEN_VALIDITY,
    formsPerMinute: checked.FORMS_PER_MINUTE,
    formsPerIpPerHour: checked.FORMS_PER_IP_PER_HOUR,
    partnerFormsPerHour: checked.PARTNER_FORMS_PER_HOUR,
    registrationsPerIp: checked.REGISTRATIONS_PER_IP,
    loginsPerIp: checked.LOGINS_PER_IP,
    logLevel: checked.LOG_LEVEL,
    logFormat: checked.LOG_FORMAT,
    trustProxy,
    logMailBodies: checked.MAIL_LOG_BODIES,
    smtpUrl: checked.SMTP_URL,
    // Development defaults: nothing is sent without SMTP_URL, so no real address is needed.
    mailFrom: checked.MAIL_FROM ?? 'Sajilo <shop@localhost>',
    shopEmail: checked.SHOP_EMAIL ?? 'shop@localhost',
    mailPollMs: checked.MAIL_POLL_INTERVAL * 1000,
    mailRetry: { firstMs: 60_000, maxMs: 3_600_000, attempts: 8 },
    catalogCacheEntries: checked.CATALOG_CACHE,
    payments: {
      esewa: {
        enabled: offered.includes('esewa'),
        productCode: checked.ESEWA_PRODUCT_CODE ?? PAYMENT_TEST_DEFAULTS.ESEWA_PRODUCT_CODE,
        secretKey: checked.ESEWA_SECRET_KEY ?? PAYMENT_TEST_DEFAULTS.ESEWA_SECRET_KEY,
        formUrl: checked.ESEWA_FORM_URL ?? PAYMENT_TEST_DEFAULTS.ESEWA_FORM_URL,
        statusUrl: checked.ESEWA_STATUS_URL ?? PAYMENT_TEST_DEFAULTS.ESEWA_STATUS_URL,
        ...(checked.ESEWA_REFUND_URL ? { refundUrl: checked.ESEWA_REFUND_URL } : {}),
      },
      khalti: {
        enabled: offered.includes('khalti'),
        secretKey: checked.KHALTI_SECRET_KEY ?? PAYMENT_TEST_DEFAULTS.KHALTI_SECRET_KEY,
        apiUrl: (checked.KHALTI_API_URL ?? PAYMENT_TEST_DEFAULTS.KHALTI_API_URL).replace(/\/?$/, '/'),
      },
      fonepay: {
        enabled: offered.includes('fonepay'),
        merchantCode: checked.FONEPAY_MERCHANT_CODE ?? PAYMENT_TEST_DEFAULTS.FONEPAY_MERCHANT_CODE,
        secretKey: checked.FONEPAY_SECRET_KEY ?? PAYMENT_TEST_DEFAULTS.FONEPAY_SECRET_KEY,
        username: checked.FONEPAY_USERNAME ?? PAYMENT_TEST_DEFAULTS.FONEPAY_USERNAME,
        password: checked.FONEPAY_PASSWORD ?? PAYMENT_TEST_DEFAULTS.FONEPAY_PASSWORD,
        apiUrl: (checked.FONEPAY_API_URL ?? PAYMENT_TEST_DEFAULTS.FONEPAY_API_URL).replace(/\/?$/, '/'),
      },
      ttlMs: checked.PAYMENT_TTL * 1000,
      retryMs: checked.PAYMENT_RETRY_WINDOW * 1000,
      timeoutMs: checked.PAYMENT_TIMEOUT * 1000,
    },
    sms: {
      apiUrl: checked.SMS_API_URL,
      token: checked.SMS_TOKEN ?? 'development-sms-token',
      from: checked.SMS_FROM ?? 'Sajilo',
      retry: { firstMs: 30_000, maxMs: 3_600_000, attempts: 8 },
      codeIntervalMs: checked.PHONE_CODE_INTERVAL * 1000,
    },
    test: false,
    ...overrides,
  };
}
