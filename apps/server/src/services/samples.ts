// Tile samples (docs/tiles.md "Samples"): a piece or a cut piece of a tile, free or at a small price, one of a
// product per cart line, a few per order, and one of a product per customer within SAMPLE_REPEAT_DAYS. The
// cart, the checkout and the stock read their rules here.
import type { AdminComponents } from '@sajilo/api/admin';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orderItems, orders, productSamples } from '../db/schema.js';
import { ORDER_STATUS } from './orders.js';

/** A sample line's name on the invoice, the PDF and the mails, which are written in English. */
export const sampleName = (productName: string) => `Sample — ${productName}`;

/** The most sample lines one cart, and so one order, holds. */
export const MAX_SAMPLES_PER_ORDER = 5;

/** A customer gets one sample of a product within this many days (orders not cancelled). */
export const SAMPLE_REPEAT_DAYS = 30;

/**
 * What a sample weighs for delivery (docs/delivery.md): a piece or a cut piece, wrapped. One figure for every
 * tile keeps a samples-only order in the lightest band without a weight to enter per product.
 */
export const SAMPLE_WEIGHT_GRAMS = 1000;

type SampleRow = typeof productSamples.$inferSelect;
type SampleSettings = AdminComponents['schemas']['SampleSettings'];

/** The back office's view of a product's sample offer: null when it has none. */
export async function sampleSettings(db: Database, productId: number): Promise<SampleSettings | null> {
  const [row] = await db.select().from(productSamples).where(eq(productSamples.productId, productId));
  return row ? toSettings(row) : null;
}

/** The sample offers of these products, as the back office shows them (the CSV's export). */
export async function sampleSettingsOf(
  db: Database,
  productIds: number[],
): Promise<Map<number, SampleSettings>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(productSamples).where(inArray(productSamples.productId, productIds));
  return new Map(rows.map((row) => [row.productId, toSettings(row)]));
}

const toSettings = (row: SampleRow): SampleSettings => ({
  offered: row.offered,
  kind: row.kind,
  size: row.size,
  size_ne: row.sizeNe,
  price: row.price,
  stock: row.stock,
});

/**
 * Writes a product's sample offer as the back office or the CSV gives it, in their transaction: null removes
 * it (an order's sample keeps its line), undefined leaves it. Returns what it was and is, for the audit log.
 */
export async function saveSampleSettings(
  tx: Database,
  productId: number,
  input: SampleSettings | null | undefined,
): Promise<{ before: SampleSettings | null; after: SampleSettings | null }> {
  const [row] = await tx
    .select()
    .from(productSamples)
    .where(eq(productSamples.productId, productId))
    .for('update');
  const before = row ? toSettings(row) : null;
  if (input === undefined) return { before, after: before };
  if (input === null) {
    // Lines of orders that took one keep their allocation: the offer stays, switched off and counting none.
    if (row) {
      await tx
        .update(productSamples)
        .set({ offered: false, stock: 0 })
        .where(eq(productSamples.productId, productId));
    }
    return { before, after: row ? { ...toSettings(row), offered: false, stock: 0 } : null };
  }
  const values = {
    offered: input.offered,
    kind: input.kind,
    // Empty is none: the page then names the kind alone.
    size: input.size?.trim() || null,
    sizeNe: input.size_ne?.trim() || null,
    price: input.price,
    stock: input.stock,
  };
  const [saved] = await tx
    .insert(productSamples)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: productSamples.productId, set: values })
    .returning();
  return { before, after: saved ? toSettings(saved) : null };
}

/** The products among `productIds` the customer had a sample of in an order of the last SAMPLE_REPEAT_DAYS. */
export async function recentlySampled(
  db: Database,
  customerId: number,
  productIds: number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orderItems.sample, true),
        inArray(orderItems.productId, productIds),
        ne(orders.status, ORDER_STATUS.cancelled),
        gt(orders.createdAt, sql`now() - make_interval(days => ${SAMPLE_REPEAT_DAYS})`),
      ),
    );
  return new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])));
}

export const TOO_MANY_SAMPLES = /*i18n*/ {
  id: 'One order holds at most {max} samples: order these first, or remove a sample from your cart.',
  values: { max: MAX_SAMPLES_PER_ORDER },
};

export function sampledRecently(product: string) {
  return /*i18n*/ {
    id: 'You had a sample of {product} in the last {days} days: one sample of a tile a customer each month.',
    values: { product, days: SAMPLE_REPEAT_DAYS },
  };
}

export const NO_SAMPLE = /*i18n*/ 'This product offers no sample.';

export function noSamplesLeft(product: string) {
  return /*i18n*/ {
    id: 'No samples of {product} are left for now: remove it from your cart.',
    values: { product },
  };
}

/**
 * The checkout's own check of the cart's samples (the cart checked them when they were added, but an order
 * placed since, in another tab, counts too): at most MAX_SAMPLES_PER_ORDER, none sampled recently. Returns the
 * first refusal as a message, or null.
 */
export async function sampleProblem(
  db: Database,
  customerId: number,
  lines: readonly { productId: number; title: string; sample?: boolean }[],
) {
  const samples = lines.filter((line) => line.sample);
  if (samples.length === 0) return null;
  if (samples.length > MAX_SAMPLES_PER_ORDER) return TOO_MANY_SAMPLES;
  const recent = await recentlySampled(
    db,
    customerId,
    samples.map((line) => line.productId),
  );
  const again = samples.find((line) => recent.has(line.productId));
  return again ? sampledRecently(again.title) : null;
}

/**
 * Runs `fn` on the lines that are goods (not samples) and spreads its answers back over all the lines, a
 * sample's being `fill`: dealer prices and promotions are the goods' alone (docs/tiles.md "Samples").
 */
export async function forGoods<L extends { sample?: boolean }, R>(
  lines: readonly L[],
  fn: (goods: L[]) => Promise<R[]> | R[],
  fill: R,
): Promise<R[]> {
  const goods = lines.filter((line) => !line.sample);
  const answers = await fn(goods);
  let at = 0;
  return lines.map((line) => (line.sample ? fill : (answers[at++] ?? fill)));
}
