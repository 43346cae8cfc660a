// The one date formatter of the content screens (blog dates, job posted dates and deadlines, the home page's
// testimonials). The API sends calendar dates (ISO `YYYY-MM-DD`); they are read as dates, not instants, so
// no time zone can move them a day. In the page's language: day, the month's short English name and year, or
// in Nepali the month's Nepali name (Devanagari digits when the visitor chose them); the tests beside this
// file show examples.
import { useLingui } from '@lingui/react';
import { formatGregorianEn, formatGregorianNe } from '@sajilo/nepal';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An ISO calendar date as day, short month name and year (the full month name with `month: 'long'`; the
 * tests beside this file show examples); anything unreadable is shown as sent rather than as "Invalid Date".
 */
export function formatDate(value: string, month: 'short' | 'long' = 'short'): string {
  const date = toUtcDate(value);
  return date ? formatGregorianEn(partsOf(date), month) : value;
}

const partsOf = (date: Date) => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

/** formatDate in the page's language and digits. */
export function useFormatDate(): (value: string) => string {
  const { i18n } = useLingui();
  if (i18n.locale !== 'ne') return (value) => formatDate(value);
  const digits = i18n.locales?.[0]?.includes('-nu-deva') ? 'deva' : 'latn';
  return (value) => {
    const date = toUtcDate(value);
    if (!date) return value;
    return formatGregorianNe(partsOf(date), digits);
  };
}
