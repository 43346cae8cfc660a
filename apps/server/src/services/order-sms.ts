// The text messages an order sends to its phone number, in the language it was placed in (docs/customer.md
// "Order messages"): placed, dispatched, ready to collect. Queued in the transaction of the change they tell
// of (services/sms.ts), so a change that rolls back sends nothing; a number that is not a Nepali mobile
// (a landline typed at checkout) gets none.
import { nepaliMobileE164 } from '@sajilo/nepal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { orders, stockLocations } from '../db/schema.js';
import { formatRupees, type Locale, translate } from '../i18n.js';
import { queueSms } from './sms.js';

export type OrderSmsEvent = 'placed' | 'dispatched' | 'ready_to_collect';

export interface OrderSmsFacts {
  /** `SJ-000123`. */
  orderName: string;
  /** Whole rupees. */
  totalAmount: number;
  locale: Locale;
  /** A collection's showroom, in the order's language, and its code once ready (docs/delivery.md). */
  showroom?: string;
  code?: string | null;
}

/** The message for an order event, in the order's language. */
export function smsForOrderEvent(order: OrderSmsFacts, event: OrderSmsEvent): string {
  const values = {
    order: order.orderName,
    total: formatRupees(order.totalAmount, order.locale),
    showroom: order.showroom ?? '',
    code: order.code ?? '',
  };
  const text =
    event === 'placed'
      ? order.showroom
        ? /*i18n*/ {
            id: 'Sajilo: your order {order} ({total}) is placed. We will text you when it is ready to collect at {showroom}.',
            values,
          }
        : /*i18n*/ {
            id: 'Sajilo: your order {order} ({total}) is placed. We will call you to arrange delivery.',
            values,
          }
      : event === 'dispatched'
        ? /*i18n*/ { id: 'Sajilo: your order {order} is on its way to you.', values }
        : /*i18n*/ {
            id: 'Sajilo: your order {order} is ready to collect at {showroom}. Show the code {code} at the counter.',
            values,
          };
  return translate(order.locale, text);
}

/** Queues the order's message for `event` to its phone number, in `db` (the transaction of the change). */
export async function queueOrderSms(
  app: FastifyInstance,
  db: Database,
  slug: string,
  event: OrderSmsEvent,
): Promise<void> {
  const [row] = await db
    .select({
      id: orders.id,
      phone: orders.phoneNumber,
      locale: orders.locale,
      total: orders.totalAmount,
      code: orders.collectionCode,
      showroom: stockLocations.title,
      showroomNe: stockLocations.titleNe,
    })
    .from(orders)
    .leftJoin(stockLocations, eq(stockLocations.id, orders.collectLocationId))
    .where(eq(orders.slug, slug))
    .limit(1);
  const to = row ? nepaliMobileE164(row.phone) : null;
  if (!row || !to) return;
  const orderName = `SJ-${String(row.id).padStart(6, '0')}`;
  await queueSms(
    app,
    to,
    smsForOrderEvent(
      {
        orderName,
        totalAmount: row.total,
        locale: row.locale,
        ...(row.showroom
          ? { showroom: (row.locale === 'ne' ? row.showroomNe : null) ?? row.showroom, code: row.code }
          : {}),
      },
      event,
    ),
    db,
  );
}
