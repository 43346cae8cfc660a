import { describe, expect, it } from 'vitest';
import { BRANDS_SHOWN_FIRST, hasMoreBrands, visibleBrands } from './brand-limit';

const brands = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('brand grid limit (docs/browsing.md §9: 24 first)', () => {
  it('shows the first 24 until expanded, then all', () => {
    expect(BRANDS_SHOWN_FIRST).toBe(24);
    expect(visibleBrands(brands(30), false)).toEqual(brands(24));
    expect(visibleBrands(brands(30), true)).toEqual(brands(30));
  });

  it('shows every brand when there are 24 or fewer, and offers no toggle', () => {
    expect(visibleBrands(brands(18), false)).toHaveLength(18);
    expect(hasMoreBrands(brands(24))).toBe(false);
    expect(hasMoreBrands(brands(25))).toBe(true);
  });
});
