import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A migrated database the test shops start from (test/shop.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Two cores: one seeding file at a time.
    fileParallelism: false,
  },
});
