// Every form over real HTTP: validation messages, what is stored, uploads checked by content, the
// honeypot, duplicate subscriptions, keys and origins, and the per-client, per-IP rate limit.
import { desc, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { files, submissionFiles, submissions, subscribers } from '../src/db/schema.js';
import { readStoredFile } from '../src/services/files.js';
import { insertContent } from './fixtures/content.js';
import { STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let fixture: Awaited<ReturnType<typeof insertContent>>;
/**
 * A second storefront key (a shop front on another domain) with a generous form limit, so the tests below
 * are not rate limited. Not a partner's: a partner's key is for the widgets' operations only.
 */
const KEY = 'forms-test-key';
let clientId: number;

// A real 1×1 PNG and a real one-page PDF.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d3a3d20000000049454e44ae426082',
  'hex',
);
let PDF: Buffer;
/** The header of a Compound File Binary container: what an old Word .doc starts with. */
const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1528)]);

const REQUIRED = ['This field is required.'];

interface Envelope {
  result: 'success' | 'error';
  message: string | Record<string, string[]>;
}

/** The response envelope (its shape is checked against the contract by the test server). */
async function envelope(res: Response): Promise<Envelope> {
  return (await res.json()) as Envelope;
}

/** The field messages of a validation error. */
async function fieldsOf(res: Response): Promise<Record<string, string[]>> {
  const { message } = await envelope(res);
  if (typeof message === 'string') throw new Error(`expected field messages, got: ${message}`);
  return message;
}

beforeAll(async () => {
  server = await startServer();
  fixture = await insertContent(server);
  const client = await server.app.clients.upsert({
    name: 'Forms test storefront',
    kind: 'storefront',
    key: KEY,
    allowedOrigins: ['https://dealer.example'],
    formsPerMinute: 1000,
  });
  clientId = client.id;
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Warranty card');
  PDF = Buffer.from(await pdf.save());
});
afterAll(async () => {
  await server.close();
});

function post(
  path: string,
  json: unknown,
  key: string | boolean = KEY,
  headers: Record<string, string> = {},
) {
  return server.request(path, { method: 'POST', key, json, headers });
}

function postForm(path: string, form: FormData, key: string | boolean = KEY) {
  return server.request(path, { method: 'POST', key, body: form });
}

async function lastSubmission(kind: (typeof submissions.$inferSelect)['kind']) {
  const [row] = await server.app.db
    .select()
    .from(submissions)
    .where(eq(submissions.kind, kind))
    .orderBy(desc(submissions.id))
    .limit(1);
  return row;
}

async function count(kind: (typeof submissions.$inferSelect)['kind']) {
  const rows = await server.app.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.kind, kind));
  return rows.length;
}

async function fileCount() {
  return (await server.app.db.select({ id: submissionFiles.id }).from(submissionFiles)).length;
}

/** The stored files under private/<kind>/ (the `files` table). */
async function privateFiles(kind: string): Promise<string[]> {
  const rows = await server.app.db
    .select({ path: files.path })
    .from(files)
    .where(sql`starts_with(${files.path}, ${`private/${kind}/`})`);
  return rows.map((r) => r.path);
}

/** Expects a 400 whose field messages are exactly these fields, each "This field is required.". */
async function expectRequired(res: Response, fields: string[]) {
  expect(res.status).toBe(400);
  const message = await fieldsOf(res);
  expect(Object.keys(message).sort()).toEqual([...fields].sort());
  for (const field of fields) expect(message[field]).toEqual(REQUIRED);
}

function form(values: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('contact enquiry', () => {
  const input = {
    name: 'Ram Thapa',
    email: 'ram@example.com',
    phone_number: '9841000000',
    message: 'Please call me about floor tiles.',
  };

  it('stores the enquiry as sent and thanks the visitor (201)', async () => {
    const res = await post('/api/contacts', { ...input, name: '  Ram Thapa  ', extra: 'dropped' });
    expect(res.status).toBe(201);
    const body = await envelope(res);
    expect(body.result).toBe('success');
    expect(body.message).toMatch(/^Thank you/);
    const row = await lastSubmission('contact');
    expect(row).toMatchObject({ kind: 'contact', clientId, jobId: null, data: input, ip: '127.0.0.1' });
  });

  it('names every missing field (docs/customer.md §5: all four required)', async () => {
    await expectRequired(await post('/api/contacts', {}), ['name', 'email', 'phone_number', 'message']);
    // Blank values are missing values.
    await expectRequired(await post('/api/contacts', { ...input, name: '   ', message: '' }), [
      'name',
      'message',
    ]);
  });

  it('rejects a bad email and phone number with field messages', async () => {
    const before = await count('contact');
    const res = await post('/api/contacts', { ...input, email: 'ram@', phone_number: 'call me' });
    expect(res.status).toBe(400);
    expect((await envelope(res)).message).toEqual({
      email: ['Enter a valid email address.'],
      phone_number: ['Enter a valid phone number.'],
    });
    expect(await count('contact')).toBe(before);
  });

  it('stores script and SQL-looking input verbatim and inert', async () => {
    const hostile = {
      name: `<script>alert('x')</script>`,
      email: 'robert@example.com',
      phone_number: '+977 984-1000000',
      message: `Robert'); DROP TABLE submissions; -- <img src=x onerror=alert(1)> \${7*7} {{7*7}}`,
    };
    const res = await post('/api/contacts', hostile);
    expect(res.status).toBe(201);
    const row = await lastSubmission('contact');
    expect(row?.data).toEqual(hostile);
    const [raw] = await queryRows<{ message: string }>(
      server.app.db,
      sql`select data->>'message' as message from submissions where id = ${row?.id ?? 0}`,
    );
    expect(raw?.message).toBe(hostile.message);
    expect(await count('contact')).toBeGreaterThan(0);
  });
});

describe('customer and dealer enquiries', () => {
  const enquiry = {
    name: 'Sita Shrestha',
    email: 'sita@example.com',
    phone: '9801000000',
    address: 'Baneshwor, Kathmandu',
    message: 'Do you have anti-skid tiles?',
  };

  it('stores a customer enquiry', async () => {
    const res = await post('/api/customer_enquiry', enquiry);
    expect(res.status).toBe(201);
    expect((await lastSubmission('customer_enquiry'))?.data).toEqual(enquiry);
  });

  it('names the missing customer enquiry fields', async () => {
    await expectRequired(await post('/api/customer_enquiry', {}), [
      'name',
      'email',
      'phone',
      'address',
      'message',
    ]);
  });

  it('answers a bot that fills the honeypot as usual, and keeps nothing', async () => {
    const before = await count('customer_enquiry');
    const res = await post('/api/customer_enquiry', { ...enquiry, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect((await envelope(res)).result).toBe('success');
    expect(await count('customer_enquiry')).toBe(before);
    // An empty honeypot is a person.
    expect((await post('/api/customer_enquiry', { ...enquiry, website: '' })).status).toBe(201);
    expect(await count('customer_enquiry')).toBe(before + 1);
  });

  it('stores a dealer enquiry and names its missing fields', async () => {
    const dealer = {
      name: 'Hari Gurung',
      email: 'hari@example.com',
      phone: '9801000000',
      company_name: 'Gurung Traders',
      vat_no: '601234567',
      address: 'Pokhara',
      message: 'We want to become a dealer.',
    };
    const res = await post('/api/dealer_enquiry', dealer);
    expect(res.status).toBe(201);
    expect((await lastSubmission('dealer_enquiry'))?.data).toEqual(dealer);
    await expectRequired(await post('/api/dealer_enquiry', {}), Object.keys(dealer));
  });
});

describe('feedback', () => {
  it('stores feedback with its optional ratings', async () => {
    const feedback = {
      first_name: 'Sita',
      last_name: 'Shrestha',
      email: 'sita@example.com',
      phone_number: '9841000000',
      address: 'Lalitpur',
      project_name: 'New house',
      occupation: 'Architect',
      influence: 'Friend',
      feedback: 'Good',
      project_type: 'Residence',
      product_feedback: 'Excellent',
      service_feedback: 'V. Good',
      agent_name: 'Hari',
    };
    const res = await post('/api/feedbacks', feedback);
    expect(res.status).toBe(201);
    expect((await lastSubmission('feedback'))?.data).toEqual(feedback);
  });

  it('requires only first name, last name, phone, address and occupation (docs/customer.md §5)', async () => {
    await expectRequired(await post('/api/feedbacks', {}), [
      'first_name',
      'last_name',
      'phone_number',
      'address',
      'occupation',
    ]);
    const res = await post('/api/feedbacks', {
      first_name: 'A',
      last_name: 'B',
      phone_number: '9841000000',
      address: 'Lalitpur',
      occupation: 'Engineer',
      feedback: 'Great',
    });
    expect(res.status).toBe(400);
    expect((await envelope(res)).message).toEqual({
      feedback: ['Choose one of: Poor, Fair, Good, V. Good, Excellent.'],
    });
  });
});

describe('FAQ question', () => {
  it('stores a question of an existing FAQ type', async () => {
    const question = {
      name: 'Ram Thapa',
      type: fixture.faqTypes.delivery.id,
      email: 'ram@example.com',
      phone_number: '9841000000',
      question: 'Do you deliver to Pokhara?',
    };
    const res = await post('/api/faqs', question);
    expect(res.status).toBe(201);
    expect((await lastSubmission('faq_question'))?.data).toEqual(question);
  });

  it('names the missing fields and refuses an unknown type', async () => {
    await expectRequired(await post('/api/faqs', {}), ['name', 'type', 'email', 'phone_number', 'question']);
    const before = await count('faq_question');
    const res = await post('/api/faqs', {
      name: 'Ram',
      type: 999_999,
      email: 'ram@example.com',
      phone_number: '9841000000',
      question: 'Hello?',
    });
    expect(res.status).toBe(400);
    expect((await envelope(res)).message).toEqual({ type: ['Choose a question type from the list.'] });
    expect(await count('faq_question')).toBe(before);
  });
});

describe('newsletter', () => {
  const subscribed = async (email: string) =>
    (await server.app.db.select().from(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`))
      .length;

  it('subscribes the typed email (201), and answers a duplicate politely without storing it (200)', async () => {
    const first = await post('/api/subscribers', { email: 'ram@example.com' });
    expect(first.status).toBe(201);
    expect((await envelope(first)).message).toBe('Thank you for subscribing to our newsletter!');
    const again = await post('/api/subscribers', { email: '  RAM@Example.com ' });
    expect(again.status).toBe(200);
    expect(await envelope(again)).toEqual({
      result: 'success',
      message: 'You are already subscribed. Thank you!',
    });
    expect(await subscribed('ram@example.com')).toBe(1);
    const [row] = await server.app.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'ram@example.com'));
    expect(row?.clientId).toBe(clientId);
  });

  it('validates the email and ignores bots', async () => {
    const bad = await post('/api/subscribers', { email: 'not an email' });
    expect(bad.status).toBe(400);
    expect((await envelope(bad)).message).toEqual({ email: ['Enter a valid email address.'] });
    await expectRequired(await post('/api/subscribers', {}), ['email']);
    const bot = await post('/api/subscribers', { email: 'bot@example.com', website: 'x' });
    expect(bot.status).toBe(201);
    expect(await subscribed('bot@example.com')).toBe(0);
  });
});

describe('support ticket (multipart)', () => {
  const ticket = () => ({
    name: 'Ram Thapa',
    email: 'ram@example.com',
    phone_number: '9841000000',
    state: 'Bagmati',
    city: 'Kathmandu',
    address: 'Baneshwor',
    street: 'Shantinagar Marg',
    type: 'Sanitaryware',
    product_name: 'Aqua WC',
    purchase_date: '2026-05-01',
    symptom: String(fixture.symptoms[0]?.id),
    remark: 'The flush leaks.',
  });

  it('stores the ticket with a PNG and a PDF card, as private files', async () => {
    const res = await postForm(
      '/api/complains',
      form({
        ...ticket(),
        landmark: '  Near the temple  ',
        warrenty_card: file(PNG, 'warranty.png', 'image/png'),
        billing_card: file(PDF, 'bill.pdf', 'application/pdf'),
      }),
    );
    expect(res.status).toBe(201);
    expect((await envelope(res)).message).toMatch(/support ticket/);
    const row = await lastSubmission('support_ticket');
    // The symptom arrives as text and is stored as the contract's integer; text is trimmed.
    expect(row?.data).toEqual({ ...ticket(), symptom: fixture.symptoms[0]?.id, landmark: 'Near the temple' });
    expect(row?.clientId).toBe(clientId);
    const files = await server.app.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, row?.id ?? 0))
      .orderBy(submissionFiles.field);
    expect(files.map((f) => [f.field, f.mime, f.size, f.originalName])).toEqual([
      ['billing_card', 'application/pdf', PDF.length, 'bill.pdf'],
      ['warrenty_card', 'image/png', PNG.length, 'warranty.png'],
    ]);
    for (const f of files) {
      expect(f.path).toMatch(/^private\/support_ticket\/[\w-]{20,}\.(png|pdf)$/);
      const stored = await readStoredFile(server.app.db, f.path);
      expect(stored).toMatchObject({ mime: f.mime, size: f.size, public: false });
      expect(stored?.content.equals(f.mime === 'image/png' ? PNG : PDF)).toBe(true);
      // Never served: neither under its path nor guessed under /uploads/private.
      expect((await server.request(`/uploads/${f.path}`)).status).toBe(404);
      expect((await server.request(`/uploads/${f.path.replace(/^private\//, '')}`)).status).toBe(404);
    }
  });

  it('accepts a ticket without cards, and an empty file input as no file', async () => {
    const before = await fileCount();
    const res = await postForm(
      '/api/complains',
      form({ ...ticket(), billing_card: file(Buffer.alloc(0), '', 'application/octet-stream') }),
    );
    expect(res.status).toBe(201);
    expect(await fileCount()).toBe(before);
  });

  it('names every missing required field (docs/customer.md §5)', async () => {
    await expectRequired(await postForm('/api/complains', form({ landmark: 'x', serial_no: '' })), [
      'name',
      'email',
      'phone_number',
      'state',
      'city',
      'address',
      'street',
      'product_name',
      'purchase_date',
      'symptom',
      'remark',
    ]);
  });

  it('gives field messages for a bad email, phone, date, category and an unknown symptom', async () => {
    const res = await postForm(
      '/api/complains',
      form({ ...ticket(), email: 'x@', phone_number: '12', purchase_date: '2026-13-45', type: 'Cars' }),
    );
    expect(res.status).toBe(400);
    const message = await fieldsOf(res);
    expect(message.email).toEqual(['Enter a valid email address.']);
    expect(message.phone_number).toContain('Enter a valid phone number.');
    expect(message.purchase_date).toEqual(['Enter a valid date (YYYY-MM-DD).']);
    expect(message.type?.[0]).toMatch(/^Choose one of: Tiles, Sanitaryware/);
    const unknown = await postForm('/api/complains', form({ ...ticket(), symptom: '424242' }));
    expect(unknown.status).toBe(400);
    expect((await envelope(unknown)).message).toEqual({
      symptom: ['Choose a complaint symptom from the list.'],
    });
  });

  it('refuses a file over 5 MB (413) and keeps nothing', async () => {
    const before = {
      rows: await count('support_ticket'),
      files: (await privateFiles('support_ticket')).length,
    };
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await postForm(
      '/api/complains',
      form({ ...ticket(), warrenty_card: file(big, 'huge.png', 'image/png') }),
    );
    expect(res.status).toBe(413);
    expect(await envelope(res)).toEqual({
      result: 'error',
      message: { warrenty_card: ['The file must be at most 5 MB.'] },
    });
    expect(await count('support_ticket')).toBe(before.rows);
    expect(await privateFiles('support_ticket')).toHaveLength(before.files);
  });

  it('refuses a file whose content is not an accepted type (415), whatever its name', async () => {
    const res = await postForm(
      '/api/complains',
      form({ ...ticket(), billing_card: file(Buffer.from('just some text'), 'bill.pdf', 'application/pdf') }),
    );
    expect(res.status).toBe(415);
    expect((await envelope(res)).message).toEqual({
      billing_card: ['The file must be a JPEG, PNG, WebP or PDF file.'],
    });
  });

  it('answers a bot that fills the honeypot as usual, and keeps nothing, not even its files', async () => {
    const before = {
      rows: await count('support_ticket'),
      files: (await privateFiles('support_ticket')).length,
    };
    const res = await postForm(
      '/api/complains',
      form({ ...ticket(), website: 'spam', warrenty_card: file(PNG, 'a.png', 'image/png') }),
    );
    expect(res.status).toBe(201);
    expect(await count('support_ticket')).toBe(before.rows);
    expect(await privateFiles('support_ticket')).toHaveLength(before.files);
  });

  it('answers a cut-off form with 400 and too many files with 413, never 500', async () => {
    const cut = await server.request('/api/complains', {
      method: 'POST',
      key: KEY,
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nRam',
    });
    expect(cut.status).toBe(400);
    expect(await envelope(cut)).toEqual({
      result: 'error',
      message: { body: ['The form data could not be read. Please send it again.'] },
    });
    const many = form(ticket());
    for (let i = 0; i < 5; i++) many.append(`extra_${i}`, file(PNG, `${i}.png`, 'image/png'));
    const tooMany = await postForm('/api/complains', many);
    expect(tooMany.status).toBe(413);
    expect((await envelope(tooMany)).message).toBe('The form has too many fields or files.');
  });

  it('refuses a JSON body (415)', async () => {
    const res = await post('/api/complains', ticket());
    expect(res.status).toBe(415);
    expect((await envelope(res)).result).toBe('error');
  });
});

describe('job application (multipart)', () => {
  const application = () => ({
    first_name: 'Gita',
    last_name: 'Karki',
    email: 'gita@example.com',
    phone_number: '9812345678',
    date_of_birth: '1998-04-12',
    gender: 'Female',
    current_address: 'Kalanki, Kathmandu',
    permanent_address: 'Butwal',
    qualification: 'BBA',
    experience: '2 years in retail sales',
    about_yourself: 'I like helping customers choose.',
  });
  const jobId = () => fixture.jobs.find((j) => j.slug === 'sales-executive')?.id;

  it('stores an application with a PDF resume for the job', async () => {
    const res = await postForm(
      '/api/careers/sales-executive',
      form({ ...application(), resume: file(PDF, 'gita-cv.pdf', 'application/pdf') }),
    );
    expect(res.status).toBe(201);
    const row = await lastSubmission('job_application');
    expect(row).toMatchObject({ jobId: jobId(), clientId, data: application() });
    const [stored] = await server.app.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, row?.id ?? 0));
    expect(stored).toMatchObject({ field: 'resume', mime: 'application/pdf', originalName: 'gita-cv.pdf' });
    expect(stored?.path).toMatch(/^private\/job_application\/[\w-]+\.pdf$/);
    const resume = await readStoredFile(server.app.db, stored?.path ?? 'missing');
    expect(resume).toMatchObject({ mime: 'application/pdf', public: false });
    expect(resume?.content.equals(PDF)).toBe(true);
  });

  it('accepts an old Word .doc resume', async () => {
    const res = await postForm(
      '/api/careers/accountant',
      form({ ...application(), resume: file(DOC, 'cv.doc', 'application/msword') }),
    );
    expect(res.status).toBe(201);
    const row = await lastSubmission('job_application');
    const [stored] = await server.app.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, row?.id ?? 0));
    expect(stored).toMatchObject({ mime: 'application/msword' });
    expect(stored?.path).toMatch(/\.doc$/);
  });

  it('refuses a PNG named resume.pdf (415)', async () => {
    const before = await count('job_application');
    const res = await postForm(
      '/api/careers/sales-executive',
      form({ ...application(), resume: file(PNG, 'resume.pdf', 'application/pdf') }),
    );
    expect(res.status).toBe(415);
    expect(await envelope(res)).toEqual({
      result: 'error',
      message: { resume: ['The file must be a PDF, DOC or DOCX document.'] },
    });
    expect(await count('job_application')).toBe(before);
  });

  it('requires every field, the resume too (docs/customer.md §5)', async () => {
    await expectRequired(await postForm('/api/careers/sales-executive', form({})), [
      ...Object.keys(application()),
      'resume',
    ]);
    await expectRequired(await postForm('/api/careers/sales-executive', form(application())), ['resume']);
  });

  it('answers 404 for an unknown job and for a closed one', async () => {
    const withResume = () => form({ ...application(), resume: file(PDF, 'cv.pdf', 'application/pdf') });
    const unknown = await postForm('/api/careers/no-such-job', withResume());
    expect(unknown.status).toBe(404);
    expect((await envelope(unknown)).message).toBe('This job does not exist.');
    const closed = await postForm('/api/careers/closed-job', withResume());
    expect(closed.status).toBe(404);
    expect((await envelope(closed)).message).toBe('This job is no longer open for applications.');
  });
});

describe('keys, origins and rate limits', () => {
  const feedback = {
    first_name: 'Rate',
    last_name: 'Limit',
    phone_number: '9841000000',
    address: 'Lalitpur',
    occupation: 'Tester',
  };

  it('refuses a form without a key, with a wrong key, or from an origin the key does not allow (403)', async () => {
    const before = await count('feedback');
    for (const res of [
      await post('/api/feedbacks', feedback, false),
      await post('/api/feedbacks', feedback, 'wrong-key'),
      await post('/api/feedbacks', feedback, KEY, { Origin: 'https://evil.example' }),
      await post('/api/feedbacks', feedback, true, { Origin: 'https://dealer.example' }),
    ]) {
      expect(res.status).toBe(403);
      expect((await envelope(res)).result).toBe('error');
    }
    expect(await count('feedback')).toBe(before);
    expect((await post('/api/feedbacks', feedback, KEY, { Origin: 'https://dealer.example' })).status).toBe(
      201,
    );
  });

  it("limits each client per IP to its forms a minute (429 with Retry-After), counting each client's own", async () => {
    // The storefront key allows 10 forms a minute; invalid ones count too.
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/feedbacks', {}, true, { Origin: STOREFRONT_ORIGIN });
      expect(res.status).toBe(400);
    }
    const limited = await post('/api/feedbacks', feedback, true, { Origin: STOREFRONT_ORIGIN });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await envelope(limited)).message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    // Another client from the same IP has its own allowance.
    expect((await post('/api/feedbacks', feedback)).status).toBe(201);

    // The allowance comes from the client's record: this one sends 2 a minute.
    await server.app.clients.upsert({
      name: 'Slow partner',
      kind: 'partner',
      key: 'slow-partner-key',
      allowedOrigins: [],
      formsPerMinute: 2,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post('/api/subscribers', {}, 'slow-partner-key')).status);
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('a partner key is public: limits per key over every IP, and per IP over every key', () => {
  let limited: TestServer;
  const enquiry = {
    name: 'Key Limit',
    email: 'key-limit@example.com',
    phone: '9841000000',
    address: 'Bhaktapur',
    message: 'How many boxes of tiles for a 4 by 3 m floor?',
  };
  const send = (key: string | true, ip: string, headers: Record<string, string> = {}) =>
    limited.request('/api/customer_enquiry', {
      method: 'POST',
      key,
      json: enquiry,
      headers: { 'X-Forwarded-For': ip, ...headers },
    });

  beforeAll(async () => {
    limited = await startServer({ trustProxy: 1, partnerFormsPerHour: 3, formsPerIpPerHour: 4 });
    for (const name of ['dealer-one', 'dealer-two']) {
      await limited.app.clients.upsert({
        name,
        kind: 'partner',
        key: `${name}-key`,
        allowedOrigins: [`https://${name}.example`],
        formsPerMinute: 1000,
      });
    }
  });
  afterAll(async () => {
    await limited.close();
  });

  it('counts a partner key over every IP, with or without an Origin, and a forged allowed one', async () => {
    const statuses = [
      (await send('dealer-one-key', '10.5.0.1')).status,
      (await send('dealer-one-key', '10.5.0.2', { Origin: 'https://dealer-one.example' })).status,
      (await send('dealer-one-key', '10.5.0.3')).status,
      (await send('dealer-one-key', '10.5.0.4', { Origin: 'https://dealer-one.example' })).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another partner's key has its own allowance.
    expect((await send('dealer-two-key', '10.5.0.5')).status).toBe(201);
  });

  it('counts an IP over every key', async () => {
    const ip = '10.6.0.1';
    const statuses = [
      (await send('dealer-two-key', ip)).status,
      (await send('dealer-two-key', ip)).status,
      (await send(true, ip)).status,
      (await send(true, ip)).status,
      (await send(true, ip)).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
