import { describe, expect, it } from 'vitest';
import { nepaliMobileE164, nepaliMobileNational } from './phone.js';

describe('Nepali mobile numbers', () => {
  it('accepts the national form, +977, 977, 00977, spaces and dashes', () => {
    for (const typed of [
      '9841234567',
      '+977 9841234567',
      '977-984-1234567',
      '00977 984 123 4567',
      ' 9612345678 ',
    ]) {
      expect(nepaliMobileE164(typed)).toMatch(/^\+9779[678]\d{8}$/);
    }
    expect(nepaliMobileE164('+977 98412 34567')).toBe('+9779841234567');
  });

  it('refuses landlines, short and long numbers, other countries and letters', () => {
    for (const typed of [
      '014412345',
      '984123456',
      '98412345678',
      '+919841234567',
      '9541234567',
      '98412x4567',
      '',
    ]) {
      expect(nepaliMobileE164(typed)).toBeNull();
    }
  });

  it('round-trips every valid number', () => {
    for (const prefix of ['96', '97', '98']) {
      for (let i = 0; i < 200; i++) {
        const national = `${prefix}${String(i * 499_979)
          .padStart(8, '0')
          .slice(-8)}`;
        const e164 = nepaliMobileE164(`+977 ${national}`);
        expect(e164).toBe(`+977${national}`);
        expect(nepaliMobileNational(e164 ?? '')).toBe(national);
      }
    }
  });
});
