// The sitemap (docs/storefront.md "Search engines and link previews"): /sitemap.xml is a sitemap index naming
// /sitemaps/pages.xml (home, listings, content, policy and form pages, categories, brands, posts, open jobs,
// showrooms, the pages the staff made) and one /sitemaps/products-<n>.xml per chunk of product ids, each page
// in English and, under /ne, in Nepali. The API answers what is listed and when each record last changed
// (openapi/storefront.yaml, tags catalog and content: the sitemap operations); this module only maps records
// to the storefront's paths and writes the XML, with every <loc> absolute on the storefront's public origin.
// A chunk holds at most the API's chunk size (10,000) products, 20,000 addresses with their Nepali twins,
// under the protocol's 50,000 addresses and 50 MB, and is built from one indexed range read: nothing here
// ever holds the whole catalogue.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, createSajiloClient, type operations, type SajiloClient, unwrap } from '@sajilo/api';
import { sendCompressed, sendText, weakEtag } from '@sajilo/page-server';

export const SITEMAP_INDEX = '/sitemap.xml';
const PAGES_SITEMAP = '/sitemaps/pages.xml';
const productSitemap = (chunk: number) => `/sitemaps/products-${chunk}.xml`;
const PRODUCT_SITEMAP = /^\/sitemaps\/products-(0|[1-9]\d{0,5})\.xml$/;

/** Whether the sitemap route answers `path`. */
export const isSitemapPath = (path: string) =>
  path === SITEMAP_INDEX || path === PAGES_SITEMAP || PRODUCT_SITEMAP.test(path);

type SitemapPages = operations['getSitemapPages']['responses'][200]['content']['application/json'];
type ListName = 'categories' | 'brands' | 'blogs' | 'jobs' | 'showrooms' | 'catalogues' | 'faqs';

/**
 * The pages of the page records (docs/browsing.md §2, docs/customer.md §2.8), and for a page that lists
 * records, which of the API's lists it shows: its lastmod is the newest of its record and those.
 */
const RECORD_PAGES: { path: string; record: string; lists?: ListName[] }[] = [
  { path: '/', record: 'home' },
  { path: '/products', record: 'products', lists: ['categories', 'brands'] },
  { path: '/catalogues', record: 'catalogues', lists: ['catalogues'] },
  { path: '/showrooms', record: 'showrooms', lists: ['showrooms'] },
  { path: '/blogs', record: 'blogs', lists: ['blogs'] },
  { path: '/careers', record: 'careers', lists: ['jobs'] },
  { path: '/faqs', record: 'faqs', lists: ['faqs'] },
  { path: '/who-we-are', record: 'who-we-are' },
  { path: '/dealer-policy', record: 'dealer-policy' },
  { path: '/terms-and-conditions', record: 'terms-and-condition' },
  { path: '/privacy-policy', record: 'privacy-policy' },
  { path: '/contact-us', record: 'contact-us' },
  { path: '/customer-enquiry', record: 'customer-enquiry' },
  { path: '/dealer-enquiry', record: 'dealer-enquiry' },
  { path: '/support-ticket', record: 'support-ticket' },
  { path: '/ask-your-question', record: 'ask-your-question' },
];

/** The records with pages of their own, and where those pages are. */
const RECORD_LISTS = {
  categories: (slug: string) => `/products/categories/${encodeURIComponent(slug)}`,
  brands: (slug: string) => `/products/brands/${encodeURIComponent(slug)}`,
  blogs: (slug: string) => `/blogs/${encodeURIComponent(slug)}`,
  jobs: (slug: string) => `/careers/${encodeURIComponent(slug)}`,
  showrooms: (slug: string) => `/showrooms/${encodeURIComponent(slug)}`,
} as const;

/** The newest of W3C date-times in UTC (they sort as text); undefined for none. */
const newest = (values: (string | null | undefined)[]) =>
  values
    .filter((value): value is string => Boolean(value))
    .sort()
    .at(-1);

export interface Entry {
  path: string;
  lastmod: string | undefined;
}

/** The addresses of the pages sitemap, from the API's getSitemapPages answer. */
export function pageEntries(data: SitemapPages): Entry[] {
  const lastmodOf = (list: ListName) => {
    const value = data[list];
    return typeof value === 'string' || value === null ? value : newest(value.map((entry) => entry.lastmod));
  };
  const records = new Map(data.pages.map((entry) => [entry.slug, entry.lastmod]));
  const everything = newest([
    ...data.pages.map((entry) => entry.lastmod),
    ...(['categories', 'brands', 'blogs', 'jobs', 'showrooms', 'catalogues', 'faqs'] as const).map(lastmodOf),
  ]);
  const entries: Entry[] = RECORD_PAGES.map(({ path, record, lists = [] }) => ({
    path,
    // A page without a record (a shop that has not written one) still exists: the newest change anywhere.
    lastmod: newest([records.get(record), ...lists.map(lastmodOf)]) ?? everything,
  }));
  for (const [list, pathOf] of Object.entries(RECORD_LISTS)) {
    for (const entry of data[list as keyof typeof RECORD_LISTS]) {
      entries.push({ path: pathOf(entry.slug), lastmod: entry.lastmod });
    }
  }
  // The pages the staff made in the back office, each at /pages/{slug} (src/routes/staff-page.tsx).
  for (const entry of data.staff_pages ?? []) {
    entries.push({ path: `/pages/${encodeURIComponent(entry.slug)}`, lastmod: entry.lastmod });
  }
  return entries;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** The page's address in Nepali: under `/ne` (src/i18n/locale.ts localizedPath; `/` is `/ne`). */
const nepaliPath = (path: string) => (path === '/' ? '/ne' : `/ne${path}`);

/**
 * A <urlset> of `entries` on `origin`, each page in English and in Nepali: both addresses are listed, and
 * each names the two as its language alternates (English the default), as the pages' own `hreflang` links do.
 */
export function urlset(origin: string, entries: Entry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const english = xml(origin + path);
    const nepali = xml(origin + nepaliPath(path));
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>` +
      `<xhtml:link rel="alternate" hreflang="ne" href="${nepali}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
    const modified = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
    return [english, nepali].map((loc) => `<url><loc>${loc}</loc>${modified}${alternates}</url>`);
  });
  return `${HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> of `sitemaps` on `origin`. */
export function sitemapIndex(origin: string, sitemaps: Entry[]): string {
  const items = sitemaps.map(
    ({ path, lastmod }) =>
      `<sitemap><loc>${xml(origin + path)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Where the sitemap's data comes from: the API host and the storefront's key. */
export interface SitemapApi {
  apiBaseUrl: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

/** The storefront's client of the API, for the sitemap's three operations. */
export const sitemapClient = ({ apiBaseUrl, apiKey, fetch }: SitemapApi): SajiloClient =>
  createSajiloClient({ baseUrl: apiBaseUrl, apiKey, ...(fetch ? { fetch } : {}) });

/** An API that does not answer within this is as good as down: the sitemap answers 503. */
const timeout = () => ({ signal: AbortSignal.timeout(15_000) });

/**
 * The XML at `path` (one of isSitemapPath's) on `origin`: `{ status: 200, xml }`, or `{ status: 404 }` for a
 * chunk that holds no products. Throws when the API cannot answer.
 */
export async function renderSitemap(
  path: string,
  origin: string,
  api: SajiloClient,
): Promise<{ status: 200; xml: string } | { status: 404 }> {
  if (path === SITEMAP_INDEX) {
    const [pages, products] = await Promise.all([
      unwrap(api.GET('/api/sitemap/pages', timeout())),
      unwrap(api.GET('/api/sitemap/products', timeout())),
    ]);
    const sitemaps = [
      { path: PAGES_SITEMAP, lastmod: newest(pageEntries(pages).map((entry) => entry.lastmod)) },
      ...products.chunks.map(({ chunk, lastmod }) => ({ path: productSitemap(chunk), lastmod })),
    ];
    return { status: 200, xml: sitemapIndex(origin, sitemaps) };
  }
  if (path === PAGES_SITEMAP) {
    return {
      status: 200,
      xml: urlset(origin, pageEntries(await unwrap(api.GET('/api/sitemap/pages', timeout())))),
    };
  }
  const chunk = Number(PRODUCT_SITEMAP.exec(path)?.[1]);
  try {
    const { products } = await unwrap(
      api.GET('/api/sitemap/products/{chunk}', { params: { path: { chunk } }, ...timeout() }),
    );
    return {
      status: 200,
      xml: urlset(
        origin,
        products.map(({ slug, lastmod }) => ({ path: `/products/${encodeURIComponent(slug)}`, lastmod })),
      ),
    };
  } catch (error) {
    // A chunk without products (or past the last): not in the index, so not found.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: 404 };
    throw error;
  }
}

/** Sitemaps: a CDN keeps one an hour and serves it stale for a day while it refreshes; ETag over the XML. */
const SITEMAP_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/** The sitemap route: the XML of `path`, 404 for an empty chunk, 503 when the API does not answer. */
export async function sendSitemap(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  origin: string,
  api: SajiloClient,
): Promise<void> {
  let result: Awaited<ReturnType<typeof renderSitemap>>;
  try {
    result = await renderSitemap(path, origin, api);
  } catch (error) {
    console.error('Sitemap: the API did not answer', error);
    return sendText(req, res, 503, 'The sitemap is not available right now.', {
      'Retry-After': '60',
      'Cache-Control': 'no-store',
    });
  }
  if (result.status !== 200) {
    return sendText(req, res, 404, 'Not found.', { 'Cache-Control': 'public, max-age=0, s-maxage=60' });
  }
  return sendCompressed(
    req,
    res,
    200,
    result.xml,
    { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE },
    weakEtag(result.xml),
  );
}
