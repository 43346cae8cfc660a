// The module's promises, over generated packagings and rooms (docs/tiles.md "Rounding"): whole boxes, never
// less area than asked and less than a box more, stable round trips, sq.ft and m² that agree, quotes within
// a paisa of the total, and more area never fewer boxes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxesFor,
  boxQuantities,
  squareFeetToSquareMetres,
  squareMetresToSquareFeet,
} from './conversions.js';
import { type AreaOrderInput, orderByArea, type Shape, type Surface } from './order-by-area.js';
import { definePackaging, type Packaging } from './packaging.js';
import { totalPaisa, unitPrices } from './prices.js';

const packaging: fc.Arbitrary<Packaging> = fc.oneof(
  fc.record({
    mm2PerBox: fc.integer({ min: 10_000, max: 20_000_000 }),
    piecesPerBox: fc.integer({ min: 1, max: 100 }),
    boxesPerPallet: fc.integer({ min: 1, max: 200 }),
    gramsPerBox: fc.integer({ min: 1, max: 1_000_000 }),
  }),
  fc
    .record({
      tileMm: fc.record({
        length: fc.integer({ min: 100, max: 1200 }),
        width: fc.integer({ min: 100, max: 1200 }),
      }),
      piecesPerBox: fc.integer({ min: 1, max: 12 }),
      boxesPerPallet: fc.integer({ min: 1, max: 200 }),
      gramsPerBox: fc.integer({ min: 1, max: 200_000 }),
    })
    .map(definePackaging),
);

/** A side as a shopper types it (a few decimals) or as a float computed elsewhere. */
const side = (max: number) =>
  fc.oneof(
    fc.integer({ min: 1, max: max * 100 }).map((n) => n / 100),
    fc.double({ min: 0.01, max, noNaN: true, noDefaultInfinity: true }),
  );
const lengthUnit = fc.constantFrom('m' as const, 'ft' as const);

/** A floor, a wall or an area, with openings covering at most three quarters of it. */
const surface: fc.Arbitrary<Surface> = fc.oneof(
  fc.record({ kind: fc.constant('floor' as const), length: side(30), width: side(30), unit: lengthUnit }),
  fc
    .record({
      kind: fc.constant('wall' as const),
      width: side(30),
      height: side(5),
      unit: lengthUnit,
      doors: fc.array(
        fc.tuple(
          fc.double({ min: 0.01, max: 0.49, noNaN: true }),
          fc.double({ min: 0.01, max: 0.49, noNaN: true }),
        ),
        {
          maxLength: 3,
        },
      ),
    })
    .map(({ doors, ...wall }) => ({
      ...wall,
      openings: doors.map(
        ([w, h]): Shape => ({
          kind: 'wall',
          width: wall.width * w,
          height: wall.height * h,
          unit: wall.unit,
        }),
      ),
    })),
  fc.record({
    kind: fc.constant('area' as const),
    area: fc.oneof(side(500), fc.integer({ min: 1, max: 10_000 })),
    unit: fc.constantFrom('m2' as const, 'sqft' as const),
  }),
);

const wastage: fc.Arbitrary<AreaOrderInput['wastage']> = fc.oneof(
  fc.constantFrom('straight' as const, 'diagonal' as const, 'herringbone' as const),
  fc.record({
    percent: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.double({ min: 0, max: 50, noNaN: true })),
  }),
);

const order: fc.Arbitrary<AreaOrderInput> = fc.record({
  packaging,
  surfaces: fc.array(surface, { minLength: 1, maxLength: 5 }),
  wastage,
});

/** An area reported in m² (6 decimals), as the whole mm² it is. */
const mm2 = (squareMetres: number) => Math.round(squareMetres * 1_000_000);

describe('orderByArea, for any room', () => {
  it('sells whole boxes covering at least the area asked plus wastage, by less than one box more', () => {
    fc.assert(
      fc.property(order, (input) => {
        const o = orderByArea(input);
        const box = input.packaging.mm2PerBox;
        expect(Number.isSafeInteger(o.boxes) && o.boxes >= 1).toBe(true);
        expect(o.covered.squareMetres).toBeGreaterThanOrEqual(o.needed.squareMetres);
        expect(o.needed.squareMetres).toBeGreaterThanOrEqual(o.asked.squareMetres);
        expect(o.covered.squareFeet).toBeGreaterThanOrEqual(o.needed.squareFeet);
        expect(o.needed.squareFeet).toBeGreaterThanOrEqual(o.asked.squareFeet);
        // The needed area, exact, is above boxes − 1 boxes; rounded down to whole mm² it is at least that.
        expect(mm2(o.covered.squareMetres)).toBe(o.boxes * box);
        expect((o.boxes - 1) * box).toBeLessThanOrEqual(mm2(o.needed.squareMetres));
        expect(o.pieces).toBe(o.boxes * input.packaging.piecesPerBox);
        expect(o.pallets * input.packaging.boxesPerPallet + o.looseBoxes).toBe(o.boxes);
        expect(o.looseBoxes).toBeLessThan(input.packaging.boxesPerPallet);
        expect(o.weightGrams).toBe(o.boxes * (input.packaging.gramsPerBox ?? Number.NaN));
      }),
    );
  });

  it('gives back the same boxes from the covered area in m² or sq.ft, and from the pieces', () => {
    fc.assert(
      fc.property(order, (input) => {
        const o = orderByArea(input);
        const p = input.packaging;
        expect(boxesFor(p, { value: o.covered.squareMetres, unit: 'm2' })).toBe(o.boxes);
        expect(boxesFor(p, { value: o.covered.squareFeet, unit: 'sqft' })).toBe(o.boxes);
        expect(boxesFor(p, { value: o.pieces, unit: 'piece' })).toBe(o.boxes);
        expect(boxQuantities(p, o.boxes).area).toEqual(o.covered);
      }),
    );
  });

  it('never sells fewer boxes for more area or more wastage', () => {
    fc.assert(
      fc.property(order, surface, fc.double({ min: 0, max: 50, noNaN: true }), (input, extra, percent) => {
        const before = orderByArea(input).boxes;
        expect(orderByArea({ ...input, surfaces: [...input.surfaces, extra] }).boxes).toBeGreaterThanOrEqual(
          before,
        );
        const base = orderByArea({ ...input, wastage: { percent: 0 } }).boxes;
        expect(orderByArea({ ...input, wastage: { percent } }).boxes).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('keeps its promises at the limits: up to a million m² with 50 % wastage, in boxes of any size', () => {
    fc.assert(
      fc.property(packaging, fc.integer({ min: 1, max: 1_000_000 }), (p, squareMetres) => {
        const o = orderByArea({
          packaging: p,
          surfaces: [{ kind: 'area', area: squareMetres, unit: 'm2' }],
          wastage: { percent: 50 },
        });
        expect(o.needed.squareMetres).toBe(squareMetres * 1.5);
        expect(mm2(o.covered.squareMetres)).toBe(o.boxes * p.mm2PerBox);
        expect((o.boxes - 1) * p.mm2PerBox).toBeLessThan(squareMetres * 1_500_000);
        expect(boxesFor(p, { value: o.covered.squareFeet, unit: 'sqft' })).toBe(o.boxes);
      }),
    );
  });

  it('counts a floor in feet as the same area in sq.ft', () => {
    fc.assert(
      fc.property(
        packaging,
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 1, max: 3000 }),
        (p, tenthsA, tenthsB) => {
          const area = (tenthsA * tenthsB) / 100;
          const floor = orderByArea({
            packaging: p,
            surfaces: [{ kind: 'floor', length: tenthsA / 10, width: tenthsB / 10, unit: 'ft' }],
            wastage: 'straight',
          });
          const byArea = orderByArea({
            packaging: p,
            surfaces: [{ kind: 'area', area, unit: 'sqft' }],
            wastage: 'straight',
          });
          expect(floor).toEqual(byArea);
          expect(floor.asked.squareFeet).toBe(area);
        },
      ),
    );
  });
});

describe('conversions, for any amount', () => {
  it('round m² → sq.ft → m² down, by at most two millionths of a m²', () => {
    fc.assert(
      fc.property(side(1_000_000), (m2) => {
        const back = squareFeetToSquareMetres(squareMetresToSquareFeet(m2));
        expect(back).toBeLessThanOrEqual(m2);
        expect(m2 - back).toBeLessThan(2.000001e-6);
      }),
    );
  });

  it('sells enough boxes for an area, and not one too many', () => {
    fc.assert(
      fc.property(
        packaging,
        side(100_000),
        fc.constantFrom('m2' as const, 'sqft' as const),
        (p, value, unit) => {
          const boxes = boxesFor(p, { value, unit });
          const covered = boxQuantities(p, boxes).area;
          const asked = unit === 'm2' ? value : value * 0.09290304;
          const box = p.mm2PerBox / 1_000_000;
          // Within a float's error of the exact figures the module works with.
          expect(covered.squareMetres).toBeGreaterThanOrEqual(asked * (1 - 1e-12));
          expect((boxes - 1) * box).toBeLessThan(asked * (1 + 1e-12));
        },
      ),
    );
  });

  it('gives back the same boxes from their area, up to a billion boxes of any size', () => {
    fc.assert(
      fc.property(packaging, fc.integer({ min: 1, max: 1_000_000_000 }), (p, boxes) => {
        const { area } = boxQuantities(p, boxes);
        expect(boxesFor(p, { value: area.squareMetres, unit: 'm2' })).toBe(boxes);
        expect(boxesFor(p, { value: area.squareFeet, unit: 'sqft' })).toBe(boxes);
      }),
    );
  });

  it('never sells fewer boxes for more area', () => {
    fc.assert(
      fc.property(packaging, side(100_000), side(100_000), (p, a, b) => {
        const [small, large] = a < b ? [a, b] : [b, a];
        expect(boxesFor(p, { value: large, unit: 'm2' })).toBeGreaterThanOrEqual(
          boxesFor(p, { value: small, unit: 'm2' }),
        );
      }),
    );
  });
});

describe('prices, for any box and price', () => {
  const price = fc.integer({ min: 1, max: 100_000_000 });

  it('quote per m² and per sq.ft within a paisa a unit of area above the exact total', () => {
    fc.assert(
      fc.property(packaging, price, fc.integer({ min: 1, max: 10_000 }), (p, perBox, boxes) => {
        const { perSquareMetre, perSquareFoot } = unitPrices(p, BigInt(perBox));
        const total = totalPaisa(BigInt(perBox), boxes);
        const coveredMm2 = BigInt(boxes) * BigInt(p.mm2PerBox);
        // perSquareMetre × covered m² − total, in paisa × 1 000 000: at least 0, below one paisa a m².
        const overM2 = perSquareMetre * coveredMm2 - total * 1_000_000n;
        expect(overM2 >= 0n && overM2 < coveredMm2).toBe(true);
        // The same in sq.ft: covered sq.ft = covered mm² × 100 / 9 290 304.
        const overSqft = perSquareFoot * coveredMm2 * 100n - total * 9_290_304n;
        expect(overSqft >= 0n && overSqft < coveredMm2 * 100n).toBe(true);
      }),
    );
  });

  it('agree as numbers and as bigints', () => {
    fc.assert(
      fc.property(packaging, price, fc.integer({ min: 1, max: 10_000 }), (p, perBox, boxes) => {
        const asNumbers = unitPrices(p, perBox);
        const asBigints = unitPrices(p, BigInt(perBox));
        expect(BigInt(asNumbers.perSquareMetre)).toBe(asBigints.perSquareMetre);
        expect(BigInt(asNumbers.perSquareFoot)).toBe(asBigints.perSquareFoot);
        expect(totalPaisa(perBox, boxes)).toBe(perBox * boxes);
      }),
    );
  });
});
