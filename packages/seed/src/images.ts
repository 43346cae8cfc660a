// The seed's pictures: every drawing is registered once under `<group>/<name>-<hash>` and rendered with
// sharp to WebP at several widths, into the database's `files` table. The hash is of the drawing, so a
// changed drawing gets a new address (the files are served as immutable) and a re-run (or a larger
// catalogue) renders none that are stored already. Products share pictures by kind and colour, so the
// default catalogue renders a few hundred files. A rendered file is also kept on disk (node_modules/.cache,
// by its address, which names its drawing): the next seed on this machine — another database, a reset, a
// test suite's — reads it instead of rendering it again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@sajilo/server/db/client';
import type { StoredImage } from '@sajilo/server/db/schema';
import { type NewFile, storedPaths } from '@sajilo/server/services/files';
import sharp from 'sharp';
import { useSeedFonts } from './fonts.js';

export interface ImageJob {
  /** Folder under /uploads/, e.g. `products`. */
  group: string;
  /** File stem, e.g. `basin-mixer-chrome`. */
  name: string;
  width: number;
  height: number;
  widths: number[];
  svg: () => string;
}

// Effort 2 of 6 keeps files small enough and encodes about twice as fast as the default.
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * The seed's own fonts, set up before any picture is drawn (fonts.ts); their key names what they draw.
 */
const fonts = useSeedFonts();

/**
 * Where rendered files are kept: named by what else decides their bytes (libvips, the fonts and the WebP
 * settings), so another sharp, font or setting never reads an old file. SEED_PICTURE_CACHE=off renders every
 * file.
 */
const renderedDir =
  process.env.SEED_PICTURE_CACHE === 'off'
    ? undefined
    : join(
        fileURLToPath(new URL('../../../node_modules/.cache/sajilo-pictures', import.meta.url)),
        `vips-${sharp.versions.vips}-fonts-${fonts.key}-q${WEBP.quality}-e${WEBP.effort}`,
      );

function keptFile(file: string): Buffer | undefined {
  if (!renderedDir) return undefined;
  try {
    return readFileSync(join(renderedDir, file));
  } catch {
    return undefined;
  }
}

/** Keeps a rendered file; written aside and renamed, so a seed running beside never reads half a file. */
function keepFile(file: string, content: Buffer): void {
  if (!renderedDir) return;
  const target = join(renderedDir, file);
  const aside = `${target}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(aside, content);
    renameSync(aside, target);
  } catch {
    // A cache that cannot be written only means the next seed renders again.
  }
}

/** `products/basin-mixer-chrome-3f9a1c0b-640.webp`: the address of one width. */
const fileOf = (path: string, width: number) => `${path}-${width}.webp`;

interface Planned {
  job: ImageJob;
  svg: string;
}

export class ImageSet {
  /** By the registered name (`group/name`): the drawing and its stored path stem. */
  private readonly byName = new Map<string, { path: string; planned: Planned }>();

  /** Registers a picture (once per name) and returns it as stored with this use's alt text. */
  add(job: ImageJob, alt: string): StoredImage {
    const name = `${job.group}/${job.name}`;
    let known = this.byName.get(name);
    if (!known) {
      const svg = job.svg();
      const hash = createHash('sha256')
        .update(svg)
        .update(job.widths.join(','))
        .update(fonts.key)
        .digest('hex')
        .slice(0, 10);
      known = { path: `${name}-${hash}`, planned: { job, svg } };
      this.byName.set(name, known);
    }
    const { job: chosen } = known.planned;
    return { path: known.path, widths: [...chosen.widths], width: chosen.width, height: chosen.height, alt };
  }

  get size(): number {
    return this.byName.size;
  }

  /**
   * Renders every registered picture not yet stored in `db`, `concurrency` at a time; returns the files to
   * store (with the rows that use them) and how many pictures were already there. Once `signal` is aborted
   * (the seed failed), no further picture is started and the promise settles when those under way are done.
   */
  async renderMissing(
    db: Database,
    concurrency = 3,
    signal?: AbortSignal,
  ): Promise<{ files: NewFile[]; skipped: number; kept: number }> {
    const all = [...this.byName.values()];
    const stored = await storedPaths(
      db,
      all.flatMap(({ path, planned }) => planned.job.widths.map((w) => fileOf(path, w))),
    );
    const pending = all.filter(({ path, planned }) =>
      planned.job.widths.some((w) => !stored.has(fileOf(path, w))),
    );
    const files: NewFile[] = [];
    let kept = 0;
    let next = 0;
    const worker = async () => {
      while (next < pending.length && !signal?.aborted) {
        const entry = pending[next++];
        if (!entry) continue;
        const made = await render(entry.path, entry.planned);
        files.push(...made.files);
        if (made.kept) kept += made.files.length;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    return { files, skipped: all.length - pending.length, kept };
  }
}

/** A picture's files in every width: read from the cache when it has them all (`kept`), else rendered. */
async function render(path: string, planned: Planned): Promise<{ files: NewFile[]; kept: boolean }> {
  const kept = planned.job.widths.map((w) => keptFile(fileOf(path, w)));
  if (kept.every((content) => content !== undefined)) {
    const files = planned.job.widths.map((w, i) => ({
      path: fileOf(path, w),
      content: kept[i] as Buffer,
      mime: 'image/webp',
      public: true,
    }));
    return { files, kept: true };
  }
  const files = await renderNow(path, planned);
  for (const file of files) keepFile(file.path, file.content);
  return { files, kept: false };
}

async function renderNow(path: string, { job, svg }: Planned): Promise<NewFile[]> {
  // Rasterise the SVG once at full size, then scale down for each width (no alpha: every drawing is opaque).
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  return Promise.all(
    job.widths.map(async (w) => ({
      path: fileOf(path, w),
      content: await sharp(data, raw).resize(w).webp(WEBP).toBuffer(),
      mime: 'image/webp',
      public: true,
    })),
  );
}
