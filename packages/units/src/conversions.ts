// Pieces, boxes, pallets, m² and sq.ft of one packaging, through the box, the unit the shop sells
// (docs/tiles.md "Conversions"). Areas are held in mm² as exact decimals and leave as numbers rounded down.

import { ceilDiv, compare, type Decimal, decimal, decimalOf, mul, ratioDown } from './decimal.js';
import { Issues } from './errors.js';
import { LIMITS } from './limits.js';
import { checkedPackaging, type Packaging } from './packaging.js';

export type LengthUnit = 'm' | 'ft';
export type AreaUnit = 'm2' | 'sqft';
export type CountUnit = 'piece' | 'box' | 'pallet';

/** One foot is 0.3048 m exactly (the international foot). */
export const METRES_PER_FOOT = 0.3048;
/** One square foot is 0.3048² = 0.09290304 m² exactly. */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

const MM_PER_LENGTH: Record<LengthUnit, Decimal> = { m: decimal(1000n), ft: decimal(3048n, 1) };
const MM2_PER_AREA: Record<AreaUnit, Decimal> = { m2: decimal(1_000_000n), sqft: decimal(9_290_304n, 2) };
const MAX_LENGTH_MM = mul(decimal(BigInt(LIMITS.lengthMetres)), MM_PER_LENGTH.m);

/** An area in both units a shop quotes in, each rounded down to 6 decimals (docs/tiles.md "Rounding"). */
export interface AreaAmount {
  readonly squareMetres: number;
  readonly squareFeet: number;
}

/** An exact area in mm² as both units. */
export function areaAmount(mm2: Decimal): AreaAmount {
  const den = 10n ** BigInt(mm2.scale);
  return {
    squareMetres: ratioDown(mm2.units, den * 1_000_000n),
    squareFeet: ratioDown(mm2.units * 100n, den * 9_290_304n),
  };
}

export const isLengthUnit = (unit: unknown): unit is LengthUnit => unit === 'm' || unit === 'ft';
export const isAreaUnit = (unit: unknown): unit is AreaUnit => unit === 'm2' || unit === 'sqft';
const isCountUnit = (unit: unknown): unit is CountUnit =>
  unit === 'piece' || unit === 'box' || unit === 'pallet';

/** A length in mm, checked (positive, at most `LIMITS.lengthMetres`); undefined after an issue. */
export function lengthMm(
  value: unknown,
  unit: LengthUnit,
  issues: Issues,
  field: string,
): Decimal | undefined {
  if (!issues.positive(value, field)) return undefined;
  const mm = mul(decimalOf(value), MM_PER_LENGTH[unit]);
  if (compare(mm, MAX_LENGTH_MM) <= 0) return mm;
  issues.add('too-large', field, `expected at most ${LIMITS.lengthMetres} m, got ${value} ${unit}`);
  return undefined;
}

/** An area in mm², checked (positive, at most `maxSquareMetres`); undefined after an issue. */
export function areaMm2(
  value: unknown,
  unit: AreaUnit,
  issues: Issues,
  field: string,
  maxSquareMetres: number = LIMITS.convertedSquareMetres,
): Decimal | undefined {
  if (!issues.positive(value, field)) return undefined;
  const mm2 = mul(decimalOf(value), MM2_PER_AREA[unit]);
  if (compare(mm2, mul(decimalOf(maxSquareMetres), MM2_PER_AREA.m2)) <= 0) return mm2;
  issues.add('too-large', field, `expected at most ${maxSquareMetres} m², got ${value} ${unit}`);
  return undefined;
}

export interface Quantity {
  readonly value: number;
  readonly unit: CountUnit | AreaUnit;
}

/**
 * The whole boxes that hold at least `quantity`: 10 pieces at 4 a box are 3 boxes, 2 pallets of 48 boxes
 * are 96, 13.2 m² at 1.44 m² a box is 10 boxes. No wastage is added: that is `orderByArea`'s.
 */
export function boxesFor(packaging: Packaging, quantity: Quantity): number {
  const issues = new Issues();
  const sound = checkedPackaging(packaging, issues);
  const value = quantity?.value;
  const unit = quantity?.unit;
  let boxes: bigint | undefined;
  if (isCountUnit(unit)) {
    if (issues.count(value, 'value', LIMITS.boxes) && sound) {
      const n = BigInt(value);
      boxes =
        unit === 'box'
          ? n
          : unit === 'pallet'
            ? n * BigInt(sound.boxesPerPallet)
            : ceilDiv(decimal(n), decimal(BigInt(sound.piecesPerBox)));
    }
  } else if (isAreaUnit(unit)) {
    const mm2 = areaMm2(value, unit, issues, 'value');
    if (mm2 && sound) boxes = ceilDiv(mm2, decimal(BigInt(sound.mm2PerBox)));
  } else {
    issues.add('unknown-option', 'unit', `expected piece, box, pallet, m2 or sqft, got ${String(unit)}`);
  }
  if (boxes !== undefined && boxes > BigInt(LIMITS.boxes))
    issues.add('too-large', 'value', `more than ${LIMITS.boxes} boxes`);
  return Number(issues.result(boxes));
}

/** Everything `boxes` boxes of one packaging are. */
export interface BoxQuantities {
  readonly boxes: number;
  readonly pieces: number;
  /** Full pallets, and the boxes left over beside them. */
  readonly pallets: number;
  readonly looseBoxes: number;
  /** The area the boxes cover. */
  readonly area: AreaAmount;
  /** Null when the packaging has no weight. */
  readonly weightGrams: number | null;
}

/** A sound packaging and a checked number of boxes (1 to `LIMITS.boxes`), or throws. */
function checkedBoxes(packaging: Packaging, boxes: number): [Packaging, bigint] {
  const issues = new Issues();
  const sound = checkedPackaging(packaging, issues);
  issues.count(boxes, 'boxes', LIMITS.boxes);
  return [issues.result(sound), BigInt(boxes)];
}

/** What `boxes` boxes hold, cover, fill and weigh. */
export function boxQuantities(packaging: Packaging, boxes: number): BoxQuantities {
  const [sound, n] = checkedBoxes(packaging, boxes);
  return quantitiesOf(sound, n);
}

/** `boxQuantities` for a packaging and a count already checked. */
export function quantitiesOf(packaging: Packaging, boxes: bigint): BoxQuantities {
  const perPallet = BigInt(packaging.boxesPerPallet);
  return {
    boxes: Number(boxes),
    pieces: Number(boxes * BigInt(packaging.piecesPerBox)),
    pallets: Number(boxes / perPallet),
    looseBoxes: Number(boxes % perPallet),
    area: areaAmount(decimal(boxes * BigInt(packaging.mm2PerBox))),
    weightGrams: packaging.gramsPerBox === undefined ? null : Number(boxes * BigInt(packaging.gramsPerBox)),
  };
}

/** The weight of `boxes` boxes in grams, for delivery charged by weight (docs/tiles.md "Weight"). */
export function weightOfBoxes(packaging: Packaging, boxes: number): number | null {
  const [sound, n] = checkedBoxes(packaging, boxes);
  return sound.gramsPerBox === undefined ? null : Number(n * BigInt(sound.gramsPerBox));
}

/** m² as sq.ft, rounded down to 6 decimals. */
export function squareMetresToSquareFeet(squareMetres: number): number {
  const issues = new Issues();
  return areaAmount(issues.result(areaMm2(squareMetres, 'm2', issues, 'squareMetres'))).squareFeet;
}

/** sq.ft as m², rounded down to 6 decimals. */
export function squareFeetToSquareMetres(squareFeet: number): number {
  const issues = new Issues();
  return areaAmount(issues.result(areaMm2(squareFeet, 'sqft', issues, 'squareFeet'))).squareMetres;
}
