// Content in the back office over HTTP: each kind is created, changed and deleted, and the storefront's
// public answers show the change at once; HTML is sanitised before it is stored; a picture must be stored and
// a catalogue's PDF is checked by its content; plugins are the owner's; every change is in the audit log.
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pages } from '../src/db/schema.js';
import { putFiles } from '../src/services/files.js';
import { createStaff, firstOwner, type StaffLogin } from './admin-helpers.js';
import { day, insertContent } from './fixtures/content.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let manager: StaffLogin;
let staffMember: StaffLogin;
let PDF: Buffer;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A picture stored as the seed and uploads store them: WebP files at each width. */
const PICTURE = { path: 'content/test-picture', widths: [320, 640], width: 640, height: 320, alt: 'A basin' };

type Json = Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  await insertContent(server);
  owner = await firstOwner(server);
  manager = await createStaff(server, owner, 'manager');
  staffMember = await createStaff(server, owner, 'staff');
  await putFiles(
    server.app.db,
    PICTURE.widths.map((w) => ({
      path: `${PICTURE.path}-${w}.webp`,
      content: Buffer.from(`RIFF....WEBPVP8 ${w}`),
      mime: 'image/webp',
      public: true,
    })),
  );
  // A record that keeps the test picture: the records below that use it are deleted, and a picture no row
  // shows any more is deleted with the last one (services/orphan-files.ts).
  await server.app.db.insert(pages).values({ slug: 'picture-keeper', title: 'Keeper', image: PICTURE });
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Bath catalogue 2027');
  PDF = Buffer.from(await pdf.save());
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function call(path: string, init: Parameters<TestServer['request']>[1] & { as?: StaffLogin } = {}) {
  const { as = manager, ...rest } = init;
  const res = await server.request(path, { token: as.token, ...rest });
  const body = (await res.json()) as Json;
  return { status: res.status, body };
}
async function ok(path: string, init: Parameters<typeof call>[1] = {}) {
  const { status, body } = await call(path, init);
  expect(status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}
/** The storefront's public answer, with its key. */
async function shop(path: string): Promise<Json> {
  const res = await server.request(path, { key: true });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Json;
}

describe('blogs', () => {
  const post = {
    slug: 'caring-for-chrome',
    title: 'Caring for chrome taps',
    date: '2026-11-01',
    summary: 'Keep them shining.',
    description:
      '<h2>Every week</h2><p onclick="steal()">Wipe with <b>water</b>.</p><script>steal()</script>' +
      '<a href="javascript:steal()">x</a>',
    image: PICTURE,
    seo_title: '',
  };

  it('creates a post that the storefront lists and shows at once, with its HTML sanitised', async () => {
    const created = await ok('/api/admin/blogs', { method: 'POST', json: post });
    const blog = created.blog as Json;
    expect(blog.description).toBe('<h2>Every week</h2><p>Wipe with <b>water</b>.</p><a>x</a>');
    const list = await shop('/api/blogs');
    expect((list.blogs as Json[])[0]).toMatchObject({ slug: post.slug, title: post.title });
    const detail = await shop(`/api/blogs/${post.slug}`);
    expect(detail.blog).toMatchObject({
      title: post.title,
      description: blog.description,
      seo_title: post.title,
      image: { alt: 'A basin' },
    });
  });

  it('keeps a post in Nepali beside the English, sanitised, and clears a Nepali text left empty', async () => {
    // docs/nepal.md "Content in Nepali": the storefront's answer carries both; empty is none (null).
    const nepali = {
      ...post,
      slug: 'chrome-in-nepali',
      title_ne: 'क्रोमका धाराको हेरचाह',
      summary_ne: 'टल्किरहने बनाउनुहोस्।',
      description_ne: '<p onclick="steal()">हरेक हप्ता <b>पानीले</b> पुछ्नुहोस्।</p><script>steal()</script>',
      seo_description_ne: 'क्रोमका धारा सफा राख्ने तरिका।',
    };
    const { blog } = await ok('/api/admin/blogs', { method: 'POST', json: nepali });
    const id = (blog as Json).id;
    expect(blog).toMatchObject({
      title_ne: nepali.title_ne,
      description_ne: '<p>हरेक हप्ता <b>पानीले</b> पुछ्नुहोस्।</p>',
      seo_title_ne: null,
    });
    expect((await shop(`/api/blogs/${nepali.slug}`)).blog).toMatchObject({
      title: post.title,
      title_ne: nepali.title_ne,
      summary_ne: nepali.summary_ne,
      description_ne: '<p>हरेक हप्ता <b>पानीले</b> पुछ्नुहोस्।</p>',
      // No Nepali SEO title: the Nepali title; the Nepali meta description as written.
      seo_title_ne: nepali.title_ne,
      seo_description_ne: nepali.seo_description_ne,
    });
    await ok(`/api/admin/blogs/${id}`, {
      method: 'PUT',
      json: { ...nepali, title_ne: '  ', description_ne: '<p> </p>' },
    });
    expect((await shop(`/api/blogs/${nepali.slug}`)).blog).toMatchObject({
      title_ne: null,
      description_ne: null,
      seo_title_ne: null,
      summary_ne: nepali.summary_ne,
    });
    await ok(`/api/admin/blogs/${id}`, { method: 'DELETE' });
  });

  it('changes a post (the storefront follows) and refuses another post’s address with 409', async () => {
    const { blogs } = await ok('/api/admin/blogs');
    const mine = (blogs as Json[]).find((b) => b.slug === post.slug) as Json;
    await ok(`/api/admin/blogs/${mine.id}`, {
      method: 'PUT',
      json: { ...post, title: 'Chrome taps, cared for', seo_title: 'Chrome care | Sajilo' },
    });
    expect((await shop(`/api/blogs/${post.slug}`)).blog).toMatchObject({
      title: 'Chrome taps, cared for',
      seo_title: 'Chrome care | Sajilo',
    });
    const taken = await call(`/api/admin/blogs/${mine.id}`, {
      method: 'PUT',
      json: { ...post, slug: 'blog-1' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      result: 'error',
      message: 'Another record already has this address; choose another.',
    });
  });

  it('refuses a picture that is not stored, and a malformed address, keeping nothing', async () => {
    const missing = await call('/api/admin/blogs', {
      method: 'POST',
      json: { ...post, slug: 'another-post', image: { ...PICTURE, path: 'content/nowhere' } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toEqual({
      image: ['This picture is not stored. Choose one from the list.'],
    });
    const bad = await call('/api/admin/blogs', { method: 'POST', json: { ...post, slug: 'Not A Slug' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message as Json)).toEqual(['slug']);
    expect((await call('/api/blogs/another-post', {})).status).not.toBe(200);
  });

  it('deletes a post: the storefront answers 404 for it', async () => {
    const { blogs } = await ok('/api/admin/blogs');
    const mine = (blogs as Json[]).find((b) => b.slug === post.slug) as Json;
    await ok(`/api/admin/blogs/${mine.id}`, { method: 'DELETE' });
    expect((await server.request(`/api/blogs/${post.slug}`, { key: true })).status).toBe(404);
    expect((await call(`/api/admin/blogs/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

it('pages: title, meta and body change on the storefront at once; the picture stays unless another is given', async () => {
  const { pages: list } = await ok('/api/admin/pages');
  const page = (list as Json[]).find((p) => p.slug === 'who-we-are') as Json;
  expect(page).toBeDefined();
  const saved = await ok(`/api/admin/pages/${page.id}`, {
    method: 'PUT',
    json: {
      title: 'About Sajilo',
      description: '<p>Since 1995.</p><iframe src="https://evil.example"></iframe>',
      seo_title: 'About us | Sajilo',
      seo_description: 'Who we are.',
      seo_keyword: 'sajilo, tiles',
    },
  });
  expect(saved.page).toMatchObject({ description: '<p>Since 1995.</p>', image: page.image });
  expect((await shop('/api/pages/who-we-are')).page).toMatchObject({
    title: 'About Sajilo',
    description: '<p>Since 1995.</p>',
    seo_title: 'About us | Sajilo',
    seo_description: 'Who we are.',
    seo_keyword: 'sajilo, tiles',
  });
  const [row] = await server.app.db
    .select()
    .from(pages)
    .where(eq(pages.id, Number(page.id)));
  expect(row?.title).toBe('About Sajilo');
});

describe('pages the staff make', () => {
  const warranty = {
    title: 'Warranty',
    slug: 'warranty',
    description: '<h2>Five years</h2><p onclick="steal()">On every mixer.</p><script>steal()</script>',
    seo_title: 'Warranty | Sajilo',
    seo_description: 'What our warranty covers.',
    seo_keyword: 'warranty, guarantee',
  };
  const sitemapSlugs = async () =>
    ((await shop('/api/sitemap/pages')).staff_pages as Json[]).map((entry) => entry.slug);

  it('creates a page, sanitised, on the storefront and in its sitemap at once', async () => {
    const created = await call('/api/admin/pages', { method: 'POST', json: warranty });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      result: 'success',
      message: 'The page is on the shop at /pages/warranty.',
      page: {
        slug: 'warranty',
        built_in: false,
        description: '<h2>Five years</h2><p>On every mixer.</p>',
        image: null,
      },
    });
    expect((await shop('/api/pages/warranty')).page).toEqual({
      slug: 'warranty',
      title: 'Warranty',
      title_ne: null,
      description: '<h2>Five years</h2><p>On every mixer.</p>',
      description_ne: null,
      image: null,
      seo_title: 'Warranty | Sajilo',
      seo_title_ne: null,
      seo_description: 'What our warranty covers.',
      seo_description_ne: null,
      seo_keyword: 'warranty, guarantee',
      built_in: false,
    });
    expect(await sitemapSlugs()).toContain('warranty');
    const { pages: list } = await ok('/api/admin/pages');
    const mine = (list as Json[]).find((p) => p.slug === 'warranty');
    const builtIn = (list as Json[]).find((p) => p.slug === 'who-we-are');
    expect(mine?.built_in).toBe(false);
    expect(builtIn?.built_in).toBe(true);
  });

  it('refuses an address that is taken (409) or not lower-case words and hyphens (400)', async () => {
    const taken = await call('/api/admin/pages', { method: 'POST', json: warranty });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      result: 'error',
      message: 'Another record already has this address; choose another.',
    });
    expect(
      (await call('/api/admin/pages', { method: 'POST', json: { ...warranty, slug: 'who-we-are' } })).status,
    ).toBe(409);
    for (const slug of ['Warranty', 'delivery info', 'delivery--info', '-delivery', 'डेलिभरी', '']) {
      const bad = await call('/api/admin/pages', { method: 'POST', json: { ...warranty, slug } });
      expect(bad.status, slug).toBe(400);
      expect(Object.keys(bad.body.message as Json), slug).toEqual(['slug']);
    }
    const untitled = await call('/api/admin/pages', {
      method: 'POST',
      json: { slug: 'delivery-information', description: '<p>x</p>' },
    });
    expect(untitled.status).toBe(400);
    expect((await server.request('/api/pages/delivery-information', { key: true })).status).toBe(404);
  });

  it('moves a page the staff made to another address; a built-in page keeps its own (422) and stays (409)', async () => {
    const { pages: list } = await ok('/api/admin/pages');
    const mine = (list as Json[]).find((p) => p.slug === 'warranty') as Json;
    const who = (list as Json[]).find((p) => p.slug === 'who-we-are') as Json;
    const moved = await ok(`/api/admin/pages/${mine.id}`, {
      method: 'PUT',
      json: { ...warranty, slug: 'warranty-terms' },
    });
    expect((moved.page as Json).slug).toBe('warranty-terms');
    expect((await server.request('/api/pages/warranty', { key: true })).status).toBe(404);
    expect((await shop('/api/pages/warranty-terms')).page).toMatchObject({ title: 'Warranty' });
    expect(await sitemapSlugs()).toEqual(expect.arrayContaining(['warranty-terms']));
    expect(await sitemapSlugs()).not.toContain('warranty');

    const renamed = await call(`/api/admin/pages/${who.id}`, {
      method: 'PUT',
      json: { title: 'Who we are', description: '<p>x</p>', slug: 'about-us' },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body).toEqual({
      result: 'error',
      message: {
        slug: [
          "This page belongs to one of the storefront's own pages, which reads it by its address: it stays, at the same address.",
        ],
      },
    });
    // The same address given back is no change.
    await ok(`/api/admin/pages/${who.id}`, {
      method: 'PUT',
      json: { title: String(who.title), description: String(who.description), slug: 'who-we-are' },
      as: owner,
    });
    const refused = await call(`/api/admin/pages/${who.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      result: 'error',
      message:
        "This page belongs to one of the storefront's own pages, which reads it by its address: it stays, at the same address.",
    });
    expect((await shop('/api/pages/who-we-are')).page).toMatchObject({ built_in: true });
  });

  it('deletes a page the staff made: the storefront answers 404 and the sitemap drops it', async () => {
    const { pages: list } = await ok('/api/admin/pages');
    const mine = (list as Json[]).find((p) => p.slug === 'warranty-terms') as Json;
    const deleted = await ok(`/api/admin/pages/${mine.id}`, { method: 'DELETE' });
    expect(deleted.message).toBe('The page is deleted; its address answers "not found".');
    expect((await server.request('/api/pages/warranty-terms', { key: true })).status).toBe(404);
    expect(await sitemapSlugs()).not.toContain('warranty-terms');
    expect((await call(`/api/admin/pages/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('is the managers’ and the owner’s: a staff member gets 403 and changes nothing', async () => {
    const made = await call('/api/admin/pages', {
      method: 'POST',
      json: { ...warranty, slug: 'staff-made' },
      as: staffMember,
    });
    expect(made.status).toBe(403);
    expect((await server.request('/api/pages/staff-made', { key: true })).status).toBe(404);
    const { pages: list } = await ok('/api/admin/pages', { as: owner });
    const who = (list as Json[]).find((p) => p.slug === 'who-we-are') as Json;
    expect((await call(`/api/admin/pages/${who.id}`, { method: 'DELETE', as: staffMember })).status).toBe(
      403,
    );
  });

  it('writes each change in the audit log with the page before and after', async () => {
    const entries = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'page'), eq(auditLog.staffId, manager.id)));
    const byAction = (action: string) => entries.filter((e) => e.action === action);
    expect(byAction('adminCreatePage')[0]).toMatchObject({
      before: null,
      after: expect.objectContaining({ slug: 'warranty', title: 'Warranty' }),
    });
    expect(byAction('adminUpdatePage')).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ slug: 'warranty' }),
        after: expect.objectContaining({ slug: 'warranty-terms' }),
      }),
    );
    expect(byAction('adminDeletePage')).toEqual([
      expect.objectContaining({
        entityId: expect.any(String),
        before: expect.objectContaining({ slug: 'warranty-terms' }),
        after: null,
      }),
    ]);
  });
});

it('banners, testimonials, jobs, FAQs and showrooms: created, changed and deleted, each on the storefront at once', async () => {
  const banner = (
    await ok('/api/admin/banners', {
      method: 'POST',
      json: { title: 'Dashain offers', link: '/offers', image: PICTURE, sort_order: 0 },
    })
  ).banner as Json;
  expect(((await shop('/api/banners')).banners as Json[])[0]).toMatchObject({ title: 'Dashain offers' });
  await ok(`/api/admin/banners/${banner.id}`, {
    method: 'PUT',
    json: { title: 'Tihar offers', image: PICTURE, sort_order: 0 },
  });
  expect(((await shop('/api/banners')).banners as Json[])[0]).toMatchObject({
    title: 'Tihar offers',
    link: null,
  });
  const badLink = await call('/api/admin/banners', {
    method: 'POST',
    json: { title: 'x', link: 'javascript:alert(1)', image: PICTURE },
  });
  expect(badLink.status).toBe(400);
  // Links that look like the shop's paths but leave the site are refused, as is any address but https.
  for (const link of [
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example',
    'http://evil.example/',
    'https://shop.example@evil.example/',
    'https:/evil.example',
  ]) {
    const refused = await call('/api/admin/banners', {
      method: 'POST',
      json: { title: 'x', link, image: PICTURE },
    });
    expect(refused.status, link).toBe(400);
  }
  for (const link of ['/', '/products/categories/tiles?page=2', 'https://example.com/offer#top']) {
    await ok(`/api/admin/banners/${banner.id}`, {
      method: 'PUT',
      json: { title: 'Tihar offers', link, image: PICTURE, sort_order: 0 },
    });
  }
  // One stored before the rule (straight into the database) is never handed to the storefront as a link.
  await server.app.db.execute(sql`update banners set link = '//evil.example/x' where id = ${banner.id}`);
  expect(((await shop('/api/banners')).banners as Json[])[0]).toMatchObject({
    title: 'Tihar offers',
    link: null,
  });
  await ok(`/api/admin/banners/${banner.id}`, { method: 'DELETE' });
  expect(((await shop('/api/banners')).banners as Json[]).map((b) => b.title)).not.toContain('Tihar offers');

  const testimonial = (
    await ok('/api/admin/testimonials', {
      method: 'POST',
      json: { name: 'Sita K.', date: '2026-11-20', message: 'Quick delivery.', image: PICTURE },
    })
  ).testimonial as Json;
  expect(((await shop('/api/testimonials')).testimonials as Json[])[0]).toMatchObject({ name: 'Sita K.' });
  await ok(`/api/admin/testimonials/${testimonial.id}`, { method: 'DELETE' });

  const job = {
    slug: 'store-keeper',
    title: 'Store keeper',
    type: 'Full Time',
    vacancy: 2,
    salary: 'Negotiable',
    deadline: day(10),
    education: '+2',
    experience: '1 year',
    date: day(0),
    description: '<p>Keep the store.</p><img src="x" onerror="steal()">',
  };
  const createdJob = (await ok('/api/admin/jobs', { method: 'POST', json: job })).job as Json;
  // The handler is gone; the picture stays.
  expect(createdJob).toMatchObject({ open: true, description: '<p>Keep the store.</p><img src="x" />' });
  expect(((await shop('/api/careers')).jobs as Json[]).map((j) => j.slug)).toContain('store-keeper');
  // Closing a job: a deadline in the past takes it off the careers page.
  const closed = await ok(`/api/admin/jobs/${createdJob.id}`, {
    method: 'PUT',
    json: { ...job, date: day(-10), deadline: day(-1) },
  });
  expect((closed.job as Json).open).toBe(false);
  expect(((await shop('/api/careers')).jobs as Json[]).map((j) => j.slug)).not.toContain('store-keeper');
  const backwards = await call(`/api/admin/jobs/${createdJob.id}`, {
    method: 'PUT',
    json: { ...job, date: day(5), deadline: day(1) },
  });
  expect(backwards.status).toBe(422);

  const { types } = await ok('/api/admin/faqs');
  const type = (types as Json[])[0] as Json;
  const faq = (
    await ok('/api/admin/faqs', {
      method: 'POST',
      json: {
        type_id: type.id,
        question: 'Do you install?',
        answer: '<p>Yes, in the valley.</p>',
        sort_order: 0,
      },
    })
  ).faq as Json;
  const tabs = (await shop('/api/faqs')).types as { faqs: Json[] }[];
  expect(tabs.flatMap((t) => t.faqs).map((f) => f.question)).toContain('Do you install?');
  const wrongType = await call(`/api/admin/faqs/${faq.id}`, {
    method: 'PUT',
    json: { type_id: 2147483647, question: 'x', answer: 'y' },
  });
  expect(wrongType.status).toBe(422);
  await ok(`/api/admin/faqs/${faq.id}`, { method: 'DELETE' });

  // FAQ types: the page's tabs. A type with questions stays until they go.
  const returns = (
    await ok('/api/admin/faq-types', { method: 'POST', json: { title: 'Returns', sort_order: 0 } })
  ).type as Json;
  const question = (
    await ok('/api/admin/faqs', {
      method: 'POST',
      json: { type_id: returns.id, question: 'Can I return tiles?', answer: '<p>Unopened boxes, yes.</p>' },
    })
  ).faq as Json;
  await ok(`/api/admin/faq-types/${returns.id}`, {
    method: 'PUT',
    json: { title: 'Returns and refunds', sort_order: 0 },
  });
  const faqPage = (await shop('/api/faqs')).types as Json[];
  expect(faqPage[0]).toMatchObject({ title: 'Returns and refunds' });
  expect(((await shop('/api/faq_types')).types as Json[]).map((t) => t.title)).toContain(
    'Returns and refunds',
  );
  expect((await call(`/api/admin/faq-types/${returns.id}`, { method: 'DELETE' })).status).toBe(409);
  await ok(`/api/admin/faqs/${question.id}`, { method: 'DELETE' });
  await ok(`/api/admin/faq-types/${returns.id}`, { method: 'DELETE' });
  expect(((await shop('/api/faq_types')).types as Json[]).map((t) => t.title)).not.toContain(
    'Returns and refunds',
  );

  const showroomInput = {
    slug: 'pokhara',
    title: 'Pokhara showroom',
    summary: 'Lakeside.',
    description: '<p>Open daily.</p><style>p{}</style>',
    address: 'Lakeside, Pokhara',
    phone: '061-000000',
    email: 'pokhara@sajilo.example',
    hours: '10–6',
    map_url: 'https://www.openstreetmap.org/export/embed.html?bbox=83.9,28.2,84.0,28.3',
    image: PICTURE,
  };
  const showroom = (await ok('/api/admin/showrooms', { method: 'POST', json: showroomInput }))
    .showroom as Json;
  expect(showroom.description).toBe('<p>Open daily.</p>');
  // A map is a map provider's embed address: any other https address is refused.
  for (const map_url of ['https://evil.example/map', 'https://www.google.com.evil.example/maps/embed?pb=1']) {
    const refused = await call(`/api/admin/showrooms/${showroom.id}`, {
      method: 'PUT',
      json: { ...showroomInput, map_url },
    });
    expect(refused.status, map_url).toBe(400);
  }
  await ok(`/api/admin/showrooms/${showroom.id}`, {
    method: 'PUT',
    json: { ...showroomInput, map_url: 'https://www.google.com/maps/embed?pb=!1m18!1m12' },
  });
  expect((await shop('/api/showrooms/pokhara')).showroom).toMatchObject({ title: 'Pokhara showroom' });
  const html = await server.request('/showrooms/pokhara');
  expect(await html.text()).toContain('<p>Open daily.</p>');
  await ok(`/api/admin/showrooms/${showroom.id}`, { method: 'DELETE' });
  expect((await server.request('/api/showrooms/pokhara', { key: true })).status).toBe(404);

  // A job people applied for is closed, not deleted: their applications name it.
  const applied = (await ok('/api/admin/jobs')).jobs as Json[];
  const sales = applied.find((j) => j.slug === 'sales-executive') as Json;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    first_name: 'Ram',
    last_name: 'Thapa',
    email: 'ram@example.com',
    phone_number: '9841000000',
    date_of_birth: '1995-01-01',
    gender: 'Male',
    current_address: 'Kathmandu',
    permanent_address: 'Kathmandu',
    qualification: 'BBS',
    experience: '2 years',
    about_yourself: 'Keen.',
  })) {
    form.set(k, v);
  }
  form.set('resume', new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
  expect(
    (await server.request('/api/careers/sales-executive', { method: 'POST', key: true, body: form })).status,
  ).toBe(201);
  const refused = await call(`/api/admin/jobs/${sales.id}`, { method: 'DELETE' });
  expect(refused.status).toBe(409);
});

describe('catalogues', () => {
  const upload = (file: Buffer, name: string, as = manager) => {
    const form = new FormData();
    form.set('file', new File([file], name, { type: 'application/pdf' }));
    return server.request('/api/admin/catalogue-files', { method: 'POST', token: as.token, body: form });
  };

  it('takes a PDF by its content, serves it publicly, and lists the catalogue on the storefront', async () => {
    const res = await upload(PDF, 'bath 2027.pdf');
    const body = (await res.json()) as { file: { path: string; url: string; size: number } };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.file.size).toBe(PDF.length);
    const served = await fetch(body.file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    const created = await ok('/api/admin/catalogues', {
      method: 'POST',
      json: { slug: 'bath-2027', title: 'Bath 2027', image: PICTURE, file: body.file.path },
    });
    expect((created.catalogue as Json).file_url).toBe(body.file.url);
    const listed = ((await shop('/api/catalogues')).catalogues as Json[]).find((c) => c.slug === 'bath-2027');
    expect(listed).toMatchObject({ title: 'Bath 2027', file: body.file.url });
  });

  it('refuses a picture named .pdf (415), an empty form (400), and a catalogue whose PDF is not stored (422)', async () => {
    const png = await upload(PNG, 'catalogue.pdf');
    expect(png.status).toBe(415);
    expect(await png.json()).toEqual({
      result: 'error',
      message: { file: ['The file must be a PDF document.'] },
    });
    const empty = await server.request('/api/admin/catalogue-files', {
      method: 'POST',
      token: manager.token,
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const missing = await call('/api/admin/catalogues', {
      method: 'POST',
      json: { slug: 'ghost', title: 'Ghost', image: PICTURE, file: 'catalogues/ghost.pdf' },
    });
    expect(missing.status).toBe(422);
  });

  it('a staff member may not upload (403)', async () => {
    expect((await upload(PDF, 'x.pdf', staffMember)).status).toBe(403);
  });
});

describe('plugins (the owner’s)', () => {
  const tag = { tag_type: 'Script Link', title: 'Analytics', code: 'https://analytics.example/a.js' };

  it('the owner adds one and the storefront carries it at once; a manager may not', async () => {
    expect((await call('/api/admin/plugins', { method: 'POST', json: tag, as: manager })).status).toBe(403);
    expect((await call('/api/admin/plugins', { as: manager })).status).toBe(403);
    const created = (await ok('/api/admin/plugins', { method: 'POST', json: tag, as: owner })).plugin as Json;
    expect(((await shop('/api/plugins')).plugins as Json[]).map((p) => p.code)).toContain(tag.code);
    await ok(`/api/admin/plugins/${created.id}`, {
      method: 'PUT',
      json: { ...tag, active: false },
      as: owner,
    });
    expect(((await shop('/api/plugins')).plugins as Json[]).map((p) => p.code)).not.toContain(tag.code);
    const bad = await call('/api/admin/plugins', {
      method: 'POST',
      json: { ...tag, code: 'javascript:alert(1)' },
      as: owner,
    });
    expect(bad.status).toBe(422);
    await ok(`/api/admin/plugins/${created.id}`, { method: 'DELETE', as: owner });
  });
});

it('content is the managers’ and the owner’s: a staff member gets 403 and changes nothing', async () => {
  const res = await call('/api/admin/banners', {
    method: 'POST',
    json: { title: 'Sneaky', image: PICTURE },
    as: staffMember,
  });
  expect(res.status).toBe(403);
  expect((await call('/api/admin/pages', { as: staffMember })).status).toBe(403);
  expect(((await shop('/api/banners')).banners as Json[]).map((b) => b.title)).not.toContain('Sneaky');
});

it('every change is in the audit log with its operation, record and before/after', async () => {
  const [who] = await server.app.db.select().from(pages).where(eq(pages.slug, 'who-we-are'));
  const whoId = String(who?.id);
  const entries = await server.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'page'), eq(auditLog.staffId, manager.id), eq(auditLog.entityId, whoId)));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    action: 'adminUpdatePage',
    before: expect.objectContaining({ title: 'Who we are' }),
    after: expect.objectContaining({ title: 'About Sajilo' }),
  });
  const actions = new Set((await server.app.db.select().from(auditLog)).map((e) => e.action));
  for (const action of [
    'adminCreateBlog',
    'adminUpdateBlog',
    'adminDeleteBlog',
    'adminCreateBanner',
    'adminDeleteShowroom',
    'adminUploadCatalogueFile',
    'adminCreateCatalogue',
    'adminCreatePlugin',
    'adminDeletePlugin',
  ]) {
    expect(actions.has(action), action).toBe(true);
  }
});
