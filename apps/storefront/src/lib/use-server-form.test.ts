import type { RequestError } from '@sajilo/store';
import { describe, expect, it } from 'vitest';
import { createInFlightGuard, placeErrors } from './use-server-form.js';

const failure = (message: string, fieldErrors: Record<string, string[]> = {}): RequestError => ({
  status: 422,
  message,
  fieldErrors,
});

describe('placeErrors', () => {
  const ownFields = new Set(['first_name', 'email', 'password']);
  const place = (serverField: string) =>
    serverField === 'name' ? 'first_name' : ownFields.has(serverField) ? serverField : undefined;

  it('puts each field message beside its field, several joined by line breaks', () => {
    const placed = placeErrors(
      failure('Check the form.', {
        email: ['Enter a valid email address.'],
        password: ['Use at least 12 characters.', 'Choose a less common password.'],
      }),
      place,
    );
    expect(placed.fields).toEqual([
      ['email', 'Enter a valid email address.'],
      ['password', 'Use at least 12 characters.\nChoose a less common password.'],
    ]);
    expect(placed.formError).toBeUndefined();
  });

  it("maps a server field name to the form's own (the enquiry's name is the first name)", () => {
    expect(placeErrors(failure('x', { name: ['This field is required.'] }), place).fields).toEqual([
      ['first_name', 'This field is required.'],
    ]);
  });

  it('shows a message of a field the form does not show above the button (an expired reset link)', () => {
    const placed = placeErrors(
      failure('x', { token: ['This link has expired.'], password: ['Use at least 12 characters.'] }),
      place,
    );
    expect(placed.fields).toEqual([['password', 'Use at least 12 characters.']]);
    expect(placed.formError).toBe('This link has expired.');
  });

  it('shows a plain message above the button (a wrong password)', () => {
    const placed = placeErrors(failure('The email or password is incorrect.'), place);
    expect(placed.fields).toEqual([]);
    expect(placed.formError).toBe('The email or password is incorrect.');
  });
});

describe('createInFlightGuard', () => {
  it('runs one task at a time: a second call while the first is in flight does nothing', async () => {
    const guard = createInFlightGuard();
    let sent = 0;
    let release = () => {};
    const task = async () => {
      sent += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const first = guard(task);
    const second = guard(task);
    expect(sent).toBe(1);
    release();
    await Promise.all([first, second]);
    expect(sent).toBe(1);
    // Settled: the next submit goes ahead.
    const third = guard(task);
    expect(sent).toBe(2);
    release();
    await third;
  });

  it('lets the next task run after one that failed', async () => {
    const guard = createInFlightGuard();
    await expect(guard(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    let ran = false;
    await guard(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
