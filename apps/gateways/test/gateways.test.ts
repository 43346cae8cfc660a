// The simulator as `npm start` runs it: the plan scripts/start.mjs follows (served in development, every
// server pointed at it, hand-set variables kept, never in production), and the `serve` script itself on a
// port, answering eSewa's signed form and Khalti's initiate with the labelled page that pays, fails or
// cancels.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESEWA_TEST, gatewayPlan, hmac, KHALTI_TEST_KEY } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));

describe("npm start's plan for the gateways", () => {
  it('serves the simulators in development and points the API server and the page server at them', () => {
    const plan = gatewayPlan({ GATEWAYS_PORT: '4999' });
    expect(plan.serve).toBe(true);
    expect(plan.url).toBe('http://127.0.0.1:4999');
    expect(plan.env).toMatchObject({
      ESEWA_FORM_URL: 'http://127.0.0.1:4999/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'http://127.0.0.1:4999/api/epay/transaction/status/',
      ESEWA_PRODUCT_CODE: 'EPAYTEST',
      KHALTI_API_URL: 'http://127.0.0.1:4999/api/v2/',
      KHALTI_SECRET_KEY: KHALTI_TEST_KEY,
      PAYMENT_FORM_ORIGINS: 'http://127.0.0.1:4999',
    });
    expect(gatewayPlan({}).url).toBe('http://127.0.0.1:4900');
  });

  it('keeps a variable set by hand, and runs nothing in production or when turned off', () => {
    const own = gatewayPlan({ KHALTI_SECRET_KEY: 'my-sandbox-key' });
    expect(own.serve).toBe(true);
    expect(own.env.KHALTI_SECRET_KEY).toBeUndefined();
    expect(gatewayPlan({ NODE_ENV: 'production' })).toEqual({ serve: false, url: null, env: {} });
    expect(gatewayPlan({ GATEWAY_SIMULATORS: 'false' })).toEqual({ serve: false, url: null, env: {} });
  });

  it('is a workspace app with a serve script, which start.mjs runs and lists', () => {
    const manifest = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));
    expect(manifest.scripts.serve).toBe('node dist/serve.js');
    const start = readFileSync(join(here, '..', '..', '..', 'scripts', 'start.mjs'), 'utf8');
    expect(start).toContain('gatewayPlan(process.env)');
    expect(start).toContain('...gateways.env');
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the serve script', () => {
  let url: string;
  let child: ReturnType<typeof spawn>;
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [join(here, '..', 'dist', 'serve.js')], {
      env: { ...process.env, GATEWAYS_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(url)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
  });
  afterAll(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it("shows eSewa's signed form as a labelled page to pay, fail or cancel; a forged one is refused", async () => {
    const fields: Record<string, string> = {
      amount: '1500',
      total_amount: '1500',
      transaction_uuid: 'start-test-1',
      product_code: ESEWA_TEST.productCode,
      success_url: 'http://shop.test/payments/esewa',
      failure_url: 'http://shop.test/payments/failed',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    };
    fields.signature = hmac(ESEWA_TEST.secretKey, fields.signed_field_names ?? '', fields);
    const form = await fetch(`${url}/api/epay/main/v2/form`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    const html = await form.text();
    expect(html).toContain('<h1>Simulated eSewa — no money moves</h1>');
    expect(html).toContain('Rs 1500');
    for (const button of ['Pay with eSewa', 'Fail the payment', 'Cancel'])
      expect(html).toContain(`>${button}<`);
    const fail = await fetch(`${url}/esewa/fail?uuid=start-test-1`, { redirect: 'manual' });
    expect(fail.headers.get('location')).toBe('http://shop.test/payments/failed');
    const forged = await fetch(`${url}/api/epay/main/v2/form`, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, total_amount: '15' }),
    });
    expect(forged.status).toBe(400);
  });

  it("initiates Khalti with the merchant key and shows Khalti's labelled page", async () => {
    const initiate = await fetch(`${url}/api/v2/epayment/initiate/`, {
      method: 'POST',
      headers: { authorization: `Key ${KHALTI_TEST_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: 250_000,
        return_url: 'http://shop.test/payments/khalti',
        purchase_order_id: 'x',
      }),
    });
    const { payment_url } = (await initiate.json()) as { payment_url: string };
    expect(payment_url.startsWith(url)).toBe(true);
    const html = await (await fetch(payment_url)).text();
    expect(html).toContain('<h1>Simulated Khalti — no money moves</h1>');
    expect(html).toContain('Rs 2500');
  });

  it('names an empty icon on every page, so a browser asks for no /favicon.ico (which would be a 404)', async () => {
    expect((await fetch(`${url}/favicon.ico`)).status).toBe(404);
    const esewa = await fetch(`${url}/api/epay/main/v2/form`, {
      method: 'POST',
      body: new URLSearchParams(),
    });
    for (const page of [esewa, await fetch(`${url}/sms`), await fetch(`${url}/fonepay`)]) {
      expect(await page.text()).toContain('<link rel="icon" href="data:,">');
    }
  });
});
