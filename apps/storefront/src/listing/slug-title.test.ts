import { describe, expect, it } from 'vitest';
import { slugTitle } from './slug-title';

describe('slugTitle', () => {
  it('turns a slug into words', () => {
    expect(slugTitle('bath-ware')).toBe('Bath Ware');
    expect(slugTitle('tiles')).toBe('Tiles');
    expect(slugTitle('--odd__slug--')).toBe('Odd Slug');
    expect(slugTitle('')).toBe('');
  });
});
