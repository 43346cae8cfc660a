// Collection at a showroom (docs/delivery.md "Collection at a showroom"): the showrooms shoppers may collect
// at (stock locations with `collect`), which of them hold a cart's boxes as the checkout would take them,
// when each is ready, and the collection code: given when staff mark the order ready, sent by mail and SMS
// in the order's language, and typed by staff at the hand-over.
import { timingSafeEqual } from 'node:crypto';
import type { CollectPoint } from '@sajilo/api';
import { nepalDay } from '@sajilo/nepal';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { orders, showrooms, stockLocations } from '../db/schema.js';
import { invalid } from '../errors.js';
import { randomSlug } from './crypto.js';
import { workingDaysAfter } from './delivery.js';
import { sendMail } from './mailer.js';
import { escapeHtml, htmlLine, htmlStart, orderPage, signature, wordsIn } from './mails.js';
import { queueOrderSms } from './order-sms.js';
import type { LineRequest } from './stock.js';
import { shortAt } from './stock.js';

/** A showroom shoppers may collect at, with its page's address and hours when it has a page. */
export interface CollectPlace {
  id: number;
  slug: string;
  title: string;
  titleNe: string | null;
  dispatchDays: number;
  address: string | null;
  addressNe: string | null;
  hours: string | null;
  hoursNe: string | null;
}

const placeColumns = {
  id: stockLocations.id,
  slug: stockLocations.slug,
  title: stockLocations.title,
  titleNe: stockLocations.titleNe,
  dispatchDays: stockLocations.dispatchDays,
  address: showrooms.address,
  addressNe: showrooms.addressNe,
  hours: showrooms.hours,
  hoursNe: showrooms.hoursNe,
};

/** Every location shoppers may collect at, in the shop's order. */
export async function collectPlaces(db: Database): Promise<CollectPlace[]> {
  return db
    .select(placeColumns)
    .from(stockLocations)
    .leftJoin(showrooms, eq(showrooms.id, stockLocations.showroomId))
    .where(eq(stockLocations.collect, true))
    .orderBy(asc(stockLocations.sortOrder), asc(stockLocations.id));
}

/** One location by id (an order's), collect or not any more: what the order was placed for. */
export async function collectPlaceById(db: Database, id: number): Promise<CollectPlace | undefined> {
  const [place] = await db
    .select(placeColumns)
    .from(stockLocations)
    .leftJoin(showrooms, eq(showrooms.id, stockLocations.showroomId))
    .where(eq(stockLocations.id, id))
    .limit(1);
  return place;
}

/** Days from Nepal's today to a YYYY-MM-DD day. */
function daysFromToday(day: string, now: Date): number {
  const today = nepalDay(now);
  const from = Date.UTC(today.year, today.month - 1, today.day);
  return Math.round((Date.parse(`${day}T00:00:00Z`) - from) / 86_400_000);
}

/** The contract's CollectPoint: the place and the day an order placed `now` is ready there. */
export function collectPointView(place: CollectPlace, now = new Date()): CollectPoint {
  const readyOn = workingDaysAfter(now, place.dispatchDays);
  return {
    slug: place.slug,
    title: place.title,
    title_ne: place.titleNe,
    address: place.address,
    address_ne: place.addressNe,
    hours: place.hours,
    hours_ne: place.hoursNe,
    ready_on: readyOn,
    ready_in_days: Math.max(0, daysFromToday(readyOn, now)),
  };
}

/** The showrooms with, for each, the lines' products it cannot fill (none: it is offered). */
export async function collectionFor(
  db: Database,
  lines: readonly Omit<LineRequest, 'orderItemId' | 'locationId'>[],
): Promise<{ place: CollectPlace; missing: number[] }[]> {
  const places = await collectPlaces(db);
  const out: { place: CollectPlace; missing: number[] }[] = [];
  for (const place of places) out.push({ place, missing: await shortAt(db, lines, place.id) });
  return out;
}

const NOT_A_SHOWROOM = /*i18n*/ 'Choose one of the showrooms offered for collection.';

/** The location a checkout asks to collect at, by slug; refused (422, beside `collect_at`) when not one. */
export async function collectPlaceBySlug(db: Database, slug: string | undefined): Promise<CollectPlace> {
  const [place] = slug
    ? await db
        .select(placeColumns)
        .from(stockLocations)
        .leftJoin(showrooms, eq(showrooms.id, stockLocations.showroomId))
        .where(and(eq(stockLocations.slug, slug), eq(stockLocations.collect, true)))
        .limit(1)
    : [];
  if (!place) throw invalid({ collect_at: [NOT_A_SHOWROOM] }, 422);
  return place;
}

/**
 * Letters and digits a customer reads out and staff type without doubt: no 0/O, 1/I/L, 2/Z, 5/S, 8/B.
 * Six of 25: about 2.4 × 10⁸ codes, against five tries per order every 15 minutes.
 */
export const COLLECTION_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const COLLECTION_CODE_LENGTH = 6;

/** A random collection code (node:crypto, every letter equally likely). */
export const newCollectionCode = () => randomSlug(COLLECTION_CODE_LENGTH, COLLECTION_ALPHABET);

/** The typed code as staff may type it: case and spaces forgiven. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** Whether the typed code is the order's, compared in constant time. */
export function codeMatches(expected: string | null, typed: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(normaliseCode(typed));
  // Equal lengths for timingSafeEqual; a length mismatch compares the code with itself and then fails.
  return timingSafeEqual(a, b.length === a.length ? b : a) && b.length === a.length;
}

/**
 * Marks a collection order ready in `tx` (its status already moved to 2): its code, unique among the
 * orders ready to collect (a clash, once in millions, draws again inside a savepoint), then the mail and
 * the SMS in the order's language. Returns the code.
 */
export async function markReady(app: FastifyInstance, tx: Database, orderId: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = newCollectionCode();
    try {
      const [row] = await tx.transaction(async (savepoint) =>
        savepoint.update(orders).set({ collectionCode: code }).where(eq(orders.id, orderId)).returning(),
      );
      if (!row) throw new Error('the order to mark ready is gone');
      const place = row.collectLocationId ? await collectPlaceById(tx, row.collectLocationId) : undefined;
      await sendMail(app, readyMail(row, place, code, app.config.storefrontOrigin), tx);
      await queueOrderSms(app, tx, row.slug, 'ready_to_collect');
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The name a showroom goes by in a language. */
export const placeName = (place: Pick<CollectPlace, 'title' | 'titleNe'> | undefined, locale: 'en' | 'ne') =>
  (locale === 'ne' ? place?.titleNe : null) ?? place?.title ?? '';

/** The mail that the order is ready, with its code, in the order's language (docs/delivery.md). */
export function readyMail(
  order: typeof orders.$inferSelect,
  place: CollectPlace | undefined,
  code: string,
  storefrontOrigin: string,
) {
  const locale = order.locale;
  const t = wordsIn(locale);
  const ne = locale === 'ne';
  const name = `SJ-${String(order.id).padStart(6, '0')}`;
  const showroom = placeName(place, locale);
  const address = (ne ? place?.addressNe : null) ?? place?.address ?? '';
  const hours = (ne ? place?.hoursNe : null) ?? place?.hours ?? '';
  const showCode = t(/*i18n*/ 'Show this code at the counter:');
  const lines = [
    t(/*i18n*/ { id: 'Dear {name},', values: { name: order.name } }),
    '',
    t(
      /*i18n*/ {
        id: 'Your order {order} is ready to collect at {showroom}.',
        values: { order: name, showroom },
      },
    ),
    `${showCode} ${code}`,
    ...(address ? [t(/*i18n*/ { id: 'Address: {address}', values: { address } })] : []),
    ...(hours ? [t(/*i18n*/ { id: 'Open: {hours}', values: { hours } })] : []),
    '',
    t(
      /*i18n*/ {
        id: 'Your order: {link}',
        values: { link: orderPage(storefrontOrigin, locale, order.slug) },
      },
    ),
    '',
    signature(locale),
  ];
  const html = `${htmlStart(locale, name)}
${lines
  .filter((line) => line !== '')
  .map((line) =>
    line === `${showCode} ${code}`
      ? `<p>${escapeHtml(showCode)} <strong style="font-size:24px;letter-spacing:4px">${code}</strong></p>`
      : `<p>${htmlLine(line)}</p>`,
  )
  .join('\n')}
</body></html>`;
  return {
    to: order.email,
    subject: t(
      /*i18n*/ {
        id: 'Your Sajilo order {order} is ready to collect',
        values: { order: name },
      },
    ),
    body: lines.join('\n'),
    html,
  };
}

/** An order's showroom as the contract shows it, ready on the day promised; undefined for a delivery. */
export async function collectPointOf(
  db: Database,
  row: Pick<typeof orders.$inferSelect, 'collectLocationId' | 'deliveryEarliest' | 'createdAt'>,
): Promise<CollectPoint | undefined> {
  const place = row.collectLocationId ? await collectPlaceById(db, row.collectLocationId) : undefined;
  if (!place) return undefined;
  const view = collectPointView(place, row.createdAt);
  return row.deliveryEarliest
    ? {
        ...view,
        ready_on: row.deliveryEarliest,
        ready_in_days: Math.max(0, daysFromToday(row.deliveryEarliest, new Date())),
      }
    : view;
}
