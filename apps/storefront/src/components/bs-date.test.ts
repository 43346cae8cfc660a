import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BsDate } from './bs-date.js';

describe('BsDate', () => {
  it('writes the Bikram Sambat date of Nepal’s day, and nothing for a date it cannot convert', () => {
    expect(renderToStaticMarkup(createElement(BsDate, { date: '2024-07-15T18:15:00Z' }))).toBe(
      '<span>1 Shrawan 2081 BS</span>',
    );
    expect(
      renderToStaticMarkup(createElement(BsDate, { date: '2024-07-15T18:15:00Z', parenthesised: true })),
    ).toBe('<span> (1 Shrawan 2081 BS)</span>');
    expect(renderToStaticMarkup(createElement(BsDate, { date: 'not a date' }))).toBe('');
  });
});
