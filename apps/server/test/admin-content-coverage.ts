// For admin-roles.test.ts: an owner calls every operation of the content, plugins, inbox, subscribers and
// partners tags successfully once (each change then has its audit entry). The records they need are
// written straight into the database first: a page, a FAQ type, a stored picture, an inbox item with a file.
import { expect } from 'vitest';
import { faqTypes, pages, submissionFiles, submissions, subscribers } from '../src/db/schema.js';
import { putFiles } from '../src/services/files.js';
import type { TestServer } from './helpers.js';

type Json = Record<string, unknown>;

const PICTURE = { path: 'content/coverage', widths: [320], width: 320, height: 160, alt: 'Coverage' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function callContentOperations(server: TestServer, token: string): Promise<void> {
  const db = server.app.db;
  await putFiles(db, [
    { path: 'content/coverage-320.webp', content: Buffer.from('webp'), mime: 'image/webp', public: true },
    { path: 'private/support_ticket/coverage.pdf', content: PDF, mime: 'application/pdf', public: false },
  ]);
  // The page shows the picture every record below uses: deleting one of them leaves the picture stored
  // (services/orphan-files.ts deletes only what no row names).
  const [page] = await db
    .insert(pages)
    .values({ slug: 'coverage', title: 'Coverage', image: PICTURE })
    .returning();
  const [type] = await db.insert(faqTypes).values({ title: 'Coverage' }).returning();
  const [item] = await db
    .insert(submissions)
    .values({ kind: 'support_ticket', data: { name: 'Cover Age', email: 'cover@example.com' } })
    .returning();
  const [file] = await db
    .insert(submissionFiles)
    .values({
      submissionId: item?.id ?? 0,
      field: 'billing_card',
      path: 'private/support_ticket/coverage.pdf',
      mime: 'application/pdf',
      size: PDF.length,
      originalName: 'bill.pdf',
    })
    .returning();
  const [subscriber] = await db.insert(subscribers).values({ email: 'coverage@example.com' }).returning();

  const send = async (path: string, init: Parameters<TestServer['request']>[1] = {}) => {
    const res = await server.request(path, { token, ...init });
    expect(res.status, `${init?.method ?? 'GET'} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return res;
  };
  const ok = async (path: string, init: Parameters<TestServer['request']>[1] = {}) =>
    (await (await send(path, init)).json()) as Json;
  const id = (body: Json, key: string) => (body[key] as { id: number }).id;

  const crud = async (plural: string, key: string, input: Json, change: Json) => {
    await ok(`/api/admin/${plural}`);
    const created = await ok(`/api/admin/${plural}`, { method: 'POST', json: input });
    await ok(`/api/admin/${plural}/${id(created, key)}`, { method: 'PUT', json: { ...input, ...change } });
    await ok(`/api/admin/${plural}/${id(created, key)}`, { method: 'DELETE' });
  };
  await crud('banners', 'banner', { title: 'Banner', image: PICTURE }, { title: 'Banner 2' });
  await crud(
    'blogs',
    'blog',
    {
      slug: 'coverage',
      title: 'Blog',
      date: '2026-11-01',
      summary: 'S',
      description: '<p>B</p>',
      image: PICTURE,
    },
    { title: 'Blog 2' },
  );
  await crud(
    'jobs',
    'job',
    {
      slug: 'coverage',
      title: 'Job',
      type: 'Full Time',
      vacancy: 1,
      salary: 'Negotiable',
      deadline: '2099-01-01',
      education: '+2',
      experience: 'None',
      date: '2026-11-01',
      description: '<p>J</p>',
    },
    { title: 'Job 2' },
  );
  await crud('faqs', 'faq', { type_id: type?.id, question: 'Q?', answer: '<p>A</p>' }, { question: 'Q2?' });
  const faqType = (await ok('/api/admin/faq-types', { method: 'POST', json: { title: 'Returns' } })).type as {
    id: number;
  };
  await ok(`/api/admin/faq-types/${faqType.id}`, { method: 'PUT', json: { title: 'Returns and refunds' } });
  await ok(`/api/admin/faq-types/${faqType.id}`, { method: 'DELETE' });
  await crud(
    'testimonials',
    'testimonial',
    { name: 'T', date: '2026-11-01', message: 'M', image: PICTURE },
    { name: 'T2' },
  );
  await crud(
    'showrooms',
    'showroom',
    {
      slug: 'coverage',
      title: 'S',
      summary: 'S',
      address: 'A',
      phone: '01-0000000',
      email: 's@example.com',
      hours: '10-6',
      image: PICTURE,
    },
    { title: 'S2' },
  );
  const form = new FormData();
  form.set('file', new File([PDF], 'c.pdf', { type: 'application/pdf' }));
  const pdf = (await ok('/api/admin/catalogue-files', { method: 'POST', body: form })).file as {
    path: string;
  };
  await crud(
    'catalogues',
    'catalogue',
    { slug: 'coverage', title: 'C', image: PICTURE, file: pdf.path },
    { title: 'C2' },
  );
  await crud('plugins', 'plugin', { tag_type: 'Meta', title: 'P', code: '<meta name="x" content="y">' }, {});
  await ok('/api/admin/pages');
  await ok(`/api/admin/pages/${page?.id}`, {
    method: 'PUT',
    json: { title: 'Coverage 2', description: '<p>P</p>' },
  });
  const made = await ok('/api/admin/pages', {
    method: 'POST',
    json: { title: 'Warranty', slug: 'coverage-warranty', description: '<p>W</p>' },
  });
  await ok(`/api/admin/pages/${id(made, 'page')}`, { method: 'DELETE' });

  await ok('/api/admin/inbox');
  await ok(`/api/admin/inbox/${item?.id}`);
  await ok(`/api/admin/inbox/${item?.id}`, { method: 'PUT', json: { handled: true, note: 'Done.' } });
  await send(`/api/admin/inbox/${item?.id}/files/${file?.id}`);

  await ok('/api/admin/subscribers');
  await send('/api/admin/subscribers/export');
  await ok(`/api/admin/subscribers/${subscriber?.id}`, { method: 'DELETE' });

  await ok('/api/admin/partners');
  const partner = await ok('/api/admin/partners', {
    method: 'POST',
    json: { name: 'Coverage partner', origins: ['https://coverage.example'] },
  });
  await ok(`/api/admin/partners/${id(partner, 'partner')}/revoke`, { method: 'POST' });
}
