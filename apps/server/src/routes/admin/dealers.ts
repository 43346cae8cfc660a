// The back office's dealer operations (docs/dealers.md, docs/back-office.md "Dealers"): applications approved or
// declined with a price tier, a credit limit and terms; payments recorded against a company's account; price
// tiers; partner keys given to a company; the leads their widgets brought. Every change is audited in its
// transaction, the company's terms before and after.
import type { AdminComponents } from '@sajilo/api/admin';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  apiClients,
  brands,
  categories,
  customers,
  dealerCompanies,
  dealerMembers,
  dealerPayments,
  priceTierBreaks,
  priceTierRules,
  priceTiers,
  products,
  submissions,
} from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { balanceOf, balancesOf, dealerDecisionMail, statementOf, toLead } from '../../services/dealers.js';
import { sendMail } from '../../services/mailer.js';
import { pageIn } from '../../services/mails.js';

type Dealer = AdminComponents['schemas']['Dealer'];

/** The leads' list is paged like the back office's other lists (docs/back-office.md "Lists"). */
const LEADS_PER_PAGE = 50;
type PriceTier = AdminComponents['schemas']['PriceTier'];
type TierInput = AdminComponents['schemas']['PriceTierInput'];

const dealerView = (
  row: typeof dealerCompanies.$inferSelect,
  ownerEmail: string | null,
  balance: number,
): Dealer => ({
  id: row.id,
  name: row.name,
  vat_pan: row.vatPan,
  address: row.address,
  contact_name: row.contactName,
  contact_phone: row.contactPhone,
  owner_email: ownerEmail ?? '',
  status: row.status,
  tier_id: row.tierId,
  credit_limit: row.creditLimit,
  terms_days: row.termsDays,
  balance,
  created_at: row.createdAt.toISOString(),
});

/** The company's terms as the audit log keeps them. */
const terms = (row: typeof dealerCompanies.$inferSelect) => ({
  name: row.name,
  status: row.status,
  tier_id: row.tierId,
  credit_limit: row.creditLimit,
  terms_days: row.termsDays,
});

async function detail(db: Database, id: number) {
  const [row] = await db
    .select({ company: dealerCompanies, ownerEmail: customers.email })
    .from(dealerCompanies)
    .innerJoin(customers, eq(customers.id, dealerCompanies.ownerId))
    .where(eq(dealerCompanies.id, id));
  if (!row) throw notFound('No such dealer company.');
  const members = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: sql<string>`coalesce(${customers.email}, '')`,
      role: dealerMembers.role,
    })
    .from(dealerMembers)
    .innerJoin(customers, eq(customers.id, dealerMembers.customerId))
    .where(eq(dealerMembers.companyId, id))
    .orderBy(sql`${dealerMembers.role} = 'buyer'`, customers.name);
  const partners = await db
    .select({ id: apiClients.id, name: apiClients.name })
    .from(apiClients)
    .where(eq(apiClients.dealerCompanyId, id))
    .orderBy(apiClients.name);
  return {
    result: 'success' as const,
    dealer: dealerView(row.company, row.ownerEmail, await balanceOf(db, id)),
    members,
    statement: await statementOf(db, id),
    partners,
  };
}

async function tiers(db: Database, id?: number): Promise<PriceTier[]> {
  const rows = await db
    .select()
    .from(priceTiers)
    .where(id === undefined ? undefined : eq(priceTiers.id, id))
    .orderBy(priceTiers.name);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const rules = await db
    .select({
      tierId: priceTierRules.tierId,
      scope: priceTierRules.scope,
      targetId: priceTierRules.targetId,
      percentOff: priceTierRules.percentOff,
      fixedPrice: priceTierRules.fixedPrice,
      name: sql<string | null>`coalesce(${brands.title}, ${categories.title}, ${products.title})`,
    })
    .from(priceTierRules)
    .leftJoin(brands, and(eq(priceTierRules.scope, 'brand'), eq(brands.id, priceTierRules.targetId)))
    .leftJoin(
      categories,
      and(eq(priceTierRules.scope, 'category'), eq(categories.id, priceTierRules.targetId)),
    )
    .leftJoin(products, and(eq(priceTierRules.scope, 'product'), eq(products.id, priceTierRules.targetId)))
    .where(inArray(priceTierRules.tierId, ids))
    .orderBy(priceTierRules.scope, priceTierRules.id);
  const breaks = await db
    .select()
    .from(priceTierBreaks)
    .where(inArray(priceTierBreaks.tierId, ids))
    .orderBy(priceTierBreaks.minQuantity);
  const used = await db
    .select({ id: dealerCompanies.tierId, n: count() })
    .from(dealerCompanies)
    .where(inArray(dealerCompanies.tierId, ids))
    .groupBy(dealerCompanies.tierId);
  return rows.map((tier) => ({
    id: tier.id,
    name: tier.name,
    dealers: used.find((u) => u.id === tier.id)?.n ?? 0,
    rules: rules
      .filter((rule) => rule.tierId === tier.id)
      .map((rule) => ({
        scope: rule.scope,
        target_id: rule.targetId,
        target_name: rule.name ?? '',
        percent_off: rule.percentOff,
        fixed_price: rule.fixedPrice,
      })),
    breaks: breaks
      .filter((b) => b.tierId === tier.id)
      .map((b) => ({ min_quantity: b.minQuantity, percent_off: b.percentOff })),
  }));
}

/**
 * A tier as staff send it, checked: each rule one percentage or (products only) one fixed price, each
 * target existing and named once; breaks by rising quantity never taking less off (docs/dealers.md "Prices").
 */
async function checkedTier(db: Database, input: TierInput) {
  const seen = new Set<string>();
  for (const [i, rule] of input.rules.entries()) {
    const one =
      (rule.percent_off ?? null) === null
        ? (rule.fixed_price ?? null) !== null
        : (rule.fixed_price ?? null) === null;
    if (!one) throw invalid({ [`rules.${i}`]: ['Give a percentage or a fixed price, not both.'] }, 422);
    if ((rule.fixed_price ?? null) !== null && rule.scope !== 'product') {
      throw invalid({ [`rules.${i}`]: ['Only a product can have a fixed price.'] }, 422);
    }
    const key = `${rule.scope}:${rule.target_id}`;
    if (seen.has(key)) throw invalid({ [`rules.${i}`]: ['This target has a rule already.'] }, 422);
    seen.add(key);
    const table = rule.scope === 'brand' ? brands : rule.scope === 'category' ? categories : products;
    const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, rule.target_id));
    if (!found) throw invalid({ [`rules.${i}`]: [`No such ${rule.scope}.`] }, 422);
  }
  const breaks = [...input.breaks].sort((a, b) => a.min_quantity - b.min_quantity);
  for (let i = 1; i < breaks.length; i++) {
    const [before, after] = [breaks[i - 1], breaks[i]];
    if (!before || !after) continue;
    if (before.min_quantity === after.min_quantity || after.percent_off < before.percent_off) {
      throw invalid(
        { breaks: ['A larger quantity must take at least as much off, once per quantity.'] },
        422,
      );
    }
  }
  return { rules: input.rules, breaks };
}

async function saveTierParts(db: Database, tierId: number, input: Awaited<ReturnType<typeof checkedTier>>) {
  await db.delete(priceTierRules).where(eq(priceTierRules.tierId, tierId));
  await db.delete(priceTierBreaks).where(eq(priceTierBreaks.tierId, tierId));
  if (input.rules.length > 0) {
    await db.insert(priceTierRules).values(
      input.rules.map((rule) => ({
        tierId,
        scope: rule.scope,
        targetId: rule.target_id,
        percentOff: rule.percent_off ?? null,
        fixedPrice: rule.fixed_price ?? null,
      })),
    );
  }
  if (input.breaks.length > 0) {
    await db
      .insert(priceTierBreaks)
      .values(input.breaks.map((b) => ({ tierId, minQuantity: b.min_quantity, percentOff: b.percent_off })));
  }
}

async function companyExists(db: Database, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [found] = await db
    .select({ id: dealerCompanies.id })
    .from(dealerCompanies)
    .where(eq(dealerCompanies.id, id));
  if (!found) throw invalid({ dealer_id: ['No such dealer company.'] }, 422);
}

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListDealers', async (request) => {
    const status = request.query.status;
    const rows = await app.db
      .select({ company: dealerCompanies, ownerEmail: customers.email })
      .from(dealerCompanies)
      .innerJoin(customers, eq(customers.id, dealerCompanies.ownerId))
      .where(status ? eq(dealerCompanies.status, status) : undefined)
      .orderBy(sql`${dealerCompanies.status} <> 'pending'`, desc(dealerCompanies.createdAt))
      .limit(1000);
    const balances = await balancesOf(
      app.db,
      rows.map((row) => row.company.id),
    );
    return {
      result: 'success',
      dealers: rows.map((row) => dealerView(row.company, row.ownerEmail, balances.get(row.company.id) ?? 0)),
      tiers: await tiers(app.db),
    };
  });

  app.adminOperation('adminGetDealer', async (request) => detail(app.db, request.params.id));

  app.adminOperation('adminUpdateDealer', async (request) => {
    const { id } = request.params;
    const body = { ...request.body, tier_id: request.body.tier_id ?? null };
    await app.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(dealerCompanies)
        .where(eq(dealerCompanies.id, id))
        .for('update');
      if (!before) throw notFound('No such dealer company.');
      if (body.tier_id !== null) {
        // Held until this commits: a tier being deleted meanwhile waits, then finds the company on it (409).
        const [tier] = await tx
          .select({ id: priceTiers.id })
          .from(priceTiers)
          .where(eq(priceTiers.id, body.tier_id))
          .for('share');
        if (!tier) throw invalid({ tier_id: ['No such price tier.'] }, 422);
      }
      const [after] = await tx
        .update(dealerCompanies)
        .set({
          status: body.status,
          tierId: body.tier_id,
          creditLimit: body.credit_limit,
          termsDays: body.terms_days,
          decidedAt: body.status === before.status ? before.decidedAt : new Date(),
        })
        .where(eq(dealerCompanies.id, id))
        .returning();
      if (!after) throw notFound('No such dealer company.');
      await audit(tx, request, {
        entity: 'dealer',
        entityId: id,
        before: terms(before),
        after: terms(after),
      });
      // The owner hears of a decision, in their language, in the transaction of the change (docs/dealers.md
      // "Accounts"); a change of terms alone mails nobody.
      if (after.status !== before.status && after.status !== 'pending') {
        const [owner] = await tx
          .select({ email: customers.email, locale: customers.locale })
          .from(customers)
          .where(eq(customers.id, after.ownerId));
        if (owner?.email) {
          const locale = owner.locale ?? 'en';
          const link = pageIn(app.config.storefrontOrigin, locale, '/dealer');
          await sendMail(
            app,
            dealerDecisionMail(locale, owner.email, after.name, after.status === 'approved', link),
            tx,
          );
        }
      }
    });
    const message =
      body.status === 'approved'
        ? 'The dealer is approved.'
        : body.status === 'declined'
          ? 'The application is declined.'
          : 'Saved.';
    return { ...(await detail(app.db, id)), message };
  });

  app.adminOperation('adminRecordDealerPayment', async (request, reply) => {
    const { id } = request.params;
    const body = request.body;
    if (Number.isNaN(Date.parse(`${body.paid_on}T00:00:00Z`))) {
      throw invalid({ paid_on: ['Enter a date like 2026-11-20.'] }, 422);
    }
    await app.db.transaction(async (tx) => {
      const [company] = await tx
        .select({ id: dealerCompanies.id })
        .from(dealerCompanies)
        .where(eq(dealerCompanies.id, id));
      if (!company) throw notFound('No such dealer company.');
      const [payment] = await tx
        .insert(dealerPayments)
        .values({
          companyId: id,
          amount: body.amount,
          paidOn: body.paid_on,
          method: body.method,
          reference: body.reference ?? '',
          staffId: request.staff?.id ?? null,
        })
        .returning();
      if (!payment) throw new Error('the payment was not stored');
      await audit(tx, request, {
        entity: 'dealer_payment',
        entityId: payment.id,
        before: null,
        after: {
          dealer_id: id,
          amount: payment.amount,
          paid_on: payment.paidOn,
          method: payment.method,
          reference: payment.reference,
        },
      });
    });
    reply.code(201);
    return { ...(await detail(app.db, id)), message: 'The payment is recorded.' };
  });

  app.adminOperation('adminListPriceTiers', async () => ({ result: 'success', tiers: await tiers(app.db) }));

  app.adminOperation('adminCreatePriceTier', async (request, reply) => {
    const input = await checkedTier(app.db, request.body);
    const [taken] = await app.db
      .select({ id: priceTiers.id })
      .from(priceTiers)
      .where(eq(priceTiers.name, request.body.name));
    if (taken) throw invalid({ name: ['A price tier with this name exists.'] }, 422);
    const id = await app.db.transaction(async (tx) => {
      const [tier] = await tx.insert(priceTiers).values({ name: request.body.name }).returning();
      if (!tier) throw new Error('the tier was not stored');
      await saveTierParts(tx, tier.id, input);
      await audit(tx, request, {
        entity: 'price_tier',
        entityId: tier.id,
        before: null,
        after: { ...request.body },
      });
      return tier.id;
    });
    const [tier] = await tiers(app.db, id);
    if (!tier) throw notFound();
    reply.code(201);
    return { result: 'success', message: 'The price tier is created.', tier };
  });

  app.adminOperation('adminUpdatePriceTier', async (request) => {
    const { id } = request.params;
    const input = await checkedTier(app.db, request.body);
    const [before] = await tiers(app.db, id);
    if (!before) throw notFound('No such price tier.');
    const [taken] = await app.db
      .select({ id: priceTiers.id })
      .from(priceTiers)
      .where(and(eq(priceTiers.name, request.body.name), sql`${priceTiers.id} <> ${id}`));
    if (taken) throw invalid({ name: ['A price tier with this name exists.'] }, 422);
    await app.db.transaction(async (tx) => {
      await tx.update(priceTiers).set({ name: request.body.name }).where(eq(priceTiers.id, id));
      await saveTierParts(tx, id, input);
      await audit(tx, request, {
        entity: 'price_tier',
        entityId: id,
        before: { ...before },
        after: { ...request.body },
      });
    });
    const [tier] = await tiers(app.db, id);
    if (!tier) throw notFound();
    return { result: 'success', message: 'The price tier is saved.', tier };
  });

  app.adminOperation('adminDeletePriceTier', async (request) => {
    const { id } = request.params;
    const name = await app.db.transaction(async (tx) => {
      // Locked first: staff giving the tier to a company meanwhile wait, then find it gone (422), rather than
      // the key's `set null` taking the company off its prices unseen.
      const [locked] = await tx
        .select({ id: priceTiers.id })
        .from(priceTiers)
        .where(eq(priceTiers.id, id))
        .for('update');
      if (!locked) throw notFound('No such price tier.');
      const [before] = await tiers(tx, id);
      if (!before) throw notFound('No such price tier.');
      // Companies on it keep it: deleting would put them on the shop's prices unseen (the key's `set null`).
      const on = await tx
        .select({ id: dealerCompanies.id })
        .from(dealerCompanies)
        .where(eq(dealerCompanies.tierId, id))
        .for('update');
      if (on.length > 0) {
        throw new HttpError(
          409,
          `${on.length === 1 ? '1 company buys' : `${on.length} companies buy`} on this tier: give ${on.length === 1 ? 'it' : 'them'} another first.`,
        );
      }
      await tx.delete(priceTiers).where(eq(priceTiers.id, id));
      await audit(tx, request, { entity: 'price_tier', entityId: id, before: { ...before }, after: null });
      return before.name;
    });
    return { result: 'success', message: `The price tier ${name} is deleted.` };
  });

  app.adminOperation('adminAssignPartnerDealer', async (request) => {
    const { id } = request.params;
    const dealerId = request.body.dealer_id ?? null;
    await companyExists(app.db, dealerId);
    await app.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(apiClients)
        .where(and(eq(apiClients.id, id), eq(apiClients.kind, 'partner')))
        .for('update');
      if (!before) throw notFound('No such partner key.');
      await tx.update(apiClients).set({ dealerCompanyId: dealerId }).where(eq(apiClients.id, id));
      await audit(tx, request, {
        entity: 'partner',
        entityId: id,
        before: { name: before.name, dealer_id: before.dealerCompanyId },
        after: { name: before.name, dealer_id: dealerId },
      });
    });
    await app.clients.refresh();
    return {
      result: 'success',
      message: dealerId === null ? 'The key is the shop’s again.' : 'The key is the dealer’s.',
    };
  });

  app.adminOperation('adminListDealerLeads', async (request) => {
    const { dealer_id: dealerId, page = 1 } = request.query;
    const where =
      dealerId === undefined
        ? sql`(${submissions.dealerCompanyId} IS NOT NULL OR ${apiClients.dealerCompanyId} IS NOT NULL)`
        : eq(submissions.dealerCompanyId, dealerId);
    const [{ total } = { total: 0 }] = await app.db
      .select({ total: count() })
      .from(submissions)
      .leftJoin(apiClients, eq(apiClients.id, submissions.clientId))
      .where(where);
    const rows = await app.db
      .select({
        id: submissions.id,
        kind: submissions.kind,
        data: submissions.data,
        date: submissions.createdAt,
        partner: apiClients.name,
        dealerId: submissions.dealerCompanyId,
        dealerName: dealerCompanies.name,
      })
      .from(submissions)
      .leftJoin(apiClients, eq(apiClients.id, submissions.clientId))
      .leftJoin(dealerCompanies, eq(dealerCompanies.id, submissions.dealerCompanyId))
      .where(where)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(LEADS_PER_PAGE)
      .offset((page - 1) * LEADS_PER_PAGE);
    return {
      result: 'success',
      leads: rows.map((row) => ({
        ...toLead(row),
        partner: row.partner,
        dealer_id: row.dealerId,
        dealer_name: row.dealerName,
      })),
      page,
      pages: Math.max(1, Math.ceil(total / LEADS_PER_PAGE)),
      total,
    };
  });

  app.adminOperation('adminReassignDealerLead', async (request) => {
    const { id } = request.params;
    const dealerId = request.body.dealer_id ?? null;
    await companyExists(app.db, dealerId);
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
      if (!before) throw notFound('No such lead.');
      await tx.update(submissions).set({ dealerCompanyId: dealerId }).where(eq(submissions.id, id));
      await audit(tx, request, {
        entity: 'lead',
        entityId: id,
        before: { dealer_id: before.dealerCompanyId },
        after: { dealer_id: dealerId },
      });
    });
    return { result: 'success', message: 'The lead is reassigned.' };
  });
};

export default routes;
