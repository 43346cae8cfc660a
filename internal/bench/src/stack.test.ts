// The browser suites' stack (stack.ts): a server that does not come up leaves nothing running. A storefront
// run whose page server failed to start once left its API server running, idle, until it was found 45
// minutes later. Tiny node servers stand in for the built API and page servers: what is tested is the
// stack's own starting and stopping, the same for both suites. Each process's start takes a second or more
// on a busy machine, hence the tests' minute.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMails, reservePort, startStack } from './stack.js';

/** The processes this test process started that are still alive (Linux: read from /proc). */
function children(): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(parent) !== process.pid || state === 'Z') return [];
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()];
      } catch {
        return []; // gone meanwhile
      }
    });
}

const scripts = mkdtempSync(join(tmpdir(), 'sajilo-stack-test-'));
afterAll(() => rmSync(scripts, { recursive: true, force: true }));

/** A stand-in API server: answers on API_PORT, logs one mail the way the real one does, and one request. */
const api = join(scripts, 'api.mjs');
writeFileSync(
  api,
  `import { createServer } from 'node:http';
console.log(JSON.stringify({ level: 30, msg: 'request completed' }));
console.log(JSON.stringify({ level: 30, msg: 'mail body', to: 'asha@example.com', body: 'Hello ' + process.env.APP_KEY }));
createServer((req, res) => res.end('ok')).listen(Number(process.env.API_PORT), '127.0.0.1');
`,
);
/** A stand-in page server that answers on PORT, and one that fails to start. */
const web = join(scripts, 'web.mjs');
writeFileSync(
  web,
  `import { createServer } from 'node:http';
createServer((req, res) => res.end(process.env.API_URL)).listen(Number(process.env.PORT), '127.0.0.1');
`,
);
const broken = join(scripts, 'broken.mjs');
writeFileSync(broken, `console.error('PLUGIN_SCRIPT_ORIGINS: not an origin'); process.exit(1);\n`);

const spec = (pageScript: string, stopped: string[]) => ({
  name: 'stack-test',
  apiServer: api,
  data: (dataDir: string) => writeFileSync(join(dataDir, 'seeded'), ''),
  apiEnv: ({ pages }: { pages: { web: string } }) => ({ APP_KEY: 'k', STOREFRONT_ORIGIN: pages.web }),
  pages: { web: { script: pageScript, portVariable: 'PORT', env: () => ({}) } },
  stopAlso: async () => {
    stopped.push('simulator');
  },
});

describe('the browser suites’ stack', () => {
  it('starts the API server, then the page server that asks it, and keeps the mails it logs', async () => {
    const before = children();
    const stopped: string[] = [];
    const stack = await startStack(spec(web, stopped));
    try {
      expect(await (await fetch(stack.pages.web)).text()).toBe(stack.api);
      expect(readMails(stack.mailLog)).toEqual([{ to: 'asha@example.com', body: 'Hello k' }]);
      expect(children()).toHaveLength(before.length + 2);
    } finally {
      await stack.stop();
    }
    expect(children()).toEqual(before);
    expect(stopped).toEqual(['simulator']);
  }, 60_000);

  it('stops the API server it started, and what the suite started beside it, when a page server does not come up', async () => {
    const before = children();
    const stopped: string[] = [];
    await expect(startStack(spec(broken, stopped))).rejects.toThrow(
      /process exited \(1\)\nPLUGIN_SCRIPT_ORIGINS: not an origin/,
    );
    expect(children()).toEqual(before);
    expect(stopped).toEqual(['simulator']);
  }, 60_000);
});

describe('a reserved port', () => {
  it('lies below the ports the system hands to outgoing connections, and is held until released', async () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    const reservations = [await reservePort(), await reservePort(), await reservePort()];
    const ports = reservations.map((r) => r.port);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) expect(port).toBeLessThan(low ?? 32768);
    // Held: nobody else can listen on it until it is released.
    const { createServer } = await import('node:net');
    const tryListen = (port: number) =>
      new Promise<string>((resolve) => {
        const other = createServer();
        other.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        other.listen(port, '127.0.0.1', () => other.close(() => resolve('listening')));
      });
    expect(await tryListen(ports[0] ?? 0)).toBe('EADDRINUSE');
    for (const r of reservations) await r.release();
    expect(await tryListen(ports[0] ?? 0)).toBe('listening');
  });
});
