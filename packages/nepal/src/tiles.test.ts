import { describe, expect, it } from 'vitest';
import { MAX_BOXES, tileBoxes, tileErrors } from './tiles.js';

describe('tileBoxes', () => {
  it('covers a room in metres with wastage, rounding up to whole boxes', () => {
    // 4 m x 3 m = 12 m²; +10 % = 13.2 m²; 1.44 m² a box (four 600 x 600 tiles) → 9.17 → 10 boxes.
    const r = tileBoxes({ length: 4, width: 3, unit: 'm', wastagePercent: 10, coveragePerBox: 1.44 });
    expect(r).toEqual({ area: 12, areaWithWastage: 13.2, boxes: 10, coverage: 14.4, tooMany: false });
  });

  it('converts feet to square metres (1 ft² = 0.09290304 m²)', () => {
    // 12 ft x 10 ft = 120 ft² = 11.148365 m²; no wastage; 1.44 m² a box → 7.74 → 8 boxes.
    const r = tileBoxes({ length: 12, width: 10, unit: 'ft', wastagePercent: 0, coveragePerBox: 1.44 });
    expect(r.area).toBe(11.148365);
    expect(r.boxes).toBe(8);
  });

  it('does not add a box for floating-point noise on an exact fit', () => {
    // 10 m² + 10 % = 11 m² = exactly 10 boxes of 1.1 m² (10 * 1.1 / 1.1 is 10.000000000000002 in floats).
    expect(tileBoxes({ length: 5, width: 2, unit: 'm', wastagePercent: 10, coveragePerBox: 1.1 }).boxes).toBe(
      10,
    );
    expect(
      tileBoxes({ length: 2.88, width: 1, unit: 'm', wastagePercent: 0, coveragePerBox: 1.44 }).boxes,
    ).toBe(2);
  });

  it('adds a box for any area beyond an exact fit', () => {
    expect(
      tileBoxes({ length: 2.89, width: 1, unit: 'm', wastagePercent: 0, coveragePerBox: 1.44 }).boxes,
    ).toBe(3);
  });

  it('always sells at least one box', () => {
    expect(
      tileBoxes({ length: 0.1, width: 0.1, unit: 'm', wastagePercent: 0, coveragePerBox: 1.44 }).boxes,
    ).toBe(1);
  });

  it('flags more boxes than a cart line holds', () => {
    const r = tileBoxes({ length: 100, width: 100, unit: 'm', wastagePercent: 5, coveragePerBox: 1 });
    expect(r.boxes).toBe(10500);
    expect(r.tooMany).toBe(true);
    expect(MAX_BOXES).toBe(999);
  });

  it('names the fields it cannot compute with, and refuses them', () => {
    expect(
      tileErrors({ length: 0, width: -1, unit: 'm', wastagePercent: 60, coveragePerBox: Number.NaN }),
    ).toEqual(['length', 'width', 'wastage', 'coverage']);
    expect(tileErrors({ length: 4, width: 3, unit: 'm', wastagePercent: 0, coveragePerBox: 1 })).toEqual([]);
    expect(() => tileBoxes({ length: 0, width: 3, unit: 'm', wastagePercent: 0, coveragePerBox: 1 })).toThrow(
      /length/,
    );
  });
});
