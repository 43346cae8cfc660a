import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: { include: ['test/e2e/customer*.test.ts'], globalSetup: ['/tmp/cust-vt/setup.ts'], fileParallelism: false, testTimeout: 60_000, hookTimeout: 60_000 },
});
