import { writeFileSync } from 'node:fs';
import { chromeFlags, chromePath } from '@sajilo/bench';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../test/e2e/stack';

const s = await startStack();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
for (const [n, p] of [
  ['home', '/'],
  ['cat', '/products/categories/tiles'],
]) {
  const r = await lighthouse(s.webUrl + p, {
    port: chrome.port,
    output: 'json',
    onlyCategories: ['performance'],
  });
  writeFileSync(`/tmp/lh-${n}.json`, JSON.stringify(r?.lhr));
}
chrome.kill();
await s.stop();
