// Files in the database (docs/server.md "Stored files"), over real HTTP on the real database: /uploads/
// serves the public rows of `files` with a strong ETag and immutable caching and never a private one; form
// attachments are written in the transaction of their submission; `files:import` moves an existing
// DATA_DIR/uploads in.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { files, submissionFiles, submissions } from '../src/db/schema.js';
import { contentHash, putFiles, readStoredFile } from '../src/services/files.js';
import { uploadUrl } from '../src/services/uploads.js';
import { insertContent } from './fixtures/content.js';
import { send } from './fuzz-requests.js';
import { STOREFRONT_ORIGIN, startServer, storeOnDisk, TEST_KEY, type TestServer } from './helpers.js';
import { built, type Store, withDatabase } from './process.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

// Real files: a 1×1 WebP, a 1×1 PNG, a small PDF, and the header of an old Word .doc (a CFB container).
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d3a3d20000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1528)]);
/** Text compresses well: an answer that is not compressed keeps its length and its strong ETag true. */
const TEXT = Buffer.from('Tiles, basins and taps. '.repeat(200));

const NOT_FOUND = { result: 'error', message: 'Not found.' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const etagOf = (content: Buffer) => `"${contentHash(content)}"`;

/** The paths stored under `prefix`, e.g. `private/support_ticket/`. */
async function pathsUnder(db: Database, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ path: files.path })
    .from(files)
    .where(sql`starts_with(${files.path}, ${prefix})`)
    .orderBy(files.path);
  return rows.map((r) => r.path);
}

describe('GET and HEAD /uploads/<path>', () => {
  let server: TestServer;
  let port: number;
  const WEBP_PATH = 'products/basin-3f9a1c-640.webp';
  const TEXT_PATH = 'notes/care-4d2e.txt';
  const PDF_PATH = 'catalogues/tiles 10% off.pdf';
  const PRIVATE = ['private/support_ticket/a1b2c3.pdf', 'drafts/unpublished-640.webp'];
  const MISSING = ['private/support_ticket/nothing.pdf', 'products/nothing-640.webp'];

  beforeAll(async () => {
    server = await startServer();
    port = Number(new URL(server.url).port);
    await putFiles(server.app.db, [
      { path: WEBP_PATH, content: WEBP, mime: 'image/webp', public: true },
      { path: TEXT_PATH, content: TEXT, mime: 'text/plain', public: true },
      { path: PDF_PATH, content: PDF, mime: 'application/pdf', public: true },
      { path: PRIVATE[0] ?? '', content: PDF, mime: 'application/pdf', public: false },
      { path: PRIVATE[1] ?? '', content: WEBP, mime: 'image/webp', public: false },
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A request target sent exactly as written (fetch would resolve `..` and re-encode). */
  const raw = (target: string, method = 'GET', headers: [string, string][] = []) =>
    send(port, { method, target, headers, notes: [] }, '127.0.0.1');

  it('answers a public file with its type, length, strong ETag, immutable caching and Last-Modified', async () => {
    const row = await readStoredFile(server.app.db, TEXT_PATH);
    const res = await server.request(`/uploads/${TEXT_PATH}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(TEXT)).toBe(true);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('content-length')).toBe(String(TEXT.length));
    // Sent as stored: a compressed answer would not be the bytes its strong ETag names.
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('etag')).toBe(etagOf(TEXT));
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('last-modified')).toBe(row?.createdAt.toUTCString());
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // No range support, so none is advertised.
    expect(res.headers.get('accept-ranges')).toBeNull();

    const picture = await server.request(`/uploads/${WEBP_PATH}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('etag')).toBe(etagOf(WEBP));
    expect(Buffer.from(await picture.arrayBuffer()).equals(WEBP)).toBe(true);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const get = await server.request(`/uploads/${WEBP_PATH}`);
    await get.arrayBuffer();
    const head = await raw(`/uploads/${WEBP_PATH}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'etag', 'cache-control', 'last-modified', 'x-content-type-options']) {
      expect(head.headers[name], name).toBe(get.headers.get(name));
    }
    expect(head.headers['content-length']).toBe(String(WEBP.length));
  });

  it('answers 304 without a body when If-None-Match names the file, by weak comparison', async () => {
    const etag = etagOf(WEBP);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, `W/"other" ,W/${etag}`, '*']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await raw(`/uploads/${WEBP_PATH}`, method, [['If-None-Match', header]]);
        expect(res.status, `${method} If-None-Match: ${header}`).toBe(304);
        expect(res.body.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
      }
    }
    // Another file's tag, or none of the list: the whole file.
    for (const header of [etagOf(TEXT), '"other"', `W/"other", "${contentHash(WEBP)}x"`]) {
      const res = await raw(`/uploads/${WEBP_PATH}`, 'GET', [['If-None-Match', header]]);
      expect(res.status, `If-None-Match: ${header}`).toBe(200);
      expect(res.body.equals(WEBP)).toBe(true);
    }
  });

  it('answers If-Modified-Since when no If-None-Match is sent', async () => {
    const modified = (await readStoredFile(server.app.db, WEBP_PATH))?.createdAt ?? new Date(0);
    const since = (ms: number) => new Date(modified.getTime() + ms).toUTCString();
    const current = await raw(`/uploads/${WEBP_PATH}`, 'GET', [['If-Modified-Since', since(0)]]);
    expect(current.status).toBe(304);
    expect(current.body.length).toBe(0);
    const older = await raw(`/uploads/${WEBP_PATH}`, 'GET', [['If-Modified-Since', since(-86_400_000)]]);
    expect(older.status).toBe(200);
    expect(older.body.equals(WEBP)).toBe(true);
    const garbage = await raw(`/uploads/${WEBP_PATH}`, 'GET', [['If-Modified-Since', 'yesterday']]);
    expect(garbage.status).toBe(200);
    // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
    const both = await raw(`/uploads/${WEBP_PATH}`, 'GET', [
      ['If-None-Match', '"other"'],
      ['If-Modified-Since', since(86_400_000)],
    ]);
    expect(both.status).toBe(200);
    expect(both.body.equals(WEBP)).toBe(true);
  });

  it('serves a name with a space and % at the address uploadUrl gives, whatever the query string', async () => {
    const address = uploadUrl(server.url, PDF_PATH);
    expect(address).toBe(`${server.url}/uploads/catalogues/tiles%2010%25%20off.pdf`);
    const res = await fetch(`${address}?v=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    // A catalogue PDF may be framed by the viewer page and the storefront (plugins/security.ts).
    expect(res.headers.get('content-security-policy')).toBe(`frame-ancestors 'self' ${STOREFRONT_ORIGIN}`);
  });

  it('never serves a private file: it answers exactly as a missing path does', async () => {
    const answers = [];
    for (const path of [...PRIVATE, ...MISSING]) {
      for (const method of ['GET', 'HEAD']) {
        // Even with the private file's own tag: a 304 would tell that it exists.
        for (const headers of [[], [['If-None-Match', etagOf(PDF)]]] as [string, string][][]) {
          const res = await raw(`/uploads/${encodeURI(path)}`, method, headers);
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          if (method === 'GET') expect(JSON.parse(res.body.toString())).toEqual(NOT_FOUND);
          else expect(res.body.length).toBe(0);
          expect(res.headers.etag).toBeUndefined();
          expect(res.headers['last-modified']).toBeUndefined();
          expect(res.headers['cache-control']).toBeUndefined();
          const { date: _date, 'x-request-id': _id, ...rest } = res.headers;
          answers.push({ method, headers: rest, body: res.body.toString() });
        }
      }
    }
    // The answers for a private path and a missing one cannot be told apart.
    const [privateAnswers, missingAnswers] = [answers.slice(0, 8), answers.slice(8)];
    expect(privateAnswers).toEqual(missingAnswers);
  });

  it('refuses traversal, empty and dot segments, encoded separators and control characters (404)', async () => {
    // The control: this address serves, so each refusal below is the address, not a missing file.
    expect((await raw(`/uploads/${WEBP_PATH}`)).status).toBe(200);
    for (const target of [
      '/uploads/../package.json',
      '/uploads/../../etc/passwd',
      '/uploads/products/../products/basin-3f9a1c-640.webp',
      '/uploads/private/../products/basin-3f9a1c-640.webp',
      '/uploads/./products/basin-3f9a1c-640.webp',
      '/uploads/products/./basin-3f9a1c-640.webp',
      '/uploads//products/basin-3f9a1c-640.webp',
      '/uploads/products//basin-3f9a1c-640.webp',
      '/uploads/products/basin-3f9a1c-640.webp/',
      '/uploads/products%2Fbasin-3f9a1c-640.webp',
      '/uploads/products%2fbasin-3f9a1c-640.webp',
      '/uploads/products%5Cbasin-3f9a1c-640.webp',
      '/uploads/products%5C..%5Cproducts%5Cbasin-3f9a1c-640.webp',
      '/uploads/%2e%2e/private/support_ticket/a1b2c3.pdf',
      '/uploads/%2E%2E%2Fprivate%2Fsupport_ticket%2Fa1b2c3.pdf',
      '/uploads/drafts%2Funpublished-640.webp',
      '/uploads/products/%2e/basin-3f9a1c-640.webp',
      '/uploads/products/basin-3f9a1c-640.webp%00',
      '/uploads/products/basin-3f9a1c-640.webp%00.png',
      '/uploads/products/%0Abasin-3f9a1c-640.webp',
      '/uploads/products/basin-3f9a1c-640.webp%7F',
      '/uploads/',
      `/uploads/${'a/'.repeat(600)}basin.webp`,
      '/UPLOADS/products/basin-3f9a1c-640.webp',
      '/%75ploads/products/basin-3f9a1c-640.webp',
    ]) {
      const res = await raw(target);
      expect(res.status, target).toBe(404);
      expect(JSON.parse(res.body.toString()), target).toEqual(NOT_FOUND);
    }
  });

  it('answers an address that is not correctly percent-encoded with 400 in the envelope', async () => {
    // %C0%AF is an overlong "/", which a lenient decoder turns into a separator.
    for (const target of [
      '/uploads/%zz',
      '/uploads/products/%C0%AF..%C0%AFpackage.json',
      '/uploads/%ff.webp',
    ]) {
      const res = await raw(target);
      expect(res.status, target).toBe(400);
      expect(JSON.parse(res.body.toString()), target).toEqual({
        result: 'error',
        message: { url: ['This address is not correctly encoded.'] },
      });
    }
  });

  it('answers only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await raw(`/uploads/${WEBP_PATH}`, method);
      expect(res.status, method).toBe(404);
      expect(JSON.parse(res.body.toString())).toEqual(NOT_FOUND);
    }
    expect((await readStoredFile(server.app.db, WEBP_PATH))?.content.equals(WEBP)).toBe(true);
  });
});

describe('form attachments', () => {
  let server: TestServer;
  let fixture: Awaited<ReturnType<typeof insertContent>>;

  beforeAll(async () => {
    server = await startServer({ formsPerMinute: 1000 });
    fixture = await insertContent(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const ticket = (extra: Record<string, string | File> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Ram Thapa',
      email: 'ram@example.com',
      phone_number: '9841000000',
      state: 'Bagmati',
      city: 'Kathmandu',
      address: 'Baneshwor',
      street: 'Shantinagar Marg',
      product_name: 'Aqua WC',
      purchase_date: '2026-05-01',
      symptom: String(fixture.symptoms[0]?.id),
      remark: 'The flush leaks.',
      ...extra,
    }))
      form.append(name, value);
    return form;
  };
  const application = (resume: File) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
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
    }))
      form.append(name, value);
    form.append('resume', resume);
    return form;
  };
  const file = (bytes: Buffer, name: string, type: string) =>
    new File([new Uint8Array(bytes)], name, { type });
  const submissionCount = async (kind: 'support_ticket' | 'job_application') =>
    (await server.app.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.kind, kind)))
      .length;

  it('stores the files as private rows of the files table, with the submission, and nothing on disk', async () => {
    const res = await server.request('/api/complains', {
      method: 'POST',
      key: true,
      body: ticket({
        warrenty_card: file(PNG, 'card.png', 'image/png'),
        billing_card: file(PDF, 'bill.pdf', 'application/pdf'),
      }),
    });
    expect(res.status).toBe(201);
    const [row] = await server.app.db
      .select({ id: submissions.id })
      .from(submissions)
      .orderBy(desc(submissions.id))
      .limit(1);
    const attached = await server.app.db
      .select()
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, row?.id ?? 0))
      .orderBy(submissionFiles.field);
    expect(attached.map((f) => f.field)).toEqual(['billing_card', 'warrenty_card']);
    for (const f of attached) {
      expect(f.path).toMatch(/^private\/support_ticket\/[\w-]{24}\.(png|pdf)$/);
      const content = f.field === 'billing_card' ? PDF : PNG;
      const stored = await readStoredFile(server.app.db, f.path);
      expect(stored).toMatchObject({ mime: f.mime, size: content.length, public: false });
      expect(stored?.content.equals(content)).toBe(true);
      expect(stored?.sha256).toBe(contentHash(content));
      expect((await server.request(`/uploads/${f.path}`)).status).toBe(404);
    }
    expect(existsSync(join(server.config.dataDir, 'uploads'))).toBe(false);
  });

  it('keeps no file when the submission is refused after its files are read', async () => {
    const before = {
      tickets: await pathsUnder(server.app.db, 'private/support_ticket/'),
      applications: await pathsUnder(server.app.db, 'private/job_application/'),
    };
    const unknownSymptom = await server.request('/api/complains', {
      method: 'POST',
      key: true,
      body: ticket({ symptom: '424242', warrenty_card: file(PNG, 'card.png', 'image/png') }),
    });
    expect(unknownSymptom.status).toBe(400);
    const badEmail = await server.request('/api/complains', {
      method: 'POST',
      key: true,
      body: ticket({ email: 'ram@', billing_card: file(PDF, 'bill.pdf', 'application/pdf') }),
    });
    expect(badEmail.status).toBe(400);
    const closedJob = await server.request('/api/careers/closed-job', {
      method: 'POST',
      key: true,
      body: application(file(PDF, 'cv.pdf', 'application/pdf')),
    });
    expect(closedJob.status).toBe(404);
    expect(await pathsUnder(server.app.db, 'private/support_ticket/')).toEqual(before.tickets);
    expect(await pathsUnder(server.app.db, 'private/job_application/')).toEqual(before.applications);
  });

  it('keeps neither the submission nor its file when the transaction fails after the file is written', async () => {
    const { db } = server.app;
    // A failure after the résumé's row is written, before the transaction commits: the submission_files row
    // that names it is refused, for this one file name.
    await db.execute(sql`create function refuse_marked_file() returns trigger language plpgsql as $$
      begin
        if new.original_name = 'refused-cv.pdf' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger refuse_marked_file before insert on submission_files
      for each row execute function refuse_marked_file()`);
    // A second server on the same database: the contract has no 500 for this operation, and the test
    // server would count the answer as a breach of it.
    const second = await buildApp(server.config, { db, kind: server.app.dbKind, close: async () => {} });
    try {
      const url = await second.listen({ port: 0, host: '127.0.0.1' });
      const apply = (name: string) =>
        fetch(`${url}/api/careers/sales-executive`, {
          method: 'POST',
          headers: { 'X-Api-Key': TEST_KEY },
          body: application(file(PDF, name, 'application/pdf')),
        });
      const before = {
        submissions: await submissionCount('job_application'),
        files: await pathsUnder(db, 'private/job_application/'),
      };
      const refused = await apply('refused-cv.pdf');
      expect(refused.status).toBe(500);
      expect(await refused.json()).toEqual({
        result: 'error',
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(await submissionCount('job_application')).toBe(before.submissions);
      expect(await pathsUnder(db, 'private/job_application/')).toEqual(before.files);
      // The same application with another name is stored with its file: only the marked one fails.
      const accepted = await apply('cv.pdf');
      expect(accepted.status).toBe(201);
      expect(await submissionCount('job_application')).toBe(before.submissions + 1);
      expect(await pathsUnder(db, 'private/job_application/')).toHaveLength(before.files.length + 1);
    } finally {
      await second.close();
      await db.execute(sql`drop trigger refuse_marked_file on submission_files`);
      await db.execute(sql`drop function refuse_marked_file()`);
    }
  });
});

describe('files:import', () => {
  let dataDir: string;
  let store: Store;
  let dropDatabase: (() => Promise<void>) | undefined;

  /** What an older installation left on disk, and the row each file must become. */
  const ON_DISK = [
    { disk: 'public/products/basin-3f9a1c-640.webp', content: WEBP, mime: 'image/webp' },
    { disk: 'public/catalogues/tiles 10% off.pdf', content: PDF, mime: 'application/pdf' },
    // Typed by content, not by name; by name only when the content says nothing.
    { disk: 'public/products/renamed-640.webp', content: PNG, mime: 'image/png' },
    { disk: 'public/products/cut-short-640.webp', content: Buffer.from('RIFF'), mime: 'image/webp' },
    { disk: 'public/misc/notes.bin', content: TEXT, mime: 'application/octet-stream' },
    { disk: 'private/support_ticket/k3j4h5.png', content: PNG, mime: 'image/png' },
    { disk: 'private/job_application/m6n7p8.doc', content: DOC, mime: 'application/msword' },
  ].map((f) => {
    const isPublic = f.disk.startsWith('public/');
    return { ...f, path: isPublic ? f.disk.slice('public/'.length) : f.disk, public: isPublic };
  });
  const TOTAL = ON_DISK.reduce((sum, f) => sum + f.content.length, 0);

  beforeAll(async () => {
    ({ dataDir, store, drop: dropDatabase } = await storeOnDisk('sajilo-import-'));
  });
  afterAll(async () => {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the command `pnpm files:import` runs, as built in dist/, on this test's DATA_DIR and database. */
  function runImport(args: string[] = [], env: Record<string, string> = {}) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [built('files-import'), ...args], {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: store.databaseUrl ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  const write = (disk: string, content: Buffer) => {
    const file = join(dataDir, 'uploads', disk);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const onDisk = (disk: string) => existsSync(join(dataDir, 'uploads', disk));
  const rows = () =>
    withDatabase(store, (db) =>
      db
        .select({
          path: files.path,
          mime: files.mime,
          public: files.public,
          size: files.size,
          sha256: files.sha256,
          content: files.content,
          createdAt: files.createdAt,
        })
        .from(files)
        .orderBy(files.path),
    );

  it('finds nothing to do without DATA_DIR/uploads', async () => {
    const run = await runImport();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('nothing to import');
  }, 60_000);

  it('moves every file in under its path, typed by its content, public or private by its folder', async () => {
    for (const f of ON_DISK) write(f.disk, f.content);
    const run = await runImport();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`imported       7 files, ${TOTAL.toLocaleString('en-US')} bytes`);
    expect(run.stdout).toContain('already there  0 files');
    expect(run.stdout).toContain(`in all         7 files, ${TOTAL.toLocaleString('en-US')} bytes`);

    const stored = await rows();
    expect(stored.map(({ createdAt: _c, content: _b, ...row }) => row)).toEqual(
      [...ON_DISK]
        .sort((a, b) => (a.path < b.path ? -1 : 1))
        .map((f) => ({
          path: f.path,
          mime: f.mime,
          public: f.public,
          size: f.content.length,
          sha256: contentHash(f.content),
        })),
    );
    for (const row of stored) {
      expect(row.content.equals(ON_DISK.find((f) => f.path === row.path)?.content ?? Buffer.alloc(0))).toBe(
        true,
      );
    }
    // Without --delete the originals stay.
    for (const f of ON_DISK) expect(onDisk(f.disk), f.disk).toBe(true);

    // A server on that database serves the public ones at their old addresses, never the private ones.
    const handle = await openDatabase(store.databaseUrl ? { databaseUrl: store.databaseUrl } : { dataDir });
    const config = loadConfig({}, { test: true, appKey: TEST_KEY, dataDir, databaseUrl: store.databaseUrl });
    const app = await buildApp(config, handle);
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const pdf = await fetch(uploadUrl(url, 'catalogues/tiles 10% off.pdf'));
      expect(pdf.status).toBe(200);
      expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
      const attachment = await fetch(`${url}/uploads/private/support_ticket/k3j4h5.png`);
      expect(attachment.status).toBe(404);
      await attachment.arrayBuffer();
    } finally {
      await app.close();
    }
  }, 120_000);

  it('finds every file there on a second run and changes nothing', async () => {
    const before = await rows();
    const run = await runImport();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('imported       0 files, 0 bytes');
    expect(run.stdout).toContain('already there  7 files');
    expect(await rows()).toEqual(before);
    for (const f of ON_DISK) expect(onDisk(f.disk), f.disk).toBe(true);
  }, 120_000);

  it('deletes the originals with --delete, once they are stored', async () => {
    const before = await rows();
    const run = await runImport(['--delete']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('already there  7 files');
    expect(run.stdout).toContain('deleted        7 files');
    for (const f of ON_DISK) expect(onDisk(f.disk), f.disk).toBe(false);
    // The folders it emptied go too.
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([]);
    expect(await rows()).toEqual(before);
  }, 120_000);

  it('keeps an original whose path holds another file, names it and exits 1', async () => {
    write('public/products/basin-3f9a1c-640.webp', PNG);
    write('public/products/new-640.webp', WEBP);
    const run = await runImport(['--delete']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('imported       1 file, ');
    expect(run.stdout).toContain('deleted        1 file ');
    expect(run.stderr).toContain('another file is stored under products/basin-3f9a1c-640.webp');
    expect(run.stderr).toContain('files:import: 1 file not imported (above); left on disk.');
    expect(onDisk('public/products/basin-3f9a1c-640.webp')).toBe(true);
    expect(onDisk('public/products/new-640.webp')).toBe(false);
    const stored = await rows();
    expect(stored.find((r) => r.path === 'products/basin-3f9a1c-640.webp')?.content.equals(WEBP)).toBe(true);
    expect(stored.find((r) => r.path === 'products/new-640.webp')).toMatchObject({
      mime: 'image/webp',
      public: true,
    });
  }, 120_000);

  it('says in one line why it cannot run, and exits non-zero', async () => {
    const config = await runImport([], { DATABASE_URL: 'mysql://db.example/shop' });
    expect(config.code).toBe(1);
    expect(config.stderr).toMatch(
      /^files:import cannot start:\n {2}DATABASE_URL="mysql:\/\/db\.example\/shop": .+\.\n$/,
    );

    // Nothing listens on port 1.
    const down = await runImport([], { DATABASE_URL: 'postgres://sajilo@127.0.0.1:1/shop' });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/^files:import failed: .*ECONNREFUSED.*\n$/);

    const usage = await runImport(['--force']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: pnpm --filter @sajilo/server files:import [--delete]');

    if (!store.databaseUrl) {
      // PGlite is one process: a server running on DATA_DIR keeps the command out.
      const running = await openDatabase({ dataDir });
      try {
        const locked = await runImport();
        expect(locked.code).toBe(1);
        expect(locked.stderr).toContain(`DATA_DIR ${dataDir} is in use by another Sajilo process`);
      } finally {
        await running.close();
      }
    }
  }, 120_000);
});
