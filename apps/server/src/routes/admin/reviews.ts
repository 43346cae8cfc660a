// Moderating customers' reviews (docs/back-office.md "Reviews"): the list (pending first), approve, reject
// with a reason mailed to the customer in the language they wrote in, and the shop's reply. Each change is
// one transaction with its audit entry and, when the review's standing changes, the product's rating
// (services/reviews.ts), which bumps the catalogue's version so the storefront shows it at once.
import type { AdminComponents } from '@sajilo/api/admin';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import type { ReviewStatus, StoredImage } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { toPicture } from '../../services/admin/pictures.js';
import { sendMail } from '../../services/mailer.js';
import { plainText, refreshRating, reviewRejectedMail } from '../../services/reviews.js';

type Schemas = AdminComponents['schemas'];

const PER_PAGE = 25;

interface AdminReviewRow {
  id: number;
  product_id: number;
  product_slug: string;
  product_title: string;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  rating: number;
  title: string | null;
  body: string;
  photos: StoredImage[];
  status: ReviewStatus;
  reject_reason: string | null;
  reply: string | null;
  helpful_count: number;
  locale: 'en' | 'ne';
  created_at: Date | string;
  moderated_at: Date | string | null;
}

const COLUMNS = sql`r.id, r.product_id, p.slug as product_slug, p.title as product_title,
  r.customer_id, cu.name as customer_name, cu.email as customer_email, r.rating, r.title, r.body, r.photos,
  r.status, r.reject_reason, r.reply, r.helpful_count, r.locale, r.created_at, r.moderated_at`;
const FROM = sql`reviews r join products p on p.id = r.product_id join customers cu on cu.id = r.customer_id`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAdminReview(row: AdminReviewRow, baseUrl: string): Schemas['AdminReview'] {
  return {
    id: row.id,
    product: { id: row.product_id, slug: row.product_slug, title: row.product_title },
    customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email },
    rating: row.rating,
    title: row.title,
    body: row.body,
    photos: row.photos.map((photo) => toPicture(photo, baseUrl)),
    status: row.status,
    reject_reason: row.reject_reason,
    reply: row.reply,
    helpful_count: row.helpful_count,
    created_at: iso(row.created_at) ?? '',
    moderated_at: iso(row.moderated_at),
  };
}

/** What the audit log keeps of a review. */
const audited = (row: AdminReviewRow) => ({
  product_id: row.product_id,
  customer_id: row.customer_id,
  rating: row.rating,
  status: row.status,
  reject_reason: row.reject_reason,
  reply: row.reply,
});

async function reviewById(db: Database, id: number, lock = false): Promise<AdminReviewRow> {
  const [row] = await queryRows<AdminReviewRow>(
    db,
    sql`select ${COLUMNS} from ${FROM} where r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
  );
  if (!row) throw notFound('No such review.');
  return row;
}

const routes: FastifyPluginAsync = async (app) => {
  // Read per request: the address is known once the server listens (tests set it then).

  app.adminOperation('adminListReviews', async (request) => {
    const { status = 'all', product, rating, q, page = 1 } = request.query;
    const where: SQL[] = [sql`true`];
    if (status !== 'all') where.push(sql`r.status = ${status}`);
    if (product !== undefined) where.push(sql`r.product_id = ${product}`);
    if (rating !== undefined) where.push(sql`r.rating = ${rating}`);
    const words = q?.trim();
    if (words) {
      const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(sql`(p.title ilike ${like} or p.product_code ilike ${like}
        or cu.name ilike ${like} or cu.email ilike ${like})`);
    }
    const condition = sql.join(where, sql` and `);
    const [rows, [counts]] = await Promise.all([
      queryRows<AdminReviewRow>(
        app.db,
        sql`select ${COLUMNS} from ${FROM} where ${condition}
          order by (r.status = 'pending') desc, r.created_at desc, r.id desc
          limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`,
      ),
      queryRows<{ total: number; pending: number }>(
        app.db,
        sql`select (select count(*)::int from ${FROM} where ${condition}) as total,
          (select count(*)::int from reviews where status = 'pending') as pending`,
      ),
    ]);
    const total = counts?.total ?? 0;
    return {
      result: 'success',
      reviews: rows.map((row) => toAdminReview(row, app.config.publicUrl)),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
      pending: counts?.pending ?? 0,
    };
  });

  app.adminOperation('adminApproveReview', async (request) => {
    const after = await app.db.transaction(async (tx) => {
      const before = await reviewById(tx, request.params.id, true);
      await tx.execute(
        sql`update reviews set status = 'approved', reject_reason = null, moderated_at = now()
          where id = ${before.id}`,
      );
      await refreshRating(tx, before.product_id);
      const row = await reviewById(tx, before.id);
      await audit(tx, request, {
        entity: 'review',
        entityId: row.id,
        before: audited(before),
        after: audited(row),
      });
      return row;
    });
    return {
      result: 'success',
      message: 'Review approved.',
      review: toAdminReview(after, app.config.publicUrl),
    };
  });

  app.adminOperation('adminRejectReview', async (request) => {
    const reason = plainText(request.body.reason);
    const after = await app.db.transaction(async (tx) => {
      const before = await reviewById(tx, request.params.id, true);
      await tx.execute(
        sql`update reviews set status = 'rejected', reject_reason = ${reason || request.body.reason},
          moderated_at = now() where id = ${before.id}`,
      );
      await refreshRating(tx, before.product_id);
      const row = await reviewById(tx, before.id);
      await audit(tx, request, {
        entity: 'review',
        entityId: row.id,
        before: audited(before),
        after: audited(row),
      });
      // The customer hears why, in the language they wrote the review in; the mail goes once this commits.
      await sendMail(
        app,
        reviewRejectedMail(
          row.customer_email,
          row.locale,
          {
            customerName: row.customer_name,
            productTitle: row.product_title,
            productSlug: row.product_slug,
            reason: row.reject_reason ?? '',
          },
          app.config.storefrontOrigin,
        ),
        tx,
      );
      return row;
    });
    return {
      result: 'success',
      message: 'Review rejected.',
      review: toAdminReview(after, app.config.publicUrl),
    };
  });

  app.adminOperation('adminReplyReview', async (request) => {
    const reply = plainText(request.body.reply) || null;
    const after = await app.db.transaction(async (tx) => {
      const before = await reviewById(tx, request.params.id, true);
      await tx.execute(
        sql`update reviews set reply = ${reply}, replied_at = ${reply ? sql`now()` : sql`null`}
          where id = ${before.id}`,
      );
      const row = await reviewById(tx, before.id);
      await audit(tx, request, {
        entity: 'review',
        entityId: row.id,
        before: audited(before),
        after: audited(row),
      });
      return row;
    });
    return {
      result: 'success',
      message: reply ? 'Reply saved.' : 'Reply removed.',
      review: toAdminReview(after, app.config.publicUrl),
    };
  });
};

export default routes;
