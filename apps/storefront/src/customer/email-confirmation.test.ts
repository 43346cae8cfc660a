import type { RequestError } from '@sajilo/store';
import { describe, expect, it } from 'vitest';
import { awaitsConfirmation, confirmStep } from './email-confirmation.js';

const failure = (status: number, message: string, fieldErrors: RequestError['fieldErrors'] = {}) => ({
  status,
  message,
  fieldErrors,
});

describe('awaitsConfirmation', () => {
  it('is the 403 of the right password before the email is confirmed', () => {
    expect(awaitsConfirmation(failure(403, 'Confirm your email first.'))).toBe(true);
  });

  it('is not a wrong password, a refused form or a lost connection', () => {
    expect(awaitsConfirmation(failure(401, 'The email or password is incorrect.'))).toBe(false);
    expect(awaitsConfirmation(failure(400, 'Invalid', { email: ['Enter a valid email address.'] }))).toBe(
      false,
    );
    expect(awaitsConfirmation(failure(429, 'Too many attempts.'))).toBe(false);
    expect(awaitsConfirmation(failure(0, 'Something went wrong. Please try again.'))).toBe(false);
  });
});

describe('confirmStep', () => {
  it('sends nothing without a token', () => {
    expect(confirmStep('', undefined)).toEqual({ step: 'no-token' });
    expect(confirmStep('', failure(422, 'x'))).toEqual({ step: 'no-token' });
  });

  it('is confirming until the server refuses', () => {
    expect(confirmStep('abc', undefined)).toEqual({ step: 'confirming' });
  });

  it('shows the field message of a refused link, with no retry of the same link', () => {
    const refused = failure(422, 'Invalid', {
      token: ['This confirmation link is invalid or has expired. Ask for a new one.'],
    });
    expect(confirmStep('abc', refused)).toEqual({
      step: 'failed',
      message: 'This confirmation link is invalid or has expired. Ask for a new one.',
      retry: false,
    });
    expect(confirmStep('abc', failure(400, 'Invalid', { token: ['Too short.'] }))).toMatchObject({
      retry: false,
    });
  });

  it('offers the same link again when the server could not be asked', () => {
    for (const status of [0, 429, 500, 503])
      expect(confirmStep('abc', failure(status, 'Try later.'))).toEqual({
        step: 'failed',
        message: 'Try later.',
        retry: true,
      });
  });
});
