import { describe, expect, it } from 'vitest';
import {
  boxesFor,
  boxQuantities,
  SQUARE_METRES_PER_SQUARE_FOOT,
  squareFeetToSquareMetres,
  squareMetresToSquareFeet,
  weightOfBoxes,
} from './conversions.js';
import { UnitsError } from './errors.js';
import { definePackaging, type Packaging } from './packaging.js';

// Four 600 × 600 mm tiles a box (1.44 m², 28.8 kg), 40 boxes a pallet.
const tiles600 = definePackaging({
  tileMm: { length: 600, width: 600 },
  piecesPerBox: 4,
  boxesPerPallet: 40,
  gramsPerBox: 28_800,
});

describe('a packaging without a weight', () => {
  it('converts as before and answers no weight', () => {
    const unweighed = definePackaging({ squareMetresPerBox: 1.44, piecesPerBox: 4, boxesPerPallet: 40 });
    expect(unweighed).not.toHaveProperty('gramsPerBox');
    const q = boxQuantities(unweighed, 10);
    expect([q.pieces, q.area.squareMetres, q.weightGrams]).toEqual([40, 14.4, null]);
    expect(weightOfBoxes(unweighed, 3)).toBeNull();
  });
});

describe('boxesFor', () => {
  it('counts whole boxes from pieces, boxes and pallets', () => {
    expect(boxesFor(tiles600, { value: 8, unit: 'piece' })).toBe(2);
    expect(boxesFor(tiles600, { value: 9, unit: 'piece' })).toBe(3);
    expect(boxesFor(tiles600, { value: 7, unit: 'box' })).toBe(7);
    expect(boxesFor(tiles600, { value: 2, unit: 'pallet' })).toBe(80);
  });

  it('counts whole boxes from an area, with no wastage', () => {
    expect(boxesFor(tiles600, { value: 13.2, unit: 'm2' })).toBe(10);
    expect(boxesFor(tiles600, { value: 14.4, unit: 'm2' })).toBe(10);
    expect(boxesFor(tiles600, { value: 14.400001, unit: 'm2' })).toBe(11);
    // 155 sq.ft is 14.3999712 m²: 10 boxes; 155.00031 sq.ft is just under 14.4 m²: still 10.
    expect(boxesFor(tiles600, { value: 155, unit: 'sqft' })).toBe(10);
    expect(boxesFor(tiles600, { value: 155.00031, unit: 'sqft' })).toBe(10);
    expect(boxesFor(tiles600, { value: 155.000311, unit: 'sqft' })).toBe(11);
  });

  it('refuses what a shopper cannot mean', () => {
    const bad = (value: number, unit: 'piece' | 'm2') => () => boxesFor(tiles600, { value, unit });
    expect(bad(0, 'piece')).toThrow(expect.objectContaining({ code: 'not-positive', field: 'value' }));
    expect(bad(2.5, 'piece')).toThrow(expect.objectContaining({ code: 'not-whole', field: 'value' }));
    expect(bad(Number.NaN, 'm2')).toThrow(expect.objectContaining({ code: 'not-a-number', field: 'value' }));
    expect(bad(-3, 'm2')).toThrow(expect.objectContaining({ code: 'not-positive' }));
    expect(bad(20_000_000_001, 'm2')).toThrow(expect.objectContaining({ code: 'too-large' }));
    // 20 000 000 m² may be converted, but not into two billion boxes of 0.01 m².
    expect(() =>
      boxesFor(definePackaging({ mm2PerBox: 10_000, piecesPerBox: 1, boxesPerPallet: 1, gramsPerBox: 1 }), {
        value: 20_000_000,
        unit: 'm2',
      }),
    ).toThrow(expect.objectContaining({ code: 'too-large', field: 'value' }));
    expect(() => boxesFor(tiles600, { value: 3, unit: 'crate' as 'box' })).toThrow(
      expect.objectContaining({ code: 'unknown-option', field: 'unit' }),
    );
    expect(() => boxesFor(tiles600, { value: 1e9, unit: 'pallet' })).toThrow(
      expect.objectContaining({ code: 'too-large', field: 'value' }),
    );
  });

  it('checks the packaging it is given, wherever it came from', () => {
    const row = { piecesPerBox: 4, mm2PerBox: 1.44, boxesPerPallet: 40, gramsPerBox: 28_800 } as Packaging;
    expect(() => boxesFor(row, { value: 1, unit: 'box' })).toThrow(UnitsError);
    expect(() => boxesFor(row, { value: 1, unit: 'box' })).toThrow(
      expect.objectContaining({ field: 'packaging.mm2PerBox' }),
    );
  });
});

describe('boxQuantities', () => {
  it('says what boxes hold, cover, fill and weigh', () => {
    expect(boxQuantities(tiles600, 95)).toEqual({
      boxes: 95,
      pieces: 380,
      pallets: 2,
      looseBoxes: 15,
      area: { squareMetres: 136.8, squareFeet: 1472.502945 },
      weightGrams: 2_736_000,
    });
  });

  it('reports sq.ft rounded down, so that the area gives back the same boxes', () => {
    // 14.4 m² is 155.000310000620… sq.ft.
    const { area } = boxQuantities(tiles600, 10);
    expect(area).toEqual({ squareMetres: 14.4, squareFeet: 155.00031 });
    expect(boxesFor(tiles600, { value: area.squareFeet, unit: 'sqft' })).toBe(10);
  });
});

describe('weightOfBoxes', () => {
  it('is grams, exactly', () => {
    expect(weightOfBoxes(tiles600, 10)).toBe(288_000);
    expect(() => weightOfBoxes(tiles600, 0)).toThrow(expect.objectContaining({ code: 'not-positive' }));
  });
});

describe('m² and sq.ft', () => {
  it('converts by 0.09290304 m² a square foot, exactly', () => {
    expect(SQUARE_METRES_PER_SQUARE_FOOT).toBe(0.09290304);
    expect(squareFeetToSquareMetres(1)).toBe(0.092903);
    expect(squareFeetToSquareMetres(100)).toBe(9.290304);
    expect(squareFeetToSquareMetres(120)).toBe(11.148364);
    expect(squareMetresToSquareFeet(9.290304)).toBe(100);
    expect(squareMetresToSquareFeet(1)).toBe(10.76391);
    expect(squareMetresToSquareFeet(12)).toBe(129.166925);
  });

  it('refuses what is not an area', () => {
    expect(() => squareMetresToSquareFeet(0)).toThrow(
      expect.objectContaining({ code: 'not-positive', field: 'squareMetres' }),
    );
    expect(() => squareFeetToSquareMetres(Number.POSITIVE_INFINITY)).toThrow(
      expect.objectContaining({ code: 'not-a-number', field: 'squareFeet' }),
    );
  });
});
