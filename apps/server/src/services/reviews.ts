// Product reviews (docs/customer.md §2.11, §4, §5, §9): who may write one, its text as
// plain text, the shapes the contracts show, and each product's rating summed up in product_ratings when a
// review is approved, rejected or sent back to moderation (docs/server.md "Caching": the listing cards read
// the sum, never count reviews per request).
import type { components } from '@sajilo/api';
import { and, eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query.js';
import { orderItems, orders, type ReviewStatus, type StoredImage } from '../db/schema.js';
import type { Locale } from '../i18n.js';
import { translate } from '../i18n.js';
import { toImage } from './images.js';
import type { Mail } from './mailer.js';
import { customerMail, signature } from './mails.js';
import { ORDER_STATUS } from './orders.js';

type Schemas = components['schemas'];

/** docs/customer.md §9: reviews a page on the product page, photos a review. */
export const REVIEWS_PER_PAGE = 10;
export const MAX_REVIEW_PHOTOS = 3;
export const PHOTO_FIELDS = ['photo_1', 'photo_2', 'photo_3'] as const;

// The shop's sanitiser (sanitize-html, as for the staff's rich text, services/admin/rich-text.ts) with no
// tag allowed: markup is dropped with the text of scripts and styles; what is left is text.
const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
};
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * A review's text as plain text: any markup removed, the entities the sanitiser writes turned back into the
 * characters typed (the storefront escapes them when it shows the text), runs of blank lines and spaces at
 * line ends tidied.
 */
export function plainText(value: string): string {
  const text = sanitizeHtml(value, TEXT_ONLY).replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `Sita Sharma` → `Sita S.`: the reviewer as the product page names them. */
export function authorName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${[...last][0]?.toUpperCase()}.` : first || 'Customer';
}

/** Whether the customer has an order holding the product that was delivered (docs/customer.md §6). */
export async function hasDelivered(db: Database, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orderItems.productId, productId),
        eq(orders.status, ORDER_STATUS.delivered),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Writes the product's rating from its approved reviews, in the caller's transaction (an approval, a
 * rejection, an edit). Read from the reviews rather than added to, so it is right whatever went before; a
 * product left without approved reviews loses its row. Either write bumps the catalogue's version (the
 * table's trigger), so kept answers and ETags change with it.
 */
export async function refreshRating(db: Database, productId: number): Promise<void> {
  const [row] = await queryRows<{ n: number; total: number; stars: number[] }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(rating), 0)::int as total,
        array[count(*) filter (where rating = 1), count(*) filter (where rating = 2),
          count(*) filter (where rating = 3), count(*) filter (where rating = 4),
          count(*) filter (where rating = 5)]::int[] as stars
      from reviews where product_id = ${productId} and status = 'approved'`,
  );
  const n = row?.n ?? 0;
  const current = await queryRows<{ count: number; sum: number; stars: number[] }>(
    db,
    sql`select count, sum, stars from product_ratings where product_id = ${productId} for update`,
  );
  const before = current[0];
  if (n === 0) {
    if (before) await db.execute(sql`delete from product_ratings where product_id = ${productId}`);
    return;
  }
  const stars = row?.stars ?? [0, 0, 0, 0, 0];
  // Unchanged (a reply, an edit of a pending review): no write, so the catalogue's version stays.
  if (before && before.count === n && before.sum === row?.total && before.stars.join() === stars.join())
    return;
  await db.execute(
    sql`insert into product_ratings (product_id, count, sum, stars)
      values (${productId}, ${n}, ${row?.total ?? 0}, ${`{${stars.join(',')}}`}::int[])
      on conflict (product_id) do update set count = excluded.count, sum = excluded.sum, stars = excluded.stars`,
  );
}

/** The mean to one decimal, from the stored sum (no float is stored). */
export const average = (count: number, sum: number): number => Math.round((sum * 10) / count) / 10;

/** A card's rating, or nothing while the product has no approved review. */
export function ratingSummary(
  count: number | null | undefined,
  sum: number | null | undefined,
): Schemas['RatingSummary'] | undefined {
  return count ? { average: average(count, sum ?? 0), count } : undefined;
}

/** The product page's rating with its distribution, 5 stars first. */
export function productRating(
  count: number | null | undefined,
  sum: number | null | undefined,
  stars: number[] | null | undefined,
): Schemas['ProductRating'] | undefined {
  const summary = ratingSummary(count, sum);
  if (!summary) return undefined;
  return {
    ...summary,
    distribution: [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: stars?.[n - 1] ?? 0 })),
  };
}

/** A review as the database holds it, with its author's name. */
export interface ReviewRow {
  id: number;
  rating: number;
  title: string | null;
  body: string;
  photos: StoredImage[];
  status: ReviewStatus;
  reject_reason: string | null;
  reply: string | null;
  replied_at: Date | string | null;
  helpful_count: number;
  created_at: Date | string;
  customer_name: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toReview(row: ReviewRow, baseUrl: string): Schemas['Review'] {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: authorName(row.customer_name),
    created_at: iso(row.created_at),
    photos: row.photos.map((photo) => toImage(photo, baseUrl)),
    helpful_count: row.helpful_count,
    reply: row.reply ? { body: row.reply, created_at: iso(row.replied_at ?? row.created_at) } : null,
  };
}

export function toMyReview(row: ReviewRow, baseUrl: string): Schemas['MyReview'] {
  return { ...toReview(row, baseUrl), status: row.status, reject_reason: row.reject_reason };
}

/** The columns of ReviewRow; `r` is reviews joined to its customer `cu`. */
export const REVIEW_COLUMNS = sql`r.id, r.rating, r.title, r.body, r.photos, r.status, r.reject_reason, r.reply,
  r.replied_at, r.helpful_count, r.created_at, cu.name as customer_name`;

/**
 * The mail telling a customer their review was not published, in the language they wrote it in
 * (docs/customer.md §8), with the staff's reason and the way to edit it.
 */
export function reviewRejectedMail(
  to: string,
  locale: Locale,
  review: { customerName: string; productTitle: string; productSlug: string; reason: string },
  storefrontOrigin: string,
): Mail {
  const prefix = locale === 'ne' ? '/ne' : '';
  const link = `${storefrontOrigin}${prefix}/products/${encodeURIComponent(review.productSlug)}#reviews`;
  const t = (text: Parameters<typeof translate>[1]) => translate(locale, text);
  return customerMail(
    locale,
    to,
    t(
      /*i18n*/ { id: 'Your review of {product} was not published', values: { product: review.productTitle } },
    ),
    [
      t(/*i18n*/ { id: 'Dear {name},', values: { name: review.customerName } }),
      '',
      t(
        /*i18n*/ {
          id: 'Thank you for reviewing {product}. We could not publish your review, for this reason:',
          values: { product: review.productTitle },
        },
      ),
      '',
      review.reason,
      '',
      t(/*i18n*/ { id: 'You can edit your review and send it again: {link}', values: { link } }),
      '',
      signature(locale),
    ],
  );
}
