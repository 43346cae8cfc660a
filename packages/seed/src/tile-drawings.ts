// Tile faces drawn as SVG: marble veins, wood grain, terrazzo chips, Moroccan geometry, stone, cement,
// hexagon mosaic and subway bricks. No filters (blur costs seconds in librsvg); soft edges come from
// radial gradients and layered translucent strokes.
import type { TilePattern } from './catalog-data.js';
import { darken, lighten, lightness, vary } from './colour.js';
import { createRandom, type Random } from './random.js';

const f = (n: number) => n.toFixed(1);

/** A smooth wandering line across the square, as a path `d`. */
function wander(r: Random, size: number, horizontal: boolean): string {
  const steps = 7;
  let x = horizontal ? -20 : r.range(0, size);
  let y = horizontal ? r.range(0, size) : -20;
  let angle = horizontal ? r.range(-0.6, 0.6) : Math.PI / 2 + r.range(-0.6, 0.6);
  const stepLength =
    (size + 40) / steps / Math.max(0.5, Math.abs(horizontal ? Math.cos(angle) : Math.sin(angle)));
  let d = `M${f(x)} ${f(y)}`;
  for (let i = 0; i < steps; i++) {
    angle += r.range(-0.5, 0.5);
    const cx = x + Math.cos(angle) * stepLength * 0.5 + r.range(-30, 30);
    const cy = y + Math.sin(angle) * stepLength * 0.5 + r.range(-30, 30);
    x += Math.cos(angle) * stepLength;
    y += Math.sin(angle) * stepLength;
    d += ` Q${f(cx)} ${f(cy)} ${f(x)} ${f(y)}`;
  }
  return d;
}

function marble(id: string, hex: string, r: Random, s: number): string {
  const dark = lightness(hex) < 0.35;
  const vein = dark ? '#E8E4DC' : darken(hex, 0.45);
  const gold = dark ? '#C9B27C' : darken(hex, 0.25);
  let out = `<defs><radialGradient id="${id}-cloud"><stop offset="0" stop-color="${vein}" stop-opacity="0.16"/><stop offset="1" stop-color="${vein}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-base" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(hex, 0.08)}"/><stop offset="1" stop-color="${darken(hex, 0.05)}"/></linearGradient></defs>
<rect width="${s}" height="${s}" fill="url(#${id}-base)"/>`;
  for (let i = 0; i < 9; i++) {
    out += `<ellipse cx="${f(r.range(0, s))}" cy="${f(r.range(0, s))}" rx="${f(r.range(s * 0.15, s * 0.4))}" ry="${f(r.range(s * 0.08, s * 0.25))}" fill="url(#${id}-cloud)" transform="rotate(${f(r.range(-40, 40))} ${s / 2} ${s / 2})"/>`;
  }
  const horizontal = r.chance(0.5);
  for (let i = 0; i < 5; i++) {
    const d = wander(r, s, horizontal);
    const w = r.range(0.6, 1.4) * (s / 960);
    out += `<path d="${d}" fill="none" stroke="${vein}" stroke-opacity="0.07" stroke-width="${f(18 * w)}" stroke-linecap="round"/>`;
    out += `<path d="${d}" fill="none" stroke="${vein}" stroke-opacity="0.18" stroke-width="${f(6 * w)}" stroke-linecap="round"/>`;
    out += `<path d="${d}" fill="none" stroke="${i === 0 ? gold : vein}" stroke-opacity="0.65" stroke-width="${f(1.8 * w)}" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 12; i++) {
    out += `<path d="${wander(r, s, !horizontal)}" fill="none" stroke="${vein}" stroke-opacity="${f(r.range(0.12, 0.3))}" stroke-width="${f(r.range(0.6, 1.4) * (s / 960))}"/>`;
  }
  return out;
}

function wood(id: string, hex: string, r: Random, s: number): string {
  const planks = 4;
  const w = s / planks;
  let out = `<defs><linearGradient id="${id}-sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.10"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient></defs>`;
  const grain = darken(hex, 0.35);
  for (let p = 0; p < planks; p++) {
    const x0 = p * w;
    out += `<rect x="${f(x0)}" y="0" width="${f(w)}" height="${s}" fill="${vary(hex, r.range(-0.1, 0.1))}"/>`;
    for (let g = 0; g < 16; g++) {
      let x = x0 + r.range(4, w - 4);
      let d = `M${f(x)} 0`;
      for (let y = 0; y < s; y += s / 6) {
        const nx = Math.min(x0 + w - 2, Math.max(x0 + 2, x + r.range(-8, 8)));
        d += ` Q${f(x + r.range(-10, 10))} ${f(y + s / 12)} ${f(nx)} ${f(y + s / 6)}`;
        x = nx;
      }
      out += `<path d="${d}" fill="none" stroke="${grain}" stroke-opacity="${f(r.range(0.12, 0.4))}" stroke-width="${f(r.range(0.8, 2.6) * (s / 960))}"/>`;
    }
    if (r.chance(0.6)) {
      const kx = x0 + r.range(w * 0.3, w * 0.7);
      const ky = r.range(s * 0.1, s * 0.9);
      for (let k = 0; k < 4; k++) {
        out += `<ellipse cx="${f(kx)}" cy="${f(ky)}" rx="${f((6 + k * 7) * (s / 960))}" ry="${f((14 + k * 16) * (s / 960))}" fill="${k === 0 ? darken(hex, 0.4) : 'none'}" stroke="${grain}" stroke-opacity="0.35" stroke-width="${f(1.5 * (s / 960))}"/>`;
      }
    }
    out += `<rect x="${f(x0)}" y="0" width="${f(w)}" height="${s}" fill="url(#${id}-sheen)"/>`;
    out += `<rect x="${f(x0 + w - 2)}" y="0" width="3" height="${s}" fill="${darken(hex, 0.5)}" fill-opacity="0.6"/>`;
  }
  return out;
}

function terrazzo(hex: string, r: Random, s: number): string {
  const palette = [
    darken(hex, 0.35),
    lighten(hex, 0.5),
    '#FFFFFF',
    '#3C3C3C',
    darken(hex, 0.15),
    '#B5523B',
    '#7A8B8C',
  ];
  let out = `<rect width="${s}" height="${s}" fill="${hex}"/>`;
  for (let i = 0; i < 320; i++) {
    const cx = r.range(0, s);
    const cy = r.range(0, s);
    const size = r.range(4, i < 40 ? 34 : 16) * (s / 960);
    const sides = r.int(3, 6);
    let d = '';
    for (let k = 0; k < sides; k++) {
      const a = (k / sides) * Math.PI * 2 + r.range(-0.4, 0.4);
      const rr = size * r.range(0.5, 1);
      d += `${k === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
    }
    out += `<path d="${d}Z" fill="${r.pick(palette)}" fill-opacity="${f(r.range(0.7, 1))}"/>`;
  }
  return out;
}

function geometric(hex: string, r: Random, s: number): string {
  const base = '#F3EFE6';
  const cells = 4;
  const c = s / cells;
  const accent = darken(hex, 0.25);
  let out = `<rect width="${s}" height="${s}" fill="${base}"/>`;
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++) {
      const cx = i * c + c / 2;
      const cy = j * c + c / 2;
      const k = c * 0.36;
      // An eight-pointed star: two squares, one turned 45°, with a quatrefoil centre.
      out += `<rect x="${f(cx - k)}" y="${f(cy - k)}" width="${f(2 * k)}" height="${f(2 * k)}" fill="${hex}"/>`;
      out += `<rect x="${f(cx - k)}" y="${f(cy - k)}" width="${f(2 * k)}" height="${f(2 * k)}" fill="${hex}" transform="rotate(45 ${f(cx)} ${f(cy)})"/>`;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(k * 0.62)}" fill="${base}"/>`;
      for (let q = 0; q < 4; q++) {
        const a = (q * Math.PI) / 2;
        out += `<circle cx="${f(cx + Math.cos(a) * k * 0.3)}" cy="${f(cy + Math.sin(a) * k * 0.3)}" r="${f(k * 0.24)}" fill="${accent}"/>`;
      }
      out += `<rect x="${f(i * c - c * 0.07)}" y="${f(j * c - c * 0.07)}" width="${f(c * 0.14)}" height="${f(c * 0.14)}" fill="${accent}" transform="rotate(45 ${f(i * c)} ${f(j * c)})"/>`;
    }
  }
  // Hand-made glaze: a few faint blotches.
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${f(r.range(0, s))}" cy="${f(r.range(0, s))}" r="${f(r.range(20, 80) * (s / 960))}" fill="#fff" fill-opacity="0.06"/>`;
  }
  return out;
}

function stone(id: string, hex: string, r: Random, s: number): string {
  let out = `<defs><radialGradient id="${id}-patch"><stop offset="0" stop-color="${darken(hex, 0.25)}" stop-opacity="0.35"/><stop offset="1" stop-color="${darken(hex, 0.25)}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}-light"><stop offset="0" stop-color="${lighten(hex, 0.3)}" stop-opacity="0.4"/><stop offset="1" stop-color="${lighten(hex, 0.3)}" stop-opacity="0"/></radialGradient></defs>
<rect width="${s}" height="${s}" fill="${hex}"/>`;
  for (let i = 0; i < 30; i++) {
    out += `<ellipse cx="${f(r.range(0, s))}" cy="${f(r.range(0, s))}" rx="${f(r.range(60, 260) * (s / 960))}" ry="${f(r.range(20, 90) * (s / 960))}" fill="url(#${id}-${i % 3 === 0 ? 'light' : 'patch'})"/>`;
  }
  for (let i = 0; i < 26; i++) {
    const y = r.range(0, s);
    out += `<path d="M0 ${f(y)} Q${f(s / 2)} ${f(y + r.range(-30, 30))} ${s} ${f(y + r.range(-20, 20))}" fill="none" stroke="${darken(hex, 0.3)}" stroke-opacity="${f(r.range(0.05, 0.18))}" stroke-width="${f(r.range(1, 5))}"/>`;
  }
  for (let i = 0; i < 160; i++) {
    out += `<ellipse cx="${f(r.range(0, s))}" cy="${f(r.range(0, s))}" rx="${f(r.range(1, 5) * (s / 960))}" ry="${f(r.range(0.8, 2.5) * (s / 960))}" fill="${darken(hex, 0.45)}" fill-opacity="${f(r.range(0.25, 0.6))}"/>`;
  }
  for (let i = 0; i < 4; i++) {
    out += `<path d="${wander(r, s, r.chance(0.5))}" fill="none" stroke="${darken(hex, 0.4)}" stroke-opacity="0.25" stroke-width="1.2"/>`;
  }
  return out;
}

function concrete(id: string, hex: string, r: Random, s: number): string {
  let out = `<defs><radialGradient id="${id}-blot"><stop offset="0" stop-color="${darken(hex, 0.2)}" stop-opacity="0.3"/><stop offset="1" stop-color="${darken(hex, 0.2)}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}-pale"><stop offset="0" stop-color="${lighten(hex, 0.25)}" stop-opacity="0.35"/><stop offset="1" stop-color="${lighten(hex, 0.25)}" stop-opacity="0"/></radialGradient></defs>
<rect width="${s}" height="${s}" fill="${hex}"/>`;
  for (let i = 0; i < 24; i++) {
    const rr = r.range(80, 260) * (s / 960);
    out += `<circle cx="${f(r.range(0, s))}" cy="${f(r.range(0, s))}" r="${f(rr)}" fill="url(#${id}-${i % 2 ? 'blot' : 'pale'})"/>`;
  }
  const dark = darken(hex, 0.35);
  const light = lighten(hex, 0.35);
  for (let i = 0; i < 900; i++) {
    out += `<circle cx="${f(r.range(0, s))}" cy="${f(r.range(0, s))}" r="${f(r.range(0.6, 2.2) * (s / 960))}" fill="${i % 3 ? dark : light}" fill-opacity="${f(r.range(0.2, 0.55))}"/>`;
  }
  for (let i = 0; i < 18; i++) {
    out += `<circle cx="${f(r.range(0, s))}" cy="${f(r.range(0, s))}" r="${f(r.range(2, 5) * (s / 960))}" fill="${darken(hex, 0.55)}" fill-opacity="0.6"/>`;
  }
  return out;
}

function hexagon(hex: string, r: Random, s: number): string {
  const grout = lightness(hex) > 0.8 ? '#C9CDD0' : '#EDEBE6';
  const R = 62 * (s / 960);
  const w = Math.sqrt(3) * R;
  let out = `<rect width="${s}" height="${s}" fill="${grout}"/>`;
  for (let row = -1; row * 1.5 * R < s + R; row++) {
    for (let col = -1; col * w < s + w; col++) {
      const cx = col * w + (row % 2 ? w / 2 : 0);
      const cy = row * 1.5 * R;
      let d = '';
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        d += `${k === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * (R - 4))} ${f(cy + Math.sin(a) * (R - 4))}`;
      }
      out += `<path d="${d}Z" fill="${vary(hex, r.range(-0.08, 0.1))}"/>`;
      out += `<path d="M${f(cx - R * 0.5)} ${f(cy - R * 0.55)} L${f(cx + R * 0.2)} ${f(cy - R * 0.75)}" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(5 * (s / 960))}" stroke-linecap="round"/>`;
    }
  }
  return out;
}

function subway(id: string, hex: string, r: Random, s: number): string {
  const grout = lightness(hex) > 0.8 ? '#C6CACC' : '#ECEAE4';
  const bw = s / 4;
  const bh = s / 8;
  let out = `<defs><linearGradient id="${id}-bevel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.25" stop-color="#fff" stop-opacity="0"/><stop offset="0.85" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient></defs>
<rect width="${s}" height="${s}" fill="${grout}"/>`;
  for (let row = 0; row < 8; row++) {
    const offset = row % 2 ? -bw / 2 : 0;
    for (let col = 0; col < 5; col++) {
      const x = offset + col * bw + 3;
      const y = row * bh + 3;
      out += `<rect x="${f(x)}" y="${f(y)}" width="${f(bw - 6)}" height="${f(bh - 6)}" rx="${f(6 * (s / 960))}" fill="${vary(hex, r.range(-0.06, 0.08))}"/>`;
      out += `<rect x="${f(x)}" y="${f(y)}" width="${f(bw - 6)}" height="${f(bh - 6)}" rx="${f(6 * (s / 960))}" fill="url(#${id}-bevel)"/>`;
    }
  }
  return out;
}

/**
 * The face of one tile as SVG elements in a `size` square, with ids prefixed by `id` so several faces can
 * share a document. The same pattern and colour always draw the same face.
 */
export function tileFace(id: string, pattern: TilePattern, hex: string, size = 960): string {
  const r = createRandom(`tile:${pattern}:${hex}`);
  switch (pattern) {
    case 'marble':
      return marble(id, hex, r, size);
    case 'wood':
      return wood(id, hex, r, size);
    case 'terrazzo':
      return terrazzo(hex, r, size);
    case 'geometric':
      return geometric(hex, r, size);
    case 'stone':
      return stone(id, hex, r, size);
    case 'concrete':
      return concrete(id, hex, r, size);
    case 'hexagon':
      return hexagon(hex, r, size);
    case 'subway':
      return subway(id, hex, r, size);
  }
}

/** Tiles that come as small units (mosaic, bricks) already show their joints on the face. */
export const HAS_OWN_JOINTS: ReadonlySet<TilePattern> = new Set(['hexagon', 'subway', 'wood']);
