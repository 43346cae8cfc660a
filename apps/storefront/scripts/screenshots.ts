// Screenshots of every screen of docs/browsing.md and docs/customer.md at phone (390 px) and desktop
// (1366 px) widths, against the real stack (built API server on a fresh seeded PGlite, built storefront
// behind its page server), to look at. Usage: pnpm --filter @sajilo/storefront build, then pnpm --filter
// @sajilo/storefront screenshots [path-substring …]. Saves PNGs (first screen, and the whole page) under
// .reports/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromeFlags, chromePath } from '@sajilo/bench';
import { chromium, type Page } from 'playwright-core';
import { E2E_KEY, startStack } from '../test/e2e/stack';

const outDir = fileURLToPath(new URL('../.reports/screenshots', import.meta.url));
mkdirSync(outDir, { recursive: true });
const filters = process.argv.slice(2);
const stack = await startStack();

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${stack.apiUrl}${path}`, { headers: { 'X-Api-Key': E2E_KEY } });
  return (await res.json()) as T;
}

/** Logs the demo customer in through the page, so the customer screens show their real content. */
async function logIn(page: Page) {
  await page.goto(`${stack.webUrl}/login`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email Address').fill('demo@sajilo.com.np');
  await form.getByLabel('Password').fill('sajilo-demo-password');
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/dashboard/);
}

try {
  const slug = async (path: string, key: string, field = 'slug') =>
    ((await api<Record<string, Record<string, string>[]>>(path))[key]?.[0]?.[field] ?? '') as string;
  const product = await slug('/api/products/trending/list', 'products', 'product_slug');
  const category = await slug('/api/categories', 'categories');
  const brand = await slug('/api/categories', 'brands');
  const blog = await slug('/api/blogs', 'blogs');
  const career = await slug('/api/careers', 'jobs');
  const showroom = await slug('/api/showrooms', 'showrooms');
  const publicPaths = [
    '/',
    '/products',
    `/products/categories/${category}`,
    `/products/brands/${brand}`,
    `/products/${product}`,
    '/search?query=basin',
    '/catalogues',
    '/showrooms',
    `/showrooms/${showroom}`,
    '/who-we-are',
    '/dealer-policy',
    '/blogs',
    `/blogs/${blog}`,
    '/careers',
    `/careers/${career}`,
    `/careers/${career}/apply`,
    '/faqs',
    // docs/customer.md §2: the mobile menu opens a second after this address (not on a desktop).
    '/faqs#menu',
    '/contact-us',
    '/customer-enquiry',
    '/dealer-enquiry',
    '/ask-your-question',
    '/support-ticket',
    '/login',
    '/register',
    '/forget-password',
    // Without a token: the screen of a link that does not work, and no request spent on it.
    '/confirm-email',
    '/no-such-page',
  ];
  const customerPaths = ['/dashboard', '/my-orders', '/carts', '/wishlists', '/checkouts', '/update-profile'];
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const page = await context.newPage();
    const shoot = async (path: string) => {
      if (filters.length > 0 && !filters.some((filter) => path.includes(filter))) return;
      await page.goto(`${stack.webUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      if (path.endsWith('#menu') && width < 1224) {
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await page.waitForTimeout(500); // its slide-in
      }
      const name = `${width}-${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}`;
      await page.screenshot({ path: join(outDir, `${name}.png`) });
      await page.screenshot({ path: join(outDir, `${name}-full.png`), fullPage: true });
      console.log(`  ${name}`);
    };
    for (const path of publicPaths) await shoot(path);
    await logIn(page);
    for (const path of customerPaths) await shoot(path);
    await context.close();
  }
  await browser.close();
  console.log(`\nScreenshots in ${outDir}`);
} finally {
  await stack.stop();
}
