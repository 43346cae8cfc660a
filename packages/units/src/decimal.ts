// Exact decimal arithmetic on bigints, the module's only arithmetic (docs/tiles.md "Exact arithmetic").
// Every quantity a shopper types is a decimal, and so are the two conversions: a foot is 0.3048 m and a square
// foot 0.09290304 m², exactly. Adding and multiplying decimals gives decimals, so nothing is rounded until an
// answer leaves the module: a count by a ceiling, an area by `toNumberDown`.

/** `units / 10^scale`, exactly. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export const decimal = (units: bigint, scale = 0): Decimal => ({ units, scale });

const pow10 = (n: number): bigint => 10n ** BigInt(n);

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/**
 * The decimal a finite number prints as: 0.1 is one tenth, not the binary fraction nearest it, so a value
 * typed as "4.35" is 4.35 here. The caller has checked that `n` is finite.
 */
export function decimalOf(n: number): Decimal {
  const match = NUMBER_TEXT.exec(String(n));
  if (!match) throw new RangeError(`not a finite number: ${n}`);
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? decimal(digits, scale) : decimal(digits * pow10(-scale), 0);
}

const aligned = (a: Decimal, b: Decimal): [bigint, bigint, number] => {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
};

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return decimal(x + y, scale);
}

export function sub(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return decimal(x - y, scale);
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return decimal(a.units * b.units, a.scale + b.scale);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `ceil(a / b)` for `a >= 0` and `b > 0`. */
export function ceilDiv(a: Decimal, b: Decimal): bigint {
  const [x, y] = aligned(a, b);
  return (x + y - 1n) / y;
}

/** The smallest step an area or a converted length is reported in: a millionth of its unit. */
const REPORTED_DECIMALS = 6;
/** Decimals a double holds exactly: any decimal of 15 significant digits survives the trip through one. */
const DOUBLE_DIGITS = 15;

/**
 * `num / den` (both ≥ 0) as a number, rounded down to 6 decimals (fewer past 9 digits before the point, so
 * that the result is exactly the decimal it prints as). Rounding down never reports more area than there is,
 * and keeps boxes → area → boxes stable (docs/tiles.md "Rounding").
 */
export function ratioDown(num: bigint, den: bigint): number {
  const whole = num / den;
  const wholeDigits = whole === 0n ? 0 : whole.toString().length;
  const decimals = Math.max(0, Math.min(REPORTED_DECIMALS, DOUBLE_DIGITS - wholeDigits));
  const scaled = ((num * pow10(decimals)) / den).toString().padStart(decimals + 1, '0');
  const point = scaled.length - decimals;
  return Number(`${scaled.slice(0, point)}.${scaled.slice(point) || '0'}`);
}

/** A decimal (≥ 0) as a number, rounded down as `ratioDown` does. */
export const toNumberDown = (d: Decimal): number => ratioDown(d.units, pow10(d.scale));
