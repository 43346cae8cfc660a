// The demo shop's people (docs/server.md "The demo shop"): the demo customer with orders in every status, a
// cart and a wishlist, and the back office's owner in development.
import type { Database } from '@sajilo/server/db/client';
import { queryRows } from '@sajilo/server/db/query';
import {
  cartLines,
  customers,
  orderEvents,
  orderItems,
  orders,
  type StoredImage,
  staff,
  wishlistItems,
} from '@sajilo/server/db/schema';
import { randomSlug } from '@sajilo/server/services/crypto';
import { issueInvoiceNumber } from '@sajilo/server/services/invoice';
import { hashPassword } from '@sajilo/server/services/passwords';
import { sql } from 'drizzle-orm';
import type { ProductSpec } from './products.js';

/** The demo customer (README): log in with these to see orders in every status. */
export const DEMO_CUSTOMER = {
  email: 'demo@sajilo.com.np',
  password: 'sajilo-demo-password',
  name: 'Demo Customer',
  phoneNumber: '9801234567',
} as const;

/**
 * The back office's owner in development (docs/back-office.md "Accounts"). Production has none: its first
 * owner comes from `pnpm --filter @sajilo/server admin:create-owner`.
 */
export const DEMO_OWNER = {
  email: 'owner@sajilo.com.np',
  password: 'sajilo-owner-password',
  name: 'Shop Owner',
} as const;

/** Adds the demo owner when the database has no staff account (a shop seeded before the back office). */
export async function seedDemoOwner(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from staff`);
  if ((row?.n ?? 0) > 0) return false;
  const inserted = await db
    .insert(staff)
    .values({
      name: DEMO_OWNER.name,
      email: DEMO_OWNER.email,
      role: 'owner',
      passwordHash: await hashPassword(DEMO_OWNER.password),
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return inserted.length > 0;
}

/** docs/customer.md §4: orders in every status 0–5 with their lines, plus a cart and a wishlist. */
export async function seedDemoCustomer(
  tx: Database,
  base: ProductSpec[],
  inserted: { id: number; slug: string }[],
  passwordHash: string,
  now: Date,
): Promise<void> {
  const [customer] = await tx
    .insert(customers)
    .values({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phoneNumber: DEMO_CUSTOMER.phoneNumber,
      dateOfBirth: '1992-04-14',
      passwordHash,
      // The demo account logs in at once: its address counts as confirmed (docs/customer.md "Registration").
      emailConfirmedAt: now,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('seed: demo customer not stored');
  const ids = new Map(inserted.map((p) => [p.slug, p.id]));
  const products = base.filter((p) => ids.has(p.slug));
  if (products.length === 0) return;
  // Every demo order is cash on delivery, which the checkout invoices as it places it (docs/nepal.md "VAT
  // invoice"): each gets its number from the series, in the order they were placed, so a return's credit
  // note names the invoice it corrects (docs/returns.md "Credit note").
  const placed: { id: number; at: Date }[] = [];
  const at = (i: number) => {
    const p = products[(i * 37) % products.length];
    if (!p) throw new Error('seed: no product');
    return { spec: p, id: ids.get(p.slug) ?? 0 };
  };

  // Status, days ago, product picks (index, quantity).
  const plan: [number, number, [number, number][]][] = [
    [
      0,
      1,
      [
        [1, 2],
        [5, 1],
      ],
    ],
    [1, 4, [[2, 6]]],
    [
      2,
      9,
      [
        [3, 1],
        [7, 2],
        [11, 1],
      ],
    ],
    [
      3,
      21,
      [
        [4, 10],
        [8, 1],
      ],
    ],
    [3, 48, [[12, 1]]],
    [4, 30, [[6, 1]]],
    [
      5,
      14,
      [
        [9, 3],
        [10, 1],
      ],
    ],
  ];
  for (const [status, daysAgo, picks] of plan) {
    const lines = picks.map(([i, quantity]) => {
      const { spec, id } = at(i);
      return { spec, id, quantity, total: spec.price * quantity };
    });
    const [order] = await tx
      .insert(orders)
      .values({
        slug: randomSlug(),
        customerId: customer.id,
        status,
        payment: 'Cash on Delivery',
        // Cash on delivery is paid once delivered (docs/customer.md §4 "States and transitions").
        paymentStatus: status === 3 ? 'paid' : 'unpaid',
        name: DEMO_CUSTOMER.name,
        email: DEMO_CUSTOMER.email,
        phoneNumber: DEMO_CUSTOMER.phoneNumber,
        companyName: status === 3 ? 'Demo Builders Pvt. Ltd.' : null,
        state: 'Bagmati',
        city: 'Kathmandu',
        streetAddress: 'Chabahil-7, near Ganesh Mandir',
        note: status === 0 ? 'Please call before delivery.' : null,
        totalAmount: lines.reduce((sum, l) => sum + l.total, 0),
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
      })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!order) throw new Error('seed: order not stored');
    placed.push({ id: order.id, at: order.createdAt });
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.id,
        productSlug: l.spec.slug,
        productName: l.spec.title,
        productNameNe: l.spec.titleNe,
        image: l.spec.images[0] ?? placeholderImage(l.spec.title),
        quantity: l.quantity,
        amount: l.spec.price,
        total: l.total,
        // A tile's pieces and covered area as sold, as checkout keeps them (docs/tiles.md).
        ...(l.spec.packaging
          ? {
              pieces: l.quantity * l.spec.packaging.piecesPerBox,
              coveredMm2: l.quantity * l.spec.packaging.mm2PerBox,
            }
          : {}),
      })),
    );
  }
  // A delivered order inside the return window (docs/returns.md "Demo data"): placed 5 days ago, delivered
  // 2 days ago in the back office's workflow, a tile line and another, to try a return on.
  const tileSpec = products.find((p) => p.packaging);
  const otherSpec = products.find((p) => !p.packaging);
  const returnable = [
    ...(tileSpec ? [{ spec: tileSpec, quantity: 8 }] : []),
    ...(otherSpec ? [{ spec: otherSpec, quantity: 1 }] : []),
  ];
  if (returnable.length > 0) {
    const [order] = await tx
      .insert(orders)
      .values({
        slug: randomSlug(),
        customerId: customer.id,
        status: 3,
        payment: 'Cash on Delivery',
        paymentStatus: 'paid',
        name: DEMO_CUSTOMER.name,
        email: DEMO_CUSTOMER.email,
        phoneNumber: DEMO_CUSTOMER.phoneNumber,
        state: 'Bagmati',
        city: 'Kathmandu',
        streetAddress: 'Chabahil-7, near Ganesh Mandir',
        totalAmount: returnable.reduce((sum, l) => sum + l.spec.price * l.quantity, 0),
        createdAt: new Date(now.getTime() - 5 * 86_400_000),
      })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!order) throw new Error('seed: order not stored');
    placed.push({ id: order.id, at: order.createdAt });
    await tx.insert(orderItems).values(
      returnable.map((l) => ({
        orderId: order.id,
        productId: ids.get(l.spec.slug) ?? null,
        productSlug: l.spec.slug,
        productName: l.spec.title,
        productNameNe: l.spec.titleNe,
        image: l.spec.images[0] ?? placeholderImage(l.spec.title),
        quantity: l.quantity,
        amount: l.spec.price,
        total: l.spec.price * l.quantity,
        ...(l.spec.packaging
          ? {
              pieces: l.quantity * l.spec.packaging.piecesPerBox,
              coveredMm2: l.quantity * l.spec.packaging.mm2PerBox,
            }
          : {}),
      })),
    );
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: 2,
      toStatus: 3,
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
    });
  }

  for (const order of placed.sort((a, b) => a.at.getTime() - b.at.getTime()))
    await issueInvoiceNumber(tx, order.id, order.at);

  // Distinct products (a tiny catalogue could repeat a pick): one cart line and one wish per product.
  const cart = [...new Set([at(20).id, at(21).id])];
  await tx
    .insert(cartLines)
    .values(cart.map((id, i) => ({ customerId: customer.id, productId: id, quantity: i + 1 })));
  const wish = [...new Set([at(30).id, at(31).id, at(32).id])];
  await tx.insert(wishlistItems).values(wish.map((id) => ({ customerId: customer.id, productId: id })));
}

function placeholderImage(alt: string): StoredImage {
  return { path: 'products/scene-bathroom', widths: [320, 640, 960], width: 960, height: 960, alt };
}
