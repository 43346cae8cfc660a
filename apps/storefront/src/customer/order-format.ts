// How orders read on the customer's screens (docs/customer.md §2.7 "Customer area", §4 status codes).
import { useLingui } from '@lingui/react';
import type { Order } from '@sajilo/api';
import { formatGregorianEn, formatGregorianNe, nepaliDigits } from '@sajilo/nepal';

/** docs/customer.md §4: 0 Pending, 1 Processing, 2 Shipping, 3 Delivered, 4 Rejected, 5 Cancelled. */
export const ORDER_STATUS = {
  pending: 0,
  processing: 1,
  shipping: 2,
  delivered: 3,
  rejected: 4,
  cancelled: 5,
} as const;

/**
 * docs/customer.md §4: the only transition a customer makes is Pending → Cancelled, for an order not paid:
 * cash on delivery, or an online payment waiting or expired. The shop refunds one paid online.
 */
export const canCancel = (order: Pick<Order, 'status' | 'payment_status'>) =>
  order.status === ORDER_STATUS.pending &&
  ['unpaid', 'pending', 'expired'].includes(order.payment_status ?? 'unpaid');

/** The tone of a status badge. */
export function statusTone(status: number): 'waiting' | 'moving' | 'done' | 'stopped' {
  if (status === ORDER_STATUS.pending) return 'waiting';
  if (status === ORDER_STATUS.processing || status === ORDER_STATUS.shipping) return 'moving';
  if (status === ORDER_STATUS.delivered) return 'done';
  return 'stopped';
}

/** How a date is written: the page's language and digits; the customer's time zone unless one is given. */
export interface DateStyle {
  language: 'en' | 'ne';
  digits: 'latn' | 'deva';
  timeZone?: string;
}

const ENGLISH: DateStyle = { language: 'en', digits: 'latn' };
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** One formatter per time zone: the first one costs the main thread (docs/performance.md). */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day and the time of `iso` in the zone; a plain YYYY-MM-DD is that day, in any zone. */
function momentOf(iso: string, timeZone?: string) {
  const calendar = CALENDAR_DATE.exec(iso);
  if (calendar)
    return { year: Number(calendar[1]), month: Number(calendar[2]), day: Number(calendar[3]), time: '' };
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const key = timeZone ?? '';
  let formatter = partsFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    partsFormatters.set(key, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(part.year),
    month: Number(part.month),
    day: Number(part.day),
    time: `${part.hour}:${part.minute}`,
  };
}

function write(iso: string, style: Partial<DateStyle>, withTime: boolean): string {
  const { language, digits, timeZone } = { ...ENGLISH, ...style };
  const moment = momentOf(iso, timeZone);
  if (!moment) return iso;
  if (language === 'ne') {
    const day = formatGregorianNe(moment, digits);
    if (!withTime || !moment.time) return day;
    return `${day}, ${digits === 'deva' ? nepaliDigits(moment.time) : moment.time}`;
  }
  if (!withTime || !moment.time) return formatGregorianEn(moment, 'long');
  return `${formatGregorianEn(moment, 'short')}, ${moment.time}`;
}

/** `20 Nov 2026, 10:15` (`२० नोभेम्बर २०२६, १०:१५` in Nepali with Devanagari digits): when it happened. */
export const formatOrderTime = (iso: string, style: Partial<DateStyle> = {}) => write(iso, style, true);

/** `20 November 2026` (`२० नोभेम्बर २०२६`): the invoice date, a return's dates. */
export const formatOrderDate = (iso: string, style: Partial<DateStyle> = {}) => write(iso, style, false);

/** The two formatters in the page's language and digits (docs/nepal.md "Dates"). */
export function useOrderDates(): { time: (iso: string) => string; date: (iso: string) => string } {
  const { i18n } = useLingui();
  const style: DateStyle =
    i18n.locale === 'ne'
      ? { language: 'ne', digits: i18n.locales?.[0]?.includes('-nu-deva') ? 'deva' : 'latn' }
      : ENGLISH;
  return { time: (iso) => formatOrderTime(iso, style), date: (iso) => formatOrderDate(iso, style) };
}
