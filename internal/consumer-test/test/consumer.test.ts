// Can a project outside the monorepo install and use the published packages? This packs @sajilo/api,
// @sajilo/store, @sajilo/ui and @sajilo/widgets as `pnpm publish` would (`pnpm pack`: prepack builds,
// `workspace:` ranges become versions), installs the tarballs with npm (no workspace links) into a fresh
// Vite + React app under the system's temporary folder (app/: a developer's own code and settings; React,
// Redux Toolkit, Vite… at the versions of the workspace's lockfile), type-checks and builds it, and opens
// it in Chromium against the real API server (apps/server's build on an in-memory PGlite, seeded).
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromeFlags, testChromePath } from '@sajilo/bench/chromium';
import { seed } from '@sajilo/seed';
import { buildApp } from '@sajilo/server/app';
import { loadConfig } from '@sajilo/server/config';
import { openDatabase } from '@sajilo/server/db/client';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';

const execFileAsync = promisify(execFile);
const here = fileURLToPath(new URL('..', import.meta.url));
const root = join(here, '..', '..');

/** The published packages and their folders. */
const PACKAGES: Record<string, string> = {
  '@sajilo/api': 'packages/api',
  '@sajilo/store': 'packages/store',
  '@sajilo/ui': 'packages/ui',
  '@sajilo/widgets': 'apps/widgets',
};
/** What the developer installs beside them: the packages' peers, and the app's own tools. */
const DEPENDENCIES = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'react-hot-toast'];
const DEV_DEPENDENCIES = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
/** Peers the packages must share with the app, never bring a copy of their own. */
const SHARED = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'react-hot-toast', '@sajilo/api'];
const APP_KEY = 'consumer-test-storefront-key';

const work = mkdtempSync(join(tmpdir(), 'sajilo-consumer-'));
const appDir = join(work, 'app');
const tarballs = join(work, 'tarballs');

/** pnpm itself when this runs under pnpm (npm_execpath), else the pnpm on PATH. */
const pnpm: [string, ...string[]] = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['pnpm'];

/** npm as a developer runs it: none of the npm_config_* settings pnpm hands its scripts. */
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm|pnpm)_/i.test(name)),
) as NodeJS.ProcessEnv;

async function exec(file: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  try {
    return await execFileAsync(file, args, { ...options, maxBuffer: 32 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${[file, ...args].join(' ')} failed in ${options.cwd}\n${stdout ?? ''}\n${stderr ?? ''}`,
    );
  }
}

/** The versions the workspace's lockfile resolved for the storefront, the workspace's own Vite + React app. */
function lockedVersions(names: string[]): Record<string, string> {
  const lock = parse(readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8')) as {
    importers: Record<string, Record<string, Record<string, { version: string }> | undefined>>;
  };
  const storefront = lock.importers['apps/storefront'] ?? {};
  const locked = { ...storefront.devDependencies, ...storefront.dependencies };
  return Object.fromEntries(
    names.map((name) => {
      const version = locked[name]?.version.replace(/\(.*$/, '');
      if (!version) throw new Error(`pnpm-lock.yaml: no version of ${name} for apps/storefront`);
      return [name, version];
    }),
  );
}

/** Each package packed into its own folder; returns the tarball's path. */
async function pack(name: string, dir: string): Promise<string> {
  const destination = join(tarballs, name.replace('@sajilo/', ''));
  mkdirSync(destination, { recursive: true });
  const [file, ...args] = pnpm;
  await exec(file, [...args, 'pack', '--pack-destination', destination], { cwd: join(root, dir) });
  const [tarball] = readdirSync(destination).filter((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack ${name}: no tarball`);
  return join(destination, tarball);
}

/** Folders of every installed copy of a package, nested ones included. */
function copiesOf(name: string, dir = join(appDir, 'node_modules')): string[] {
  const found: string[] = [];
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(path)) visit(`${entry}/${scoped}`, join(path, scoped));
    } else visit(entry, path);
  }
  function visit(packageName: string, path: string) {
    if (packageName === name) found.push(path);
    found.push(...copiesOf(name, join(path, 'node_modules')));
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !lstatSync(join(dir, file)).isDirectory(),
  );
}

interface Api {
  url: string;
  close(): Promise<void>;
}

/** The built API server on an in-memory PGlite with a small seeded catalogue; CORS allows `origin`. */
async function startApi(origin: string): Promise<Api> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sajilo-consumer-api-'));
  const config = loadConfig(
    {},
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      appKey: APP_KEY,
      storefrontOrigin: origin,
      test: true,
    },
  );
  const database = await openDatabase({});
  const app = await buildApp(config, database);
  await seed(database.db, { products: 12 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  config.publicUrl = url;
  return {
    url,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The app's dist/ as any static host would serve it. */
function serveApp(): Promise<{ server: Server; origin: string }> {
  const dist = join(appDir, 'dist');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app.invalid').pathname;
    const file = join(dist, path === '/' ? 'index.html' : decodeURIComponent(path));
    if (!file.startsWith(dist + sep) || !existsSync(file) || lstatSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let api: Api | undefined;
let site: { server: Server; origin: string } | undefined;
const versions: Record<string, string> = {};

beforeAll(async () => {
  site = await serveApp();
  const origin = site.origin;
  // The server seeds while the packages are packed and installed.
  const apiStarted = startApi(origin).then((started) => {
    api = started;
  });
  const packed: Record<string, string> = {};
  // One at a time: each prepack runs turbo (cached builds, as `pnpm publish -r` would).
  for (const [name, dir] of Object.entries(PACKAGES)) {
    packed[name] = await pack(name, dir);
    versions[name] = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).version;
  }

  cpSync(join(here, 'app'), appDir, { recursive: true });
  const fileRange = (tarball: string) => `file:${relative(appDir, tarball).split(sep).join('/')}`;
  writeFileSync(
    join(appDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'a-shop-on-sajilo',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(Object.entries(packed).map(([name, tarball]) => [name, fileRange(tarball)])),
          ...lockedVersions(DEPENDENCIES),
        },
        devDependencies: lockedVersions(DEV_DEPENDENCIES),
      },
      null,
      2,
    )}\n`,
  );
  // From npm's cache when it holds them; the registry otherwise.
  await exec(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    { cwd: appDir, env: npmEnv },
  );
  await apiStarted;
});

afterAll(async () => {
  await Promise.allSettled([
    api?.close(),
    new Promise((resolve) => (site ? site.server.close(resolve) : resolve(undefined))),
  ]);
  if (process.env.CONSUMER_TEST_KEEP) console.log(`consumer app kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

it('installs each package from its tarball: built files with types, no sources, tests or stories', () => {
  for (const name of Object.keys(PACKAGES)) {
    const dir = join(appDir, 'node_modules', name);
    expect(lstatSync(dir).isSymbolicLink(), `${name} is a link`).toBe(false);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(manifest.version).toBe(versions[name]);
    expect(JSON.stringify(manifest), `${name} keeps a workspace: range`).not.toContain('workspace:');
    const files = filesUnder(dir);
    expect(files).toContain(join('dist', 'index.js'));
    expect(files).toContain(join('dist', 'index.d.ts'));
    expect(
      files.filter((file) => /^src[\\/]|\.(test|stories)\.|[\\/]\.vite[\\/]/.test(file)),
      `${name} ships files users do not need`,
    ).toEqual([]);
  }
});

it('shares one copy of React, Redux Toolkit, react-redux, react-hot-toast and @sajilo/api with the app', () => {
  for (const name of SHARED) expect(copiesOf(name), name).toEqual([join(appDir, 'node_modules', name)]);
});

it('type-checks the app against the installed types (tsc, moduleResolution bundler)', async () => {
  await exec(process.execPath, [join('node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], {
    cwd: appDir,
    env: npmEnv,
  });
});

it('builds the app with Vite', async () => {
  await exec(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: appDir,
    env: { ...npmEnv, NODE_ENV: 'production' },
  });
  expect(existsSync(join(appDir, 'dist', 'index.html'))).toBe(true);
});

it('renders @sajilo/ui components with their stylesheet and shows the API answers in Chromium', async () => {
  if (!api || !site) throw new Error('the API server or the app server did not start');
  const get = async (path: string) => {
    const response = await fetch(`${api?.url}${path}`, { headers: { 'X-Api-Key': APP_KEY } });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  // A category with products in the seeded catalogue, and what the API answers for it.
  const groups: { categories: { slug: string }[] } = await get('/api/categories');
  let category = '';
  let listing: { products: { title: string; price: number }[] } = { products: [] };
  for (const group of groups.categories) {
    listing = await get(`/api/categories/${group.slug}`);
    category = group.slug;
    if (listing.products.length > 0) break;
  }
  expect(listing.products.length, 'a category with products').toBeGreaterThan(0);
  const brands: { data: { brands: { title: string }[][] } } = await get('/api/brands');
  expect(brands.data.brands.flat().length).toBeGreaterThan(0);

  const browser = await chromium.launch({ executablePath: testChromePath, args: chromeFlags });
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${message.text()} (${message.location().url})`);
    });
    await page.goto(`${site.origin}/?${new URLSearchParams({ api: api.url, key: APP_KEY, category })}`);

    // @sajilo/ui's components, styled by @sajilo/ui/style.css (the button's primary colour token).
    await page.getByRole('heading', { name: 'Our shop on the Sajilo packages' }).waitFor();
    const button = page.getByRole('button', { name: 'Show a toast' });
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(15, 92, 74)',
    );

    // The client's answer, prices through <Price>.
    const productList = page.getByRole('list', { name: 'Products' });
    await productList.waitFor();
    const text = (await productList.textContent()) ?? '';
    for (const product of listing.products) expect(text).toContain(product.title);
    expect(
      await productList
        .locator('data')
        .evaluateAll((elements) => elements.map((e) => e.getAttribute('value'))),
    ).toEqual(listing.products.map((product) => String(product.price)));

    // The store's answer, through its RTK Query hook.
    const brandList = page.getByRole('list', { name: 'Brands' });
    await brandList.waitFor();
    expect(await brandList.getByRole('listitem').allTextContents()).toEqual(
      brands.data.brands.flat().map((brand) => brand.title),
    );

    // The app's own react-hot-toast reaches the library's <Toaster>: one copy, one toast store.
    await button.click();
    await page.getByText('Sent from the app').waitFor();

    expect(await page.getByText(/Widget files to host: loader\.js and \d+ more/).count()).toBe(1);
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
});
