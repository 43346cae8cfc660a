import { describe, expect, it } from 'vitest';
import { add, ceilDiv, compare, decimal, decimalOf, mul, ratioDown, sub, toNumberDown } from './decimal.js';

describe('decimalOf', () => {
  it('reads a number as the decimal it prints as, not its binary neighbour', () => {
    expect(decimalOf(4.35)).toEqual(decimal(435n, 2));
    expect(decimalOf(0.1 + 0.2)).toEqual(decimal(30000000000000004n, 17));
    expect(decimalOf(12)).toEqual(decimal(12n, 0));
  });

  it('reads exponents both ways', () => {
    expect(decimalOf(1e-7)).toEqual(decimal(1n, 7));
    expect(decimalOf(1.5e-7)).toEqual(decimal(15n, 8));
    expect(decimalOf(1e21)).toEqual(decimal(10n ** 21n, 0));
    expect(decimalOf(-2.5)).toEqual(decimal(-25n, 1));
  });

  it('refuses what is not finite', () => {
    expect(() => decimalOf(Number.NaN)).toThrow(RangeError);
    expect(() => decimalOf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, multiplies and compares exactly', () => {
    // 0.1 + 0.2 is 0.3 here, and a foot times a foot is 0.09290304 m².
    expect(compare(add(decimalOf(0.1), decimalOf(0.2)), decimalOf(0.3))).toBe(0);
    expect(compare(sub(decimalOf(0.3), decimalOf(0.1)), decimalOf(0.2))).toBe(0);
    expect(mul(decimalOf(0.3048), decimalOf(0.3048))).toEqual(decimal(9290304n, 8));
    expect(compare(decimalOf(1.44), decimalOf(1.5))).toBe(-1);
  });

  it('rounds a quotient up only when it is not whole', () => {
    expect(ceilDiv(decimalOf(13.2), decimalOf(1.44))).toBe(10n);
    expect(ceilDiv(decimalOf(11), decimalOf(1.1))).toBe(10n);
    expect(ceilDiv(decimalOf(11.000001), decimalOf(1.1))).toBe(11n);
  });
});

describe('ratioDown', () => {
  it('rounds down to 6 decimals', () => {
    expect(ratioDown(1n, 3n)).toBe(0.333333);
    expect(ratioDown(2n, 3n)).toBe(0.666666);
    expect(ratioDown(144n, 10n)).toBe(14.4);
    expect(ratioDown(0n, 7n)).toBe(0);
    expect(toNumberDown(decimal(11148364800n, 9))).toBe(11.148364);
  });

  it('keeps to 15 significant digits, which a double holds exactly', () => {
    expect(ratioDown(10n ** 12n + 1n, 3n)).toBe(333333333333.666);
    expect(String(ratioDown(10n ** 12n + 1n, 3n))).toBe('333333333333.666');
    expect(ratioDown(10n ** 16n, 3n)).toBe(3333333333333333);
  });
});
