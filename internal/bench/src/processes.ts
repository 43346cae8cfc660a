// Stopping the servers a test stack started: at the end of a suite, and when one of them does not come up
// (the others must not outlive the run: a test process that exits leaves its children running).
import type { ChildProcess } from 'node:child_process';

/** Stops every process at once: SIGTERM, then SIGKILL after `graceMs` (a teardown stays inside its limit). */
export async function stopProcesses(children: (ChildProcess | undefined)[], graceMs = 8_000): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }),
  );
}
