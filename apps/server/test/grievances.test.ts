// Grievances and the seller's facts over HTTP (docs/nepal.md "Grievances", "The seller on the site"): filed
// with a tracking number and a deadline, acknowledged by mail in the consumer's language, followed only with
// the contact it was filed with, decided once in writing by staff (audited, mailed), and the seller's facts
// edited by the owner only and shown at once.

import { formatBs } from '@sajilo/nepal';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, outbox } from '../src/db/schema.js';
import { contactMatches, newTrackingNumber } from '../src/services/grievances.js';
import { createStaff, firstOwner, newIp, type StaffLogin } from './admin-helpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let staff: StaffLogin;

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  owner = await firstOwner(server);
  staff = await createStaff(server, owner, 'staff');
}, 60_000);
afterAll(async () => {
  await server.close();
});

const DAY = 24 * 60 * 60_000;

interface GrievanceJson {
  id: number;
  tracking_number: string;
  status: string;
  due_at: string;
  decision: string | null;
  details: string;
  locale: string;
  overdue: boolean;
}
/** The fields these tests read of an answer (the contract checks the rest of every answer). */
interface Answer {
  result: string;
  message: Record<string, string[]>;
  grievance: GrievanceJson;
  grievances: GrievanceJson[];
  seller: { grievance_officer: unknown };
}
const json = async (res: Response) => (await res.json()) as Answer;

async function file(input: Record<string, unknown>, init: { lang?: string; ip?: string } = {}) {
  const res = await server.request('/api/grievances', {
    method: 'POST',
    key: true,
    json: input,
    headers: { 'Accept-Language': init.lang ?? 'en', 'X-Forwarded-For': init.ip ?? newIp() },
  });
  return { status: res.status, body: await json(res) };
}

const GRIEVANCE = {
  name: 'Sita Shrestha',
  phone: '+977 984-1000000',
  email: 'sita@example.com',
  order_number: '#1042',
  topic: 'delivery',
  details: 'The tiles arrived broken. <script>alert(1)</script>Nobody answers the phone.',
};

it('tracking numbers are GR- and eight letters and digits nobody confuses, and never repeat', () => {
  const numbers = new Set(Array.from({ length: 2000 }, newTrackingNumber));
  expect(numbers.size).toBe(2000);
  for (const number of numbers) expect(number).toMatch(/^GR-[A-HJ-NP-Z2-9]{8}$/);
});

it('a grievance is followed only with the phone (however typed) or the email it was filed with', () => {
  const row = { phone: '+977 984-1000000', email: 'Sita@Example.com' };
  expect(contactMatches(row, '9841000000')).toBe(true);
  expect(contactMatches(row, '984 100 0000')).toBe(true);
  expect(contactMatches(row, 'sita@example.com')).toBe(true);
  expect(contactMatches(row, '9841000001')).toBe(false);
  expect(contactMatches(row, 'other@example.com')).toBe(false);
  expect(contactMatches({ phone: '9841000000', email: null }, '@')).toBe(false);
  expect(contactMatches(row, '000')).toBe(false);
});

it('files a grievance: tracking number, a deadline the seller names, the text kept plain, a mail in Nepali', async () => {
  const before = Date.now();
  const { status, body } = await file(GRIEVANCE, { lang: 'ne' });
  expect(status).toBe(201);
  const grievance = body.grievance;
  expect(grievance.tracking_number).toMatch(/^GR-/);
  expect(grievance.status).toBe('received');
  const due = new Date(grievance.due_at).getTime();
  // The seller's facts are not seeded here: the Act's fifteen days.
  expect(due - before).toBeGreaterThanOrEqual(15 * DAY - 5000);
  expect(due - before).toBeLessThanOrEqual(15 * DAY + 60_000);

  const [mail] = await server.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, GRIEVANCE.email))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(mail?.body).toContain(grievance.tracking_number);
  // Written in the language the consumer wrote in; the deadline as a BS date.
  expect(mail?.body).toMatch(/[\u0900-\u097F]/);
  expect(mail?.body).toContain('वि.सं.');
  // In the digits the mail writes its number and the page its figures: Latin (docs/nepal.md "Languages").
  expect(mail?.body).toContain(formatBs(new Date(grievance.due_at), 'ne', 'latn'));
  expect(mail?.body).not.toMatch(/[०-९]/);
  expect(mail?.body).toContain(`/ne/grievances?number=${grievance.tracking_number}`);
  expect(mail?.body).toMatch(/सजिलो$/);
  expect(mail?.html).toContain('<html lang="ne">');

  const tracked = await server.request(
    `/api/grievances/${grievance.tracking_number.toLowerCase()}?contact=${encodeURIComponent('984 100 0000')}`,
    { key: true, headers: { 'X-Forwarded-For': newIp() } },
  );
  expect(tracked.status).toBe(200);
  expect((await json(tracked)).grievance).toMatchObject({ status: 'received', decision: null });

  const admin = await server.request('/api/admin/grievances?status=open', { token: staff.token });
  const listed = (await json(admin)).grievances.find((g) => g.tracking_number === grievance.tracking_number);
  expect(listed?.details).toBe('The tiles arrived broken. Nobody answers the phone.');
  expect(listed?.locale).toBe('ne');
  expect(listed?.overdue).toBe(false);
});

it('a wrong contact and an unknown number answer the same 404, in the envelope', async () => {
  const { body } = await file(GRIEVANCE);
  const number = body.grievance.tracking_number;
  const wrong = await server.request(`/api/grievances/${number}?contact=9800000000`, {
    key: true,
    headers: { 'X-Forwarded-For': newIp() },
  });
  const unknown = await server.request('/api/grievances/GR-AAAAAAAA?contact=9841000000', {
    key: true,
    headers: { 'X-Forwarded-For': newIp() },
  });
  expect(wrong.status).toBe(404);
  expect(unknown.status).toBe(404);
  expect(await wrong.json()).toEqual(await unknown.json());
});

it('refuses a grievance without what the form requires, field by field', async () => {
  const { status, body } = await file({ name: 'Sita', topic: 'refund', details: '' });
  expect(status).toBe(400);
  expect(body.result).toBe('error');
  expect(Object.keys(body.message)).toEqual(expect.arrayContaining(['phone', 'details']));
});

it('following grievances is limited per address', async () => {
  const ip = newIp();
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await server.request(`/api/grievances/GR-AAAAAAA${i % 10}?contact=9841000000`, {
      key: true,
      headers: { 'X-Forwarded-For': ip },
    });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
  expect(statuses[30]).toBe(429);
});

it('staff take a grievance into review, then decide it once in writing: audited, mailed, shown to the consumer', async () => {
  const { body } = await file({ ...GRIEVANCE, email: 'decide@example.com' });
  const number = body.grievance.tracking_number;
  const list = await json(await server.request('/api/admin/grievances', { token: staff.token }));
  const id = list.grievances.find((g) => g.tracking_number === number)?.id;

  const patch = (json: Record<string, unknown>, token = staff.token) =>
    server.request(`/api/admin/grievances/${id}`, { method: 'PATCH', token, json });

  expect((await patch({ status: 'in_review' })).status).toBe(200);
  const missing = await patch({ status: 'resolved' });
  expect(missing.status).toBe(400);
  expect((await json(missing)).message.decision).toBeDefined();

  const decided = await patch({ status: 'resolved', decision: 'We replaced the broken boxes on Friday.' });
  expect(decided.status).toBe(200);
  const admin = (await json(decided)).grievance;
  expect(admin).toMatchObject({ status: 'resolved', decided_by: expect.any(String) });
  expect((await patch({ status: 'rejected', decision: 'Changed our mind.' })).status).toBe(409);

  const [mail] = await server.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, 'decide@example.com'))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(mail?.subject).toContain(number);
  expect(mail?.body).toContain('We replaced the broken boxes on Friday.');

  const entries = await server.app.db.select().from(auditLog).where(eq(auditLog.entity, 'grievance'));
  expect(
    entries.filter((e) => e.entityId === String(id)).map((e) => (e.after as { status?: string }).status),
  ).toEqual(['in_review', 'resolved']);

  const tracked = await server.request(`/api/grievances/${number}?contact=decide@example.com`, {
    key: true,
    headers: { 'X-Forwarded-For': newIp() },
  });
  expect((await json(tracked)).grievance).toMatchObject({
    status: 'resolved',
    decision: 'We replaced the broken boxes on Friday.',
  });
});

it('the owner edits the seller’s facts; the site shows them at once; others may not; the Act’s 15 days is the most', async () => {
  const empty = await json(await server.request('/api/seller', { key: true }));
  expect(empty.seller.grievance_officer).toBeNull();
  const facts = {
    name: 'Sajilo Trading Pvt. Ltd.',
    address: 'Tinkune, Kathmandu',
    address_ne: 'टिनकुने, काठमाडौं',
    pan: '609876543',
    company_registration: '214365/076/077',
    ecommerce_listing: 'ECOM-2082-00417',
    grievance_officer_name: 'Sunita Maharjan',
    grievance_officer_phone: '01-4781235',
    grievance_officer_email: '',
    grievance_days: 7,
  };
  const put = (json: Record<string, unknown>, token: string) =>
    server.request('/api/admin/seller', { method: 'PUT', token, json });
  expect((await put(facts, staff.token)).status).toBe(403);
  expect((await put({ ...facts, grievance_days: 30 }, owner.token)).status).toBe(400);
  expect((await put({ ...facts, pan: '12345' }, owner.token)).status).toBe(400);
  const saved = await put(facts, owner.token);
  expect(saved.status, await saved.clone().text()).toBe(200);

  const shown = await json(await server.request('/api/seller', { key: true }));
  expect(shown.seller).toEqual({
    name: 'Sajilo Trading Pvt. Ltd.',
    address: 'Tinkune, Kathmandu',
    address_ne: 'टिनकुने, काठमाडौं',
    pan: '609876543',
    company_registration: '214365/076/077',
    ecommerce_listing: 'ECOM-2082-00417',
    grievance_officer: { name: 'Sunita Maharjan', phone: '01-4781235', email: null, address: null },
    grievance_days: 7,
  });
  // A new grievance takes the seller's days.
  const before = Date.now();
  const { body } = await file(GRIEVANCE);
  expect(new Date(body.grievance.due_at).getTime() - before).toBeLessThan(7 * DAY + 60_000);

  const [entry] = await server.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, 'seller'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect((entry?.after as { grievance_days?: number } | undefined)?.grievance_days).toBe(7);
});
