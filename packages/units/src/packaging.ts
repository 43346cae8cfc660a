// How a tile product is packed: pieces in a box, the area a box covers, boxes on a pallet, a box's weight.
// The area is kept in whole square millimetres (docs/tiles.md "Packaging"): tiles are made to sizes in mm, so
// a box of four 600 × 600 mm tiles covers exactly 1 440 000 mm², and so does any box of whole-mm tiles (a
// 595 × 595 mm tile is 3540.25 cm², which cm² could not hold).

import { compare, type Decimal, decimal, decimalOf, mul, toNumberDown } from './decimal.js';
import { Issues, type UnitsIssue } from './errors.js';
import { LIMITS } from './limits.js';

export interface Packaging {
  /** Tiles in one box. */
  readonly piecesPerBox: number;
  /** The area one box covers, in whole square millimetres. */
  readonly mm2PerBox: number;
  readonly boxesPerPallet: number;
  /** One box's weight, in grams; absent while the product's weight is not known (no weights then). */
  readonly gramsPerBox?: number;
}

interface PackagingCounts {
  readonly piecesPerBox: number;
  readonly boxesPerPallet: number;
  readonly gramsPerBox?: number;
}

/**
 * A packaging, with the box's area given one of three ways: in mm² (as stored), in m² as printed on the box
 * and in the catalogue (1.44; whole mm² only), or as the tile's size in mm (600 × 600: the pieces' area).
 */
export type PackagingInput = PackagingCounts &
  (
    | { readonly mm2PerBox: number }
    | { readonly squareMetresPerBox: number }
    | { readonly tileMm: { readonly length: number; readonly width: number } }
  );

const MM2_PER_M2 = 1_000_000n;

/** The box's area in mm² as the input gives it, and the field it came from; undefined after an issue. */
function boxArea(input: PackagingInput, issues: Issues, prefix: string): [Decimal | undefined, string] {
  if ('mm2PerBox' in input) {
    const field = `${prefix}mm2PerBox`;
    if (!issues.positive(input.mm2PerBox, field)) return [undefined, field];
    if (!Number.isInteger(input.mm2PerBox)) {
      issues.add('not-whole', field, `expected whole square millimetres, got ${input.mm2PerBox}`);
      return [undefined, field];
    }
    return [decimalOf(input.mm2PerBox), field];
  }
  if ('squareMetresPerBox' in input) {
    const field = `${prefix}squareMetresPerBox`;
    if (!issues.positive(input.squareMetresPerBox, field)) return [undefined, field];
    const mm2 = mul(decimalOf(input.squareMetresPerBox), decimal(MM2_PER_M2));
    if (mm2.units % 10n ** BigInt(mm2.scale) !== 0n) {
      issues.add('not-whole-mm2', field, `a box covers whole mm², got ${input.squareMetresPerBox} m²`);
      return [undefined, field];
    }
    return [mm2, field];
  }
  const field = `${prefix}tileMm`;
  if ('tileMm' in input && typeof input.tileMm === 'object' && input.tileMm !== null) {
    const length = issues.count(input.tileMm.length, `${field}.length`, LIMITS.tileSideMm);
    const width = issues.count(input.tileMm.width, `${field}.width`, LIMITS.tileSideMm);
    const pieces = input.piecesPerBox;
    if (!length || !width || !Number.isInteger(pieces) || pieces <= 0) return [undefined, field];
    return [decimal(BigInt(input.tileMm.length) * BigInt(input.tileMm.width) * BigInt(pieces)), field];
  }
  issues.add('unknown-option', `${prefix}mm2PerBox`, 'give mm2PerBox, squareMetresPerBox or tileMm');
  return [undefined, field];
}

function collect(input: PackagingInput, issues: Issues, prefix: string): Packaging | undefined {
  if (typeof input !== 'object' || input === null) {
    issues.add('unknown-option', prefix.slice(0, -1) || 'packaging', 'expected a packaging');
    return undefined;
  }
  const before = issues.list.length;
  issues.count(input.piecesPerBox, `${prefix}piecesPerBox`, LIMITS.piecesPerBox);
  const [mm2, field] = boxArea(input, issues, prefix);
  if (mm2 && compare(mm2, decimal(BigInt(LIMITS.mm2PerBox.min))) < 0)
    issues.add('too-small', field, `a box must cover at least ${LIMITS.mm2PerBox.min} mm²`);
  if (mm2 && compare(mm2, decimal(BigInt(LIMITS.mm2PerBox.max))) > 0)
    issues.add('too-large', field, `a box may cover at most ${LIMITS.mm2PerBox.max} mm²`);
  issues.count(input.boxesPerPallet, `${prefix}boxesPerPallet`, LIMITS.boxesPerPallet);
  if (input.gramsPerBox !== undefined)
    issues.count(input.gramsPerBox, `${prefix}gramsPerBox`, LIMITS.gramsPerBox);
  if (!mm2 || issues.list.length > before) return undefined;
  return {
    piecesPerBox: input.piecesPerBox,
    mm2PerBox: toNumberDown(mm2),
    boxesPerPallet: input.boxesPerPallet,
    ...(input.gramsPerBox === undefined ? {} : { gramsPerBox: input.gramsPerBox }),
  };
}

/** Every issue of a packaging, in its fields' order; none when `definePackaging` would accept it. */
export function checkPackaging(input: PackagingInput): UnitsIssue[] {
  const issues = new Issues();
  collect(input, issues, '');
  return issues.list;
}

/** A packaging from a product's figures, checked; throws `UnitsError` naming every bad field. */
export function definePackaging(input: PackagingInput): Packaging {
  const issues = new Issues();
  return Object.freeze(issues.result(collect(input, issues, '')));
}

/**
 * Checks a packaging handed to a conversion (it may come from anywhere: a database row, a JSON body), its
 * issues under `packaging.`; the packaging when it is sound.
 */
export function checkedPackaging(packaging: Packaging, issues: Issues): Packaging | undefined {
  return collect(packaging, issues, 'packaging.');
}

/** The area one box covers, in m² (1.44 for four 600 × 600 mm tiles). */
export function squareMetresPerBox(packaging: Packaging): number {
  const issues = new Issues();
  const sound = issues.result(checkedPackaging(packaging, issues));
  return toNumberDown(decimal(BigInt(sound.mm2PerBox), 6));
}
