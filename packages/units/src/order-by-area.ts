// The boxes to buy for a floor or walls: the surfaces, less their openings, plus the wastage of the laying
// pattern, rounded up to whole boxes (docs/tiles.md "Ordering by area").

import {
  type AreaAmount,
  type AreaUnit,
  areaAmount,
  areaMm2,
  isAreaUnit,
  isLengthUnit,
  type LengthUnit,
  lengthMm,
  quantitiesOf,
} from './conversions.js';
import { add, ceilDiv, compare, type Decimal, decimal, decimalOf, mul, sub } from './decimal.js';
import { Issues, type UnitsIssue } from './errors.js';
import { LIMITS } from './limits.js';
import { checkedPackaging, type Packaging } from './packaging.js';

export type LayingPattern = 'straight' | 'diagonal' | 'herringbone';

/**
 * The extra a tiler buys for cuts and breakage, by laying pattern, in per cent of the area: the trade's
 * figures in docs/tiles.md "Wastage" (about 10 % straight, 15 % diagonal, 15–20 % herringbone; the upper
 * figure for herringbone, whose every edge piece is cut).
 */
export const STRAIGHT_WASTAGE_PERCENT = 10;
export const DIAGONAL_WASTAGE_PERCENT = 15;
export const HERRINGBONE_WASTAGE_PERCENT = 20;

export const WASTAGE_PERCENT: Readonly<Record<LayingPattern, number>> = Object.freeze({
  straight: STRAIGHT_WASTAGE_PERCENT,
  diagonal: DIAGONAL_WASTAGE_PERCENT,
  herringbone: HERRINGBONE_WASTAGE_PERCENT,
});

/**
 * An area to tile, or to leave out of one: given as an area, as a floor's length × width, or as a wall's
 * width × height.
 */
export type Shape =
  | { readonly kind: 'area'; readonly area: number; readonly unit: AreaUnit }
  | { readonly kind: 'floor'; readonly length: number; readonly width: number; readonly unit: LengthUnit }
  | { readonly kind: 'wall'; readonly width: number; readonly height: number; readonly unit: LengthUnit };

/** A surface to tile, less its openings (a door, a window, a bathtub's footprint). */
export type Surface = Shape & { readonly openings?: readonly Shape[] };

export interface AreaOrderInput {
  readonly packaging: Packaging;
  readonly surfaces: readonly Surface[];
  /** A laying pattern's wastage, or a percentage of the tiler's own (0 to `LIMITS.wastagePercent`). */
  readonly wastage: LayingPattern | { readonly percent: number };
}

export interface AreaOrder {
  /** The wastage added, in per cent. */
  readonly wastagePercent: number;
  /** The surfaces less their openings. */
  readonly asked: AreaAmount;
  /** The area added for wastage: `asked` × the percentage. */
  readonly wastage: AreaAmount;
  /** `asked` plus `wastage`: what the boxes must cover at least. */
  readonly needed: AreaAmount;
  /** What the boxes cover: at least `needed`, by less than one box more. */
  readonly covered: AreaAmount;
  /** Whole boxes, never fewer than `needed` takes. */
  readonly boxes: number;
  readonly pieces: number;
  /** Full pallets, and the boxes beside them. */
  readonly pallets: number;
  readonly looseBoxes: number;
  /** Null when the packaging has no weight. */
  readonly weightGrams: number | null;
}

const DIMENSIONS = {
  floor: ['length', 'width'],
  wall: ['width', 'height'],
} as const;

/** A shape's area in mm², checked; undefined after an issue. */
function shapeMm2(shape: Shape, issues: Issues, field: string): Decimal | undefined {
  if (typeof shape !== 'object' || shape === null) {
    issues.add('unknown-option', field, 'expected a surface');
    return undefined;
  }
  const kind: unknown = shape.kind;
  if (shape.kind === 'area') {
    if (isAreaUnit(shape.unit))
      return areaMm2(shape.area, shape.unit, issues, `${field}.area`, LIMITS.areaSquareMetres);
    issues.add('unknown-option', `${field}.unit`, `expected m2 or sqft, got ${String(shape.unit)}`);
    return undefined;
  }
  if (shape.kind === 'floor' || shape.kind === 'wall') {
    if (!isLengthUnit(shape.unit)) {
      issues.add('unknown-option', `${field}.unit`, `expected m or ft, got ${String(shape.unit)}`);
      return undefined;
    }
    const [first, second] = DIMENSIONS[shape.kind];
    const [x, y] = shape.kind === 'floor' ? [shape.length, shape.width] : [shape.width, shape.height];
    const a = lengthMm(x, shape.unit, issues, `${field}.${first}`);
    const b = lengthMm(y, shape.unit, issues, `${field}.${second}`);
    return a && b ? mul(a, b) : undefined;
  }
  issues.add('unknown-option', `${field}.kind`, `expected area, floor or wall, got ${String(kind)}`);
  return undefined;
}

/** A surface's area less its openings, in mm², checked; undefined after an issue. */
function surfaceMm2(surface: Surface, issues: Issues, field: string): Decimal | undefined {
  const gross = shapeMm2(surface, issues, field);
  const openings = surface?.openings ?? [];
  if (!Array.isArray(openings) || openings.length > LIMITS.openings) {
    issues.add('count-out-of-range', `${field}.openings`, `expected a list of at most ${LIMITS.openings}`);
    return undefined;
  }
  let net = gross;
  openings.forEach((opening: Shape, i) => {
    const area = shapeMm2(opening, issues, `${field}.openings[${i}]`);
    net = net && area ? sub(net, area) : undefined;
  });
  if (net && net.units <= 0n) {
    issues.add('openings-too-large', `${field}.openings`, 'the openings cover the whole surface');
    return undefined;
  }
  return net;
}

/** The wastage in per cent, checked; undefined after an issue. */
function wastagePercent(wastage: AreaOrderInput['wastage'], issues: Issues): number | undefined {
  if (typeof wastage === 'string') {
    if (Object.hasOwn(WASTAGE_PERCENT, wastage)) return WASTAGE_PERCENT[wastage];
  } else if (typeof wastage === 'object' && wastage !== null) {
    const { percent } = wastage;
    if (!issues.finite(percent, 'wastage.percent')) return undefined;
    if (percent < 0) issues.add('negative', 'wastage.percent', `expected 0 or more, got ${percent}`);
    else if (percent > LIMITS.wastagePercent)
      issues.add('too-large', 'wastage.percent', `expected at most ${LIMITS.wastagePercent}, got ${percent}`);
    else return percent;
    return undefined;
  }
  issues.add('unknown-option', 'wastage', 'expected straight, diagonal, herringbone or { percent }');
  return undefined;
}

interface Checked {
  packaging: Packaging;
  askedMm2: Decimal;
  percent: number;
}

function check(input: AreaOrderInput, issues: Issues): Checked | undefined {
  const packaging = checkedPackaging(input?.packaging, issues);
  const surfaces = input?.surfaces;
  let asked: Decimal | undefined = decimal(0n);
  if (!Array.isArray(surfaces) || surfaces.length === 0 || surfaces.length > LIMITS.surfaces) {
    issues.add('count-out-of-range', 'surfaces', `expected 1 to ${LIMITS.surfaces} surfaces`);
    asked = undefined;
  } else {
    surfaces.forEach((surface: Surface, i) => {
      const net = surfaceMm2(surface, issues, `surfaces[${i}]`);
      asked = asked && net ? add(asked, net) : undefined;
    });
  }
  const maxMm2 = decimal(BigInt(LIMITS.areaSquareMetres) * 1_000_000n);
  if (asked && compare(asked, maxMm2) > 0) {
    issues.add('too-large', 'surfaces', `more than ${LIMITS.areaSquareMetres} m² in all`);
    asked = undefined;
  }
  const percent = wastagePercent(input?.wastage, issues);
  return packaging && asked && percent !== undefined ? { packaging, askedMm2: asked, percent } : undefined;
}

/** Every issue of an order, in the input's order; none when `orderByArea` would accept it. */
export function checkAreaOrder(input: AreaOrderInput): UnitsIssue[] {
  const issues = new Issues();
  check(input, issues);
  return issues.list;
}

/**
 * The boxes for one or several surfaces, laid in one pattern: boxes are counted on the surfaces together (a
 * box opened for one wall finishes the next), with the wastage on the area left after openings. Throws
 * `UnitsError` listing every bad field.
 */
export function orderByArea(input: AreaOrderInput): AreaOrder {
  const issues = new Issues();
  const { packaging, askedMm2, percent } = issues.result(check(input, issues));
  const wastageMm2 = mul(askedMm2, mul(decimalOf(percent), decimal(1n, 2)));
  const neededMm2 = add(askedMm2, wastageMm2);
  const boxes = ceilDiv(neededMm2, decimal(BigInt(packaging.mm2PerBox)));
  const { area: covered, ...counts } = quantitiesOf(packaging, boxes);
  return {
    wastagePercent: percent,
    asked: areaAmount(askedMm2),
    wastage: areaAmount(wastageMm2),
    needed: areaAmount(neededMm2),
    covered,
    ...counts,
  };
}
