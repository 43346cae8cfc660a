import { expect, it } from 'vitest';
import { safeNext } from './safe-next.js';

it('keeps a path of the back office and refuses anything that could leave it', () => {
  expect(safeNext('/staff?page=2')).toBe('/staff?page=2');
  expect(safeNext(null)).toBe('/');
  expect(safeNext('')).toBe('/');
  for (const away of [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'staff',
  ]) {
    expect(safeNext(away), away).toBe('/');
  }
});
