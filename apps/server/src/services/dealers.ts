// Dealer companies' accounts (docs/dealers.md): who belongs to which company, what a company owes on account,
// its statement, and the invitation mail. The routes of the customer's dealer area and of the back office's
// dealer operations both read from here, so the two never show different balances.
import type { DealerStatement } from '@sajilo/api';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { dealerCompanies, dealerPayments, orders, refunds, returns } from '../db/schema.js';
import type { Locale } from '../i18n.js';
import type { Mail } from './mailer.js';
import { customerMail, signature, wordsIn } from './mails.js';
import { ORDER_STATUS } from './orders.js';
import { returnNumber } from './returns.js';

/** An invitation link lasts a week. */
export const INVITE_DAYS = 7;

const countsOnAccount = and(
  eq(orders.paymentMethod, 'account'),
  sql`${orders.status} NOT IN (${ORDER_STATUS.rejected}, ${ORDER_STATUS.cancelled})`,
);

/** Orders that count on a company's account: placed on account and neither rejected nor cancelled. */
export const onAccount = (companyId: number): SQL | undefined =>
  and(eq(orders.dealerCompanyId, companyId), countsOnAccount);

/** Whole rupees the company owes now: its orders on account less its payments and its credit notes. */
export async function balanceOf(db: Database, companyId: number): Promise<number> {
  return (await balancesOf(db, [companyId])).get(companyId) ?? 0;
}

/** Balances of several companies at once (the back office's list). */
export async function balancesOf(db: Database, ids: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return out;
  const owed = await db
    .select({ id: orders.dealerCompanyId, total: sql<string>`sum(${orders.totalAmount})` })
    .from(orders)
    .where(and(inArray(orders.dealerCompanyId, [...ids]), countsOnAccount))
    .groupBy(orders.dealerCompanyId);
  for (const row of owed) if (row.id !== null) out.set(row.id, Number(row.total));
  const paid = await db
    .select({ id: dealerPayments.companyId, total: sql<string>`sum(${dealerPayments.amount})` })
    .from(dealerPayments)
    .where(inArray(dealerPayments.companyId, [...ids]))
    .groupBy(dealerPayments.companyId);
  for (const row of paid) out.set(row.id, (out.get(row.id) ?? 0) - Number(row.total));
  // A return of an order on account is credited to the statement, not paid out (docs/returns.md "Refunds").
  const credited = await db
    .select({ id: orders.dealerCompanyId, total: sql<string>`sum(${refunds.amount})` })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(inArray(orders.dealerCompanyId, [...ids]), eq(refunds.method, 'account')))
    .groupBy(orders.dealerCompanyId);
  for (const row of credited) {
    if (row.id !== null) out.set(row.id, (out.get(row.id) ?? 0) - Number(row.total));
  }
  return out;
}

/** The methods the back office records a payment by (openapi/admin.yaml, which refuses any other). */
type DealerPaymentMethod = NonNullable<DealerStatement['entries'][number]['method']>;

export interface StatementEntry {
  date: string;
  kind: 'order' | 'payment' | 'credit_note';
  reference: string;
  /** A payment's method (`bank_transfer`, …), which each page words in its language; null for the others. */
  method: DealerPaymentMethod | null;
  debit: number;
  credit: number;
  balance: number;
  due: string | null;
  overdue: boolean;
}

export interface Statement {
  credit_limit: number;
  terms_days: number;
  balance: number;
  available: number;
  overdue: number;
  entries: StatementEntry[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * The statement of account: orders on account (debits), payments and credit notes (credits), oldest first,
 * with the running balance. Payments and credit notes settle the oldest orders first, so an order is overdue
 * when its due date (placed + terms) has passed and the credits so far do not reach it.
 */
export function buildStatement(
  company: { creditLimit: number; termsDays: number },
  placed: readonly { date: Date; reference: string; amount: number }[],
  payments: readonly { paidOn: string; method: string; reference: string; amount: number }[],
  today: string = isoDay(new Date()),
  credits: readonly { date: Date; reference: string; amount: number }[] = [],
): Statement {
  const entries: Omit<StatementEntry, 'balance'>[] = [
    ...placed.map((order) => {
      const date = isoDay(order.date);
      return {
        date,
        kind: 'order' as const,
        reference: order.reference,
        method: null,
        debit: order.amount,
        credit: 0,
        due: addDays(date, company.termsDays),
        overdue: false,
      };
    }),
    ...payments.map((payment) => ({
      date: payment.paidOn,
      kind: 'payment' as const,
      reference: payment.reference,
      method: payment.method as DealerPaymentMethod,
      debit: 0,
      credit: payment.amount,
      due: null,
      overdue: false,
    })),
    ...credits.map((note) => ({
      date: isoDay(note.date),
      kind: 'credit_note' as const,
      reference: note.reference,
      method: null,
      debit: 0,
      credit: note.amount,
      due: null,
      overdue: false,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || Number(a.kind !== 'order') - Number(b.kind !== 'order'));
  let balance = 0;
  const withBalance = entries.map((entry) => {
    balance += entry.debit - entry.credit;
    return { ...entry, balance };
  });
  // Oldest orders are settled first by everything paid.
  let paid = [...payments, ...credits].reduce((sum, p) => sum + p.amount, 0);
  let overdue = 0;
  for (const entry of withBalance) {
    if (entry.kind !== 'order') continue;
    const covered = Math.min(paid, entry.debit);
    paid -= covered;
    const open = entry.debit - covered;
    if (open > 0 && entry.due !== null && entry.due < today) {
      entry.overdue = true;
      overdue += open;
    }
  }
  return {
    credit_limit: company.creditLimit,
    terms_days: company.termsDays,
    balance,
    available: Math.max(0, company.creditLimit - balance),
    overdue,
    entries: withBalance,
  };
}

/** A company's statement, read from its orders on account and its payments. */
export async function statementOf(db: Database, companyId: number): Promise<Statement> {
  const [company] = await db
    .select({ creditLimit: dealerCompanies.creditLimit, termsDays: dealerCompanies.termsDays })
    .from(dealerCompanies)
    .where(eq(dealerCompanies.id, companyId));
  if (!company) throw new Error(`no dealer company ${companyId}`);
  const placed = await db
    .select({ id: orders.id, date: orders.createdAt, amount: orders.totalAmount })
    .from(orders)
    .where(onAccount(companyId))
    .orderBy(asc(orders.createdAt));
  const payments = await db
    .select({
      paidOn: dealerPayments.paidOn,
      method: dealerPayments.method,
      reference: dealerPayments.reference,
      amount: dealerPayments.amount,
    })
    .from(dealerPayments)
    .where(eq(dealerPayments.companyId, companyId))
    .orderBy(asc(dealerPayments.paidOn), asc(dealerPayments.id));
  const credited = await db
    .select({
      date: refunds.createdAt,
      number: returns.creditNoteNumber,
      returnId: returns.id,
      amount: refunds.amount,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(returns, and(eq(refunds.source, 'return'), eq(returns.id, refunds.sourceId)))
    .where(and(eq(orders.dealerCompanyId, companyId), eq(refunds.method, 'account')))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return buildStatement(
    company,
    placed.map((o) => ({ date: o.date, reference: `SJ-${String(o.id).padStart(6, '0')}`, amount: o.amount })),
    payments,
    undefined,
    credited.map((c) => ({
      date: c.date,
      reference: `${c.number ?? ''} · ${returnNumber(c.returnId)}`,
      amount: c.amount,
    })),
  );
}

/** The mail an owner's invitation sends, in `locale`: the link joins whoever opens it logged in. */
export function dealerInviteMail(locale: Locale, to: string, company: string, link: string): Mail {
  const t = wordsIn(locale);
  return customerMail(
    locale,
    to,
    t(/*i18n*/ { id: '{company} invites you to buy on Sajilo', values: { company } }),
    [
      t(
        /*i18n*/ {
          id: '{company} has invited you to buy for the company on Sajilo, at its dealer prices.',
          values: { company },
        },
      ),
      '',
      t(
        /*i18n*/ {
          id: 'Open this link within {days} days, log in (or create an account first) and join: {link}',
          values: { days: INVITE_DAYS, link },
        },
      ),
      '',
      t(/*i18n*/ 'If you did not expect this, ignore this mail; nothing happens.'),
      '',
      signature(locale),
    ],
  );
}

/**
 * The owner's mail when staff approve or decline the company's application (docs/dealers.md "Accounts"):
 * the Dealer area says "we will write to you", and this is that mail. `link` is the Dealer area.
 */
export function dealerDecisionMail(
  locale: Locale,
  to: string,
  company: string,
  approved: boolean,
  link: string,
): Mail {
  const t = wordsIn(locale);
  return customerMail(
    locale,
    to,
    approved
      ? t(/*i18n*/ { id: 'Your dealer account for {company} is approved', values: { company } })
      : t(/*i18n*/ { id: 'Your dealer application for {company}', values: { company } }),
    [
      approved
        ? t(
            /*i18n*/ {
              id: 'We have approved {company} as a Sajilo dealer: you now buy at your own prices, and on account within your credit limit.',
              values: { company },
            },
          )
        : t(
            /*i18n*/ {
              id: 'We cannot approve {company} as a Sajilo dealer for now. Reply to this mail or call us to talk about it; you can still buy from the shop.',
              values: { company },
            },
          ),
      '',
      t(/*i18n*/ { id: 'Your Dealer area: {link}', values: { link } }),
      '',
      signature(locale),
    ],
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A submission as a lead: who, how to reach them and what they asked (the widgets' fields). */
export function toLead(row: { id: number; kind: string; data: Record<string, unknown>; date: Date }) {
  const d = row.data;
  return {
    id: row.id,
    kind: row.kind,
    date: row.date.toISOString(),
    name: text(d.name) || text(d.full_name) || text(d.company_name),
    email: text(d.email),
    phone: text(d.phone) || text(d.phone_number) || text(d.contact),
    message: text(d.message) || text(d.remark) || text(d.product_name),
  };
}
