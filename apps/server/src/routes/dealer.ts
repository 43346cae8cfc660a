// The customer's dealer area (docs/dealers.md): applying for a company, its buyers and invitations, the
// dealer's own prices for a page's products, the company's orders, quotes, statement and leads. Every answer is the
// caller's alone: `private, no-store`, and each reads only the caller's own company.
import type { DealerAccount } from '@sajilo/api';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import {
  customers,
  dealerCompanies,
  dealerInvites,
  dealerMembers,
  orders,
  priceTiers,
  products,
  quotes,
  submissions,
} from '../db/schema.js';
import { HttpError, notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { localeOf } from '../plugins/language.js';
import { randomToken, sha256 } from '../services/crypto.js';
import { loadTier, priceOne } from '../services/dealer-prices.js';
import { balanceOf, dealerInviteMail, INVITE_DAYS, statementOf, toLead } from '../services/dealers.js';
import { sendMail } from '../services/mailer.js';
import { pageIn } from '../services/mails.js';
import { toOrder } from '../services/orders.js';
import { companyQuotesOwnedBy, quoteSummaries } from '../services/quotes.js';

const NOT_DEALER = /*i18n*/ 'Only the buyers of an approved dealer company can do this.';
const OWNER_ONLY = /*i18n*/ "Only the company's owner can do this.";
const IN_A_COMPANY = /*i18n*/ 'Your account already belongs to a dealer company.';

/** The caller's company (any status) and their role in it. */
async function membershipOf(db: Database, customerId: number) {
  const [row] = await db
    .select({ company: dealerCompanies, role: dealerMembers.role, tier: priceTiers.name })
    .from(dealerMembers)
    .innerJoin(dealerCompanies, eq(dealerCompanies.id, dealerMembers.companyId))
    .leftJoin(priceTiers, eq(priceTiers.id, dealerCompanies.tierId))
    .where(eq(dealerMembers.customerId, customerId))
    .limit(1);
  return row ?? null;
}

type Membership = NonNullable<Awaited<ReturnType<typeof membershipOf>>>;

/** The caller's approved company, or 403; `owner`: the owner only. */
async function approvedMember(db: Database, customerId: number, owner = false): Promise<Membership> {
  const member = await membershipOf(db, customerId);
  if (member?.company.status !== 'approved') throw new HttpError(403, NOT_DEALER);
  if (owner && member.role !== 'owner') throw new HttpError(403, OWNER_ONLY);
  return member;
}

async function accountOf(db: Database, customerId: number): Promise<DealerAccount['dealer']> {
  const member = await membershipOf(db, customerId);
  if (!member) return null;
  const { company, role } = member;
  const approved = company.status === 'approved';
  const balance = approved ? await balanceOf(db, company.id) : 0;
  const owner = role === 'owner';
  const members = owner
    ? await db
        .select({
          id: customers.id,
          name: customers.name,
          email: sql<string>`coalesce(${customers.email}, '')`,
          role: dealerMembers.role,
        })
        .from(dealerMembers)
        .innerJoin(customers, eq(customers.id, dealerMembers.customerId))
        .where(eq(dealerMembers.companyId, company.id))
        .orderBy(sql`${dealerMembers.role} = 'buyer'`, customers.name)
    : [];
  const invites = owner
    ? await db
        .select({ id: dealerInvites.id, email: dealerInvites.email, expiresAt: dealerInvites.expiresAt })
        .from(dealerInvites)
        .where(
          and(
            eq(dealerInvites.companyId, company.id),
            isNull(dealerInvites.acceptedAt),
            gt(dealerInvites.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(dealerInvites.createdAt))
    : [];
  return {
    company: {
      id: company.id,
      name: company.name,
      vat_pan: company.vatPan,
      address: company.address,
      contact_name: company.contactName,
      contact_phone: company.contactPhone,
      status: company.status,
      role,
      tier: approved ? member.tier : null,
      credit_limit: approved ? company.creditLimit : 0,
      terms_days: approved ? company.termsDays : 0,
      ...(approved ? { balance, available: Math.max(0, company.creditLimit - balance) } : {}),
    },
    members,
    invites: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      expires_at: invite.expiresAt.toISOString(),
    })),
  };
}

/** A dealer's answers are theirs alone: no shared cache, no browser cache, no ETag reused across users. */
const privately = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

const routes: FastifyPluginAsync = async (app) => {
  // After the operation's own `no-store` (plugins/operations.ts), errors included.
  app.addHook('onSend', async (_request, reply) => {
    privately(reply);
  });

  app.operation('getDealerAccount', async (request) => {
    const me = currentCustomer(request);
    return { result: 'success', dealer: await accountOf(app.db, me.id) };
  });

  app.operation('applyForDealer', async (request, reply) => {
    const me = currentCustomer(request);
    const body = request.body;
    try {
      await app.db.transaction(async (tx) => {
        if (await membershipOf(tx, me.id)) throw new HttpError(409, IN_A_COMPANY);
        const [company] = await tx
          .insert(dealerCompanies)
          .values({
            name: body.company_name,
            vatPan: body.vat_pan,
            address: body.address,
            contactName: body.contact_name,
            contactPhone: body.contact_phone,
            ownerId: me.id,
          })
          .returning({ id: dealerCompanies.id });
        if (!company) throw new Error('the application was not stored');
        await tx.insert(dealerMembers).values({ companyId: company.id, customerId: me.id, role: 'owner' });
      });
    } catch (error) {
      // Two applications at once: the member's unique index lets one in.
      if (isUniqueViolation(error)) throw new HttpError(409, IN_A_COMPANY);
      throw error;
    }
    reply.code(201);
    return {
      result: 'success',
      message: /*i18n*/ 'Thank you! We will review your application and write to you.',
      dealer: await accountOf(app.db, me.id),
    };
  });

  app.operation('inviteDealerBuyer', async (request, reply) => {
    const me = currentCustomer(request);
    const { company } = await approvedMember(app.db, me.id, true);
    const email = request.body.email.trim();
    const [member] = await app.db
      .select({ id: customers.id })
      .from(dealerMembers)
      .innerJoin(customers, eq(customers.id, dealerMembers.customerId))
      .where(and(eq(dealerMembers.companyId, company.id), sql`lower(${customers.email}) = lower(${email})`))
      .limit(1);
    if (member) throw new HttpError(409, /*i18n*/ 'This person already buys for your company.');
    const token = randomToken();
    await app.db.transaction(async (tx) => {
      await tx.insert(dealerInvites).values({
        companyId: company.id,
        email,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000),
      });
      // In the invitee's language when they have an account (`customers.locale`), else in the owner's page's.
      const [invitee] = await tx
        .select({ locale: customers.locale })
        .from(customers)
        .where(sql`lower(${customers.email}) = lower(${email})`)
        .limit(1);
      const locale = invitee?.locale ?? localeOf(request);
      const link = pageIn(
        app.config.storefrontOrigin,
        locale,
        `/dealer/join?token=${encodeURIComponent(token)}`,
      );
      await sendMail(app, dealerInviteMail(locale, email, company.name, link), tx);
    });
    reply.code(201);
    return {
      result: 'success',
      message: /*i18n*/ 'The invitation is on its way.',
      dealer: await accountOf(app.db, me.id),
    };
  });

  app.operation('joinDealer', async (request) => {
    const me = currentCustomer(request);
    try {
      await app.db.transaction(async (tx) => {
        const [invite] = await tx
          .select({ id: dealerInvites.id, companyId: dealerInvites.companyId })
          .from(dealerInvites)
          .innerJoin(dealerCompanies, eq(dealerCompanies.id, dealerInvites.companyId))
          .where(
            and(
              eq(dealerInvites.tokenHash, sha256(request.body.token)),
              isNull(dealerInvites.acceptedAt),
              gt(dealerInvites.expiresAt, new Date()),
              eq(dealerCompanies.status, 'approved'),
            ),
          )
          .for('update', { of: dealerInvites })
          .limit(1);
        if (!invite) throw notFound(/*i18n*/ 'This invitation has expired or was used already.');
        if (await membershipOf(tx, me.id)) throw new HttpError(409, IN_A_COMPANY);
        await tx
          .insert(dealerMembers)
          .values({ companyId: invite.companyId, customerId: me.id, role: 'buyer' });
        await tx.update(dealerInvites).set({ acceptedAt: new Date() }).where(eq(dealerInvites.id, invite.id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, IN_A_COMPANY);
      throw error;
    }
    return {
      result: 'success',
      message: /*i18n*/ 'You now buy for the company, at its prices.',
      dealer: await accountOf(app.db, me.id),
    };
  });

  app.operation('removeDealerBuyer', async (request) => {
    const me = currentCustomer(request);
    const { company } = await approvedMember(app.db, me.id, true);
    const removed = await app.db
      .delete(dealerMembers)
      .where(
        and(
          eq(dealerMembers.companyId, company.id),
          eq(dealerMembers.customerId, request.params.id),
          eq(dealerMembers.role, 'buyer'),
        ),
      )
      .returning({ id: dealerMembers.customerId });
    if (removed.length === 0) throw notFound(/*i18n*/ 'This person is not a buyer of your company.');
    return {
      result: 'success',
      message: /*i18n*/ 'The buyer is removed.',
      dealer: await accountOf(app.db, me.id),
    };
  });

  app.operation('getDealerPrices', async (request) => {
    const me = currentCustomer(request);
    const { company } = await approvedMember(app.db, me.id);
    const tier = company.tierId ? await loadTier(app.db, company.tierId) : null;
    const rows = await app.db
      .select({
        id: products.id,
        slug: products.slug,
        brandId: products.brandId,
        categoryIds: products.categoryIds,
        shopPrice: products.sellingPrice,
      })
      .from(products)
      .where(and(inArray(products.slug, [...new Set(request.body.slugs)]), eq(products.published, true)));
    return {
      result: 'success',
      prices: rows.map((row) => ({
        slug: row.slug,
        price: priceOne(tier, row, 1).unitPrice,
        shop_price: row.shopPrice,
      })),
      breaks: (tier?.breaks ?? []).map((b) => ({ min_quantity: b.minQuantity, percent_off: b.percentOff })),
    };
  });

  app.operation('listDealerOrders', async (request) => {
    const me = currentCustomer(request);
    const { company, role } = await approvedMember(app.db, me.id);
    const rows = await app.db
      .select({ order: orders, buyer: customers.name })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(
        and(
          eq(orders.dealerCompanyId, company.id),
          // A buyer sees their own orders; the owner the company's.
          role === 'owner' ? undefined : eq(orders.customerId, me.id),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(500);
    return {
      result: 'success',
      orders: rows.map(({ order, buyer }) => {
        const view = toOrder(order);
        return {
          slug: view.slug,
          order_name: view.order_name,
          date: view.date,
          buyer,
          payment_method: order.paymentMethod,
          status: view.status,
          status_label: view.status_label,
          total_amount: order.totalAmount,
          mine: order.customerId === me.id,
        };
      }),
    };
  });

  app.operation('listDealerQuotes', async (request) => {
    const me = currentCustomer(request);
    await approvedMember(app.db, me.id, true);
    const rows = await app.db
      .select({ quote: quotes, buyer: customers.name })
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .where(companyQuotesOwnedBy(app.db, me.id))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(500);
    const summaries = await quoteSummaries(
      app.db,
      rows.map((row) => row.quote),
    );
    return {
      result: 'success',
      quotes: summaries.map((summary, i) => ({
        ...summary,
        buyer: rows[i]?.buyer ?? '',
        mine: rows[i]?.quote.customerId === me.id,
      })),
    };
  });

  app.operation('getDealerStatement', async (request) => {
    const me = currentCustomer(request);
    const { company } = await approvedMember(app.db, me.id, true);
    return { result: 'success', statement: await statementOf(app.db, company.id) };
  });

  app.operation('listDealerLeads', async (request) => {
    const me = currentCustomer(request);
    const { company } = await approvedMember(app.db, me.id, true);
    const rows = await app.db
      .select({
        id: submissions.id,
        kind: submissions.kind,
        data: submissions.data,
        date: submissions.createdAt,
      })
      .from(submissions)
      .where(eq(submissions.dealerCompanyId, company.id))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(200);
    return { result: 'success', leads: rows.map(toLead) };
  });
};

export default routes;
