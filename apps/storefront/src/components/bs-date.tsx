// A date in Bikram Sambat beside its Gregorian one (blogs, job deadlines, orders): "1 Shrawan
// 2081 BS" from @sajilo/nepal (Nepal's day of the instant). Renders nothing for a date outside the
// converter's table (2000–2090 BS) rather than a wrong one.
import { useLingui } from '@lingui/react';
import { formatBs } from '@sajilo/nepal';

/** `parenthesised` writes it after a Gregorian date: " (1 Shrawan 2081 BS)". */
export function BsDate({
  date,
  className,
  parenthesised = false,
}: {
  date: string;
  className?: string;
  parenthesised?: boolean;
}) {
  // In Nepali pages in Nepali: "१ साउन २०८१ वि.सं.".
  const { i18n } = useLingui();
  let text: string;
  try {
    text = formatBs(date, i18n.locale === 'ne' ? 'ne' : 'en');
  } catch {
    return null;
  }
  return <span className={className}>{parenthesised ? ` (${text})` : text}</span>;
}
