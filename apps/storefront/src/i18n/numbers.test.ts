import { describe, expect, it } from 'vitest';
import { countIn, measureIn } from './numbers.js';

describe('countIn', () => {
  it('writes a count in the page digits with its plural category', () => {
    expect(countIn('en-IN', 'en', 1)).toEqual({ count: '1', category: 'one' });
    expect(countIn('en-IN', 'en', 125000)).toEqual({ count: '1,25,000', category: 'other' });
    expect(countIn('en-IN', 'en', 0)).toEqual({ count: '0', category: 'other' });
    expect(countIn('en-IN-u-nu-deva', 'ne', 1)).toEqual({ count: '१', category: 'one' });
    expect(countIn('en-IN-u-nu-deva', 'ne', 1234)).toEqual({ count: '१,२३४', category: 'other' });
  });
});

describe('measureIn', () => {
  it('keeps at most two decimals and drops the zeros after them, as Intl does', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const value of [0, 1, 1.44, 1.5, 1.05, 12.345, 12.999, 100.1, 1440.5, 123456.78, 2.004]) {
      expect([value, measureIn('en-IN', value)]).toEqual([value, intl.format(value)]);
    }
  });

  it('writes Devanagari digits for the Nepali storefront', () => {
    expect(measureIn('en-IN-u-nu-deva', 1.5)).toBe('१.५');
    expect(measureIn('en-IN-u-nu-deva', 10.4)).toBe('१०.४');
    expect(measureIn('en-IN-u-nu-deva', 20)).toBe('२०');
  });
});
