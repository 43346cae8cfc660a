import { describe, expect, it } from 'vitest';
import { isNotFound } from './errors.js';

describe('isNotFound', () => {
  it('is true for a 404 and for a 400 that refuses the address’s slug, false for any other failure', () => {
    expect(isNotFound({ status: 404, message: 'This product does not exist.', fieldErrors: {} })).toBe(true);
    const badSlug = { slug: ['This value is not in the expected format.'] };
    expect(isNotFound({ status: 400, message: 'Invalid', fieldErrors: badSlug })).toBe(true);
    // A bad filter value or page number is the request's fault, not a missing record.
    expect(
      isNotFound({ status: 400, message: 'Invalid', fieldErrors: { page: ['Must be a number.'] } }),
    ).toBe(false);
    expect(isNotFound({ status: 500, message: 'Something went wrong.', fieldErrors: {} })).toBe(false);
    expect(isNotFound({ status: 0, message: 'Offline', fieldErrors: {} })).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
