// The real stack for the back office's browser tests: the built API server on a seeded PGlite in a temp
// folder (the demo shop and its development owner, as `npm start` has them) and the built back office
// served by its page server (page-server/), each on a free port. The storefront joins in the journeys that
// look at it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopProcesses } from '@sajilo/bench/processes';
import { copySeededDatabase } from '../../../../packages/seed/src/snapshot.js';

const here = dirname(fileURLToPath(import.meta.url));
const admin = join(here, '..', '..');
const serverDist = join(admin, '..', 'server', 'dist', 'server.js');
const storefrontServe = join(admin, '..', 'storefront', 'dist', 'page-server', 'main.js');
const adminServe = join(admin, 'dist', 'page-server', 'main.js');

export const E2E_KEY = 'e2e-admin-storefront-key';

/** A free port, held by a listening probe until `release()` (the API must know the admin's origin first). */
async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
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

function run(script: string, env: Record<string, string>) {
  let log = '';
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    // pino's lines below warn are request logs: only what explains a failed start stays.
    const lines = d
      .toString()
      .split('\n')
      .filter((line) => !/^\{"level":[23]\d,/.test(line));
    log = `${log}${lines.join('\n')}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

export interface Stack {
  apiUrl: string;
  adminUrl: string;
  /** The storefront, to see what the back office changed as a customer sees it. */
  shopUrl: string;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const [apiReservation, adminReservation, shopReservation] = [
    await reservePort(),
    await reservePort(),
    await reservePort(),
  ];
  const apiUrl = `http://localhost:${apiReservation.port}`;
  const adminUrl = `http://localhost:${adminReservation.port}`;
  const shopUrl = `http://localhost:${shopReservation.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sajilo-admin-e2e-'));
  // The demo shop as `npm start` seeds it, copied from the one seeded folder every browser suite shares.
  copySeededDatabase(dataDir);
  await apiReservation.release();
  const api = run(serverDist, {
    API_PORT: String(apiReservation.port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: apiUrl,
    ADMIN_ORIGIN: adminUrl,
    STOREFRONT_ORIGIN: shopUrl,
    APP_KEY: E2E_KEY,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // Every test logs in from this one IP, staff and customers: the suite's busiest minute holds more than
    // the production limit of 20 (which failed a test each run once the suite got that fast).
    LOGINS_PER_IP: '1000',
  });
  let web: ReturnType<typeof run> | undefined;
  let shop: ReturnType<typeof run> | undefined;
  // All at once, a process still running after 8 s killed; also when a server does not come up, so nothing
  // this stack started outlives the run.
  const stopAll = async () => {
    await stopProcesses([shop?.child, web?.child, api.child]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/ready`, api.child, api.output, 180_000);
    await adminReservation.release();
    web = run(adminServe, { ADMIN_PORT: String(adminReservation.port), API_URL: apiUrl });
    await waitFor(adminUrl, web.child, web.output, 30_000);
    await shopReservation.release();
    shop = run(storefrontServe, {
      PORT: String(shopReservation.port),
      API_URL: apiUrl,
      APP_KEY: E2E_KEY,
    });
    await waitFor(shopUrl, shop.child, shop.output, 30_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { apiUrl, adminUrl, shopUrl, stop: stopAll };
}
