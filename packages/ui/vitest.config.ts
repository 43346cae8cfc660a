import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Debian's Chromium, never a downloaded browser: its headless shell, as every other browser test of the repo
// (@sajilo/bench/chromium's testChromePath), with the same flags.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
    projects: [
      {
        // Behaviour and axe checks of each component in jsdom.
        extends: true,
        test: {
          name: 'unit',
          // The three projects run one after another (groupOrder) on the two shared cores.
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          // One jsdom per worker instead of one per file (jsdom's start-up was most of the project's time).
          // Safe here: no file mocks a module, every test's DOM is unmounted by RTL's cleanup (setup.ts),
          // matchMedia is reset before each test, fake timers are put back and mocks restored after each.
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          // Typing and clicking through user-event in jsdom takes a few seconds on a busy two-core machine (CI
          // runs the other lane beside it): past the default 5 s, a slow machine failed a passing test.
          testTimeout: 20_000,
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        // The built Storybook site as `npm start` serves it (test/storybook-site.test.ts).
        test: {
          name: 'site',
          sequence: { groupOrder: 2 },
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // A busy machine (the other lane's tests beside this one) starts the browser and the site slowly, and
          // the panel's axe run and the viewport's resize land after slow frames.
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        // Every story rendered in real Chromium: its play function (the interaction test) and the a11y
        // addon's axe run (`a11y.test: 'error'` in .storybook/preview.ts) must pass.
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
