import { describe, expect, it } from 'vitest';
import { canCancel, formatOrderDate, formatOrderTime, statusTone } from './order-format.js';
import { canPay } from './pay-order.js';

describe('order status (docs/customer.md §4)', () => {
  it('lets only a pending order be cancelled', () => {
    expect(canCancel({ status: 0 })).toBe(true);
    for (const status of [1, 2, 3, 4, 5] as const) expect(canCancel({ status })).toBe(false);
  });

  it('lets a pending order not paid be cancelled, or paid again while its online payment waits or expired', () => {
    const pending = (payment_status: 'unpaid' | 'pending' | 'paid' | 'expired' | 'refunded') => ({
      status: 0 as const,
      payment_status,
    });
    expect(['unpaid', 'pending', 'expired'].every((p) => canCancel(pending(p as 'unpaid')))).toBe(true);
    expect(canCancel(pending('paid'))).toBe(false);
    expect(canPay(pending('pending'))).toBe(true);
    expect(canPay(pending('expired'))).toBe(true);
    for (const p of ['unpaid', 'paid', 'refunded'] as const) expect(canPay(pending(p))).toBe(false);
    expect(canPay({ status: 5, payment_status: 'expired' })).toBe(false);
  });

  it('gives every status code a tone', () => {
    expect([0, 1, 2, 3, 4, 5].map(statusTone)).toEqual([
      'waiting',
      'moving',
      'moving',
      'done',
      'stopped',
      'stopped',
    ]);
  });
});

describe('order dates', () => {
  it('formats the order time and the invoice date', () => {
    expect(formatOrderTime('2030-11-20T10:15:00Z', { timeZone: 'UTC' })).toBe('20 Nov 2030, 10:15');
    expect(formatOrderTime('2030-11-20T10:15:00Z', { timeZone: 'Asia/Kathmandu' })).toBe(
      '20 Nov 2030, 16:00',
    );
    expect(formatOrderDate('2030-11-20T10:15:00Z', { timeZone: 'UTC' })).toBe('20 November 2030');
  });

  it('writes them in Nepali, with Devanagari digits when the visitor chose them', () => {
    const ne = { language: 'ne', digits: 'latn', timeZone: 'Asia/Kathmandu' } as const;
    expect(formatOrderTime('2030-11-20T10:15:00Z', ne)).toBe('20 नोभेम्बर 2030, 16:00');
    expect(formatOrderDate('2030-11-20T20:15:00Z', ne)).toBe('21 नोभेम्बर 2030');
    expect(formatOrderTime('2030-11-20T10:15:00Z', { ...ne, digits: 'deva' })).toBe('२० नोभेम्बर २०३०, १६:००');
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatOrderDate('2030-11-20', { timeZone: 'America/Los_Angeles' })).toBe('20 November 2030');
    expect(
      formatOrderDate('2030-11-20', { language: 'ne', digits: 'latn', timeZone: 'Pacific/Kiritimati' }),
    ).toBe('20 नोभेम्बर 2030');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatOrderTime('soon')).toBe('soon');
  });
});
