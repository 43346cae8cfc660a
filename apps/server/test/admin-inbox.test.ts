// The inbox over HTTP: what the storefront's forms and a partner's widget send arrives in it (with the
// partner), a staff member reads every field, downloads a ticket's attachment and an application's résumé
// (never public), marks items handled, assigns them and writes a note; the dashboard's counts follow.
import type { AdminInboxCounts } from '@sajilo/api/admin';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, submissionFiles } from '../src/db/schema.js';
import { createStaff, customerToken, firstOwner, type StaffLogin } from './admin-helpers.js';
import { insertContent } from './fixtures/content.js';
import { startServer, type TestServer } from './helpers.js';

const PARTNER_KEY = 'inbox-test-partner-key';
const PARTNER_ORIGIN = 'https://dealer.example';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let owner: StaffLogin;
let staffMember: StaffLogin;
let manager: StaffLogin;
let symptomId: number;
let PDF: Buffer;

type Json = Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  const content = await insertContent(server);
  symptomId = content.symptoms[0]?.id ?? 0;
  owner = await firstOwner(server);
  staffMember = await createStaff(server, owner, 'staff');
  manager = await createStaff(server, owner, 'manager');
  await server.app.clients.upsert({
    name: 'Everest Tiles (dealer)',
    kind: 'partner',
    key: PARTNER_KEY,
    allowedOrigins: [PARTNER_ORIGIN],
  });
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Curriculum vitae');
  PDF = Buffer.from(await pdf.save());
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function get(path: string, as: StaffLogin = staffMember): Promise<Json> {
  const res = await server.request(path, { token: as.token });
  const body = (await res.json()) as Json;
  expect(res.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}
async function put(id: number, json: unknown, as: StaffLogin = staffMember) {
  const res = await server.request(`/api/admin/inbox/${id}`, { method: 'PUT', token: as.token, json });
  return { status: res.status, body: (await res.json()) as Json };
}
const dashboard = async () => (await get('/api/admin/dashboard')).unhandled as AdminInboxCounts;

async function openTicket(): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Hari Bahadur',
    email: 'hari@example.com',
    phone_number: '9851000000',
    state: 'Bagmati',
    city: 'Lalitpur',
    address: 'Jhamsikhel',
    street: 'Street 3',
    product_name: 'Basin mixer',
    purchase_date: '2026-10-01',
    symptom: String(symptomId),
    remark: 'It drips.',
  })) {
    form.set(k, v);
  }
  form.set('warrenty_card', new File([PNG], 'warranty card.png', { type: 'image/png' }));
  form.set('billing_card', new File([PDF], 'bill.pdf', { type: 'application/pdf' }));
  const res = await server.request('/api/complains', { method: 'POST', key: true, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
}

it('lists what arrived, newest first, with its sender and the partner that sent it', async () => {
  const before = await dashboard();
  expect(before.total).toBe(0);
  await openTicket();
  const enquiry = await server.request('/api/customer_enquiry', {
    method: 'POST',
    key: PARTNER_KEY,
    headers: { Origin: PARTNER_ORIGIN },
    json: {
      name: 'Gita',
      email: 'gita@example.com',
      phone: '9801000000',
      address: 'Butwal',
      message: 'Price?',
    },
  });
  expect(enquiry.status).toBe(201);
  const contact = await server.request('/api/contacts', {
    method: 'POST',
    key: true,
    json: { name: 'Ram', email: 'ram@example.com', phone_number: '9841000000', message: 'Hello' },
  });
  expect(contact.status).toBe(201);

  const list = await get('/api/admin/inbox');
  const items = list.items as Json[];
  expect(items.map((i) => i.kind)).toEqual(['contact', 'customer_enquiry', 'support_ticket']);
  expect(items[1]).toMatchObject({
    name: 'Gita',
    email: 'gita@example.com',
    partner: 'Everest Tiles (dealer)',
  });
  expect(items[0]).toMatchObject({ partner: null, handled_at: null, assigned_to: null, files: 0 });
  expect(items[2]).toMatchObject({ name: 'Hari Bahadur', phone: '9851000000', files: 2 });
  expect(list.unhandled).toMatchObject({ total: 3, support_ticket: 1, customer_enquiry: 1, contact: 1 });
  expect(await dashboard()).toEqual(list.unhandled);

  const oldest = await get('/api/admin/inbox?sort=received');
  expect((oldest.items as Json[]).map((i) => i.kind)).toEqual([
    'support_ticket',
    'customer_enquiry',
    'contact',
  ]);
  const tickets = await get('/api/admin/inbox?kind=support_ticket');
  expect((tickets.items as Json[]).map((i) => i.kind)).toEqual(['support_ticket']);
});

it('shows one item with every field and its files; staff download an attachment, which is never public', async () => {
  const [ticket] = (await get('/api/admin/inbox?kind=support_ticket')).items as Json[];
  const detail = await get(`/api/admin/inbox/${ticket?.id}`);
  const item = detail.item as { fields: Json[]; attachments: Json[] };
  expect(item.fields).toContainEqual({ name: 'remark', value: 'It drips.' });
  // The symptom by its name, not the id the form sent.
  expect(item.fields).toContainEqual({ name: 'symptom', value: 'Leakage' });
  expect(item.attachments.map((a) => [a.field, a.name, a.mime])).toEqual([
    ['warrenty_card', 'warranty card.png', 'image/png'],
    ['billing_card', 'bill.pdf', 'application/pdf'],
  ]);
  expect((detail.assignees as Json[]).map((a) => a.name)).toContain('Test staff');

  const card = item.attachments[0] as Json;
  const path = `/api/admin/inbox/${ticket?.id}/files/${card.id}`;
  const download = await server.request(path, { token: staffMember.token });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('image/png');
  expect(download.headers.get('content-disposition')).toBe(
    `attachment; filename="warranty card.png"; filename*=UTF-8''warranty%20card.png`,
  );
  expect(download.headers.get('cache-control')).toBe('no-store');
  expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

  // Not without a staff token (a customer's is none), not under another item, never from /uploads/.
  expect((await server.request(path)).status).toBe(401);
  expect((await server.request(path, { token: await customerToken(server) })).status).toBe(401);
  expect(
    (
      await server.request(`/api/admin/inbox/${Number(ticket?.id) + 1000}/files/${card.id}`, {
        token: staffMember.token,
      })
    ).status,
  ).toBe(404);
  const [stored] = await server.app.db
    .select()
    .from(submissionFiles)
    .where(eq(submissionFiles.id, Number(card.id)));
  expect(stored?.path).toMatch(/^private\//);
  expect((await server.request(`/uploads/${stored?.path}`)).status).toBe(404);
});

it('a job application’s résumé downloads for staff, with the job it was for', async () => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    first_name: 'Maya',
    last_name: 'Gurung',
    email: 'maya@example.com',
    phone_number: '9812000000',
    date_of_birth: '1996-05-05',
    gender: 'Female',
    current_address: 'Pokhara',
    permanent_address: 'Pokhara',
    qualification: 'BBA',
    experience: '3 years',
    about_yourself: 'Sales.',
  })) {
    form.set(k, v);
  }
  form.set('resume', new File([PDF], 'Maya CV.pdf', { type: 'application/pdf' }));
  expect(
    (await server.request('/api/careers/sales-executive', { method: 'POST', key: true, body: form })).status,
  ).toBe(201);
  const [application] = (await get('/api/admin/inbox?kind=job_application')).items as Json[];
  expect(application).toMatchObject({ name: 'Maya Gurung', files: 1 });
  const detail = (await get(`/api/admin/inbox/${application?.id}`)).item as {
    job: Json;
    attachments: Json[];
  };
  expect(detail.job).toMatchObject({ slug: 'sales-executive' });
  const resume = detail.attachments[0] as Json;
  const res = await server.request(`/api/admin/inbox/${application?.id}/files/${resume.id}`, {
    token: staffMember.token,
  });
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
});

it('marks handled, assigns and notes; the counts and the dashboard follow; each change is audited', async () => {
  const [ticket] = (await get('/api/admin/inbox?kind=support_ticket')).items as Json[];
  const id = Number(ticket?.id);
  const before = await dashboard();

  const assigned = await put(id, { assigned_to: manager.id, note: 'Plumber visit on Sunday.' });
  expect(assigned.status).toBe(200);
  expect(assigned.body.item).toMatchObject({
    assigned_to: { id: manager.id, name: 'Test manager' },
    note: 'Plumber visit on Sunday.',
    handled_at: null,
  });
  const mine = await get(`/api/admin/inbox?assigned_to=${manager.id}`);
  expect((mine.items as Json[]).map((i) => i.id)).toEqual([id]);

  const handled = await put(id, { handled: true });
  expect(handled.body.item).toMatchObject({ handled_by: { id: staffMember.id, name: 'Test staff' } });
  expect((handled.body.item as Json).handled_at).toEqual(expect.any(String));
  const after = await dashboard();
  expect(after.support_ticket).toBe(before.support_ticket - 1);
  expect(after.total).toBe(before.total - 1);
  expect((await get('/api/admin/inbox')).items as Json[]).not.toContainEqual(expect.objectContaining({ id }));
  expect(((await get('/api/admin/inbox?state=handled')).items as Json[]).map((i) => i.id)).toEqual([id]);

  // Reopened: unhandled again.
  await put(id, { handled: false });
  expect((await dashboard()).support_ticket).toBe(before.support_ticket);

  const entries = await server.app.db.select().from(auditLog).where(eq(auditLog.entity, 'submission'));
  expect(entries.map((e) => e.action)).toEqual([
    'adminUpdateInboxItem',
    'adminUpdateInboxItem',
    'adminUpdateInboxItem',
  ]);
  expect(entries[0]).toMatchObject({
    staffId: staffMember.id,
    entityId: String(id),
    before: expect.objectContaining({ assigned_to: null, note: '' }),
    after: expect.objectContaining({ assigned_to: manager.id, note: 'Plumber visit on Sunday.' }),
  });
});

it('refuses an assignee who is not an active staff member, an empty change and an unknown item', async () => {
  const [item] = (await get('/api/admin/inbox')).items as Json[];
  const nobody = await put(Number(item?.id), { assigned_to: 2147483647 });
  expect(nobody.status).toBe(422);
  expect(nobody.body.message).toEqual({ assigned_to: ['Choose an active staff member.'] });
  expect((await put(Number(item?.id), {})).status).toBe(400);
  expect((await put(2147483647, { handled: true })).status).toBe(404);
  const badKind = await server.request('/api/admin/inbox?kind=spam', { token: staffMember.token });
  expect(badKind.status).toBe(400);
});
