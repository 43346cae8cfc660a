// The demo dealer (docs/dealers.md "The demo dealer"): an approved company whose owner and buyer log in with
// the README's logins, a price tier with volume breaks, a credit limit with an order on account and a payment,
// and a partner key of its own with a lead.
import type { Database } from '@sajilo/server/db/client';
import {
  apiClients,
  categories,
  customers,
  dealerCompanies,
  dealerMembers,
  dealerPayments,
  orderItems,
  orders,
  priceTierBreaks,
  priceTierRules,
  priceTiers,
  products,
  submissions,
} from '@sajilo/server/db/schema';
import { randomSlug, sha256 } from '@sajilo/server/services/crypto';
import { loadTier, priceOne } from '@sajilo/server/services/dealer-prices';
import { eq, inArray } from 'drizzle-orm';
import type { ProductSpec } from './products.js';

/** The demo dealer's owner (README): the demo customer's password. */
export const DEMO_DEALER = {
  email: 'dealer@sajilo.test',
  name: 'Hari Gurung',
  phoneNumber: '9857012345',
  company: 'Himal Tiles Traders',
} as const;

/** The demo dealer's buyer (README), whose quotes and orders its owner sees: the same password. */
export const DEMO_DEALER_BUYER = {
  email: 'buyer@sajilo.test',
  name: 'Sunita Thapa',
  phoneNumber: '9857023456',
} as const;

/** The demo dealer's partner key, for its own widget (only its SHA-256 is stored). */
export const DEMO_DEALER_KEY = 'sajilo-demo-dealer-key';

export async function seedDemoDealer(
  tx: Database,
  base: ProductSpec[],
  inserted: { id: number; slug: string }[],
  passwordHash: string,
  now: Date,
): Promise<number> {
  const [owner] = await tx
    .insert(customers)
    .values({
      name: DEMO_DEALER.name,
      email: DEMO_DEALER.email,
      phoneNumber: DEMO_DEALER.phoneNumber,
      passwordHash,
      emailConfirmedAt: now,
    })
    .returning({ id: customers.id });
  if (!owner) throw new Error('seed: demo dealer not stored');

  // The tier: 12 % off every tile, 10 % off the other goods' first brand, a fixed price on one product, and
  // the volume breaks of docs/dealers.md "Prices".
  const [tier] = await tx.insert(priceTiers).values({ name: 'Trade' }).returning({ id: priceTiers.id });
  if (!tier) throw new Error('seed: tier not stored');
  const [tiles] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'tiles'));
  const ids = new Map(inserted.map((p) => [p.slug, p.id]));
  const tileSpecs = base.filter((p) => p.packaging && ids.has(p.slug));
  const others = base.filter((p) => !p.packaging && ids.has(p.slug));
  const rows = others.length
    ? await tx
        .select({ id: products.id, brandId: products.brandId, price: products.sellingPrice })
        .from(products)
        .where(
          inArray(
            products.id,
            others.slice(0, 2).map((p) => ids.get(p.slug) ?? 0),
          ),
        )
    : [];
  const rules: (typeof priceTierRules.$inferInsert)[] = [];
  if (tiles) rules.push({ tierId: tier.id, scope: 'category', targetId: tiles.id, percentOff: 12 });
  const [firstOther, secondOther] = rows;
  if (firstOther?.brandId)
    rules.push({ tierId: tier.id, scope: 'brand', targetId: firstOther.brandId, percentOff: 10 });
  if (secondOther) {
    rules.push({
      tierId: tier.id,
      scope: 'product',
      targetId: secondOther.id,
      fixedPrice: Math.round(secondOther.price * 0.8),
    });
  }
  if (rules.length > 0) await tx.insert(priceTierRules).values(rules);
  await tx.insert(priceTierBreaks).values([
    { tierId: tier.id, minQuantity: 10, percentOff: 5 },
    { tierId: tier.id, minQuantity: 50, percentOff: 8 },
  ]);

  const [company] = await tx
    .insert(dealerCompanies)
    .values({
      name: DEMO_DEALER.company,
      vatPan: '301234567',
      address: 'Traffic Chowk, Butwal-8, Rupandehi',
      contactName: DEMO_DEALER.name,
      contactPhone: DEMO_DEALER.phoneNumber,
      ownerId: owner.id,
      status: 'approved',
      tierId: tier.id,
      creditLimit: 500_000,
      termsDays: 30,
      createdAt: new Date(now.getTime() - 60 * 86_400_000),
      decidedAt: new Date(now.getTime() - 59 * 86_400_000),
    })
    .returning({ id: dealerCompanies.id });
  if (!company) throw new Error('seed: dealer company not stored');
  // The owner since the application: the quotes asked since are the company's (docs/dealers.md "Accounts").
  await tx.insert(dealerMembers).values({
    companyId: company.id,
    customerId: owner.id,
    role: 'owner',
    createdAt: new Date(now.getTime() - 60 * 86_400_000),
  });
  // A buyer the owner invited: buys at the company's prices, and the owner sees what the buyer asks and orders.
  const [buyer] = await tx
    .insert(customers)
    .values({
      name: DEMO_DEALER_BUYER.name,
      email: DEMO_DEALER_BUYER.email,
      phoneNumber: DEMO_DEALER_BUYER.phoneNumber,
      passwordHash,
      emailConfirmedAt: now,
    })
    .returning({ id: customers.id });
  if (!buyer) throw new Error('seed: demo dealer buyer not stored');
  await tx.insert(dealerMembers).values({
    companyId: company.id,
    customerId: buyer.id,
    role: 'buyer',
    createdAt: new Date(now.getTime() - 30 * 86_400_000),
  });

  // An order on account 40 days ago (past its 30 days' terms), at the tier's prices, partly paid since.
  const spec = tileSpecs[0] ?? others[0];
  if (spec) {
    const productId = ids.get(spec.slug) ?? 0;
    const [product] = await tx
      .select({
        id: products.id,
        brandId: products.brandId,
        categoryIds: products.categoryIds,
        shopPrice: products.sellingPrice,
      })
      .from(products)
      .where(eq(products.id, productId));
    if (product) {
      const quantity = 24;
      const unit = priceOne(await loadTier(tx, tier.id), product, quantity).unitPrice;
      const total = unit * quantity;
      const [order] = await tx
        .insert(orders)
        .values({
          slug: randomSlug(),
          customerId: owner.id,
          dealerCompanyId: company.id,
          status: 3,
          payment: 'On account',
          paymentMethod: 'account',
          name: DEMO_DEALER.name,
          email: DEMO_DEALER.email,
          phoneNumber: DEMO_DEALER.phoneNumber,
          companyName: DEMO_DEALER.company,
          state: 'Lumbini',
          city: 'Butwal',
          streetAddress: 'Traffic Chowk',
          totalAmount: total,
          createdAt: new Date(now.getTime() - 40 * 86_400_000),
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('seed: dealer order not stored');
      await tx.insert(orderItems).values({
        orderId: order.id,
        productId: product.id,
        productSlug: spec.slug,
        productName: spec.title,
        productNameNe: spec.titleNe,
        image: spec.images[0] ?? { path: 'products/none', widths: [], width: 1, height: 1, alt: spec.title },
        quantity,
        amount: unit,
        shopAmount: unit === product.shopPrice ? null : product.shopPrice,
        total,
        ...(spec.packaging
          ? {
              pieces: quantity * spec.packaging.piecesPerBox,
              coveredMm2: quantity * spec.packaging.mm2PerBox,
            }
          : {}),
      });
      await tx.insert(dealerPayments).values({
        companyId: company.id,
        amount: Math.floor(total / 2),
        paidOn: new Date(now.getTime() - 20 * 86_400_000).toISOString().slice(0, 10),
        method: 'bank_transfer',
        reference: 'NIC Asia 88412',
      });
    }
  }

  // Its own widget's key, with a lead it brought.
  const [key] = await tx
    .insert(apiClients)
    .values({
      name: 'Himal Tiles widget',
      kind: 'partner',
      keyHash: sha256(DEMO_DEALER_KEY),
      allowedOrigins: ['http://localhost:4100', 'http://127.0.0.1:4100'],
      formsPerMinute: 5,
      dealerCompanyId: company.id,
    })
    .returning({ id: apiClients.id });
  await tx.insert(submissions).values({
    kind: 'customer_enquiry',
    clientId: key?.id ?? null,
    dealerCompanyId: company.id,
    data: {
      name: 'Kamal Rai',
      email: 'kamal.rai@example.com',
      phone: '9847012345',
      address: 'Butwal-11',
      message: 'Do you have 60x60 vitrified tiles for a 900 sq.ft floor? Please send a price.',
    },
    createdAt: new Date(now.getTime() - 2 * 86_400_000),
  });
  return company.id;
}
