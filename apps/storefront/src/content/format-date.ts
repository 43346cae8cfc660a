// The one date formatter of the content screens (blog dates, job posted dates and deadlines). The API sends
// calendar dates (`2026-11-19`); they are read as dates, not instants, so no time zone can move them a day.
const readable = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-11-19` → `19 Nov 2026`; anything unreadable is shown as sent rather than as "Invalid Date". */
export function formatDate(value: string): string {
  const date = toUtcDate(value);
  return date ? readable.format(date) : value;
}
