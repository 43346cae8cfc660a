// The real stack for browser tests: the built API server (on a PGlite in a temp folder, seeded first) and
// the built storefront served by its page server (page-server/), each on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopProcesses } from '@sajilo/bench/processes';
import { copySeededDatabase } from '../../../../packages/seed/src/snapshot.js';
import { startGatewaySimulator } from '../../../server/test/fixtures/payment-gateways.js';

const here = dirname(fileURLToPath(import.meta.url));
const storefront = join(here, '..', '..');
const serverDist = join(storefront, '..', 'server', 'dist', 'server.js');
/** The built page server (`pnpm serve`). */
export const PAGE_SERVER = join(storefront, 'dist', 'page-server', 'main.js');

export const E2E_KEY = 'e2e-storefront-key';

/**
 * The one origin the storefront's policy allows plugin scripts from in the tests (PLUGIN_SCRIPT_ORIGINS). It
 * does not exist: a test that loads a script from it answers the request itself (page.route).
 */
export const PLUGIN_SCRIPT_ORIGIN = 'https://plugins.example.test';

/**
 * A free port, held by a listening probe until `release()`: the API server must know the storefront's port
 * (its allowed origin) long before the page server starts, and in the meantime other suites running beside
 * this one (each opening ports of its own) must not be handed it.
 */
export async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // Never what keeps the test process alive, should start-up fail before the release.
      probe.unref();
      resolve({ port, release: () => new Promise((done) => probe.close(() => done())) });
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${output()}`);
}

/** Runs a node script; `keep` decides which stdout lines stay in the log shown when start-up fails. */
function run(script: string, env: Record<string, string>, keep: (line: string) => boolean = () => true) {
  let log = '';
  let partial = '';
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    const lines = (partial + d.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (keep(line)) log = `${log}${line}\n`.slice(-20_000);
  });
  child.stderr?.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-20_000);
  });
  return { child, output: () => log };
}

/** pino's JSON line below warn (30 = info): request logs that would drown the start-up errors. */
function isQuietLogLine(line: string): boolean {
  const match = /^\{"level":(\d+)/.exec(line);
  return match !== null && Number(match[1]) < 40;
}

/** The server's log line of a mail's body (its wording before MAIL_LOG_BODIES existed too). */
const MAIL_BODY_LINE = /"msg":"(?:development )?mail body/;

export interface Mail {
  to: string;
  body: string;
}

/** The mails in the stack's mail log, oldest first. */
export function readMails(mailLog: string): Mail[] {
  return readFileSync(mailLog, 'utf8')
    .split('\n')
    .filter((line) => MAIL_BODY_LINE.test(line))
    .flatMap((line) => {
      const mail: unknown = JSON.parse(line);
      if (typeof mail !== 'object' || mail === null || !('to' in mail) || !('body' in mail)) return [];
      return typeof mail.to === 'string' && typeof mail.body === 'string'
        ? [{ to: mail.to, body: mail.body }]
        : [];
    });
}

export interface Stack {
  apiUrl: string;
  webUrl: string;
  /**
   * A file with the mails the server logs (one pino JSON line each, `to` and `body`): the password reset
   * link and the email change notice of the customer tests (read them with `readMails`). The server keeps
   * them in its outbox table as well.
   */
  mailLog: string;
  /** The local eSewa/Khalti simulator the API server pays against. */
  gatewayUrl: string;
  stop(): Promise<void>;
}

/**
 * The API server and the page server on free ports, on a copy of the seeded demo shop. `webEnv` adds to the
 * page server's environment. When a server does not come up, what was started is stopped before the error
 * is thrown: nothing outlives the run.
 */
export async function startStack(webEnv: Record<string, string> = {}): Promise<Stack> {
  const [apiReservation, webReservation] = [await reservePort(), await reservePort()];
  const [apiPort, webPort] = [apiReservation.port, webReservation.port];
  const dataDir = mkdtempSync(join(tmpdir(), 'sajilo-e2e-'));
  const apiUrl = `http://localhost:${apiPort}`;
  const webUrl = `http://localhost:${webPort}`;
  const mailLog = join(dataDir, 'mail.log');
  writeFileSync(mailLog, '');
  const keepApiLine = (line: string) => {
    if (MAIL_BODY_LINE.test(line)) {
      appendFileSync(mailLog, `${line}\n`);
      return false;
    }
    return !isQuietLogLine(line);
  };
  // The demo shop, from the seed package as `npm start` loads it (the server never seeds).
  // The demo shop as `npm start` seeds it, copied from the one seeded folder every browser suite shares.
  copySeededDatabase(dataDir);
  await apiReservation.release();
  const gateways = await startGatewaySimulator();
  let web: ReturnType<typeof run> | undefined;
  const api = run(
    serverDist,
    {
      API_PORT: String(apiPort),
      PORT: String(webPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: apiUrl,
      STOREFRONT_ORIGIN: webUrl,
      APP_KEY: E2E_KEY,
      // The server logs mail bodies at info, and only when asked to (apps/server/src/services/mailer.ts).
      LOG_LEVEL: 'info',
      MAIL_LOG_BODIES: 'true',
      DATABASE_URL: '',
      // Every browser test submits forms from one IP; the production limit (10 a minute) would throttle them.
      FORMS_PER_MINUTE: '1000',
      // The suites register a new customer per test, all from this one IP (the production limit is 20 in ten
      // minutes).
      REGISTRATIONS_PER_IP: '1000',
      // And log in from it too (the production limit is 20 login requests a minute).
      LOGINS_PER_IP: '1000',
      // eSewa and Khalti are the local simulator (the real gateways cannot be reached).
      ...gateways.env,
    },
    keepApiLine,
  );
  const stopAll = async () => {
    await stopProcesses([web?.child, api.child]);
    await gateways.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/ready`, api.child, api.output, 180_000);
    await webReservation.release();
    web = run(PAGE_SERVER, {
      PORT: String(webPort),
      API_URL: apiUrl,
      APP_KEY: E2E_KEY,
      PLUGIN_SCRIPT_ORIGINS: PLUGIN_SCRIPT_ORIGIN,
      PAYMENT_FORM_ORIGINS: gateways.url,
      // The suite checks what a page shows when the API has answered; on a loaded two-core machine the API
      // can take longer than the production deadline (1.5 s), and the page would then come half-rendered.
      RENDER_DEADLINE_MS: '10000',
      ...webEnv,
    });
    await waitFor(webUrl, web.child, web.output, 30_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  // Both servers at once; one still running after 8 s is killed, so teardown stays inside vitest's limit.
  return { apiUrl, webUrl, mailLog, gatewayUrl: gateways.url, stop: stopAll };
}
