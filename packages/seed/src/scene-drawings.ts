// Scenes, banners, brand wordmarks, category icons, avatars, showroom fronts and catalogue covers, drawn as
// SVG. Scenes reuse the product drawings and tile faces so the shop's pictures look like one family.
import type { BrandDef, IconSpec, ProductKind, SceneKind, TilePattern } from './catalog-data.js';
import { colourHex } from './catalog-data.js';
import { darken, lighten, lightness } from './colour.js';
import { SANS, SERIF } from './fonts.js';
import { kindBox, kindElements } from './product-drawings.js';
import { escapeXml } from './text.js';
import { HAS_OWN_JOINTS, tileFace } from './tile-drawings.js';

export const PRIMARY = '#0F5C4A';
const ACCENT = '#F28C28';
// The seed's own fonts (fonts.ts), the same on every machine.
const FONT = SANS;

const doc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A product drawing placed in a scene with its bottom centre at (x, bottom), `height` tall. */
function place(
  id: string,
  kind: ProductKind,
  colour: string,
  x: number,
  bottom: number,
  height: number,
): string {
  const [x1, y1, x2, y2] = kindBox(kind);
  const pad = 6;
  const w = ((x2 - x1 + pad * 2) / (y2 - y1 + pad * 2)) * height;
  return `<svg x="${(x - w / 2).toFixed(1)}" y="${(bottom - height).toFixed(1)}" width="${w.toFixed(1)}" height="${height}" viewBox="${x1 - pad} ${y1 - pad} ${x2 - x1 + pad * 2} ${y2 - y1 + pad * 2}">${kindElements(id, kind, colour, colourHex(colour))}</svg>`;
}

/** A repeating fill of tiles: `size` px a tile, with grout unless the face has its own joints. */
function tilePattern(id: string, pattern: TilePattern, hex: string, size: number, transform = ''): string {
  const scale = size / 960;
  const grout = HAS_OWN_JOINTS.has(pattern)
    ? ''
    : `<rect x="0" y="0" width="${size}" height="${size}" fill="none" stroke="${lightness(hex) > 0.7 ? '#C4C4C4' : lighten(hex, 0.35)}" stroke-width="2"/>`;
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}"${transform ? ` patternTransform="${transform}"` : ''}><g transform="scale(${scale})">${tileFace(`${id}f`, pattern, hex)}</g>${grout}</pattern>`;
}

function plant(x: number, bottom: number, h: number): string {
  const leaves = [-50, -25, 0, 25, 50, -38, 38]
    .map(
      (a, i) =>
        `<ellipse cx="${x}" cy="${bottom - h * 0.55}" rx="${h * 0.09}" ry="${h * 0.32}" fill="${i % 2 ? '#4E7D4A' : '#3F6B3C'}" transform="rotate(${a} ${x} ${bottom - h * 0.3})"/>`,
    )
    .join('');
  return `${leaves}<path d="M${x - h * 0.16} ${bottom - h * 0.3} L${x + h * 0.16} ${bottom - h * 0.3} L${x + h * 0.12} ${bottom} L${x - h * 0.12} ${bottom} Z" fill="#C9B9A3"/>`;
}

export interface SceneOptions {
  pattern: TilePattern;
  colour: string;
}

export const DEFAULT_SCENES: Record<SceneKind, SceneOptions> = {
  bathroom: { pattern: 'subway', colour: 'White' },
  kitchen: { pattern: 'subway', colour: 'Green' },
  living: { pattern: 'wood', colour: 'Oak' },
  outdoor: { pattern: 'concrete', colour: 'Grey' },
};

/** A room drawn in a 960 × 960 box, its tiles in the given look; `id` keeps its ids apart from others. */
export function sceneElements(id: string, scene: SceneKind, options: SceneOptions): string {
  const hex = colourHex(options.colour);
  const own = HAS_OWN_JOINTS.has(options.pattern);
  switch (scene) {
    case 'bathroom':
      return `<defs>${tilePattern(`${id}-wall`, options.pattern, hex, own ? 320 : 200)}
<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#B9B4AC"/><stop offset="1" stop-color="#D8D3CB"/></linearGradient></defs>
<rect width="960" height="760" fill="url(#${id}-wall)"/>
<rect y="760" width="960" height="200" fill="url(#${id}-floor)"/>
<rect y="752" width="960" height="10" fill="#000" fill-opacity="0.12"/>
${place(`${id}-m`, 'mirror', 'Matt Black', 250, 470, 250)}
${place(`${id}-b`, 'basin-table-top', 'White', 250, 800, 300)}
${place(`${id}-t`, 'towel-rail', 'Chrome', 560, 480, 120)}
${place(`${id}-w`, 'wc-one-piece', 'White', 700, 810, 310)}
${plant(900, 810, 240)}`;
    case 'kitchen':
      return `<defs>${tilePattern(`${id}-wall`, options.pattern, hex, own ? 320 : 200)}</defs>
<rect width="960" height="960" fill="#EFEAE2"/>
<rect y="200" width="960" height="420" fill="url(#${id}-wall)"/>
<rect x="0" y="0" width="960" height="200" fill="#D9CBB5"/>
${[0, 1, 2, 3].map((i) => `<rect x="${20 + i * 235}" y="18" width="215" height="164" rx="6" fill="#E6DAC7" stroke="#BFAE93" stroke-width="3"/><rect x="${110 + i * 235}" y="150" width="36" height="8" rx="4" fill="#8B8B8B"/>`).join('')}
${place(`${id}-p1`, 'pendant-lamp', 'Matt Black', 320, 300, 200)}
${place(`${id}-p2`, 'pendant-lamp', 'Matt Black', 640, 300, 200)}
<rect x="0" y="600" width="960" height="36" fill="#4A4A4A"/>
<rect x="0" y="636" width="960" height="324" fill="#D9CBB5"/>
${[0, 1, 2, 3].map((i) => `<rect x="${20 + i * 235}" y="660" width="215" height="270" rx="6" fill="#E6DAC7" stroke="#BFAE93" stroke-width="3"/><rect x="${110 + i * 235}" y="680" width="36" height="8" rx="4" fill="#8B8B8B"/>`).join('')}
${place(`${id}-s`, 'sink-mixer', 'Chrome', 480, 604, 240)}
${plant(150, 602, 160)}`;
    case 'living':
      return `<defs>${tilePattern(`${id}-floor`, options.pattern, hex, own ? 420 : 260, 'scale(1 0.5)')}
<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9CC8E8"/><stop offset="1" stop-color="#E4F1F8"/></linearGradient></defs>
<rect width="960" height="620" fill="#EDE7DE"/>
<rect x="560" y="90" width="300" height="380" fill="url(#${id}-sky)" stroke="#FFFFFF" stroke-width="14"/>
<path d="M560 400 L640 330 L700 370 L780 300 L860 380 L860 470 L560 470 Z" fill="#B8C7D3"/>
<path d="M760 318 L780 300 L800 318 Z" fill="#fff"/>
<line x1="710" y1="90" x2="710" y2="470" stroke="#fff" stroke-width="8"/>
<rect y="620" width="960" height="340" fill="url(#${id}-floor)"/>
<rect y="604" width="960" height="18" fill="#FFFFFF"/><rect y="620" width="960" height="8" fill="#000" fill-opacity="0.1"/>
<rect x="70" y="470" width="420" height="200" rx="30" fill="#5E7583"/>
<rect x="90" y="400" width="380" height="120" rx="30" fill="#6E8594"/>
<rect x="50" y="500" width="70" height="160" rx="26" fill="#566C79"/><rect x="440" y="500" width="70" height="160" rx="26" fill="#566C79"/>
<rect x="100" y="668" width="12" height="26" fill="#3A3A3A"/><rect x="448" y="668" width="12" height="26" fill="#3A3A3A"/>
<rect x="150" y="440" width="90" height="70" rx="16" fill="#E3B65E"/>
${place(`${id}-p`, 'pendant-lamp', 'Brushed Gold', 300, 250, 230)}
${place(`${id}-w`, 'wall-light', 'Matt Black', 540, 380, 110)}
${plant(900, 700, 300)}`;
    case 'outdoor':
      return `<defs>${tilePattern(`${id}-drive`, options.pattern, hex, own ? 360 : 200, 'scale(1 0.45)')}
<linearGradient id="${id}-dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#263452"/><stop offset="1" stop-color="#7D6F8A"/></linearGradient></defs>
<rect width="960" height="960" fill="url(#${id}-dusk)"/>
<path d="M0 330 L140 220 L240 300 L380 160 L520 290 L640 200 L800 320 L960 240 L960 420 L0 420 Z" fill="#3D4A66"/>
<path d="M350 188 L380 160 L410 188 Z M615 222 L640 200 L665 222 Z" fill="#E8EDF5"/>
<rect x="60" y="300" width="620" height="420" fill="#D8CDBB"/>
<path d="M30 310 L370 150 L710 310 Z" fill="#8A4B3A"/>
<rect x="300" y="470" width="140" height="250" fill="#6B4A35"/><circle cx="420" cy="600" r="7" fill="#D4B26A"/>
<rect x="110" y="400" width="130" height="110" fill="#F6E7B8" stroke="#fff" stroke-width="8"/>
<rect x="500" y="400" width="130" height="110" fill="#F6E7B8" stroke="#fff" stroke-width="8"/>
${place(`${id}-l`, 'outdoor-lantern', 'Matt Black', 250, 520, 130)}
<rect y="720" width="960" height="240" fill="url(#${id}-drive)"/>
<rect x="700" y="640" width="260" height="90" fill="#3E5B3A"/>
${place(`${id}-b1`, 'bollard-light', 'Charcoal', 760, 760, 150)}
${place(`${id}-b2`, 'bollard-light', 'Charcoal', 900, 760, 150)}`;
  }
}

/** A square product-room picture: 960 × 960. */
export function sceneSvg(scene: SceneKind, options: SceneOptions = DEFAULT_SCENES[scene]): string {
  return doc(960, 960, sceneElements('s', scene, options));
}

/** A tile shown laid: wall tiles in a bathroom, floor tiles under a living room. */
export function tileRoomSvg(pattern: TilePattern, colour: string): string {
  const onWall = pattern === 'subway' || pattern === 'hexagon';
  return sceneSvg(onWall ? 'bathroom' : 'living', { pattern, colour });
}

/** The tile's face as a product picture: 960 × 960. */
export function tileFaceSvg(pattern: TilePattern, colour: string): string {
  return doc(
    960,
    960,
    `${tileFace('t', pattern, colourHex(colour))}<rect x="2" y="2" width="956" height="956" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/><rect x="0" y="0" width="960" height="960" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`,
  );
}

/**
 * How wide a text runs, in characters: Devanagari's viramas, nasal marks and the vowel signs above and below
 * its letters (non-spacing marks) take no width of their own.
 */
const runLength = (text: string) => text.replace(/\p{Mn}/gu, '').length;

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && runLength(line) + 1 + runLength(word) > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A banner's own words in each language: the button's label, and the type. Devanagari stands taller (signs
 * above the head line and below the letters), so its lines are set a little smaller and further apart, and
 * never letter-spaced (spacing would break its joined letters apart).
 */
const BANNER_TYPE = {
  en: {
    brand: 'SAJILO',
    button: 'Shop Now',
    buttonWidth: 214,
    kickerChar: 15,
    headline: { top: 240, size: 62, line: 70, chars: 20 },
    subline: { size: 26, line: 34, chars: 40 },
    spacing: (px: number) => ` letter-spacing="${px}"`,
    upper: (text: string) => text.toUpperCase(),
  },
  ne: {
    brand: 'सजिलो',
    button: 'अहिले किन्नुहोस्',
    buttonWidth: 262,
    kickerChar: 12,
    headline: { top: 252, size: 54, line: 76, chars: 18 },
    subline: { size: 25, line: 40, chars: 50 },
    spacing: () => '',
    upper: (text: string) => text,
  },
} as const;

/** A home banner with its headline, in English or in Nepali (`lang`): 1600 × 600. */
export function bannerSvg(input: {
  kicker: string;
  headline: string;
  subline: string;
  scene: SceneKind;
  look: SceneOptions;
  lang?: 'en' | 'ne';
}): string {
  const type = BANNER_TYPE[input.lang ?? 'en'];
  const lines = wrap(input.headline, type.headline.chars);
  const headline = lines
    .map(
      (l, i) =>
        `<text x="90" y="${type.headline.top + i * type.headline.line}" font-family="${FONT}" font-size="${type.headline.size}" font-weight="bold" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  const subY = type.headline.top + lines.length * type.headline.line + 10;
  const subLines = wrap(input.subline, type.subline.chars);
  const sub = subLines
    .map(
      (l, i) =>
        `<text x="90" y="${subY + 20 + i * type.subline.line}" font-family="${FONT}" font-size="${type.subline.size}" fill="#DDEFE9">${escapeXml(l)}</text>`,
    )
    .join('');
  const buttonY = subY + 30 + subLines.length * type.subline.line;
  const kicker = type.upper(input.kicker);
  const arrowX = 90 + type.buttonWidth - 30;
  // The button's arrow is drawn, not a glyph: the Noto fonts have no "→".
  const arrow = `<path d="M${arrowX - 18} ${buttonY + 29} H${arrowX} M${arrowX - 7} ${buttonY + 21} L${arrowX} ${buttonY + 29} L${arrowX - 7} ${buttonY + 37}" fill="none" stroke="${PRIMARY}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  return doc(
    1600,
    600,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PRIMARY}"/><stop offset="1" stop-color="${darken(PRIMARY, 0.35)}"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(PRIMARY, 0.2)}" stop-opacity="1"/><stop offset="1" stop-color="${darken(PRIMARY, 0.2)}" stop-opacity="0"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#bg)"/>
<svg x="700" y="0" width="900" height="600" viewBox="0 130 960 640" preserveAspectRatio="xMidYMid slice">${sceneElements('bn', input.scene, input.look)}</svg>
<polygon points="640,0 780,0 700,600 640,600" fill="url(#bg)"/>
<rect x="700" y="0" width="160" height="600" fill="url(#fade)"/>
<text x="90" y="110" font-family="${FONT}" font-size="30" font-weight="bold" fill="#fff"${type.spacing(6)}>${type.brand}</text>
<rect x="90" y="150" width="${runLength(kicker) * type.kickerChar + 44}" height="40" rx="20" fill="${ACCENT}"/>
<text x="110" y="177" font-family="${FONT}" font-size="20" font-weight="bold" fill="#fff"${type.spacing(2)}>${escapeXml(kicker)}</text>
${headline}
${sub}
<rect x="90" y="${buttonY}" width="${type.buttonWidth}" height="58" rx="29" fill="#fff"/>
<text x="118" y="${buttonY + 38}" font-family="${FONT}" font-size="22" font-weight="bold" fill="${PRIMARY}">${type.button}</text>
${arrow}`,
  );
}

/** A blog header picture: 1200 × 675. */
export function blogSvg(scene: SceneKind, look: SceneOptions, tag: string): string {
  return doc(
    1200,
    675,
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>
<svg x="0" y="0" width="1200" height="675" viewBox="0 0 960 960" preserveAspectRatio="xMidYMid slice">${sceneElements('bl', scene, look)}</svg>
<rect width="1200" height="675" fill="url(#shade)"/>
<rect x="40" y="595" width="${tag.length * 14 + 44}" height="44" rx="22" fill="${PRIMARY}"/>
<text x="62" y="624" font-family="${FONT}" font-size="22" font-weight="bold" fill="#fff">${escapeXml(tag)}</text>`,
  );
}

/** A showroom's shop front on a Kathmandu street with the hills behind: 1200 × 800. */
export function showroomSvg(branch: string, look: SceneOptions): string {
  const windows = [
    place('w1', 'wc-one-piece', 'White', 300, 690, 150),
    place('w2', 'basin-pedestal', 'White', 520, 690, 170),
    place('w3', 'pendant-lamp', 'Brushed Gold', 700, 600, 110),
    place('w4', 'basin-mixer', 'Chrome', 880, 690, 120),
  ].join('');
  let upper = '';
  for (let floor = 0; floor < 2; floor++) {
    for (let i = 0; i < 6; i++) {
      upper += `<rect x="${200 + i * 140}" y="${210 + floor * 100}" width="90" height="70" fill="#A9C4D6" stroke="#fff" stroke-width="6"/>`;
    }
  }
  return doc(
    1200,
    800,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7FB3DA"/><stop offset="1" stop-color="#DDEEF7"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F4F8F8"/><stop offset="1" stop-color="#DCE7EA"/></linearGradient>
${tilePattern('pave', look.pattern, colourHex(look.colour), 160, 'scale(1 0.45)')}</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<path d="M0 260 L120 150 L200 210 L330 90 L450 200 L560 120 L700 230 L820 110 L950 210 L1080 140 L1200 220 L1200 400 L0 400 Z" fill="#9DB0C4"/>
<path d="M300 116 L330 90 L360 116 L345 112 L330 120 Z M790 136 L820 110 L850 136 L835 130 Z M530 146 L560 120 L590 146 Z" fill="#fff"/>
<rect x="150" y="180" width="900" height="560" fill="#E9E4DA"/>
<rect x="140" y="170" width="920" height="22" fill="#CFC7B8"/>
${upper}
<rect x="150" y="400" width="900" height="76" fill="${PRIMARY}"/>
<text x="190" y="453" font-family="${FONT}" font-size="42" font-weight="bold" fill="#fff" letter-spacing="8">SAJILO</text>
<text x="1010" y="450" font-family="${FONT}" font-size="28" fill="#fff" text-anchor="end">${escapeXml(branch)}</text>
<rect x="180" y="490" width="840" height="220" fill="url(#glass)" stroke="#5B5B5B" stroke-width="8"/>
${windows}
<line x1="420" y1="490" x2="420" y2="710" stroke="#5B5B5B" stroke-width="6"/><line x1="620" y1="490" x2="620" y2="710" stroke="#5B5B5B" stroke-width="6"/><line x1="800" y1="490" x2="800" y2="710" stroke="#5B5B5B" stroke-width="6"/>
<path d="M190 500 L280 500 L200 620 Z M640 500 L700 500 L630 590 Z" fill="#fff" fill-opacity="0.35"/>
<rect y="720" width="1200" height="80" fill="url(#pave)"/>
${plant(120, 740, 200)}${plant(1090, 740, 200)}`,
  );
}

/** A catalogue's front cover: 600 × 848 (A4 proportions). */
export function coverSvg(title: string, year: string, look: SceneOptions, scene?: SceneKind): string {
  const art = scene
    ? `<svg x="0" y="0" width="600" height="540" viewBox="0 0 960 960" preserveAspectRatio="xMidYMid slice">${sceneElements('cv', scene, look)}</svg>`
    : `<svg x="0" y="0" width="600" height="540" viewBox="0 0 960 960" preserveAspectRatio="xMidYMid slice">${tileFace('cv', look.pattern, colourHex(look.colour))}</svg>`;
  const lines = wrap(title, 18)
    .map(
      (l, i) =>
        `<text x="44" y="${632 + i * 50}" font-family="${FONT}" font-size="42" font-weight="bold" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return doc(
    600,
    848,
    `<rect width="600" height="848" fill="${PRIMARY}"/>${art}
<rect x="0" y="540" width="600" height="8" fill="${ACCENT}"/>
<text x="44" y="590" font-family="${FONT}" font-size="20" fill="#CFE7DF" letter-spacing="4">PRODUCT CATALOGUE ${escapeXml(year)}</text>
${lines}
<text x="44" y="800" font-family="${FONT}" font-size="22" font-weight="bold" fill="#fff" letter-spacing="6">SAJILO</text>
<text x="556" y="800" font-family="${FONT}" font-size="16" fill="#CFE7DF" text-anchor="end">Kathmandu · Nepal</text>`,
  );
}

/** A brand's text wordmark: 480 × 240. */
export function wordmarkSvg(brand: BrandDef): string {
  const size = Math.min(84, Math.floor(400 / (brand.title.length * 0.7)));
  const family = brand.font === 'serif' ? SERIF : FONT;
  const mark =
    brand.font === 'serif'
      ? `<line x1="80" y1="166" x2="400" y2="166" stroke="${brand.colour}" stroke-width="3"/>`
      : `<rect x="40" y="40" width="400" height="160" rx="16" fill="none" stroke="${brand.colour}" stroke-opacity="0.18" stroke-width="4"/>`;
  return doc(
    480,
    240,
    `<rect width="480" height="240" fill="#fff"/>${mark}
<text x="240" y="${126 + size * 0.18}" font-family="${family}" font-size="${size}" font-weight="bold" fill="${brand.colour}" text-anchor="middle" letter-spacing="1">${escapeXml(brand.title)}</text>
<text x="240" y="${196}" font-family="${FONT}" font-size="18" fill="#6B6B6B" text-anchor="middle" letter-spacing="3">${escapeXml(brand.tagline.toUpperCase())}</text>`,
  );
}

/** A category's icon: the product or a tile swatch on a soft tile: 256 × 256. */
export function iconSvg(icon: IconSpec): string {
  let art: string;
  if ('tile' in icon) {
    const hex = colourHex(icon.colour);
    art = `<g transform="rotate(-8 128 128)"><rect x="58" y="58" width="140" height="140" rx="10" fill="${darken(hex, 0.2)}" fill-opacity="0.35"/></g>
<svg x="48" y="48" width="160" height="160" viewBox="0 0 960 960"><clipPath id="ic"><rect width="960" height="960" rx="60"/></clipPath><g clip-path="url(#ic)">${tileFace('ic', icon.tile, hex)}</g></svg>
<rect x="48" y="48" width="160" height="160" rx="10" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`;
  } else {
    const [x1, y1, x2, y2] = kindBox(icon.kind);
    const side = Math.max(x2 - x1, y2 - y1) + 60;
    const cx = (x1 + x2) / 2;
    const cy = (y1 + y2) / 2;
    art = `<svg x="28" y="28" width="200" height="200" viewBox="${cx - side / 2} ${cy - side / 2} ${side} ${side}">${kindElements('ic', icon.kind, icon.colour, colourHex(icon.colour))}</svg>`;
  }
  return doc(
    256,
    256,
    // Clipped to the round tile so light cones and shadows stay inside the icon.
    `<clipPath id="round"><circle cx="128" cy="128" r="120"/></clipPath><rect width="256" height="256" fill="#fff"/><circle cx="128" cy="128" r="120" fill="#EAF3F0"/><g clip-path="url(#round)">${art}</g>`,
  );
}

const AVATAR_COLOURS = ['#0F5C4A', '#B5523B', '#2E5A88', '#7A5C99', '#C08A2E', '#3D7A78'];

/** A testimonial avatar with initials: 160 × 160. */
export function avatarSvg(name: string, index: number): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length] ?? PRIMARY;
  return doc(
    160,
    160,
    `<rect width="160" height="160" fill="#fff"/><circle cx="80" cy="80" r="78" fill="${colour}"/><circle cx="80" cy="80" r="70" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="3"/>
<text x="80" y="98" font-family="${FONT}" font-size="52" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
  );
}
