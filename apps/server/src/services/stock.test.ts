// The choice of lots for an order line (docs/tiles.md "Stock by lot and location"), property-tested: a line
// is filled whole or refused, from one lot unless the shopper accepted a split, never taking more than a
// place has.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseAllocations, StockShortage } from './stock.js';

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
});
