// The tile calculator's arithmetic: a room's floor (or wall) and the wastage a tiler adds for cuts and
// breakage, in the boxes the catalogue sells (each product's coverage per box, in square metres).

export type LengthUnit = 'm' | 'ft';

/** One foot is exactly 0.3048 m (the international foot), so a square foot is 0.09290304 m². */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

/** What a cart line may hold (the contract's bound): the calculator never offers more. */
export const MAX_BOXES = 999;

export interface TileInput {
  length: number;
  width: number;
  unit: LengthUnit;
  /** Extra for cuts and breakage, in per cent (0 to 50). */
  wastagePercent: number;
  /** Square metres one box covers. */
  coveragePerBox: number;
}

export interface TileResult {
  /** The room, in square metres. */
  area: number;
  /** The room plus wastage, in square metres. */
  areaWithWastage: number;
  boxes: number;
  /** What those boxes cover, in square metres. */
  coverage: number;
  /** More than a cart line holds: the shop must be asked. */
  tooMany: boolean;
}

export type TileError = 'length' | 'width' | 'wastage' | 'coverage';

const valid = (n: number, max: number) => Number.isFinite(n) && n > 0 && n <= max;

/** The fields that cannot be computed with, or none. */
export function tileErrors(input: TileInput): TileError[] {
  const errors: TileError[] = [];
  // A room over 1 km is a typo, not a room.
  if (!valid(input.length, 1000)) errors.push('length');
  if (!valid(input.width, 1000)) errors.push('width');
  if (!(Number.isFinite(input.wastagePercent) && input.wastagePercent >= 0 && input.wastagePercent <= 50))
    errors.push('wastage');
  if (!valid(input.coveragePerBox, 100)) errors.push('coverage');
  return errors;
}

/**
 * Rounds away binary noise before a ceiling: 10 m² with 10 % wastage at 1.1 m² a box is 10 boxes, though
 * 10 * 1.1 / 1.1 is 10.000000000000002 in floating point.
 */
const clean = (n: number) => Math.round(n * 1e6) / 1e6;

export function tileBoxes(input: TileInput): TileResult {
  const errors = tileErrors(input);
  if (errors.length > 0) throw new RangeError(`invalid tile input: ${errors.join(', ')}`);
  const raw = input.length * input.width;
  const area = clean(input.unit === 'ft' ? raw * SQUARE_METRES_PER_SQUARE_FOOT : raw);
  const areaWithWastage = clean(area * (1 + input.wastagePercent / 100));
  const boxes = Math.max(1, Math.ceil(clean(areaWithWastage / input.coveragePerBox)));
  return {
    area,
    areaWithWastage,
    boxes,
    coverage: clean(boxes * input.coveragePerBox),
    tooMany: boxes > MAX_BOXES,
  };
}
