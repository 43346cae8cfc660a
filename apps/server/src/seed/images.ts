// The seed's pictures: every drawing is registered once under `<group>/<name>` and rendered with sharp to
// WebP at several widths. Products share pictures by kind and colour, so the default catalogue renders a
// few hundred files, and a re-run (or a larger catalogue) renders none that already exist.
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { StoredImage } from '../db/schema.js';

export interface ImageJob {
  /** Folder under uploads/public, e.g. `products`. */
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

export class ImageSet {
  private readonly jobs = new Map<string, ImageJob>();

  constructor(private readonly publicDir: string) {}

  /** Registers a picture (once per path) and returns it as stored with this use's alt text. */
  add(job: ImageJob, alt: string): StoredImage {
    const path = `${job.group}/${job.name}`;
    const known = this.jobs.get(path);
    if (!known) this.jobs.set(path, job);
    const chosen = known ?? job;
    return { path, widths: [...chosen.widths], width: chosen.width, height: chosen.height, alt };
  }

  get size(): number {
    return this.jobs.size;
  }

  private filePath(path: string, width: number): string {
    return join(this.publicDir, `${path}-${width}.webp`);
  }

  /** Renders every registered picture whose files are missing; returns how many it rendered. */
  async renderAll(concurrency = 3): Promise<{ rendered: number; skipped: number }> {
    const pending = [...this.jobs.entries()].filter(([path, job]) =>
      job.widths.some((w) => !existsSync(this.filePath(path, w))),
    );
    const skipped = this.jobs.size - pending.length;
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const entry = pending[next++];
        if (entry) await this.render(entry[0], entry[1]);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    return { rendered: pending.length, skipped };
  }

  private async render(path: string, job: ImageJob): Promise<void> {
    await mkdir(dirname(this.filePath(path, job.widths[0] ?? job.width)), { recursive: true });
    // Rasterise the SVG once at full size, then scale down for each width (no alpha: every drawing is opaque).
    const { data, info } = await sharp(Buffer.from(job.svg()))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    await Promise.all(
      job.widths.map(async (w) => {
        const target = this.filePath(path, w);
        // Written under a temporary name and renamed, so an interrupted seed never leaves a half file
        // that the next run would take as done.
        const temporary = `${target}.${process.pid}.tmp`;
        await sharp(data, raw).resize(w).webp(WEBP).toFile(temporary);
        await rename(temporary, target);
      }),
    );
  }
}
