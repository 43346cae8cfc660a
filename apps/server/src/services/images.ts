import type { StoredImage } from '../db/schema.js';

export interface Image {
  url: string;
  width: number;
  height: number;
  srcset: string;
  alt: string;
}

/** The contract's responsive Image from a stored one: `url` is the widest rendering up to `preferred`. */
export function toImage(stored: StoredImage, baseUrl: string, preferred = 640): Image {
  const widths = [...stored.widths].sort((a, b) => a - b);
  const chosen = widths.filter((w) => w <= preferred).at(-1) ?? widths[0] ?? stored.width;
  const file = (w: number) => `${baseUrl}/uploads/${stored.path}-${w}.webp`;
  return {
    url: file(chosen),
    width: chosen,
    height: Math.round((stored.height * chosen) / stored.width),
    srcset: widths.map((w) => `${file(w)} ${w}w`).join(', '),
    alt: stored.alt,
  };
}
