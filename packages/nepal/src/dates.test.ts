import { describe, expect, it } from 'vitest';
import {
  fiscalYear,
  formatAd,
  formatBs,
  formatGregorianEn,
  formatGregorianNe,
  fromBs,
  isoBs,
  latinDigits,
  nepalDay,
  nepaliDigits,
  toBs,
} from './dates.js';

// Known dates (Nepal's official calendar): New Year 2080 BS was 14 April 2023 and 2082 BS was 14 April
// 2025; Shrawan 1 2081 (the fiscal year 2081/82) was 16 July 2024; Dashain's Vijaya Dashami 2081 was
// Asoj 26 = 12 October 2024; Shrawan 1 2082 was 17 July 2025.
describe('Bikram Sambat', () => {
  it.each([
    ['2023-04-14T06:00:00Z', { year: 2080, month: 1, day: 1 }],
    ['2025-04-14T06:00:00Z', { year: 2082, month: 1, day: 1 }],
    ['2024-07-16T06:00:00Z', { year: 2081, month: 4, day: 1 }],
    ['2024-10-12T06:00:00Z', { year: 2081, month: 6, day: 26 }],
    ['2025-07-17T06:00:00Z', { year: 2082, month: 4, day: 1 }],
  ])('%s is %o', (ad, bs) => {
    expect(toBs(ad)).toEqual(bs);
  });

  it('converts back to Gregorian', () => {
    expect(fromBs({ year: 2081, month: 4, day: 1 })).toBe('2024-07-16');
    expect(fromBs({ year: 2080, month: 1, day: 1 })).toBe('2023-04-14');
  });

  it("reads an instant on Nepal's clock (UTC+5:45)", () => {
    // 18:14 UTC on 15 July is 23:59 in Kathmandu; 18:15 UTC is midnight, Shrawan 1.
    expect(nepalDay('2024-07-15T18:14:00Z')).toEqual({ year: 2024, month: 7, day: 15 });
    expect(isoBs('2024-07-15T18:14:00Z')).toBe('2081-03-31');
    expect(isoBs('2024-07-15T18:15:00Z')).toBe('2081-04-01');
  });

  it('formats in English and Nepali', () => {
    expect(formatBs('2024-07-16T06:00:00Z')).toBe('1 Shrawan 2081 BS');
    expect(formatBs('2024-07-16T06:00:00Z', 'ne')).toBe('१ साउन २०८१ वि.सं.');
    expect(formatAd('2024-07-15T18:15:00Z')).toBe('16 Jul 2024 AD');
    expect(formatAd('2024-07-15T18:15:00Z', 'ne')).toBe('१६ जुलाई २०२४ ई.सं.');
    expect(formatAd('2024-07-15T18:15:00Z', 'ne', 'latn')).toBe('16 जुलाई 2024 ई.सं.');
    expect(nepaliDigits('Rs 1,23,456')).toBe('Rs १,२३,४५६');
    expect(latinDigits('काठमाडौं ४४६००, बिहान १०:००')).toBe('काठमाडौं 44600, बिहान 10:00');
    expect(latinDigits(nepaliDigits('0123456789'))).toBe('0123456789');
  });

  it('starts the fiscal year on Shrawan 1', () => {
    expect(fiscalYear('2024-07-15T06:00:00Z')).toEqual({ start: 2080, label: '2080/81' });
    expect(fiscalYear('2024-07-16T06:00:00Z')).toEqual({ start: 2081, label: '2081/82' });
    expect(fiscalYear('2025-04-14T06:00:00Z')).toEqual({ start: 2081, label: '2081/82' });
    expect(fiscalYear('2026-11-25T06:00:00Z')).toEqual({ start: 2083, label: '2083/84' });
  });

  it('refuses what is not a date, and dates outside its table', () => {
    expect(() => toBs('not a date')).toThrow(RangeError);
    expect(() => toBs('2040-01-01T00:00:00Z')).toThrow();
  });
});

describe('formatGregorianNe', () => {
  it('writes a Gregorian date with its Nepali month name, in either digits', () => {
    expect(formatGregorianNe({ year: 2026, month: 11, day: 19 })).toBe('19 नोभेम्बर 2026');
    expect(formatGregorianNe({ year: 2025, month: 1, day: 5 }, 'deva')).toBe('५ जनवरी २०२५');
    expect(formatGregorianNe({ year: 2024, month: 12, day: 31 })).toBe('31 डिसेम्बर 2024');
  });
});

describe('formatGregorianEn', () => {
  it('writes the day, the month and the year, short or long', () => {
    expect(formatGregorianEn({ year: 2026, month: 11, day: 19 })).toBe('19 Nov 2026');
    expect(formatGregorianEn({ year: 2026, month: 9, day: 5 })).toBe('5 Sep 2026');
    expect(formatGregorianEn({ year: 2025, month: 1, day: 1 }, 'long')).toBe('1 January 2025');
    expect(formatGregorianEn({ year: 2024, month: 12, day: 31 }, 'long')).toBe('31 December 2024');
  });
});
