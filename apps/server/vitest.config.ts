import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // A migrated database every test server starts from (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one file at a time keeps PGlite and argon2 from starving each other.
    fileParallelism: false,
    // One worker for every file: the server's modules and PGlite's WebAssembly are loaded and compiled once,
    // not once per file (a third of the suite's CPU). The files share no module state: each starts its own
    // server on its own database, and none mocks a module or stubs a global.
    isolate: false,
  },
});
