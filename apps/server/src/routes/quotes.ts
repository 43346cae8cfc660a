// The buyer's quotes (docs/quotes.md): asked from the cart, read with their latest prices and messages,
// written about, downloaded as a PDF, accepted into an order (the checkout's service, at the quote's
// prices, in one transaction) or declined.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  cartLines,
  products,
  quoteLines,
  quoteMessages,
  quoteRevisions as quoteRevisionsTable,
  quotes,
} from '../db/schema.js';
import { HttpError, invalid, notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { answerLocale, localeOf, localize } from '../plugins/language.js';
import { MAX_CART_LINES, sellableLine } from '../services/cart.js';
import { checkoutDetails, placedAnswer, placeOrder, type SaleLine } from '../services/checkout.js';
import { randomSlug } from '../services/crypto.js';
import { dealerOf, priceLinesFor } from '../services/dealer-prices.js';
import { renderQuotePdf } from '../services/quote-pdf.js';
import {
  lockQuote,
  mailQuoteMessage,
  nepalToday,
  priceOf,
  quoteDetail,
  quoteLinesOf,
  quoteNumber,
  quoteSummaries,
  quotesOpenTo,
  refuseClosed,
  touch,
} from '../services/quotes.js';
import { seller } from '../services/seller.js';

const QUOTE_NOT_FOUND = /*i18n*/ 'Quote not found.';

const routes: FastifyPluginAsync = async (app) => {
  // The caller's own quote, or as a dealer company's owner one its buyers asked: the owner answers for the
  // company's spending and acts on it as its buyer could (docs/dealers.md "Accounts").
  const mine = (customerId: number, slug: string) =>
    and(eq(quotes.slug, slug), quotesOpenTo(app.db, customerId));

  /** A quote the caller may open; anyone else's is answered exactly like a missing one. */
  async function ownQuote(customerId: number, slug: string) {
    const [row] = await app.db.select().from(quotes).where(mine(customerId, slug)).limit(1);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    return row;
  }

  app.operation('listQuotes', async (request) => {
    const me = currentCustomer(request);
    const rows = await app.db
      .select()
      .from(quotes)
      .where(eq(quotes.customerId, me.id))
      .orderBy(desc(quotes.createdAt), desc(quotes.id));
    return { result: 'success', quotes: await quoteSummaries(app.db, rows) };
  });

  app.operation('requestQuote', async (request, reply) => {
    const me = currentCustomer(request);
    const body = request.body;
    // The cart's lines at the unit prices the cart shows (a dealer's tier's, services/dealer-prices.ts, as
    // routes/cart.ts reads them): the quote's starting prices. The cart stays: the buyer may still check
    // out, or go on shopping while the shop prices it.
    const rows = await app.db
      .select({ productId: products.id, quantity: cartLines.quantity, price: products.sellingPrice })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      // The boxes are quoted; a sample is ordered through the checkout (docs/tiles.md "Samples").
      .where(and(sellableLine(me.id), eq(cartLines.sample, false)))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    const priced = await priceLinesFor(app.db, me.id, rows);
    const lines = rows.map((row, i) => ({ ...row, price: priced[i]?.unitPrice ?? row.price }));
    if (lines.length === 0) throw new HttpError(422, /*i18n*/ 'Your cart is empty.');
    if (lines.length > MAX_CART_LINES)
      throw new HttpError(422, /*i18n*/ 'Your cart holds too many products.');
    const row = await app.db.transaction(async (tx) => {
      const [quote] = await tx
        .insert(quotes)
        .values({
          slug: randomSlug(),
          customerId: me.id,
          projectName: body.project_name,
          site: body.site,
          wantedBy: body.wanted_by ?? null,
          note: body.note ?? null,
          // Its mails to the buyer are written in the language of the page it was asked from.
          locale: localeOf(request),
        })
        .returning();
      if (!quote) throw new Error('quote insert returned no row');
      await tx.insert(quoteLines).values(
        lines.map((line) => ({
          quoteId: quote.id,
          productId: line.productId,
          quantity: line.quantity,
          askedPrice: line.price,
        })),
      );
      await mailQuoteMessage(
        app,
        tx,
        app.config.shopEmail,
        quote,
        me.name,
        [`A new quote request: ${quote.projectName}, ${quote.site}.`, quote.note ?? ''].join('\n'),
        true,
      );
      return quote;
    });
    reply.code(201);
    return {
      result: 'success',
      message: localize(
        request,
        /*i18n*/ {
          id: 'Your quote request {number} has been sent. We will price it and mail you.',
          values: { number: quoteNumber(row.id) },
        },
      ),
      quote: (await quoteDetail(app, app.db, row, me.id)).quote,
    };
  });

  app.operation('getQuote', async (request) => {
    const me = currentCustomer(request);
    const row = await ownQuote(me.id, request.params.slug);
    return { result: 'success', quote: (await quoteDetail(app, app.db, row, me.id)).quote };
  });

  app.operation('sendQuoteMessage', async (request, reply) => {
    const me = currentCustomer(request);
    const row = await app.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, mine(me.id, request.params.slug));
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      refuseClosed(quote);
      await tx
        .insert(quoteMessages)
        .values({ quoteId: quote.id, customerId: me.id, fromStaff: false, body: request.body.body });
      await tx.update(quotes).set(touch()).where(eq(quotes.id, quote.id));
      await mailQuoteMessage(app, tx, app.config.shopEmail, quote, me.name, request.body.body, true);
      return quote;
    });
    reply.code(201);
    return {
      result: 'success',
      message: localize(request, /*i18n*/ 'Your message has been sent.'),
      quote: (await quoteDetail(app, app.db, row, me.id)).quote,
    };
  });

  app.operation('declineQuote', async (request) => {
    const me = currentCustomer(request);
    const row = await app.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, mine(me.id, request.params.slug));
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      refuseClosed(quote);
      const [after] = await tx
        .update(quotes)
        .set({ status: quote.status === 'requested' ? 'withdrawn' : 'declined', ...touch() })
        .where(eq(quotes.id, quote.id))
        .returning();
      return after ?? quote;
    });
    return {
      result: 'success',
      message: localize(
        request,
        row.status === 'withdrawn'
          ? /*i18n*/ 'Your quote request has been withdrawn.'
          : /*i18n*/ 'The quote has been declined.',
      ),
      quote: (await quoteDetail(app, app.db, row, me.id)).quote,
    };
  });

  app.operation('acceptQuote', async (request, reply) => {
    const me = currentCustomer(request);
    const { revision: seen, ...form } = request.body;
    const details = await checkoutDetails(app, form, localeOf(request), me.email);
    const slug = await app.db.transaction(async (tx) => {
      // The quote's row is locked first: of two acceptances (or an acceptance and a new revision) at once,
      // the second waits, then finds it accepted (or revised) and is refused.
      const quote = await lockQuote(tx, mine(me.id, request.params.slug));
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      refuseClosed(quote);
      const lines = await quoteLinesOf(tx, quote.id);
      const [revision] = await tx
        .select()
        .from(quoteRevisionsTable)
        .where(eq(quoteRevisionsTable.quoteId, quote.id))
        .orderBy(desc(quoteRevisionsTable.revision))
        .limit(1);
      if (quote.status !== 'priced' || !revision) {
        throw new HttpError(409, /*i18n*/ 'This quote has not been priced yet.');
      }
      if (revision.revision !== seen) {
        throw new HttpError(
          409,
          /*i18n*/ {
            id: 'This revision was replaced by revision {revision}: look at the new prices before you accept.',
            values: { revision: revision.revision },
          },
        );
      }
      if (revision.validUntil < nepalToday()) {
        throw new HttpError(
          422,
          /*i18n*/ {
            id: 'This quote could be accepted until {date}. Write to us and we will price it again.',
            values: { date: revision.validUntil },
          },
        );
      }
      const gone = lines.find(({ product }) => !product.published);
      if (gone) {
        // The line's field (its product's slug), where the page shows the message.
        const field = `lines.${gone.product.slug}`;
        throw invalid(
          {
            [field]: [
              /*i18n*/ {
                id: '{product} is no longer sold. Write to us about this quote.',
                values: { product: gone.product.title },
              },
            ],
          },
          409,
        );
      }
      const sale: SaleLine[] = lines.map(({ line, product }) => ({
        productId: product.id,
        slug: product.slug,
        title: product.title,
        price: priceOf(revision, line.id, line.askedPrice),
        images: product.images,
        quantity: line.quantity,
        piecesPerBox: product.piecesPerBox,
        mm2PerBox: product.mm2PerBox,
        boxesPerPallet: product.boxesPerPallet,
        brandId: product.brandId,
        categoryIds: product.categoryIds,
        askedMm2: null,
        layingPattern: null,
        wastagePercent: null,
        splitLots: false,
        lotId: null,
      }));
      const order = await placeOrder(app, tx, me.id, details, sale, {
        kind: 'quote',
        discount: revision.discount,
        deliveryCharge: revision.deliveryCharge,
      });
      await tx
        .update(quotes)
        .set({ status: 'accepted', orderId: order.id, ...touch() })
        .where(eq(quotes.id, quote.id));
      return order.slug;
    });
    reply.code(201);
    // The gateway sends the buyer back to the page in the language they accepted it from (docs/nepal.md
    // "Payments").
    return placedAnswer(app, slug, localeOf(request));
  });

  app.operation('getQuotePdf', async (request, reply) => {
    const me = currentCustomer(request);
    const row = await ownQuote(me.id, request.params.slug);
    const { quote, customer } = await quoteDetail(app, app.db, row, me.id);
    if (quote.revision === null || quote.totals === null) {
      throw new HttpError(409, /*i18n*/ 'This quote has not been priced yet.');
    }
    const company = customer ? await dealerOf(app.db, customer.id) : null;
    const pdf = await renderQuotePdf(
      quote,
      await seller(app.db),
      {
        name: customer?.name ?? '',
        email: customer?.email ?? '',
        company: company && {
          name: company.companyName,
          vatPan: company.companyVatPan,
          address: company.companyAddress,
        },
      },
      answerLocale(request),
    );
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${quote.number}-r${quote.revision}.pdf"`)
      .header('Cache-Control', 'private, no-store');
    return pdf;
  });
};

export default routes;
