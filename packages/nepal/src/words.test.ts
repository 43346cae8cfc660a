import { describe, expect, it } from 'vitest';
import { formatPaisa, splitVat } from './vat.js';
import { amountInWords, numberInWords } from './words.js';

describe('numberInWords', () => {
  it.each([
    [0, 'Zero', 'शून्य'],
    [7, 'Seven', 'सात'],
    [19, 'Nineteen', 'उन्नाइस'],
    [21, 'Twenty-One', 'एक्काइस'],
    [99, 'Ninety-Nine', 'उनान्सय'],
    [100, 'One Hundred', 'एक सय'],
    [1_130, 'One Thousand One Hundred Thirty', 'एक हजार एक सय तीस'],
    [45_000, 'Forty-Five Thousand', 'पैँतालीस हजार'],
    [1_00_000, 'One Lakh', 'एक लाख'],
    [
      12_34_567,
      'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven',
      'बाह्र लाख चौँतीस हजार पाँच सय सतसट्ठी',
    ],
    [1_00_00_000, 'One Crore', 'एक करोड'],
    [2_05_00_00_003, 'Two Arab Five Crore Three', 'दुई अर्ब पाँच करोड तीन'],
    [1_00_00_00_00_000, 'One Kharab', 'एक खरब'],
    [
      99_99_99_99_99_99_999,
      'Ninety-Nine Neel Ninety-Nine Kharab Ninety-Nine Arab Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
      'उनान्सय नील उनान्सय खरब उनान्सय अर्ब उनान्सय करोड उनान्सय लाख उनान्सय हजार नौ सय उनान्सय',
    ],
  ])('%i', (n, en, ne) => {
    expect(numberInWords(n)).toBe(en);
    expect(numberInWords(n, 'ne')).toBe(ne);
  });

  it('has one Nepali word for each number below a hundred', () => {
    const words = Array.from({ length: 100 }, (_, i) => numberInWords(i, 'ne'));
    expect(new Set(words).size).toBe(100);
    expect(words.every((w) => !w.includes(' '))).toBe(true);
  });

  it('refuses what it cannot spell', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(1_00_00_00_00_00_00_000)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('spells rupees and paisa', () => {
    expect(amountInWords(113_000)).toBe('Rupees One Thousand One Hundred Thirty Only');
    expect(amountInWords(113_050)).toBe('Rupees One Thousand One Hundred Thirty and Fifty Paisa Only');
    expect(amountInWords(113_050, 'ne')).toBe('रुपैयाँ एक हजार एक सय तीस र पैसा पचास मात्र');
  });
});

describe('splitVat', () => {
  it('splits a VAT-inclusive total into taxable amount and 13 % VAT that add up', () => {
    expect(splitVat(113_000)).toEqual({ taxable: 100_000, vat: 13_000, total: 113_000 });
    // Rs 1,000 incl. VAT: 884.96 taxable + 115.04 VAT.
    expect(splitVat(100_000)).toEqual({ taxable: 88_496, vat: 11_504, total: 100_000 });
    for (const total of [1, 99, 12_345, 9_999_999]) {
      const { taxable, vat } = splitVat(total);
      expect(taxable + vat).toBe(total);
      expect(Math.abs(vat - taxable * 0.13)).toBeLessThanOrEqual(1);
    }
  });

  it('writes paisa as rupees with lakh grouping', () => {
    expect(formatPaisa(12_345_678)).toBe('1,23,456.78');
    expect(formatPaisa(88_496)).toBe('884.96');
    expect(formatPaisa(5)).toBe('0.05');
    expect(formatPaisa(10_000_000_000)).toBe('10,00,00,000.00');
  });
});
