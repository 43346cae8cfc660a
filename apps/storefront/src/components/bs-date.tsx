// Issue 14: a date in Bikram Sambat beside its Gregorian one (blogs, job deadlines, orders): "1 Shrawan
// 2081 BS" from @sajilo/nepal (Nepal's day of the instant). Renders nothing for a date outside the
// converter's table (2000–2090 BS) rather than a wrong one.
import { formatBs } from '@sajilo/nepal';

export function BsDate({ date, className }: { date: string; className?: string }) {
  let text: string;
  try {
    text = formatBs(date);
  } catch {
    return null;
  }
  return <span className={className}>{text}</span>;
}
