// Tiles sold by area, on the server (docs/tiles.md): a product's packaging as the contract shows it, and what a
// cart line or an order item of boxes holds and covers. Every figure comes from @sajilo/units, so the cart, the
// order pages, the HTML and the PDF invoice print the same numbers.
import type { components } from '@sajilo/api';
import {
  boxQuantities,
  checkPackaging,
  definePackaging,
  type LayingPattern,
  LIMITS,
  orderByArea,
  type Packaging,
  squareMetresToSquareFeet,
  WASTAGE_PERCENT,
} from '@sajilo/units';
import type { LAYING_PATTERNS } from '../db/schema.js';
import type { FieldErrors } from '../errors.js';
import { type Locale, translate } from '../i18n.js';

/** The back office's packaging: the box's area in m² as the staff type it. */
export interface PackagingInput {
  pieces_per_box: number;
  m2_per_box: number;
  boxes_per_pallet: number;
}

export type TilePackaging = components['schemas']['TilePackaging'];
export type TileQuantities = components['schemas']['TileQuantities'];
export type Pattern = (typeof LAYING_PATTERNS)[number];

/** The packaging columns of a product, as stored (all three or none: products_packaging_check). */
export interface PackagingColumns {
  piecesPerBox: number | null;
  mm2PerBox: number | null;
  boxesPerPallet: number | null;
  /** The product's weight, one unit as sold (one box of a tile): the box's weight (docs/delivery.md). */
  weightGrams?: number | null;
}

/**
 * The product's packaging for @sajilo/units, or null when it is not sold by area; its weight is the box's
 * when the product has one within the module's limits (docs/tiles.md "Limits").
 */
export function packagingOf(row: PackagingColumns): Packaging | null {
  if (row.piecesPerBox === null || row.mm2PerBox === null || row.boxesPerPallet === null) return null;
  const grams = row.weightGrams;
  return {
    piecesPerBox: row.piecesPerBox,
    mm2PerBox: row.mm2PerBox,
    boxesPerPallet: row.boxesPerPallet,
    ...(grams != null && grams >= 1 && grams <= LIMITS.gramsPerBox ? { gramsPerBox: grams } : {}),
  };
}

/**
 * The contract's packaging: the stored whole numbers, the box's area in m² (1.44) and its weight in grams
 * (null while not known; docs/tiles.md "Packaging").
 */
export function toTilePackaging(row: PackagingColumns): TilePackaging | null {
  const packaging = packagingOf(row);
  if (!packaging) return null;
  const box = boxQuantities(packaging, 1);
  return {
    pieces_per_box: packaging.piecesPerBox,
    mm2_per_box: packaging.mm2PerBox,
    m2_per_box: box.area.squareMetres,
    boxes_per_pallet: packaging.boxesPerPallet,
    grams_per_box: box.weightGrams,
  };
}

/** The area a shopper asked for, as a cart line and an order item keep it. */
export interface AskedArea {
  askedMm2: number | null;
  layingPattern: Pattern | null;
  wastagePercent: number | null;
}

/** The wastage of a pattern: the module's for the three named ones, the shopper's own for `custom`. */
export function wastageOf(pattern: Pattern, custom: number | undefined): number | undefined {
  return pattern === 'custom' ? custom : WASTAGE_PERCENT[pattern as LayingPattern];
}

/** The boxes that cover an asked area (whole mm²) with its wastage: @sajilo/units' orderByArea. */
export function boxesForArea(packaging: Packaging, askedMm2: number, wastagePercent: number): number {
  return orderByArea({
    packaging,
    surfaces: [{ kind: 'area', area: askedMm2 / 1_000_000, unit: 'm2' }],
    wastage: { percent: wastagePercent },
  }).boxes;
}

/** What `boxes` boxes of a tile hold and cover, and the area they were asked for; null for other goods. */
export function tileQuantities(
  packaging: Packaging | null,
  boxes: number,
  asked: AskedArea,
): TileQuantities | null {
  if (!packaging) return null;
  const q = boxQuantities(packaging, boxes);
  return {
    boxes,
    pieces: q.pieces,
    m2: q.area.squareMetres,
    sqft: q.area.squareFeet,
    asked:
      asked.askedMm2 === null || asked.layingPattern === null || asked.wastagePercent === null
        ? null
        : {
            m2: asked.askedMm2 / 1_000_000,
            laying_pattern: asked.layingPattern,
            wastage_percent: asked.wastagePercent,
          },
  };
}

/**
 * The pieces and m² of a count of boxes on the back office's stock screen (docs/tiles.md "Stock by lot and
 * location"): none of none, since the module counts whole boxes from one.
 */
export function boxesUnits(packaging: Packaging, boxes: number): { pieces: number; m2: number } {
  if (boxes <= 0) return { pieces: 0, m2: 0 };
  const q = boxQuantities(packaging, boxes);
  return { pieces: q.pieces, m2: q.area.squareMetres };
}

/** A line's `tile` field: present for tile lines only, so other goods' lines read as they always did. */
export const tileField = (tile: TileQuantities | null): { tile?: TileQuantities } => (tile ? { tile } : {});

/** The order item columns of a cart line at checkout: its pieces and covered area now, and the area asked. */
export function soldTiles(line: PackagingColumns & AskedArea & { quantity: number }) {
  const packaging = packagingOf(line);
  if (!packaging) return {};
  const q = boxQuantities(packaging, line.quantity);
  return {
    pieces: q.pieces,
    coveredMm2: line.quantity * packaging.mm2PerBox,
    askedMm2: line.askedMm2,
    layingPattern: line.layingPattern,
    wastagePercent: line.wastagePercent,
  };
}

/**
 * An order item's tile figures from its stored columns (kept at the time of sale, so a later change of the
 * product's packaging does not change an order).
 */
export function itemTileQuantities(item: {
  quantity: number;
  pieces: number | null;
  coveredMm2: number | null;
  askedMm2: number | null;
  layingPattern: Pattern | null;
  wastagePercent: number | null;
}): TileQuantities | null {
  if (item.pieces === null || item.coveredMm2 === null) return null;
  const m2 = item.coveredMm2 / 1_000_000;
  return {
    boxes: item.quantity,
    pieces: item.pieces,
    m2,
    sqft: squareMetresToSquareFeet(m2),
    asked:
      item.askedMm2 === null || item.layingPattern === null || item.wastagePercent === null
        ? null
        : {
            m2: item.askedMm2 / 1_000_000,
            laying_pattern: item.layingPattern,
            wastage_percent: item.wastagePercent,
          },
  };
}

/**
 * What `boxes` of an order item's boxes hold and cover (a pick list's row, one lot at one place), by the
 * pieces and area a box had when the item was sold; null for goods not sold by area.
 */
export function itemBoxesQuantities(
  item: { quantity: number; pieces: number | null; coveredMm2: number | null },
  boxes: number,
): TileQuantities | null {
  if (item.pieces === null || item.coveredMm2 === null || item.quantity < 1) return null;
  const q = boxQuantities(
    // The item keeps no pallet size, and a pick list counts no pallets: one box a pallet keeps the module's
    // checks content without changing pieces or area.
    {
      piecesPerBox: item.pieces / item.quantity,
      mm2PerBox: item.coveredMm2 / item.quantity,
      boxesPerPallet: 1,
    },
    boxes,
  );
  return { boxes, pieces: q.pieces, m2: q.area.squareMetres, sqft: q.area.squareFeet, asked: null };
}

/**
 * The packaging columns of the editor's packaging (docs/tiles.md "Packaging"): the box's m² as the staff type
 * it (1.44) stored in whole mm² by @sajilo/units' definePackaging; a problem under `packaging.<field>`.
 */
export function packagingColumns(
  input: PackagingInput | null | undefined,
  problems: FieldErrors,
): { piecesPerBox: number | null; mm2PerBox: number | null; boxesPerPallet: number | null } {
  const none = { piecesPerBox: null, mm2PerBox: null, boxesPerPallet: null };
  if (!input) return none;
  const issues = checkPackaging({
    piecesPerBox: input.pieces_per_box,
    squareMetresPerBox: input.m2_per_box,
    boxesPerPallet: input.boxes_per_pallet,
  });
  for (const issue of issues) {
    const field = PACKAGING_FIELDS[issue.field] ?? 'm2_per_box';
    problems[`packaging.${field}`] = [
      issue.code === 'not-whole-mm2' ? 'Give the area to the mm² (at most 6 decimals).' : issue.message,
    ];
  }
  if (issues.length > 0) return none;
  const packaging = definePackaging({
    piecesPerBox: input.pieces_per_box,
    squareMetresPerBox: input.m2_per_box,
    boxesPerPallet: input.boxes_per_pallet,
  });
  return {
    piecesPerBox: packaging.piecesPerBox,
    mm2PerBox: packaging.mm2PerBox,
    boxesPerPallet: packaging.boxesPerPallet,
  };
}

const PACKAGING_FIELDS: Record<string, string> = {
  piecesPerBox: 'pieces_per_box',
  squareMetresPerBox: 'm2_per_box',
  boxesPerPallet: 'boxes_per_pallet',
};

const figure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 6 });

/**
 * The shade lots a line's boxes came from, as the PDF invoice prints them under the product's name, one a
 * lot, in the invoice's language: "Lot A1 (shade S3): 6 boxes" (docs/tiles.md "Split lots and top-ups").
 */
export function lotLineText(
  lots: { code: string; shade: string; boxes: number }[],
  tile: boolean,
  locale: Locale = 'en',
): string[] {
  return lots.map((lot) => {
    const count = figure.format(lot.boxes);
    const boxes = !tile
      ? count
      : lot.boxes === 1
        ? translate(locale, /*i18n*/ { id: '{count} box', values: { count } })
        : translate(locale, /*i18n*/ { id: '{count} boxes', values: { count } });
    return lot.shade
      ? translate(
          locale,
          /*i18n*/ {
            id: 'Lot {code} (shade {shade}): {boxes}',
            values: { code: lot.code, shade: lot.shade, boxes },
          },
        )
      : translate(locale, /*i18n*/ { id: 'Lot {code}: {boxes}', values: { code: lot.code, boxes } });
  });
}
