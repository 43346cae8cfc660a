// The choice of lots for an order line (docs/tiles.md "Stock by lot and location"), property-tested: a line
// is filled whole or refused, from one lot unless the shopper accepted a split, never taking more than a
// place has.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseAllocations, closestLot, type LotLeft, StockShortage } from './stock.js';

const SHADES = ['S1', 'S2', 'S3'];
const CALIBERS = ['C1', 'C2'];
const held = fc
  .array(
    fc.record({
      lotId: fc.integer({ min: 1, max: 6 }),
      locationId: fc.integer({ min: 1, max: 4 }),
      quantity: fc.integer({ min: 0, max: 40 }),
      receivedOn: fc.constantFrom('2026-01-01', '2026-03-01', '2026-06-01'),
      sortOrder: fc.integer({ min: 0, max: 3 }),
    }),
    { maxLength: 12 },
    // One row per lot and location, as lot_stock's key has it; a lot has one shade and caliber.
  )
  .map((rows) =>
    [...new Map(rows.map((r) => [`${r.lotId}/${r.locationId}`, r])).values()].map((r) => ({
      ...r,
      shade: SHADES[r.lotId % 3] as string,
      caliber: CALIBERS[r.lotId % 2] as string,
    })),
  );

describe('the lots a line is taken from', () => {
  it('fill the line exactly, from one lot unless a split was accepted, within what each place has', () => {
    fc.assert(
      fc.property(held, fc.integer({ min: 1, max: 120 }), fc.boolean(), (rows, quantity, split) => {
        const lotTotals = new Map<number, number>();
        for (const r of rows) lotTotals.set(r.lotId, (lotTotals.get(r.lotId) ?? 0) + r.quantity);
        const total = [...lotTotals.values()].reduce((a, b) => a + b, 0);
        const single = Math.max(0, ...lotTotals.values());
        try {
          const taken = chooseAllocations(rows, { productId: 1, quantity, split });
          expect(taken.reduce((sum, t) => sum + t.quantity, 0)).toBe(quantity);
          for (const t of taken) {
            const place = rows.find((r) => r.lotId === t.lotId && r.locationId === t.locationId);
            expect(t.quantity).toBeGreaterThan(0);
            expect(t.quantity).toBeLessThanOrEqual(place?.quantity ?? 0);
          }
          const lots = new Set(taken.map((t) => t.lotId));
          if (single >= quantity) expect(lots.size).toBe(1);
          else expect(split).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(StockShortage);
          const shortage = error as StockShortage;
          expect(shortage.singleLot).toBe(single);
          expect(shortage.total).toBe(total);
          expect(single < quantity && (!split || total < quantity)).toBe(true);
        }
      }),
    );
  });

  it('take the oldest lot that has enough, or the one the shopper had before', () => {
    const lot = { shade: 'S1', caliber: 'C1' };
    const rows = [
      { lotId: 1, locationId: 1, quantity: 3, receivedOn: '2026-01-01', sortOrder: 0, ...lot },
      { lotId: 2, locationId: 1, quantity: 9, receivedOn: '2026-02-01', sortOrder: 0, ...lot },
      { lotId: 3, locationId: 2, quantity: 9, receivedOn: '2026-03-01', sortOrder: 1, ...lot },
    ];
    expect(chooseAllocations(rows, { productId: 1, quantity: 5 })).toEqual([
      { lotId: 2, locationId: 1, quantity: 5 },
    ]);
    expect(chooseAllocations(rows, { productId: 1, quantity: 5, preferLotId: 3 })).toEqual([
      { lotId: 3, locationId: 2, quantity: 5 },
    ]);
    expect(chooseAllocations(rows, { productId: 1, quantity: 20, split: true })).toEqual([
      { lotId: 2, locationId: 1, quantity: 9 },
      { lotId: 3, locationId: 2, quantity: 9 },
      { lotId: 1, locationId: 1, quantity: 2 },
    ]);
  });

  it('a line pinned to a lot (a top-up) is taken from that lot only, or refused with what it has', () => {
    fc.assert(
      fc.property(
        held,
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (rows, quantity, lot, split) => {
          const has = rows.filter((r) => r.lotId === lot).reduce((sum, r) => sum + r.quantity, 0);
          const request = { productId: 1, quantity, preferLotId: lot, lotOnly: true, split };
          if (has >= quantity) {
            const taken = chooseAllocations(rows, request);
            expect(taken.every((a) => a.lotId === lot)).toBe(true);
            expect(taken.reduce((sum, a) => sum + a.quantity, 0)).toBe(quantity);
          } else {
            expect(() => chooseAllocations(rows, request)).toThrow(StockShortage);
            try {
              chooseAllocations(rows, request);
            } catch (error) {
              expect((error as StockShortage).singleLot).toBe(has);
              expect((error as StockShortage).lotId).toBe(lot);
            }
          }
        },
      ),
    );
  });
});

describe('a top-up split across lots', () => {
  const row = (lotId: number, quantity: number, shade: string, caliber: string, locationId = 1) => ({
    lotId,
    locationId,
    quantity,
    receivedOn: `2026-0${lotId}-01`,
    sortOrder: locationId,
    shade,
    caliber,
  });

  it('takes what is left of the earlier lot, then its shade and caliber, its shade, its caliber, then the fullest', () => {
    const rows = [
      row(1, 9, 'S9', 'C9'),
      row(2, 2, 'S3', 'C1'),
      row(3, 3, 'S4', 'C1'),
      row(4, 1, 'S3', 'C2'),
      row(5, 2, 'S3', 'C1', 1),
      row(5, 2, 'S3', 'C1', 2),
      row(6, 5, 'S8', 'C8'),
    ];
    const request = { productId: 1, quantity: 16, preferLotId: 2, split: true };
    expect(chooseAllocations(rows, request)).toEqual([
      { lotId: 2, locationId: 1, quantity: 2 },
      { lotId: 5, locationId: 1, quantity: 2 },
      { lotId: 5, locationId: 2, quantity: 2 },
      { lotId: 4, locationId: 1, quantity: 1 },
      { lotId: 3, locationId: 1, quantity: 3 },
      { lotId: 1, locationId: 1, quantity: 6 },
    ]);
    // Not a top-up: the fullest first.
    expect(chooseAllocations(rows, { productId: 1, quantity: 16, split: true })).toEqual([
      { lotId: 1, locationId: 1, quantity: 9 },
      { lotId: 6, locationId: 1, quantity: 5 },
      { lotId: 5, locationId: 1, quantity: 2 },
    ]);
  });

  it('fills the line, the earlier lot’s boxes all taken first, never more than a place has', () => {
    fc.assert(
      fc.property(
        held,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 6 }),
        (rows, quantity, lot) => {
          const total = rows.reduce((sum, r) => sum + r.quantity, 0);
          const has = rows.filter((r) => r.lotId === lot).reduce((sum, r) => sum + r.quantity, 0);
          const request = { productId: 1, quantity, preferLotId: lot, split: true };
          if (total < quantity) {
            expect(() => chooseAllocations(rows, request)).toThrow(StockShortage);
            return;
          }
          const taken = chooseAllocations(rows, request);
          expect(taken.reduce((sum, t) => sum + t.quantity, 0)).toBe(quantity);
          for (const t of taken) {
            const place = rows.find((r) => r.lotId === t.lotId && r.locationId === t.locationId);
            expect(t.quantity).toBeGreaterThan(0);
            expect(t.quantity).toBeLessThanOrEqual(place?.quantity ?? 0);
          }
          const fromLot = taken.filter((t) => t.lotId === lot).reduce((sum, t) => sum + t.quantity, 0);
          expect(fromLot).toBe(Math.min(has, quantity));
          // The lots after it come nearest first: the same shade never after another shade.
          const shade = rows.find((r) => r.lotId === lot)?.shade;
          if (shade) {
            const same = taken.filter((t) => t.lotId !== lot).map((t) => SHADES[t.lotId % 3] === shade);
            expect(same).toEqual([...same].sort((a, b) => Number(b) - Number(a)));
          }
        },
      ),
    );
  });
});

describe('the lot closest to a shopper’s lot', () => {
  const lot = (lotId: number, shade: string, caliber: string, left: number): LotLeft => ({
    lotId,
    code: `L${lotId}`,
    shade,
    caliber,
    left,
  });
  const mine = lot(1, 'S3', 'C1', 0);

  it('has the whole line, and prefers the same shade and caliber, then the same shade, then the fullest', () => {
    const lots = [
      mine,
      lot(2, 'S4', 'C1', 50),
      lot(3, 'S3', 'C2', 10),
      lot(4, 'S3', 'C1', 4),
      lot(5, 'S3', 'C1', 2),
    ];
    expect(closestLot(lots, mine, 3)?.lotId).toBe(4);
    expect(closestLot(lots, mine, 5)?.lotId).toBe(3);
    expect(closestLot(lots, mine, 11)?.lotId).toBe(2);
    expect(closestLot(lots, mine, 51)).toBeUndefined();
  });

  it('is never the shopper’s own lot and always has the boxes', () => {
    const arbitrary = fc.array(
      fc.record({
        lotId: fc.integer({ min: 1, max: 8 }),
        code: fc.constant('x'),
        shade: fc.constantFrom('S1', 'S2'),
        caliber: fc.constantFrom('C1', 'C2'),
        left: fc.integer({ min: 0, max: 30 }),
      }),
    );
    fc.assert(
      fc.property(arbitrary, fc.integer({ min: 1, max: 30 }), (lots, quantity) => {
        const [first] = lots;
        if (!first) return;
        const found = closestLot(lots, first, quantity);
        if (found) {
          expect(found.lotId).not.toBe(first.lotId);
          expect(found.left).toBeGreaterThanOrEqual(quantity);
        } else {
          expect(lots.some((l) => l.lotId !== first.lotId && l.left >= quantity)).toBe(false);
        }
      }),
    );
  });
});
