import { describe, expect, it } from 'vitest';
import { orderPath, productPath, readLinkToken, returnPath, stateEmail, stateMessage } from './paths.js';

describe('returnPath', () => {
  it('goes back to the protected screen that sent the customer to /login', () => {
    expect(returnPath({ from: '/my-orders/abc?x=1#top' })).toBe('/my-orders/abc?x=1#top');
    expect(returnPath({ from: '/carts' })).toBe('/carts');
  });

  it('goes to the dashboard without a place to return to (docs/customer.md §6)', () => {
    expect(returnPath(null)).toBe('/dashboard');
    expect(returnPath(undefined)).toBe('/dashboard');
    expect(returnPath({})).toBe('/dashboard');
    expect(returnPath({ from: 42 })).toBe('/dashboard');
  });

  it('never leaves the site', () => {
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/dashboard');
    expect(returnPath({ from: '//evil.example/' })).toBe('/dashboard');
    expect(returnPath({ from: '/\\evil.example/' })).toBe('/dashboard');
  });

  it('does not return to the login screens themselves', () => {
    expect(returnPath({ from: '/login' })).toBe('/dashboard');
    expect(returnPath({ from: '/register?x=1' })).toBe('/dashboard');
    expect(returnPath({ from: '/reset-password#token=abc' })).toBe('/dashboard');
    expect(returnPath({ from: '/confirm-email#token=abc' })).toBe('/dashboard');
  });
});

describe('readLinkToken', () => {
  it('reads the token of the mailed link from the fragment', () => {
    expect(readLinkToken('#token=3q2-7wAAAAB9yE7w_x')).toBe('3q2-7wAAAAB9yE7w_x');
    expect(readLinkToken('token=abc&x=1')).toBe('abc');
  });

  it('is empty when the link has no token', () => {
    expect(readLinkToken('')).toBe('');
    expect(readLinkToken('#other=1')).toBe('');
  });
});

describe('paths', () => {
  it('builds order and product paths with encoded slugs', () => {
    expect(orderPath('Xk3v9QpL2mWc8RtY')).toBe('/my-orders/Xk3v9QpL2mWc8RtY');
    expect(productPath('a b')).toBe('/products/a%20b');
  });

  it('reads the email handed to the login form', () => {
    expect(stateEmail({ email: 'ram@example.com' })).toBe('ram@example.com');
    expect(stateEmail(null)).toBe('');
  });

  it('reads the message handed to the login screen, and nothing else', () => {
    expect(stateMessage({ email: 'ram@example.com', message: 'We have sent a mail.' })).toBe(
      'We have sent a mail.',
    );
    expect(stateMessage({ email: 'ram@example.com' })).toBe('');
    expect(stateMessage({ message: 42 })).toBe('');
    expect(stateMessage(null)).toBe('');
  });
});
