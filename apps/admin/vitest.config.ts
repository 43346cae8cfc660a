import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    teardownTimeout: 30_000,
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'page-server/**/*.test.ts'] } },
      {
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          // One Chromium at a time on two cores.
          fileParallelism: false,
          // One worker for every file, which loads playwright-core, the API client and the helpers once rather
          // than once a file (about a second a file). The files share no state: each launches its own Chromium,
          // opens a context per page, and none mocks a module or stubs a global.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // A page's answer to a click comes within a second on a quiet machine, not on a busy one: a poll that
          // gives up after the default second fails a correct page (docs/testing.md "Browser suites").
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
