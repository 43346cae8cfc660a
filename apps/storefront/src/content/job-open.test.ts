import { describe, expect, it } from 'vitest';
import { isOpen } from './job-open.js';

describe('isOpen', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('is open before and on the deadline day, closed after it', () => {
    expect(isOpen('2026-12-01', now)).toBe(true);
    expect(isOpen('2026-11-25', now)).toBe(true);
    expect(isOpen('2026-11-24', now)).toBe(false);
  });
  it('counts the day in UTC (late evening in Kathmandu is still the UTC day)', () => {
    expect(isOpen('2026-11-25', new Date('2026-11-25T23:59:59Z'))).toBe(true);
    expect(isOpen('2026-11-25', new Date('2026-11-26T00:00:00Z'))).toBe(false);
  });
});
