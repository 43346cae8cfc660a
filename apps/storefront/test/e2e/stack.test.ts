// The suite's own stack (stack.ts): a server that does not come up leaves nothing running. A storefront run
// whose page server failed to start once left its API server running, idle, until it was found 45 minutes later.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startStack } from './stack.js';

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

describe('the test stack', () => {
  it('stops the API server it started when the page server does not come up', async () => {
    const before = children();
    // A plugin origin with a path: the page server refuses to start (security.test.ts).
    await expect(
      startStack({ PLUGIN_SCRIPT_ORIGINS: 'https://tags.example.com/analytics.js' }),
    ).rejects.toThrow(/process exited/);
    expect(children()).toEqual(before);
  }, 240_000);
});
