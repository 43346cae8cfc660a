import { describe, expect, it } from 'vitest';
import { UnitsError } from './errors.js';
import { checkPackaging, definePackaging, squareMetresPerBox } from './packaging.js';

const counts = { piecesPerBox: 4, boxesPerPallet: 40, gramsPerBox: 28_800 };

describe('definePackaging', () => {
  it('takes the box area in mm², in m² as printed on the box, or from the tile size', () => {
    const expected = { ...counts, mm2PerBox: 1_440_000 };
    expect(definePackaging({ ...counts, mm2PerBox: 1_440_000 })).toEqual(expected);
    expect(definePackaging({ ...counts, squareMetresPerBox: 1.44 })).toEqual(expected);
    expect(definePackaging({ ...counts, tileMm: { length: 600, width: 600 } })).toEqual(expected);
  });

  it('holds tiles whose area is no whole cm² exactly', () => {
    // 595 × 595 mm is 3540.25 cm²; four of them are 1 416 100 mm².
    const packaging = definePackaging({ ...counts, tileMm: { length: 595, width: 595 } });
    expect(packaging.mm2PerBox).toBe(1_416_100);
    expect(squareMetresPerBox(packaging)).toBe(1.4161);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(definePackaging({ ...counts, mm2PerBox: 1_440_000 }))).toBe(true);
  });

  it('refuses a box area finer than a square millimetre', () => {
    expect(checkPackaging({ ...counts, squareMetresPerBox: 1.4400001 })).toEqual([
      expect.objectContaining({ code: 'not-whole-mm2', field: 'squareMetresPerBox' }),
    ]);
    expect(checkPackaging({ ...counts, mm2PerBox: 1_440_000.5 })).toEqual([
      expect.objectContaining({ code: 'not-whole', field: 'mm2PerBox' }),
    ]);
  });

  it('names every bad field, with a code a form can show beside it', () => {
    const issues = checkPackaging({
      piecesPerBox: 0,
      mm2PerBox: Number.NaN,
      boxesPerPallet: 2.5,
      gramsPerBox: 2_000_000,
    });
    expect(issues.map(({ code, field }) => [field, code])).toEqual([
      ['piecesPerBox', 'not-positive'],
      ['mm2PerBox', 'not-a-number'],
      ['boxesPerPallet', 'not-whole'],
      ['gramsPerBox', 'too-large'],
    ]);
    expect(() =>
      definePackaging({
        piecesPerBox: 0,
        mm2PerBox: Number.NaN,
        boxesPerPallet: 2.5,
        gramsPerBox: 2_000_000,
      }),
    ).toThrow(UnitsError);
  });

  it('refuses boxes too small or too large to be tiles', () => {
    expect(checkPackaging({ ...counts, mm2PerBox: 9_999 })).toEqual([
      expect.objectContaining({ code: 'too-small', field: 'mm2PerBox' }),
    ]);
    expect(checkPackaging({ ...counts, squareMetresPerBox: 21 })).toEqual([
      expect.objectContaining({ code: 'too-large', field: 'squareMetresPerBox' }),
    ]);
    expect(checkPackaging({ ...counts, tileMm: { length: 6000, width: 0.5 } })).toEqual([
      expect.objectContaining({ code: 'too-large', field: 'tileMm.length' }),
      expect.objectContaining({ code: 'not-whole', field: 'tileMm.width' }),
    ]);
  });

  it('throws a RangeError with the first code and field, and every issue', () => {
    try {
      definePackaging({ ...counts, piecesPerBox: -1, squareMetresPerBox: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError);
      expect(error).toMatchObject({
        name: 'UnitsError',
        code: 'not-positive',
        field: 'piecesPerBox',
        issues: [{ field: 'piecesPerBox' }, { field: 'squareMetresPerBox' }],
      });
    }
  });
});
