// Editorial content over real HTTP: banners, testimonials, pages, plugins, catalogues, showrooms, blogs,
// careers, FAQs and complaint symptoms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId, SuccessBody } from '../src/types.js';
import { HOSTILE_TITLE, insertContent } from './fixtures/content.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let fixture: Awaited<ReturnType<typeof insertContent>>;

beforeAll(async () => {
  server = await startServer();
  fixture = await insertContent(server);
});
afterAll(async () => {
  await server.close();
});

/** A successful call's status and body, typed from the contract (the test server checks the body against it). */
async function get<O extends OperationId>(_operation: O, path: string) {
  const res = await server.request(path, { key: true });
  return { status: res.status, body: (await res.json()) as SuccessBody<O> };
}

/** A failing call's status and error envelope. */
async function fail(path: string) {
  const res = await server.request(path, { key: true });
  return {
    status: res.status,
    body: (await res.json()) as { result: 'error'; message: string | Record<string, string[]> },
  };
}

describe('home content', () => {
  it('lists banners in display order with responsive images', async () => {
    const { status, body } = await get('listBanners', '/api/banners');
    expect(status).toBe(200);
    expect(body.result).toBe('success');
    expect(body.banners.map((b: { title: string }) => b.title)).toEqual([
      'Upgrade your bathroom',
      'Second banner',
    ]);
    const [first, second] = body.banners;
    expect(first?.link).toBe('/products/categories/sanitaryware');
    expect(second?.link).toBeNull();
    expect(first?.image.url).toBe(`${server.url}/uploads/banners/first-1280.webp`);
    expect(first?.image.srcset).toBe(
      [320, 640, 1280].map((w) => `${server.url}/uploads/banners/first-${w}.webp ${w}w`).join(', '),
    );
    expect(first?.image.alt).toBe('Upgrade your bathroom');
    expect(first?.id).toBe(fixture.banners[1]?.id);
  });

  it('lists testimonials newest first', async () => {
    const { status, body } = await get('listTestimonials', '/api/testimonials');
    expect(status).toBe(200);
    expect(body.testimonials.map((t: { name: string }) => t.name)).toEqual([
      'Sita Shrestha',
      'Older Customer',
    ]);
    expect(body.testimonials[0]?.date).toBe('2026-08-14');
  });

  it('lists only the active plugins', async () => {
    const { status, body } = await get('listPlugins', '/api/plugins');
    expect(status).toBe(200);
    expect(body.plugins).toEqual([
      { id: expect.any(Number), tag_type: 'Meta', title: 'google-site-verification', code: 'sajilo-dev' },
      {
        id: expect.any(Number),
        tag_type: 'Script Link',
        title: 'Analytics',
        code: 'https://cdn.example/a.js',
      },
    ]);
  });

  it('refuses content without a valid key', async () => {
    expect((await server.request('/api/plugins')).status).toBe(403);
    expect((await server.request('/api/plugins', { key: 'nope' })).status).toBe(403);
  });
});

describe('pages', () => {
  it('returns a page, falling back to the title when seo_title is empty', async () => {
    const { status, body } = await get('getPage', '/api/pages/dealer-policy');
    expect(status).toBe(200);
    expect(body.page).toEqual({
      slug: 'dealer-policy',
      title: 'Dealer Policy',
      title_ne: 'डिलर नीति',
      description: '<h2>Becoming a dealer</h2><p>Dealers are appointed per district.</p>',
      description_ne: '<h2>डिलर बन्ने तरिका</h2><p>जिल्लैपिच्छे डिलर नियुक्त गरिन्छ।</p>',
      image: null,
      seo_title: 'Dealer Policy',
      // docs/nepal.md "Content in Nepali": no Nepali SEO title, so the Nepali title; no Nepali meta: null.
      seo_title_ne: 'डिलर नीति',
      seo_description: 'How to become a dealer.',
      seo_description_ne: null,
      seo_keyword: 'dealer, policy',
      built_in: true,
    });
    const who = await get('getPage', '/api/pages/who-we-are');
    expect(who.body.page.seo_title).toBe('Who we are | Sajilo');
    expect(who.body.page.image?.url).toBe(`${server.url}/uploads/pages/who-1280.webp`);
  });

  it('answers 404 for an unknown page', async () => {
    const { status, body } = await fail('/api/pages/no-such-page');
    expect(status).toBe(404);
    expect(body.result).toBe('error');
  });
});

describe('catalogues and showrooms', () => {
  it('lists catalogues with the file and viewer URLs', async () => {
    const { status, body } = await get('listCatalogues', '/api/catalogues');
    expect(status).toBe(200);
    expect(body.catalogues.map((c: { slug: string }) => c.slug)).toEqual([
      'tiles-catalogue-2026',
      'bath-catalogue',
    ]);
    expect(body.catalogues[0]).toMatchObject({
      title: 'Tiles <Catalogue> 2026',
      file: `${server.url}/uploads/catalogues/tiles-catalogue-2026.pdf`,
      viewer: `${server.url}/catalogues/tiles-catalogue-2026`,
    });
  });

  it('lists showrooms head office first, with their pages', async () => {
    const { status, body } = await get('listShowrooms', '/api/showrooms');
    expect(status).toBe(200);
    expect(body.showrooms.map((s: { slug: string }) => s.slug)).toEqual([
      'head-office',
      'chabahil',
      'pepsicola',
    ]);
    const [head] = body.showrooms;
    expect(head).toMatchObject({
      title: 'Head Office',
      phone: '+977 1 4100000',
      email: 'info@sajilo.com.np',
      hours: '10:00Am - 6:00PM (Sunday - Friday)',
      page: `${server.url}/showrooms/head-office`,
    });
    expect(head?.map_url).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    // JSON carries text as stored; the storefront escapes it when rendering.
    expect(body.showrooms[2]?.title).toBe(HOSTILE_TITLE);
    // A stored javascript: map address never reaches a client.
    expect(body.showrooms[2]?.map_url).toBeNull();
  });

  it('returns one showroom, and 404 for an unknown one', async () => {
    const { status, body } = await get('getShowroom', '/api/showrooms/chabahil');
    expect(status).toBe(200);
    expect(body.showroom).toMatchObject({ slug: 'chabahil', map_url: null, title: 'Chabahil Showroom' });
    expect((await fail('/api/showrooms/nowhere')).status).toBe(404);
  });
});

describe('blogs', () => {
  it('lists posts newest first, numbered from 1', async () => {
    const { status, body } = await get('listBlogs', '/api/blogs');
    expect(status).toBe(200);
    expect(body.blogs.map((b: { slug: string }) => b.slug)).toEqual([
      'blog-7',
      'blog-6',
      'blog-5',
      'blog-4',
      'blog-3',
      'blog-2',
      'blog-1',
    ]);
    expect(body.blogs.map((b: { index: number }) => b.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('honours limit (the home teaser asks for 3) and validates it', async () => {
    const { body } = await get('listBlogs', '/api/blogs?limit=3');
    expect(body.blogs.map((b: { slug: string }) => b.slug)).toEqual(['blog-7', 'blog-6', 'blog-5']);
    const bad = await fail('/api/blogs?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({ limit: ['Must be at least 1.'] });
  });

  it('returns a post with up to 5 other posts, newest first', async () => {
    const { status, body } = await get('getBlog', '/api/blogs/blog-6');
    expect(status).toBe(200);
    expect(body.blog).toMatchObject({
      slug: 'blog-6',
      title: 'Blog 6',
      date: '2026-10-06',
      description: '<p>Body 6</p>',
      // Empty SEO fields fall back to the title and the summary.
      seo_title: 'Blog 6',
      seo_description: 'Summary 6',
      seo_keyword: 'tiles',
    });
    expect(body.blogs.map((b: { slug: string }) => b.slug)).toEqual([
      'blog-7',
      'blog-5',
      'blog-4',
      'blog-3',
      'blog-2',
    ]);
    expect(body.blogs.map((b: { index: number }) => b.index)).toEqual([1, 2, 3, 4, 5]);
    expect((await get('getBlog', '/api/blogs/blog-1')).body.blog.seo_title).toBe('First post | Sajilo');
    expect((await fail('/api/blogs/no-such-post')).status).toBe(404);
  });
});

describe('careers', () => {
  it('lists the open jobs newest first', async () => {
    const { status, body } = await get('listJobs', '/api/careers');
    expect(status).toBe(200);
    expect(body.jobs.map((j: { slug: string }) => j.slug)).toEqual(['accountant', 'sales-executive']);
    expect(body.jobs[1]).toMatchObject({
      title: 'Sales Executive',
      type: 'Full Time',
      vacancy: 2,
      salary: 'Negotiable',
      education: "Bachelor's degree",
      experience: '2 years in sales',
      description: '<p>Visit dealers across the valley.</p>',
    });
  });

  it('returns a job with the other open jobs, and 404 for an unknown one', async () => {
    const { status, body } = await get('getJob', '/api/careers/sales-executive');
    expect(status).toBe(200);
    expect(body.job.slug).toBe('sales-executive');
    expect(body.jobs.map((j: { slug: string }) => j.slug)).toEqual(['accountant']);
    expect((await fail('/api/careers/no-such-job')).status).toBe(404);
  });
});

describe('FAQs and form options', () => {
  it('lists FAQ types in order, each with its FAQs in order, without empty types', async () => {
    const { status, body } = await get('listFaqs', '/api/faqs');
    expect(status).toBe(200);
    expect(body.types).toEqual([
      {
        id: fixture.faqTypes.orders.id,
        title: 'Orders',
        title_ne: 'अर्डर',
        faqs: [
          {
            id: expect.any(Number),
            question: 'Where is my order?',
            question_ne: 'मेरो अर्डर कहाँ पुग्यो?',
            answer: '<p>My Orders.</p>',
            answer_ne: '<p>मेरा अर्डर हेर्नुहोस्।</p>',
          },
          {
            id: expect.any(Number),
            question: 'How do I cancel?',
            question_ne: null,
            answer: '<p>Press Cancel.</p>',
            answer_ne: null,
          },
        ],
      },
      {
        id: fixture.faqTypes.delivery.id,
        title: 'Delivery',
        title_ne: null,
        faqs: [
          {
            id: expect.any(Number),
            question: 'Do you deliver to Pokhara?',
            question_ne: null,
            answer: '<p>Yes.</p>',
            answer_ne: null,
          },
        ],
      },
    ]);
  });

  it('lists every FAQ type for the question form', async () => {
    const { status, body } = await get('listFaqTypes', '/api/faq_types');
    expect(status).toBe(200);
    expect(body.types).toEqual([
      { id: fixture.faqTypes.orders.id, title: 'Orders', title_ne: 'अर्डर' },
      { id: fixture.faqTypes.delivery.id, title: 'Delivery', title_ne: null },
      { id: fixture.faqTypes.empty.id, title: 'Empty type', title_ne: null },
    ]);
  });

  it('lists the complaint symptoms', async () => {
    const { status, body } = await get('listComplaintSymptoms', '/api/complains');
    expect(status).toBe(200);
    expect(body.complains).toEqual(
      fixture.symptoms.map((s) => ({ id: s.id, title: s.title, title_ne: s.titleNe })),
    );
  });
});
