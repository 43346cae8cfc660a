import { defineConfig } from 'vitest/config';
import { i18nAliases, i18nPlugins, preactAliases, shadowCss } from './vite.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // Components and helpers in jsdom, rendered with preact/compat exactly as they ship.
        resolve: { alias: [...i18nAliases, ...preactAliases] },
        plugins: [...i18nPlugins(), shadowCss()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom for the three files, not one each: none mocks a module, and the one that renders
          // empties the page and unstubs fetch after each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          // One Chromium at a time on two shared cores.
          fileParallelism: false,
          // One worker for every file, which loads playwright-core, the API client and the helpers once rather
          // than once a file (about a second a file). The files share no state: each launches its own Chromium,
          // opens a context per page, and none mocks a module or stubs a global.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
