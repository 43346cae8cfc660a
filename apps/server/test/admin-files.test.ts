// Stored files no row refers to any more are deleted with the back-office change that let them go
// (services/orphan-files.ts; docs/back-office.md "Stored files"): a product's picture replaced or the product
// deleted, a content record's picture or a catalogue's PDF replaced or the record deleted, a category's or a
// brand's picture. A picture another row still shows stays (pictures shared by several products, a past
// order's line, a body that names it), private files (form attachments) are never touched, and a change
// that rolls back deletes nothing; a banner's Nepali picture is checked, served and let go like the English one.
// Over HTTP, on PGlite and on PostgreSQL.
import { and, desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, orderItems, products, submissionFiles, submissions } from '../src/db/schema.js';
import { putFiles } from '../src/services/files.js';
import { purgeExpired } from '../src/services/purge.js';
import { createStaff, firstOwner, placeOrder, type StaffLogin } from './admin-helpers.js';
import { startServer, type TestServer } from './helpers.js';

type Json = Record<string, unknown>;
interface Picture {
  path: string;
  widths: number[];
  width: number;
  height: number;
}

let server: TestServer;
let manager: StaffLogin;

beforeAll(async () => {
  server = await startServer();
  const owner = await firstOwner(server);
  manager = await createStaff(server, owner, 'manager');
}, 180_000);
afterAll(async () => {
  await server.close();
});

async function call(path: string, init: Parameters<TestServer['request']>[1] = {}) {
  const res = await server.request(path, { token: manager.token, ...init });
  return { status: res.status, body: (await res.json()) as Json };
}
async function ok(path: string, init: Parameters<TestServer['request']>[1] = {}) {
  const { status, body } = await call(path, init);
  expect(status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

let colour = 0;
/** A new picture uploaded as the editor uploads one: WebP files at the kind's widths. */
async function upload(kind = 'product'): Promise<Picture> {
  colour += 40;
  const png = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: colour % 256, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const body = await ok(`/api/admin/pictures?kind=${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(png),
  });
  return body.picture as Picture;
}

const filesOf = (picture: Picture) => picture.widths.map((w) => `${picture.path}-${w}.webp`);
/** Which of `paths` are stored. */
async function stored(paths: string[]): Promise<string[]> {
  const rows = await server.app.db.select({ path: files.path }).from(files).where(inArray(files.path, paths));
  return rows.map((row) => row.path).sort();
}
/** Whether the public address of each of `paths` answers 200 (served) or 404 (gone). */
async function served(paths: string[]): Promise<number[]> {
  return Promise.all(paths.map(async (path) => (await server.request(`/uploads/${path}`)).status));
}

let codes = 0;
async function product(pictures: Picture[]): Promise<number> {
  codes += 1;
  const body = await ok('/api/admin/products', {
    method: 'POST',
    json: {
      title: `Basin ${codes}`,
      product_code: `FILES-${codes}`,
      price: 1000,
      published: true,
      pictures: pictures.map((p) => ({ path: p.path })),
    },
  });
  return (body.product as { id: number }).id;
}
const productInput = (id: number, pictures: Picture[]) => ({
  title: `Basin ${id}`,
  product_code: `FILES-P${id}`,
  price: 1000,
  published: true,
  pictures: pictures.map((p) => ({ path: p.path })),
});

describe('product pictures', () => {
  it('a picture replaced on a product is deleted with the change (files and addresses)', async () => {
    const [first, second] = [await upload(), await upload()] as [Picture, Picture];
    const id = await product([first]);
    expect(await stored(filesOf(first))).toEqual(filesOf(first).sort());
    await ok(`/api/admin/products/${id}`, { method: 'PUT', json: productInput(id, [second]) });
    expect(await stored(filesOf(first))).toEqual([]);
    expect(await served(filesOf(first))).toEqual(filesOf(first).map(() => 404));
    expect(await served(filesOf(second))).toEqual(filesOf(second).map(() => 200));
    // Deleting the product lets its last picture go.
    await ok(`/api/admin/products/${id}`, { method: 'DELETE' });
    expect(await stored(filesOf(second))).toEqual([]);
  });

  it('a picture two products share stays until the last of them lets it go', async () => {
    const shared = await upload();
    const other = await upload();
    const a = await product([shared]);
    const b = await product([shared, other]);
    await ok(`/api/admin/products/${a}`, { method: 'PUT', json: productInput(a, [other]) });
    expect(await stored(filesOf(shared))).toEqual(filesOf(shared).sort());
    expect(await served(filesOf(shared))).toEqual(filesOf(shared).map(() => 200));
    await ok(`/api/admin/products/${b}`, { method: 'DELETE' });
    // b's `other` is still a's; `shared` was b's alone.
    expect(await stored(filesOf(shared))).toEqual([]);
    expect(await stored(filesOf(other))).toEqual(filesOf(other).sort());
    await ok(`/api/admin/products/${a}`, { method: 'DELETE' });
    expect(await stored(filesOf(other))).toEqual([]);
  });

  it('a past order’s line keeps the picture it was sold with', async () => {
    const sold = await upload();
    const id = await product([sold]);
    const order = await placeOrder(server, 'files-order@example.com');
    await server.app.db
      .update(orderItems)
      .set({ productId: id, image: { ...sold, alt: 'Basin' } })
      .where(eq(orderItems.orderId, order.id));
    await ok(`/api/admin/products/${id}`, { method: 'DELETE' });
    expect(await stored(filesOf(sold))).toEqual(filesOf(sold).sort());
    const [row] = await server.app.db.select().from(products).where(eq(products.id, id));
    expect(row).toBeUndefined();
  });

  it('a CSV import that gives a product other pictures lets the old ones go', async () => {
    const [old, fresh] = [await upload(), await upload()] as [Picture, Picture];
    const id = await product([old]);
    const [row] = await server.app.db.select().from(products).where(eq(products.id, id));
    const res = await server.request('/api/admin/products/import', {
      method: 'POST',
      token: manager.token,
      headers: { 'Content-Type': 'text/csv' },
      body: `product_code,pictures\n${row?.productCode},${fresh.path}\n`,
    });
    const report = (await res.json()) as { lines: { outcome: string; reasons: string[] }[] };
    expect(res.status, JSON.stringify(report)).toBe(200);
    expect(report.lines.map((line) => line.outcome)).toEqual(['updated']);
    expect(await stored(filesOf(old))).toEqual([]);
    expect(await stored(filesOf(fresh))).toEqual(filesOf(fresh).sort());
  });

  it('a product keeps its own pictures as they are, even one whose files are missing', async () => {
    const id = await product([]);
    const lost = { path: 'products/lost-picture', widths: [320], width: 320, height: 320, alt: 'Lost' };
    await server.app.db
      .update(products)
      .set({ images: [lost] })
      .where(eq(products.id, id));
    const saved = await ok(`/api/admin/products/${id}`, {
      method: 'PUT',
      json: { ...productInput(id, [lost]), price: 1200 },
    });
    expect((saved.product as { pictures: { path: string }[] }).pictures.map((p) => p.path)).toEqual([
      lost.path,
    ]);
  });

  it('a change that fails deletes nothing', async () => {
    const kept = await upload();
    const id = await product([kept]);
    // Another product's code: 409, the transaction rolls back with its clean-up.
    const clash = await product([]);
    const refused = await call(`/api/admin/products/${id}`, {
      method: 'PUT',
      json: { ...productInput(id, []), product_code: `FILES-${clash === id ? 0 : codes}` },
    });
    expect(refused.status).toBe(409);
    expect(await stored(filesOf(kept))).toEqual(filesOf(kept).sort());
    const [row] = await server.app.db.select().from(products).where(eq(products.id, id));
    expect(row?.images.map((image) => image.path)).toEqual([kept.path]);
  });
});

describe('content, catalogues, categories and brands', () => {
  const post = (slug: string, image: Picture, description = '<p>B</p>') => ({
    slug,
    title: 'Post',
    date: '2026-11-01',
    summary: 'S',
    description,
    image: { ...image, alt: 'A basin' },
  });

  it('a post’s replaced picture goes; a picture another record shows, or a body names, stays', async () => {
    const [one, two, three] = [await upload(), await upload(), await upload()] as [Picture, Picture, Picture];
    const created = await ok('/api/admin/blogs', { method: 'POST', json: post('files-post', one) });
    const id = (created.blog as { id: number }).id;
    // A banner shows `two` too; a page's body names `three`'s largest file.
    await ok('/api/admin/banners', { method: 'POST', json: { title: 'Shared', image: { ...two, alt: '' } } });
    const named = filesOf(three).at(-1) as string;
    await ok('/api/admin/pages', {
      method: 'POST',
      json: {
        title: 'Names a picture',
        slug: 'names-a-picture',
        description: `<p><img src="${server.url}/uploads/${named}" alt="x"></p>`,
      },
    });
    await ok(`/api/admin/blogs/${id}`, { method: 'PUT', json: post('files-post', two) });
    expect(await stored(filesOf(one))).toEqual([]);
    await ok(`/api/admin/blogs/${id}`, { method: 'PUT', json: post('files-post', three) });
    expect(await stored(filesOf(two))).toEqual(filesOf(two).sort());
    await ok(`/api/admin/blogs/${id}`, { method: 'DELETE' });
    // Only the file the body names stays of `three`.
    expect(await stored(filesOf(three))).toEqual([named]);
  });

  it('a catalogue’s PDF replaced or the catalogue deleted: the PDF goes', async () => {
    const cover = await upload();
    await ok('/api/admin/banners', {
      method: 'POST',
      json: { title: 'Cover', image: { ...cover, alt: '' } },
    });
    const pdf = async () => {
      const form = new FormData();
      const bytes = Buffer.from(`%PDF-1.4\n%${Math.random()}\ntrailer<<>>\n%%EOF\n`);
      form.set('file', new File([bytes], 'c.pdf', { type: 'application/pdf' }));
      const res = await server.request('/api/admin/catalogue-files', {
        method: 'POST',
        token: manager.token,
        body: form,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { file: { path: string } }).file.path;
    };
    const [first, second] = [await pdf(), await pdf()];
    const input = (file: string) => ({ slug: 'files-cat', title: 'C', image: { ...cover, alt: '' }, file });
    const created = await ok('/api/admin/catalogues', { method: 'POST', json: input(first) });
    const id = (created.catalogue as { id: number }).id;
    await ok(`/api/admin/catalogues/${id}`, { method: 'PUT', json: input(second) });
    expect(await stored([first, second])).toEqual([second]);
    expect((await server.request(`/uploads/${first}`)).status).toBe(404);
    await ok(`/api/admin/catalogues/${id}`, { method: 'DELETE' });
    expect(await stored([second])).toEqual([]);
    // The cover is the banner's too.
    expect(await stored(filesOf(cover))).toEqual(filesOf(cover).sort());
  });

  it('a category’s and a brand’s replaced picture goes, and goes with them', async () => {
    const [a, b] = [await upload('category'), await upload('category')] as [Picture, Picture];
    const category = (
      await ok('/api/admin/categories', {
        method: 'POST',
        json: { title: 'Files', picture: { path: a.path } },
      })
    ).category as { id: number };
    await ok(`/api/admin/categories/${category.id}`, {
      method: 'PUT',
      json: { title: 'Files', picture: { path: b.path } },
    });
    expect(await stored(filesOf(a))).toEqual([]);
    await ok(`/api/admin/categories/${category.id}`, { method: 'DELETE' });
    expect(await stored(filesOf(b))).toEqual([]);

    const logo = await upload('brand');
    const brand = (
      await ok('/api/admin/brands', {
        method: 'POST',
        json: { title: 'Files', picture: { path: logo.path } },
      })
    ).brand as { id: number };
    await ok(`/api/admin/brands/${brand.id}`, { method: 'DELETE' });
    expect(await stored(filesOf(logo))).toEqual([]);
  });

  it('a picture deleted meanwhile cannot be given to a record (422), and a new upload not yet saved stays', async () => {
    const gone = await upload();
    const id = await product([gone]);
    const waiting = await upload();
    await ok(`/api/admin/products/${id}`, { method: 'DELETE' });
    const late = await call('/api/admin/blogs', { method: 'POST', json: post('files-late', gone) });
    expect(late.status).toBe(422);
    expect(await stored(filesOf(waiting))).toEqual(filesOf(waiting).sort());
  });
});

it('never touches a private file: form attachments stay whatever the back office changes', async () => {
  const path = 'private/support_ticket/files-test.pdf';
  await putFiles(server.app.db, [
    { path, content: Buffer.from('%PDF-1.4\n%%EOF\n'), mime: 'application/pdf', public: false },
  ]);
  const [item] = await server.app.db
    .insert(submissions)
    .values({ kind: 'support_ticket', data: { name: 'Files' } })
    .returning();
  await server.app.db.insert(submissionFiles).values({
    submissionId: item?.id ?? 0,
    field: 'billing_card',
    path,
    mime: 'application/pdf',
    size: 15,
    originalName: 'bill.pdf',
  });
  // A record that names the private path in its body, then deleted: still not a candidate.
  const made = await ok('/api/admin/pages', {
    method: 'POST',
    json: { title: 'Private', slug: 'names-private', description: `<p>/uploads/${path}</p>` },
  });
  await ok(`/api/admin/pages/${(made.page as { id: number }).id}`, { method: 'DELETE' });
  const { deleteOrphanedFiles } = await import('../src/services/orphan-files.js');
  // Even asked directly, the clean-up leaves a private file alone.
  expect(await deleteOrphanedFiles(server.app.db, [path])).toEqual([]);
  await server.app.db.delete(submissionFiles).where(eq(submissionFiles.path, path));
  expect(await deleteOrphanedFiles(server.app.db, [path])).toEqual([]);
  expect(await stored([path])).toEqual([path]);
});

describe('uploads no record took up', () => {
  it('are swept by the hourly upkeep a day after they were stored, unless a record names them', async () => {
    const [abandoned, saved, fresh] = [await upload(), await upload(), await upload()] as [
      Picture,
      Picture,
      Picture,
    ];
    await product([saved]);
    // A day and an hour ago, for the first two; the third was uploaded just now.
    const old = new Date(Date.now() - 25 * 3600_000);
    await server.app.db
      .update(files)
      .set({ createdAt: old })
      .where(inArray(files.path, [...filesOf(abandoned), ...filesOf(saved)]));
    const purged = await purgeExpired(server.app.db);
    expect(purged.abandonedUploads).toBe(filesOf(abandoned).length);
    expect(await stored(filesOf(abandoned))).toEqual([]);
    expect(await served(filesOf(abandoned))).toEqual(filesOf(abandoned).map(() => 404));
    expect(await stored(filesOf(saved))).toEqual(filesOf(saved).sort());
    expect(await stored(filesOf(fresh))).toEqual(filesOf(fresh).sort());
    // Nothing else is a candidate: an old file the seed or a form stored stays whatever names it.
    await putFiles(server.app.db, [
      {
        path: 'products/seeded-basin-0123456789-640.webp',
        content: Buffer.from('x'),
        mime: 'image/webp',
        public: true,
      },
    ]);
    await server.app.db
      .update(files)
      .set({ createdAt: old })
      .where(eq(files.path, 'products/seeded-basin-0123456789-640.webp'));
    expect((await purgeExpired(server.app.db)).abandonedUploads).toBe(0);
    expect(await stored(['products/seeded-basin-0123456789-640.webp'])).toHaveLength(1);
  });
});

// A banner's Nepali picture (docs/nepal.md "Content in Nepali"): uploaded like the English one and named beside
// it (`image_ne`), checked the same way, sent in the public banners list for the Nepali home page, audited
// with the banner, cleared by leaving it out, and its files let go like any other picture.
describe("a banner's Nepali picture", () => {
  async function publicBanner(id: unknown): Promise<Json | undefined> {
    const res = await server.request('/api/banners', { key: true });
    expect(res.status).toBe(200);
    return ((await res.json()) as { banners: Json[] }).banners.find((b) => b.id === id);
  }

  it('a Nepali picture is stored beside the English, sent for the Nepali home page, audited and cleared', async () => {
    const [english, nepali] = [await upload(), await upload()];
    const input = {
      title: 'Dashain offers',
      title_ne: 'दशैँका अफर',
      image: { ...english, alt: 'Dashain offers' },
      image_ne: { ...nepali, alt: 'दशैँका अफर' },
    };
    const created = await call('/api/admin/banners', { method: 'POST', json: input });
    expect(created.status).toBe(201);
    const banner = created.body.banner as Json;
    expect(banner.image_ne).toMatchObject({ path: nepali.path, widths: nepali.widths, alt: 'दशैँका अफर' });

    // The public list: the Nepali picture as a responsive image like the English one (same widths rule).
    const shown = (await publicBanner(banner.id)) as { image: { url: string }; image_ne: Json };
    const ne = shown.image_ne as { url: string; srcset: string; alt: string; width: number };
    expect(ne.url).toBe(`${server.url}/uploads/${filesOf(nepali).at(-1)}`);
    expect(ne.srcset.split(', ')).toEqual(
      filesOf(nepali).map((f, i) => `${server.url}/uploads/${f} ${nepali.widths[i]}w`),
    );
    expect(ne.alt).toBe('दशैँका अफर');
    expect(shown.image.url).toContain(english.path);
    const answer = await server.request(new URL(ne.url).pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');

    // Audited like every banner change: the Nepali picture is in the row after.
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, String(banner.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toMatchObject({ imageNe: { path: nepali.path } });

    // Left out on a save: none any more, the English shows on the Nepali page, and its files go.
    const { image_ne: _dropped, ...withoutNepali } = input;
    const saved = await ok(`/api/admin/banners/${banner.id}`, { method: 'PUT', json: withoutNepali });
    expect((saved.banner as Json).image_ne).toBeNull();
    expect((await publicBanner(banner.id))?.image_ne).toBeNull();
    expect(await stored(filesOf(nepali))).toEqual([]);
    expect(await stored(filesOf(english))).toEqual(filesOf(english).sort());
  });

  it('a Nepali picture must be stored, whole, and is checked like the English one', async () => {
    const english = await upload();
    const base = { title: 'Tihar lights', image: { ...english, alt: '' } };
    const missing = await call('/api/admin/banners', {
      method: 'POST',
      json: {
        ...base,
        image_ne: { path: 'products/upload-nothere-960x360', widths: [960], width: 960, height: 360 },
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      result: 'error',
      message: { image_ne: ['This picture is not stored. Choose one from the list.'] },
    });
    // A width that was never rendered is not the stored picture.
    const nepali = await upload();
    const partial = await call('/api/admin/banners', {
      method: 'POST',
      json: { ...base, image_ne: { ...nepali, widths: [...nepali.widths, 1600] } },
    });
    expect(partial.status).toBe(422);
    const malformed = await call('/api/admin/banners', {
      method: 'POST',
      json: { ...base, image_ne: { path: '../private/x', widths: [], width: 0, height: 1 } },
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.message as Json).some((k) => k.startsWith('image_ne'))).toBe(true);
    // Nothing refused was saved.
    const res = await server.request('/api/banners', { key: true });
    const titles = ((await res.json()) as { banners: Json[] }).banners.map((b) => b.title);
    expect(titles).not.toContain('Tihar lights');
  });

  it('a Nepali picture another banner still shows stays when one banner lets it go', async () => {
    const [english, nepali] = [await upload(), await upload()];
    const input = { title: 'Shared', image: { ...english, alt: '' }, image_ne: { ...nepali, alt: '' } };
    const first = (await ok('/api/admin/banners', { method: 'POST', json: input })).banner as Json;
    const second = (await ok('/api/admin/banners', { method: 'POST', json: input })).banner as Json;
    await ok(`/api/admin/banners/${first.id}`, { method: 'DELETE' });
    expect(await stored(filesOf(nepali))).toEqual(filesOf(nepali).sort());
    await ok(`/api/admin/banners/${second.id}`, { method: 'DELETE' });
    expect(await stored([...filesOf(nepali), ...filesOf(english)])).toEqual([]);
  });
});
