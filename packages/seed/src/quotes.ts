// The demo quotes (docs/quotes.md), one in each state: the demo customer's asked and waiting for prices,
// priced (a second revision replacing the first, with messages both ways), accepted (its order one of the
// demo orders, at that order's prices), declined and withdrawn; and the demo dealer's expired one, asked at
// its tier's prices, so a dealer logging in meets a quote to ask again for, and its buyer's waiting for
// prices, which the owner sees among the company's (docs/dealers.md "The demo dealer").
import type { Database } from '@sajilo/server/db/client';
import {
  categories,
  customers,
  orderItems,
  orders,
  products,
  quoteLines,
  quoteMessages,
  quoteRevisions,
  quotes,
  staff,
} from '@sajilo/server/db/schema';
import { randomSlug } from '@sajilo/server/services/crypto';
import { priceLinesFor } from '@sajilo/server/services/dealer-prices';
import { and, arrayContains, asc, desc, eq } from 'drizzle-orm';
import { DEMO_DEALER, DEMO_DEALER_BUYER } from './dealers.js';
import { DEMO_CUSTOMER } from './demo-accounts.js';

const DAY = 86_400_000;
const day = (at: Date) => at.toISOString().slice(0, 10);

export async function seedDemoQuotes(tx: Database, now: Date): Promise<void> {
  const [customer] = await tx.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  if (!customer) return;
  const [dealer] = await tx.select().from(customers).where(eq(customers.email, DEMO_DEALER.email));
  const [dealerBuyer] = await tx.select().from(customers).where(eq(customers.email, DEMO_DEALER_BUYER.email));
  const [owner] = await tx.select({ id: staff.id }).from(staff).orderBy(asc(staff.id)).limit(1);
  const goods = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id))
    .limit(12);
  if (goods.length < 3) return;

  async function quote(
    status: (typeof quotes.$inferInsert)['status'],
    projectName: string,
    site: string,
    daysAgo: number,
    lines: [number, number][],
    extra: Partial<typeof quotes.$inferInsert> = {},
    from: { id: number }[] = goods,
  ) {
    const item = (i: number) => from[i % from.length] ?? goods[0];
    const buyer = extra.customerId ?? customer?.id ?? 0;
    // Asked at the prices the buyer's cart showed: a dealer's tier's (docs/quotes.md "Asking for a quote").
    const asked = await priceLinesFor(
      tx,
      buyer,
      lines.map(([i, quantity]) => ({ productId: item(i)?.id ?? 0, quantity })),
    );
    const [row] = await tx
      .insert(quotes)
      .values({
        slug: randomSlug(),
        status,
        projectName,
        site,
        createdAt: new Date(now.getTime() - daysAgo * DAY),
        updatedAt: new Date(now.getTime() - daysAgo * DAY),
        ...extra,
        customerId: buyer,
      })
      .returning();
    if (!row) throw new Error('seed: quote not stored');
    const stored = await tx
      .insert(quoteLines)
      .values(
        asked.map((line) => ({
          quoteId: row.id,
          productId: line.productId,
          quantity: line.quantity,
          askedPrice: line.unitPrice,
        })),
      )
      .returning();
    return { row, stored };
  }

  /** A revision at `percent` of the asked prices, `validDays` from now (negative: already past). */
  async function revise(
    quoteId: number,
    stored: (typeof quoteLines.$inferSelect)[],
    revision: number,
    percent: number,
    validDays: number,
    daysAgo: number,
  ) {
    await tx.insert(quoteRevisions).values({
      quoteId,
      revision,
      prices: Object.fromEntries(
        stored.map((line) => [String(line.id), Math.round((line.askedPrice * percent) / 100)]),
      ),
      discount: 500,
      deliveryCharge: 1_500,
      validUntil: day(new Date(now.getTime() + validDays * DAY)),
      staffId: owner?.id ?? null,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    });
  }

  await quote(
    'requested',
    'Hotel Everest Annex: 12 bathrooms',
    'Thamel, Kathmandu',
    1,
    [
      [0, 12],
      [1, 12],
      [2, 24],
    ],
    { wantedBy: day(new Date(now.getTime() + 30 * DAY)), note: 'Phase 1 of 2; delivery to the site.' },
  );

  const priced = await quote('priced', 'Sharma residence: kitchen and two baths', 'Budhanilkantha-3', 6, [
    [3, 4],
    [4, 2],
  ]);
  await revise(priced.row.id, priced.stored, 1, 95, 10, 5);
  await revise(priced.row.id, priced.stored, 2, 92, 20, 2);
  await tx.insert(quoteMessages).values([
    {
      quoteId: priced.row.id,
      fromStaff: false,
      body: 'Can you do a better price if we take both bathrooms together?',
      createdAt: new Date(now.getTime() - 4 * DAY),
    },
    {
      quoteId: priced.row.id,
      staffId: owner?.id ?? null,
      fromStaff: true,
      body: 'Yes: revision 2 takes 8 % off the list prices, valid for 20 days.',
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
  ]);

  // Accepted: one of the demo orders, quoted at its own prices.
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customer.id), eq(orders.status, 3)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const items = order
    ? await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id))
    : [];
  if (order && items.length > 0 && items.every((item) => item.productId !== null)) {
    const [row] = await tx
      .insert(quotes)
      .values({
        slug: randomSlug(),
        customerId: customer.id,
        status: 'accepted',
        projectName: 'Demo Builders office fit-out',
        site: 'Chabahil-7, near Ganesh Mandir',
        orderId: order.id,
        createdAt: new Date(order.createdAt.getTime() - 3 * DAY),
        updatedAt: order.createdAt,
      })
      .returning();
    if (!row) throw new Error('seed: quote not stored');
    const stored = await tx
      .insert(quoteLines)
      .values(
        items.map((item) => ({
          quoteId: row.id,
          productId: item.productId ?? 0,
          quantity: item.quantity,
          askedPrice: item.amount,
        })),
      )
      .returning();
    await tx.insert(quoteRevisions).values({
      quoteId: row.id,
      revision: 1,
      prices: Object.fromEntries(stored.map((line) => [String(line.id), line.askedPrice])),
      discount: order.orderDiscount,
      deliveryCharge: order.deliveryCharge,
      validUntil: day(new Date(order.createdAt.getTime() + 7 * DAY)),
      staffId: owner?.id ?? null,
      createdAt: new Date(order.createdAt.getTime() - 2 * DAY),
    });
  }

  const declined = await quote('declined', 'Guest house tiles', 'Pokhara-6, Lakeside', 40, [[5, 30]]);
  await revise(declined.row.id, declined.stored, 1, 97, -20, 35);
  await quote('withdrawn', 'Second floor bathroom', 'Pepsicola, Kathmandu', 25, [[8, 2]]);

  // The demo dealer's: tiles for a project, priced by the shop and left past its validity.
  if (!dealer) return;
  const [tiles] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'tiles'));
  const tileGoods = tiles
    ? await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.published, true), arrayContains(products.categoryIds, [tiles.id])))
        .orderBy(asc(products.id))
        .limit(2)
    : [];
  const expired = await quote(
    'priced',
    'Hotel Tansen Lodge: lobby and 8 rooms',
    'Tansen-4, Palpa',
    50,
    [
      [0, 60],
      [1, 24],
    ],
    { customerId: dealer.id },
    tileGoods.length === 2 ? tileGoods : goods.slice(6, 8),
  );
  await revise(expired.row.id, expired.stored, 1, 96, -30, 45);

  // The dealer's buyer's: asked last week and waiting for the shop's prices, in the owner's Company quotes.
  if (!dealerBuyer) return;
  await quote(
    'requested',
    'Butwal showroom refit',
    'Traffic Chowk, Butwal-8',
    3,
    [
      [1, 40],
      [0, 12],
    ],
    { customerId: dealerBuyer.id },
    tileGoods.length === 2 ? tileGoods : goods.slice(6, 8),
  );
}
