// Returns and exchanges, their credit notes, and the refunds the shop owes (docs/returns.md). The rules
// (the window, each category's) live in shop_settings; a return's amounts are fixed when it is asked for,
// from what the order's lines were charged, so a later change of price or rule changes nothing.
import type { components } from '@sajilo/api';
import { amountInWords, fiscalYear, formatAd, formatBs, VAT_RATE_PERCENT } from '@sajilo/nepal';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query.js';
import {
  categories,
  creditNoteSequences,
  orderEvents,
  orderItems,
  type orders,
  products,
  refunds,
  returnLines,
  returns,
  shopSettings,
} from '../db/schema.js';
import { ORDER_STATUS } from './orders.js';
import { orderTotals } from './totals.js';

type OrderRow = typeof orders.$inferSelect;
export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
type CreditNote = components['schemas']['CreditNote'];
type OrderReturn = components['schemas']['OrderReturn'];

export interface CategoryRule {
  category: string;
  returnable: boolean;
  unopened_only: boolean;
  min_quantity: number;
  restocking_fee_percent: number;
}

export interface ReturnRules {
  window_days: number;
  default_rule: CategoryRule;
  categories: CategoryRule[];
}

/** The rules until the shop sets its own (docs/returns.md "Rules"). */
export const DEFAULT_RULES: ReturnRules = {
  window_days: 7,
  default_rule: {
    category: '*',
    returnable: true,
    unopened_only: false,
    min_quantity: 1,
    restocking_fee_percent: 0,
  },
  categories: [
    { category: 'tiles', returnable: true, unopened_only: true, min_quantity: 2, restocking_fee_percent: 10 },
  ],
};

const RULES_KEY = 'return_rules';
/** The E-Commerce Directive's deadline for a refund owed (docs/returns.md "Refunds owed"). */
export const REFUND_DAYS = 7;
const DAY_MS = 86_400_000;

export async function returnRules(db: Database): Promise<ReturnRules> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, RULES_KEY));
  if (!row) return DEFAULT_RULES;
  try {
    return { ...DEFAULT_RULES, ...(JSON.parse(row.value) as Partial<ReturnRules>) };
  } catch {
    return DEFAULT_RULES;
  }
}

export async function saveReturnRules(db: Database, rules: ReturnRules): Promise<void> {
  const value = JSON.stringify(rules);
  await db
    .insert(shopSettings)
    .values({ key: RULES_KEY, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } });
}

/** When the order was delivered: its move to delivered in the back office, else (older data) its date. */
export async function deliveredAt(db: Database, order: OrderRow): Promise<Date | null> {
  if (order.status !== ORDER_STATUS.delivered) return null;
  const [event] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, ORDER_STATUS.delivered)))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return event?.at ?? order.createdAt;
}

/** The last moment goods of the order may be asked back; null when none may. */
export async function returnUntil(db: Database, order: OrderRow, rules?: ReturnRules): Promise<Date | null> {
  const at = await deliveredAt(db, order);
  if (!at) return null;
  const { window_days } = rules ?? (await returnRules(db));
  const until = new Date(at.getTime() + window_days * DAY_MS);
  return until.getTime() > Date.now() ? until : null;
}

/** Each product's top-level category slug (its rule's key). */
export async function topCategories(db: Database, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: products.id, slug: categories.slug })
    .from(products)
    .innerJoin(categories, and(sql`${categories.id} = ANY(${products.categoryIds})`, eq(categories.depth, 0)))
    .where(inArray(products.id, productIds));
  return new Map(rows.map((r) => [r.productId, r.slug]));
}

export function ruleFor(rules: ReturnRules, category: string | undefined): CategoryRule {
  return rules.categories.find((c) => c.category === category) ?? rules.default_rule;
}

/**
 * What each line of an order was paid for its goods, whole rupees: its amount less its own promotion discount
 * and its share of the order-wide discount (docs/promotions.md). The order discount is shared in proportion to
 * what the lines had left, rounded down; the rupees the rounding leaves go to the last lines that still have
 * something left, so the lines add up to what the goods cost and no line goes below zero.
 */
export function paidForLines(
  lines: readonly { total: number; discount: number }[],
  orderDiscount: number,
): number[] {
  const net = lines.map((l) => Math.max(0, l.total - Math.min(l.discount, l.total)));
  const goods = net.reduce((sum, n) => sum + n, 0);
  const off = Math.min(orderDiscount, goods);
  // BigInt: the product of two large amounts passes 2⁵³ before the division brings it back.
  const taken = net.map((n) => (goods === 0 ? 0 : Number((BigInt(off) * BigInt(n)) / BigInt(goods))));
  let left = off - taken.reduce((sum, t) => sum + t, 0);
  for (let i = net.length - 1; i >= 0 && left > 0; i--) {
    const more = Math.min(left, (net[i] ?? 0) - (taken[i] ?? 0));
    taken[i] = (taken[i] ?? 0) + more;
    left -= more;
  }
  return net.map((n, i) => n - (taken[i] ?? 0));
}

/**
 * What `quantity` of a line were charged, whole rupees: what the line was paid (`total`: paidForLines)
 * shared by units, the last ones taking the remainder, so returning a line in parts never gives back more
 * than it cost.
 */
export function chargedFor(
  item: { quantity: number; total: number },
  alreadyReturned: number,
  quantity: number,
): number {
  const total = BigInt(item.total);
  const per = (n: number) => (total * BigInt(n)) / BigInt(item.quantity);
  return Number(per(alreadyReturned + quantity) - per(alreadyReturned));
}

/** The restocking fee of an amount: whole rupees, rounded down (in the customer's favour). */
export const restockingFee = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/** How many of each line are in returns not declined. */
export async function returnedQuantities(db: Database, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ item: returnLines.orderItemId, n: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), sql`${returns.status} <> 'declined'`))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((r) => [r.item, r.n]));
}

/** The credit note's number: its own series per fiscal year, locked by the upsert like the invoices'. */
export async function issueCreditNoteNumber(tx: Database, at = new Date()): Promise<string> {
  const year = fiscalYear(at).label;
  const [row] = await tx
    .insert(creditNoteSequences)
    .values({ fiscalYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteSequences.fiscalYear,
      set: { lastNumber: sql`${creditNoteSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteSequences.lastNumber });
  if (!row) throw new Error('credit note sequence upsert returned no row');
  return `CN-${year}-${String(row.lastNumber).padStart(6, '0')}`;
}

export const returnNumber = (id: number) => `R-${String(id).padStart(6, '0')}`;

/**
 * The credit note of a refunded return: each returned line's amount less its restocking fee, split into
 * taxable amount and the 13 % VAT reversed as the invoice split it (services/totals.ts), so the lines add up
 * to the total to the paisa.
 */
export function creditNote(
  order: OrderRow,
  ret: ReturnRow,
  lines: (ReturnLineRow & { productName: string })[],
  refund: { method: CreditNote['refund_method']; reference: string },
): CreditNote | null {
  if (!ret.creditNoteNumber || !ret.refundedAt) return null;
  const totals = orderTotals({
    lines: lines.map((l) => ({ unitPrice: l.amount - l.restockingFee, quantity: 1 })),
  });
  const rupees = (paisa: number) => paisa / 100;
  return {
    number: ret.creditNoteNumber,
    invoice_number: order.invoiceNumber,
    date_ad: formatAd(ret.refundedAt),
    date_bs: formatBs(ret.refundedAt),
    lines: lines.map((l, i) => {
      const taxable = totals.lineTaxablePaisa[i] ?? 0;
      return {
        description: l.productName,
        quantity: l.quantity,
        amount: rupees(taxable),
        vat: rupees((l.amount - l.restockingFee) * 100 - taxable),
      };
    }),
    taxable_amount: rupees(totals.taxablePaisa),
    vat_rate: VAT_RATE_PERCENT,
    vat_amount: rupees(totals.vatPaisa),
    restocking_fee: ret.restockingFee,
    total_amount: totals.total,
    total_in_words: amountInWords(totals.total * 100),
    refund_method: refund.method,
    refund_reference: refund.reference,
  };
}

/** A return's steps so far, with when. */
export function returnSteps(ret: ReturnRow): OrderReturn['steps'] {
  const steps: OrderReturn['steps'] = [{ step: 'requested', at: ret.createdAt.toISOString() }];
  const push = (step: OrderReturn['steps'][number]['step'], at: Date | null) => {
    if (at) steps.push({ step, at: at.toISOString() });
  };
  push(ret.status === 'declined' ? 'declined' : 'approved', ret.approvedAt);
  push('picked_up', ret.pickedUpAt);
  push('received', ret.receivedAt);
  push('refunded', ret.refundedAt);
  return steps;
}

/** An order's returns with their lines, and each refunded one's refund record. */
export async function orderReturns(db: Database, orderId: number) {
  const rows = await db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
  return Promise.all(rows.map((row) => returnWithLines(db, row)));
}

export async function returnWithLines(db: Database, ret: ReturnRow) {
  const lines = await db
    .select({
      line: returnLines,
      productName: orderItems.productName,
      productNameNe: orderItems.productNameNe,
      productId: orderItems.productId,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, ret.id))
    .orderBy(asc(returnLines.id));
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.source, 'return'), eq(refunds.sourceId, ret.id)));
  return {
    ret,
    lines: lines.map((l) => ({
      ...l.line,
      productName: l.productName,
      productNameNe: l.productNameNe,
      productId: l.productId,
    })),
    refund: refund ?? null,
  };
}

export type ReturnDetail = Awaited<ReturnType<typeof returnWithLines>>;

/** The contract's OrderReturn (the customer's view). */
export function toOrderReturn(order: OrderRow, detail: ReturnDetail): OrderReturn {
  const { ret, lines, refund } = detail;
  return {
    id: ret.id,
    number: returnNumber(ret.id),
    kind: ret.kind,
    status: ret.status,
    reason: ret.reason,
    details: ret.details,
    photos: ret.photos.length,
    lines: lines.map((l) => ({
      item: l.orderItemId,
      product_name: l.productName,
      product_name_ne: l.productNameNe,
      quantity: l.quantity,
      amount: l.amount,
      restocking_fee: l.restockingFee,
    })),
    gross_amount: ret.grossAmount,
    restocking_fee: ret.restockingFee,
    refund_amount: ret.refundAmount,
    decline_reason: ret.declineReason,
    pickup_on: ret.pickupOn,
    steps: returnSteps(ret),
    credit_note: refund
      ? creditNote(order, ret, lines, { method: refund.method, reference: refund.reference })
      : null,
  };
}

/** One refund the shop owes (docs/returns.md "Refunds owed"). */
export interface RefundOwed {
  source: 'attempt' | 'order' | 'return';
  id: number;
  order_id: number;
  order_number: string;
  customer_name: string;
  amount: number;
  method: 'cod' | 'esewa' | 'khalti' | 'fonepay' | 'account';
  owed_since: string;
  deadline: string;
  overdue: boolean;
  what: 'duplicate_payment' | 'cancelled_paid_order' | 'return';
}

/**
 * Every refund owed and not made: duplicate gateway payments, paid orders cancelled or rejected, and
 * returns approved and not refunded; each owed from when it became so, due REFUND_DAYS later.
 */
export async function refundsOwed(db: Database): Promise<RefundOwed[]> {
  const rows = await queryRows<{
    source: RefundOwed['source'];
    id: number;
    order_id: number;
    customer_name: string;
    amount: string | number;
    method: RefundOwed['method'];
    owed_since: Date | string;
  }>(
    db,
    sql`SELECT 'attempt' AS source, a.id, a.order_id, o.name AS customer_name, a.amount, a.method,
               coalesce(a.settled_at, a.created_at) AS owed_since
        FROM payment_attempts a JOIN orders o ON o.id = a.order_id
        WHERE a.status = 'duplicate'
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.source = 'attempt' AND r.source_id = a.id)
        UNION ALL
        SELECT 'order', o.id, o.id, o.name, o.total_amount, o.payment_method,
               coalesce((SELECT max(e.created_at) FROM order_events e
                         WHERE e.order_id = o.id AND e.to_status IN (${ORDER_STATUS.rejected}, ${ORDER_STATUS.cancelled})),
                        o.paid_at, o.created_at)
        FROM orders o
        WHERE o.payment_status = 'paid' AND o.status IN (${ORDER_STATUS.rejected}, ${ORDER_STATUS.cancelled})
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.source = 'order' AND r.source_id = o.id)
        UNION ALL
        SELECT 'return', t.id, t.order_id, o.name, t.refund_amount, o.payment_method, t.approved_at
        FROM returns t JOIN orders o ON o.id = t.order_id
        WHERE t.status IN ('approved', 'picked_up', 'received') AND t.refund_amount > 0`,
  );
  const now = Date.now();
  return rows
    .map((r) => {
      const since = new Date(r.owed_since);
      const deadline = new Date(since.getTime() + REFUND_DAYS * DAY_MS);
      return {
        source: r.source,
        id: r.id,
        order_id: r.order_id,
        order_number: `SJ-${String(r.order_id).padStart(6, '0')}`,
        customer_name: r.customer_name,
        amount: Number(r.amount),
        method: r.method,
        owed_since: since.toISOString(),
        deadline: deadline.toISOString(),
        overdue: deadline.getTime() < now,
        what: (r.source === 'attempt'
          ? 'duplicate_payment'
          : r.source === 'order'
            ? 'cancelled_paid_order'
            : 'return') as RefundOwed['what'],
      };
    })
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id);
}
