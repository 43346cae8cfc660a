// Search engines and link previews (docs/storefront.md "Search engines and link previews"): /robots.txt and
// /sitemap.xml with its chunks on the storefront's own origin, every JSON-LD block of the server's HTML
// checked for the properties Google requires of its type, the head of the pages with page records taken
// from those records, a product and a category as a crawler without JavaScript reads them, and the fidelity
// fixes of part 6 (a closed job offers no Apply Now; the product page's header band and Back link).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeContexts, DESKTOP, openPage, PHONE, sharedBrowser, webUrl } from './browser.js';
import { E2E_KEY } from './stack.js';

let browser: Browser;
/** A crawler: no JavaScript, the server's HTML only. */
let crawler: Page;
beforeAll(async () => {
  browser = await sharedBrowser();
  crawler = await (await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })).newPage();
});
afterAll(async () => {
  await closeContexts(browser);
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${path}`, { headers: { 'X-Api-Key': E2E_KEY } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const origin = () => new URL(webUrl()).origin;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const today = () => new Date().toISOString().slice(0, 10);

interface PageRecord {
  title: string;
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
}

/** The page as a crawler gets it: status, and what its head and JSON-LD say. */
async function crawl(path: string) {
  const response = await crawler.goto(webUrl(path));
  const status = response?.status() ?? 0;
  const head = await crawler.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
  }));
  const blocks = head.jsonLd.map((text) => JSON.parse(text ?? '') as Record<string, unknown>);
  return { status, ...head, blocks };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The properties Google's structured data documentation requires of each type (and, for types with none
 * required, those it names first), checked on every block and on nested Offers, Questions and ListItems.
 */
function problems(block: Json, where: string): string[] {
  const out: string[] = [];
  const need = (object: Json, names: string[], label: string) => {
    for (const name of names) if (!filled(object[name])) out.push(`${where}: ${label} without ${name}`);
  };
  const type = String(block['@type']);
  switch (type) {
    case 'Product': {
      need(block, ['name', 'image', 'offers'], 'Product');
      const offer = block.offers;
      if (isObject(offer)) need(offer, ['price', 'priceCurrency', 'availability'], 'Offer');
      break;
    }
    case 'BreadcrumbList': {
      need(block, ['itemListElement'], 'BreadcrumbList');
      const items = Array.isArray(block.itemListElement) ? block.itemListElement : [];
      for (const [index, item] of items.entries()) {
        if (!isObject(item)) {
          out.push(`${where}: ListItem ${index} is not an object`);
          continue;
        }
        need(item, ['position', 'name', 'item'], 'ListItem');
        if (item.position !== index + 1)
          out.push(`${where}: ListItem ${index} has position ${item.position}`);
      }
      break;
    }
    case 'Organization':
      need(block, ['name', 'url', 'logo'], 'Organization');
      break;
    case 'BlogPosting':
      need(block, ['headline', 'image', 'datePublished', 'author'], 'BlogPosting');
      if (isObject(block.author)) need(block.author, ['name'], 'author');
      break;
    case 'FAQPage': {
      need(block, ['mainEntity'], 'FAQPage');
      for (const question of Array.isArray(block.mainEntity) ? block.mainEntity : []) {
        if (!isObject(question) || question['@type'] !== 'Question') {
          out.push(`${where}: a mainEntity that is no Question`);
          continue;
        }
        need(question, ['name', 'acceptedAnswer'], 'Question');
        if (isObject(question.acceptedAnswer)) need(question.acceptedAnswer, ['text'], 'Answer');
      }
      break;
    }
    case 'JobPosting': {
      need(
        block,
        ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough'],
        'JobPosting',
      );
      if (isObject(block.hiringOrganization)) need(block.hiringOrganization, ['name'], 'hiringOrganization');
      const location = block.jobLocation;
      if (isObject(location) && isObject(location.address))
        need(location.address, ['addressCountry'], 'jobLocation.address');
      else out.push(`${where}: JobPosting without a jobLocation address`);
      break;
    }
    default:
      out.push(`${where}: unexpected type ${type}`);
  }
  if (block['@context'] !== 'https://schema.org') out.push(`${where}: @context ${block['@context']}`);
  return out;
}

const blocksOf = (blocks: Json[], type: string) => blocks.filter((block) => block['@type'] === type);

describe('robots.txt and the sitemap', () => {
  it('robots.txt names the sitemap by its absolute address and keeps crawlers off the customer’s pages', async () => {
    const lines = (await (await fetch(webUrl('/robots.txt'))).text()).split('\n');
    expect(lines).toContain(`Sitemap: ${origin()}/sitemap.xml`);
    for (const path of [
      '/carts',
      '/wishlists',
      '/checkouts',
      '/payments/',
      '/dashboard',
      '/my-orders',
      '/login',
      '/confirm-email',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Disallow: /ne/checkouts');
    expect(lines.some((line) => /^Disallow: \/(products|blogs|careers|$)/.test(line))).toBe(false);
  });

  /** Parses XML in the browser (a parser error is a failed test) and returns each entry's loc and lastmod. */
  async function readSitemap(path: string, root: 'sitemapindex' | 'urlset', entry: 'sitemap' | 'url') {
    const res = await fetch(webUrl(path));
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeLessThan(50 * 1024 * 1024);
    const parsed = await crawler.evaluate(
      ({ text, entry }) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror')?.textContent };
        const element = doc.documentElement;
        return {
          root: element.localName,
          namespace: element.namespaceURI,
          entries: [...element.children]
            .filter((child) => child.localName === entry)
            .map((child) => ({
              loc: child.getElementsByTagName('loc')[0]?.textContent ?? '',
              lastmod: child.getElementsByTagName('lastmod')[0]?.textContent ?? '',
              alternates: Object.fromEntries(
                [...child.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
                  link.getAttribute('hreflang') ?? '',
                  link.getAttribute('href') ?? '',
                ]),
              ),
            })),
          others: [...element.children].filter((child) => child.localName !== entry).length,
        };
      },
      { text, entry },
    );
    expect(parsed.error).toBeUndefined();
    expect(parsed.root).toBe(root);
    expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.others).toBe(0);
    const entries = parsed.entries ?? [];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(50_000);
    for (const { loc, lastmod, alternates } of entries) {
      expect(loc.startsWith(`${origin()}/`), loc).toBe(true);
      expect(lastmod, loc).toMatch(W3C_DATETIME);
      // A page of a urlset names itself and its twin in the other language, English the default.
      if (entry === 'url') {
        const english = new URL(loc).pathname.replace(/^\/ne(?=\/|$)/, '') || '/';
        const nepali = english === '/' ? '/ne' : `/ne${english}`;
        expect(alternates, loc).toEqual({
          en: `${origin()}${english}`,
          ne: `${origin()}${nepali}`,
          'x-default': `${origin()}${english}`,
        });
        expect([alternates.en, alternates.ne], loc).toContain(loc);
      }
    }
    return { entries, etag: res.headers.get('etag') ?? '' };
  }

  it('/sitemap.xml indexes the pages sitemap and every product chunk, each listing every public page once', async () => {
    const index = await readSitemap('/sitemap.xml', 'sitemapindex', 'sitemap');
    const revalidated = await fetch(webUrl('/sitemap.xml'), { headers: { 'If-None-Match': index.etag } });
    expect(revalidated.status).toBe(304);

    const locs: string[] = [];
    for (const { loc } of index.entries) {
      const { entries } = await readSitemap(new URL(loc).pathname, 'urlset', 'url');
      locs.push(...entries.map((entry) => entry.loc));
    }
    expect(new Set(locs).size).toBe(locs.length);
    const allPaths = locs.map((loc) => new URL(loc).pathname);
    // Each page is there in Nepali too; below, the English addresses.
    const paths = new Set(allPaths.filter((path) => path !== '/ne' && !path.startsWith('/ne/')));
    const nepali = new Set(allPaths.filter((path) => path === '/ne' || path.startsWith('/ne/')));
    expect(nepali.size).toBe(paths.size);
    for (const path of paths) expect(nepali).toContain(path === '/' ? '/ne' : `/ne${path}`);

    // Every product of the catalogue, and nothing but the catalogue's products under /products/<slug>.
    const { chunks } = await api<{ chunks: { products: number }[] }>('/api/sitemap/products');
    const total = chunks.reduce((sum, chunk) => sum + chunk.products, 0);
    const productPaths = [...paths].filter((path) =>
      /^\/products\/(?!categories\/|brands\/)[^/]+$/.test(path),
    );
    expect(productPaths.length).toBe(total);
    const { products: tiles } = await api<{ products: { slug: string }[] }>('/api/categories/tiles');
    for (const tile of tiles) expect(paths).toContain(`/products/${tile.slug}`);

    // The other public pages: page records, categories, brands, posts, open jobs, showrooms.
    for (const path of ['/', '/products', '/catalogues', '/showrooms', '/blogs', '/careers', '/faqs'])
      expect(paths).toContain(path);
    for (const path of ['/who-we-are', '/dealer-policy', '/terms-and-conditions', '/privacy-policy'])
      expect(paths).toContain(path);
    // The pages the staff made (the demo shop's Warranty), and none of the built-in records under /pages/.
    expect(paths).toContain('/pages/warranty');
    expect([...paths].filter((path) => path.startsWith('/pages/'))).toEqual(['/pages/warranty']);
    for (const path of ['/contact-us', '/customer-enquiry', '/dealer-enquiry', '/support-ticket'])
      expect(paths).toContain(path);
    type Group = { slug: string; categories?: Group[] };
    const { categories: groups, brands } = await api<{ categories: Group[]; brands: { slug: string }[] }>(
      '/api/categories',
    );
    const categorySlugs = (list: Group[]): string[] =>
      list.flatMap((group) => [group.slug, ...categorySlugs(group.categories ?? [])]);
    expect(groups.length).toBeGreaterThan(0);
    for (const slug of categorySlugs(groups)) expect(paths).toContain(`/products/categories/${slug}`);
    for (const brand of brands) expect(paths).toContain(`/products/brands/${brand.slug}`);
    const { blogs } = await api<{ blogs: { slug: string }[] }>('/api/blogs');
    for (const blog of blogs) expect(paths).toContain(`/blogs/${blog.slug}`);
    const { jobs } = await api<{ jobs: { slug: string }[] }>('/api/careers');
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(paths).toContain(`/careers/${job.slug}`);
    expect([...paths].filter((path) => path.startsWith('/careers/')).length).toBe(jobs.length);
    const { showrooms } = await api<{ showrooms: { slug: string }[] }>('/api/showrooms');
    for (const showroom of showrooms) expect(paths).toContain(`/showrooms/${showroom.slug}`);
    // No customer page, no search.
    for (const path of paths) expect(path).not.toMatch(/^\/(carts|checkouts|login|search|my-orders)/);

    // No dead address: every page of the pages sitemap, and a few products, answer 200 from the page server.
    const sample = [...paths].filter((path) => !productPaths.includes(path)).concat(productPaths.slice(0, 5));
    const nepaliSample = [...nepali]
      .slice(0, 5)
      .concat([...nepali].filter((p) => p.startsWith('/ne/products/')).slice(0, 2));
    // Three at a time: one at a time, the page server and the API server waited on each other, each
    // leaving a core idle.
    const queue = [...sample, ...nepaliSample];
    const statuses = new Map<string, number>();
    await Promise.all(
      [1, 2, 3].map(async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const res = await fetch(webUrl(path));
          await res.arrayBuffer();
          statuses.set(path, res.status);
        }
      }),
    );
    for (const path of [...sample, ...nepaliSample]) expect(statuses.get(path), path).toBe(200);
  }, 240_000);

  it('answers 404 for a product chunk that holds nothing', async () => {
    const res = await fetch(webUrl('/sitemaps/products-99999.xml'));
    expect(res.status).toBe(404);
  });
});

describe('JSON-LD in the server’s HTML', () => {
  it('carries the required properties of every block on home, product, blog, FAQs and job pages', async () => {
    const { products } = await api<{ products: { product_slug: string }[] }>('/api/products/trending/list');
    const { blogs } = await api<{ blogs: { slug: string }[] }>('/api/blogs');
    const { jobs } = await api<{ jobs: { slug: string }[] }>('/api/careers');
    const pages = {
      '/': ['Organization'],
      [`/products/${products[0]?.product_slug}`]: ['Product', 'BreadcrumbList'],
      [`/blogs/${blogs[0]?.slug}`]: ['BlogPosting', 'BreadcrumbList'],
      '/faqs': ['FAQPage'],
      [`/careers/${jobs[0]?.slug}`]: ['JobPosting', 'BreadcrumbList'],
    };
    for (const [path, types] of Object.entries(pages)) {
      const { status, blocks } = await crawl(path);
      expect(status, path).toBe(200);
      for (const type of types) expect(blocksOf(blocks, type).length, `${path} ${type}`).toBe(1);
      expect(blocks.flatMap((block, index) => problems(block, `${path} #${index}`))).toEqual([]);
    }
  });

  it('a blog post is a BlogPosting of its own title, date and picture', async () => {
    const { blogs } = await api<{ blogs: { slug: string }[] }>('/api/blogs');
    const { blog } = await api<{ blog: { title: string; date: string; image: { url: string } } }>(
      `/api/blogs/${blogs[0]?.slug}`,
    );
    const { blocks, ogImage } = await crawl(`/blogs/${blogs[0]?.slug}`);
    expect(blocksOf(blocks, 'BlogPosting')[0]).toMatchObject({
      headline: blog.title,
      datePublished: blog.date,
      image: [blog.image.url],
    });
    expect(ogImage).toBe(blog.image.url);
  });

  it('the FAQs page is a FAQPage of every question with its answer', async () => {
    const { types } = await api<{ types: { faqs: { question: string }[] }[] }>('/api/faqs');
    const questions = types.flatMap((type) => type.faqs.map((faq) => faq.question));
    const [faqPage] = blocksOf((await crawl('/faqs')).blocks, 'FAQPage');
    const entities = (faqPage?.mainEntity ?? []) as { name: string }[];
    expect(entities.map((entity) => entity.name)).toEqual(questions);
  });

  it('an open job is a JobPosting with its dates, type and the shop as employer', async () => {
    const { jobs } = await api<{ jobs: { slug: string; title: string; date: string; deadline: string }[] }>(
      '/api/careers',
    );
    const job = jobs[0];
    if (!job) throw new Error('no open job');
    const [posting] = blocksOf((await crawl(`/careers/${job.slug}`)).blocks, 'JobPosting');
    expect(posting).toMatchObject({
      title: job.title,
      datePosted: job.date,
      validThrough: `${job.deadline}T23:59:59+05:45`,
      hiringOrganization: { name: 'Sajilo' },
    });
    expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY']).toContain(
      posting?.employmentType,
    );
    expect(Date.parse(String(posting?.validThrough))).toBeGreaterThan(Date.now());
  });
});

describe('what a crawler reads without JavaScript', () => {
  it('a product URL has the product’s name, price, JSON-LD Product and og:image', async () => {
    const { products } = await api<{ products: { product_slug: string }[] }>('/api/products/trending/list');
    const slug = products[0]?.product_slug ?? '';
    const { product } = await api<{
      product: { title: string; price: number; images: { image: { url: string } }[] };
    }>(`/api/products/${slug}`);
    const res = await fetch(webUrl(`/products/${slug}`));
    const html = await res.text();
    expect(html).toContain(product.title.replace(/&/g, '&amp;'));
    expect(html).toContain(`Rs ${new Intl.NumberFormat('en-IN').format(product.price)}`);
    const { blocks, ogImage } = await crawl(`/products/${slug}`);
    expect(blocksOf(blocks, 'Product')[0]).toMatchObject({
      name: product.title,
      offers: { price: product.price },
    });
    expect(ogImage).toBe(product.images[0]?.image.url);
  });

  it('a category page links its 20 products and the next page with real links', async () => {
    const { products, totalProducts } = await api<{ products: { slug: string }[]; totalProducts: number }>(
      '/api/categories/tiles',
    );
    expect(totalProducts).toBeGreaterThan(20);
    await crawler.goto(webUrl('/products/categories/tiles'));
    const hrefs = await crawler
      .locator('main a[href^="/products/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const productLinks = new Set(hrefs.filter((href) => href && !/\/(categories|brands)\//.test(href)));
    expect(productLinks.size).toBe(20);
    for (const product of products) expect(productLinks).toContain(`/products/${product.slug}`);
    const next = crawler
      .getByRole('navigation', { name: 'Product pages' })
      .getByRole('link', { name: 'Next page' });
    expect(await next.getAttribute('href')).toBe('/products/categories/tiles?page=2');
    // Followed without JavaScript: the server renders page 2.
    await next.click();
    await crawler.waitForURL(/page=2/);
    const second = await api<{ products: { slug: string }[] }>('/api/categories/tiles?page=2');
    expect(await crawler.locator(`a[href="/products/${second.products[0]?.slug}"]`).count()).toBeGreaterThan(
      0,
    );
    expect(
      await crawler
        .getByRole('navigation', { name: 'Product pages' })
        .getByRole('link', { name: 'Previous page' })
        .getAttribute('href'),
    ).toBe('/products/categories/tiles');
  });

  it('takes the title, description, keywords and canonical of the content and form pages from their records', async () => {
    const pages: Record<string, string> = {
      '/catalogues': 'catalogues',
      '/showrooms': 'showrooms',
      '/blogs': 'blogs',
      '/careers': 'careers',
      '/faqs': 'faqs',
      '/customer-enquiry': 'customer-enquiry',
      '/dealer-enquiry': 'dealer-enquiry',
      '/support-ticket': 'support-ticket',
      '/ask-your-question': 'ask-your-question',
    };
    for (const [path, slug] of Object.entries(pages)) {
      const { page } = await api<{ page: PageRecord }>(`/api/pages/${slug}`);
      const head = await crawl(path);
      expect(head.status, path).toBe(200);
      expect(head.title, path).toBe(page.seo_title || `${page.title} | Sajilo`);
      expect(head.description, path).toBe(page.seo_description);
      expect(head.keywords, path).toBe(page.seo_keyword);
      expect(head.canonical, path).toBe(`${origin()}${path}`);
    }
  });

  it('answers 404 for a page past the last of a listing, linking the pages that exist', async () => {
    const { lastPage } = await api<{ lastPage: number }>('/api/categories/tiles');
    expect(lastPage).toBeGreaterThan(1);
    for (const page of [lastPage + 1, 999]) {
      const res = await fetch(webUrl(`/products/categories/tiles?page=${page}`));
      expect(res.status, String(page)).toBe(404);
      const html = await res.text();
      expect(html).toContain('No product found');
      // The pager stands at the last page, and its Previous link leads to a page that exists.
      const previous = html.match(/<a href="\/products\/categories\/tiles\?page=(\d+)"[^>]*rel="prev"/);
      expect(Number(previous?.[1])).toBe(lastPage - 1);
    }
    // The last page itself, and a filter that matches nothing on its first page, are pages that exist.
    expect((await fetch(webUrl(`/products/categories/tiles?page=${lastPage}`))).status).toBe(200);
    expect((await fetch(webUrl('/products/categories/tiles?min=1&max=2'))).status).toBe(200);
  });

  it('describes a search page in its head, kept out of the index but its links followed', async () => {
    const results = await crawl('/search?query=basin');
    expect(results.status).toBe(200);
    expect(results.title).toBe('Search results for basin | Sajilo');
    expect(results.description).toBe(
      'Tiles, sanitaryware, bath-ware and lighting for “basin” at Sajilo, with their prices.',
    );
    const empty = await crawl('/search');
    expect(empty.description).toBe('Search tiles, basins, faucets, lights and more by name, brand or code.');
    for (const path of ['/search?query=basin', '/search']) {
      await crawler.goto(webUrl(path));
      expect(
        await crawler.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content')),
      ).toBe('noindex, follow');
    }
  });

  it('serves a page the staff made at /pages/{slug}, in English and Nepali; an unknown or built-in one is 404', async () => {
    const { page } = await api<{
      page: PageRecord & {
        description: string;
        built_in: boolean;
        title_ne: string | null;
        seo_title_ne: string | null;
        seo_description_ne: string | null;
      };
    }>('/api/pages/warranty');
    expect(page.built_in).toBe(false);
    // The Nepali page shows the record's Nepali (docs/nepal.md "Content in Nepali"); the seed writes it.
    const nepali = {
      title: page.title_ne ?? '',
      head: page.seo_title_ne || `${page.title_ne} | सजिलो`,
      description: page.seo_description_ne,
      heading: 'दाबी गर्ने तरिका',
      link: 'सेवा अनुरोध',
    };
    const english = {
      title: page.title,
      head: page.seo_title || `${page.title} | Sajilo`,
      description: page.seo_description,
      heading: 'Claiming it',
      link: 'support ticket',
    };
    expect(nepali.title).not.toBe('');
    for (const [path, want] of [
      ['/pages/warranty', english],
      ['/ne/pages/warranty', nepali],
    ] as const) {
      const head = await crawl(path);
      expect(head.status, path).toBe(200);
      expect(head.title, path).toBe(want.head);
      expect(head.description, path).toBe(want.description);
      expect(head.keywords, path).toBe(page.seo_keyword);
      expect(head.canonical, path).toBe(`${origin()}${path}`);
      // The server's HTML: the title band's h1, breadcrumbs back home, and the body.
      expect(await crawler.getByRole('heading', { level: 1 }).textContent(), path).toBe(want.title);
      expect(await crawler.getByRole('heading', { name: want.heading, exact: true }).count(), path).toBe(1);
      expect(await crawler.getByRole('link', { name: want.link, exact: true }).count(), path).toBe(1);
      const crumbs = crawler.getByRole('navigation', { name: /^(Breadcrumb|तपाईं कहाँ हुनुहुन्छ)$/ });
      expect(await crumbs.getByRole('link').first().getAttribute('href'), path).toBe(
        path.startsWith('/ne') ? '/ne' : '/',
      );
    }
    for (const path of ['/pages/no-such-page', '/ne/pages/no-such-page', '/pages/who-we-are']) {
      const res = await fetch(webUrl(path));
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toMatch(/This page does not exist|यो पृष्ठ छैन/);
      expect(html, path).not.toContain('Claiming it');
    }
  });
});

describe('closed jobs', () => {
  it('a closed job’s page says so, without Apply Now or a JobPosting; open jobs close after today', async () => {
    const { jobs } = await api<{ jobs: { slug: string; deadline: string }[] }>('/api/careers');
    for (const job of jobs) expect(job.deadline >= today(), job.slug).toBe(true);
    const closed = 'showroom-manager-chabahil';
    expect(jobs.map((job) => job.slug)).not.toContain(closed);
    const { job } = await api<{ job: { deadline: string } }>(`/api/careers/${closed}`);
    expect(job.deadline < today()).toBe(true);

    const { status, blocks } = await crawl(`/careers/${closed}`);
    expect(status).toBe(200);
    expect(await crawler.getByText('Applications closed on').count()).toBe(1);
    expect(await crawler.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    expect(blocksOf(blocks, 'JobPosting')).toEqual([]);
    // The same once the browser has taken over.
    const page = await openPage(browser, DESKTOP);
    await page.goto(webUrl(`/careers/${closed}`));
    await page.getByText('Applications closed on').waitFor();
    expect(await page.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
    await page.goto(webUrl(`/careers/${jobs[0]?.slug}`));
    await page.getByRole('link', { name: 'Apply Now' }).waitFor();
    await page.close();
  });

  it('the product page has the common header band, with the Back link on small screens only', async () => {
    const { products } = await api<{ products: { product_slug: string }[] }>('/api/products/trending/list');
    const { product } = await api<{ product: { category: { title: string; slug: string } | null } }>(
      `/api/products/${products[0]?.product_slug}`,
    );
    for (const [viewport, backVisible] of [
      [PHONE, true],
      [DESKTOP, false],
    ] as const) {
      const page = await openPage(browser, viewport);
      await page.goto(webUrl(`/products/${products[0]?.product_slug}`));
      const band = page
        .locator('header')
        .filter({ has: page.getByRole('navigation', { name: 'Breadcrumb' }) });
      await band.first().waitFor();
      // By element, not role: hidden on wide screens, where it has no role to find it by.
      const back = band.first().locator('a').filter({ hasText: 'Back' });
      expect(await back.isVisible()).toBe(backVisible);
      expect(await back.getAttribute('href')).toBe(
        product.category ? `/products/categories/${product.category.slug}` : '/products',
      );
      await page.close();
    }
  });
});
