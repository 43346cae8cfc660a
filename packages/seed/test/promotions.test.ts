// The demo's promotions in Nepali (docs/nepal.md "Content in Nepali"): a promotion's name is staff text and is
// shown as written, beside the cart's amounts in the shop's digits (Latin on the Nepali pages unless a visitor
// chooses Devanagari); so the seed writes the figures in its Nepali names in Latin digits, as its English
// names and the amounts beside them have them.
import { expect, it } from 'vitest';
import { demoPromotions } from '../src/promotions.js';

it('writes the figures of each Nepali promotion name in the Latin digits of its English name', () => {
  for (const promotion of demoPromotions(new Date('2026-10-01T00:00:00Z'))) {
    expect(promotion.nameNe, promotion.name).not.toMatch(/[०-९]/);
    const figures = (text: string) => text.match(/\d[\d,]*/g) ?? [];
    expect(figures(promotion.nameNe ?? ''), promotion.name).toEqual(figures(promotion.name));
  }
});
