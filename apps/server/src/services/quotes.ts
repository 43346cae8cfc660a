// Quotes for projects (docs/quotes.md): the rules both sides share. A quote is asked from the cart, priced by
// staff in revisions (only the latest can be accepted, until its last valid day), talked over in messages,
// and accepted into an order at its prices through the checkout's own service.
import type { Quote, QuoteStatus, QuoteSummary } from '@sajilo/api';
import { and, asc, desc, eq, exists, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import {
  customers,
  dealerCompanies,
  dealerMembers,
  orders,
  products,
  quoteLines,
  quoteMessages,
  quoteRevisions,
  quotes,
  staff,
} from '../db/schema.js';
import { HttpError } from '../errors.js';
import { formatRupees } from '../i18n.js';
import { productImage } from './cart.js';
import { toImage } from './images.js';
import { sendMail } from './mailer.js';
import { customerMail, dayIn, pageIn, signature, wordsIn } from './mails.js';
import { orderTotals, totalsView } from './totals.js';

export type QuoteRow = typeof quotes.$inferSelect;
export type RevisionRow = typeof quoteRevisions.$inferSelect;

/**
 * The quotes of the approved company `ownerId` owns: those its members asked while they were its members
 * (docs/dealers.md "Accounts"). A quote a buyer asked before joining stays theirs alone, and a removed buyer's
 * leave with them. Nobody but an approved company's owner matches any.
 */
export function companyQuotesOwnedBy(db: Database, ownerId: number): SQL {
  const asker = alias(dealerMembers, 'asker');
  const head = alias(dealerMembers, 'head');
  return exists(
    db
      .select({ one: sql`1` })
      .from(asker)
      .innerJoin(head, and(eq(head.companyId, asker.companyId), eq(head.role, 'owner')))
      .innerJoin(dealerCompanies, eq(dealerCompanies.id, asker.companyId))
      .where(
        and(
          eq(asker.customerId, quotes.customerId),
          lte(asker.createdAt, quotes.createdAt),
          eq(head.customerId, ownerId),
          eq(dealerCompanies.status, 'approved'),
        ),
      ),
  );
}

/** The quotes a customer may open and act on: their own, and as an owner their company's. */
export const quotesOpenTo = (db: Database, customerId: number): SQL =>
  or(eq(quotes.customerId, customerId), companyQuotesOwnedBy(db, customerId)) as SQL;

/** `Q-` and six digits: the number both sides speak of. */
export const quoteNumber = (id: number) => `Q-${String(id).padStart(6, '0')}`;

/** Today in Nepal (YYYY-MM-DD): validity is by Nepal's calendar day, whatever the server's zone. */
export function nepalToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(now);
}

/** The status as shown: a priced quote past its last revision's last day reads expired. */
export function shownStatus(
  row: QuoteRow,
  latest: RevisionRow | undefined,
  today = nepalToday(),
): QuoteStatus {
  if (row.status === 'priced' && latest && latest.validUntil < today) return 'expired';
  return row.status;
}

/** A closed quote (accepted, declined, withdrawn) takes no revision, message, acceptance or refusal. */
export const CLOSED: Record<'accepted' | 'declined' | 'withdrawn', string> = {
  accepted: /*i18n*/ 'This quote was already accepted: its order is in My Orders.',
  declined: /*i18n*/ 'This quote was declined.',
  withdrawn: /*i18n*/ 'This quote was withdrawn.',
};

export function refuseClosed(row: QuoteRow): void {
  if (row.status === 'accepted' || row.status === 'declined' || row.status === 'withdrawn') {
    throw new HttpError(409, CLOSED[row.status]);
  }
}

/** The latest revision of each of the quotes. */
export async function latestRevisions(db: Database, quoteIds: number[]): Promise<Map<number, RevisionRow>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([quoteRevisions.quoteId])
    .from(quoteRevisions)
    .where(inArray(quoteRevisions.quoteId, quoteIds))
    .orderBy(quoteRevisions.quoteId, desc(quoteRevisions.revision));
  return new Map(rows.map((r) => [r.quoteId, r]));
}

interface LineWithProduct {
  line: typeof quoteLines.$inferSelect;
  product: typeof products.$inferSelect;
}

export async function quoteLinesOf(db: Database, quoteId: number): Promise<LineWithProduct[]> {
  return db
    .select({ line: quoteLines, product: products })
    .from(quoteLines)
    .innerJoin(products, eq(products.id, quoteLines.productId))
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.id));
}

/** A revision's unit price of a line (whole rupees); a line it does not name keeps the asked price. */
export const priceOf = (revision: RevisionRow, lineId: number, asked: number) =>
  revision.prices[String(lineId)] ?? asked;

/** The revision's figures, from the one totals function (services/totals.ts). */
export function revisionTotals(revision: RevisionRow, lines: readonly LineWithProduct[]) {
  return orderTotals({
    lines: lines.map(({ line }) => ({
      unitPrice: priceOf(revision, line.id, line.askedPrice),
      quantity: line.quantity,
    })),
    orderDiscount: revision.discount,
    delivery: revision.deliveryCharge,
  });
}

/** Summaries of quotes for a list: their status, latest revision, its total, their lines' count. */
export async function quoteSummaries(db: Database, rows: QuoteRow[]): Promise<QuoteSummary[]> {
  const ids = rows.map((r) => r.id);
  const latest = await latestRevisions(db, ids);
  const lines = ids.length
    ? await db
        .select({ line: quoteLines })
        .from(quoteLines)
        .where(inArray(quoteLines.quoteId, ids))
        .orderBy(asc(quoteLines.id))
    : [];
  const today = nepalToday();
  return rows.map((row) => {
    const revision = latest.get(row.id);
    const own = lines.filter(({ line }) => line.quoteId === row.id);
    const total = revision
      ? orderTotals({
          lines: own.map(({ line }) => ({
            unitPrice: priceOf(revision, line.id, line.askedPrice),
            quantity: line.quantity,
          })),
          orderDiscount: revision.discount,
          delivery: revision.deliveryCharge,
        }).total
      : null;
    return {
      slug: row.slug,
      number: quoteNumber(row.id),
      status: shownStatus(row, revision, today),
      project_name: row.projectName,
      created_at: row.createdAt.toISOString(),
      lines: own.length,
      revision: revision?.revision ?? null,
      valid_until: revision?.validUntil ?? null,
      total_amount: total,
    };
  });
}

/** Everything a quote shows: lines at the latest prices, its totals, its messages, its order. */
/**
 * A quote as its page shows it. `viewerId`, the customer reading it, tells the buyer's own quote from one of
 * their company's a dealer's owner opens (docs/dealers.md "Accounts"); staff pass none.
 */
export async function quoteDetail(app: FastifyInstance, db: Database, row: QuoteRow, viewerId?: number) {
  const [summary] = await quoteSummaries(db, [row]);
  if (!summary) throw new Error('quote summary missing');
  const lines = await quoteLinesOf(db, row.id);
  const revision = (await latestRevisions(db, [row.id])).get(row.id);
  const writer = alias(customers, 'writer');
  const messages = await db
    .select({ message: quoteMessages, staffName: staff.name, writerName: writer.name })
    .from(quoteMessages)
    .leftJoin(staff, eq(staff.id, quoteMessages.staffId))
    .leftJoin(writer, eq(writer.id, quoteMessages.customerId))
    .where(eq(quoteMessages.quoteId, row.id))
    .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id));
  const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId));
  const [order] = row.orderId
    ? await db.select({ slug: orders.slug }).from(orders).where(eq(orders.id, row.orderId))
    : [];
  const totals = revision ? revisionTotals(revision, lines) : null;
  const quote: Quote = {
    ...summary,
    buyer: customer?.name ?? '',
    mine: viewerId === undefined || viewerId === row.customerId,
    site: row.site,
    wanted_by: row.wantedBy,
    note: row.note,
    items: lines.map(({ line, product }) => {
      const unit = revision ? priceOf(revision, line.id, line.askedPrice) : null;
      return {
        id: line.id,
        product_slug: product.slug,
        product_name: product.title,
        product_name_ne: product.titleNe,
        product_code: product.productCode,
        image: toImage(productImage(product.images, product.title), app.config.publicUrl),
        quantity: line.quantity,
        asked_price: line.askedPrice,
        unit_price: unit,
        total: unit === null ? null : unit * line.quantity,
      };
    }),
    totals: totals ? totalsView(totals) : null,
    messages: messages.map(({ message, staffName, writerName }) => ({
      from: message.fromStaff ? 'staff' : 'customer',
      author: message.fromStaff ? (staffName ?? 'Sajilo') : (writerName ?? customer?.name ?? ''),
      body: message.body,
      at: message.createdAt.toISOString(),
    })),
    order_slug: order?.slug ?? null,
  };
  return { quote, lines, revision, customer };
}

/** Locks the quote's row for a change (a revision, an acceptance, a refusal): they happen one at a time. */
export async function lockQuote(tx: Database, where: ReturnType<typeof and>): Promise<QuoteRow | undefined> {
  const [row] = await tx.select().from(quotes).where(where).for('update').limit(1);
  return row;
}

export const touch = () => ({ updatedAt: sql`now()` });

// The mails (docs/quotes.md "Mails"): to the buyer when priced and when staff write, in the quote's language
// (`quotes.locale`, the page's it was asked from), linking to the quote's page in it; to the shop when the
// buyer writes, in English as the staff's other notices.
const quoteLink = (app: FastifyInstance, row: QuoteRow) =>
  pageIn(app.config.storefrontOrigin, row.locale, `/my-quotes/${row.slug}`);

export async function mailQuotePriced(
  app: FastifyInstance,
  db: Database,
  to: { name: string; email: string },
  row: QuoteRow,
  revision: RevisionRow,
  total: number,
  note: string | undefined,
): Promise<void> {
  const locale = row.locale;
  const t = wordsIn(locale);
  const values = {
    quote: quoteNumber(row.id),
    project: row.projectName,
    revision: revision.revision,
    total: formatRupees(total, locale),
    day: dayIn(locale, revision.validUntil),
    link: quoteLink(app, row),
  };
  await sendMail(
    app,
    customerMail(locale, to.email, t(/*i18n*/ { id: 'Your Sajilo quote {quote} is priced', values }), [
      t(/*i18n*/ { id: 'Dear {name},', values: { name: to.name } }),
      '',
      t(
        /*i18n*/ {
          id: 'We have priced your quote {quote} for {project} (revision {revision}).',
          values,
        },
      ),
      t(/*i18n*/ { id: 'Total: {total}, VAT and delivery included.', values }),
      t(/*i18n*/ { id: 'It can be accepted until {day}.', values }),
      ...(note ? ['', note] : []),
      '',
      t(/*i18n*/ { id: 'See it, ask us about it, download it or accept it: {link}', values }),
      '',
      signature(locale),
    ]),
    db,
  );
}

/**
 * A message about a quote: to the shop (`toShop`, English, linking to the back office), or to the buyer in
 * the quote's language, from the shop (its name in that language).
 */
export async function mailQuoteMessage(
  app: FastifyInstance,
  db: Database,
  to: string,
  row: QuoteRow,
  from: string,
  body: string,
  toShop: boolean,
): Promise<void> {
  if (toShop) {
    // The back office's first origin; none in production when it is served elsewhere than configured.
    const admin = app.config.adminOrigins[0];
    const link = admin ? `${admin}/quotes/${row.id}` : quoteNumber(row.id);
    await sendMail(
      app,
      {
        to,
        subject: `Quote ${quoteNumber(row.id)} (${row.projectName}): a message from ${from}`,
        body: [
          `${from} wrote about quote ${quoteNumber(row.id)}:`,
          '',
          body,
          '',
          `Answer here: ${link}`,
        ].join('\n'),
      },
      db,
    );
    return;
  }
  const locale = row.locale;
  const t = wordsIn(locale);
  const values = {
    quote: quoteNumber(row.id),
    project: row.projectName,
    from: signature(locale),
    link: quoteLink(app, row),
  };
  await sendMail(
    app,
    customerMail(locale, to, t(/*i18n*/ { id: 'Quote {quote} ({project}): a message from {from}', values }), [
      t(/*i18n*/ { id: '{from} wrote about quote {quote}:', values }),
      '',
      body,
      '',
      t(/*i18n*/ { id: 'Answer here: {link}', values }),
    ]),
    db,
  );
}
