// A box's price as the other prices a shop quotes, and a line's total, in integer paisa
// (docs/tiles.md "Prices"). The shopper pays by the box, so the total is exact; the prices per m² and per
// sq.ft are quotes, rounded up to the paisa so that a quote never shows less than the box charges for that
// area: the quote × a whole number of boxes' area is the total, or at most one paisa a unit of area more.

import { Issues } from './errors.js';
import { LIMITS } from './limits.js';
import { checkedPackaging, type Packaging } from './packaging.js';

export interface UnitPrices<Paisa extends number | bigint> {
  readonly perBox: Paisa;
  /** Rounded up to the paisa. */
  readonly perSquareMetre: Paisa;
  /** Rounded up to the paisa. */
  readonly perSquareFoot: Paisa;
}

/** A positive whole number of paisa: a safe integer, or any bigint. Undefined after an issue. */
function paisa(value: unknown, issues: Issues, field: string): bigint | undefined {
  if (typeof value === 'bigint') {
    if (value > 0n) return value;
    issues.add('not-positive', field, `expected more than zero, got ${value}`);
    return undefined;
  }
  if (!issues.count(value, field, Number.MAX_SAFE_INTEGER)) return undefined;
  return BigInt(value);
}

/** A result as a number, when it is a safe integer. */
function safe(value: bigint, issues: Issues, field: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    issues.add('too-large', field, 'past Number.MAX_SAFE_INTEGER paisa: pass the price as a bigint');
  return Number(value);
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/**
 * A box's price per box, per m² and per sq.ft, in paisa. Numbers in, numbers out (throws past
 * `Number.MAX_SAFE_INTEGER`); bigints in, bigints out.
 */
export function unitPrices(packaging: Packaging, pricePerBoxPaisa: number): UnitPrices<number>;
export function unitPrices(packaging: Packaging, pricePerBoxPaisa: bigint): UnitPrices<bigint>;
export function unitPrices(
  packaging: Packaging,
  pricePerBoxPaisa: number | bigint,
): UnitPrices<number> | UnitPrices<bigint> {
  const issues = new Issues();
  const sound = checkedPackaging(packaging, issues);
  const price = paisa(pricePerBoxPaisa, issues, 'pricePerBoxPaisa');
  const [{ mm2PerBox }, perBox] = issues.result(sound && price !== undefined ? [sound, price] : undefined);
  const mm2 = BigInt(mm2PerBox);
  // The price of 1 000 000 mm², and of 92 903.04 mm² (one square foot, exactly).
  const perSquareMetre = ceilDiv(perBox * 1_000_000n, mm2);
  const perSquareFoot = ceilDiv(perBox * 9_290_304n, mm2 * 100n);
  if (typeof pricePerBoxPaisa === 'bigint') return { perBox, perSquareMetre, perSquareFoot };
  const prices = {
    perBox: pricePerBoxPaisa,
    perSquareMetre: safe(perSquareMetre, issues, 'perSquareMetre'),
    perSquareFoot: safe(perSquareFoot, issues, 'perSquareFoot'),
  };
  return issues.result(prices);
}

/** The exact price of `boxes` boxes (1 to `LIMITS.boxes`), in paisa, in the type the price came in. */
export function totalPaisa(pricePerBoxPaisa: number, boxes: number): number;
export function totalPaisa(pricePerBoxPaisa: bigint, boxes: number): bigint;
export function totalPaisa(pricePerBoxPaisa: number | bigint, boxes: number): number | bigint {
  const issues = new Issues();
  const price = paisa(pricePerBoxPaisa, issues, 'pricePerBoxPaisa');
  const count = issues.count(boxes, 'boxes', LIMITS.boxes);
  const total = issues.result(price !== undefined && count ? price * BigInt(boxes) : undefined);
  if (typeof pricePerBoxPaisa === 'bigint') return total;
  return issues.result(safe(total, issues, 'total'));
}
