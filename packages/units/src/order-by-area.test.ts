import { describe, expect, it } from 'vitest';
import { UnitsError } from './errors.js';
import { type AreaOrderInput, checkAreaOrder, orderByArea, WASTAGE_PERCENT } from './order-by-area.js';
import { definePackaging } from './packaging.js';

// Four 600 × 600 mm floor tiles a box: 1.44 m², 28.8 kg, 40 boxes a pallet.
const floorTiles = definePackaging({
  tileMm: { length: 600, width: 600 },
  piecesPerBox: 4,
  boxesPerPallet: 40,
  gramsPerBox: 28_800,
});
// Eight 300 × 600 mm wall tiles a box: 1.44 m², 19 kg, 60 boxes a pallet.
const wallTiles = definePackaging({
  tileMm: { length: 300, width: 600 },
  piecesPerBox: 8,
  boxesPerPallet: 60,
  gramsPerBox: 19_000,
});

describe('orderByArea', () => {
  it('a 4 × 3 m floor laid straight: 12 m² + 10 % = 13.2 m², 9.17 boxes of 1.44 m², so 10', () => {
    const order = orderByArea({
      packaging: floorTiles,
      surfaces: [{ kind: 'floor', length: 4, width: 3, unit: 'm' }],
      wastage: 'straight',
    });
    expect(order).toEqual({
      wastagePercent: 10,
      asked: { squareMetres: 12, squareFeet: 129.166925 },
      wastage: { squareMetres: 1.2, squareFeet: 12.916692 },
      needed: { squareMetres: 13.2, squareFeet: 142.083617 },
      covered: { squareMetres: 14.4, squareFeet: 155.00031 },
      boxes: 10,
      pieces: 40,
      pallets: 0,
      looseBoxes: 10,
      weightGrams: 288_000,
    });
  });

  it('two walls tiled to 2.1 m, less a door: 7.32 m² + 10 % = 8.052 m², 5.59 boxes, so 6', () => {
    // 2.4 m and 1.8 m wide; the door in the second is 0.75 × 2.0 m.
    const order = orderByArea({
      packaging: wallTiles,
      surfaces: [
        { kind: 'wall', width: 2.4, height: 2.1, unit: 'm' },
        {
          kind: 'wall',
          width: 1.8,
          height: 2.1,
          unit: 'm',
          openings: [{ kind: 'wall', width: 0.75, height: 2, unit: 'm' }],
        },
      ],
      wastage: 'straight',
    });
    expect(order.asked.squareMetres).toBe(7.32);
    expect(order.needed.squareMetres).toBe(8.052);
    expect(order.boxes).toBe(6);
    expect(order.pieces).toBe(48);
    expect(order.covered).toEqual({ squareMetres: 8.64, squareFeet: 93.000186 });
    expect(order.weightGrams).toBe(114_000);
  });

  it('a 12 × 10 ft room laid diagonally: 120 sq.ft + 15 % = 138 sq.ft, 8.9 boxes, so 9', () => {
    const order = orderByArea({
      packaging: floorTiles,
      surfaces: [{ kind: 'floor', length: 12, width: 10, unit: 'ft' }],
      wastage: 'diagonal',
    });
    expect(order.asked).toEqual({ squareMetres: 11.148364, squareFeet: 120 });
    expect(order.needed.squareFeet).toBe(138);
    expect(order.boxes).toBe(9);
  });

  it('takes areas in m² or sq.ft, and sums the surfaces before rounding to boxes', () => {
    // 0.72 m² twice is one box, where two surfaces rounded apart would be two.
    const order = orderByArea({
      packaging: floorTiles,
      surfaces: [
        { kind: 'area', area: 0.72, unit: 'm2' },
        { kind: 'area', area: 0.72, unit: 'm2' },
      ],
      wastage: { percent: 0 },
    });
    expect(order.boxes).toBe(1);
    expect(
      orderByArea({
        packaging: floorTiles,
        surfaces: [{ kind: 'area', area: 155, unit: 'sqft' }],
        wastage: { percent: 0 },
      }).boxes,
    ).toBe(10);
  });

  it('adds no box for an exact fit, and one for anything beyond', () => {
    // 8.64 m² is six boxes of 1.44 m²; in floating point 8.64 / 1.44 is 6.000000000000001.
    const order = (area: number) =>
      orderByArea({
        packaging: floorTiles,
        surfaces: [{ kind: 'area', area, unit: 'm2' }],
        wastage: { percent: 0 },
      });
    expect(order(8.64).boxes).toBe(6);
    expect(order(8.640001).boxes).toBe(7);
    // 10 m² + 10 % is 11 m²: ten boxes of 1.1 m².
    const box = definePackaging({
      squareMetresPerBox: 1.1,
      piecesPerBox: 10,
      boxesPerPallet: 50,
      gramsPerBox: 22_000,
    });
    const floor = (length: number) =>
      orderByArea({
        packaging: box,
        surfaces: [{ kind: 'floor', length, width: 2, unit: 'm' }],
        wastage: 'straight',
      });
    expect(floor(5).boxes).toBe(10);
    expect(floor(5.000001).boxes).toBe(11);
  });

  it('takes a custom percentage, and names the patterns’ constants', () => {
    expect(WASTAGE_PERCENT).toEqual({ straight: 10, diagonal: 15, herringbone: 20 });
    const order = orderByArea({
      packaging: floorTiles,
      surfaces: [{ kind: 'floor', length: 4, width: 3, unit: 'm' }],
      wastage: { percent: 12.5 },
    });
    expect(order.wastagePercent).toBe(12.5);
    expect(order.needed.squareMetres).toBe(13.5);
    expect(order.boxes).toBe(10);
    const herringbone = orderByArea({
      packaging: floorTiles,
      surfaces: [{ kind: 'floor', length: 4, width: 3, unit: 'm' }],
      wastage: 'herringbone',
    });
    expect(herringbone.needed.squareMetres).toBe(14.4);
    expect(herringbone.boxes).toBe(10);
  });

  it('counts full pallets and the boxes beside them', () => {
    const order = orderByArea({
      packaging: floorTiles,
      surfaces: [{ kind: 'area', area: 120, unit: 'm2' }],
      wastage: 'straight',
    });
    // 132 m² / 1.44 = 91.67 → 92 boxes: two pallets of 40 and 12 boxes.
    expect(order).toMatchObject({ boxes: 92, pallets: 2, looseBoxes: 12 });
  });
});

describe('checkAreaOrder', () => {
  const order = (change: Partial<AreaOrderInput>): AreaOrderInput => ({
    packaging: floorTiles,
    surfaces: [{ kind: 'floor', length: 4, width: 3, unit: 'm' }],
    wastage: 'straight',
    ...change,
  });
  const fields = (input: AreaOrderInput) => checkAreaOrder(input).map(({ field, code }) => [field, code]);

  it('finds nothing wrong with a sound order', () => {
    expect(checkAreaOrder(order({}))).toEqual([]);
  });

  it('names each bad measurement by its path', () => {
    expect(
      fields(
        order({
          surfaces: [
            { kind: 'floor', length: 0, width: Number.NaN, unit: 'm' },
            {
              kind: 'wall',
              width: 1001,
              height: 2,
              unit: 'm',
              openings: [{ kind: 'area', area: -1, unit: 'm2' }],
            },
            { kind: 'wall', width: 3281, height: 2, unit: 'ft' },
          ],
        }),
      ),
    ).toEqual([
      ['surfaces[0].length', 'not-positive'],
      ['surfaces[0].width', 'not-a-number'],
      ['surfaces[1].width', 'too-large'],
      ['surfaces[1].openings[0].area', 'not-positive'],
      ['surfaces[2].width', 'too-large'],
    ]);
  });

  it('refuses openings that cover the whole surface', () => {
    expect(
      fields(
        order({
          surfaces: [
            {
              kind: 'wall',
              width: 2,
              height: 2,
              unit: 'm',
              openings: [
                { kind: 'wall', width: 1, height: 2, unit: 'm' },
                { kind: 'area', area: 2, unit: 'm2' },
              ],
            },
          ],
        }),
      ),
    ).toEqual([['surfaces[0].openings', 'openings-too-large']]);
  });

  it('refuses no surfaces, too many, too much area, and unknown units, kinds and patterns', () => {
    expect(fields(order({ surfaces: [] }))).toEqual([['surfaces', 'count-out-of-range']]);
    const floor = { kind: 'floor', length: 1, width: 1, unit: 'm' } as const;
    expect(fields(order({ surfaces: Array.from({ length: 101 }, () => floor) }))).toEqual([
      ['surfaces', 'count-out-of-range'],
    ]);
    const big = { kind: 'floor', length: 1000, width: 1000, unit: 'm' } as const;
    expect(fields(order({ surfaces: [big] }))).toEqual([]);
    expect(fields(order({ surfaces: [big, floor] }))).toEqual([['surfaces', 'too-large']]);
    expect(
      fields(
        order({
          surfaces: [
            { kind: 'floor', length: 1, width: 1, unit: 'yd' as 'm' },
            { kind: 'circle' as 'area', area: 1, unit: 'm2' },
          ],
          wastage: 'basketweave' as 'straight',
        }),
      ),
    ).toEqual([
      ['surfaces[0].unit', 'unknown-option'],
      ['surfaces[1].kind', 'unknown-option'],
      ['wastage', 'unknown-option'],
    ]);
  });

  it('refuses a wastage below 0 % or above 50 %', () => {
    expect(fields(order({ wastage: { percent: -1 } }))).toEqual([['wastage.percent', 'negative']]);
    expect(fields(order({ wastage: { percent: 51 } }))).toEqual([['wastage.percent', 'too-large']]);
    expect(fields(order({ wastage: { percent: Number.NaN } }))).toEqual([
      ['wastage.percent', 'not-a-number'],
    ]);
  });

  it('is what orderByArea throws', () => {
    const bad = order({ surfaces: [{ kind: 'floor', length: -4, width: 3, unit: 'm' }] });
    expect(() => orderByArea(bad)).toThrow(UnitsError);
    expect(() => orderByArea(bad)).toThrow(
      expect.objectContaining({
        code: 'not-positive',
        field: 'surfaces[0].length',
        issues: checkAreaOrder(bad),
      }),
    );
  });
});
