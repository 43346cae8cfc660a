import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [0, 'Rs 0'],
    [5, 'Rs 5'],
    [999, 'Rs 999'],
    [1000, 'Rs 1,000'],
    [12500, 'Rs 12,500'],
    [125000, 'Rs 1,25,000'],
    [1250000, 'Rs 12,50,000'],
    [12345678, 'Rs 1,23,45,678'],
    [987654321, 'Rs 98,76,54,321'],
  ])('groups %d the Nepali way as %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('shows no decimals for whole rupees and two for paisa', () => {
    expect(formatPrice(1500.0)).toBe('Rs 1,500');
    expect(formatPrice(1234.5)).toBe('Rs 1,234.50');
    expect(formatPrice(125000.75)).toBe('Rs 1,25,000.75');
  });

  it('rounds to the paisa, and a rounding that lands on a whole rupee shows none', () => {
    expect(formatPrice(99.999)).toBe('Rs 100');
    expect(formatPrice(10.005)).toBe('Rs 10.01');
  });

  it('puts the sign before the label for negatives and never shows -0', () => {
    expect(formatPrice(-500)).toBe('-Rs 500');
    expect(formatPrice(-125000)).toBe('-Rs 1,25,000');
    expect(formatPrice(-0)).toBe('Rs 0');
    expect(formatPrice(-0.001)).toBe('Rs 0');
  });

  it('writes the card style of docs/browsing.md with a colon', () => {
    expect(formatPrice(125000, { separator: ': ' })).toBe('Rs: 1,25,000');
  });

  it('refuses values that are not prices', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("writes the shop's own locales digit for digit as Intl does, without Intl", () => {
    // Amounts of every size: whole, with paisa, a half paisa either way, and the edges of each group.
    const amounts = [0, 0.004, 0.005, 0.01, 0.1, 0.5, 0.995, 1, 9.99, 99.5, 100, 999.994, 999.995, 1000.005];
    for (let digits = 1; digits <= 15; digits++) {
      const edge = 10 ** digits;
      amounts.push(edge - 1, edge, edge + 0.25, edge - 0.01, edge * 1.23456789);
    }
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 5000; i++) amounts.push(Math.round(random() * 10 ** (1 + (i % 12)) * 1000) / 1000);
    for (const locale of ['en-IN', 'en-IN-u-nu-deva']) {
      const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const withPaisa = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const amount of amounts) {
        const rounded = Math.round(amount * 100) / 100;
        const expected = Number.isInteger(rounded) ? whole.format(rounded) : withPaisa.format(rounded);
        expect([amount, locale, formatAmount(amount, locale)]).toEqual([amount, locale, expected]);
      }
    }
  });

  it('writes Devanagari digits for the Nepali storefront, grouped alike', () => {
    expect(formatPrice(125000.5, { locale: 'en-IN-u-nu-deva', currency: 'रु.' })).toBe('रु. १,२५,०००.५०');
  });

  it('leaves any other locale to Intl', () => {
    expect(formatAmount(1234567.5, 'en-US')).toBe('1,234,567.50');
    expect(formatAmount(1234567, 'de-DE')).toBe('1.234.567');
  });
});
