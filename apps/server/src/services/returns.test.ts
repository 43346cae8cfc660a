// What a return gives back of an order that had promotions (docs/returns.md "Asking for a return"): each
// line's share of what the goods cost, never more than the line, adding up to the goods' total.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargedFor, paidForLines } from './returns.js';

const line = fc
  .record({ total: fc.integer({ min: 0, max: 5_000_000 }), discount: fc.integer({ min: 0, max: 5_000_000 }) })
  .map((l) => ({ total: l.total, discount: Math.min(l.discount, l.total) }));

describe('paidForLines', () => {
  it('takes each line’s discount and shares the order’s, adding up to what the goods cost', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (lines, off) => {
          const paid = paidForLines(lines, off);
          const goods = lines.reduce((sum, l) => sum + l.total - l.discount, 0);
          expect(paid.reduce((sum, p) => sum + p, 0)).toBe(goods - Math.min(off, goods));
          paid.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual((lines[i]?.total ?? 0) - (lines[i]?.discount ?? 0));
          });
        },
      ),
    );
  });

  it('shares an order discount in proportion: Rs 1,000 off Rs 3,000 and Rs 1,000 of goods', () => {
    expect(
      paidForLines(
        [
          { total: 3_000, discount: 0 },
          { total: 1_200, discount: 200 },
        ],
        1_000,
      ),
    ).toEqual([2_250, 750]);
  });

  it('gives the rupees the rounding leaves to lines that still have room, not only to the last', () => {
    // Shares of Rs 20 off 10 + 10 + 1 round down to 9 + 9 + 0; the last line can take only Rs 1 of the 2 left.
    const paid = paidForLines(
      [
        { total: 10, discount: 0 },
        { total: 10, discount: 0 },
        { total: 1, discount: 0 },
      ],
      20,
    );
    expect(paid.reduce((sum, p) => sum + p, 0)).toBe(1);
    expect(paid).toEqual([1, 0, 0]);
  });

  it('returned in parts, a line never gives back more than it was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        (quantity, total, parts) => {
          let done = 0;
          let back = 0;
          for (const part of parts) {
            const n = Math.min(part, quantity - done);
            if (n === 0) break;
            back += chargedFor({ quantity, total }, done, n);
            done += n;
          }
          expect(back).toBeLessThanOrEqual(total);
          if (done === quantity) expect(back).toBe(total);
        },
      ),
    );
  });
});
