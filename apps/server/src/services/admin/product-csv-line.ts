// What one line of the products' CSV means (docs/back-office.md "CSV import and export"): the file's columns,
// a line's product (the existing one with the line's columns applied, or a new one) or the reasons it cannot
// be used, and whether it would change anything. ./product-csv.ts reads the file and writes the lines.
import type { AdminComponents } from '@sajilo/api/admin';
import type { products } from '../../db/schema.js';
import type { FieldErrors } from '../../errors.js';
import { PRICE_MAX } from '../money.js';
import { packagingColumns } from '../tiles.js';
import { type Lookups, sanitizeDescription } from './catalog.js';

type ProductRecord = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;
type SampleSettings = AdminComponents['schemas']['SampleSettings'];

const SAMPLE_COLUMNS = [
  'sample_offered',
  'sample_kind',
  'sample_size',
  'sample_size_ne',
  'sample_price',
  'sample_stock',
] as const;
/** The editor's most for a sample's price and count (the contract's SampleSettings). */
const SAMPLE_PRICE_MAX = 100_000;
const SAMPLE_STOCK_MAX = 1_000_000;

/** The file's columns, in the export's order; the import reads any subset that has product_code. */
export const CSV_COLUMNS = [
  'product_code',
  'title',
  'slug',
  'brand',
  'category',
  'colour',
  'size',
  'size_unit',
  'finish',
  'finish_ne',
  'design',
  'unit',
  'price',
  'sale_price',
  'stock',
  'pieces_per_box',
  'm2_per_box',
  'boxes_per_pallet',
  'weight_kg',
  'sample_offered',
  'sample_kind',
  'sample_size',
  'sample_size_ne',
  'sample_price',
  'sample_stock',
  'published',
  'trending',
  'description',
  'seo_title',
  'seo_description',
  'seo_keyword',
  'pictures',
] as const;
export type Column = (typeof CSV_COLUMNS)[number];

/** csvValue (./csv.ts) quotes off a leading formula character with `'`; the import takes it back. */
export const unquote = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** A line of the file: its number, its product code, and its cells by column. */
export interface Parsed {
  line: number;
  code: string | null;
  cells: Partial<Record<Column, string>>;
}

/** A product code: letters, digits and . _ / - after a letter or digit. */
export const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a one-line value takes no line breaks or tabs either.
const CONTROL_LINE = /[\u0000-\u001f\u007f]/;
const LIMITS: Partial<Record<Column, number>> = {
  title: 200,
  slug: 200,
  size_unit: 10,
  finish: 60,
  finish_ne: 60,
  design: 200,
  unit: 20,
  description: 100_000,
  seo_title: 200,
  seo_description: 500,
  seo_keyword: 300,
  pictures: 12 * 320,
};

/** A whole number of rupees or items: digits, with thousands separators allowed (`25,000`). */
function wholeNumber(value: string): number | undefined {
  const digits = value.replace(/[,\s]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const n = Number(digits);
  return n <= 1_000_000_000 ? n : undefined;
}

function flag(value: string): boolean | undefined {
  const v = value.toLowerCase();
  if (['true', 'yes', '1', 'y'].includes(v)) return true;
  if (['false', 'no', '0', 'n', ''].includes(v)) return false;
  return undefined;
}

/**
 * One line's product: the existing one with the file's columns applied, or a new one. Reasons instead when
 * the line cannot be used. Pictures are resolved later (they need the database).
 */
export function applyLine(
  row: Parsed,
  existing: ProductRecord | undefined,
  lookups: Lookups,
):
  | {
      values: Omit<ProductInsert, 'slug'> & { slug?: string };
      pictures?: string[];
      stock?: number;
      sample?: SampleSettings | null;
    }
  | { reasons: string[] } {
  const reasons: string[] = [];
  const c = row.cells;
  const has = (column: Column) => c[column] !== undefined;
  for (const [column, value] of Object.entries(c) as [Column, string][]) {
    const limit = LIMITS[column];
    if (limit !== undefined && value.length > limit)
      reasons.push(`${column} is longer than ${limit} characters.`);
    if ((column === 'description' ? CONTROL : CONTROL_LINE).test(value)) {
      reasons.push(`${column} holds control characters.`);
    }
  }
  const title = has('title') ? (c.title ?? '') : existing?.title;
  if (!title) reasons.push(existing ? 'The title cannot be empty.' : 'A new product needs a title.');
  let price = existing?.price;
  if (has('price')) {
    price = wholeNumber(c.price ?? '');
    if (price === undefined) reasons.push(`price "${c.price}" is not a whole number of rupees.`);
    else if (price > PRICE_MAX) reasons.push(`price ${price} is above the highest price, ${PRICE_MAX}.`);
  } else if (!existing) reasons.push('A new product needs a price.');
  const nullableNumber = (column: 'sale_price' | 'stock', current: number | null | undefined) => {
    if (!has(column)) return current ?? null;
    const value = c[column] ?? '';
    if (value === '') return null;
    const n = wholeNumber(value);
    if (n === undefined) reasons.push(`${column} "${value}" is not a whole number.`);
    else if (column === 'sale_price' && n > PRICE_MAX) {
      reasons.push(`sale_price ${n} is above the highest price, ${PRICE_MAX}.`);
    }
    return n ?? null;
  };
  const salePrice = nullableNumber('sale_price', existing?.salePrice);
  // Empty or absent: the count stays as it is (services/stock.ts setSimpleStock).
  const stock = nullableNumber('stock', null) ?? undefined;
  if (salePrice !== null && price !== undefined && salePrice >= price) {
    reasons.push('The sale price must be below the price.');
  }
  // A tile's packaging (docs/tiles.md "Packaging"): the three columns together, the box's area in m² as
  // printed (1.44) stored in whole mm²; all three empty, goods not sold by area; absent, unchanged.
  let packaging: ReturnType<typeof packagingColumns> = {
    piecesPerBox: existing?.piecesPerBox ?? null,
    mm2PerBox: existing?.mm2PerBox ?? null,
    boxesPerPallet: existing?.boxesPerPallet ?? null,
  };
  if (has('pieces_per_box') || has('m2_per_box') || has('boxes_per_pallet')) {
    const cell = (column: 'pieces_per_box' | 'm2_per_box' | 'boxes_per_pallet') => (c[column] ?? '').trim();
    const cells = [cell('pieces_per_box'), cell('m2_per_box'), cell('boxes_per_pallet')];
    if (cells.every((v) => v === '')) packaging = packagingColumns(null, {});
    else {
      const problems: FieldErrors = {};
      const number = (v: string) => (v === '' ? Number.NaN : Number(v));
      packaging = packagingColumns(
        {
          pieces_per_box: number(cells[0] ?? ''),
          m2_per_box: number(cells[1] ?? ''),
          boxes_per_pallet: number(cells[2] ?? ''),
        },
        problems,
      );
      for (const [field, messages] of Object.entries(problems)) {
        reasons.push(`${field.replace('packaging.', '')}: ${messages.map(String).join(' ')}`);
      }
    }
  }
  // One unit's weight in kilograms, stored in grams (docs/delivery.md); empty: not known.
  let weightGrams = existing?.weightGrams ?? null;
  if (has('weight_kg')) {
    const value = c.weight_kg ?? '';
    weightGrams = value === '' ? null : (kgToGrams(value) ?? null);
    if (value !== '' && weightGrams === null) {
      reasons.push(`weight_kg "${value}" is not a weight in kilograms above 0 (at most 3 decimals).`);
    }
  }
  const named = (
    column: 'brand' | 'category' | 'colour' | 'size' | 'design',
    current: number | null | undefined,
    find: (value: string) => number | undefined,
  ) => {
    if (!has(column)) return current ?? null;
    const value = c[column] ?? '';
    if (value === '') return null;
    const id = find(value);
    if (id === undefined) reasons.push(`There is no ${column} "${value}".`);
    return id ?? null;
  };
  const brandId = named(
    'brand',
    existing?.brandId,
    (v) => lookups.brandByName.get(v.toLowerCase()) ?? lookups.brandByName.get(v),
  );
  const categoryId = named('category', existing?.categoryId, (v) =>
    lookups.categoryBySlug.get(v.toLowerCase()),
  );
  const colorId = named('colour', existing?.colorId, (v) => lookups.colourByName.get(v.toLowerCase()));
  const sizeId = named('size', existing?.sizeId, (v) => lookups.sizeByName.get(v.toLowerCase()));
  // A design by its slug (docs/tiles.md "Designs"); empty: none; absent: unchanged.
  const designId = named('design', existing?.designId, (v) => lookups.designBySlug.get(v.toLowerCase()));
  const bool = (column: 'published' | 'trending', current: boolean | undefined) => {
    if (!has(column)) return current ?? false;
    const value = flag(c[column] ?? '');
    if (value === undefined) reasons.push(`${column} must be true or false, not "${c[column]}".`);
    return value ?? false;
  };
  // The sample offer (docs/tiles.md "Samples"): its columns go together; all empty, no offer; absent,
  // unchanged. A column left empty beside others takes the editor's default (a piece, free, none left).
  let sample: SampleSettings | null | undefined;
  if (SAMPLE_COLUMNS.some(has)) {
    const cell = (column: (typeof SAMPLE_COLUMNS)[number]) => (c[column] ?? '').trim();
    if (SAMPLE_COLUMNS.every((column) => cell(column) === '')) sample = null;
    else {
      const offered = cell('sample_offered') === '' ? false : flag(cell('sample_offered'));
      if (offered === undefined)
        reasons.push(`sample_offered must be true or false, not "${cell('sample_offered')}".`);
      const kind = cell('sample_kind') || 'piece';
      if (kind !== 'piece' && kind !== 'cut')
        reasons.push(`sample_kind must be piece or cut, not "${kind}".`);
      const count = (column: 'sample_price' | 'sample_stock', max: number) => {
        const value = cell(column);
        const n = value === '' ? 0 : wholeNumber(value);
        if (n === undefined || n > max)
          reasons.push(`${column} "${value}" is not a whole number from 0 to ${max}.`);
        return n ?? 0;
      };
      for (const column of ['sample_size', 'sample_size_ne'] as const) {
        if (cell(column).length > 60) reasons.push(`${column} is longer than 60 characters.`);
      }
      sample = {
        offered: offered ?? false,
        kind: kind === 'cut' ? 'cut' : 'piece',
        size: cell('sample_size') || null,
        size_ne: cell('sample_size_ne') || null,
        price: count('sample_price', SAMPLE_PRICE_MAX),
        stock: count('sample_stock', SAMPLE_STOCK_MAX),
      };
    }
  }
  const published = bool('published', existing?.published);
  const trending = bool('trending', existing?.trending);
  const slug = has('slug') && c.slug ? c.slug : undefined;
  if (slug !== undefined && !SLUG.test(slug))
    reasons.push(`slug "${slug}" may hold only a-z, 0-9 and dashes.`);
  const text = (
    column: 'unit' | 'size_unit' | 'finish' | 'finish_ne' | 'seo_title' | 'seo_description' | 'seo_keyword',
    current: string | null | undefined,
  ) => (has(column) ? (c[column] ?? '') : (current ?? ''));
  if (reasons.length > 0 || !title || price === undefined) return { reasons };
  const categoryIds = lookups.categoryPath(categoryId);
  const size = has('size')
    ? sizeId === null
      ? null
      : (lookups.sizes.get(sizeId) ?? null)
    : (existing?.size ?? null);
  const values = {
    productCode: row.code ?? '',
    title,
    brandId,
    categoryId,
    categoryIds,
    colorId,
    sizeId,
    size,
    sizeUnit: text('size_unit', existing?.sizeUnit) || null,
    designId,
    finish: text('finish', existing?.finish).trim() || null,
    // The finish in Nepali (docs/nepal.md "Catalogue content in Nepali"); empty: the English on the Nepali pages.
    finishNe: text('finish_ne', existing?.finishNe).trim() || null,
    unit: text('unit', existing?.unit) || 'piece',
    price,
    salePrice,
    ...packaging,
    weightGrams,
    published,
    trending,
    // A description as stored is sanitised already: the same text needs no second pass (the export's
    // round trip stays fast).
    description: !has('description')
      ? (existing?.description ?? '')
      : existing && c.description === existing.description
        ? existing.description
        : sanitizeDescription(c.description ?? ''),
    seoTitle: text('seo_title', existing?.seoTitle),
    seoDescription: text('seo_description', existing?.seoDescription),
    seoKeyword: text('seo_keyword', existing?.seoKeyword),
    images: existing?.images ?? [],
    relatedIds: existing?.relatedIds ?? [],
    ...(slug ? { slug } : {}),
  };
  const pictures = has('pictures')
    ? (c.pictures ?? '')
        .split('|')
        .map((p) => p.trim())
        .filter(Boolean)
    : undefined;
  return {
    // Search keeps the product's Nepali name, which the file does not carry (docs/nepal.md "Search in Nepali").
    values: { ...values, searchText: lookups.searchText({ ...values, titleNe: existing?.titleNe ?? null }) },
    ...(pictures ? { pictures } : {}),
    ...(stock === undefined ? {} : { stock }),
    ...(sample === undefined ? {} : { sample }),
  };
}

/** The columns compared to tell an unchanged line (everything the file can set). */
const COMPARED = [
  'title',
  'brandId',
  'categoryId',
  'categoryIds',
  'colorId',
  'sizeId',
  'size',
  'sizeUnit',
  'designId',
  'finish',
  'finishNe',
  'unit',
  'price',
  'salePrice',
  'piecesPerBox',
  'mm2PerBox',
  'boxesPerPallet',
  'weightGrams',
  'published',
  'trending',
  'description',
  'seoTitle',
  'seoDescription',
  'seoKeyword',
  'images',
  'searchText',
] as const;

/** Whether a line would change nothing the product has. */
export function same(
  existing: ProductRecord,
  values: Omit<ProductInsert, 'slug'> & { slug?: string },
): boolean {
  if (values.slug !== undefined && values.slug !== existing.slug) return false;
  return COMPARED.every((key) => JSON.stringify(existing[key]) === JSON.stringify(values[key] ?? null));
}

/** The most one unit may weigh: 10 tonnes, in grams (a pallet of tiles is about one). */
export const WEIGHT_MAX_GRAMS = 10_000_000;

/** "28.5" kg → 28500 g, exactly (no binary fractions); undefined when not a weight above 0. */
export function kgToGrams(kg: string): number | undefined {
  const match = /^(\d{1,5})(?:[.,](\d{1,3}))?$/.exec(kg.trim());
  if (!match) return undefined;
  const grams = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return grams > 0 && grams <= WEIGHT_MAX_GRAMS ? grams : undefined;
}

/** 28500 g → "28.5" (kg, as the CSV and the editor write it); null: ''. */
export function gramsToKg(grams: number | null): string {
  if (grams === null) return '';
  const fraction = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.floor(grams / 1000)}.${fraction}` : String(Math.floor(grams / 1000));
}
