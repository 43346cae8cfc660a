// The storefront page server's configuration (docs/operations.md "The storefront's page server"), read by a
// schema as the API server reads its own; and the runtime configuration the page gets (src/lib/config.ts
// reads it), which vite.config.ts writes into the development server's pages too.
import { GATEWAY_LIVE_ADDRESSES, gatewayAddressProblem } from '@sajilo/nepal';
import {
  configScript,
  loadConfig,
  MILLISECONDS,
  originList,
  originOf,
  PORT_NUMBER,
} from '@sajilo/page-server';

export const DEV_APP_KEY = 'sajilo-dev-storefront-key';

/**
 * The map providers a showroom's map may come from (the admin contract's MapEmbedUrl): OpenStreetMap's
 * embeddable map (the seeded maps) and Google Maps' embed.
 */
export const DEFAULT_FRAME_ORIGINS = ['https://www.openstreetmap.org', 'https://www.google.com'];

/**
 * eSewa's payment page (docs/nepal.md "Payments") takes a form POST from the checkout, so its origin joins
 * form-action (PAYMENT_FORM_ORIGINS). In development the default is eSewa's UAT host, the API server's
 * development ESEWA_FORM_URL; in production eSewa's live host, and a test host, a local address or plain
 * http is refused, by the rule the API server follows for its gateway addresses (@sajilo/nepal). Khalti is
 * a plain navigation to its payment_url, which form-action does not govern.
 */
export const TEST_PAYMENT_FORM_ORIGINS = ['https://rc-epay.esewa.com.np'];
export const LIVE_PAYMENT_FORM_ORIGIN = new URL(GATEWAY_LIVE_ADDRESSES.ESEWA_FORM_URL).origin;

/** What the page's scripts learn at serve time (window.__SAJILO_CONFIG__, src/lib/config.ts). */
export interface PageConfig {
  apiBaseUrl: string;
  apiKey: string;
  /**
   * The client adds a plugin's Script Link only from these (or its own origin): the page's policy would
   * refuse any other (policy.ts).
   */
  pluginScriptOrigins: string[];
}

/** Where the page's policy lets it load from (policy.ts). */
export interface PolicySources {
  /** The API host's origin: calls, pictures, the embedded showroom and catalogue pages. */
  apiOrigin: string;
  /** The origin of the API server's picture, file and page links (PUBLIC_URL; the API's when unset). */
  filesOrigin: string;
  pluginScriptOrigins: string[];
  frameOrigins: string[];
  paymentFormOrigins: string[];
}

export interface StorefrontConfig {
  port: number;
  /** NODE_ENV=production: the development defaults above are refused. */
  production: boolean;
  page: PageConfig;
  /**
   * STOREFRONT_ORIGIN: the shop's public origin for canonical links, the sitemap and robots.txt; unset, each
   * request's own (docs/storefront.md "Security headers").
   */
  shopOrigin: string | undefined;
  policy: PolicySources;
  /** How long a page waits for the API before it is sent with what has answered. */
  renderDeadlineMs: number;
  /** How long in all a page waits for its own record; then 503 (docs/storefront.md "Server rendering"). */
  renderDecideMs: number;
  /** Rendered pages kept (docs/storefront.md "The page cache"); 0 keeps none. */
  pageCacheSize: number;
}

interface Env {
  NODE_ENV?: string;
  PORT: number;
  API_URL?: string;
  API_PORT: number;
  APP_KEY?: string;
  PUBLIC_URL?: string;
  STOREFRONT_ORIGIN?: string;
  PLUGIN_SCRIPT_ORIGINS?: string;
  FRAME_ORIGINS?: string;
  PAYMENT_FORM_ORIGINS?: string;
  RENDER_DEADLINE_MS: number;
  RENDER_DECIDE_MS: number;
  PAGE_CACHE: number;
}

/** Every variable the page server reads, with its type, bounds and default (env-schema checks them). */
const ENV_SCHEMA = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string' },
    PORT: { ...PORT_NUMBER, default: 3000 },
    // Addresses and origins are checked by originOf, whose lines say what to give instead.
    API_URL: { type: 'string' },
    API_PORT: { ...PORT_NUMBER, default: 4000 },
    APP_KEY: { type: 'string', maxLength: 256 },
    PUBLIC_URL: { type: 'string' },
    STOREFRONT_ORIGIN: { type: 'string' },
    PLUGIN_SCRIPT_ORIGINS: { type: 'string' },
    FRAME_ORIGINS: { type: 'string' },
    PAYMENT_FORM_ORIGINS: { type: 'string' },
    RENDER_DEADLINE_MS: { ...MILLISECONDS, default: 1500 },
    RENDER_DECIDE_MS: { ...MILLISECONDS, default: 5000 },
    PAGE_CACHE: { type: 'integer', minimum: 0, maximum: 100_000, default: 200 },
  },
} as const;

/** The origins the checkout may post a payment form to, and in production the rule they follow. */
function paymentFormOrigins(env: Env, production: boolean, problems: string[]): string[] {
  if (env.PAYMENT_FORM_ORIGINS === undefined) {
    return production ? [LIVE_PAYMENT_FORM_ORIGIN] : TEST_PAYMENT_FORM_ORIGINS;
  }
  const origins = originList(env.PAYMENT_FORM_ORIGINS, 'PAYMENT_FORM_ORIGINS', problems);
  if (production) {
    for (const origin of origins) {
      const problem = gatewayAddressProblem('PAYMENT_FORM_ORIGINS', origin, LIVE_PAYMENT_FORM_ORIGIN);
      if (problem) problems.push(problem);
    }
  }
  return origins;
}

/**
 * The configuration from the environment; throws a ConfigError naming every variable that is wrong, and in
 * production every development default left (the key, the API on this machine, a gateway's test host).
 */
export function loadStorefrontConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  return loadConfig({
    schema: ENV_SCHEMA,
    env,
    // An empty list is a list: FRAME_ORIGINS= allows no map provider.
    emptyIsValue: ['PLUGIN_SCRIPT_ORIGINS', 'FRAME_ORIGINS', 'PAYMENT_FORM_ORIGINS'],
    derive: (checked: Env, problems) => {
      const production = checked.NODE_ENV === 'production';
      if (production && (!checked.APP_KEY || checked.APP_KEY === DEV_APP_KEY)) {
        problems.push(
          "APP_KEY: set the storefront's application key (the API server's APP_KEY); the development key is public.",
        );
      }
      if (production && !checked.API_URL) {
        problems.push("API_URL: set the API's public address (https://…); the default is this machine.");
      }
      const apiBaseUrl = (checked.API_URL ?? `http://localhost:${checked.API_PORT}`).replace(/\/+$/, '');
      const apiOrigin = originOf(apiBaseUrl, 'API_URL', problems, { pathAllowed: true });
      const pluginScriptOrigins = originList(
        checked.PLUGIN_SCRIPT_ORIGINS ?? '',
        'PLUGIN_SCRIPT_ORIGINS',
        problems,
      );
      return {
        port: checked.PORT,
        production,
        page: { apiBaseUrl, apiKey: checked.APP_KEY ?? DEV_APP_KEY, pluginScriptOrigins },
        shopOrigin:
          checked.STOREFRONT_ORIGIN === undefined
            ? undefined
            : originOf(checked.STOREFRONT_ORIGIN, 'STOREFRONT_ORIGIN', problems),
        policy: {
          apiOrigin,
          filesOrigin:
            checked.PUBLIC_URL === undefined
              ? apiOrigin
              : originOf(checked.PUBLIC_URL, 'PUBLIC_URL', problems, { pathAllowed: true }),
          pluginScriptOrigins,
          frameOrigins:
            checked.FRAME_ORIGINS === undefined
              ? DEFAULT_FRAME_ORIGINS
              : originList(checked.FRAME_ORIGINS, 'FRAME_ORIGINS', problems),
          paymentFormOrigins: paymentFormOrigins(checked, production, problems),
        },
        renderDeadlineMs: checked.RENDER_DEADLINE_MS,
        renderDecideMs: checked.RENDER_DECIDE_MS,
        pageCacheSize: checked.PAGE_CACHE,
      };
    },
  });
}

/** The inline script with the page's runtime configuration (with the response's nonce, when given). */
export const pageConfigScript = (page: PageConfig, nonce?: string) =>
  configScript('__SAJILO_CONFIG__', page, nonce);
