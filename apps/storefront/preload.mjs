// The page server's head start (serve.mjs): for the pages shoppers land on (home, a category, a product),
// it asks the API for what the first screen shows while it answers the HTML, and puts both in the page:
// - the public answers, keyed by their URL, for src/lib/preloaded-fetch.ts to hand the store instead of
//   a second trip to the API;
// - a preload of the first screen's largest picture (srcset and sizes exactly as the page's <img> has
//   them), so the browser fetches it while the scripts are still arriving;
// - the page's own route chunk and what it imports (from Vite's manifest), fetched beside the entry
//   instead of after it has run.
// Only public catalogue calls made with the storefront's key: nothing here depends on who is asking.
// The URLs must be the ones the store requests for the same screen; test/e2e/preload.test.ts checks that
// the browser makes none of them again.
import { IMAGE_SIZES } from './image-sizes.mjs';

/** The shell asks for these on every page. */
const SHELL = ['/api/plugins'];

/**
 * What a path's first screen needs: the API paths and, from their answers, the pictures to preload.
 * Returns null for pages without a head start (their data comes as usual).
 */
export function routePreloads(pathname) {
  if (pathname === '/') {
    return {
      module: 'src/routes/home.tsx',
      paths: [...SHELL, '/api/banners', '/api/products/trending/list', '/api/pages/home'],
      images: (answers) => [
        picture(answers['/api/banners']?.banners?.[0]?.image, IMAGE_SIZES.banner),
        picture(answers['/api/products/trending/list']?.products?.[0]?.image, IMAGE_SIZES.trendingCard),
      ],
    };
  }
  const category = /^\/products\/categories\/([^/]+)$/.exec(pathname);
  if (category) {
    const slug = encodeURIComponent(decodeURIComponent(category[1]));
    const facets = ['categories', 'brands', 'colors', 'sizes'].map(
      (facet) => `/api/filters/${slug}/${facet}`,
    );
    return {
      module: 'src/routes/category-listing.tsx',
      paths: [...SHELL, `/api/categories/${slug}`, ...facets],
      images: (answers) => [
        picture(answers[`/api/categories/${slug}`]?.products?.[0]?.image, IMAGE_SIZES.gridCard),
      ],
    };
  }
  const product = /^\/products\/(?!categories\/|brands\/)([^/]+)$/.exec(pathname);
  if (product) {
    const slug = encodeURIComponent(decodeURIComponent(product[1]));
    const base = `/api/products/${slug}`;
    return {
      module: 'src/routes/product-detail.tsx',
      paths: [...SHELL, base, `${base}/related`, `${base}/recommended`],
      images: (answers) => {
        const found = answers[base]?.product;
        return [picture(found?.images?.[0]?.image ?? found?.image, IMAGE_SIZES.gallery)];
      },
    };
  }
  return null;
}

function picture(image, sizes) {
  return image?.url ? { url: image.url, srcset: image.srcset ?? '', sizes } : null;
}

/**
 * `<link>`s for a route module's chunk, the chunks it imports statically and their stylesheets, from
 * Vite's build manifest (dist/.vite/manifest.json); '' when the module is not in it.
 */
export function chunkTags(manifest, module) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest?.[key];
    // The entry (index.html's own script and stylesheet) is in the page already.
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [
    // crossorigin as on the stylesheet link Vite's loader adds later: a preload in another credentials
    // mode is not used, and the sheet would be fetched twice.
    ...[...styles].map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`,
    ),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
  ].join('');
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The tags for the page's <head>, or '' when the path has no head start, the API is slow (over
 * `timeoutMs`) or fails: the page then fetches as usual, it is never held up or broken by this. The
 * answers' inline script carries `nonce`, the page's Content-Security-Policy nonce (serve.mjs).
 */
export async function preloadTags(pathname, { apiBaseUrl, apiKey, manifest, nonce, timeoutMs = 400 }) {
  let route;
  try {
    route = routePreloads(pathname);
  } catch {
    return ''; // a malformed address (bad % escape): the router shows its not-found screen
  }
  if (!route) return '';
  const chunks = chunkTags(manifest, route.module);
  // The deadline is a timer of our own that ends the wait whatever the calls do. Aborting alone is not
  // enough: when the abort comes just as an answer's headers have arrived, reading its body can hang (Node
  // 20's fetch: about one page in a hundred under the browser tests waited until the browser gave up).
  const controller = new AbortController();
  const answers = {};
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const calls = Promise.allSettled(
    route.paths.map(async (path) => {
      const res = await fetch(`${apiBaseUrl}${path}`, {
        headers: { 'X-Api-Key': apiKey },
        signal: controller.signal,
      });
      // Only successes are worth keeping; a 404 product is the page's own business.
      if (!res.ok) return;
      const body = await res.json();
      if (!controller.signal.aborted) answers[path] = body;
    }),
  );
  await Promise.race([calls, deadline]);
  clearTimeout(timer);
  // Whatever has not answered by now is dropped (and its request cancelled).
  controller.abort();
  if (Object.keys(answers).length === 0) return chunks;
  const byUrl = Object.fromEntries(
    Object.entries(answers).map(([path, body]) => [`${apiBaseUrl}${path}`, body]),
  );
  const json = JSON.stringify(byUrl).replace(/</g, '\\u003c');
  const images = route
    .images(answers)
    .filter(Boolean)
    .map(
      (image) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.url)}"` +
        (image.srcset
          ? ` imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${escapeAttribute(image.sizes)}"`
          : '') +
        '>',
    );
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return `${images.join('')}${chunks}<script${nonceAttribute}>window.__SAJILO_PRELOADED__=${json}</script>`;
}
