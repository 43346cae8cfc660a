import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BsDate } from './bs-date.js';

/** BsDate on a page in `locale` (no messages needed: it writes the date itself). */
const render = (props: Parameters<typeof BsDate>[0], locale = 'en') =>
  renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n: setupI18n({ locale, messages: { [locale]: {} } }) },
      createElement(BsDate, props),
    ),
  );

describe('BsDate', () => {
  it('writes the Bikram Sambat date of Nepal’s day, and nothing for a date it cannot convert', () => {
    expect(render({ date: '2024-07-15T18:15:00Z' })).toBe('<span>1 Shrawan 2081 BS</span>');
    expect(render({ date: '2024-07-15T18:15:00Z', parenthesised: true })).toBe(
      '<span> (1 Shrawan 2081 BS)</span>',
    );
    expect(render({ date: 'not a date' })).toBe('');
  });

  it('writes it in Nepali on a Nepali page', () => {
    expect(render({ date: '2024-07-15T18:15:00Z' }, 'ne')).toBe('<span>१ साउन २०८१ वि.सं.</span>');
  });
});
