// A dealer's unit prices (services/dealer-prices.ts, docs/dealers.md "Prices"), property-tested over random
// tiers and products: never above the shop's price unless a fixed price says so, a larger line never pays
// more a unit, and the resolution order (fixed, product, deepest category, brand, then the volume break).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakFor,
  lessPercent,
  type PricedProduct,
  resolveUnitPrice,
  type TierRules,
} from './dealer-prices.js';
import { PRICE_MAX } from './money.js';

const percent = fc.integer({ min: 0, max: 90 });
const ids = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 4 });
const breaks = fc
  .uniqueArray(fc.record({ minQuantity: fc.integer({ min: 2, max: 500 }), percentOff: percent }), {
    selector: (b) => b.minQuantity,
    maxLength: 4,
  })
  // A tier's breaks as staff save them: a larger quantity never takes less off (services/admin/dealers.ts).
  .map((list) => {
    const sorted = [...list].sort((a, b) => a.minQuantity - b.minQuantity);
    let most = 0;
    return sorted.map((b) => {
      most = Math.max(most, b.percentOff);
      return { ...b, percentOff: most };
    });
  });

const tier = (withFixed: boolean) =>
  fc
    .record({
      brand: fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), percent), { maxLength: 4 }),
      category: fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), percent, fc.integer({ min: 0, max: 2 })), {
        maxLength: 4,
      }),
      product: fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), percent), { maxLength: 4 }),
      fixed: withFixed
        ? fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: PRICE_MAX })), {
            maxLength: 4,
          })
        : fc.constant([] as [number, number][]),
      breaks,
    })
    .map(
      (t): TierRules => ({
        id: 1,
        brand: new Map(t.brand),
        category: new Map(t.category.map(([id, percentOff, depth]) => [id, { percentOff, depth }])),
        product: new Map(t.product),
        fixed: new Map(t.fixed),
        breaks: t.breaks,
      }),
    );

const product = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  brandId: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  categoryIds: ids,
  shopPrice: fc.integer({ min: 0, max: PRICE_MAX }),
}) as fc.Arbitrary<PricedProduct>;
const quantity = fc.integer({ min: 1, max: 999 });

describe('a dealer’s unit price', () => {
  it('is whole rupees, never negative, and never above the shop’s price without a fixed price', () => {
    fc.assert(
      fc.property(tier(false), product, quantity, (t, p, q) => {
        const { unitPrice, shopPrice } = resolveUnitPrice(t, p, q);
        expect(Number.isSafeInteger(unitPrice)).toBe(true);
        expect(unitPrice).toBeGreaterThanOrEqual(0);
        expect(unitPrice).toBeLessThanOrEqual(shopPrice);
      }),
    );
  });

  it('never goes up a unit as the line grows (volume breaks are monotonic)', () => {
    fc.assert(
      fc.property(tier(true), product, quantity, quantity, (t, p, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(resolveUnitPrice(t, p, large).unitPrice).toBeLessThanOrEqual(
          resolveUnitPrice(t, p, small).unitPrice,
        );
        expect(breakFor(t.breaks, large)).toBeGreaterThanOrEqual(breakFor(t.breaks, small));
      }),
    );
  });

  it('takes a fixed price as given, with only the volume break on top, even above the shop’s price', () => {
    fc.assert(
      fc.property(tier(true), product, quantity, fc.integer({ min: 0, max: PRICE_MAX }), (t, p, q, fixed) => {
        const withFixed = { ...t, fixed: new Map([[p.id, fixed]]) };
        expect(resolveUnitPrice(withFixed, p, q).unitPrice).toBe(lessPercent(fixed, breakFor(t.breaks, q)));
      }),
    );
  });

  it('lets the most specific percentage win: product, then the deepest category, then the brand', () => {
    const base: TierRules = {
      id: 1,
      brand: new Map([[7, 10]]),
      category: new Map([
        [1, { percentOff: 12, depth: 0 }],
        [2, { percentOff: 15, depth: 1 }],
      ]),
      product: new Map(),
      fixed: new Map(),
      breaks: [
        { minQuantity: 10, percentOff: 5 },
        { minQuantity: 50, percentOff: 8 },
      ],
    };
    const tile: PricedProduct = { id: 3, brandId: 7, categoryIds: [1, 2], shopPrice: 1000 };
    expect(resolveUnitPrice(base, tile, 1).unitPrice).toBe(850);
    expect(resolveUnitPrice(base, { ...tile, categoryIds: [1] }, 1).unitPrice).toBe(880);
    expect(resolveUnitPrice(base, { ...tile, categoryIds: [] }, 1).unitPrice).toBe(900);
    expect(resolveUnitPrice(base, { ...tile, categoryIds: [], brandId: null }, 1).unitPrice).toBe(1000);
    expect(resolveUnitPrice({ ...base, product: new Map([[3, 20]]) }, tile, 1).unitPrice).toBe(800);
    // 10+ boxes −5 %, 50+ −8 %, on top of the tier's 850.
    expect(resolveUnitPrice(base, tile, 10)).toEqual({ unitPrice: 808, shopPrice: 1000, breakPercent: 5 });
    expect(resolveUnitPrice(base, tile, 50).unitPrice).toBe(782);
    expect(resolveUnitPrice({ ...base, fixed: new Map([[3, 1200]]) }, tile, 1).unitPrice).toBe(1200);
  });
});
