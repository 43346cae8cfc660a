// Configuration: typed and checked by a schema, with one clear line a problem; production refuses the
// development defaults (docs/operations.md "Running in production").
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_APP_KEY, loadConfig } from '../src/config.js';
import { built } from './process.js';

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
};

const production = {
  NODE_ENV: 'production',
  APP_KEY: 'a-production-storefront-key',
  DATABASE_URL: 'postgres://sajilo@db.internal:5432/sajilo',
  PUBLIC_URL: 'https://api.sajilo.com.np',
  STOREFRONT_ORIGIN: 'https://sajilo.com.np',
  SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
  MAIL_FROM: 'Sajilo <shop@sajilo.com.np>',
  SHOP_EMAIL: 'orders@sajilo.com.np',
  SMS_API_URL: 'https://api.sparrowsms.com/v2/sms/',
  SMS_TOKEN: 'the-shops-sparrow-token',
  SMS_FROM: 'Sajilo',
};

describe('configuration', () => {
  it('gives development defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      storefrontOrigin: 'http://localhost:3000',
      appKey: DEV_APP_KEY,
      databaseUrl: undefined,
      tokenValidity: 86_400,
      formsPerMinute: 10,
      registrationsPerIp: 20,
      loginsPerIp: 20,
      trustProxy: false,
      logMailBodies: false,
    });
  });

  it('never pays into a test system in production: a method offered needs its variables, none a test host', () => {
    const esewa = {
      ESEWA_PRODUCT_CODE: 'SHOP123',
      ESEWA_SECRET_KEY: 'the shop secret',
      ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
    };
    const khalti = {
      KHALTI_SECRET_KEY: 'live_secret_key_of_the_shop',
      KHALTI_API_URL: 'https://khalti.com/api/v2/',
    };
    // The shop's own keys but no gateway addresses: refused, one line a variable, naming the live address.
    expect(
      problems({
        ...production,
        ESEWA_PRODUCT_CODE: 'SHOP123',
        ESEWA_SECRET_KEY: 'the shop secret',
        KHALTI_SECRET_KEY: 'live_secret_key_of_the_shop',
      }),
    ).toEqual([
      expect.stringMatching(
        /^ESEWA_FORM_URL: eSewa is offered .*https:\/\/epay\.esewa\.com\.np\/api\/epay\/main\/v2\/form/,
      ),
      expect.stringMatching(/^ESEWA_STATUS_URL: eSewa is offered/),
      expect.stringMatching(/^KHALTI_API_URL: Khalti is offered .*https:\/\/khalti\.com\/api\/v2\//),
    ]);
    // Each test host, form, status and API, is refused by name.
    for (const [name, address] of [
      ['ESEWA_FORM_URL', 'https://rc-epay.esewa.com.np/api/epay/main/v2/form'],
      ['ESEWA_STATUS_URL', 'https://rc.esewa.com.np/api/epay/transaction/status/'],
      ['ESEWA_STATUS_URL', 'https://UAT.esewa.com.np/api/epay/transaction/status/'],
      ['KHALTI_API_URL', 'https://dev.khalti.com/api/v2/'],
      ['KHALTI_API_URL', 'http://127.0.0.1:4900/api/v2/'],
      ['KHALTI_API_URL', 'http://localhost:4900/api/v2/'],
      ['ESEWA_FORM_URL', 'http://[::1]:4900/form'],
      ['ESEWA_FORM_URL', 'http://epay.esewa.com.np/api/epay/main/v2/form'],
    ] as const) {
      const found = problems({ ...production, ...esewa, ...khalti, [name]: address });
      expect(found, address).toHaveLength(1);
      expect(found[0], address).toMatch(new RegExp(`^${name}: `));
    }
    // The sandboxes' published credentials are refused too.
    expect(problems({ ...production, ...esewa, ESEWA_PRODUCT_CODE: 'EPAYTEST' })).toEqual([
      "ESEWA_PRODUCT_CODE: this is the gateway's public sandbox credential; set the shop's own.",
    ]);
    // PAYMENT_METHODS names what is offered: a method left out needs nothing, one named needs everything.
    expect(loadConfig({ ...production, ...esewa, PAYMENT_METHODS: 'esewa' }).payments).toMatchObject({
      esewa: { enabled: true },
      khalti: { enabled: false },
    });
    expect(problems({ ...production, PAYMENT_METHODS: 'cod,khalti' })).toEqual([
      expect.stringMatching(/^KHALTI_SECRET_KEY: Khalti is offered/),
      expect.stringMatching(/^KHALTI_API_URL: Khalti is offered/),
    ]);
    expect(loadConfig({ ...production, ...esewa, ...khalti, PAYMENT_METHODS: 'cod' }).payments).toMatchObject(
      {
        esewa: { enabled: false },
        khalti: { enabled: false },
      },
    );
    expect(problems({ PAYMENT_METHODS: 'paypal' })).toHaveLength(1);
    // Development and tests keep the sandboxes and the simulators.
    expect(loadConfig({ KHALTI_API_URL: 'http://127.0.0.1:4900/api/v2/' }).payments).toMatchObject({
      esewa: { enabled: true, formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form' },
      khalti: { enabled: true, apiUrl: 'http://127.0.0.1:4900/api/v2/' },
    });
  });

  it('types the values and names each bad one on its own line (no NaN passes silently)', () => {
    expect(
      loadConfig({
        API_PORT: '4100',
        SEED: 'false',
        TOKEN_VALIDITY: '3600',
        REGISTRATIONS_PER_IP: '1000',
        LOGINS_PER_IP: '500',
      }),
    ).toMatchObject({
      port: 4100,
      tokenValidity: 3600,
      registrationsPerIp: 1000,
      loginsPerIp: 500,
    });
    expect(
      problems({ API_PORT: '40OO', TOKEN_VALIDITY: 'ten', DATABASE_URL: 'mysql://x', SEED: 'yes' }),
    ).toEqual([
      'API_PORT="40OO": must be integer.',
      'DATABASE_URL="mysql://x": must match pattern "^postgres(ql)?://".',
      'TOKEN_VALIDITY="ten": must be integer.',
      'SEED="yes": must be boolean.',
    ]);
    expect(problems({ API_PORT: '70000' })).toEqual(['API_PORT="70000": must be <= 65535.']);
    // An empty variable is an unset one.
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses the development defaults in production, one line each', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      "APP_KEY: set the storefront's own application key; the development key is public.",
      'DATABASE_URL: set the PostgreSQL server to use; PGlite is for development and demos.',
      'PUBLIC_URL: set the public address of the API host (https://…).',
      "STOREFRONT_ORIGIN: set the storefront's origin (https://…).",
      'SMTP_URL: set the SMTP server that delivers mail (smtps://user:password@host:465).',
      'MAIL_FROM: set the sender of mails (Sajilo <shop@example.com>).',
      "SHOP_EMAIL: set the shop's address that gets a notice of every enquiry and ticket.",
      "SMS_API_URL: set the SMS provider's address (https://api.sparrowsms.com/v2/sms/).",
      "SMS_TOKEN: set the shop's token of the SMS provider.",
      'SMS_FROM: set the sender identity the SMS provider gave the shop.',
    ]);
    // The SMS simulator (a local address) and plain http are refused as a gateway's would be.
    expect(problems({ ...production, SMS_API_URL: 'http://127.0.0.1:4900/v2/sms/' })).toEqual([
      "SMS_API_URL: 127.0.0.1 is a local address (a simulator); set the gateway's live address (https://api.sparrowsms.com/v2/sms/).",
    ]);
    expect(problems({ ...production, SMS_API_URL: 'http://api.sparrowsms.com/v2/sms/' })).toHaveLength(1);
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'SHOP_EMAIL'] as const) {
      expect(problems({ ...production, [name]: '' })).toEqual([
        expect.stringMatching(new RegExp(`^${name}: set `)),
      ]);
    }
    expect(problems({ ...production, APP_KEY: DEV_APP_KEY })).toHaveLength(1);
    expect(problems({ ...production, SEED: 'true' })).toEqual([
      'SEED: the demo data is never loaded in production; run `pnpm seed` explicitly.',
    ]);
    expect(problems({ ...production, MAIL_LOG_BODIES: 'true' })).toHaveLength(1);
    // Set properly, production starts without the demo seed.
    expect(loadConfig(production)).toMatchObject({ appKey: production.APP_KEY });
  });

  it('reads the mail settings, and never repeats a password from an address it refuses', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Sajilo <shop@localhost>',
      shopEmail: 'shop@localhost',
      mailPollMs: 10_000,
    });
    expect(loadConfig({ ...production, MAIL_POLL_INTERVAL: '30' })).toMatchObject({
      smtpUrl: production.SMTP_URL,
      mailFrom: production.MAIL_FROM,
      shopEmail: production.SHOP_EMAIL,
      mailPollMs: 30_000,
    });
    expect(loadConfig({ MAIL_FROM: 'shop@sajilo.com.np' }).mailFrom).toBe('shop@sajilo.com.np');
    expect(
      problems({
        SMTP_URL: 'http://shop:hunter2@smtp.example.com',
        MAIL_FROM: 'Sajilo',
        SHOP_EMAIL: 'Sajilo <orders@sajilo.com.np>',
        MAIL_POLL_INTERVAL: '0',
      }),
    ).toEqual([
      'SMTP_URL="http://shop:***@smtp.example.com": must match pattern "^smtps?://[^\\s/]+(/\\S*)?$".',
      expect.stringMatching(/^MAIL_FROM="Sajilo": must match pattern/),
      expect.stringMatching(/^SHOP_EMAIL="Sajilo <orders@sajilo.com.np>": must match pattern/),
      'MAIL_POLL_INTERVAL="0": must be >= 1.',
    ]);
  });

  it('makes the server exit non-zero with those lines, before it opens anything', async () => {
    const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
    const child = spawn(process.execPath, [built('server')], {
      cwd: serverRoot,
      env: { ...process.env, NODE_ENV: 'production', APP_KEY: DEV_APP_KEY, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Sajilo API cannot start:');
    expect(output).toContain("APP_KEY: set the storefront's own application key");
    expect(output).toContain('DATABASE_URL: set the PostgreSQL server to use');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
