// The Storybook site as `npm start` serves it: `scripts/serve.mjs` on STORYBOOK_PORT over the static build
// (turbo's `storybook:build`, which this package's test task depends on), opened in Debian's Chromium (its
// headless shell, as every browser test of the repo).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const staticDir = `${packageDir}storybook-static`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

function serve(env: Record<string, string>): { child: ChildProcess; output: Promise<string> } {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: packageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const output = new Promise<string>((resolve) => {
    const add = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text);
    };
    child.stdout?.on('data', add);
    child.stderr?.on('data', add);
    child.on('exit', () => resolve(text));
  });
  return { child, output };
}

describe('the Storybook site (pnpm serve)', () => {
  let server: ChildProcess;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    expect(
      existsSync(`${staticDir}/index.json`),
      'run `pnpm --filter @sajilo/ui storybook:build` first',
    ).toBe(true);
    const port = await freePort();
    const started = serve({ STORYBOOK_PORT: String(port) });
    server = started.child;
    expect(await started.output).toContain(`Storybook: http://localhost:${port}`);
    base = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Only the local server: the site must work offline. Every other host is one the browser cannot
        // find, as offline: no `page.route`, which would pass each of the site's requests through the test
        // process and turn the HTTP cache off.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    });
    // One context for the file's pages: the second and third load the site's scripts from its HTTP cache.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The manager and its preview boot several megabytes of script: on a machine busy with the other lane's
    // tests a first paint has taken over a minute, so every wait gets the file's whole budget.
    context.setDefaultTimeout(150_000);
  });

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
  });

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${base}/?path=${path}`);
    return page;
  }

  it('refuses a STORYBOOK_PORT that is not a port, with one line naming it', async () => {
    const { child, output } = serve({ STORYBOOK_PORT: '60O6' });
    expect(await output).toBe('STORYBOOK_PORT="60O6": must be a port number (1 to 65535).\n');
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
  });

  it('answers what the build does not hold with 404 and never serves files outside it', async () => {
    expect((await fetch(`${base}/no-such-file.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}/index.json`)).headers.get('content-type')).toContain('application/json');
  });

  it('has an autodocs page for every component and the theme tokens page', () => {
    const index = JSON.parse(readFileSync(`${staticDir}/index.json`, 'utf8')) as {
      entries: Record<string, { type: string; title: string; importPath: string }>;
    };
    const entries = Object.values(index.entries);
    const titlesWithStories = new Set(entries.filter((e) => e.type === 'story').map((e) => e.title));
    const titlesWithDocs = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
    expect(titlesWithStories.size).toBeGreaterThan(20);
    for (const title of titlesWithStories) expect(titlesWithDocs, title).toContain(title);
    expect(entries.find((e) => e.type === 'docs' && e.title === 'Theme/Tokens')?.importPath).toBe(
      './src/theme/tokens.mdx',
    );
  });

  it('shows a component docs page with its props table and stories', async () => {
    const page = await open('/docs/forms-button--docs');
    const docs = page.frameLocator('#storybook-preview-iframe');
    await docs.getByRole('heading', { level: 1, name: 'Button', exact: true }).waitFor();
    // The props table comes from the component's own prop types and their comments.
    await docs.getByText('A request is in flight', { exact: false }).first().waitFor();
    await docs.getByRole('heading', { name: 'Stories' }).waitFor();
    await page.close();
  });

  it('shows the tokens page with every colour from tokens.ts', async () => {
    const page = await open('/docs/theme-tokens--docs');
    const docs = page.frameLocator('#storybook-preview-iframe');
    await docs.getByRole('heading', { name: 'Theme tokens' }).waitFor();
    await docs.getByRole('cell', { name: '--sj-color-primary', exact: true }).waitFor();
    await docs.getByRole('cell', { name: '#0F5C4A', exact: true }).waitFor();
    await docs.getByRole('cell', { name: '--sj-breakpoint-large', exact: true }).waitFor();
    await page.close();
  });

  it('has the accessibility panel (axe results per story) and the viewport toolbar', async () => {
    const page = await open('/story/forms-button--primary');
    await page.getByRole('tab', { name: /Accessibility/ }).click();
    await page.getByRole('tab', { name: /Passes\s*\d+/ }).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: /Violations/ }).textContent())
      .toMatch(/Violations\s*0/);
    await page.getByRole('button', { name: 'Viewport size' }).click();
    await page.getByText('Phone (390 px)').click();
    const iframe = page.locator('#storybook-preview-iframe');
    await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(390);
    await page.close();
  });
});
