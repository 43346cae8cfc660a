// Quotes in the back office (docs/quotes.md "Who prices"): the list, one quote with its revisions and
// messages, pricing it (a new revision, mailed to the buyer) and writing to the buyer. Every change is
// audited in its transaction.
import type { AdminComponents } from '@sajilo/api/admin';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { customers, quoteMessages, quoteRevisions, quotes, staff } from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { currentStaff } from '../../services/admin/sessions.js';
import {
  lockQuote,
  mailQuoteMessage,
  mailQuotePriced,
  nepalToday,
  priceOf,
  type QuoteRow,
  quoteDetail,
  quoteLinesOf,
  quoteNumber,
  quoteSummaries,
  refuseClosed,
  revisionTotals,
  touch,
} from '../../services/quotes.js';

type AdminQuote = AdminComponents['schemas']['Quote'];
type AdminQuoteSummary = AdminComponents['schemas']['QuoteSummary'];
type QuoteStatus = AdminComponents['schemas']['QuoteStatus'];

const PER_PAGE = 25;

async function adminSummaries(app: FastifyInstance, rows: QuoteRow[]): Promise<AdminQuoteSummary[]> {
  const summaries = await quoteSummaries(app.db, rows);
  const people = rows.length
    ? await app.db
        .select({ id: customers.id, name: customers.name, email: customers.email })
        .from(customers)
        .where(
          sql`${customers.id} IN (${sql.join(
            rows.map((r) => sql`${r.customerId}`),
            sql`, `,
          )})`,
        )
    : [];
  return rows.map((row, i) => {
    const { slug: _slug, ...summary } = summaries[i] ?? ({} as never);
    const person = people.find((p) => p.id === row.customerId);
    return { ...summary, id: row.id, customer_name: person?.name ?? '', email: person?.email ?? '' };
  });
}

async function adminDetail(app: FastifyInstance, row: QuoteRow): Promise<AdminQuote> {
  const { quote, lines, customer } = await quoteDetail(app, app.db, row);
  const [summary] = await adminSummaries(app, [row]);
  const revisions = await app.db
    .select({ revision: quoteRevisions, staffEmail: staff.email })
    .from(quoteRevisions)
    .leftJoin(staff, eq(staff.id, quoteRevisions.staffId))
    .where(eq(quoteRevisions.quoteId, row.id))
    .orderBy(asc(quoteRevisions.revision));
  if (!summary) throw new Error('quote summary missing');
  return {
    ...summary,
    site: quote.site,
    wanted_by: quote.wanted_by,
    note: quote.note,
    phone_number: customer?.phoneNumber ?? '',
    order_id: row.orderId,
    items: lines.map(({ line, product }, i) => ({
      id: line.id,
      product_id: product.id,
      product_slug: product.slug,
      product_name: product.title,
      product_code: product.productCode,
      quantity: line.quantity,
      asked_price: line.askedPrice,
      list_price: product.sellingPrice,
      unit_price: quote.items[i]?.unit_price ?? null,
    })),
    revisions: revisions.map(({ revision, staffEmail }) => ({
      revision: revision.revision,
      discount: revision.discount,
      delivery_charge: revision.deliveryCharge,
      valid_until: revision.validUntil,
      staff_email: staffEmail,
      at: revision.createdAt.toISOString(),
      total_amount: revisionTotals(revision, lines).total,
    })),
    messages: quote.messages,
    totals: quote.totals,
  };
}

/** The stored statuses a shown one comes from (expired: priced, past its last valid day). */
function statusFilter(status: QuoteStatus | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  const latestValid = sql`(SELECT r.valid_until FROM quote_revisions r WHERE r.quote_id = ${quotes.id}
                           ORDER BY r.revision DESC LIMIT 1)`;
  if (status === 'expired') return and(eq(quotes.status, 'priced'), sql`${latestValid} < ${nepalToday()}`);
  if (status === 'priced') return and(eq(quotes.status, 'priced'), sql`${latestValid} >= ${nepalToday()}`);
  return eq(quotes.status, status);
}

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListQuotes', async (request) => {
    const { status, page = 1 } = request.query;
    const where = statusFilter(status);
    const [{ total } = { total: 0 }] = await app.db
      .select({ total: sql<number>`count(*)::int` })
      .from(quotes)
      .where(where);
    const rows = await app.db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.updatedAt), desc(quotes.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE);
    return {
      result: 'success',
      quotes: await adminSummaries(app, rows),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
    };
  });

  async function found(id: number): Promise<QuoteRow> {
    const [row] = await app.db.select().from(quotes).where(eq(quotes.id, id));
    if (!row) throw notFound('No such quote.');
    return row;
  }

  app.adminOperation('adminGetQuote', async (request) => ({
    result: 'success',
    quote: await adminDetail(app, await found(request.params.id)),
  }));

  app.adminOperation('adminPriceQuote', async (request, reply) => {
    const { id } = request.params;
    const body = request.body;
    const member = currentStaff(request);
    if (body.valid_until < nepalToday()) {
      throw invalid({ valid_until: ['The quote must be valid until today or later.'] }, 422);
    }
    const row = await app.db.transaction(async (tx) => {
      // Locked: a buyer accepting at this moment either accepted first (this answers 409) or waits and then
      // finds the revision they saw replaced.
      const quote = await lockQuote(tx, eq(quotes.id, id));
      if (!quote) throw notFound('No such quote.');
      refuseClosed(quote);
      const [latest] = await tx
        .select()
        .from(quoteRevisions)
        .where(eq(quoteRevisions.quoteId, id))
        .orderBy(desc(quoteRevisions.revision))
        .limit(1);
      const seen = latest?.revision ?? 0;
      if (seen !== body.revision_seen) {
        throw new HttpError(409, `Revision ${seen} was sent since you opened this quote; look at it again.`);
      }
      const lines = await quoteLinesOf(tx, id);
      const given = new Map(body.prices.map((p) => [p.line_id, p.unit_price]));
      const missing = lines.find(({ line }) => !given.has(line.id));
      const stray = body.prices.find((p) => !lines.some(({ line }) => line.id === p.line_id));
      if (missing || stray || given.size !== body.prices.length) {
        throw invalid({ prices: ['Give one unit price for each line of this quote.'] }, 422);
      }
      const prices = Object.fromEntries(lines.map(({ line }) => [String(line.id), given.get(line.id) ?? 0]));
      const [revision] = await tx
        .insert(quoteRevisions)
        .values({
          quoteId: id,
          revision: seen + 1,
          prices,
          discount: body.discount,
          deliveryCharge: body.delivery_charge,
          validUntil: body.valid_until,
          staffId: member.id,
        })
        .returning();
      if (!revision) throw new Error('revision insert returned no row');
      // The one totals function (services/totals.ts): a discount above the goods is refused, not clipped.
      const goods = lines.reduce(
        (sum, { line }) => sum + priceOf(revision, line.id, line.askedPrice) * line.quantity,
        0,
      );
      if (body.discount > goods) {
        throw invalid({ discount: ['The discount is more than the goods cost.'] }, 422);
      }
      const totals = revisionTotals(revision, lines);
      const [after] = await tx
        .update(quotes)
        .set({ status: 'priced', ...touch() })
        .where(eq(quotes.id, id))
        .returning();
      if (body.message) {
        await tx
          .insert(quoteMessages)
          .values({ quoteId: id, staffId: member.id, fromStaff: true, body: body.message });
      }
      const [buyer] = await tx.select().from(customers).where(eq(customers.id, quote.customerId));
      // A buyer with a phone account and no email is told on the quote's page (docs/quotes.md "Mails").
      if (buyer?.email) {
        await mailQuotePriced(
          app,
          tx,
          { name: buyer.name, email: buyer.email },
          quote,
          revision,
          totals.total,
          body.message,
        );
      }
      await audit(tx, request, {
        entity: 'quote',
        entityId: id,
        before: { status: quote.status, revision: seen },
        after: {
          status: 'priced',
          revision: revision.revision,
          prices,
          discount: body.discount,
          delivery_charge: body.delivery_charge,
          valid_until: body.valid_until,
          total_amount: totals.total,
        },
      });
      return after ?? quote;
    });
    reply.code(201);
    return {
      result: 'success',
      message: `Quote ${quoteNumber(id)} is priced and sent to the buyer.`,
      quote: await adminDetail(app, row),
    };
  });

  app.adminOperation('adminSendQuoteMessage', async (request, reply) => {
    const { id } = request.params;
    const member = currentStaff(request);
    const row = await app.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, eq(quotes.id, id));
      if (!quote) throw notFound('No such quote.');
      refuseClosed(quote);
      const [message] = await tx
        .insert(quoteMessages)
        .values({ quoteId: id, staffId: member.id, fromStaff: true, body: request.body.body })
        .returning({ id: quoteMessages.id });
      await tx.update(quotes).set(touch()).where(eq(quotes.id, id));
      const [buyer] = await tx.select().from(customers).where(eq(customers.id, quote.customerId));
      if (buyer?.email)
        await mailQuoteMessage(app, tx, buyer.email, quote, 'Sajilo', request.body.body, false);
      await audit(tx, request, {
        entity: 'quote',
        entityId: id,
        before: null,
        after: { message: message?.id ?? null, body: request.body.body },
      });
      return quote;
    });
    reply.code(201);
    return { result: 'success', message: 'Sent to the buyer.', quote: await adminDetail(app, row) };
  });
};

export default routes;
