// The choice of lots for an order line (docs/tiles.md "Stock by lot and location"), property-tested: a line
// is filled whole or refused, from one lot unless the shopper accepted a split, never taking more than a
// place has.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseAllocations, closestLot, type LotLeft, StockShortage } from './stock.js';

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
    // One row per lot and location, as lot_stock's key has it.
  )
  .map((rows) => [...new Map(rows.map((r) => [`${r.lotId}/${r.locationId}`, r])).values()]);

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
    const rows = [
      { lotId: 1, locationId: 1, quantity: 3, receivedOn: '2026-01-01', sortOrder: 0 },
      { lotId: 2, locationId: 1, quantity: 9, receivedOn: '2026-02-01', sortOrder: 0 },
      { lotId: 3, locationId: 2, quantity: 9, receivedOn: '2026-03-01', sortOrder: 1 },
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
