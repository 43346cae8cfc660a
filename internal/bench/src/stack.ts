// The real stack a browser suite runs against, shared by the storefront's and the back office's (each one's
// test/e2e/stack.ts says what it starts): the built API server on a data folder of its own (a copy of the
// seeded demo shop), then the built page servers, each on a free port; the mails the server logs kept in a
// file the tests read; and everything stopped again, also when one server does not come up.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcesses } from './processes.js';

/**
 * The ports the system hands out by itself (to `listen(0)` and to every outgoing connection), read from Linux;
 * the kernel's default elsewhere.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux
  }
  return [32768, 60999];
}

/** Where reserved ports are picked from: below the ephemeral range, never under 10000. */
const [EPHEMERAL_LOW] = ephemeralRange();
const PICK_FROM = Math.max(10_000, EPHEMERAL_LOW - 12_000);
const PICK_TO = EPHEMERAL_LOW - 1;

/** Listens on `port` (0: any) and answers the probe, or null when the port is taken. */
function probe(port: number): Promise<ReturnType<typeof createServer> | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(null) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * A free port, held by a listening probe until `release()`: the API server must know the page servers'
 * ports (its allowed origins) long before they start, and in the meantime other suites running beside this
 * one (each opening ports of its own) must not be handed them. Picked below the system's ephemeral range:
 * between `release()` and the server's own listen (seconds, on a busy machine), a port from that range may be
 * given to any outgoing connection (the server suite's hundreds to PostgreSQL), and the server then fails
 * with EADDRINUSE; below it, only another explicit listener can take it.
 */
export async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  let held: ReturnType<typeof createServer> | null = null;
  for (let attempt = 0; attempt < 50 && !held; attempt += 1) {
    held = await probe(PICK_FROM + Math.floor(Math.random() * (PICK_TO - PICK_FROM + 1)));
  }
  // A machine with that whole stretch taken: any port the system gives, as before.
  held ??= await probe(0);
  if (!held) throw new Error('no free port to reserve');
  const server = held;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Never what keeps the test process alive, should start-up fail before the release.
  server.unref();
  return { port, release: () => new Promise((done) => server.close(() => done())) };
}

/** A server process started by the stack, with the end of what it printed (for a failed start's error). */
interface Started {
  child: ChildProcess;
  output(): string;
}

/** Waits until `url` answers 2xx; throws, with what the process printed, when it exits or the time is up. */
async function answering(url: string, { child, output }: Started, timeoutMs: number): Promise<void> {
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

/** Runs a node script; `keep` decides which stdout lines stay in the output shown when start-up fails. */
function run(script: string, env: Record<string, string>, keep: (line: string) => boolean): Started {
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
const isQuietLogLine = (line: string) => {
  const match = /^\{"level":(\d+)/.exec(line);
  return match !== null && Number(match[1]) < 40;
};

/** The server's log line of a mail's body (MAIL_LOG_BODIES at LOG_LEVEL info, apps/server's mailer). */
const MAIL_BODY_LINE = /"msg":"(?:development )?mail body/;

export interface Mail {
  to: string;
  body: string;
}

/** The mails in a stack's mail log (Stack.mailLog), oldest first. */
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

/** Every address of a stack: the API server's and each page server's by its name. */
export interface StackUrls<Name extends string> {
  api: string;
  pages: Record<Name, string>;
}

export interface PageServerSpec<Name extends string> {
  /** The built page server (the app's dist/page-server/main.js). */
  script: string;
  /** The variable the page server reads its port from (`PORT`, `ADMIN_PORT`). */
  portVariable: string;
  /** Its settings beside the port, every address known. */
  env(urls: StackUrls<Name>): Record<string, string>;
}

export interface StackSpec<Name extends string> {
  /** Names the data folder under the system's temporary folder (`sajilo-<name>-…`). */
  name: string;
  /** The built API server (apps/server/dist/server.js). */
  apiServer: string;
  /** Fills the new data folder before the API server starts: a copy of the seeded demo shop. */
  data(dataDir: string): void;
  /** The API server's settings beside its port, data folder and public address, every address known. */
  apiEnv(urls: StackUrls<Name>): Record<string, string>;
  /** The page servers, started one after another once the API server is ready, in this order. */
  pages: Record<Name, PageServerSpec<Name>>;
  /** Stops what the suite started for the stack besides (a payment gateway's simulator), after the servers. */
  stopAlso?: () => Promise<void>;
}

export interface Stack<Name extends string> extends StackUrls<Name> {
  /**
   * A file with the mails the API server logs (one pino JSON line each, `to` and `body`; read them with
   * `readMails`): the server logs them when its settings ask for it (LOG_LEVEL info, MAIL_LOG_BODIES). The
   * server keeps them in its outbox table as well.
   */
  mailLog: string;
  /** Stops every server at once (one still running after 8 s is killed) and removes the data folder. */
  stop(): Promise<void>;
}

/**
 * The API server and the page servers on free ports, on a data folder of their own. When a server does not
 * come up, what was started is stopped before the error is thrown: nothing outlives the run.
 *
 * Every request of a suite comes from one IP, so the per-IP limits meant for the public are raised: forms
 * (10 a minute in production), registrations (20 in ten minutes) and logins (20 requests a minute). The
 * server's limit of email confirmations per IP is not raised (docs/testing.md "Browser suites").
 */
export async function startStack<Name extends string>(spec: StackSpec<Name>): Promise<Stack<Name>> {
  const names = Object.keys(spec.pages) as Name[];
  const apiReservation = await reservePort();
  const reservations = new Map<Name, Awaited<ReturnType<typeof reservePort>>>();
  for (const name of names) reservations.set(name, await reservePort());
  const local = (port: number | undefined) => `http://localhost:${port}`;
  const urls: StackUrls<Name> = {
    api: local(apiReservation.port),
    pages: Object.fromEntries(names.map((name) => [name, local(reservations.get(name)?.port)])) as Record<
      Name,
      string
    >,
  };
  const dataDir = mkdtempSync(join(tmpdir(), `sajilo-${spec.name}-`));
  const mailLog = join(dataDir, 'mail.log');
  writeFileSync(mailLog, '');
  const keepApiLine = (line: string) => {
    if (MAIL_BODY_LINE.test(line)) {
      appendFileSync(mailLog, `${line}\n`);
      return false;
    }
    return !isQuietLogLine(line);
  };
  const started: Started[] = [];
  const stop = async () => {
    await stopProcesses(started.map(({ child }) => child));
    await spec.stopAlso?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    spec.data(dataDir);
    await apiReservation.release();
    const api = run(
      spec.apiServer,
      {
        API_PORT: String(apiReservation.port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: urls.api,
        FORMS_PER_MINUTE: '1000',
        REGISTRATIONS_PER_IP: '1000',
        LOGINS_PER_IP: '1000',
        ...spec.apiEnv(urls),
      },
      keepApiLine,
    );
    started.push(api);
    await answering(`${urls.api}/ready`, api, 180_000);
    for (const name of names) {
      const page = spec.pages[name];
      const reservation = reservations.get(name);
      await reservation?.release();
      const server = run(
        page.script,
        { [page.portVariable]: String(reservation?.port), API_URL: urls.api, ...page.env(urls) },
        (line) => !isQuietLogLine(line),
      );
      started.push(server);
      await answering(urls.pages[name], server, 30_000);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...urls, mailLog, stop };
}
