// The seed's pictures: every drawing is registered once under `<group>/<name>-<hash>` and rendered with
// sharp to WebP at several widths, into the database's `files` table. The hash is of the drawing, so a
// changed drawing gets a new address (the files are served as immutable) and a re-run (or a larger
// catalogue) renders none that are stored already. Products share pictures by kind and colour, so the
// default catalogue renders a few hundred files.
import { createHash } from 'node:crypto';
import type { Database } from '@sajilo/server/db/client';
import type { StoredImage } from '@sajilo/server/db/schema';
import { type NewFile, storedPaths } from '@sajilo/server/services/files';
import sharp from 'sharp';

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
      const hash = createHash('sha256').update(svg).update(job.widths.join(',')).digest('hex').slice(0, 10);
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
  ): Promise<{ files: NewFile[]; skipped: number }> {
    const all = [...this.byName.values()];
    const stored = await storedPaths(
      db,
      all.flatMap(({ path, planned }) => planned.job.widths.map((w) => fileOf(path, w))),
    );
    const pending = all.filter(({ path, planned }) =>
      planned.job.widths.some((w) => !stored.has(fileOf(path, w))),
    );
    const files: NewFile[] = [];
    let next = 0;
    const worker = async () => {
      while (next < pending.length && !signal?.aborted) {
        const entry = pending[next++];
        if (entry) files.push(...(await render(entry.path, entry.planned)));
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    return { files, skipped: all.length - pending.length };
  }
}

async function render(path: string, { job, svg }: Planned): Promise<NewFile[]> {
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
