// Opens every story of the static Storybook build in Debian's Chromium at phone and desktop widths, runs axe
// on the rendered page (real layout, so colour contrast is checked too) and saves a screenshot of each.
// Usage: pnpm --filter @sajilo/ui storybook:build first, then pnpm --filter @sajilo/ui screenshots
// [story-id-substring …]. Never downloads a browser: it needs /usr/bin/chromium (apt-get install chromium).
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(root, 'storybook-static');
const outDir = join(root, '.reports', 'screenshots');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const widths = [390, 1366];
const filters = process.argv.slice(2);

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('No storybook-static/index.json: run `pnpm --filter @sajilo/ui storybook:build` first.');
  process.exit(1);
}
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath}: apt-get install -y chromium`);
  process.exit(1);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
  const file = join(staticDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id)
  .filter((id) => filters.length === 0 || filters.some((filter) => id.includes(filter)));

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const problems = [];
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
    // Only the local server: anything else would be a stray network request.
    await page.route('**/*', (route) =>
      route.request().url().startsWith(base) || route.request().url().startsWith('data:')
        ? route.continue()
        : route.abort(),
    );
    page.on('pageerror', (error) => problems.push(`${width}px page error: ${error.message}`));
    for (const id of stories) {
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
      await page
        .waitForFunction(
          () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
          null,
          {
            timeout: 5000,
          },
        )
        .catch(() => {});
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(outDir, `${id}--${width}.png`), fullPage: true });
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await globalThis.axe.run(document, {
          rules: {
            region: { enabled: false },
            'landmark-one-main': { enabled: false },
            'page-has-heading-one': { enabled: false },
          },
        });
        return result.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      });
      for (const violation of violations) problems.push(`${width}px ${id} ${violation}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`${stories.length} stories at ${widths.join(' and ')} px; screenshots in ${outDir}`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('axe: no violations');
