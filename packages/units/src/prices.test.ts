import { describe, expect, it } from 'vitest';
import { definePackaging } from './packaging.js';
import { totalPaisa, unitPrices } from './prices.js';

const box144 = definePackaging({
  squareMetresPerBox: 1.44,
  piecesPerBox: 4,
  boxesPerPallet: 40,
  gramsPerBox: 28_800,
});

describe('unitPrices', () => {
  it('quotes a box of 1.44 m² at Rs 2,160 as Rs 1,500 a m² and Rs 139.36 a sq.ft', () => {
    // 216 000 paisa × 0.09290304 / 1.44 = 13 935.456 paisa a sq.ft, rounded up.
    expect(unitPrices(box144, 216_000)).toEqual({
      perBox: 216_000,
      perSquareMetre: 150_000,
      perSquareFoot: 13_936,
    });
  });

  it('rounds each quote up to the paisa', () => {
    // Rs 1,999 a box: 138 819.44 paisa a m², 12 896.75 a sq.ft.
    expect(unitPrices(box144, 199_900)).toEqual({
      perBox: 199_900,
      perSquareMetre: 138_820,
      perSquareFoot: 12_897,
    });
  });

  it('answers bigints for a bigint price, and numbers for a number', () => {
    expect(unitPrices(box144, 199_900n)).toEqual({
      perBox: 199_900n,
      perSquareMetre: 138_820n,
      perSquareFoot: 12_897n,
    });
    const huge = 10n ** 20n;
    expect(unitPrices(box144, huge).perSquareMetre).toBe(69_444_444_444_444_444_445n);
  });

  it('refuses a price that is not a positive whole number of paisa, or a quote past a safe number', () => {
    expect(() => unitPrices(box144, 0)).toThrow(
      expect.objectContaining({ code: 'not-positive', field: 'pricePerBoxPaisa' }),
    );
    expect(() => unitPrices(box144, 0n)).toThrow(expect.objectContaining({ code: 'not-positive' }));
    expect(() => unitPrices(box144, 1999.5)).toThrow(expect.objectContaining({ code: 'not-whole' }));
    expect(() => unitPrices(box144, Number.NaN)).toThrow(expect.objectContaining({ code: 'not-a-number' }));
    expect(() => unitPrices(box144, Number.MAX_SAFE_INTEGER + 1)).toThrow(
      expect.objectContaining({ code: 'too-large' }),
    );
    // A tiny box's price per m² overflows a safe number though its price does not.
    const tiny = definePackaging({ mm2PerBox: 10_000, piecesPerBox: 1, boxesPerPallet: 1, gramsPerBox: 1 });
    expect(() => unitPrices(tiny, Number.MAX_SAFE_INTEGER)).toThrow(
      expect.objectContaining({ code: 'too-large', field: 'perSquareMetre' }),
    );
  });
});

describe('totalPaisa', () => {
  it('is the box price times the boxes, exactly', () => {
    expect(totalPaisa(199_900, 10)).toBe(1_999_000);
    expect(totalPaisa(199_900n, 10)).toBe(1_999_000n);
    expect(totalPaisa(2n ** 60n, 1_000_000_000)).toBe(2n ** 60n * 1_000_000_000n);
  });

  it('refuses no boxes, part of a box, and a number total past a safe number', () => {
    expect(() => totalPaisa(199_900, 0)).toThrow(
      expect.objectContaining({ code: 'not-positive', field: 'boxes' }),
    );
    expect(() => totalPaisa(199_900, 1.5)).toThrow(
      expect.objectContaining({ code: 'not-whole', field: 'boxes' }),
    );
    expect(() => totalPaisa(Number.MAX_SAFE_INTEGER, 2)).toThrow(
      expect.objectContaining({ code: 'too-large', field: 'total' }),
    );
  });
});
