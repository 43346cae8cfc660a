// The page server's configuration: typed and checked by a schema, one line a problem; production refuses the
// development defaults and never lets the checkout post to a payment gateway's test host (docs/operations.md
// "The storefront's page server", "Payments").
import { configProblems } from '@sajilo/page-server';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FRAME_ORIGINS,
  DEV_APP_KEY,
  LIVE_PAYMENT_FORM_ORIGIN,
  loadStorefrontConfig,
  TEST_PAYMENT_FORM_ORIGINS,
} from './config.js';

const problems = (env: NodeJS.ProcessEnv) => configProblems(() => loadStorefrontConfig(env));

const production = {
  NODE_ENV: 'production',
  API_URL: 'https://api.sajilo.com.np',
  APP_KEY: 'a-production-storefront-key',
};

describe('the storefront page server’s configuration', () => {
  it('gives development defaults with nothing set', () => {
    expect(loadStorefrontConfig({})).toEqual({
      port: 3000,
      production: false,
      page: { apiBaseUrl: 'http://localhost:4000', apiKey: DEV_APP_KEY, pluginScriptOrigins: [] },
      shopOrigin: undefined,
      policy: {
        apiOrigin: 'http://localhost:4000',
        filesOrigin: 'http://localhost:4000',
        pluginScriptOrigins: [],
        frameOrigins: DEFAULT_FRAME_ORIGINS,
        paymentFormOrigins: TEST_PAYMENT_FORM_ORIGINS,
      },
      renderDeadlineMs: 1500,
      renderDecideMs: 5000,
      pageCacheSize: 200,
    });
    // An empty list is none; any other empty variable is unset.
    expect(
      loadStorefrontConfig({ FRAME_ORIGINS: '', PAYMENT_FORM_ORIGINS: '', API_URL: '' }).policy,
    ).toMatchObject({
      apiOrigin: 'http://localhost:4000',
      frameOrigins: [],
      paymentFormOrigins: [],
    });
  });

  it('reads every variable, and names each bad one on its own line (no NaN passes silently)', () => {
    const config = loadStorefrontConfig({
      PORT: '8080',
      API_URL: 'https://api.example/',
      APP_KEY: 'key-of-the-shop',
      PUBLIC_URL: 'https://media.example/sajilo/',
      STOREFRONT_ORIGIN: 'https://shop.example',
      PLUGIN_SCRIPT_ORIGINS: 'https://tags.example, https://tags.example',
      FRAME_ORIGINS: 'https://www.google.com',
      PAYMENT_FORM_ORIGINS: 'http://127.0.0.1:4900',
      RENDER_DEADLINE_MS: '10000',
      RENDER_DECIDE_MS: '2500',
      PAGE_CACHE: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      page: {
        apiBaseUrl: 'https://api.example',
        apiKey: 'key-of-the-shop',
        pluginScriptOrigins: ['https://tags.example'],
      },
      shopOrigin: 'https://shop.example',
      policy: {
        apiOrigin: 'https://api.example',
        filesOrigin: 'https://media.example',
        frameOrigins: ['https://www.google.com'],
        // Development pays against the local simulator.
        paymentFormOrigins: ['http://127.0.0.1:4900'],
      },
      renderDeadlineMs: 10_000,
      renderDecideMs: 2500,
      pageCacheSize: 0,
    });
    expect(
      problems({
        PORT: '30OO',
        PAGE_CACHE: '-1',
        RENDER_DEADLINE_MS: '61000',
      }),
    ).toEqual([
      'PORT="30OO": must be integer.',
      'RENDER_DEADLINE_MS="61000": must be <= 60000.',
      'PAGE_CACHE="-1": must be >= 0.',
    ]);
    expect(
      problems({
        API_URL: 'api.example',
        STOREFRONT_ORIGIN: 'https://shop.example/home',
        PLUGIN_SCRIPT_ORIGINS: 'https://tags.example.com/analytics.js',
      }),
    ).toEqual([
      'API_URL: "api.example" is not a URL (expected e.g. https://cdn.example.com).',
      'PLUGIN_SCRIPT_ORIGINS: "https://tags.example.com/analytics.js" has a path; give the origin only (https://tags.example.com).',
      'STOREFRONT_ORIGIN: "https://shop.example/home" has a path; give the origin only (https://shop.example).',
    ]);
  });

  it('in production posts payment forms to eSewa’s live host only, never a test host, a local address or http', () => {
    // Unset: eSewa's live form origin, never its test host.
    expect(loadStorefrontConfig(production).policy.paymentFormOrigins).toEqual([LIVE_PAYMENT_FORM_ORIGIN]);
    expect(LIVE_PAYMENT_FORM_ORIGIN).toBe('https://epay.esewa.com.np');
    expect(
      loadStorefrontConfig({ ...production, PAYMENT_FORM_ORIGINS: 'https://epay.esewa.com.np' }).policy
        .paymentFormOrigins,
    ).toEqual(['https://epay.esewa.com.np']);
    // None at all: the shop takes no eSewa payments.
    expect(
      loadStorefrontConfig({ ...production, PAYMENT_FORM_ORIGINS: '' }).policy.paymentFormOrigins,
    ).toEqual([]);
    // Each test host, simulator and plain http address is refused by name, with the live one to set.
    for (const [origin, reason] of [
      ['https://rc-epay.esewa.com.np', "rc-epay.esewa.com.np is the gateway's test host"],
      ['https://UAT.esewa.com.np', "uat.esewa.com.np is the gateway's test host"],
      ['https://dev.khalti.com', "dev.khalti.com is the gateway's test host"],
      ['http://127.0.0.1:4900', '127.0.0.1 is a local address (a simulator)'],
      ['http://localhost:4900', 'localhost is a local address (a simulator)'],
      ['http://[::1]:4900', '::1 is a local address (a simulator)'],
      ['http://10.0.0.5', '10.0.0.5 is a local address (a simulator)'],
      ['http://epay.esewa.com.np', 'a gateway is reached over https only'],
    ] as const) {
      expect(problems({ ...production, PAYMENT_FORM_ORIGINS: origin }), origin).toEqual([
        expect.stringMatching(
          new RegExp(
            `^PAYMENT_FORM_ORIGINS: ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; .*\\(https://epay\\.esewa\\.com\\.np\\)\\.$`,
          ),
        ),
      ]);
    }
    // One line a bad origin, the good ones passing.
    expect(
      problems({
        ...production,
        PAYMENT_FORM_ORIGINS: 'https://epay.esewa.com.np,https://rc-epay.esewa.com.np',
      }),
    ).toHaveLength(1);
  });

  it('refuses the other development defaults in production, one line each', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      "APP_KEY: set the storefront's application key (the API server's APP_KEY); the development key is public.",
      "API_URL: set the API's public address (https://…); the default is this machine.",
    ]);
    expect(problems({ ...production, APP_KEY: DEV_APP_KEY })).toHaveLength(1);
    expect(problems(production)).toEqual([]);
  });
});
