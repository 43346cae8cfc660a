// How orders read on the customer's screens (docs/customer.md §2.7 "Customer area", §4 status codes).
import type { Order } from '@sajilo/api';

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

/** `20 Nov 2026, 10:15` in the customer's time zone (or the one given, for tests). */
export function formatOrderTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** `20 Nov 2026`: the invoice date. */
export function formatOrderDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
