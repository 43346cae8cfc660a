import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.js';

describe('formatDate', () => {
  it('shows a calendar date as day, short month and year', () => {
    expect(formatDate('2026-11-19')).toBe('19 Nov 2026');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
