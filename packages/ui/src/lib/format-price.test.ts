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
});
