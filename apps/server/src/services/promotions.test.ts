// The promotions' maths (services/promotions.ts), property-tested over random carts and promotions: no line
// goes below zero, the discounts never pass the subtotal, the totals function's figures still add up with
// them, a code is refused for the reason docs/promotions.md gives, and the stacking rule holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_MAX } from './money.js';
import { applyPromotions, type PromotionLine, type PromotionRow, shareOut } from './promotions.js';
import { orderTotals } from './totals.js';

const NOW = new Date('2026-10-10T06:00:00Z');
const DAY = 86_400_000;

function promotion(over: Partial<PromotionRow> & Pick<PromotionRow, 'id'>): PromotionRow {
  return {
    name: `Promotion ${over.id}`,
    nameNe: null,
    kind: 'automatic',
    code: null,
    type: 'percentage',
    value: 10,
    target: 'order',
    targetIds: [],
    minSubtotal: 0,
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + DAY),
    usageLimit: null,
    perCustomerLimit: null,
    usedCount: 0,
    paused: false,
    exclusive: false,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  };
}

const line = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  brandId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  categoryIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  unitPrice: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: PRICE_MAX })),
  quantity: fc.integer({ min: 1, max: 999 }),
});

const rule = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    type: fc.constantFrom('percentage', 'fixed', 'free_delivery') as fc.Arbitrary<PromotionRow['type']>,
    percent: fc.integer({ min: 1, max: 100 }),
    fixed: fc.integer({ min: 1, max: 10 * PRICE_MAX }),
    target: fc.constantFrom('order', 'brands', 'categories', 'products') as fc.Arbitrary<
      PromotionRow['target']
    >,
    targetIds: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
    minSubtotal: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
    exclusive: fc.boolean(),
  })
  .map((r) =>
    promotion({
      id: r.id,
      type: r.type,
      value: r.type === 'percentage' ? r.percent : r.type === 'fixed' ? r.fixed : 0,
      target: r.target,
      targetIds: r.target === 'order' ? [] : r.targetIds,
      minSubtotal: r.minSubtotal,
      exclusive: r.exclusive,
    }),
  );

const scene = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 30 }),
  automatic: fc.uniqueArray(rule, { maxLength: 4, selector: (p) => p.id }),
  code: fc.option(rule, { nil: undefined }),
});

function run(s: { lines: PromotionLine[]; automatic: PromotionRow[]; code: PromotionRow | undefined }) {
  const code = s.code && { ...s.code, id: s.code.id + 10_000, kind: 'code' as const, code: 'FEST' };
  return applyPromotions({
    lines: s.lines,
    automatic: s.automatic,
    ...(code ? { code: { text: 'fest', promotion: code } } : {}),
    uses: new Map(),
    now: NOW,
  });
}

describe('applyPromotions', () => {
  it('never takes a line below zero nor the goods below zero, and each amount is whole rupees ≥ 0', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const out = run(s);
        const subtotal = s.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
        out.lineDiscounts.forEach((d, i) => {
          const l = s.lines[i];
          expect(Number.isSafeInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual((l?.unitPrice ?? 0) * (l?.quantity ?? 0));
        });
        const lineTotal = out.lineDiscounts.reduce((sum, d) => sum + d, 0);
        expect(out.orderDiscount).toBeGreaterThanOrEqual(0);
        expect(lineTotal + out.orderDiscount).toBeLessThanOrEqual(subtotal);
        for (const a of out.applied) expect(a.amount).toBeGreaterThanOrEqual(0);
        // What each promotion says it saved adds up to the discounts the totals function takes.
        const saved = out.applied.filter((a) => !a.freeDelivery).reduce((sum, a) => sum + a.amount, 0);
        expect(saved).toBe(lineTotal + out.orderDiscount);
      }),
    );
  });

  it('keeps the totals adding up: the same discounts give the same figures, VAT on the discounted amount', () => {
    fc.assert(
      fc.property(scene, fc.nat({ max: 10_000 }), (s, delivery) => {
        const out = run(s);
        const t = orderTotals({
          lines: s.lines.map((l, i) => ({ ...l, discount: out.lineDiscounts[i] ?? 0 })),
          orderDiscount: out.orderDiscount,
          delivery: out.freeDelivery ? 0 : delivery,
        });
        // The totals function took every rupee asked: nothing was capped away.
        expect(t.lineDiscounts).toBe(out.lineDiscounts.reduce((sum, d) => sum + d, 0));
        expect(t.orderDiscount).toBe(out.orderDiscount);
        expect(t.total).toBe(t.subtotal - t.lineDiscounts - t.orderDiscount + t.delivery);
        expect(t.total).toBeGreaterThanOrEqual(0);
        expect(t.taxablePaisa + t.vatPaisa).toBe(t.total * 100);
      }),
    );
  });

  it('applies at most one code, and an exclusive promotion alone', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const out = run(s);
        expect(out.applied.filter((a) => a.promotion.kind === 'code').length).toBeLessThanOrEqual(1);
        if (out.applied.some((a) => a.promotion.exclusive)) expect(out.applied).toHaveLength(1);
        if (out.refusal) expect(out.applied.some((a) => a.promotion.kind === 'code')).toBe(false);
      }),
    );
  });

  it('refuses a code for each reason, in the order the shopper can act on', () => {
    const lines: PromotionLine[] = [
      { productId: 1, brandId: 2, categoryIds: [3], unitPrice: 1000, quantity: 2 },
    ];
    const reason = (over: Partial<PromotionRow>, uses = 0, automatic: PromotionRow[] = []) =>
      applyPromotions({
        lines,
        automatic,
        code: { text: 'X', promotion: promotion({ id: 9, kind: 'code', code: 'X', ...over }) },
        uses: new Map([[9, uses]]),
        now: NOW,
      }).refusal?.reason;
    expect(
      applyPromotions({
        lines,
        automatic: [],
        code: { text: 'X', promotion: null },
        uses: new Map(),
        now: NOW,
      }).refusal?.reason,
    ).toBe('unknown');
    expect(reason({ startsAt: new Date(NOW.getTime() + DAY), endsAt: null })).toBe('not_started');
    expect(reason({ endsAt: new Date(NOW.getTime() - 1), startsAt: new Date(NOW.getTime() - DAY) })).toBe(
      'ended',
    );
    expect(reason({ paused: true })).toBe('paused');
    expect(reason({ usageLimit: 5, usedCount: 5 })).toBe('limit_reached');
    expect(reason({ perCustomerLimit: 1 }, 1)).toBe('already_used');
    expect(reason({ target: 'brands', targetIds: [7] })).toBe('nothing_applies');
    expect(reason({ minSubtotal: 2500 })).toBe('minimum');
    expect(reason({}, 0, [promotion({ id: 1, exclusive: true })])).toBe('cannot_combine');
    expect(reason({})).toBeUndefined();
  });

  it('takes line promotions before order ones, each on what is left', () => {
    const lines: PromotionLine[] = [
      { productId: 1, brandId: 2, categoryIds: [], unitPrice: 1000, quantity: 1 },
      { productId: 2, brandId: 3, categoryIds: [], unitPrice: 1000, quantity: 1 },
    ];
    const out = applyPromotions({
      lines,
      automatic: [
        promotion({ id: 1, value: 10 }),
        promotion({ id: 2, target: 'brands', targetIds: [2], value: 50 }),
      ],
      uses: new Map(),
      now: NOW,
    });
    // Brand 2's line: 500 off; then 10 % of the 1500 left: 150.
    expect(out.lineDiscounts).toEqual([500, 0]);
    expect(out.orderDiscount).toBe(150);
  });
});

describe('shareOut', () => {
  it('shares exactly, each share within its room', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10 ** 9 }),
        fc.array(fc.nat({ max: 10 ** 9 }), { maxLength: 20 }),
        (amount, room) => {
          const shares = shareOut(amount, room);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(
            Math.min(
              amount,
              room.reduce((s, r) => s + r, 0),
            ),
          );
          shares.forEach((x, i) => {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(room[i] ?? 0);
          });
        },
      ),
    );
  });
});
