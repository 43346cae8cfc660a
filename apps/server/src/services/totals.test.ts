// The order's figures (services/totals.ts), property-tested over random carts: the parts add up, VAT is
// 13/113 of the VAT-inclusive total rounded to the paisa as the invoice has always split it, the invoice's
// lines add up to the taxable amount, and no discount makes a total negative.
import { splitVat } from '@sajilo/nepal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_MAX } from './money.js';
import { orderTotals } from './totals.js';

const line = fc.record({
  unitPrice: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: PRICE_MAX })),
  quantity: fc.integer({ min: 1, max: 999 }),
  discount: fc.option(fc.nat({ max: 2 * PRICE_MAX }), { nil: undefined }),
});
const cart = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 100 }),
  orderDiscount: fc.option(fc.nat({ max: 10 * PRICE_MAX * 999 }), { nil: undefined }),
  delivery: fc.option(fc.nat({ max: 1_000_000 }), { nil: undefined }),
});

describe('orderTotals', () => {
  it('adds up: goods less discounts plus delivery is the total, taxable plus VAT is the total', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const t = orderTotals(input);
        expect(t.subtotal).toBe(input.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
        expect(t.total).toBe(t.subtotal - t.lineDiscounts - t.orderDiscount + t.delivery);
        expect(t.taxablePaisa + t.vatPaisa).toBe(t.total * 100);
        expect(t.lineTaxablePaisa).toHaveLength(input.lines.length);
        expect(t.lineTaxablePaisa.reduce((s, x) => s + x, 0) + t.deliveryTaxablePaisa).toBe(t.taxablePaisa);
        for (const value of [...t.lineTaxablePaisa, t.deliveryTaxablePaisa, t.taxablePaisa, t.vatPaisa]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('never gives a negative total, and discounts never take more than the goods', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const t = orderTotals(input);
        expect(t.total).toBeGreaterThanOrEqual(t.delivery);
        expect(t.lineDiscounts + t.orderDiscount).toBeLessThanOrEqual(t.subtotal);
      }),
    );
  });

  it('takes VAT as 13/113 of the VAT-inclusive total, the taxable amount rounded to the paisa', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const t = orderTotals(input);
        const exact = (t.total * 100 * 100) / 113;
        expect(Math.abs(t.taxablePaisa - exact)).toBeLessThanOrEqual(0.5);
        expect(t.taxablePaisa).toBe(splitVat(t.total * 100).taxable);
        expect(t.deliveryTaxablePaisa).toBe(splitVat(t.delivery * 100).taxable);
      }),
    );
    // Rs 113 is Rs 100 + Rs 13; Rs 1,000 is Rs 884.96 + Rs 115.04 (the invoice's own example).
    expect(orderTotals({ lines: [{ unitPrice: 113, quantity: 1 }] })).toMatchObject({
      taxablePaisa: 10_000,
      vatPaisa: 1_300,
    });
    expect(orderTotals({ lines: [{ unitPrice: 500, quantity: 2 }] })).toMatchObject({
      taxablePaisa: 88_496,
      vatPaisa: 11_504,
    });
  });

  it('shares the taxable amount over the lines in proportion, delivery its own', () => {
    const t = orderTotals({
      lines: [
        { unitPrice: 1_130, quantity: 2 },
        { unitPrice: 565, quantity: 1 },
      ],
      delivery: 339,
    });
    expect(t).toMatchObject({ subtotal: 2_825, total: 3_164, deliveryTaxablePaisa: 30_000 });
    expect(t.lineTaxablePaisa).toEqual([200_000, 50_000]);
  });

  it('refuses amounts that are not whole rupees', () => {
    expect(() => orderTotals({ lines: [{ unitPrice: 10.5, quantity: 1 }] })).toThrow(RangeError);
    expect(() => orderTotals({ lines: [{ unitPrice: 10, quantity: 1 }], delivery: -1 })).toThrow(RangeError);
  });
});
