// Debian's Chromium and the flags every Chromium of this project runs with (tests, benchmarks, scripts);
// no tool downloads a browser of its own.
export const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
