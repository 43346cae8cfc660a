// A banner's Nepali picture over HTTP (docs/nepal.md "Content in Nepali"): uploaded like the English one and
// named beside it (`image_ne`), checked the same way (every width stored), sent in the public banners list for
// the Nepali home page, audited with the banner, cleared by leaving it out, and its files deleted with the
// change that lets them go unless another banner still shows them (services/orphan-files.ts).
import { and, desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, files } from '../src/db/schema.js';
import { createStaff, firstOwner, type StaffLogin } from './admin-helpers.js';
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
}, 60_000);
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

let shade = 0;
/** A picture uploaded as the banner editor uploads one. */
async function upload(): Promise<Picture> {
  shade += 50;
  const png = await sharp({
    create: { width: 1200, height: 450, channels: 3, background: { r: shade % 256, g: 92, b: 74 } },
  })
    .png()
    .toBuffer();
  const body = await ok('/api/admin/pictures?kind=product', {
    method: 'POST',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(png),
  });
  return body.picture as Picture;
}

const filesOf = (picture: Picture) => picture.widths.map((w) => `${picture.path}-${w}.webp`);
async function stored(paths: string[]): Promise<string[]> {
  const rows = await server.app.db.select({ path: files.path }).from(files).where(inArray(files.path, paths));
  return rows.map((row) => row.path).sort();
}
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
  const served = await server.request(new URL(ne.url).pathname);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');

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
