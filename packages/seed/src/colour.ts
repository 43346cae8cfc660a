// Colour arithmetic for the drawings: shading a colour lighter or darker and judging how light it is.

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

/** Mixes `hex` towards `target` by `t` (0..1). */
export function mix(hex: string, target: string, t: number): string {
  const a = channels(hex);
  const b = channels(target);
  return `#${toHex(a[0] + (b[0] - a[0]) * t)}${toHex(a[1] + (b[1] - a[1]) * t)}${toHex(a[2] + (b[2] - a[2]) * t)}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Relative lightness 0..1. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Nudges a colour lighter or darker by up to `amount` (for tile-to-tile shade variation). */
export function vary(hex: string, amount: number): string {
  return amount >= 0 ? lighten(hex, amount) : darken(hex, -amount);
}
