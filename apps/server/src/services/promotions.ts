// Promotions (docs/promotions.md): which apply to a cart, what each takes off, and their uses. They only
// decide discounts; the order's figures stay the totals function's (services/totals.ts), which takes the
// line and order discounts worked out here, before VAT is split out.
//
// The input is lines with their unit prices, whatever set them (a dealer's price tier included), so any
// price rule composes with promotions by changing the unit price first.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { promotionRedemptions, promotions } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { bsDay, rupees, type Text } from '../i18n.js';

export type PromotionRow = typeof promotions.$inferSelect;

export interface PromotionLine {
  productId: number;
  brandId: number | null;
  categoryIds: readonly number[];
  /** Whole rupees a unit, VAT included. */
  unitPrice: number;
  quantity: number;
}

export type PromotionStatus = 'scheduled' | 'running' | 'paused' | 'ended';

/** Where a promotion stands at `now`: an ended one stays ended, paused or not. */
export function promotionStatus(p: Pick<PromotionRow, 'startsAt' | 'endsAt' | 'paused'>, now: Date) {
  if (p.endsAt && p.endsAt.getTime() <= now.getTime()) return 'ended';
  if (p.paused) return 'paused';
  if (p.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'running';
}

// Rupees grouped the Nepali way (en-IN), as the storefront writes prices: `1,25,000`.

export type Refusal =
  | 'unknown'
  | 'not_started'
  | 'ended'
  | 'paused'
  | 'minimum'
  | 'nothing_applies'
  | 'limit_reached'
  | 'already_used'
  | 'cannot_combine';

/** Why a code does not apply, in the shopper's language (docs/promotions.md "Refusals"). */
export function refusalMessage(
  reason: Refusal,
  code: string,
  detail: { more?: number; with?: string; startsAt?: Date } = {},
): Text {
  switch (reason) {
    case 'unknown':
      return /*i18n*/ { id: 'There is no code {code}: check how it is spelt.', values: { code } };
    case 'not_started':
      return /*i18n*/ {
        id: 'The code {code} is not valid yet: it starts on {date}.',
        values: { code, date: detail.startsAt ? bsDay(detail.startsAt) : '' },
      };
    case 'ended':
      return /*i18n*/ { id: 'The code {code} has ended.', values: { code } };
    case 'paused':
      return /*i18n*/ { id: 'The code {code} is paused at the moment.', values: { code } };
    case 'minimum':
      return /*i18n*/ {
        id: 'The code {code} needs a bigger order: add {more} more.',
        values: { code, more: rupees(detail.more ?? 0) },
      };
    case 'nothing_applies':
      return /*i18n*/ { id: 'Nothing in your cart is part of the code {code}.', values: { code } };
    case 'limit_reached':
      return /*i18n*/ { id: 'The code {code} has been used as many times as it can be.', values: { code } };
    case 'already_used':
      return /*i18n*/ { id: 'You have already used the code {code}.', values: { code } };
    case 'cannot_combine':
      return /*i18n*/ {
        id: 'The code {code} cannot be combined with {promotion}.',
        values: { code, promotion: detail.with ?? '' },
      };
  }
}

export interface Applied {
  promotion: PromotionRow;
  /** Whole rupees it saved: its line and order amounts, or the delivery charge it waived. */
  amount: number;
  lineAmounts: number[];
  orderAmount: number;
  freeDelivery: boolean;
}

export interface PromotionOutcome {
  applied: Applied[];
  /** Per line, in order: whole rupees off it (all line promotions together), at most the line's amount. */
  lineDiscounts: number[];
  /** Whole rupees off the goods after line discounts; at most what is left of them. */
  orderDiscount: number;
  freeDelivery: boolean;
  /** The code's refusal, when a code was given and does not apply. */
  refusal?: { reason: Refusal; message: Text };
}

export interface PromotionContext {
  lines: readonly PromotionLine[];
  /** Running automatic promotions, and the code's promotion (undefined: no code; null: no such code). */
  automatic: readonly PromotionRow[];
  code?: { text: string; promotion: PromotionRow | null };
  /** The customer's uses of each promotion (not voided), by promotion id. */
  uses: ReadonlyMap<number, number>;
  now: Date;
}

/** The lines a promotion is about (all of them for the whole order). */
export function matches(p: PromotionRow, line: PromotionLine): boolean {
  switch (p.target) {
    case 'order':
      return true;
    case 'brands':
      return line.brandId !== null && p.targetIds.includes(line.brandId);
    case 'categories':
      return line.categoryIds.some((id) => p.targetIds.includes(id));
    case 'products':
      return p.targetIds.includes(line.productId);
  }
}

/** Why this promotion does not apply to these lines for this customer now, or null when it does. */
function whyNot(p: PromotionRow, ctx: PromotionContext, subtotal: number): Refusal | null {
  const status = promotionStatus(p, ctx.now);
  if (status === 'ended') return 'ended';
  if (status === 'paused') return 'paused';
  if (status === 'scheduled') return 'not_started';
  if (p.usageLimit !== null && p.usedCount >= p.usageLimit) return 'limit_reached';
  if (p.perCustomerLimit !== null && (ctx.uses.get(p.id) ?? 0) >= p.perCustomerLimit) return 'already_used';
  if (!ctx.lines.some((line) => matches(p, line))) return 'nothing_applies';
  if (subtotal < p.minSubtotal) return 'minimum';
  return null;
}

/**
 * Shares `amount` over `room` (each share at most its room) in proportion to the room, largest remainders
 * first, so the shares add up to min(amount, Σ room) exactly.
 */
export function shareOut(amount: number, room: readonly number[]): number[] {
  const total = room.reduce((s, r) => s + r, 0);
  const wanted = Math.min(amount, total);
  if (wanted === 0 || total === 0) return room.map(() => 0);
  const exact = room.map((r) => (BigInt(wanted) * BigInt(r)) / BigInt(total));
  const shares = exact.map(Number);
  let left = wanted - shares.reduce((s, x) => s + x, 0);
  const order = room
    .map((r, i) => ({ i, rest: (BigInt(wanted) * BigInt(r)) % BigInt(total) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    if ((shares[i] ?? 0) < (room[i] ?? 0)) {
      shares[i] = (shares[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * The promotions that apply and what each takes off (docs/promotions.md "How promotions combine"): at most
 * one code; automatic promotions combine with it unless one of them is exclusive (then the code is refused,
 * "cannot combine") or the code is (then it applies alone); line promotions come before order promotions,
 * each on what the ones before left, and no line goes below zero.
 */
export function applyPromotions(ctx: PromotionContext, delivery = 0): PromotionOutcome {
  const subtotal = ctx.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const automatic = ctx.automatic
    .filter((p) => whyNot(p, ctx, subtotal) === null)
    .sort((a, b) => a.id - b.id);
  const firstExclusive = automatic.find((p) => p.exclusive);
  let chosen: PromotionRow[] = firstExclusive ? [firstExclusive] : automatic;
  let refusal: PromotionOutcome['refusal'];
  if (ctx.code) {
    const { text, promotion } = ctx.code;
    const reason: Refusal | null = promotion
      ? (whyNot(promotion, ctx, subtotal) ??
        (firstExclusive && firstExclusive.id !== promotion.id ? 'cannot_combine' : null))
      : 'unknown';
    if (reason) {
      refusal = {
        reason,
        message: refusalMessage(reason, text, {
          more: promotion ? promotion.minSubtotal - subtotal : 0,
          with: firstExclusive?.name,
          startsAt: promotion?.startsAt,
        }),
      };
    } else if (promotion) {
      chosen = promotion.exclusive ? [promotion] : [...chosen, promotion];
    }
  }
  // Line promotions first, then order ones, then free delivery; each in the order of its id.
  const rank = (p: PromotionRow) => (p.type === 'free_delivery' ? 2 : p.target === 'order' ? 1 : 0);
  chosen = [...chosen].sort((a, b) => rank(a) - rank(b) || a.id - b.id);

  const remaining = ctx.lines.map((l) => l.unitPrice * l.quantity);
  const lineDiscounts = ctx.lines.map(() => 0);
  let orderDiscount = 0;
  let freeDelivery = false;
  const applied: Applied[] = [];
  for (const p of chosen) {
    const lineAmounts = ctx.lines.map(() => 0);
    let orderAmount = 0;
    if (p.type === 'free_delivery') {
      freeDelivery = true;
      applied.push({ promotion: p, amount: delivery, lineAmounts, orderAmount, freeDelivery: true });
      continue;
    }
    if (p.target === 'order') {
      const goods = remaining.reduce((s, r) => s + r, 0) - orderDiscount;
      orderAmount = p.type === 'percentage' ? Math.floor((goods * p.value) / 100) : Math.min(p.value, goods);
      orderDiscount += orderAmount;
    } else {
      const room = ctx.lines.map((l, i) => (matches(p, l) ? (remaining[i] ?? 0) : 0));
      const shares =
        p.type === 'percentage' ? room.map((r) => Math.floor((r * p.value) / 100)) : shareOut(p.value, room);
      shares.forEach((share, i) => {
        lineAmounts[i] = share;
        lineDiscounts[i] = (lineDiscounts[i] ?? 0) + share;
        remaining[i] = (remaining[i] ?? 0) - share;
      });
    }
    const amount = orderAmount + lineAmounts.reduce((s, a) => s + a, 0);
    applied.push({ promotion: p, amount, lineAmounts, orderAmount, freeDelivery: false });
  }
  return { applied, lineDiscounts, orderDiscount, freeDelivery, ...(refusal ? { refusal } : {}) };
}

/** Running automatic promotions, and the promotion a code names (without case), as of the database's now. */
export async function loadPromotions(db: Database, code: string | null) {
  const running = and(
    eq(promotions.paused, false),
    lte(promotions.startsAt, sql`now()`),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, sql`now()`)),
  );
  const automatic = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.kind, 'automatic'), running));
  const [named] =
    code === null
      ? []
      : await db.select().from(promotions).where(sql`lower(${promotions.code}) = lower(${code})`).limit(1);
  return { automatic, named: named ?? null };
}

/** How many times the customer used each of these promotions (uses of cancelled orders are voided). */
export async function customerUses(db: Database, customerId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: promotionRedemptions.promotionId, n: sql<number>`count(*)::int` })
    .from(promotionRedemptions)
    .where(
      and(
        eq(promotionRedemptions.customerId, customerId),
        inArray(promotionRedemptions.promotionId, ids),
        isNull(promotionRedemptions.voidedAt),
      ),
    )
    .groupBy(promotionRedemptions.promotionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The promotions for a customer's lines, with a code or without, read from the database. */
export async function promotionsFor(
  db: Database,
  input: {
    customerId: number | null;
    code: string | null;
    lines: readonly PromotionLine[];
    delivery?: number;
  },
): Promise<PromotionOutcome> {
  const { automatic, named } = await loadPromotions(db, input.code);
  const ids = [...automatic.map((p) => p.id), ...(named ? [named.id] : [])];
  const uses =
    input.customerId === null ? new Map<number, number>() : await customerUses(db, input.customerId, ids);
  return applyPromotions(
    {
      lines: input.lines,
      automatic,
      ...(input.code === null ? {} : { code: { text: input.code, promotion: named } }),
      uses,
      now: new Date(),
    },
    input.delivery ?? 0,
  );
}

export const LIMIT_REACHED = (code: string) => refusalMessage('limit_reached', code);

/**
 * Writes the order's uses in its transaction. A limited promotion is counted up by one conditional update
 * (its row stays locked until the order commits), so of many checkouts racing for the last uses exactly the
 * limit's number succeed and the others are refused "limit reached" (409), their order rolled back.
 */
export async function redeem(
  tx: Database,
  order: { id: number; customerId: number },
  applied: readonly Applied[],
): Promise<void> {
  for (const a of [...applied].sort((x, y) => x.promotion.id - y.promotion.id)) {
    const p = a.promotion;
    const [claimed] = await tx
      .update(promotions)
      .set({ usedCount: sql`${promotions.usedCount} + 1` })
      .where(
        and(
          eq(promotions.id, p.id),
          or(isNull(promotions.usageLimit), sql`${promotions.usedCount} < ${promotions.usageLimit}`),
        ),
      )
      .returning({ id: promotions.id });
    if (!claimed) throw new HttpError(409, refusalMessage('limit_reached', p.code ?? p.name));
    await tx
      .insert(promotionRedemptions)
      .values({ promotionId: p.id, orderId: order.id, customerId: order.customerId, amount: a.amount });
  }
}

/** Gives a cancelled or rejected order's uses back: voided once, and counted down on their promotions. */
export async function voidRedemptions(tx: Database, orderId: number): Promise<void> {
  const voided = await tx
    .update(promotionRedemptions)
    .set({ voidedAt: sql`now()` })
    .where(and(eq(promotionRedemptions.orderId, orderId), isNull(promotionRedemptions.voidedAt)))
    .returning({ promotionId: promotionRedemptions.promotionId });
  for (const { promotionId } of voided.sort((a, b) => a.promotionId - b.promotionId)) {
    await tx
      .update(promotions)
      .set({ usedCount: sql`greatest(${promotions.usedCount} - 1, 0)` })
      .where(eq(promotions.id, promotionId));
  }
}

/**
 * The promotions an order records, from those its cart takes: a free delivery saves the charge the address
 * would have had, and one that saves nothing is not a use when it is automatic or the order is collected at
 * a showroom (docs/delivery.md "Collection at a showroom": no delivery, so no delivery line). The checkout
 * records these and the checkout's summary for a collection lists them, so the two never disagree.
 */
export function appliedFor(
  applied: readonly Applied[],
  deliveryCharge: number,
  collected: boolean,
): Applied[] {
  return applied
    .map((a) => (a.freeDelivery ? { ...a, amount: deliveryCharge } : a))
    .filter((a) => !(a.freeDelivery && a.amount === 0 && (a.promotion.kind === 'automatic' || collected)));
}

/** The promotions an order used, as the order's pages, invoice and mails list them. */
export async function orderPromotions(db: Database, orderId: number) {
  const rows = await db
    .select({
      name: promotions.name,
      nameNe: promotions.nameNe,
      code: promotions.code,
      type: promotions.type,
      amount: promotionRedemptions.amount,
    })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .where(eq(promotionRedemptions.orderId, orderId))
    .orderBy(promotionRedemptions.id);
  return rows.map(appliedView);
}

/** The contract's AppliedPromotion. */
export function appliedView(p: {
  name: string;
  nameNe: string | null;
  code: string | null;
  type: PromotionRow['type'];
  amount: number;
}) {
  return {
    name: p.name,
    name_ne: p.nameNe,
    code: p.code,
    free_delivery: p.type === 'free_delivery',
    amount: p.amount,
  };
}
