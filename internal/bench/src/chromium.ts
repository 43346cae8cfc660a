// Debian's Chromium and the flags every Chromium of this project runs with (tests, benchmarks, scripts);
// no tool downloads a browser of its own.
export const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the test suites drive: Debian's headless shell (package chromium-headless-shell), the same
 * build's Blink, V8 and fonts without the browser's own window and interface, the browser Playwright itself
 * runs headless tests in. It costs a third less CPU than `chromium --headless` over the storefront's suite
 * (its browser process and compositor about half), which is the most of `npm test`'s time
 * (docs/testing.md "Browser suites"). CHROMIUM_PATH names another.
 */
export const testChromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
