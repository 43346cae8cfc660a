// A date in Bikram Sambat beside its Gregorian one (blogs, job deadlines, orders): "1 Shrawan
// 2081 BS" from @sajilo/nepal (Nepal's day of the instant). Renders nothing for a date outside the
// converter's table (2000–2090 BS) rather than a wrong one.
import { useLingui } from '@lingui/react';
import { formatBs } from '@sajilo/nepal';
import { useNumerals } from '../i18n/locale-provider.js';

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
  // In Nepali pages in Nepali, in the page's digits as its prices and counts (docs/nepal.md "Languages"):
  // "1 साउन 2081 वि.सं.", or "१ साउन २०८१ वि.सं." when the visitor chose Devanagari digits.
  const { i18n } = useLingui();
  const [digits] = useNumerals();
  let text: string;
  try {
    text = i18n.locale === 'ne' ? formatBs(date, 'ne', digits) : formatBs(date, 'en');
  } catch {
    return null;
  }
  return <span className={className}>{parenthesised ? ` (${text})` : text}</span>;
}
