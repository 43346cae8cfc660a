// Turns the product lines into products: titles, codes, Rs prices, sizes, colours, HTML descriptions, tabs,
// SEO fields and pictures (shared by kind and colour). Larger catalogues vary the base products.
import type { StoredImage } from '@sajilo/server/db/schema';
import {
  BRANDS,
  type BrandDef,
  CATEGORY_TITLES_NE,
  colourHex,
  type FittingLine,
  KIND_LABELS,
  PRODUCT_LINES,
  TILE_LOOKS,
  type TileLine,
  type TileLook,
  type TilePattern,
} from './catalog-data.js';
import type { ImageSet } from './images.js';
import { productSvg, technicalSvg } from './product-drawings.js';
import { finishNe, fittingTitleNe, TAB_TITLES_NE, tileTitleNe } from './products-ne.js';
import { createRandom, hashString, type Random } from './random.js';
import { DEFAULT_SCENES, sceneSvg, tileFaceSvg, tileRoomSvg } from './scene-drawings.js';
import { escapeXml, formatRs, roundPrice, slugify } from './text.js';

export interface ProductSpec {
  slug: string;
  title: string;
  /** The name in Nepali (docs/nepal.md "Catalogue content in Nepali"): brand and series as written. */
  titleNe: string;
  price: number;
  productCode: string;
  brand: BrandDef;
  category: string;
  colour: string;
  /** `600 x 600` (millimetres). */
  size: string;
  /** A tile's finish (`Glossy`, `Matt`): what its design's choices name (docs/tiles.md "Designs"). */
  finish?: string;
  /** The finish in Nepali (`म्याट`), as the Nepali pages show it. */
  finishNe?: string;
  unit: string;
  /** A tile's packaging (tiles only): pieces a box, the box's area in whole mm², boxes a pallet. */
  packaging?: { piecesPerBox: number; mm2PerBox: number; boxesPerPallet: number };
  description: string;
  /** The description in Nepali (docs/nepal.md "Content in Nepali"): names and finishes stay as written. */
  descriptionNe: string;
  tabs: { title: string; title_ne: string; content: string }[];
  images: StoredImage[];
  seoTitle: string;
  seoDescription: string;
  seoKeyword: string;
  trending: boolean;
  /** What a variant changes: the series name, and how the title is rebuilt around it. */
  series: string;
  build: (series: string, price: number, code: string) => Omit<ProductSpec, 'build' | 'images' | 'trending'>;
}

const PRODUCT_WIDTHS = [320, 640, 960];
const html = escapeXml;

const PATTERN_COPY: Record<TilePattern, string> = {
  marble:
    'Digitally printed veining copied from natural marble slabs, without the staining, etching and polishing real marble needs.',
  wood: 'Realistic timber grain with varied planks, so no two rows repeat. No termites, no swelling and no polishing.',
  terrazzo:
    'Chips of stone set in a calm base, the terrazzo look of old Rana-era floors in an easy-care tile.',
  geometric: 'A Moroccan-inspired star pattern that turns a plain floor or backsplash into a feature.',
  stone: 'The layered look of natural stone with a gentle texture that hides dust between cleanings.',
  concrete: 'An industrial cement look with soft clouding, popular in cafes and modern apartments.',
  hexagon: 'Hexagon mosaic on a mesh-free sheet: quick to lay with the charm of hand-set mosaic.',
  subway: 'Classic bevelled subway bricks in a running bond that reflect light into small rooms.',
};

/**
 * How each tile size is boxed, as the makers pack them: pieces a box and boxes a pallet (docs/tiles.md
 * "Packaging"). A size not listed takes the pieces nearest 1.44 m² and 50 boxes a pallet.
 */
const BOXING: Record<string, [pieces: number, perPallet: number]> = {
  '600 x 600': [4, 48],
  '600 x 1200': [2, 40],
  '800 x 800': [3, 40],
  '800 x 1600': [2, 40],
  '800 x 2400': [1, 40],
  '300 x 600': [8, 60],
  '300 x 300': [11, 60],
  '400 x 400': [6, 60],
  '500 x 500': [4, 50],
  '200 x 1200': [6, 48],
  '195 x 1200': [6, 48],
  '300 x 450': [8, 60],
  '250 x 375': [12, 60],
  '200 x 600': [12, 60],
};

function boxing(size: string): {
  pieces: number;
  mm2: number;
  m2: number;
  sqft: number;
  kg: number;
  perPallet: number;
} {
  const [w = 600, h = 600] = size.split(' x ').map(Number);
  const [pieces, perPallet] = BOXING[size] ?? [Math.max(1, Math.round(1_440_000 / (w * h))), 50];
  // Whole mm²: the box's area is exactly its pieces' (1.44 m² is 1 440 000 mm²).
  const mm2 = pieces * w * h;
  const m2 = mm2 / 1_000_000;
  return { pieces, mm2, m2, sqft: Math.round(m2 * 10.764 * 10) / 10, kg: Math.round(m2 * 20), perPallet };
}

function table(rows: [string, string][]): string {
  return `<table><tbody>${rows.map(([k, v]) => `<tr><th>${html(k)}</th><td>${html(v)}</td></tr>`).join('')}</tbody></table>`;
}

function priceIn(line: { price: [number, number] }, brand: BrandDef, r: Random, bump = 0): number {
  const [min, max] = line.price;
  const t = Math.min(1, Math.max(0, brand.tier * 0.75 + r.range(-0.05, 0.3) + bump));
  return roundPrice(min + (max - min) * t);
}

export class Codes {
  private readonly next = new Map<string, number>();
  constructor(private readonly r: Random) {}
  take(prefix: string, brand: BrandDef): string {
    const key = `${prefix}-${brand.code}`;
    const n = this.next.get(key) ?? 1001 + this.r.int(0, 40);
    this.next.set(key, n + this.r.int(1, 4));
    return `${key}-${n}`;
  }
}

const PREFIX: Record<string, string> = {
  tiles: 'TL',
  'bath-ware': 'BW',
  sanitaryware: 'SW',
  kitchen: 'KT',
  lighting: 'LT',
};

function brandOf(slug: string): BrandDef {
  const brand = BRANDS.find((b) => b.slug === slug);
  if (!brand) throw new Error(`unknown brand ${slug}`);
  return brand;
}

function tileImages(images: ImageSet, look: TileLook, title: string): StoredImage[] {
  const stem = `tile-${look.pattern}-${slugify(look.colour)}`;
  return [
    images.add(
      {
        group: 'products',
        name: stem,
        width: 960,
        height: 960,
        widths: PRODUCT_WIDTHS,
        svg: () => tileFaceSvg(look.pattern, look.colour),
      },
      title,
    ),
    images.add(
      {
        group: 'products',
        name: `${stem}-room`,
        width: 960,
        height: 960,
        widths: PRODUCT_WIDTHS,
        svg: () => tileRoomSvg(look.pattern, look.colour),
      },
      `${title} laid in a room`,
    ),
  ];
}

function fittingImages(
  images: ImageSet,
  line: FittingLine,
  colour: string,
  title: string,
  third: boolean,
): StoredImage[] {
  const list = [
    images.add(
      {
        group: 'products',
        name: `${line.kind}-${slugify(colour)}`,
        width: 960,
        height: 960,
        widths: PRODUCT_WIDTHS,
        svg: () => productSvg(line.kind, colour, colourHex(colour)),
      },
      title,
    ),
    images.add(
      {
        group: 'products',
        name: `${line.kind}-drawing`,
        width: 960,
        height: 960,
        widths: PRODUCT_WIDTHS,
        svg: () => technicalSvg(line.kind, KIND_LABELS[line.kind]),
      },
      `${title}: technical drawing`,
    ),
  ];
  if (third) {
    list.push(
      images.add(
        {
          group: 'products',
          name: `scene-${line.scene}`,
          width: 960,
          height: 960,
          widths: PRODUCT_WIDTHS,
          svg: () => sceneSvg(line.scene, DEFAULT_SCENES[line.scene]),
        },
        `${title} in a ${line.scene}`,
      ),
    );
  }
  return list;
}

/** A category's Nepali name for the Nepali descriptions (its English when the catalogue has none). */
function categoryNe(slug: string): string {
  return CATEGORY_TITLES_NE[slug] ?? slug.replace(/-/g, ' ');
}

function seo(title: string, price: number, unit: string, brand: BrandDef, keywords: string[]) {
  return {
    seoTitle: `${title} | Sajilo`,
    seoDescription: `Buy ${title} at ${formatRs(price)} a ${unit} from Sajilo, Kathmandu. Genuine ${brand.title} with warranty and delivery across Nepal.`,
    seoKeyword: [...keywords, 'price in nepal'].join(', ').toLowerCase(),
  };
}

function tileProduct(
  line: TileLine,
  look: TileLook,
  brand: BrandDef,
  finish: string,
  size: string,
  price: number,
  code: string,
  series: string,
  categoryTitle: string,
) {
  const title = `${brand.title} ${series} ${finish} ${line.label} ${size} mm`;
  const box = boxing(size);
  const description = `<p><strong>${html(look.name)}</strong> is a ${html(finish.toLowerCase())} ${html(line.body.toLowerCase())} tile from ${html(brand.title)} in ${size} mm, made for ${html(line.application.toLowerCase())}.</p>
<p>${PATTERN_COPY[look.pattern]}</p>
<ul><li>Size: ${size} mm, ${line.thickness} mm thick</li><li>${box.pieces} pieces a box, covering ${box.m2} m² (${box.sqft} sq ft)</li><li>Finish: ${html(finish)}</li><li>Colour: ${html(look.colour)}</li></ul>
<p>Price is per box. Order 5–10% extra for cutting and keep a box from the same batch for repairs.</p>`;
  const descriptionNe = `<p><strong lang="en">${html(look.name)}</strong>: ${html(brand.title)}को ${size} mm ${html(categoryNe(line.category))}, ${line.thickness} mm बाक्लो।</p>
<ul><li>एक बाकसमा ${box.pieces} टुक्रा, ${box.m2} m² (${box.sqft} वर्गफुट) ढाक्छ</li><li>सतह: <span lang="en">${html(finish)}</span></li><li>रङ: <span lang="en">${html(look.colour)}</span></li></ul>
<p>मूल्य प्रति बाकस हो। काट्दा खेर जानेका लागि ५–१०% बढी मगाउनुहोस् र मर्मतका लागि उही ब्याचको एउटा बाकस राखिराख्नुहोस्।</p>`;
  const tabs = [
    {
      title: 'Additional Information',
      title_ne: TAB_TITLES_NE['Additional Information'],
      content: table([
        ['Brand', brand.title],
        ['Product Code', code],
        ['Series', series],
        ['Size', `${size} mm`],
        ['Thickness', `${line.thickness} mm`],
        ['Finish', finish],
        ['Body', line.body],
        ['Pieces per Box', String(box.pieces)],
        ['Coverage per Box', `${box.m2} m² / ${box.sqft} sq ft`],
        ['Weight per Box', `about ${box.kg} kg`],
        ['Boxes per Pallet', String(box.perPallet)],
        ['Application', line.application],
        ['Country of Origin', brand.country],
      ]),
    },
    {
      title: 'Care & Warranty',
      title_ne: TAB_TITLES_NE['Care & Warranty'],
      content:
        '<p>Clean with water and a pH-neutral cleaner. Avoid acid and bleach on grout.</p><ul><li>Warranty against manufacturing defects reported before laying.</li><li>Shades vary between batches: check the batch number on every box.</li></ul>',
    },
    {
      title: 'Installation',
      title_ne: TAB_TITLES_NE.Installation,
      content:
        '<p>Lay on a level, cured base with polymer tile adhesive (not cement slurry), 2–3 mm spacers and epoxy grout in wet areas. Large formats need two-sided buttering.</p>',
    },
  ];
  return {
    slug: '',
    title,
    titleNe: tileTitleNe(brand.title, series, finish, line.label, size),
    price,
    productCode: code,
    brand,
    category: line.category,
    colour: look.colour,
    size,
    finish,
    finishNe: finishNe(finish),
    unit: 'box',
    packaging: { piecesPerBox: box.pieces, mm2PerBox: box.mm2, boxesPerPallet: box.perPallet },
    description,
    descriptionNe,
    tabs,
    series,
    ...seo(title, price, 'box', brand, [brand.title, line.label, categoryTitle, look.name, `${size} tiles`]),
  };
}

function fittingProduct(
  line: FittingLine,
  brand: BrandDef,
  colour: string,
  size: { dims: string; tag?: string },
  price: number,
  code: string,
  series: string,
  categoryTitle: string,
) {
  const title = `${brand.title} ${series} ${line.label}${size.tag ? ` ${size.tag}` : ''} (${colour})`;
  const description = `<p>The <strong>${html(`${brand.title} ${series}`)}</strong> ${html(line.label.toLowerCase())} in ${html(colour.toLowerCase())} is made of ${html(line.material.toLowerCase())}, ${size.dims} mm overall.</p>
<ul>${line.features.map((f) => `<li>${html(f)}</li>`).join('')}</ul>
<p>Delivered across Kathmandu valley; installation by our trained technicians on request.</p>`;
  const descriptionNe = `<p><strong>${html(brand.title)} <span lang="en">${html(series)}</span></strong> ${html(categoryNe(line.category))}, <span lang="en">${html(colour)}</span>, ${size.dims} mm।</p>
<p>काठमाडौँ उपत्यकाभर डेलिभरी; चाहेमा हाम्रा तालिमप्राप्त प्राविधिकले जडान गरिदिन्छन्।</p>`;
  const tabs = [
    {
      title: 'Additional Information',
      title_ne: TAB_TITLES_NE['Additional Information'],
      content: table([
        ['Brand', brand.title],
        ['Product Code', code],
        ['Series', series],
        ['Colour / Finish', colour],
        ['Size (L x W x H)', `${size.dims} mm`],
        ['Material', line.material],
        ['Sold as', line.unit === 'set' ? 'Set' : 'Piece'],
        ['Country of Origin', brand.country],
        ['Warranty', `${brand.warrantyYears} year${brand.warrantyYears > 1 ? 's' : ''}`],
      ]),
    },
    {
      title: 'Care & Warranty',
      title_ne: TAB_TITLES_NE['Care & Warranty'],
      content: `<p>Wipe with a soft damp cloth and mild soap; never use acid, powder cleaners or steel wool.</p><ul><li>${brand.warrantyYears}-year ${html(brand.title)} warranty against manufacturing defects, with the bill.</li><li>Warranty service through a <a href="/support-ticket">support ticket</a>.</li></ul>`,
    },
  ];
  return {
    slug: '',
    title,
    titleNe: fittingTitleNe(brand.title, series, line.label, size.tag, colour),
    price,
    productCode: code,
    brand,
    category: line.category,
    colour,
    size: size.dims,
    unit: line.unit,
    description,
    descriptionNe,
    tabs,
    series,
    ...seo(title, price, line.unit, brand, [brand.title, line.label, categoryTitle, colour]),
  };
}

const TRENDING_CATEGORIES = new Set([
  'vitrified-tiles',
  'wooden-finish-tiles',
  'bathroom-wall-tiles',
  'porcelain-tiles',
  'one-piece-wc',
  'wall-hung-wc',
  'table-top-basins',
  'basin-mixers',
  'overhead-showers',
  'freestanding-bathtubs',
  'quartz-sinks',
  'pendant-lights',
]);

/**
 * The base catalogue (every product line's products), with pictures registered in `images`.
 * `categoryTitle` and `topOf` come from the category tree.
 */
export interface BaseCatalogue {
  products: ProductSpec[];
  /** The code counters: variants continue them, so a large catalogue never repeats a code. */
  codes: Codes;
}

export function baseProducts(
  images: ImageSet,
  categoryTitle: (slug: string) => string,
  topOf: (slug: string) => string,
): BaseCatalogue {
  const r = createRandom('sajilo-products');
  const codes = new Codes(r);
  const out: ProductSpec[] = [];
  const titles = new Set<string>();
  for (const line of PRODUCT_LINES) {
    const prefix = PREFIX[topOf(line.category)] ?? 'SJ';
    const catTitle = categoryTitle(line.category);
    // Which of the line's products is trending: not always the first brand's.
    const featured = hashString(line.category) % Math.min(line.count, 6);
    let picked = 0;
    if (line.type === 'tile') {
      const looks = TILE_LOOKS.filter((l) => line.patterns.includes(l.pattern));
      const combos = r.shuffle(
        line.brands.flatMap((b) =>
          looks.flatMap((look) =>
            line.finishes.flatMap((finish) => line.sizes.map((size) => ({ b, look, finish, size }))),
          ),
        ),
      );
      // Brands in turn, so every maker shows up in every line.
      combos.sort((a, b) => line.brands.indexOf(a.b) - line.brands.indexOf(b.b));
      const byBrand = line.brands.map((b) => combos.filter((c) => c.b === b));
      for (let round = 0; picked < line.count && round < 200; round++) {
        for (const list of byBrand) {
          const combo = list[round];
          if (!combo || picked >= line.count) continue;
          const brand = brandOf(combo.b);
          const series = `${brand.collection ?? brand.series[0] ?? ''} ${combo.look.name}`;
          const sizeIndex = line.sizes.indexOf(combo.size) / Math.max(1, line.sizes.length - 1);
          const build = (s: string, price: number, code: string) =>
            tileProduct(line, combo.look, brand, combo.finish, combo.size, price, code, s, catTitle);
          const spec = build(
            series,
            priceIn(line, brand, r, sizeIndex * 0.2 - 0.1),
            codes.take(prefix, brand),
          );
          if (titles.has(spec.title)) continue;
          titles.add(spec.title);
          out.push({
            ...spec,
            build,
            images: tileImages(images, combo.look, spec.title),
            trending: picked === featured && TRENDING_CATEGORIES.has(line.category),
          });
          picked++;
        }
      }
    } else {
      const combos = line.brands.map((b) => {
        const brand = brandOf(b);
        return r.shuffle(
          brand.series
            .slice(0, 3)
            .flatMap((series) =>
              line.colours.flatMap((colour) => line.sizes.map((size) => ({ brand, series, colour, size }))),
            ),
        );
      });
      for (let round = 0; picked < line.count && round < 200; round++) {
        for (const list of combos) {
          const combo = list[round];
          if (!combo || picked >= line.count) continue;
          const build = (s: string, price: number, code: string) =>
            fittingProduct(line, combo.brand, combo.colour, combo.size, price, code, s, catTitle);
          const spec = build(combo.series, priceIn(line, combo.brand, r), codes.take(prefix, combo.brand));
          if (titles.has(spec.title)) continue;
          titles.add(spec.title);
          out.push({
            ...spec,
            build,
            images: fittingImages(images, line, combo.colour, spec.title, picked % 3 !== 2),
            trending: picked === featured && TRENDING_CATEGORIES.has(line.category),
          });
          picked++;
        }
      }
    }
  }
  assignSlugs(out, new Set());
  return { products: out, codes };
}

function assignSlugs(
  specs: { slug: string; title: string; productCode: string }[],
  taken: Set<string>,
): void {
  for (const spec of specs) {
    let slug = slugify(spec.title);
    if (taken.has(slug)) slug = `${slug}-${slugify(spec.productCode)}`;
    taken.add(slug);
    spec.slug = slug;
  }
}

const VARIANT_WORDS = [
  'Nova',
  'Aria',
  'Luxe',
  'Prime',
  'Neo',
  'Elite',
  'Classic',
  'Urban',
  'Royal',
  'Terra',
  'Aqua',
  'Vista',
  'Zen',
  'Opera',
  'Grand',
  'Pure',
  'Bliss',
  'Crest',
  'Linea',
  'Forma',
  'Soho',
  'Metro',
  'Regal',
  'Serene',
  'Sierra',
  'Alpine',
  'Coral',
  'Ember',
  'Flora',
  'Halo',
  'Iris',
  'Jade',
  'Kira',
  'Luna',
  'Mira',
  'Onyx',
  'Pearl',
  'Quartz',
  'Ruby',
  'Sage',
];

/**
 * Products beyond the base catalogue, for benchmarks: each varies a base product's series name, price,
 * code and slug and keeps its pictures (no new renders). Yields `count` products in batches.
 */
export function* variantBatches(
  catalogue: BaseCatalogue,
  count: number,
  batchSize: number,
  topOf: (slug: string) => string,
): Generator<ProductSpec[]> {
  const r = createRandom('sajilo-variants');
  const { products: base, codes } = catalogue;
  const taken = new Set(base.map((p) => p.slug));
  let batch: ProductSpec[] = [];
  for (let i = 0; i < count; i++) {
    const source = base[i % base.length];
    if (!source) break;
    const cycle = Math.floor(i / base.length);
    const word = VARIANT_WORDS[cycle % VARIANT_WORDS.length] ?? 'Nova';
    const round = Math.floor(cycle / VARIANT_WORDS.length);
    const series = `${source.series} ${word}${round > 0 ? ` ${round + 1}` : ''}`;
    const price = roundPrice(source.price * r.range(0.85, 1.25));
    const code = codes.take(PREFIX[topOf(source.category)] ?? 'SJ', source.brand);
    const built = source.build(series, price, code);
    const spec: ProductSpec = {
      ...built,
      build: source.build,
      images: source.images.map((image) => ({ ...image, alt: image.alt.replace(source.title, built.title) })),
      trending: false,
    };
    assignSlugs([spec], taken);
    batch.push(spec);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
