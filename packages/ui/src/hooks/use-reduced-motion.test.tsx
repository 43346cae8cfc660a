import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setMatchingMedia } from '../test/match-media';
import { useReducedMotion } from './use-reduced-motion';

describe('useReducedMotion', () => {
  it('is false by default', () => {
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
  });

  it('is true when the visitor prefers reduced motion', () => {
    setMatchingMedia('(prefers-reduced-motion: reduce)');
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
  });
});
