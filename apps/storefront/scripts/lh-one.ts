import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeFlags, chromePath } from '@sajilo/bench';
import { startStack } from '../test/e2e/stack';
const s = await startStack();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
for (const [n, p] of [['home', '/'], ['prod', '/products/philips-ceiling-star-pendant-light-e27-white']]) {
  const r = await lighthouse(s.webUrl + p, { port: chrome.port, output: 'json', onlyCategories: ['performance'] });
  writeFileSync(`/tmp/lh-${n}.json`, JSON.stringify(r?.lhr));
}
chrome.kill(); await s.stop();
