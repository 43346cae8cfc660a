import { describe, expect, it } from 'vitest';
import { formatPaisa, invoiceFileName, splitVat } from './vat.js';

describe('splitVat', () => {
  it('takes 13 % VAT out of a VAT-inclusive total, the rounding on the taxable amount', () => {
    expect(splitVat(5_790_000)).toEqual({ taxable: 5_123_894, vat: 666_106, total: 5_790_000 });
    expect(splitVat(113)).toEqual({ taxable: 100, vat: 13, total: 113 });
    expect(() => splitVat(-1)).toThrow(RangeError);
  });
});

describe('formatPaisa', () => {
  it('writes rupees with paisa and lakh grouping', () => {
    expect(formatPaisa(12_345_678)).toBe('1,23,456.78');
    expect(formatPaisa(5)).toBe('0.05');
  });
});

describe('invoiceFileName', () => {
  it('names the file after the invoice number, or the order while it has none', () => {
    expect(invoiceFileName('SJ-000042', '2083/84-000012')).toBe('invoice-2083-84-000012.pdf');
    expect(invoiceFileName('SJ-000042', null)).toBe('order-SJ-000042.pdf');
  });
});
