import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // Packing, the npm install, tsc and the Vite build of the consumer app, and the API server's start.
    hookTimeout: 240_000,
  },
});
