// Pictures uploaded in the back office: accepted by their content (magic bytes, docs/operations.md
// "Security"), never their name, decoded by sharp (so a file that only starts like a JPEG is refused too),
// and stored as WebP at the widths the storefront shows, in the `files` table like the seed's pictures
// (packages/seed's images.ts): `<group>/<name>-<random>-<width>.webp`, an address no other content will ever
// have, so it is served as immutable.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import type { StoredImage } from '../../db/schema.js';
import { HttpError, invalid } from '../../errors.js';
import { randomSlug } from '../crypto.js';
import { type NewFile, putFiles } from '../files.js';
import { type Image, toImage } from '../images.js';
import { holdFiles } from '../orphan-files.js';

export type PictureKind = 'product' | 'category' | 'brand' | 'review';

/** The widths the seed renders for each kind (packages/seed), so an uploaded picture fits the same places. */
export const PICTURE_WIDTHS: Record<PictureKind, { group: string; widths: number[] }> = {
  product: { group: 'products', widths: [320, 640, 960] },
  category: { group: 'categories', widths: [240, 480] },
  brand: { group: 'brands', widths: [128, 256] },
  // Customers' review photos (docs/customer.md §2.11): thumbnails under a review, and a larger view.
  review: { group: 'reviews', widths: [160, 640] },
};

/** The media types a picture may be, found in its content. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Larger pictures are refused before decoding: a small file may hold a huge image (a decompression bomb). */
const MAX_PIXELS = 40_000_000;
const WEBP = { quality: 80, effort: 2 } as const;

/** Reads a picture's type from its first bytes: JPEG, PNG or WebP, or 415. */
export async function checkPicture(content: Buffer): Promise<void> {
  if (content.length === 0) throw invalid({ body: ['Choose a picture to upload.'] });
  const type = await fileTypeFromBuffer(content);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new HttpError(415, 'The picture must be a JPEG, PNG or WebP file.');
  }
}

/**
 * Renders a picture at the widths of its kind (never wider than it is) and stores the files. Returns the
 * stored image, its alt empty (each use names its own).
 */
export async function storePicture(db: Database, content: Buffer, kind: PictureKind): Promise<StoredImage> {
  await checkPicture(content);
  const { group, widths } = PICTURE_WIDTHS[kind];
  let source: sharp.Sharp;
  let width: number;
  let height: number;
  try {
    // rotate(): a phone's photo stands as it was taken (EXIF orientation), and the metadata is dropped.
    source = sharp(content, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const meta = await source.metadata();
    const upright = (meta.orientation ?? 1) >= 5;
    width = (upright ? meta.height : meta.width) ?? 0;
    height = (upright ? meta.width : meta.height) ?? 0;
  } catch {
    throw invalid({ body: ['This picture could not be read. Is the file complete?'] }, 422);
  }
  if (width < 100 || height < 100)
    throw invalid({ body: ['The picture must be at least 100 px wide and high.'] }, 422);
  const chosen = widths.filter((w) => w < width);
  if (chosen.length === 0 || chosen.at(-1) !== Math.min(width, widths.at(-1) ?? width)) {
    chosen.push(Math.min(width, widths.at(-1) ?? width));
  }
  const largest = chosen.at(-1) ?? width;
  const tall = Math.round((height * largest) / width);
  // The size is in the name: a record naming this picture later is resolved without reading the files.
  const path = `${group}/upload-${randomSlug(12).toLowerCase()}-${largest}x${tall}`;
  let files: NewFile[];
  try {
    files = await Promise.all(
      chosen.map(async (w) => ({
        path: `${path}-${w}.webp`,
        content: await source.clone().resize(w).webp(WEBP).toBuffer(),
        mime: 'image/webp',
        public: true,
      })),
    );
  } catch {
    throw invalid({ body: ['This picture could not be read. Is the file complete?'] }, 422);
  }
  await putFiles(db, files);
  return { path, widths: chosen, width: largest, height: tall, alt: '' };
}

/**
 * An uploaded picture a record names by its path (`products/upload-<random>-<width>x<height>`), when every
 * one of its files is stored; undefined otherwise (a made-up or mistyped path).
 */
export async function findUpload(db: Database, path: string): Promise<StoredImage | undefined> {
  const match = /^([a-z]+)\/upload-[a-z0-9]+-(\d{1,5})x(\d{1,5})$/.exec(path);
  const kind = Object.values(PICTURE_WIDTHS).find((k) => k.group === match?.[1]);
  if (!match || !kind) return undefined;
  const width = Number(match[2]);
  const height = Number(match[3]);
  const widths = [...kind.widths.filter((w) => w < width), width];
  const files = widths.map((w) => `${path}-${w}.webp`);
  // Held until the caller's transaction ends: no clean-up deletes them before its row names them.
  const stored = await holdFiles(db, files);
  if (!files.every((f) => stored.has(f))) return undefined;
  return { path, widths, width, height, alt: '' };
}

export const toPicture = (
  stored: StoredImage,
  baseUrl: string,
): Image & { path: string; widths: number[] } => ({
  ...toImage(stored, baseUrl),
  path: stored.path,
  widths: [...stored.widths].sort((a, b) => a - b),
  width: stored.width,
  height: stored.height,
});
