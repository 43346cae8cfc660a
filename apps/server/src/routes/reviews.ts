// Product reviews on the storefront (docs/customer.md §2.11): a product's approved reviews, the
// customer's own review and whether they may write one, writing or editing it with up to three photos, and
// "helpful" votes. Staff moderate them in the back office (routes/admin/reviews.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query.js';
import { products, reviews, reviewVotes, type StoredImage } from '../db/schema.js';
import { atLeastCharacters, type FieldErrors, HttpError, invalid, notFound } from '../errors.js';
import type { Text } from '../i18n.js';
import { currentCustomer } from '../plugins/customers.js';
import { localeOf } from '../plugins/language.js';
import { storePicture } from '../services/admin/pictures.js';
import { AttemptLimiter } from '../services/attempts.js';
import { deleteOrphanedFiles, imageFiles } from '../services/orphan-files.js';
import {
  hasDelivered,
  MAX_REVIEW_PHOTOS,
  plainText,
  REVIEW_COLUMNS,
  REVIEWS_PER_PAGE,
  type ReviewRow,
  refreshRating,
  toMyReview,
  toReview,
} from '../services/reviews.js';
import { discardMultipart, readMultipartForm, type UploadedFile } from '../services/uploads.js';
import type { MultipartBody } from '../types.js';

const HOUR = 60 * 60_000;
const PRODUCT_NOT_FOUND = /*i18n*/ 'This product was not found.';
const REVIEW_NOT_FOUND = /*i18n*/ 'This review was not found.';
const NOT_DELIVERED = /*i18n*/ 'You can review a product once an order of it has been delivered to you.';
const SAVED = /*i18n*/ 'Thank you! Your review will appear once we have checked it.';
/** docs/customer.md §5: the body's shortest length, counted after markup is removed. */
const MIN_BODY = 10;

type ReviewForm = Omit<MultipartBody<'submitReview'>, 'photo_1' | 'photo_2' | 'photo_3'>;

async function publishedProduct(db: Database, slug: string): Promise<{ id: number; title: string }> {
  const [product] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.published, true)))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

async function ownReview(db: Database, customerId: number, productId: number, lock = false) {
  const [row] = await queryRows<ReviewRow & { photos: StoredImage[] }>(
    db,
    sql`select ${REVIEW_COLUMNS} from reviews r join customers cu on cu.id = r.customer_id
      where r.customer_id = ${customerId} and r.product_id = ${productId} ${lock ? sql`for update of r` : sql``}`,
  );
  return row;
}

/**
 * The picture checks' messages (services/admin/pictures.ts, whose back-office messages stay English), marked
 * here so the catalogues hold them and a shopper reads them in their language.
 */
export const PICTURE_MESSAGES = [
  /*i18n*/ 'Choose a picture to upload.',
  /*i18n*/ 'The picture must be a JPEG, PNG or WebP file.',
  /*i18n*/ 'This picture could not be read. Is the file complete?',
  /*i18n*/ 'The picture must be at least 100 px wide and high.',
] as const;

/** Renders and stores the photos; a photo that cannot be used is the error of its own field. */
async function storePhotos(db: Database, files: UploadedFile[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const file of files.slice(0, MAX_REVIEW_PHOTOS)) {
    try {
      stored.push(await storePicture(db, file.buffer, 'review'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const body = error.body;
      const messages: Text[] =
        typeof body === 'object' && !('id' in body)
          ? Object.values(body as FieldErrors).flat()
          : [body as Text];
      throw new HttpError(error.statusCode, { [file.field]: messages });
    }
  }
  return stored;
}

const routes: FastifyPluginAsync = async (app) => {
  // docs/customer.md §9: reviews written (or edited) an hour per customer, votes an hour per customer.
  const writesPerCustomer = new AttemptLimiter(app.db, 'review-write', { max: 10, windowMs: HOUR });
  const votesPerCustomer = new AttemptLimiter(app.db, 'review-vote', { max: 100, windowMs: HOUR });
  // Read per request: the address is known once the server listens (tests set it then).

  app.operation('listProductReviews', async (request) => {
    const product = await publishedProduct(app.db, request.params.slug);
    const page = request.query.page ?? 1;
    const order =
      request.query.sort === 'helpful'
        ? sql`r.helpful_count desc, r.created_at desc, r.id desc`
        : sql`r.created_at desc, r.id desc`;
    const [rows, [counted]] = await Promise.all([
      queryRows<ReviewRow>(
        app.db,
        sql`select ${REVIEW_COLUMNS} from reviews r join customers cu on cu.id = r.customer_id
          where r.product_id = ${product.id} and r.status = 'approved'
          order by ${order} limit ${REVIEWS_PER_PAGE} offset ${(page - 1) * REVIEWS_PER_PAGE}`,
      ),
      queryRows<{ n: number }>(
        app.db,
        sql`select coalesce((select count from product_ratings where product_id = ${product.id}), 0)::int as n`,
      ),
    ]);
    const total = counted?.n ?? 0;
    return {
      result: 'success',
      reviews: rows.map((row) => toReview(row, app.config.publicUrl)),
      total,
      page,
      last_page: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)),
    };
  });

  app.operation('getMyReview', async (request) => {
    const me = currentCustomer(request);
    const product = await publishedProduct(app.db, request.params.slug);
    const [delivered, review] = await Promise.all([
      hasDelivered(app.db, me.id, product.id),
      ownReview(app.db, me.id, product.id),
    ]);
    return {
      result: 'success',
      can_review: delivered,
      review: review ? toMyReview(review, app.config.publicUrl) : null,
    };
  });

  app.operation('submitReview', async (request, reply) => {
    const me = currentCustomer(request);
    let product: { id: number };
    try {
      product = await publishedProduct(app.db, request.params.slug);
      if (!(await hasDelivered(app.db, me.id, product.id))) throw new HttpError(403, NOT_DELIVERED);
      await writesPerCustomer.hit(String(me.id));
    } catch (error) {
      // Answer only once the upload is read, or the client sees a reset connection instead of the answer.
      await discardMultipart(request);
      throw error;
    }
    const { fields, files } = await readMultipartForm<ReviewForm>(request, 'submitReview');
    const body = plainText(fields.body);
    const title = fields.title === undefined ? null : plainText(fields.title) || null;
    if ([...body].length < MIN_BODY) throw invalid({ body: [atLeastCharacters(MIN_BODY)] });

    const { row, created } = await app.db.transaction(async (tx) => {
      const before = await ownReview(tx, me.id, product.id, true);
      const fresh = await storePhotos(tx, files);
      const photos = files.length > 0 ? fresh : fields.remove_photos ? [] : (before?.photos ?? []);
      const values = {
        rating: fields.rating,
        title,
        body,
        photos,
        status: 'pending' as const,
        rejectReason: null,
        moderatedAt: null,
        locale: localeOf(request),
        updatedAt: new Date(),
      };
      if (before) {
        await tx.update(reviews).set(values).where(eq(reviews.id, before.id));
        // An approved review edited goes back to moderation: it leaves the product's rating until then.
        if (before.status === 'approved') await refreshRating(tx, product.id);
        await deleteOrphanedFiles(tx, before.photos.flatMap(imageFiles), photos.flatMap(imageFiles));
      } else {
        await tx.insert(reviews).values({ productId: product.id, customerId: me.id, ...values });
      }
      const saved = await ownReview(tx, me.id, product.id);
      if (!saved) throw new Error('the review was not stored');
      return { row: saved, created: !before };
    });
    reply.code(created ? 201 : 200);
    return { result: 'success', message: SAVED, review: toMyReview(row, app.config.publicUrl) };
  });

  app.operation('markReviewHelpful', async (request) => {
    const me = currentCustomer(request);
    const [review] = await app.db
      .select({ id: reviews.id, customerId: reviews.customerId, helpfulCount: reviews.helpfulCount })
      .from(reviews)
      .where(and(eq(reviews.id, request.params.id), eq(reviews.status, 'approved')))
      .limit(1);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (review.customerId === me.id) {
      throw new HttpError(409, /*i18n*/ 'You cannot mark your own review helpful.');
    }
    await votesPerCustomer.hit(String(me.id));
    const counted = await app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(reviewVotes)
        .values({ reviewId: review.id, customerId: me.id })
        .onConflictDoNothing()
        .returning({ reviewId: reviewVotes.reviewId });
      if (inserted.length === 0) return undefined;
      const [updated] = await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, review.id))
        .returning({ helpfulCount: reviews.helpfulCount });
      return updated?.helpfulCount;
    });
    if (counted === undefined) {
      const [now] = await app.db
        .select({ helpfulCount: reviews.helpfulCount })
        .from(reviews)
        .where(eq(reviews.id, review.id));
      return {
        result: 'success',
        message: /*i18n*/ 'You have already marked this review helpful.',
        helpful_count: now?.helpfulCount ?? review.helpfulCount,
      };
    }
    return { result: 'success', message: /*i18n*/ 'Thank you for your vote.', helpful_count: counted };
  });
};

export default routes;
