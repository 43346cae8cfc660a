// Orders as the contract shows them, and the rules routes and services share about them (docs/customer.md §4
// "States and transitions").
import type { CollectPoint, Order } from '@sajilo/api';
import { formatBs } from '@sajilo/nepal';
import { findDistrict, findLocalLevel, findProvince } from '@sajilo/nepal/addresses';
import { lt, type SQL, sql } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import { type Locale, translate } from '../i18n.js';

/** docs/customer.md §4: order status codes 0 to 5. */
export const ORDER_STATUS = {
  pending: 0,
  processing: 1,
  shipping: 2,
  delivered: 3,
  rejected: 4,
  cancelled: 5,
} as const;
/**
 * The payment status an order takes as its goods are handed over (delivered, or collected at a showroom):
 * cash on delivery is paid then, in cash at the door or the counter (docs/customer.md §4 "States and
 * transitions"); any other payment keeps its status.
 */
export const paidOnHandover = (): SQL =>
  sql`case when ${orders.paymentMethod} = 'cod' and ${orders.paymentStatus} = 'unpaid' then 'paid'
    else ${orders.paymentStatus} end`;
const STATUS_LABELS = ['Pending', 'Processing', 'Shipping', 'Delivered', 'Rejected', 'Cancelled'] as const;
/** A collection's shipping and delivered read as ready and collected (docs/delivery.md "Collection at a showroom"). */
const COLLECT_LABELS: Partial<Record<number, Order['status_label']>> = {
  [ORDER_STATUS.shipping]: 'Ready to collect',
  [ORDER_STATUS.delivered]: 'Collected',
};

/**
 * The contract's Order: `SJ-` plus the id as the invoice number, the address joined for the bill-to in English
 * and in Nepali (`orderAddress`); a collection's "address" is the showroom, named when `collectAt` is given
 * (one order's page, its mails).
 */
export function toOrder(
  row: typeof orders.$inferSelect,
  items?: readonly { discount?: number }[],
  collectAt?: CollectPoint,
): Order {
  const collect = row.fulfilment === 'collect';
  return {
    slug: row.slug,
    order_name: `SJ-${String(row.id).padStart(6, '0')}`,
    date: row.createdAt.toISOString(),
    payment: row.payment,
    status: row.status as Order['status'],
    status_label:
      (collect ? COLLECT_LABELS[row.status] : undefined) ?? STATUS_LABELS[row.status] ?? 'Pending',
    total_amount: row.totalAmount,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    company_name: row.companyName,
    address: orderAddress(row, 'en', collectAt),
    address_ne: orderAddress(row, 'ne', collectAt),
    note: row.note,
    date_bs: formatBs(row.createdAt),
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    invoice_number: row.invoiceNumber,
    delivery_charge: row.deliveryCharge,
    delivery_zone: row.deliveryZone,
    delivery_zone_ne: row.deliveryZoneNe,
    delivery_earliest: row.deliveryEarliest,
    delivery_latest: row.deliveryLatest,
    // A collection (docs/delivery.md "Collection at a showroom"): its showroom, and the code the customer
    // shows there while the order waits ready; a delivery's fields stay as they were.
    ...(collect
      ? {
          fulfilment: row.fulfilment,
          collection_code: row.status === ORDER_STATUS.shipping ? row.collectionCode : null,
        }
      : {}),
    ...(collectAt ? { collect_at: collectAt } : {}),
    // With its lines: the promotions' discount on the goods, lines' and order's (docs/promotions.md).
    ...(items
      ? { discount: items.reduce((sum, item) => sum + (item.discount ?? 0), 0) + row.orderDiscount }
      : {}),
    // Pending: the attempt's time; expired: the last moment to pay again (docs/nepal.md "Payments").
    ...(row.status === ORDER_STATUS.pending &&
    (row.paymentStatus === 'pending' || row.paymentStatus === 'expired') &&
    row.paymentExpiresAt
      ? { pay_by: row.paymentExpiresAt.toISOString() }
      : {}),
  };
}

/**
 * An order's address as one line in `locale`, the one way every page, PDF, mail and text writes it (docs/nepal.md
 * "Addresses"): street, ward, municipality, district, province (older orders have no district). In Nepali the
 * ward reads "वडा नं. 17" and the province, district and municipality take their Nepali names from
 * `@sajilo/nepal/addresses` when they are Nepal's (the street, and a part the data does not know, as typed). A
 * collection's address is its showroom, named when `collectAt` is given.
 */
export function orderAddress(
  row: typeof orders.$inferSelect,
  locale: Locale,
  collectAt?: Pick<CollectPoint, 'title' | 'title_ne'>,
): string {
  if (row.fulfilment === 'collect') {
    const showroom = collectAt && ((locale === 'ne' ? collectAt.title_ne : null) ?? collectAt.title);
    return showroom
      ? translate(locale, /*i18n*/ { id: 'Collect at {showroom}', values: { showroom } })
      : translate(locale, /*i18n*/ 'Collect at the showroom');
  }
  const ward =
    row.ward === null ? null : translate(locale, /*i18n*/ { id: 'Ward {ward}', values: { ward: row.ward } });
  let { city, district, state } = row;
  if (locale === 'ne') {
    const level = district && city ? findLocalLevel(state, district, city) : undefined;
    city = level?.name_ne ?? city;
    district = (district && findDistrict(state, district)?.name_ne) ?? district;
    state = findProvince(state)?.name_ne ?? state;
  }
  return [row.streetAddress, ward, city, district, state]
    .filter((part): part is string => part !== null && part !== '')
    .join(', ');
}

/** How long an Idempotency-Key names its checkout; after it, the same key is a new checkout. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** An order whose Idempotency-Key has expired at `now` (the database's clock unless given). */
export const keyExpired = (now: SQL = sql`now()`) =>
  lt(orders.createdAt, sql`${now} - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`);
