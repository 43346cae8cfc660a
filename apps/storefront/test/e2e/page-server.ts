// The page server (the built page-server/main.ts) started on its own port with extra configuration, for the
// tests that need one other than the suite's stack (stack.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { inject } from 'vitest';
import { E2E_KEY, PAGE_SERVER, reservePort } from './stack.js';

/** The page server on its own port with extra configuration; resolves once it answers, or with its exit. */
export async function serveWith(env: Record<string, string>) {
  const reservation = await reservePort();
  const { port } = reservation;
  await reservation.release();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [PAGE_SERVER], {
    env: { ...process.env, PORT: String(port), API_URL: inject('apiUrl'), APP_KEY: E2E_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://localhost:${port}/faqs`);
      if (res.ok) return { url: `http://localhost:${port}`, child, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: '', child, exited, output: () => output };
}
